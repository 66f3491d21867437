import DynamicButtons
import Foundation
import StackDocument
import StackLayout
import Testing
import ToolsTestSupport

/// The defaults docs/document-format.md states are the code's: every theme colour the prose
/// gives in parentheses after its name ("`onButton` (#0059C1)"), the background it says the
/// theme defaults to, the buttons' corner radius, and the `buttons` row of the node table
/// ("`spacing` (… default 8)").
/// Read from the document itself, so a default changed on one side only fails here.
@Suite struct DocumentedDefaultsTests {
    static let text = (try? String(contentsOfFile: RepositoryFolder.path("docs/document-format.md"), encoding: .utf8)) ?? ""

    /// Every "`name` (#RRGGBB" pair of the theme paragraph.
    static var documentedColours: [(name: String, hex: String)] {
        let pattern = try! NSRegularExpression(pattern: "`(\\w+)` \\((#[0-9A-Fa-f]{6})")
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).map { match in
            (String(text[Range(match.range(at: 1), in: text)!]), String(text[Range(match.range(at: 2), in: text)!]))
        }
    }

    @Test("each theme colour the docs give is ButtonAppearance.standard's")
    func themeColours() {
        let colours = Self.documentedColours
        // button, onButton, primary, onPrimary, tertiary, disabled, onDisabled.
        #expect(colours.count >= 7, "the theme paragraph was not found")
        for (name, hex) in colours {
            #expect(ButtonAppearance.standard[colorNamed: name]?.hex == hex.uppercased(), "docs say \(name) is \(hex)")
        }
        #expect(Self.text.contains("The background defaults to \(ButtonAppearance.standard.background)."))
        #expect(Self.text.contains("Corners are \(NumberText.exact(ButtonAppearance.standard.cornerRadius)) pt"))
    }

    @Test("the buttons row's defaults are ButtonStack's")
    func buttonsDefaults() throws {
        let row = try #require(Self.text.split(separator: "\n").first { $0.hasPrefix("| `buttons` |") }.map(String.init))
        let stack = ButtonStack(items: [])
        #expect(row.contains("`spacing` (points ≥ 0 between buttons, default \(NumberText.exact(stack.spacing)))"))
        let insets = stack.insets
        #expect(row.contains("default \([insets.top, insets.leading, insets.bottom, insets.trailing].map(NumberText.exact).joined(separator: "/"))"))
        #expect(stack.heightLimit == nil && row.contains("`heightLimit` (points ≥ 0, default none)"))
        #expect(row.contains("`parallel` (bool, default \(stack.isParallel):"))
        #expect(row.contains("`expandsIntoRoom` (bool, default \(stack.expandsIntoRoom)"))
    }
}
