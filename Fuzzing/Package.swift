// swift-tools-version: 6.0
// libFuzzer targets for DynamicStacks, kept out of the main package so that `swift build` and
// `swift test` there never see them. Build and run (see the README, "Fuzzing"):
//
//   swift build -c debug --sanitize=fuzzer --sanitize=address --package-path Fuzzing \
//       --product document-fuzzer -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
//
// and the same with --product engine-fuzzer and model-fuzzer. (Without the -sanitize-coverage flags only the C
// code is instrumented and libFuzzer gets no feedback from Swift code. Without --product,
// SwiftPM also builds the main package's `stacks` tool with the fuzzer's flags, which cannot
// work: libFuzzer brings its own `main`.)
//   Fuzzing/.build/debug/document-fuzzer Fuzzing/Corpus/document -dict=Fuzzing/document.dict
import PackageDescription

let package = Package(
    name: "DynamicStacksFuzzing",
    dependencies: [.package(name: "DynamicStacks", path: "..")],
    targets: [
        // YAML/JSON bytes → StackDocument → LayoutTree → layout, in both directions.
        .executableTarget(
            name: "document-fuzzer",
            dependencies: [.product(name: "StackDocument", package: "DynamicStacks")],
            path: "Sources/DocumentFuzzer"),
        // Bytes → a node tree, an environment and proposals → measure and layout; frames must be finite.
        .executableTarget(
            name: "engine-fuzzer",
            dependencies: [.product(name: "StackLayout", package: "DynamicStacks")],
            path: "Sources/EngineFuzzer"),
        // Bytes → a sequence of ModelStack edits; after each, the stack must equal a fresh one.
        .executableTarget(
            name: "model-fuzzer",
            dependencies: [
                .product(name: "ModelStack", package: "DynamicStacks"), .product(name: "StackLayout", package: "DynamicStacks"),
            ],
            path: "Sources/ModelFuzzer"),
    ],
    swiftLanguageModes: [.v6]
)
