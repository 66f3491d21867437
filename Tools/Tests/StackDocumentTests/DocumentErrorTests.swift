import Testing
import StackDocument

/// Every documented error names the place: the path to the value and the line and column
/// (1-based) where the value starts. Columns below are counted by hand from the text.
@Suite struct DocumentErrorTests {
    @Test func negativeBoxWidthNamesPathLineAndColumn() {
        let text = """
            root:
              stack:
                axis: vertical
                children:
                  - box: {width: 1}
                  - box: {width: 2}
                  - box: {width: -3}
            """
        // Line 7 is `      - box: {width: -3}`: 6 spaces, `- ` (7–8), `box:` (9–12), a space,
        // `{` (14), `width:` (15–20), a space, `-3` at column 22.
        #expect(
            readingError(text)
                == "root.stack.children[2].box.width (line 7, column 22): expected a number of points, 0 or more; found -3")
    }

    @Test func yamlSyntaxErrorHasPosition() {
        // The flow mapping opened on line 2 is never closed; libyaml notices at the start of
        // line 3 (end of input).
        let message = readingError("root:\n  stack: {axis: vertical\n")
        #expect(
            message
                == "document (line 3, column 1): invalid YAML: did not find expected ',' or '}' "
                + "(while parsing a flow mapping at line 2, column 10)")
    }

    @Test func jsonSyntaxErrorHasPosition() {
        // `"width" 3` lacks its colon; whatever column libyaml gives up at, it is on line 1.
        let message = readingError(#"{"root": {"box": {"width" 3}}}"#) ?? ""
        #expect(message.hasPrefix("document (line 1, column "))
        #expect(message.contains("invalid YAML"))
    }

    @Test func unknownKeyListsAllowedKeys() {
        // `  box: {colour: red}`: `{` is column 8, so `colour` starts at column 9.
        #expect(
            readingError(document(root: "  box: {colour: red}\n"))
                == "root.box.colour (line 2, column 9): unknown key \"colour\" (did you mean \"color\"?); allowed keys: "
                + "id, hidden, spacingAfter, hugging, compressionResistance, aspect, offset, audit, width, height, "
                + "fill, stroke, strokeWidth, cornerRadius, icon, image, template, color")
    }

    @Test func unknownTopLevelKey() {
        #expect(
            readingError("roots:\n  box: {}\n")
                == "roots (line 1, column 1): unknown key \"roots\" (did you mean \"root\"?); allowed keys: language, environment, theme, strings, audit, root")
    }

    @Test func wrongTypes() {
        #expect(
            readingError(document(root: "  box: {width: wide}\n"))
                == "root.box.width (line 2, column 16): expected a number of points, 0 or more, or a proportion "
                + "(40%, 0.1 root.height, {scaled: N, style: S}, {compact: A, regular: B}, …); found \"wide\"")
        #expect(
            readingError(document(root: "  box: {hidden: 1}\n"))
                == "root.box.hidden (line 2, column 17): expected true or false; found 1")
        #expect(
            readingError(document(root: "  stack: {axis: vertical, children: {box: {}}}\n"))
                == "root.stack.children (line 2, column 37): expected a list; found a mapping")
        #expect(
            readingError(document(root: "  box: [1, 2]\n"))
                == "root.box (line 2, column 8): expected a mapping; found a list")
        #expect(
            readingError(document(root: "  text: {string: [a]}\n"))
                == "root.text.string (line 2, column 18): expected a string; found a list")
        #expect(
            readingError(document(root: "  stack: {axis: 1}\n"))
                == "root.stack.axis (line 2, column 17): expected one of horizontal, vertical; found 1")
    }

    @Test func missingRequiredKeys() {
        // A block mapping's mark is its first key: `children` at line 3, column 5.
        #expect(
            readingError(document(root: "  stack:\n    children: []\n"))
                == "root.stack (line 3, column 5): missing required key \"axis\"")
        // A flow mapping's mark is its `{`: line 2, column 9.
        #expect(
            readingError(document(root: "  text: {lines: 2}\n"))
                == "root.text (line 2, column 9): missing required key \"string\"")
    }

    @Test func nodeNeedsExactlyOneKindKey() {
        let expected = "expected a node: a mapping with one key naming its kind (box, stack, text, buttons, list, flow, overlay)"
        #expect(readingError("root: {}\n") == "root (line 1, column 7): \(expected); found no key")
        #expect(
            readingError(document(root: "  box: {}\n  text: {string: a}\n"))
                == "root (line 2, column 3): \(expected); found 2 keys: box, text "
                + "(properties such as id go inside the kind's mapping)")
        #expect(readingError("root: [1]\n") == "root (line 1, column 7): \(expected); found a list")
        #expect(
            readingError(document(root: "  image: {}\n"))
                == "root.image (line 2, column 3): unknown node kind \"image\"; expected one of box, stack, text, buttons, list, flow, overlay")
    }

    @Test func unknownEnumValuesListAllowedValues() {
        #expect(
            readingError(document(root: "  stack: {axis: diagonal}\n"))
                == "root.stack.axis (line 2, column 17): unknown value \"diagonal\"; expected one of horizontal, vertical")
        #expect(
            readingError(document(root: "  stack: {axis: vertical, distribution: even}\n"))
                == "root.stack.distribution (line 2, column 41): unknown value \"even\"; expected one of "
                + "fill, fillEqually, fillProportionally, equalSpacing, equalCentering")
        #expect(
            readingError(document(root: "  stack: {axis: vertical, alignment: middle}\n"))
                == "root.stack.alignment (line 2, column 38): unknown value \"middle\"; expected one of "
                + "fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline")
        #expect(
            readingError(document(root: "  text: {string: a, style: huge}\n"))
                == "root.text.style (line 2, column 28): unknown value \"huge\"; expected one of "
                + "largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2")
        #expect(
            readingError("environment: {direction: up}\nroot: {box: {}}\n")
                == "environment.direction (line 1, column 26): unknown value \"up\"; expected one of ltr, rtl")
        #expect(
            readingError("environment: {contentSize: huge}\nroot: {box: {}}\n")
                == "environment.contentSize (line 1, column 28): unknown value \"huge\"; expected one of "
                + "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibilityMedium, "
                + "accessibilityLarge, accessibilityXLarge, accessibilityXXLarge, accessibilityXXXLarge")
    }

    @Test(arguments: [("-3", "-3"), (".nan", ".nan"), (".inf", ".inf"), ("-.inf", "-.inf"), (".NaN", ".NaN")])
    func sizesMustBeFiniteAndNonNegative(written: String, shown: String) {
        #expect(
            readingError(document(root: "  box: {height: \(written)}\n"))
                == "root.box.height (line 2, column 17): expected a number of points, 0 or more; found \(shown)")
    }

    @Test func spacingMustBeFiniteButMayBeNegative() throws {
        #expect(readingError(document(root: "  stack: {axis: vertical, spacing: -4}\n")) == nil)
        #expect(readingError(document(root: "  box: {spacingAfter: -2}\n")) == nil)
        #expect(
            readingError(document(root: "  stack: {axis: vertical, spacing: .inf}\n"))
                == "root.stack.spacing (line 2, column 36): expected a number of points; found .inf")
    }

    @Test func marginsMustBeNonNegative() {
        #expect(
            readingError(document(root: "  stack: {axis: vertical, margins: {top: 1, leading: -1}}\n"))
                == "root.stack.margins.leading (line 2, column 54): expected a number of points, 0 or more; found -1")
        #expect(
            readingError(document(root: "  stack: {axis: vertical, margins: -1}\n"))
                == "root.stack.margins (line 2, column 36): expected a number of points, 0 or more; found -1")
    }

    @Test func prioritiesMustBeWithin0And1000() {
        #expect(
            readingError(document(root: "  box: {hugging: 1001}\n"))
                == "root.box.hugging (line 2, column 18): expected a priority from 0 to 1000; found 1001")
        #expect(
            readingError(document(root: "  box: {compressionResistance: {vertical: -1}}\n"))
                == "root.box.compressionResistance.vertical (line 2, column 43): expected a priority from 0 to 1000; found -1")
        #expect(
            readingError(document(root: "  box: {hugging: {depth: 1}}\n"))
                == "root.box.hugging.depth (line 2, column 19): unknown key \"depth\"; allowed keys: horizontal, vertical")
    }

    @Test func textChecks() {
        #expect(
            readingError(document(root: "  text: {string: a, lines: -1}\n"))
                == "root.text.lines (line 2, column 28): expected a whole number, 0 (no limit) or more; found -1")
        #expect(
            readingError(document(root: "  text: {string: a, lines: 1.5}\n"))
                == "root.text.lines (line 2, column 28): expected a whole number, 0 (no limit) or more; found 1.5")
        #expect(
            readingError(document(root: "  text: {string: a, size: 0}\n"))
                == "root.text.size (line 2, column 27): expected a font size greater than 0 and at most 10000 points; found 0")
        #expect(
            readingError(document(root: "  text: {string: a, style: body, size: 12}\n"))
                == "root.text.style (line 2, column 28): a text or title has either a style or a fixed size, not both")
        #expect(
            readingError(document(root: "  text: {string: a, weight: bold}\n"))
                == "root.text.weight (line 2, column 29): weight needs a fixed size "
                + "(add size, or remove weight: a style sets its own font)")
        #expect(
            readingError(document(root: "  text: {string: a, size: 10, weight: fat}\n"))
                == "root.text.weight (line 2, column 39): unknown weight \"fat\"; expected one of ultraLight, thin, "
                + "light, regular, medium, semibold, bold, heavy, black, 100, 200, 300, 400, 500, 600, 700, 800, 900")
        // An empty value is a null scalar; libyaml marks it where the next token (`}`) starts.
        #expect(
            readingError(document(root: "  text: {string: }\n"))
                == "root.text.string (line 2, column 18): expected a string; found nothing (null)")
    }

    @Test func baselineOptionsNeedTheRightAxis() {
        #expect(
            readingError(document(root: "  stack: {axis: vertical, alignment: lastBaseline}\n"))
                == "root.stack.alignment (line 2, column 38): lastBaseline alignment needs a horizontal stack; this stack is vertical")
        #expect(
            readingError(document(root: "  stack: {axis: horizontal, baselineRelative: true}\n"))
                == "root.stack.baselineRelative (line 2, column 47): baselineRelative applies to vertical stacks only; "
                + "this stack is horizontal")
        #expect(readingError(document(root: "  stack: {axis: horizontal, alignment: firstBaseline}\n")) == nil)
        #expect(readingError(document(root: "  stack: {axis: vertical, baselineRelative: true}\n")) == nil)
    }

    @Test func duplicateIdNamesBothPlaces() {
        let text = """
            root:
              stack:
                axis: horizontal
                children:
                  - box: {id: icon}
                  - text: {id: label, string: Mail}
                  - box: {id: icon}
            """
        // `icon` starts at column 19 of lines 5 and 7: 6 spaces, `- box: {id: ` is 12 more.
        #expect(
            readingError(text)
                == "root.stack.children[2].box.id (line 7, column 19): duplicate id \"icon\"; "
                + "first used at root.stack.children[0].box.id (line 5, column 19)")
    }

    @Test func duplicateKeyNamesBothPlaces() {
        #expect(
            readingError(document(root: "  box:\n    width: 1\n    width: 2\n"))
                == "root.box.width (line 4, column 5): duplicate key \"width\"; first given at root.box.width (line 3, column 5)")
    }

    @Test func emptyDocumentsAndMissingRoot() {
        let empty = "document: the document is empty; expected a mapping with a root node"
        #expect(readingError("") == empty)
        #expect(readingError("# nothing here\n") == empty)
        #expect(readingError("null\n") == empty)
        #expect(
            readingError("environment: {width: 320}\n")
                == "document (line 1, column 1): missing required key \"root\"")
        #expect(
            readingError("- box: {}\n")
                == "document (line 1, column 1): expected a mapping with a root node (and optionally an environment); found a list")
        #expect(
            readingError("root:\n")
                == "root (line 1, column 6): expected a node: a mapping with one key naming its kind "
                + "(box, stack, text, buttons, list, flow, overlay); found nothing (null)")
    }

    @Test func environmentValuesAreChecked() {
        #expect(
            readingError("environment: {width: -1}\nroot: {box: {}}\n")
                == "environment.width (line 1, column 22): expected a number of points, 0 or more; found -1")
        #expect(
            readingError("environment: {scale: .nan}\nroot: {box: {}}\n")
                == "environment.scale (line 1, column 22): expected 0 (no rounding) or a number of pixels per point up to 1000; found .nan")
        #expect(
            readingError("environment: {locale: ar}\nroot: {box: {}}\n")
                == "environment.locale (line 1, column 15): unknown key \"locale\"; allowed keys: "
                + "width, height, contentSize, direction, scale")
    }
}
