import StackDocument
import Testing

/// The font families a document names are recorded with their places, for tools that warn
/// about families that are not installed.
struct FontFamilyUseTests {
    @Test("text and button-title families are recorded in document order with line and column")
    func recorded() throws {
        let document = try StackDocument(yaml: """
            root:
              stack:
                axis: vertical
                children:
                  - text: {string: a, size: 17, font: Inter}
                  - text: {string: b, style: body}
                  - buttons:
                      items:
                        - {title: Go, size: 15, font: Avenir Next, icon: plus}
            """)
        let uses = document.sourceMap.fontFamilies
        #expect(uses.map(\.family) == ["Inter", "Avenir Next"])
        // `Inter` begins at column 43 of line 5 (6 + `- text: {string: a, size: 17, font: ` = 42
        // characters before it); `Avenir Next` at column 43 of line 9 (12 + `- {title: Go, size: 15, font: ` = 42).
        #expect(uses.map(\.place.line) == [5, 9])
        #expect(uses.map(\.place.column) == [43, 43])
        #expect(uses[0].place.path.description == "root.stack.children[0].text.font")
    }

    @Test("an empty or blank family is an error at its place")
    func emptyFamily() {
        for family in ["\"\"", "\"  \""] {
            #expect(throws: DocumentError.self) { try StackDocument(yaml: "root: {text: {string: a, size: 17, font: \(family)}}") }
            do {
                _ = try StackDocument(yaml: "root: {text: {string: a, size: 17, font: \(family)}}")
            } catch {
                #expect(error.description == "root.text.font (line 1, column 42): a font family may not be empty; "
                    + "leave font out for the system family (Sans)")
            }
        }
    }
}
