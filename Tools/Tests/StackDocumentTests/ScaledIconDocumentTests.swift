import DynamicButtons
import StackDocument
import Testing

/// Icons that scale with the text in documents: button images and image-like boxes, read and
/// laid out with fixed metrics at scale 0 (exact frames). Body is 17 pt at `large` and 53 at
/// accessibilityXXXLarge; title1 28 and 58. A scaled length is N × (size at the category / size
/// at large): 24 pt with body at accessibilityXXXLarge is 24 × 53/17 = 1272/17 ≈ 74.82.
@Suite struct ScaledIconDocumentTests {
    static let axxxl = TextSizeCategory.accessibilityExtraExtraExtraLarge

    static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    static let yaml = """
        root:
          stack:
            axis: vertical
            alignment: leading
            children:
              - buttons:
                  id: actions
                  items:
                    - {id: go, title: Go, icon: paperplane}
                    - {id: up, title: Up, icon: share, image: {width: 24, height: 24}}
                    - {id: fav, title: Fav, image: {width: {scaled: 30, style: title1}, height: {scaled: 20}}}
        """

    static let json = """
        {"root": {"stack": {"axis": "vertical", "alignment": "leading", "children": [
          {"buttons": {"id": "actions", "items": [
            {"id": "go", "title": "Go", "icon": "paperplane"},
            {"id": "up", "title": "Up", "icon": "share", "image": {"width": 24, "height": 24}},
            {"id": "fav", "title": "Fav", "image": {"width": {"scaled": 30, "style": "title1"}, "height": {"scaled": 20}}}
          ]}}
        ]}}}
        """

    static func buttons(_ document: StackDocument) -> ButtonStack? {
        guard case .stack(let stack) = document.root.content, case .container(let layout, _) = stack.children.first?.content else { return nil }
        return layout as? ButtonStack
    }

    @Test("no image: the standard icon; numbers: fixed; {scaled: N, style: S}: scaled (style body when not given)",
          arguments: [yaml, json])
    func reading(text: String) throws {
        let stack = try #require(Self.buttons(try StackDocument(yaml: text)))
        #expect(stack.items.map(\.iconSize) == [
            nil,
            ButtonIconSize(width: 24, height: 24),
            ButtonIconSize(width: .scaled(30, relativeTo: .title1), height: .scaled(20, relativeTo: .body)),
        ])
    }

    @Test("the icons' frames follow the text size, except the fixed one", arguments: [yaml, json])
    func frames(text: String) throws {
        let document = try StackDocument(yaml: text)
        func imageSize(_ id: String, _ category: TextSizeCategory) throws -> Size? {
            let layout = try document.layout(DocumentCombination(width: 400, contentSize: category, scale: 0),
                                             measurer: FixedMetricsTextMeasurer())
            return layout.result.frame(of: id, part: .image)?.size
        }
        // large: 24, 24 and 30 × 20 (every scaled length is its points at large).
        #expect(try imageSize("go", .large) == Size(width: 24, height: 24))
        #expect(try imageSize("up", .large) == Size(width: 24, height: 24))
        #expect(try imageSize("fav", .large) == Size(width: 30, height: 20))
        // accessibilityXXXLarge: go 24 × 53/17 square; up stays 24; fav 30 × 58/28 wide and
        // 20 × 53/17 tall.
        let go = try #require(try imageSize("go", Self.axxxl))
        #expect(Self.close(go.width, 24 * 53 / 17.0) && Self.close(go.height, 24 * 53 / 17.0))
        #expect(try imageSize("up", Self.axxxl) == Size(width: 24, height: 24))
        let fav = try #require(try imageSize("fav", Self.axxxl))
        #expect(Self.close(fav.width, 30 * 58 / 28.0) && Self.close(fav.height, 20 * 53 / 17.0))
    }

    @Test("a button image takes points or a scaled length, nothing else, and says so at the place")
    func errors() {
        func message(_ image: String) -> String? {
            readingError(document(root: "  buttons: {items: [{title: A, image: \(image)}]}\n"))
        }
        // `image:` 32–37, a space, `{` 39, `width:` 40–45, a space: the width's value at 47.
        #expect(message("{width: 40%, height: 2}")
            == "root.buttons.items[0].image.width (line 2, column 47): expected a number of points, 0 or more, "
            + "or a scaled length {scaled: N, style: S}; found \"40%\"")
        #expect(message("{width: 0.1 root.height, height: 2}")?.hasPrefix(
            "root.buttons.items[0].image.width (line 2, column 47): expected a number of points, 0 or more, or a scaled length") == true)
        // A mapping at 47: its first key at 48; `1` 57, `,` 58, the second key at 60. Both
        // unknown keys are reported, and the missing `scaled` is not reported again.
        #expect(message("{width: {compact: 1, regular: 2}, height: 2}")
            == "root.buttons.items[0].image.width.compact (line 2, column 48): unknown key \"compact\"; allowed keys: scaled, style\n"
            + "root.buttons.items[0].image.width.regular (line 2, column 60): unknown key \"regular\"; allowed keys: scaled, style")
        #expect(message("{width: {style: body}, height: 2}")
            == "root.buttons.items[0].image.width (line 2, column 47): missing required key \"scaled\"")
        // `{` 47, `scaled:` 48–54, a space, `-1` at 56.
        #expect(message("{width: {scaled: -1}, height: 2}")
            == "root.buttons.items[0].image.width.scaled (line 2, column 56): expected a number of points, 0 or more; found -1")
        // `24` 56–57, `,` 58, `style:` 60–65, a space, `huge` at 67.
        #expect(message("{width: {scaled: 24, style: huge}, height: 2}")?.hasPrefix(
            "root.buttons.items[0].image.width.style (line 2, column 67): unknown value \"huge\"") == true)
    }

    /// An image-like box beside a text, both growing with the text size:
    /// - large: the box 24 × 24, spacing 8, "Favourites" 10 × 8.5 = 85 wide and 17 tall, centred
    ///   in the 24 pt row at (24 − 17) / 2 = 3.5, from x 24 + 8 = 32;
    /// - accessibilityXXXLarge: the box 1272/17 square, spacing 8 × 53/17 = 424/17, the text
    ///   10 × 26.5 = 265 wide and 53 tall at y (1272/17 − 53) / 2 = 371/34, x 1696/17.
    static let iconRow = """
        root:
          stack:
            axis: vertical
            alignment: leading
            children:
              - stack:
                  id: row
                  axis: horizontal
                  alignment: center
                  spacing: {scaled: 8}
                  children:
                    - box: {id: icon, width: {scaled: 24}, height: {scaled: 24}, icon: star}
                    - text: {id: label, string: Favourites}
        """

    @Test("a box sized in scaled lengths grows with the text beside it")
    func scaledBox() throws {
        let document = try StackDocument(yaml: Self.iconRow)
        func layout(_ category: TextSizeCategory) throws -> LayoutResult {
            try document.layout(DocumentCombination(width: 400, contentSize: category, scale: 0), measurer: FixedMetricsTextMeasurer()).result
        }
        let large = try layout(.large)
        #expect(large.frame(of: "icon") == Rect(x: 0, y: 0, width: 24, height: 24))
        #expect(large.frame(of: "label") == Rect(x: 32, y: 3.5, width: 85, height: 17))
        #expect(large.frame(of: "row") == Rect(x: 0, y: 0, width: 117, height: 24))

        let grown = try layout(Self.axxxl)
        let icon = try #require(grown.frame(of: "icon"))
        let label = try #require(grown.frame(of: "label"))
        #expect(icon.minX == 0 && icon.minY == 0 && Self.close(icon.width, 1272 / 17.0) && Self.close(icon.height, 1272 / 17.0))
        #expect(Self.close(label.minX, 1696 / 17.0) && Self.close(label.minY, 371 / 34.0))
        #expect(label.width == 265 && label.height == 53)
        #expect(Self.close(grown.frame(of: "row")?.width, 1696 / 17.0 + 265))
    }
}
