import StackDocument
import Testing

/// Reading reports every error it finds, each at its place, in document order, up to
/// `DocumentError.reportLimit` (then a count of the rest). Lines and columns below are counted
/// by hand from the texts.
@Suite struct AllErrorsTests {
    static func error(_ text: String) -> DocumentError? {
        do {
            _ = try StackDocument(yaml: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func threeTyposAreThreeLocatedErrorsInDocumentOrder() throws {
        let text = """
            environment: {widht: 375}
            root:
              stack:
                axis: vertical
                spacng: 8
                children:
                  - box: {width: 10, heigth: 20}
            """
        let error = try #require(Self.error(text))
        // Line 1: `environment: {` is 14 characters, so `widht` starts at column 15.
        // Line 5: 4 spaces, `spacng` at column 5.
        // Line 7: 6 spaces, `- ` (7–8), `box: {` (9–14), `width: 10, ` (15–25), `heigth` at 26.
        #expect(error.count == 3)
        #expect(error.errors.map(\.place.line) == [1, 5, 7])
        #expect(error.errors.map(\.place.column) == [15, 5, 26])
        #expect(error.errors.map(\.place.path.description) == [
            "environment.widht", "root.stack.spacng", "root.stack.children[0].box.heigth",
        ])
        #expect(error.errors.map(\.problem).allSatisfy { $0.hasPrefix("unknown key") })
        #expect(error.errors[1].problem.contains("(did you mean \"spacing\"?)"))
        #expect(error.unlistedCount == 0)
        #expect(error.description.split(separator: "\n").count == 3)
        // The thrown error is the first; the others follow it.
        #expect(error.place.line == 1)
        #expect(error.more.count == 2)
    }

    @Test func errorsOfDifferentKindsInSeveralNodesAreAllReported() throws {
        let text = """
            root:
              stack:
                axis: vertical
                children:
                  - box: {width: -3}
                  - text: {string: Hi, lines: 1.5}
                  - stak: {axis: vertical}
                  - box: {fill: red}
            """
        let error = try #require(Self.error(text))
        #expect(error.errors.map(\.place.description) == [
            "root.stack.children[0].box.width (line 5, column 22)",
            "root.stack.children[1].text.lines (line 6, column 35)",
            "root.stack.children[2].stak (line 7, column 9)",
            "root.stack.children[3].box.fill (line 8, column 21)",
        ])
        #expect(error.errors[0].problem == "expected a number of points, 0 or more; found -3")
        #expect(error.errors[2].problem.hasPrefix("unknown node kind \"stak\" (did you mean \"stack\"?)"))
        #expect(error.errors[3].problem == "expected a colour written #RRGGBB or #RRGGBBAA; found \"red\"")
    }

    @Test func everyMistakeInTheItemsOfAListIsReported() throws {
        // Four items, four mistakes: a row without its text (the item, line 4), an unknown cell
        // kind (its value, line 5), a key the kind ignores (line 6), a question without its
        // answer (the item, line 7).
        let text = """
            root:
              list:
                items:
                  - {kind: row}
                  - {kind: bubble, text: Hi}
                  - {kind: messageLeft, text: Hi, answer: No}
                  - {id: m4, kind: questionAnswer, question: Q}
            """
        let error = try #require(Self.error(text))
        #expect(error.errors.map(\.place.line) == [4, 5, 6, 7])
        #expect(error.errors.map(\.place.path.description) == [
            "root.list.items[0]", "root.list.items[1].kind", "root.list.items[2].answer", "root.list.items[3]",
        ])
        #expect(error.errors[0].problem.hasPrefix("cell kind row needs text"))
        #expect(error.errors[3].problem.hasPrefix("cell kind questionAnswer needs answer"))
    }

    @Test func everyMistakeInTheItemsOfAButtonsNodeIsReported() throws {
        // An unknown kind (line 4), a missing title (the item, line 5), an unknown state (line 6).
        let text = """
            root:
              buttons:
                items:
                  - {id: a, title: Share, icon: share, kind: loud}
                  - {id: b, icon: star}
                  - {id: c, title: Go, icon: star, state: sleepy}
            """
        let error = try #require(Self.error(text))
        #expect(error.errors.map(\.place.line) == [4, 5, 6])
        #expect(error.errors.map(\.place.path.description) == [
            "root.buttons.items[0].kind", "root.buttons.items[1]", "root.buttons.items[2].state",
        ])
    }

    @Test func aMisspeltRequiredKeyIsOneError() throws {
        // `strng` is unknown and `string` missing: one mistake, reported once, as the typo.
        let error = try #require(Self.error("root:\n  text: {strng: Hello}\n"))
        #expect(error.count == 1)
        #expect(error.place.description == "root.text.strng (line 2, column 10)")
        #expect(error.problem.hasPrefix("unknown key \"strng\" (did you mean \"string\"?)"))
    }

    @Test func aSingleErrorReadsAsBefore() {
        #expect(
            Self.error("root:\n  box: {width: -3}\n")?.description
                == "root.box.width (line 2, column 16): expected a number of points, 0 or more; found -3")
    }

    @Test func moreThanTheLimitAreCounted() throws {
        // 25 boxes, each with an unknown key: the first 20 are listed, the other 5 counted.
        let boxes = (0..<25).map { "      - box: {wide: \($0)}" }.joined(separator: "\n")
        let error = try #require(Self.error("root:\n  stack:\n    axis: vertical\n    children:\n" + boxes + "\n"))
        #expect(DocumentError.reportLimit == 20)
        #expect(error.count == 25)
        #expect(error.errors.count == 20)
        #expect(error.unlistedCount == 5)
        // Boxes start on line 5; the 20th listed is box 19, on line 24.
        #expect(error.errors.first?.place.line == 5)
        #expect(error.errors.last?.place.line == 24)
        #expect(error.errors.last?.place.path.description == "root.stack.children[19].box.wide")
        let lines = error.description.split(separator: "\n")
        #expect(lines.count == 21)
        #expect(lines.last == "and 5 more errors (a document lists at most 20)")
    }

    @Test func sectionsAreReadEvenWhenAnEarlierOneFails() throws {
        let text = """
            environment: {width: -1}
            theme: {primary: blue}
            audit: {maxWords: 0}
            root: {box: {}}
            """
        let error = try #require(Self.error(text))
        #expect(error.errors.map(\.place.path.description) == ["environment.width", "theme.primary", "audit.maxWords"])
    }

    @Test func duplicateIDsAndPathLikeIDsAreCollectedToo() throws {
        let text = """
            root:
              stack:
                axis: vertical
                children:
                  - box: {id: a}
                  - box: {id: a}
                  - box: {id: root/0}
                  - box: {hidden: maybe}
            """
        let error = try #require(Self.error(text))
        #expect(error.errors.map(\.place.line) == [6, 7, 8])
        #expect(error.errors[0].problem.hasPrefix("duplicate id \"a\""))
        #expect(error.errors[1].problem.hasPrefix("id \"root/0\" is already the path of another node"))
        #expect(error.errors[2].problem == "expected true or false; found \"maybe\"")
    }
}
