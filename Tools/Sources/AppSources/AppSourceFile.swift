import FileAccess
import Foundation
import StackDocument
import SwiftParser
import SwiftSyntax

/// One Swift file of an app, parsed with Swift's own parser: the button stacks it builds with
/// this project's views, its `// stacks:ignore` comments, and where it does not parse.
///
/// ```swift
/// let file = AppSourceFile(name: "Place.swift", text: """
///     let stack = DynamicButtonStack(items: [.init(id: "call", title: "Call", image: "phone.fill")])
///     """)
/// file.stacks[0].items[0].title.text  // "Call"
/// ```
public struct AppSourceFile: Sendable {
    /// How reports name the file.
    public var name: String
    /// The stacks, in source order.
    public var stacks: [SourceButtonStack]
    /// The suppression comments, in source order.
    public var suppressions: [SourceSuppression]
    /// Where the file first fails to parse and what the parser expected, when it does not
    /// parse: the parser recovers, and the stacks it still reads are audited.
    public var syntaxProblem: (position: SourcePosition, message: String)?

    /// The most bytes a source file may have: 8 MiB (Swift files are kilobytes; a larger one is
    /// generated code, not an app's screens, and parsing it would hold the run up).
    public static let sizeLimit = 8 << 20

    /// Parses `text`, the file's contents.
    public init(name: String, text: String) {
        self.name = name
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: name, tree: tree)
        let reader = ButtonStackSyntaxReader(converter: converter)
        reader.walk(tree)
        stacks = reader.stacks
        suppressions = Self.suppressions(in: tree, converter: converter)
        syntaxProblem = Self.firstProblem(in: tree, converter: converter)
    }

    /// Reads and parses the file at `path`, named `name` in reports. A file that is not a
    /// regular file, is larger than ``sizeLimit`` or is not UTF-8 text is refused with a
    /// `DocumentError` saying why, as documents are.
    public init(contentsOf path: String, name: String) throws(DocumentError) {
        let data: Data
        do {
            data = try InputFile.read(path, limit: Self.sizeLimit)
        } catch {
            throw DocumentError(place: DocumentPlace(path: .document), problem: "cannot read \(path): \(error)")
        }
        if let zero = data.firstIndex(of: 0) {
            throw DocumentError(
                place: DocumentPlace(path: .document),
                problem: "cannot read \(path): it is not Swift source text (a zero byte at offset \(zero - data.startIndex))")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw DocumentError(place: DocumentPlace(path: .document), problem: "cannot read \(path): it is not UTF-8 text")
        }
        self.init(name: name, text: text)
    }

    /// Every `// stacks:ignore` comment of `tree`.
    private static func suppressions(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceSuppression] {
        var found: [SourceSuppression] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for (trivia, start) in [(token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia)] {
                var offset = start
                for piece in trivia {
                    if case .lineComment(let text) = piece, text.contains(SourceSuppression.marker) {
                        let location = converter.location(for: offset)
                        let position = SourcePosition(line: location.line, column: location.column)
                        if let suppression = SourceSuppression(comment: text, position: position) { found.append(suppression) }
                    }
                    offset += piece.sourceLength
                }
            }
        }
        return found
    }

    /// The first place the parser found missing or unexpected text, and what it found there.
    private static func firstProblem(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> (SourcePosition, String)? {
        guard tree.hasError else { return nil }
        for token in tree.tokens(viewMode: .all) {
            let message: String
            if token.presence == .missing {
                message = token.text.isEmpty ? "expected more code here" : "expected `\(token.text)` here"
            } else if token.parent?.is(UnexpectedNodesSyntax.self) == true || token.hasError {
                message = "unexpected `\(token.text)`"
            } else {
                continue
            }
            let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            return (SourcePosition(line: location.line, column: location.column), message)
        }
        return (SourcePosition(line: 1, column: 1), "the file does not parse")
    }
}
