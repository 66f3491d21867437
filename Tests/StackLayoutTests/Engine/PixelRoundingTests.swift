import Testing

@testable import StackLayout

/// Every frame edge (root coordinates) rounds to the nearest multiple of 1/scale, halves up;
/// sizes are differences of rounded edges; rounding happens before right-to-left mirroring.
struct PixelRoundingTests {
    static func thirds() -> LayoutNode {
        hstack(distribution: .fillEqually, [box("a", nil, 10), box("b", nil, 10), box("c", nil, 10)])
    }

    struct ThirdsCase: Sendable, CustomTestStringConvertible {
        var scale: Double
        /// The four rounded edges 0, 100/3, 200/3, 100.
        var edges: [Double]
        var testDescription: String { "scale \(Int(scale))" }
    }

    static let thirdsCases: [ThirdsCase] = [
        // 33.33… → 33, 66.66… → 67: widths 33, 34, 33
        ThirdsCase(scale: 1, edges: [0, 33, 67, 100]),
        // 33.33… · 2 = 66.67 → 67/2 = 33.5; 66.67 · 2 = 133.3 → 133/2 = 66.5: widths 33.5, 33, 33.5
        ThirdsCase(scale: 2, edges: [0, 33.5, 66.5, 100]),
        // 33.33… · 3 = 100 → 100/3; 200/3: the exact thirds
        ThirdsCase(scale: 3, edges: [0, 100.0 / 3, 200.0 / 3, 100]),
    ]

    @Test("three fillEqually children in 100 pt", arguments: thirdsCases)
    func thirds(_ c: ThirdsCase) throws {
        let result = try layout(Self.thirds(), width: 100, scale: c.scale)
        let frames = ["a", "b", "c"].map { result.frame(of: $0)! }
        for i in 0..<3 {
            #expect(frames[i].minX == c.edges[i], "minX of child \(i)")
            #expect(frames[i].maxX == c.edges[i + 1], "maxX of child \(i)")
            #expect(frames[i].minY == 0 && frames[i].height == 10)
        }
        // siblings tile: no gaps, no overlaps
        #expect(frames[0].maxX == frames[1].minX)
        #expect(frames[1].maxX == frames[2].minX)
    }

    @Test("scale 0 keeps exact frames")
    func exact() throws {
        let result = try layout(Self.thirds(), width: 100, scale: 0)
        expectFrame(result, "a", rect(0, 0, 100.0 / 3, 10))
        expectFrame(result, "b", rect(100.0 / 3, 0, 100.0 / 3, 10))
        expectFrame(result, "c", rect(200.0 / 3, 0, 100.0 / 3, 10))
    }

    @Test("seven children in 100 pt tile exactly at every scale", arguments: [1.0, 2, 3])
    func sevenths(scale: Double) throws {
        let root = hstack(distribution: .fillEqually, (0..<7).map { box("s\($0)", nil, 10) })
        let result = try layout(root, width: 100, scale: scale)
        let frames = (0..<7).map { result.frame(of: "s\($0)")! }
        #expect(frames.first!.minX == 0)
        #expect(frames.last!.maxX == 100)
        // Edges meet on the same device pixel. (Sizes are whole pixel counts divided once, so
        // x + width can differ from the next x in the last bit; the pixel is what tiles.)
        for i in 0..<6 {
            #expect((frames[i].maxX * scale).rounded() == (frames[i + 1].minX * scale).rounded(), "edge after child \(i)")
            #expect(abs(frames[i].maxX - frames[i + 1].minX) < 1e-9, "edge after child \(i)")
        }
        for frame in frames {
            // every edge on the pixel grid, every width within one pixel of 100/7
            let edge = frame.minX * scale
            #expect(abs(edge - edge.rounded()) < 1e-9)
            #expect(abs(frame.width - 100.0 / 7) <= 1 / scale)
        }
        if scale == 1 {
            // k · 14.2857…: 14.29 → 14, 28.57 → 29, 42.86 → 43, 57.14 → 57, 71.43 → 71, 85.71 → 86
            #expect(frames.map(\.minX) == [0, 14, 29, 43, 57, 71, 86])
        }
    }

    @Test("halves round up")
    func halvesUp() throws {
        // scale 1: edges 0, 10.5, 20.5 → 0, 11, 21
        let one = try layout(hstack([box("a", 10.5, 10), box("b", 10, 10)]), width: 20.5, scale: 1)
        #expect(one.frame(of: "a") == rect(0, 0, 11, 10))
        #expect(one.frame(of: "b") == rect(11, 0, 10, 10))
        #expect(one.bounds == rect(0, 0, 21, 10))
        // scale 2: edges 0, 0.25, 1.25 → 0, 0.5, 1.5
        let two = try layout(hstack([box("a", 0.25, 1), box("b", 1, 1)]), width: 1.25, scale: 2)
        #expect(two.frame(of: "a") == rect(0, 0, 0.5, 1))
        #expect(two.frame(of: "b") == rect(0.5, 0, 1, 1))
    }

    @Test("edges are rounded in root coordinates, not within the parent")
    func rootCoordinates() throws {
        // a 0.4, then inner (x 0.4, y 0.4); scale 1. Root edges 0, 0.4, 0.8, 1.2 → 0, 0, 1, 1:
        // a [0, 0], inner [0, 1], x [0, 1], y [1, 1]. (Rounding y inside inner would put it at
        // 0.4 → 0 + inner's 0 = 0.)
        let root = hstack([box("a", 0.4, 1), hstack(id: "inner", [box("x", 0.4, 1), box("y", 0.4, 1)])])
        let result = try layout(root, width: 1.2, scale: 1)
        #expect(result.frame(of: "a") == rect(0, 0, 0, 1))
        #expect(result.frame(of: "inner") == rect(0, 0, 1, 1))
        #expect(result.frame(of: "x") == rect(0, 0, 1, 1))
        #expect(result.frame(of: "y") == rect(1, 0, 0, 1))
    }

    @Test("right-to-left frames are exactly the left-to-right frames mirrored", arguments: [1.0, 2, 3])
    func rightToLeftMirrorsRoundedFrames(scale: Double) throws {
        let root = hstack(distribution: .fillEqually, spacing: 0.7, [
            box("a", nil, 10), vstack(id: "v", alignment: .leading, [box("x", 3.3, 4.4)]), box("c", nil, 10),
        ])
        let ltr = try layout(root, width: 100, scale: scale)
        let rtl = try layout(root, width: 100, direction: .rightToLeft, scale: scale)
        #expect(ltr.bounds == rtl.bounds)
        for i in ltr.frames.indices {
            #expect(rtl.frames[i] == mirrored(ltr.frames[i], within: ltr.bounds.width), "node \(i)")
        }
    }

    @Test("rounding happens before mirroring")
    func roundBeforeMirror() throws {
        // W = 21, two fillEqually children: edges 0, 10.5, 21. LTR at scale 1: a [0, 11], b [11, 21].
        // Mirrored: a [21 − 21, …] → a (10, 11 wide), b (0, 10 wide).
        // (Mirroring first would give a [10.5, 21] → [11, 21], 10 wide: not the same.)
        let root = hstack(distribution: .fillEqually, [box("a", nil, 10), box("b", nil, 10)])
        let rtl = try layout(root, width: 21, direction: .rightToLeft, scale: 1)
        #expect(rtl.frame(of: "a") == rect(10, 0, 11, 10))
        #expect(rtl.frame(of: "b") == rect(0, 0, 10, 10))
    }
}

/// The grid rounds exactly as the documented arithmetic says, whatever the scale: each edge to
/// ⌊edge × scale + ½ (+ 10⁻⁷)⌋ pixels, divided by the scale once; a power-of-two scale
/// multiplies by its reciprocal, which must give the same bits.
@Test("PixelGrid rounds every rect bit for bit as the documented division", arguments: [1.0, 2, 4, 0.5, 3, 1.5, 2.608])
func pixelGridMatchesPixelRounding(scale: Double) {
    var generator = SystemRandomNumberGenerator()
    let grid = PixelGrid(scale: scale)
    for _ in 0..<2000 {
        let rect = Rect(
            x: Double.random(in: -5000...5000, using: &generator), y: Double.random(in: -5000...5000, using: &generator),
            width: Double.random(in: 0...3000, using: &generator), height: Double.random(in: 0...3000, using: &generator))
        #expect(grid.round(rect) == dividing(rect, scale), "\(rect) at scale \(scale)")
    }
    // Thirds at scale 1.5 sit on half pixels: 1/3 pt is 0.5 px and rounds up.
    let third = Rect(x: 1.0 / 3, y: 0, width: 1.0 / 3, height: 0)
    #expect(grid.round(third) == dividing(third, scale))
}

/// The documented rounding, written out with a division.
private func dividing(_ rect: Rect, _ scale: Double) -> Rect {
    func pixels(_ value: Double) -> Double { ((value * scale) + 0.5 + 1e-7).rounded(.down) }
    let (left, top, right, bottom) = (pixels(rect.minX), pixels(rect.minY), pixels(rect.maxX), pixels(rect.maxY))
    return Rect(x: left / scale, y: top / scale, width: (right - left) / scale, height: (bottom - top) / scale)
}
