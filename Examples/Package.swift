// swift-tools-version: 6.0
import PackageDescription

/// Upcoming features every target builds with, as in TableModelKit's own package.
let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "TableModelKitExamples",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "TableModelExamples", targets: ["TableModelExamples"])
  ],
  dependencies: [
    .package(name: "TableModelKit", path: "..")
  ],
  targets: [
    .target(
      name: "TableModelExamples",
      dependencies: [
        .product(name: "TableModelUIKit", package: "TableModelKit"),
        // The scenarios' models (tweets, profile, contacts), shared with the demo and the tests.
        .product(name: "TableModelScenarios", package: "TableModelKit"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures
}
