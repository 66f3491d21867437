import Foundation
import Testing

/// The modules an app links (the engine products and the Apple views) declare no public
/// top-level name that SwiftUI, UIKit, Foundation, CoreGraphics or Combine also declare, so an
/// app file importing them side by side never has to qualify a name. The names are read from
/// the sources (every top-level declaration starts in column 0 there).
@Suite struct PublicNamesTests {
    /// The modules whose names an app sees.
    static let shippedModules = [
        "StackLayout", "DynamicButtons", "ModelStack", "StackViewPlans", "CoreTextMeasurement",
        "DynamicStacksUIKit", "DynamicStacksSwiftUI",
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `public struct Name`, `@MainActor public final class Name`, … in column 0, with the
    /// attributes that may precede them on the same line.
    static var declaration: Regex<(Substring, Substring)> { #/^(?:@[\w(), .*:]+\s+)*(?:public|open)\s+(?:final\s+|indirect\s+)?(?:struct|enum|class|protocol|actor|typealias|func|let|var)\s+(\w+)/# }

    /// Every public top-level name declared in `module`, with the file declaring it.
    static func publicNames(in module: String) throws -> [(name: String, file: String)] {
        let folder = packageRoot.appendingPathComponent("Sources/\(module)")
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var names: [(String, String)] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = line.prefixMatch(of: declaration) {
                    names.append((String(match.1), file.lastPathComponent))
                }
            }
        }
        return names
    }

    /// Read once: Swift's regular expressions are slow enough that reading the sources per test
    /// would take seconds.
    static let allPublicNames: [PublicName] = shippedModules.flatMap { module in
        ((try? publicNames(in: module)) ?? []).map { PublicName(module: module, name: $0.name, file: $0.file) }
    }

    struct PublicName: Sendable {
        var module: String
        var name: String
        var file: String
    }

    @Test func theSourcesAreRead() {
        // The engine alone declares more than sixty types; a broken pattern finds none.
        let engine = Self.allPublicNames.filter { $0.module == "StackLayout" }.map(\.name)
        #expect(engine.count > 60)
        #expect(engine.contains("TextBlock") && engine.contains("LayoutSession") && engine.contains("ContainerLayout"))
    }

    @Test func noPublicNameIsAlsoApples() {
        for (name, file) in Self.allPublicNames.map({ ($0.name, $0.file) }) {
            #expect(!AppleTopLevelNames.all.contains(name), "\(name) (\(file)) is also a top-level name of an Apple framework")
        }
    }

    /// `UnqualifiedNamesTests` is what proves it against the real frameworks; it must name every
    /// public type, or a new one could collide unnoticed.
    @Test func theCompileCheckNamesEveryPublicName() throws {
        let check = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Tests/AppleCompatibilityTests/UnqualifiedNamesTests.swift"),
            encoding: .utf8)
        let words = Set(check.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        for (name, file) in Self.allPublicNames.map({ ($0.name, $0.file) }) {
            let named = words.contains(name)
            #expect(named, "\(name) (\(file)) is missing from UnqualifiedNamesTests.swift")
        }
    }
}
