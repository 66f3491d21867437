import Testing

@testable import StackRender

/// The style sheets of SVG images, read as far as their limits need: declarations (through
/// comments, escapes and `!important`) and the elements each rule may apply to.
@Suite("CSS style sheets of SVG images")
struct CSSStyleSheetTests {
    typealias Declaration = CSSStyleSheet.Declaration

    @Test("declarations: names unescaped and lowercased, comments dropped, !important noted")
    func declarations() {
        #expect(CSSStyleSheet.declarations("a: b; /* c: d */ Font\\-Size : 12px ! important ;e;fill:url(x;y)") == [
            Declaration(name: "a", value: "b", isImportant: false),
            Declaration(name: "font-size", value: "12px", isImportant: true),
            // A semicolon inside parentheses does not end the declaration.
            Declaration(name: "fill", value: "url(x;y)", isImportant: false),
        ])
    }

    @Test("escapes: hex digits with an optional space, or the next character as it is")
    func escapes() {
        #expect(CSSStyleSheet.unescaped("\\66 ont-size") == "font-size")
        #expect(CSSStyleSheet.unescaped("\\000066ont") == "font")
        #expect(CSSStyleSheet.unescaped("a\\:b") == "a:b")
    }

    @Test("a rule applies to the elements its selectors' last compounds name", arguments: [
        (".a", [CSSStyleSheet.Subject.className("a")]),
        ("g > .B rect", [.element("rect")]),
        ("#Logo.x", [.id("logo")]),
        ("text:hover", [.element("text")]),
        ("svg|path", [.element("path")]),
        ("*, .y", [.any, .className("y")]),
        // Brackets and parentheses may hide a combinator: not narrowed down.
        ("[x] .y", [.any]),
        (":not(.a)", [.any]),
    ])
    func subjects(selector: String, expected: [CSSStyleSheet.Subject]) {
        let sheet = CSSStyleSheet("\(selector) { fill: red }")
        #expect(sheet.rules.map(\.subjects) == [expected])
    }

    @Test("rules inside at-rules count; strings and comments do not end a rule")
    func nesting() {
        let sheet = CSSStyleSheet(#"@import "a{b}.css"; /* .c { } */ @media screen { .d { font-size: 1e9px } } .e { content: "}" }"#)
        #expect(sheet.rules.map(\.subjects) == [[.className("d")], [.className("e")]])
        #expect(sheet.rules.first?.declarations == [Declaration(name: "font-size", value: "1e9px", isImportant: false)])
    }
}
