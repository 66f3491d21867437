import Testing

@testable import StackLayout

/// `LayoutTree` numbers nodes in place, linking each child into its parent as it is numbered,
/// and lets numbers in range through a quick test before the full checks: the structure of a
/// tree mixing every kind of parent, and the edges of the ranges the quick test decides.
struct LayoutTreeFlatteningTests {
    /// root (vstack) → [hstack → [a, b (hidden)], list (hidden) → [c, d], overlay → [e], f].
    /// Pre-order, by hand: 0 root, 1 hstack, 2 a, 3 b, 4 list, 5 c, 6 d, 7 overlay, 8 e, 9 f.
    static let mixed = vstack([
        hstack([box("a", 1, 1), box("b", 1, 1, hidden: true)]),
        LayoutNode(.list(AnchoredList(children: [box("c", 1, 1), box("d", 1, 1)])), isHidden: true),
        .container(id: "overlay", Overlay(), children: [box("e", 1, 1)]),
        box("f", 1, 1),
    ])

    @Test("stacks, lists and containers: children in order, parents, paths and hidden flags")
    func structure() throws {
        let tree = try LayoutTree(Self.mixed)
        #expect(tree.count == 10)
        #expect(tree.indices.map { tree.id(at: $0) } == [nil, nil, "a", "b", nil, "c", "d", "overlay", "e", "f"])
        #expect(tree.children(of: 0) == [1, 4, 7, 9])
        #expect(tree.children(of: 1) == [2, 3])
        #expect(tree.children(of: 4) == [5, 6])
        #expect(tree.children(of: 7) == [8])
        for leaf in [2, 3, 5, 6, 8, 9] { #expect(tree.children(of: leaf).isEmpty) }
        #expect(tree.indices.map { tree.parent(at: $0) } == [nil, 0, 1, 1, 0, 4, 4, 0, 7, 0])
        #expect(tree.path(at: 8) == "root/2/0")
        #expect(tree.path(at: 6) == "root/1/1")
        // Hidden: b itself; the list and, below it, c and d.
        #expect(tree.indices.filter { tree.isHidden(at: $0) } == [3, 4, 5, 6])
        // Parents with a hidden child (placement collapses them): the hstack, the root (its
        // list) and the list (whose children are hidden with it).
        #expect(tree.indices.filter { tree.nodes[$0].hasHiddenChildren } == [0, 1, 4])
        #expect(tree.depth == 2)
        #expect(tree.kind(at: 4) == .list && tree.kind(at: 7) == .container)
    }

    @Test("a wide row and a deep chain are numbered and linked the same way")
    func wideAndDeep() throws {
        let row = try LayoutTree(hstack((0..<1000).map { box("b\($0)", 1, 1) }))
        #expect(row.children(of: 0) == Array(1...1000))
        #expect(row.id(at: 1000) == "b999")
        #expect(row.parent(at: 1000) == 0)
        var chain = box("leaf", 1, 1)
        for _ in 0..<300 { chain = vstack([chain, box(nil, 1, 1)]) }
        let tree = try LayoutTree(chain)
        // Stack k (level k) is node k; its first child is the next stack, numbered right after
        // it, and its second child comes after the whole chain below: the innermost stack's
        // box is 301, the next one out's 302, …, the root's 600 (2 × 300 + 1 nodes in all).
        #expect(tree.count == 601)
        #expect(tree.depth == 300)
        #expect(tree.children(of: 0) == [1, 600])
        #expect(tree.children(of: 298) == [299, 302])
        #expect(tree.children(of: 299) == [300, 301])
        #expect(tree.id(at: 300) == "leaf")
    }

    @Test("lengths at the bounds pass; the next number past them fails with the bound's requirement")
    func lengthBounds() throws {
        let largest = LayoutTree.maximumLength
        let accepted = try LayoutTree(
            hstack(
                spacing: -largest, margins: DirectionalInsets(top: largest, leading: 0, bottom: -0.0, trailing: 1),
                [box(nil, largest, -0.0, spacingAfter: -largest), box(nil, 0, largest, spacingAfter: largest)]))
        #expect(accepted.count == 3)
        let cases: [(LayoutNode, LayoutProperty, Double, ValueRequirement)] = [
            (box(nil, largest.nextUp, 1), .width, largest.nextUp, .lengthRange(nonNegative: true)),
            (box(nil, 1, -Double.leastNonzeroMagnitude), .height, -Double.leastNonzeroMagnitude, .nonNegativePoints),
            (box(nil, 1, 1, spacingAfter: -largest.nextUp), .spacingAfter, -largest.nextUp, .lengthRange(nonNegative: false)),
            (hstack(spacing: largest.nextUp, []), .spacing, largest.nextUp, .lengthRange(nonNegative: false)),
            (hstack(margins: DirectionalInsets(trailing: largest.nextUp), []), .margin(.trailing), largest.nextUp,
             .lengthRange(nonNegative: true)),
            (box(nil, 1, 1, resistance: 1000.0.nextUp), .compressionResistance(.horizontal), 1000.0.nextUp, .priority),
            (box(nil, 1, 1, hugging: -Double.leastNonzeroMagnitude), .hugging(.horizontal), -Double.leastNonzeroMagnitude,
             .priority),
        ]
        for (node, property, value, requirement) in cases {
            #expect(throws: LayoutError(
                .invalidValue(InvalidValue(property: property, value: value, requirement: requirement)),
                node: NodeReference(index: 0, childPositions: []))) {
                try LayoutTree(node)
            }
        }
    }

    @Test("with several bad numbers in a node, the first in checking order is reported")
    func firstProblemFirst() {
        // spacingAfter, then hugging (horizontal, vertical), then resistance, then the box's size.
        let node = LayoutNode(
            .box(Box(width: -1, height: .points(.nan))), spacingAfter: 2,
            contentHugging: AxisPriorities(horizontal: 10, vertical: 2000), compressionResistance: AxisPriorities(-3))
        #expect(throws: LayoutError(
            .invalidValue(InvalidValue(property: .hugging(.vertical), value: 2000, requirement: .priority)),
            node: NodeReference(index: 0, childPositions: []))) {
            try LayoutTree(node)
        }
        // The margins edge by edge: top, leading, bottom, trailing.
        #expect(throws: LayoutError(
            .invalidValue(InvalidValue(property: .margin(.leading), value: -2, requirement: .nonNegativePoints)),
            node: NodeReference(index: 0, childPositions: []))) {
            try LayoutTree(hstack(margins: DirectionalInsets(top: 1, leading: -2, bottom: 3, trailing: -4), []))
        }
    }
}
