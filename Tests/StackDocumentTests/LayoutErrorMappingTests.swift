import Testing
import StackDocument

/// Errors the engine reports by tree path (`root/1/0`) are reported at the document place.
@Suite struct LayoutErrorMappingTests {
    static let text = """
        root:
          stack:
            axis: vertical
            children:
              - box: {id: a}
              - stack:
                  axis: horizontal
                  children:
                    - box: {id: inner, width: 10, hugging: 300}
        """

    @Test func treeErrorsComeBackWithTheDocumentPlace() throws {
        let document = try StackDocument(yaml: Self.text)
        // A lower limit than the reader's makes LayoutTree itself fail at root/1, the inner stack.
        #expect(throws: DocumentError.self) { try document.layoutTree(maximumDepth: 1) }
        do {
            _ = try document.layoutTree(maximumDepth: 1)
        } catch {
            // The inner stack's `children:` value starts on line 9 at the dash, column 13 (after
            // the 12 spaces the literal keeps).
            #expect(
                error.description
                    == "root.stack.children[1].stack.children (line 9, column 13): stacks nest more than 1 levels deep; "
                    + "the engine's limit is 1")
        }
    }

    @Test func invalidValueErrorsPointAtTheProperty() throws {
        let document = try StackDocument(yaml: Self.text)
        let width = LayoutError.invalidValue(
            place: "root/1/0 (id \"inner\")", property: "width", value: -1, requirement: "a finite number of points, 0 or more")
        // `width` of `inner`: line 9 is `            - box: {id: inner, width: 10, hugging: 300}`
        // (12 spaces): `{` at 20, `id: inner, ` 21–31, `width: ` 32–38, so 10 starts at column 39
        // and, 13 characters on (`10, hugging: `), 300 at column 52.
        #expect(
            document.documentError(for: width).description
                == "root.stack.children[1].stack.children[0].box.width (line 9, column 39): "
                + "expected a finite number of points, 0 or more; found -1")
        let hugging = LayoutError.invalidValue(
            place: "root/1/0 (id \"inner\")", property: "hugging.vertical", value: 1200, requirement: "a priority from 0 to 1000")
        #expect(
            document.documentError(for: hugging).description
                == "root.stack.children[1].stack.children[0].box.hugging (line 9, column 52): "
                + "expected a priority from 0 to 1000; found 1200")
        // A property without a recorded place falls back to the node.
        let lines = LayoutError.invalidValue(place: "root/0 (id \"a\")", property: "lines", value: -1, requirement: "0 or more")
        #expect(
            document.documentError(for: lines).description
                == "root.stack.children[0] (line 5, column 9): expected 0 or more; found -1")
    }
}
