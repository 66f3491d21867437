// swift-tools-version: 6.1
import PackageDescription

// The tools beside the library: documents (YAML/JSON), real text with Pango, rendering with
// Cairo, the design-system audit and the `stacks` command. It depends on the library package
// (the repository's root) by path; apps never resolve anything named here.
let package = Package(
    name: "DynamicStacksTools",
    // The tools are not for apps: nothing older than macOS 14 is kept here.
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "stacks", targets: ["stacks"]),
        .library(name: "PangoText", targets: ["PangoText"]),
        .library(name: "StackRender", targets: ["StackRender"]),
        .library(name: "DocumentSyntax", targets: ["DocumentSyntax"]),
        .library(name: "StackDocument", targets: ["StackDocument"]),
        .library(name: "StackJSON", targets: ["StackJSON"]),
        .library(name: "StackAudit", targets: ["StackAudit"]),
        // Cairo's C interface, for the benchmarks' comparisons with Cairo's own PNG writer.
        .library(name: "CCairo", targets: ["CCairo"]),
        // Test support, not for users: PNG decoding, the repository's folders, the document
        // fuzz check; shared by this package's tests, the benchmarks and the fuzzers.
        .library(name: "ToolsTestSupport", targets: ["ToolsTestSupport"]),
    ],
    dependencies: [
        .package(name: "DynamicStacks", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // Without its default traits (swift-configuration, full Foundation), which `serve` does not use.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Pango, HarfBuzz, fontconfig and Cairo, found with pkg-config (installed by
        // scripts/setup on Debian, Homebrew on macOS).
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"]), .brew(["pango", "cairo"])]
        ),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        // zlib, for StackRender's own PNG encoder (a compression level of our choosing) and its
        // chunks' CRCs; libdeflate, the faster whole-buffer compressor its presets use.
        .systemLibrary(
            name: "CLibcrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
        // libxml2, which librsvg parses with: SVG images are checked against their limits as
        // librsvg will read them (entities expanded, DTD default attributes filled in).
        .systemLibrary(name: "CLibxml2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // Real text measurement with Pango.
        .target(name: "FileAccess"),
        // Locales and string tables: String Catalogs (read as documents are, with
        // DocumentSyntax), .strings files, pseudo-localization (what documents and --strings
        // translate with; StackDocument re-exports it).
        .target(name: "StackStrings", dependencies: ["DocumentSyntax", "FileAccess"]),
        .target(name: "PangoText", dependencies: [.product(name: "StackLayout", package: "DynamicStacks"), "CPango", "FileAccess"]),
        // Drawing laid-out trees with Cairo (PNG, SVG, PDF) and Pango (text).
        .target(
            name: "StackRender",
            dependencies: [
                .product(name: "StackLayout", package: "DynamicStacks"),
                .product(name: "DynamicButtons", package: "DynamicStacks"), "PangoText", "CPango", "CCairo", "CRsvg",
                "CLibxml2", "CZlib", "CDeflate", "FileAccess",
            ],
            // How each SF Symbols name is drawn: a glyph of the Material Icons font.
            resources: [.copy("Resources/sf-symbols.tsv")]
        ),
        // YAML and JSON texts → located values, paths and errors: what documents, String
        // Catalogs and the audit's configuration are read with (StackDocument re-exports it).
        // It also imports CYaml (libyaml's events, with their positions): Yams' own target,
        // which Yams does not vend as a product, so it comes with the Yams product.
        .target(name: "DocumentSyntax", dependencies: [.product(name: "Yams", package: "Yams")]),
        // Documents (YAML/JSON) → node trees, with errors that name the place.
        .target(
            name: "StackDocument",
            dependencies: [
                .product(name: "StackLayout", package: "DynamicStacks"),
                .product(name: "DynamicButtons", package: "DynamicStacks"),
                .product(name: "ModelStack", package: "DynamicStacks"),
                "DocumentSyntax", "FileAccess", "StackStrings",
            ]
        ),
        // The JSON the tools write: frames (`stacks frames`), the document schema (`stacks
        // schema`) and the writer they share.
        .target(
            name: "StackJSON",
            dependencies: [
                "StackDocument", .product(name: "StackLayout", package: "DynamicStacks"),
                .product(name: "DynamicButtons", package: "DynamicStacks"),
            ]
        ),
        // Design-system rules over documents and their layouts (`stacks audit`).
        // (Crypto: fingerprints. The configuration file, .stacks-audit.yaml, is read as
        // documents are.)
        .target(
            name: "StackAudit",
            dependencies: [
                .product(name: "StackLayout", package: "DynamicStacks"),
                .product(name: "DynamicButtons", package: "DynamicStacks"),
                "StackDocument", "FileAccess", "CLibcrypto",
            ],
            // Word segmentation (UnicodeWords) calls the ICU that Foundation ships on Linux,
            // which Foundation links but does not export to its clients.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        // The command-line tool.
        .executableTarget(
            name: "stacks",
            dependencies: [
                .product(name: "StackLayout", package: "DynamicStacks"),
                .product(name: "DynamicButtons", package: "DynamicStacks"),
                "StackDocument", "StackJSON", "PangoText", "StackRender", "StackAudit", "FileAccess",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            // The playground's page, style and script, compiled into the binary: `stacks serve`
            // needs no files beside it.
            resources: [
                .embedInCode("Serve/Playground/playground.html"), .embedInCode("Serve/Playground/playground.css"),
                .embedInCode("Serve/Playground/playground.js"),
            ]
        ),
        .target(
            name: "ToolsTestSupport",
            dependencies: ["StackDocument", "CCairo", .product(name: "StackLayout", package: "DynamicStacks")],
            path: "Tests/ToolsTestSupport"
        ),
        .testTarget(
            name: "PangoTextTests",
            dependencies: ["PangoText", "StackDocument", "ToolsTestSupport", .product(name: "StackLayout", package: "DynamicStacks")]
        ),
        // The button stack measured by Pango with the pinned fonts.
        .testTarget(
            name: "ButtonStackTextTests",
            dependencies: [
                "PangoText", "ToolsTestSupport",
                .product(name: "StackTestSupport", package: "DynamicStacks"),
                .product(name: "DynamicButtons", package: "DynamicStacks"),
                .product(name: "StackLayout", package: "DynamicStacks"),
            ]
        ),
        .testTarget(name: "DocumentSyntaxTests", dependencies: ["DocumentSyntax", .product(name: "Yams", package: "Yams")]),
        .testTarget(
            name: "StackDocumentTests",
            dependencies: [
                "DocumentSyntax", "StackDocument", "StackJSON", "ToolsTestSupport",
                .product(name: "StackTestSupport", package: "DynamicStacks"),
                .product(name: "StackLayout", package: "DynamicStacks"), .product(name: "DynamicButtons", package: "DynamicStacks"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(
            name: "StackRenderTests",
            dependencies: [
                "StackRender", "PangoText", "CPango", "CCairo", "CRsvg", "ToolsTestSupport",
                .product(name: "StackLayout", package: "DynamicStacks"), .product(name: "DynamicButtons", package: "DynamicStacks"),
                .product(name: "StackTestSupport", package: "DynamicStacks"),
            ]
        ),
        .testTarget(
            name: "StackAuditTests",
            dependencies: ["StackAudit", "StackDocument", "ToolsTestSupport", .product(name: "DynamicButtons", package: "DynamicStacks")]
        ),
        .testTarget(
            name: "StacksCLITests",
            dependencies: [
                "stacks", "CCairo", "ToolsTestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
                // Built here so that the documentation's app snippets type-check against them
                // (DocumentationSnippetTests) beside the tools' modules.
                .product(name: "DynamicStacksUIKit", package: "DynamicStacks"),
                .product(name: "DynamicStacksSwiftUI", package: "DynamicStacks"),
                .product(name: "StackViewPlans", package: "DynamicStacks"),
                .product(name: "CoreTextMeasurement", package: "DynamicStacks"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// CI's ThreadSanitizer run (.ci/run): DYNAMICSTACKS_SANITIZER=thread instruments the tools' own
// Swift code (and links the sanitizer's runtime into the tool and the tests), where the
// concurrency is: audit jobs, render batches, the playground server, Pango on many threads.
// The library (the root package) and the dependencies keep the plain build's objects, so the run
// recompiles only these targets; `swift build --sanitize=…` would rebuild everything. The
// library's own concurrency is checked by the compiler (strict concurrency, no unchecked
// `Sendable` that runs here).
if let sanitizer = Context.environment["DYNAMICSTACKS_SANITIZER"] {
    for target in package.targets where target.type != .system {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
        if target.type == .test || target.type == .executable {
            target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
        }
    }
}
