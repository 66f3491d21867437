import StackDocument
import Testing

/// The text `fit` key: `fit: {min, max, check: width | height | both, margins}`. Columns are
/// counted by hand from the text.
@Suite struct TextFitDocumentTests {
    private func text(_ lines: String) throws -> TextBlock? {
        let node = try StackDocument(yaml: document(root: lines)).root
        guard case .text(let text) = node.content else { return nil }
        return text
    }

    @Test func minAndMaxWithDefaults() throws {
        // check defaults to both, margins to none.
        let fitted = try text("  text: {string: Hello, fit: {min: 10, max: 20}}\n")
        #expect(fitted?.fit == TextFit(minimumSize: 10, maximumSize: 20, check: .both, margins: .zero))
        #expect(fitted?.string == "Hello")
        #expect(try text("  text: {string: Hello}\n")?.fit == nil)
        // min = max is allowed: a single candidate.
        #expect(try text("  text: {string: a, fit: {min: 12.5, max: 12.5}}\n")?.fit == TextFit(minimumSize: 12.5, maximumSize: 12.5))
    }

    @Test func everyKey() throws {
        let block = """
              text:
                string: Hello
                style: title1
                lines: 2
                fit:
                  min: 8
                  max: 40
                  check: width
                  margins: {leading: 4, trailing: 6}

            """
        let fitted = try text(block)
        #expect(fitted?.font == .style(.title1))
        #expect(fitted?.lines == 2)
        #expect(
            fitted?.fit
                == TextFit(minimumSize: 8, maximumSize: 40, check: .width, margins: DirectionalInsets(top: 0, leading: 4, bottom: 0, trailing: 6)))
        // One number for every margin; check height.
        #expect(
            try text("  text: {string: a, fit: {min: 1, max: 2, check: height, margins: 3}}\n")?.fit
                == TextFit(minimumSize: 1, maximumSize: 2, check: .height, margins: DirectionalInsets(all: 3)))
        #expect(try text("  text: {string: a, fit: {min: 1, max: 2, check: both}}\n")?.fit?.check == .both)
        // A fit goes with a fixed size too (the size is then replaced by the fitted one).
        #expect(try text("  text: {string: a, size: 30, fit: {min: 1, max: 2}}\n")?.font == .fixed(family: "Sans", size: 30, weight: .regular))
    }

    /// The document's fit reaches the engine. Fixed metrics: "Hello" is 5 × 0.5 em = 2.5 em
    /// wide and 1 em tall; at scale 1 the candidate sizes are 10, 11, …, 40.
    @Test func theFitReachesTheEngine() throws {
        func fittedSize(_ fit: String, height: Double?) throws -> (fontSize: Double?, size: Size) {
            let parsed = try StackDocument(yaml: document(root: "  text: {string: Hello, fit: \(fit)}\n"))
            let result = try StackLayoutEngine(environment: LayoutEnvironment(scale: 1))
                .layout(parsed.layoutTree(), width: 60, height: height, measurer: FixedMetricsTextMeasurer())
            return (result.fittedTexts[0]?.fontSize, result.size)
        }
        // Width only, margins 2/5/3/5: 2.5 em ≤ 60 − 10 = 50 ⇔ em ≤ 20. At 21 the word (52.5)
        // breaks onto a second line, which the one-line limit truncates. The node is as tall as
        // the text plus its vertical margins: 20 + 2 + 3 = 25.
        let widthOnly = try fittedSize("{min: 10, max: 40, check: width, margins: {top: 2, leading: 5, bottom: 3, trailing: 5}}", height: nil)
        #expect(widthOnly.fontSize == 20)
        #expect(widthOnly.size == Size(width: 60, height: 25))
        // In 60 × 20 with margins 3: the text must stay within 54 × 14.
        // width: 2.5 em ≤ 54 ⇔ em ≤ 21.6 → 21; height: em ≤ 14 → 14; both (the default) → 14.
        #expect(try fittedSize("{min: 10, max: 40, check: width, margins: 3}", height: 20).fontSize == 21)
        #expect(try fittedSize("{min: 10, max: 40, check: height, margins: 3}", height: 20).fontSize == 14)
        #expect(try fittedSize("{min: 10, max: 40, margins: 3}", height: 20).fontSize == 14)
    }

    // MARK: Errors

    // In `  text: {string: a, fit: {…}}` the fit's `{` is column 26: `text:` 3–7, `{` 9,
    // `string:` 10–16, `a` 18, `,` 19, `fit:` 21–24, a space, `{` 26.

    @Test func minAndMaxAreRequired() {
        #expect(
            readingError(document(root: "  text: {string: a, fit: {max: 20}}\n"))
                == "root.text.fit (line 2, column 26): missing required key \"min\"")
        #expect(
            readingError(document(root: "  text: {string: a, fit: {min: 10}}\n"))
                == "root.text.fit (line 2, column 26): missing required key \"max\"")
        // `fit: 12`: the value starts at 26.
        #expect(
            readingError(document(root: "  text: {string: a, fit: 12}\n"))
                == "root.text.fit (line 2, column 26): expected a mapping; found 12")
    }

    @Test func sizesMustBePositive() {
        // `min:` 27–30, a space, `0` at 32.
        #expect(
            readingError(document(root: "  text: {string: a, fit: {min: 0, max: 2}}\n"))
                == "root.text.fit.min (line 2, column 32): expected a font size greater than 0 and at most 10000 points; found 0")
        // `1` 32, `,` 33, `max:` 35–38, a space, `-2` at 40.
        #expect(
            readingError(document(root: "  text: {string: a, fit: {min: 1, max: -2}}\n"))
                == "root.text.fit.max (line 2, column 40): expected a font size from fit.min (1) to 10000 points; found -2")
    }

    @Test func maxBelowMin() {
        // `min:` 27–30, `20` 32–33, `,` 34, `max:` 36–39, a space, `10` at 41. The sizes are
        // quoted as written, like every other value in a message.
        #expect(
            readingError(document(root: "  text: {string: a, fit: {min: 20, max: 10}}\n"))
                == "root.text.fit.max (line 2, column 41): expected a font size from fit.min (20) to 10000 points; found 10")
        #expect(
            readingError(document(root: "  text: {string: a, fit: {min: 2.5, max: 1.5}}\n"))
                == "root.text.fit.max (line 2, column 42): expected a font size from fit.min (2.5) to 10000 points; found 1.5")
    }

    @Test func maxAbove10000() {
        // `1` 32, `,` 33, `max:` 35–38, a space, `10001` at 40.
        #expect(
            readingError(document(root: "  text: {string: a, fit: {min: 1, max: 10001}}\n"))
                == "root.text.fit.max (line 2, column 40): expected a font size from fit.min (1) to 10000 points; found 10001")
        #expect(readingError(document(root: "  text: {string: a, fit: {min: 1, max: 10000}}\n")) == nil)
    }

    @Test func unknownCheckValue() {
        // `max:` 35–38, `2` 40, `,` 41, `check:` 43–48, a space, `tight` at 50.
        #expect(
            readingError(document(root: "  text: {string: a, fit: {min: 1, max: 2, check: tight}}\n"))
                == "root.text.fit.check (line 2, column 50): unknown value \"tight\"; expected one of width, height, both")
    }

    @Test func unknownKeyInFit() {
        // `step` where `check` was: column 43.
        #expect(
            readingError(document(root: "  text: {string: a, fit: {min: 1, max: 2, step: 1}}\n"))
                == "root.text.fit.step (line 2, column 43): unknown key \"step\"; allowed keys: min, max, check, margins")
    }

    @Test func negativeMargin() {
        // `margins:` 43–50, a space, `-1` at 52.
        #expect(
            readingError(document(root: "  text: {string: a, fit: {min: 1, max: 2, margins: -1}}\n"))
                == "root.text.fit.margins (line 2, column 52): expected a number of points, 0 or more; found -1")
        // `{` 52, `bottom:` 53–59, a space, `-1` at 61.
        #expect(
            readingError(document(root: "  text: {string: a, fit: {min: 1, max: 2, margins: {bottom: -1}}}\n"))
                == "root.text.fit.margins.bottom (line 2, column 61): expected a number of points, 0 or more; found -1")
    }
}
