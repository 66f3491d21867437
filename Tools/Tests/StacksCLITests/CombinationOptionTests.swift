import Foundation
import Testing
import ToolsTestSupport

/// Every command that lays a document out must give each layout option the same meaning
/// (DESIGN.md: one function of `StackDocument` resolves "document + combination"). For each
/// command and each option this checks two things:
///
/// - the option on the command line gives exactly the output of the same setting written in
///   the document (`environment:` for width, height, text size, direction and scale; the
///   translated strings written into the document, and `direction: rtl` for Arabic, for a
///   locale). The second route does not pass through the option parsing or the string tables
///   at all, so it is an independent expectation;
/// - where the option changes what the command reports, the output differs from the output
///   without it, so an option a command ignores cannot pass.
@Suite struct CombinationOptionTests {
    /// A title, then a button stack, in a vertical stack whose leading margin (10.4 pt) rounds
    /// differently at scales 1 and 3, with equal spacing so a height moves the buttons down.
    static func document(environment: String, title: String = "Title", share: String = "Share", more: String = "More")
        -> String
    {
        """
        environment: {\(environment)}
        strings:
          de: {Title: Überschrift, Share: Teilen und weitergeben, More: Mehr anzeigen}
          ar: {Title: عنوان, Share: مشاركة, More: المزيد}
        root:
          stack:
            id: screen
            axis: vertical
            distribution: equalSpacing
            alignment: leading
            margins: {leading: 10.4}
            children:
              - text: {id: title, string: "\(title)", lines: 0}
              - buttons:
                  id: actions
                  spacing: 8
                  items:
                    - {id: share, title: "\(share)", icon: share}
                    - {id: more, title: "\(more)", icon: star}
        """
    }

    static let baseEnvironment = "width: 201, scale: 2"

    /// One layout option: its command-line arguments, and the same setting written into the
    /// document.
    struct Option: CustomStringConvertible, Sendable {
        var arguments: [String]
        /// The document with the setting written in.
        var equivalentDocument: String
        var description: String { arguments.joined(separator: " ") }
    }

    static let options: [Option] = [
        Option(arguments: ["--width", "150"], equivalentDocument: document(environment: "width: 150, scale: 2")),
        Option(arguments: ["--height", "400"], equivalentDocument: document(environment: baseEnvironment + ", height: 400")),
        Option(
            arguments: ["--content-size", "accessibilityLarge"],
            equivalentDocument: document(environment: baseEnvironment + ", contentSize: accessibilityLarge")),
        Option(arguments: ["--direction", "rtl"], equivalentDocument: document(environment: baseEnvironment + ", direction: rtl")),
        Option(arguments: ["--scale", "1"], equivalentDocument: document(environment: "width: 201, scale: 1")),
        Option(
            arguments: ["--locale", "de"],
            equivalentDocument: document(
                environment: baseEnvironment, title: "Überschrift", share: "Teilen und weitergeben", more: "Mehr anzeigen")),
        Option(
            arguments: ["--locale", "ar"],
            equivalentDocument: document(
                environment: baseEnvironment + ", direction: rtl", title: "عنوان", share: "مشاركة", more: "المزيد")),
    ]

    /// A command, and how to read its output for a document at `path`.
    struct Command: CustomStringConvertible, Sendable {
        var name: String
        /// The options that change what this command reports (the others must still mean the
        /// same, but leave its output alone).
        var changedBy: Set<String>
        var output: @Sendable (_ path: String, _ options: [String]) throws -> String
        var description: String { name }
    }

    static let fonts = ["--fonts", "fonts/fonts.conf"]

    /// Runs `stacks arguments` and returns standard output, failing on a non-zero status
    /// (except audit's 1 for error-level findings).
    static func standardOutput(_ arguments: [String], allowing statuses: Set<Int32> = [0]) throws -> String {
        let outcome = try StacksProcess.run(arguments)
        try #require(statuses.contains(outcome.status), "\(arguments): \(outcome.standardError)")
        return outcome.standardOutput
    }

    static let commands: [Command] = [
        Command(name: "frames", changedBy: ["--width", "--height", "--content-size", "--direction", "--scale", "--locale"]) {
            try standardOutput(["frames", $0] + $1 + fonts)
        },
        // Explain reports widths and fits: a height, a direction or a scale at which the
        // stack's width stays whole leaves it alone.
        Command(name: "explain", changedBy: ["--width", "--content-size", "--locale"]) {
            try standardOutput(["explain", $0] + $1 + fonts)
        },
        Command(name: "render", changedBy: ["--width", "--height", "--content-size", "--direction", "--scale", "--locale"]) {
            path, options in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            _ = try standardOutput(["render", path, "--format", "svg", "--quiet", "-o", folder.path(of: "out")] + options + fonts)
            return try String(contentsOfFile: folder.path(of: "out/doc.svg"), encoding: .utf8)
        },
        // The audit's findings about the layout: the buttons' distance from the screen edge
        // (margin, scale) and from the title (height), titles that truncate (width, text size,
        // locale). A direction mirrors the page, and the findings name edges as leading and
        // trailing, so it must leave them alone.
        Command(name: "audit", changedBy: ["--width", "--height", "--content-size", "--scale", "--locale"]) {
            path, options in
            try layoutFindings(standardOutput(["audit", path, "--format", "json"] + options + fonts, allowing: [0, 1]))
        },
    ]

    /// The audit rules that judge a laid-out combination; the others read the document as
    /// written, and the translated document is written differently.
    static let layoutRules: Set<String> = ["touch-target", "content-spacing", "side-margins", "title-truncated", "directional-icon-only"]

    /// The layout findings of a JSON audit report, each as its rule, button, combination width
    /// and text size (not the locale: the translated document has none), and message.
    static func layoutFindings(_ json: String) throws -> String {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        return findings.compactMap { finding -> String? in
            guard let rule = finding["ruleId"] as? String, layoutRules.contains(rule) else { return nil }
            let location = finding["location"] as? [String: Any] ?? [:]
            let combination = location["combination"] as? [String: Any] ?? [:]
            return [rule, location["button"], combination["width"], combination["contentSize"], finding["message"]]
                .map { "\($0 ?? "-")" }.joined(separator: " | ")
        }.joined(separator: "\n")
    }

    @Test(arguments: commands, options)
    func optionMeansTheSameAsTheDocumentSetting(command: Command, option: Option) throws {
        // Each document is `doc.yaml` in a folder of its own: render names its files after the
        // document, audit reports its path.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let base = try folder.write(Self.document(environment: Self.baseEnvironment), to: "base/doc.yaml")
        let equivalent = try folder.write(option.equivalentDocument, to: "equivalent/doc.yaml")
        let viaOption = try command.output(base, option.arguments)
        let viaDocument = try command.output(equivalent, [])
        #expect(viaOption == viaDocument, "\(command) \(option)")
        if command.changedBy.contains(option.arguments[0]) {
            #expect(viaOption != (try command.output(base, [])), "\(command) ignores \(option)")
        }
    }
}
