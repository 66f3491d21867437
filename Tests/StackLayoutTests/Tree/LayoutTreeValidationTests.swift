import Testing

@testable import StackLayout

/// `LayoutTree` rejects bad input with a typed error carrying the node's index (and naming it
/// by path, and id when it has one).
struct LayoutTreeValidationTests {
    /// Puts `bad` at `root/0/1`: root → stack → [box, bad]. In pre-order the root is 0, the
    /// inner stack 1, its box 2 and `bad` 3 (the root's second child, a box, is 4).
    static func at01(_ bad: LayoutNode) -> LayoutNode {
        vstack([hstack([box(nil, 1, 1), bad]), box(nil, 1, 1)])
    }

    func expectInvalid(
        _ root: LayoutNode, index: Int, place: String, property: LayoutProperty, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try LayoutTree(root)
            Issue.record("expected \(property) at \(place) to be rejected", sourceLocation: sourceLocation)
        } catch {
            guard case .invalidValue(let invalid) = error.reason else {
                Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(error.nodeIndex == index, sourceLocation: sourceLocation)
            #expect(error.node?.description == place, sourceLocation: sourceLocation)
            #expect(invalid.property == property, sourceLocation: sourceLocation)
            #expect(
                error.description.hasPrefix("\(place): \(property) is "), "\(error.description)",
                sourceLocation: sourceLocation)
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var note: String
        var node: LayoutNode
        var property: LayoutProperty
        var testDescription: String { note }
    }

    static let cases: [Case] = [
        Case(note: "NaN width", node: box("bad", .nan, 1), property: .width),
        Case(note: "infinite height", node: box("bad", 1, .infinity), property: .height),
        Case(note: "negative width", node: box("bad", -1, 1), property: .width),
        Case(note: "NaN spacingAfter", node: box("bad", 1, 1, spacingAfter: .nan), property: .spacingAfter),
        Case(note: "infinite spacingAfter", node: box("bad", 1, 1, spacingAfter: -.infinity), property: .spacingAfter),
        Case(note: "hugging above 1000", node: box("bad", 1, 1, hugging: 1001), property: .hugging(.horizontal)),
        Case(note: "negative resistance", node: box("bad", 1, 1, resistance: -1), property: .compressionResistance(.horizontal)),
        Case(note: "NaN hugging", node: box("bad", 1, 1, hugging: .nan), property: .hugging(.horizontal)),
        Case(
            note: "vertical priority only",
            node: LayoutNode(
                id: "bad", .box(Box(width: 1, height: 1)),
                contentHugging: AxisPriorities(horizontal: 250, vertical: 1000.5)),
            property: .hugging(.vertical)),
        Case(note: "negative lines", node: text("bad", "x", lines: -1), property: .lineLimit),
        Case(
            note: "zero font size", node: text("bad", "x", font: .fixed(family: "F", size: 0, weight: .regular)),
            property: .fontSize),
        Case(
            note: "negative font size", node: text("bad", "x", font: .fixed(family: "F", size: -3, weight: .regular)),
            property: .fontSize),
        Case(
            note: "NaN font size", node: text("bad", "x", font: .fixed(family: "F", size: .nan, weight: .regular)),
            property: .fontSize),
        Case(note: "infinite spacing", node: hstack(id: "bad", spacing: .infinity, []), property: .spacing),
        Case(
            note: "negative margin", node: hstack(id: "bad", margins: DirectionalInsets(leading: -1), []),
            property: .margin(.leading)),
        Case(
            note: "NaN margin", node: hstack(id: "bad", margins: DirectionalInsets(bottom: .nan), []),
            property: .margin(.bottom)),
    ]

    @Test("invalid values are rejected, naming path and id", arguments: cases)
    func invalidWithId(_ c: Case) {
        expectInvalid(Self.at01(c.node), index: 3, place: "root/0/1 (id \"bad\")", property: c.property)
    }

    @Test("without an id the path alone names the node", arguments: cases)
    func invalidWithoutId(_ c: Case) {
        var node = c.node
        node.id = nil
        expectInvalid(Self.at01(node), index: 3, place: "root/0/1", property: c.property)
    }

    @Test("the root itself is named root")
    func root() {
        expectInvalid(box(nil, -5, 1), index: 0, place: "root", property: .width)
    }

    @Test("the description gives the node, the value and the requirement")
    func description() {
        let error = LayoutError(
            .invalidValue(InvalidValue(property: .width, value: -1, requirement: .nonNegativePoints)),
            node: NodeReference(index: 3, childPositions: [0, 1], id: "bad"))
        #expect(error.description == "root/0/1 (id \"bad\"): width is -1; it must be a number of points, 0 or more")
        #expect(
            LayoutError(
                .invalidValue(InvalidValue(property: .fontSize, value: .nan, requirement: .custom("x"))),
                node: NodeReference(index: 0, childPositions: [])
            ).description == "root: size is NaN; it must be x")
    }

    @Test("properties are spelt as documents spell them")
    func propertyNames() {
        let names: [(LayoutProperty, String)] = [
            (.width, "width"), (.height, "height"), (.spacing, "spacing"), (.spacingAfter, "spacingAfter"),
            (.margin(.top), "margins.top"), (.margin(.trailing), "margins.trailing"),
            (.hugging(.horizontal), "hugging.horizontal"), (.compressionResistance(.vertical), "compressionResistance.vertical"),
            (.fontSize, "size"), (.lineLimit, "lines"), (.aspectRatio, "aspect"), (.offset(.horizontal), "offset.x"),
            (.offset(.vertical), "offset.y"), (.fitMinimum, "fit.min"), (.fitMaximum, "fit.max"),
            (.fitMargin(.leading), "fit.margins.leading"), (.breakpoint(of: .width), "width breakpoint"),
            (.custom("items[1].image.width"), "items[1].image.width"),
            (.variant(1, .margin(.top)), "variants[1].margins.top"), (.variant(0, .rootWidthCondition), "variants[0].when.width"),
        ]
        for (property, name) in names { #expect(property.description == name) }
    }

    @Test("one rule decides a range wherever it is checked: priorities 0 … 1000")
    func priorityRule() throws {
        for value in [0.0, 250, 1000] { #expect(ValueRequirement.priority.accepts(value)) }
        for value in [-0.5, 1000.5, .nan, .infinity] { #expect(!ValueRequirement.priority.accepts(value)) }
        // A tree refuses 1000.5 with the requirement's own words.
        #expect(throws: LayoutError.self) { try LayoutTree(box(nil, 1, 1, hugging: 1000.5)) }
        do {
            _ = try LayoutTree(box(nil, 1, 1, hugging: 1000.5))
        } catch {
            #expect(error.reason == .invalidValue(InvalidValue(property: .hugging(.horizontal), value: 1000.5, requirement: .priority)))
            #expect(error.description == "root: hugging.horizontal is 1000.5; it must be a priority from 0 to 1000")
        }
    }

    @Test("valid edge values are accepted")
    func accepted() throws {
        let tree = try LayoutTree(
            hstack(spacing: -10, [
                box(nil, 0, 0, hugging: 0, resistance: 1000, spacingAfter: -5),
                text(nil, "", lines: 0), box(nil, nil, nil),
            ]))
        #expect(tree.count == 4)
    }

    @Test("fitting text with one bound in points and one proportional is accepted; a bad bound is named")
    func mixedFitBounds() throws {
        // The proportional bound has no size in points until layout; its placeholder must not be
        // taken for the document's value (it used to read "fit.max is 1").
        let mixed = TextBlock("a", fit: TextFit(minimum: .points(12), maximum: .root(0.1, of: .vertical)))
        #expect(try LayoutTree(LayoutNode(.text(mixed))).count == 1)
        let zero = TextBlock("a", fit: TextFit(minimum: .points(0), maximum: .root(0.1, of: .vertical)))
        #expect(throws: LayoutError(
            .invalidValue(InvalidValue(property: .fitMinimum, value: 0, requirement: .fontSize)),
            node: NodeReference(index: 0, childPositions: []))) {
            try LayoutTree(LayoutNode(.text(zero)))
        }
    }

    @Test("a bad number in a stack variant is named as the variant's property")
    func variantValues() {
        let ok = StackVariant(when: .doesNotFit, spacing: 4)
        let badSpacing = StackVariant(when: .doesNotFit, spacing: .points(.nan))
        let badMargin = StackVariant(when: .accessibility, margins: LengthInsets(top: 0, leading: -2, bottom: 0, trailing: 0))
        let badWidth = StackVariant(when: .rootWidth(below: -1))
        func stack(_ variants: [StackVariant]) -> LayoutNode {
            .stack(id: "s", Stack(axis: .horizontal, variants: variants, children: [box(nil, 1, 1)]))
        }
        expectInvalid(stack([ok, badSpacing]), index: 0, place: "root (id \"s\")", property: .variant(1, .spacing))
        expectInvalid(stack([badMargin]), index: 0, place: "root (id \"s\")", property: .variant(0, .margin(.leading)))
        expectInvalid(stack([ok, ok, badWidth]), index: 0, place: "root (id \"s\")", property: .variant(2, .rootWidthCondition))
        do {
            _ = try LayoutTree(stack([badWidth]))
        } catch {
            #expect(error.description == "root (id \"s\"): variants[0].when.width is -1; it must be a number of points, 0 or more")
        }
    }

    // MARK: Depth and size

    static func chain(levels: Int, leafID: String? = nil) -> LayoutNode {
        var node = box(leafID, 1, 1)
        for _ in 0..<levels { node = vstack([node]) }
        return node
    }

    @Test("nesting up to the limit is accepted; one level more is rejected")
    func depthBoundary() throws {
        // root at level 0: 3 stacks around a box puts the box at level 3
        let ok = try LayoutTree(Self.chain(levels: 3), maximumDepth: 3)
        #expect(ok.depth == 3)
        #expect(throws: LayoutError.self) { try LayoutTree(Self.chain(levels: 4), maximumDepth: 3) }
        do {
            _ = try LayoutTree(Self.chain(levels: 4), maximumDepth: 3)
        } catch {
            guard case .tooDeep(let limit) = error.reason, let node = error.node else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(limit == 3)
            // The level-3 stack, whose child would be at level 4: in a chain each node's index is
            // its level.
            #expect(node.index == 3)
            #expect(node.path == "root/0/0/0")
            #expect(error.description == "root/0/0/0: nesting is deeper than 3 levels")
        }
        // the default limit, 512, is accepted exactly
        #expect(try LayoutTree(Self.chain(levels: 512)).depth == 512)
    }

    @Test("a 10,000-deep chain throws tooDeep instead of overflowing the stack")
    func tenThousandDeep() {
        let deep = Self.chain(levels: 10_000)
        do {
            _ = try LayoutTree(deep)
            Issue.record("expected tooDeep")
        } catch {
            guard case .tooDeep(let limit) = error.reason, let node = error.node else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(limit == 512)
            // The stack at level 512, whose child would be at 513.
            #expect(node.index == 512)
            #expect(node.childPositions == Array(repeating: 0, count: 512))
            #expect(error.description.hasSuffix(": nesting is deeper than 512 levels"))
        }
    }

    @Test("more nodes than the limit")
    func tooManyNodes() throws {
        let three = hstack([box(nil, 1, 1), box(nil, 1, 1)])
        #expect(try LayoutTree(three, maximumNodeCount: 3).count == 3)
        #expect(throws: LayoutError(.tooManyNodes(limit: 2))) { try LayoutTree(three, maximumNodeCount: 2) }
        #expect(LayoutError(.tooManyNodes(limit: 2)).description == "the tree has more than 2 nodes")
    }

    // MARK: Bounds

    @Test("layout and measure reject NaN, negative and (for layout) infinite widths")
    func bounds() throws {
        let tree = try LayoutTree(box(nil, 1, 1))
        let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
        let m = FixedMetricsTextMeasurer()
        for width in [Double.nan, -1, .infinity] {
            #expect(throws: LayoutError.self) { try engine.layout(tree, width: width, measurer: m) }
        }
        #expect(throws: LayoutError(.invalidBounds(.height, value: -2))) {
            try engine.layout(tree, width: 10, height: -2, measurer: m)
        }
        #expect(throws: LayoutError.self) {
            try engine.measure(tree, proposal: ProposedSize(width: .nan, height: nil), measurer: m)
        }
        #expect(throws: LayoutError.self) {
            try engine.place(tree, in: rect(0, 0, .infinity, 10), measurer: m)
        }
        #expect(
            LayoutError(.invalidBounds(.width, value: -1)).description
                == "the layout width is -1; it must be a finite number of points, 0 or more")
        #expect(
            LayoutError(.invalidBounds(.x, value: .infinity)).description
                == "the layout x is infinity; it must be a finite number of points")
    }

    @Test("measure, place, layout and sessions reject a display scale outside 0 … 1000", arguments: [
        Double.nan, -1, -.infinity, .infinity, 1000.5, 1e300,
    ])
    func invalidScale(scale: Double) throws {
        // A NaN or negative scale used to turn rounding off silently and an infinite one gave
        // NaN frames (x · ∞ / ∞); every entry point now names the problem before laying out.
        let tree = try LayoutTree(box(nil, 1, 1))
        let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: scale))
        let m = FixedMetricsTextMeasurer()
        let expected = LayoutError(.invalidScale(value: scale))
        func thrown(_ body: () throws -> Void) -> LayoutError? {
            do { try body(); return nil } catch { return error as? LayoutError }
        }
        // NaN ≠ NaN, so compare descriptions, which print NaN as "NaN".
        let errors = [
            thrown { _ = try engine.layout(tree, width: 10, measurer: m) },
            thrown { _ = try engine.measure(tree, proposal: ProposedSize(width: 10, height: nil), measurer: m) },
            thrown { _ = try engine.place(tree, in: rect(0, 0, 10, 10), measurer: m) },
            thrown { _ = try LayoutSession(tree: tree, environment: engine.environment, measurer: m).layout(width: 10) },
        ]
        for error in errors { #expect(error?.description == expected.description) }
    }

    @Test("scale 0 and the largest scale, 1000, are accepted; the message names the range")
    func scaleBounds() throws {
        let tree = try LayoutTree(box(nil, 1.0005, 1))
        let m = FixedMetricsTextMeasurer()
        // At scale 1000 a 1.0005 pt edge is 1000.5 px, which rounds (half up) to 1001 px = 1.001 pt.
        let fine = try StackLayoutEngine(environment: LayoutEnvironment(scale: 1000)).layout(tree, width: 1.0005, measurer: m)
        #expect(fine.bounds.width == 1.001)
        let exact = try StackLayoutEngine(environment: LayoutEnvironment(scale: 0)).layout(tree, width: 1.0005, measurer: m)
        #expect(exact.bounds.width == 1.0005)
        #expect(
            LayoutError(.invalidScale(value: -1)).description
                == "the display scale is -1; it must be 0 (no rounding) or a number of pixels per point up to 1000")
    }

    // MARK: Queries

    @Test("nodes are numbered in pre-order and named by path or id")
    func queries() throws {
        let tree = try LayoutTree(
            hstack(id: "top", [
                vstack([box("a", 1, 1), text(nil, "t")]),
                box(nil, 1, 1, hidden: true),
                vstack(hidden: true, [box("under", 1, 1)]),
            ]))
        // 0 root, 1 vstack, 2 a, 3 text, 4 hidden box, 5 hidden vstack, 6 under
        #expect(tree.count == 7)
        #expect(tree.children(of: 0) == [1, 4, 5])
        #expect(tree.children(of: 1) == [2, 3])
        #expect(tree.parent(at: 0) == nil && tree.parent(at: 3) == 1)
        #expect(tree.path(at: 3) == "root/0/1")
        #expect(tree.name(at: 2) == "a")
        #expect(tree.name(at: 3) == "root/0/1")
        #expect(tree.place(of: 2) == "root/0/0 (id \"a\")")
        #expect(tree.place(of: 0) == "root (id \"top\")")
        #expect(tree.reference(to: 3) == NodeReference(index: 3, childPositions: [0, 1]))
        #expect(tree.reference(to: 6) == NodeReference(index: 6, childPositions: [2, 0], id: "under"))
        #expect(tree.kind(at: 3) == .text && tree.kind(at: 1) == .stack && tree.kind(at: 4) == .box)
        #expect(!tree.isHidden(at: 2) && tree.isHidden(at: 4) && tree.isHidden(at: 6))
        #expect(tree.text(at: 3)?.string == "t" && tree.text(at: 2) == nil)
        #expect(tree.depth == 2)
    }
}

/// A length chosen by the root width needs a value to choose: empty breakpoints are refused
/// when the tree is built (laying them out would have nothing to pick).
@Test("empty breakpoints are an error naming the node, not a crash at layout")
func emptyBreakpointsAreRefused() {
    #expect(throws: LayoutError.self) {
        _ = try LayoutTree(.box(id: "b", width: .byWidth(WidthBreakpoints([])), height: 10))
    }
    do {
        _ = try LayoutTree(.box(id: "b", width: .byWidth(WidthBreakpoints([])), height: 10))
    } catch {
        #expect(error.node?.id == "b")
        guard case .invalidValue(let invalid) = error.reason else { Issue.record("expected an invalid value"); return }
        #expect(invalid.property == .breakpoint(of: .width))
    }
}
