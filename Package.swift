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
    // What an app links: the diff alone, or the core (which re-exports the diff), or the UIKit
    // adapter (which re-exports the core).
    .library(name: "TableModelDiff", targets: ["TableModelDiff"]),
    .library(name: "TableModelCore", targets: ["TableModelCore"]),
    .library(name: "TableModelUIKit", targets: ["TableModelUIKit"]),
    // What an app's test targets link: the headless table and controller. Never link it into
    // an app.
    .library(name: "TableModelTesting", targets: ["TableModelTesting"]),
    // The seed scenarios' models and the seeded generator, for this repository's demo, tests,
    // benchmarks and examples. Not API for apps: never link it into an app.
    .library(name: "TableModelScenarios", targets: ["TableModelScenarios"]),
    .executable(name: "tablemodelkit-demo", targets: ["TableModelDemo"]),
  ],
  targets: [
    // Arrows point down only: UIKit → Core → Diff; Testing → Core; Scenarios → Core.
    .target(name: "TableModelDiff"),
    .target(name: "TableModelCore", dependencies: ["TableModelDiff"]),
    .target(name: "TableModelUIKit", dependencies: ["TableModelCore"]),
    .target(name: "TableModelTesting", dependencies: ["TableModelCore"]),
    // The scenarios (tweet feed, profile, contacts): platform-neutral models → Core; their
    // headless cells → Testing. The UIKit cells are in Examples/.
    .target(name: "TableModelScenarios", dependencies: ["TableModelCore"]),
    .target(
      name: "TableModelScenarioCells",
      dependencies: ["TableModelScenarios", "TableModelTesting"]
    ),
    .executableTarget(
      name: "TableModelDemo",
      dependencies: ["TableModelTesting", "TableModelScenarios", "TableModelScenarioCells"]
    ),
    .target(
      name: "TableModelTestSupport",
      dependencies: ["TableModelTesting"],
      path: "Tests/TableModelTestSupport"
    ),
    .testTarget(
      name: "TableModelDiffTests",
      dependencies: ["TableModelTesting", "TableModelScenarios", "TableModelTestSupport"]
    ),
    .testTarget(
      name: "TableModelCoreTests",
      dependencies: [
        "TableModelTesting", "TableModelScenarios", "TableModelScenarioCells",
        "TableModelTestSupport",
      ]
    ),
    .testTarget(
      name: "TableModelTestingTests",
      dependencies: ["TableModelTesting", "TableModelScenarios", "TableModelTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures
}
