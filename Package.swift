// swift-tools-version: 6.0
import PackageDescription

// What an app links: the layout engine and the views over it. Its products build with the
// standard library alone (the views with UIKit or SwiftUI on Apple platforms), so a client that
// depends on any of them resolves no other package than the documentation plugin and the
// property-testing helper this package's own tests use. The tools — documents, Pango text,
// Cairo rendering, the audit and the `stacks` command — are the package in Tools/, which depends
// on this one by path; benchmarks (Benchmarks/) and fuzzers (Fuzzing/) are packages of their own.
let package = Package(
    name: "DynamicStacks",
    // The views' spoken words come from a string catalog (DynamicStacksStrings).
    defaultLocalization: "en",
    // What the engine products need of the OS: `Identifiable` (StackModel) is iOS 13 / macOS
    // 10.15; nothing else in them is newer. Views that need more (SwiftUI's `Layout`, iOS 16)
    // say so with `@available` on their declarations rather than raising the whole package.
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "StackLayout", targets: ["StackLayout"]),
        .library(name: "DynamicButtons", targets: ["DynamicButtons"]),
        .library(name: "ModelStack", targets: ["ModelStack"]),
        .library(name: "StackViewPlans", targets: ["StackViewPlans"]),
        .library(name: "CoreTextMeasurement", targets: ["CoreTextMeasurement"]),
        .library(name: "DynamicStacksUIKit", targets: ["DynamicStacksUIKit"]),
        .library(name: "DynamicStacksSwiftUI", targets: ["DynamicStacksSwiftUI"]),
        // Test support, not for apps: the reference engine, the random tree generator and the
        // fuzz checks, shared by this package's tests, the tools' tests and the fuzzers.
        .library(name: "StackTestSupport", targets: ["StackTestSupport", "ReferenceLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation` (the DocC catalogs; scripts/docs builds them).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
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
        // Data models → cells stacked vertically: edits, diffs with frames before and after,
        // hit testing, bottom anchoring, optional virtualisation.
        .target(name: "ModelStack", dependencies: ["StackLayout"]),

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
        // SwiftUI on iOS brings UIKit with it (UIViewRepresentable names UIView).
        .target(name: "SwiftUIInterface", dependencies: ["UIKitInterface"], path: "Sources/AppleInterfaces/SwiftUIInterface"),
        // The words the views add to what VoiceOver says, from a string catalog (compiled into
        // string tables on Apple platforms; copied as it is on Linux, where tests read it).
        .target(name: "DynamicStacksStrings", resources: [.process("Localizable.xcstrings")]),
        // `TextMeasuring` over Core Text.
        .target(
            name: "CoreTextMeasurement",
            dependencies: ["StackLayout", .target(name: "CoreTextInterface", condition: .when(platforms: [.linux]))]
        ),
        .target(
            name: "DynamicStacksUIKit",
            dependencies: [
                "StackLayout", "DynamicButtons", "ModelStack", "StackViewPlans", "CoreTextMeasurement", "DynamicStacksStrings",
                .target(name: "UIKitInterface", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(
            name: "DynamicStacksSwiftUI",
            dependencies: [
                "StackLayout", "DynamicButtons", "StackViewPlans", "CoreTextMeasurement", "DynamicStacksStrings",
                .target(name: "SwiftUIInterface", condition: .when(platforms: [.linux])),
            ]
        ),

        // ---- Test support and tests ----
        // A second layout engine written to be obviously right rather than fast (plain recursion
        // over the `LayoutNode` input, no caches), and the frame-by-frame comparison of the
        // production engine with it: the oracle of the property tests and the engine fuzzer.
        .target(name: "ReferenceLayout", dependencies: ["StackLayout"], path: "Tests/StackTestSupport/ReferenceLayout"),
        // Where generated cases take their choices from (a seed or a fuzzer's bytes), random
        // node trees, and what the engine and model-stack fuzzers check for each input.
        .target(
            name: "StackTestSupport",
            dependencies: ["StackLayout", "ModelStack", "ReferenceLayout"],
            path: "Tests/StackTestSupport",
            exclude: ["ReferenceLayout"]
        ),
        .testTarget(
            name: "StackLayoutTests",
            dependencies: [
                "StackLayout", "ReferenceLayout", "StackTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "DynamicButtonsTests", dependencies: ["DynamicButtons", "StackLayout", "StackTestSupport"]),
        .testTarget(name: "ModelStackTests", dependencies: ["ModelStack", "StackLayout", "StackTestSupport"]),
        .testTarget(name: "StackViewPlansTests", dependencies: ["StackViewPlans", "StackLayout", "DynamicButtons", "ModelStack"]),
        .testTarget(name: "CoreTextMeasurementTests", dependencies: ["CoreTextMeasurement", "StackLayout"]),
        .testTarget(
            name: "DynamicStacksUIKitTests",
            dependencies: [
                "DynamicStacksUIKit", "StackViewPlans", "StackLayout", "DynamicButtons", "ModelStack", "DynamicStacksStrings",
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
                "DynamicStacksUIKit", "DynamicStacksSwiftUI", "DynamicStacksStrings",
                .target(name: "UIKitInterface", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIInterface", condition: .when(platforms: [.linux])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
