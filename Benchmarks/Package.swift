// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "TableModelKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "TableModelKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "DiffBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TableModelCore", package: "TableModelKit"),
        .product(name: "TableModelScenarios", package: "TableModelKit"),
      ],
      path: "Benchmarks/DiffBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .target(name: "CHeapStatistics", path: "Benchmarks/CHeapStatistics"),
    .executableTarget(
      name: "ControllerBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TableModelTesting", package: "TableModelKit"),
      ],
      path: "Benchmarks/ControllerBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "ModelBenchmarks",
      dependencies: [
        "CHeapStatistics",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TableModelCore", package: "TableModelKit"),
      ],
      path: "Benchmarks/ModelBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
