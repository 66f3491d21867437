// swift-tools-version: 6.1
// libFuzzer targets for DynamicStacks, kept out of the library and tools packages so that
// `swift build` and `swift test` there never see them. `scripts/fuzz` builds and runs them (see
// docs/testing.md); by hand, one product at a time:
//
//   swift build -c debug --sanitize=fuzzer --sanitize=address --package-path Fuzzing \
//       --product engine-fuzzer -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
//   Fuzzing/.build/debug/engine-fuzzer /tmp/engine-corpus Fuzzing/Corpus/engine -max_len=512
//
// Without the -sanitize-coverage flags only the C code is instrumented and libFuzzer gets no
// feedback from Swift code. What each fuzzer checks is shared with the corpus replay tests
// through the test-support products (StackTestSupport, ToolsTestSupport).
import PackageDescription

let package = Package(
    name: "DynamicStacksFuzzing",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "DynamicStacks", path: ".."),
        .package(name: "DynamicStacksTools", path: "../Tools"),
    ],
    targets: [
        // YAML/JSON bytes → StackDocument → LayoutTree → layout, in both directions.
        .executableTarget(
            name: "document-fuzzer",
            dependencies: [
                .product(name: "ToolsTestSupport", package: "DynamicStacksTools"),
                .product(name: "PangoText", package: "DynamicStacksTools"),
                .product(name: "StackRender", package: "DynamicStacksTools"),
                .product(name: "StackDocument", package: "DynamicStacksTools"),
                .product(name: "StackLayout", package: "DynamicStacks"),
            ],
            path: "Sources/DocumentFuzzer"),
        // Bytes → a node tree, an environment and proposals → measure and layout; frames must be
        // finite and equal the reference engine's.
        .executableTarget(
            name: "engine-fuzzer",
            dependencies: [.product(name: "StackTestSupport", package: "DynamicStacks")],
            path: "Sources/EngineFuzzer"),
        // Bytes → a sequence of ModelStack edits; after each, the stack must equal a fresh one.
        .executableTarget(
            name: "model-fuzzer",
            dependencies: [.product(name: "StackTestSupport", package: "DynamicStacks")],
            path: "Sources/ModelFuzzer"),
    ],
    swiftLanguageModes: [.v6]
)
