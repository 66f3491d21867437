// swift-tools-version: 6.0
// libFuzzer targets for DynamicStacks, kept out of the main package so that `swift build` and
// `swift test` there never see them. `scripts/fuzz` builds and runs them (see the README,
// "Reliability"); by hand, one product at a time:
//
//   swift build -c debug --sanitize=fuzzer --sanitize=address --package-path Fuzzing \
//       --product engine-fuzzer -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
//   Fuzzing/.build/debug/engine-fuzzer /tmp/engine-corpus Fuzzing/Corpus/engine -max_len=512
//
// Without the -sanitize-coverage flags only the C code is instrumented and libFuzzer gets no
// feedback from Swift code. Without --product, SwiftPM also builds the main package's `stacks`
// tool with the fuzzer's flags, which cannot work: libFuzzer brings its own `main`.
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
        // Bytes → a node tree, an environment and proposals → measure and layout; frames must be
        // finite and equal the reference engine's.
        .executableTarget(
            name: "engine-fuzzer",
            dependencies: ["ReferenceLayout", .product(name: "StackLayout", package: "DynamicStacks")],
            path: "Sources/EngineFuzzer"),
        // The reference layout engine of the main package's tests (Tests/ReferenceLayout, a test
        // support target there, not a product, so this directory is a symbolic link to it).
        .target(
            name: "ReferenceLayout",
            dependencies: [.product(name: "StackLayout", package: "DynamicStacks")],
            path: "Sources/ReferenceLayout"),
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
