// swift-tools-version: 5.9
// An iOS app (a Swift Playgrounds app package, opened in Xcode: it depends on the library by path) with
// the seeds' screens, on the library in the repository root. `.github/workflows/apple.yml`
// builds it for the iOS simulator; on Linux its sources are type-checked against the interface
// transcriptions (Tools/Tests/StacksCLITests/DocumentationSnippetTests.swift).
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "ActionsApp",
    // The titles are looked up in Sources/Localizable.xcstrings (German and Arabic).
    defaultLocalization: "en",
    platforms: [.iOS("17.0")],
    products: [
        .iOSApplication(
            name: "ActionsApp",
    // The titles are looked up in Sources/Localizable.xcstrings (German and Arabic).
    defaultLocalization: "en",
            targets: ["ActionsApp"],
            bundleIdentifier: "org.dynamicstacks.ActionsApp",
            displayVersion: "0.6.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .rows),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]
        )
    ],
    // Named: a path dependency is otherwise known by its folder's name, which a clone may change.
    dependencies: [.package(name: "DynamicStacks", path: "../..")],
    targets: [
        .executableTarget(
            name: "ActionsApp",
    // The titles are looked up in Sources/Localizable.xcstrings (German and Arabic).
    defaultLocalization: "en",
            dependencies: [
                .product(name: "StackLayout", package: "DynamicStacks"),
                .product(name: "DynamicButtons", package: "DynamicStacks"),
                .product(name: "DynamicStacksSwiftUI", package: "DynamicStacks"),
                .product(name: "DynamicStacksUIKit", package: "DynamicStacks"),
                .product(name: "ModelStack", package: "DynamicStacks"),
            ],
            path: "Sources"
        )
    ]
)
