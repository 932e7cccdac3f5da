// swift-tools-version: 6.0
import PackageDescription

/// Upcoming features every target builds with (see STYLE.md, guideline 1).
let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "TableModelKit",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "TableModelCore", targets: ["TableModelCore"]),
    .library(name: "TableModelUIKit", targets: ["TableModelUIKit"]),
    .executable(name: "tablemodelkit-demo", targets: ["TableModelDemo"]),
  ],
  targets: [
    .target(name: "TableModelCore"),
    .target(name: "TableModelUIKit", dependencies: ["TableModelCore"]),
    .executableTarget(name: "TableModelDemo", dependencies: ["TableModelCore"]),
    .target(
      name: "TableModelTestSupport",
      dependencies: ["TableModelCore"],
      path: "Tests/TableModelTestSupport"
    ),
    .testTarget(
      name: "TableModelCoreTests",
      dependencies: ["TableModelCore", "TableModelTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures
}
