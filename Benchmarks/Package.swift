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
    // The model under three layers and the mixed edits that ModelBenchmarks and TransactionProbe
    // share.
    .target(
      name: "LayeredModels",
      dependencies: [.product(name: "TableModelCore", package: "TableModelKit")],
      path: "Benchmarks/LayeredModels"
    ),
    // The 10,000-edit transaction as a plain executable, for profilers and the time of its
    // edits and its commit apart (not a benchmark: `swift run -c release TransactionProbe`).
    .executableTarget(
      name: "TransactionProbe",
      dependencies: ["LayeredModels"],
      path: "Benchmarks/TransactionProbe"
    ),
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
        "LayeredModels",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TableModelCore", package: "TableModelKit"),
      ],
      path: "Benchmarks/ModelBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
