import DocumentSyntax
import Testing

/// A place's message in a compiler's form, as the commands print located errors.
@Suite struct DocumentPlaceMessageTests {
    @Test("FILE:LINE:COLUMN: SEVERITY: PATH: PROBLEM with a line; SEVERITY: FILE: PATH: PROBLEM without")
    func compilerForm() {
        let path = DocumentPath.document.appending("root").appending("stack")
        #expect(DocumentPlace(path: path, line: 4, column: 23).message("error", in: "doc.yaml", "missing required key \"axis\"")
            == "doc.yaml:4:23: error: root.stack: missing required key \"axis\"")
        #expect(DocumentPlace(path: path.appending(index: 1), line: 9, column: 1).message("warning", in: "Screens/a b.yaml", "x")
            == "Screens/a b.yaml:9:1: warning: root.stack[1]: x")
        // No line (a file that cannot be read at all): the file first, as other errors.
        #expect(DocumentPlace(path: .document).message("error", in: "none.yaml", "cannot read it: no such file")
            == "error: none.yaml: document: cannot read it: no such file")
        // A column without a line is no place an editor can go to.
        #expect(DocumentPlace(path: path, line: nil, column: 3).message("error", in: "d.yaml", "p") == "error: d.yaml: root.stack: p")
    }
}
