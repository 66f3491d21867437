// swift-tools-version: 6.0
import PackageDescription

/// `stacks serve` (docs/serve.md): the playground's HTTP server, Hummingbird 2, for the tool on
/// Linux. Hummingbird needs macOS 14 while this package supports 10.15, and SwiftPM refuses a
/// target that depends on a product needing a newer platform than the package, so elsewhere the
/// dependency is left out and the tool is built without `serve` (its files are
/// `#if canImport(Hummingbird)`).
let playgroundServer: (packages: [Package.Dependency], products: [Target.Dependency]) = {
    #if os(Linux)
    return (
        [.package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0")],
        [.product(name: "Hummingbird", package: "hummingbird")]
    )
    #else
    return ([], [])
    #endif
}()

/// Pango, Cairo, fontconfig, GLib and libdeflate (docs/performance.md, "Startup (issue 18)"). On Linux they
/// are not linked: `LazyGraphicsLibraries` defines every function of theirs that the code calls
/// as a trampoline that loads the library on first call, so that commands that neither draw nor
/// measure real text (`stacks frames --text-metrics fixed`, `--version`, `schema`) start without
/// loading some forty shared libraries. The system-library targets then give only the headers:
/// their Linux module maps have no `link` lines, and their pkg-config files (named by absolute
/// path) list the real packages as `Requires.private`, whose compiler flags pkg-config and
/// SwiftPM use but whose libraries they do not link. Elsewhere (macOS with Homebrew) the
/// libraries are linked as usual.
let graphicsLibraries: (cPango: Target, cCairo: Target, cDeflate: Target, loading: [Target.Dependency]) = {
    #if os(Linux)
    let linuxHeaders = Context.packageDirectory + "/Sources"
    return (
        .systemLibrary(
            name: "CPango", path: "Sources/CPango/Linux", pkgConfig: linuxHeaders + "/CPango/Linux/pango-headers.pc",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo/Linux", pkgConfig: linuxHeaders + "/CCairo/Linux/cairo-headers.pc",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CDeflate", path: "Sources/CDeflate/Linux",
            pkgConfig: linuxHeaders + "/CDeflate/Linux/libdeflate-headers.pc", providers: [.apt(["libdeflate-dev"])]
        ),
        [.target(name: "LazyGraphicsLibraries", condition: .when(platforms: [.linux]))]
    )
    #else
    return (
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"]), .brew(["pango", "cairo"])]
        ),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        []
    )
    #endif
}()

let package = Package(
    name: "DynamicStacks",
    // What the engine products need of the OS: `Identifiable` (StackModel) is iOS 13 / macOS
    // 10.15; nothing else in them is newer. Views that need more (SwiftUI's `Layout`, iOS 16)
    // say so with `@available` on their declarations rather than raising the whole package.
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "StackLayout", targets: ["StackLayout"]),
        .library(name: "DynamicButtons", targets: ["DynamicButtons"]),
        .library(name: "PangoText", targets: ["PangoText"]),
        .library(name: "StackDocument", targets: ["StackDocument"]),
        .library(name: "StackRender", targets: ["StackRender"]),
        .library(name: "ModelStack", targets: ["ModelStack"]),
        .library(name: "StackAudit", targets: ["StackAudit"]),
        .executable(name: "stacks", targets: ["stacks"]),
        // Apple platforms: views over the engine (README, "Add it to an app").
        .library(name: "DynamicStacksUIKit", targets: ["DynamicStacksUIKit"]),
        .library(name: "DynamicStacksSwiftUI", targets: ["DynamicStacksSwiftUI"]),
        .library(name: "CoreTextMeasurement", targets: ["CoreTextMeasurement"]),
        .library(name: "StackViewPlans", targets: ["StackViewPlans"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation` (the DocC catalogs; .ci/run builds them).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ] + playgroundServer.packages,
    targets: [
        // The engine: geometry, environment, node tree, stack algorithm, text-measuring protocol.
        // Standard library only, so it runs anywhere Swift does.
        .target(
            name: "StackLayout",
            // `Double.rounded` lowers to libm's floor/ceil/round; without Foundation nothing
            // else links libm on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The dynamic button stack: four arrangements, chosen by what fits.
        .target(name: "DynamicButtons", dependencies: ["StackLayout"]),
        // Pango, HarfBuzz and fontconfig, found with pkg-config (installed by scripts/setup on
        // Debian, Homebrew on macOS). Only PangoText, StackRender and the tool use them: an app
        // that links the engine products never builds or links these.
        graphicsLibraries.cPango,
        // Data models → cells stacked vertically: edits, diffs with frames before and after,
        // hit testing, bottom anchoring, optional virtualisation.
        .target(name: "ModelStack", dependencies: ["StackLayout"]),
        // Real text measurement with Pango.
        .target(name: "PangoText", dependencies: ["StackLayout", "CPango"] + graphicsLibraries.loading),
        // Cairo with its PNG, SVG and PDF surfaces (installed by scripts/setup).
        graphicsLibraries.cCairo,
        // Linux: every Pango, Cairo, fontconfig and GLib function the code calls, loaded on first
        // call (see `graphicsLibraries` above).
        .target(name: "LazyGraphicsLibraries"),
        // zlib, for StackRender's own PNG encoder (a compression level of our choosing) and its
        // chunks' CRCs; libdeflate, the faster whole-buffer compressor its presets use
        // (docs/performance.md, "PNG encoding"), loaded on first call like Cairo.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        graphicsLibraries.cDeflate,
        // Drawing laid-out trees with Cairo (PNG, SVG, PDF) and Pango (text).
        .target(
            name: "StackRender",
            dependencies: ["StackLayout", "PangoText", "CPango", "CCairo", "CZlib", "CDeflate"]
                + graphicsLibraries.loading
        ),
        // Documents (YAML/JSON) → node trees, with errors that name the place.
        .target(
            name: "StackDocument",
            dependencies: ["StackLayout", "DynamicButtons", "ModelStack", .product(name: "Yams", package: "Yams")]
        ),
        // Design-system rules over documents and their layouts (`stacks audit`).
        // (Yams: the audit's configuration file, .stacks-audit.yaml.)
        .target(
            name: "StackAudit",
            dependencies: ["StackLayout", "DynamicButtons", "StackDocument", .product(name: "Yams", package: "Yams")]
        ),
        // The command-line tool.
        .executableTarget(
            name: "stacks",
            dependencies: [
                "StackLayout", "StackDocument", "DynamicButtons", "PangoText", "StackRender", "StackAudit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + playgroundServer.products
        ),
        // ---- Apple platforms (docs/apple-views.md) ----
        // What the views decide, as values tested on every platform: the "view plans" (frames,
        // lines, accessibility, what changed since the last plan) that the views only apply.
        .target(name: "StackViewPlans", dependencies: ["StackLayout", "DynamicButtons", "ModelStack"]),
        // Interface transcriptions: on Linux only, exactly the subset of Core Text, UIKit and
        // SwiftUI the views use, with Apple's signatures, availability and actor isolation, so
        // the view files compile (and the UIKit ones run, minimally) here. Empty on Apple
        // platforms, where the real frameworks are imported instead.
        .target(name: "CoreTextInterface", path: "Sources/AppleInterfaces/CoreTextInterface"),
        .target(name: "UIKitInterface", path: "Sources/AppleInterfaces/UIKitInterface"),
        .target(name: "SwiftUIInterface", path: "Sources/AppleInterfaces/SwiftUIInterface"),
        // `TextMeasuring` over Core Text.
        .target(
            name: "CoreTextMeasurement",
            dependencies: ["StackLayout", .target(name: "CoreTextInterface", condition: .when(platforms: [.linux]))]
        ),
        .target(
            name: "DynamicStacksUIKit",
            dependencies: [
                "StackLayout", "DynamicButtons", "ModelStack", "StackViewPlans", "CoreTextMeasurement",
                .target(name: "UIKitInterface", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(
            name: "DynamicStacksSwiftUI",
            dependencies: [
                "StackLayout", "DynamicButtons", "StackViewPlans", "CoreTextMeasurement",
                .target(name: "SwiftUIInterface", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(name: "StackViewPlansTests", dependencies: ["StackViewPlans", "StackLayout", "DynamicButtons", "ModelStack"]),
        .testTarget(name: "CoreTextMeasurementTests", dependencies: ["CoreTextMeasurement", "StackLayout"]),
        .testTarget(
            name: "DynamicStacksUIKitTests",
            dependencies: [
                "DynamicStacksUIKit", "StackViewPlans", "StackLayout", "DynamicButtons", "ModelStack",
                .target(name: "UIKitInterface", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "DynamicStacksSwiftUITests",
            dependencies: [
                "DynamicStacksSwiftUI", "StackViewPlans", "StackLayout", "DynamicButtons",
                .target(name: "SwiftUIInterface", condition: .when(platforms: [.linux])),
            ]
        ),
        // No public name of ours is also one of Apple's: checked against a list here, and by
        // compiling every name unqualified next to the real SwiftUI and UIKit on Apple platforms.
        .testTarget(
            name: "AppleCompatibilityTests",
            dependencies: [
                "StackLayout", "DynamicButtons", "ModelStack", "StackViewPlans", "CoreTextMeasurement",
                "DynamicStacksUIKit", "DynamicStacksSwiftUI",
                .target(name: "UIKitInterface", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIInterface", condition: .when(platforms: [.linux])),
            ]
        ),
        // Release-built benchmark executable (`swift run -c release stacks-benchmark`).
        .executableTarget(
            name: "stacks-benchmark",
            dependencies: ["StackLayout", "PangoText", "DynamicButtons", "ModelStack", "StackDocument", "StackRender", "CCairo"],
            path: "Sources/StackBenchmarks"
        ),
        // A second layout engine written to be obviously right rather than fast (plain recursion
        // over the `LayoutNode` input, no caches), and the frame-by-frame comparison of the
        // production engine with it. Test support only, not a product: the property tests use
        // it, and the fuzz package compiles the same sources (Fuzzing/Sources/ReferenceLayout
        // is a symbolic link to this directory).
        .target(name: "ReferenceLayout", dependencies: ["StackLayout"], path: "Tests/ReferenceLayout"),
        .testTarget(
            name: "StackLayoutTests",
            dependencies: [
                "StackLayout", "ReferenceLayout", .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "DynamicButtonsTests", dependencies: ["DynamicButtons", "StackLayout", "PangoText"]),
        .testTarget(name: "PangoTextTests", dependencies: ["PangoText", "StackLayout", "StackDocument"]),
        .testTarget(name: "StackDocumentTests", dependencies: ["StackDocument", "StackLayout"]),
        .testTarget(name: "StackRenderTests", dependencies: ["StackRender", "StackLayout", "PangoText", "CPango", "CCairo"]),
        .testTarget(name: "StackAuditTests", dependencies: ["StackAudit", "StackDocument", "DynamicButtons"]),
        .testTarget(name: "StacksCLITests", dependencies: ["stacks", "CCairo"]),
        .testTarget(name: "ModelStackTests", dependencies: ["ModelStack", "StackLayout"]),
        .testTarget(name: "LazyGraphicsLibrariesTests", dependencies: graphicsLibraries.loading),
    ],
    swiftLanguageModes: [.v6]
)

// Apple platforms without Pango and Cairo (iOS, tvOS, watchOS, visionOS): CI's iOS job
// (.github/workflows/apple.yml) sets DYNAMICSTACKS_APPLE_ONLY=1 so that `xcodebuild test` on the
// package scheme builds only what an app links, with its tests. The targets below need Pango,
// Cairo or the tool, which exist on Linux (and on macOS through Homebrew) only.
#if canImport(Foundation)
import Foundation
if ProcessInfo.processInfo.environment["DYNAMICSTACKS_APPLE_ONLY"] != nil {
    let linuxSide: Set<String> = [
        "CPango", "CCairo", "CZlib", "PangoText", "StackRender", "StackDocument", "StackAudit", "stacks", "stacks-benchmark",
        "DynamicButtonsTests", "PangoTextTests", "StackDocumentTests", "StackRenderTests", "StackAuditTests",
        "StacksCLITests", "LazyGraphicsLibraries", "LazyGraphicsLibrariesTests",
    ]
    package.targets.removeAll { linuxSide.contains($0.name) }
    package.products.removeAll { linuxSide.contains($0.name) }  // each product is named after its target
}
#endif
