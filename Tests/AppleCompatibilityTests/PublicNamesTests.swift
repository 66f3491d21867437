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
        "DynamicStacksUIKit", "DynamicStacksSwiftUI", "DynamicStacksStrings",
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The name declared by `line` when it is a public or open top-level declaration
    /// (`public struct Name`, `@MainActor public final class Name`, `open class Name`, …), with
    /// the attributes that may precede it on the same line. Read by hand rather than with a
    /// regular expression, which needs macOS 13 while the package supports 10.15.
    static func publicName(declaredBy line: Substring) -> String? {
        guard let first = line.first, !first.isWhitespace, first != "/" else { return nil }
        var rest = line[...]
        while rest.first == "@" {
            // An attribute ends at the first space outside its parentheses.
            var depth = 0
            var index = rest.startIndex
            while index < rest.endIndex {
                let character = rest[index]
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 } else if character == " ", depth == 0 { break }
                index = rest.index(after: index)
            }
            rest = rest[index...].drop { $0 == " " }
        }
        var words = rest.split(separator: " ")[...]
        guard let access = words.popFirst(), access == "public" || access == "open" else { return nil }
        if let modifier = words.first, modifier == "final" || modifier == "indirect" { words = words.dropFirst() }
        let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias", "func", "let", "var"]
        guard let keyword = words.popFirst(), keywords.contains(keyword), let word = words.first else { return nil }
        let name = word.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// Every public top-level name declared in `module`, with the file declaring it.
    static func publicNames(in module: String) throws -> [(name: String, file: String)] {
        let folder = packageRoot.appendingPathComponent("Sources/\(module)")
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var names: [(String, String)] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let name = publicName(declaredBy: line) {
                    names.append((name, file.lastPathComponent))
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

    @Test func declarationsAreRecognised() {
        #expect(Self.publicName(declaredBy: "public struct TextBlock: Hashable, Sendable {") == "TextBlock")
        #expect(Self.publicName(declaredBy: "@available(iOS 14.0, tvOS 14.0, *) @MainActor public final class DynamicButtonStack: UIView {") == "DynamicButtonStack")
        #expect(Self.publicName(declaredBy: "open class StackCellView: UIControl {") == "StackCellView")
        #expect(Self.publicName(declaredBy: "public indirect enum Length: Hashable {") == "Length")
        #expect(Self.publicName(declaredBy: "public struct ContainerPlacement<Details: Sendable>: Sendable {") == "ContainerPlacement")
        #expect(Self.publicName(declaredBy: "    public var frame: Rect") == nil)
        #expect(Self.publicName(declaredBy: "struct Internal {") == nil)
        #expect(Self.publicName(declaredBy: "/// public struct InAComment") == nil)
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
