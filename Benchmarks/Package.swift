// swift-tools-version: 6.1
import PackageDescription

// The benchmark harness, a package of its own so that building and testing the library and the
// tools never builds it. Run it release-built:
//
//   swift run -c release --package-path Benchmarks stacks-benchmark [--workload NAME] [--json FILE]
//
// (docs/performance.md lists the workloads and the figures measured on this project's machine.)
let package = Package(
    name: "DynamicStacksBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "DynamicStacks", path: ".."),
        .package(name: "DynamicStacksTools", path: "../Tools"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "stacks-benchmark",
            dependencies: [
                .product(name: "StackLayout", package: "DynamicStacks"),
                .product(name: "DynamicButtons", package: "DynamicStacks"),
                .product(name: "ModelStack", package: "DynamicStacks"),
                .product(name: "PangoText", package: "DynamicStacksTools"),
                .product(name: "StackDocument", package: "DynamicStacksTools"),
                .product(name: "StackJSON", package: "DynamicStacksTools"),
                .product(name: "StackRender", package: "DynamicStacksTools"),
                .product(name: "StackAudit", package: "DynamicStacksTools"),
                .product(name: "AppSources", package: "DynamicStacksTools"),
                .product(name: "CCairo", package: "DynamicStacksTools"),
                // libyaml's bare parse, the yardstick of the YAML reading figures: CYaml, which
                // Yams does not vend as a product, comes with the Yams product.
                .product(name: "Yams", package: "Yams"),
            ],
            path: "Sources/StackBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
