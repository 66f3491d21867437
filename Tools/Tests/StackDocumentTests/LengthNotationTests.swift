import StackDocument
import Testing

@Suite("Proportional lengths in documents")
struct LengthNotationTests {
    func node(_ yaml: String) throws -> LayoutNode { try StackDocument(yaml: yaml).root }

    @Test("the compact notation reads into lengths")
    func notation() throws {
        let root = try node("""
            root:
              stack:
                axis: vertical
                spacing: 2.5%
                margins: {leading: 4%, top: 0.05 root.height}
                children:
                  - box: {width: 40%, height: 0.1 root.height, aspect: 16/9}
                  - box: {width: {compact: 12, regular: 20}, height: {scaled: 16, style: title1}, spacingAfter: 1%}
                  - box: {width: {breakpoints: {0: 1, 400: 2}}, aspect: {ratio: 1.5, mode: fill}, offset: {x: 10%, y: -0.05}}
                  - text: {string: Hi, size: 0.04 root.height, fit: {min: 0.02 root.height, max: {compact: 24, regular: 40}}}
            """)
        guard case .stack(let stack) = root.content else { Issue.record("not a stack"); return }
        #expect(stack.spacing == .container(0.025, .vertical))
        #expect(stack.margins.leading == .container(0.04, .horizontal))
        #expect(stack.margins.top == .root(0.05, .vertical))
        guard case .box(let first) = stack.children[0].content, case .box(let second) = stack.children[1].content,
              case .box(let third) = stack.children[2].content, case .text(let text) = stack.children[3].content
        else { Issue.record("unexpected kinds"); return }
        #expect(first.width == .container(0.4, .horizontal))
        #expect(first.height == .root(0.1, .vertical))
        #expect(stack.children[0].aspectRatio == AspectRatio(16.0 / 9))
        #expect(second.width == .byWidth(.compactRegular(compact: 12, regular: 20)))
        #expect(second.height == .scaled(16, relativeTo: .title1))
        #expect(stack.children[1].spacingAfter == .container(0.01, nil))
        #expect(third.width == .byWidth(WidthBreakpoints([(0, 1), (400, 2)])))
        #expect(stack.children[2].aspectRatio == AspectRatio(1.5, mode: .fill))
        #expect(stack.children[2].offset == CenterOffset(x: 0.1, y: -0.05))
        #expect(text.font == .sized(family: "Sans", size: .root(0.04, .vertical), weight: .regular))
        #expect(text.fit?.sizeLengths?.minimum == .root(0.02, .vertical))
    }

    @Test("bad proportions name their place")
    func errors() {
        func message(_ yaml: String) -> String { readingError(yaml) ?? "no error" }
        #expect(message("root: {box: {width: 150%}}")
            == "root.box.width (line 1, column 21): expected a fraction of the container or root from 0 to 1 (0% to 100%); found \"150%\"")
        #expect(message("root: {box: {width: 0.1 root.depth}}").hasPrefix("root.box.width (line 1, column 21): expected a number of points, 0 or more, or a proportion"))
        #expect(message("root: {box: {aspect: 16/0}}")
            == "root.box.aspect (line 1, column 22): expected a width-to-height ratio from 1/1000 to 1000, such as 16/9 or 1.5; found \"16/0\"")
        #expect(message("root: {box: {offset: {x: 2}}}").contains("a fraction of the container from -1 to 1"))
        #expect(message("root: {text: {string: a, size: 10%}}").contains("expected a font size in points, a fraction of the root, or a scaled or per-width value (not a fraction of the container)"))
        #expect(message("root: {box: {width: {compact: 1}}}").contains("needs both compact and regular"))
    }

    @Test("a cycle found at layout time is reported at the line and column of the length")
    func cycleAtDocumentPlace() throws {
        let document = try StackDocument(yaml: """
            root:
              stack:
                axis: vertical
                alignment: leading
                children:
                  - stack:
                      axis: horizontal
                      children:
                        - box: {id: half, width: 50%, height: 10}
            """)
        let tree = try document.layoutTree()
        do {
            _ = try StackLayoutEngine().layout(tree, width: 300, measurer: FixedMetricsTextMeasurer())
            Issue.record("expected a cycle")
        } catch {
            // Line 9 is `            - box: {id: half, width: 50%, height: 10}` (12 spaces once the
            // literal's indentation is removed): `-` at 13, `{` at 20, `width` at 31, `50%` at 38.
            let reported = document.documentError(for: error).description
            #expect(reported.hasPrefix("root.stack.children[0].stack.children[0].box.width (line 9, column 38): width is 50.0 % of the container"))
        }
    }
}
