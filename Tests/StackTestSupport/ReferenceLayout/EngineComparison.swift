import StackLayout

/// The production engine (``StackLayoutEngine``) against the reference engine
/// (``ReferenceLayoutEngine``), frame by frame, for the same tree, environment and bounds.
///
/// Each layout comparison runs both engines twice:
///
/// - **exact**, at scale 0 (no rounding): every frame and the bounds must agree within
///   ``exactTolerance(_:_:)`` — the engines add and divide in different orders (the production
///   engine sums with compensation, the reference plainly), so the last bits may differ;
/// - **rounded**, at the environment's scale: every frame edge must be the same device pixel.
///   One exception, counted in ``roundingTies`` and never skipped silently: an edge may be one
///   pixel off when its exact position lies within ``tieWindow`` pixels of a half pixel. There
///   "halves up" depends on the last bits of the exact value, which differ between the engines
///   (and the production engine deliberately rounds up values up to 10⁻⁷ pixels below a half,
///   to undo accumulated error: 1/3 pt at scale 1.5 is 0.49999999999999994 px, which it rounds
///   to 1 and the reference to 0). Any other difference is a problem.
///
/// Both engines must agree on refusing a layout: when one throws, the other must throw too.
/// (Which error comes first when a tree has several depends on the order the engines look at
/// nodes, which the documents leave open; such refusals are counted in ``refusedDifferently``.)
public struct EngineComparison: Sendable {
    /// What differs, one line each, naming the layout and the node.
    public var problems: [String] = []
    /// Layouts (or measurements) both engines produced and that were compared.
    public var compared = 0
    /// Layouts both engines refused with an error.
    public var refused = 0
    /// Of those, the ones refused with different errors (another node named first).
    public var refusedDifferently = 0
    /// Rounded frame edges compared.
    public var edges = 0
    /// Rounded edges one device pixel apart at a rounding tie (see above).
    public var roundingTies = 0

    /// The largest difference accepted between exact values `a` and `b`:
    /// `10⁻⁹ × max(1, |a|, |b|)`, far above the last bits and far below anything visible.
    public static func exactTolerance(_ a: Double, _ b: Double) -> Double {
        1e-9 * max(1, abs(a), abs(b))
    }

    /// How close to a half pixel an exact edge must be for a one-pixel difference to count as a
    /// rounding tie.
    public static let tieWindow = 1e-6

    /// An empty comparison.
    public init() {}

    /// Adds `other`'s counts and problems.
    public mutating func add(_ other: EngineComparison) {
        problems += other.problems
        compared += other.compared
        refused += other.refused
        refusedDifferently += other.refusedDifferently
        edges += other.edges
        roundingTies += other.roundingTies
    }

    /// The comparison with every problem prefixed by `context` (a seed, a file).
    public func prefixed(_ context: String) -> EngineComparison {
        var prefixed = self
        prefixed.problems = problems.map { "\(context): \($0)" }
        return prefixed
    }

    // MARK: Comparing

    /// `layout(_:width:height:measurer:)` of both engines, exact and rounded.
    public static func layout(
        _ root: LayoutNode, environment: LayoutEnvironment, width: Double, height: Double?,
        measurer: some TextMeasuring
    ) -> EngineComparison {
        var comparison = EngineComparison()
        let context = "layout at \(width) × \(height.map { "\($0)" } ?? "natural height")"
        for scale in Self.scales(environment) {
            var environment = environment
            environment.scale = scale
            let production = Result { () throws(LayoutError) in
                try StackLayoutEngine(environment: environment).layout(LayoutTree(root), width: width, height: height, measurer: measurer)
            }
            let reference = Result { () throws(LayoutError) in
                try ReferenceLayoutEngine(environment: environment)
                    .layout(root, width: width, height: height, measurer: measurer)
            }
            comparison.compare(production, reference, scale: environment.scale, context: context)
        }
        return comparison
    }

    /// `place(_:in:measurer:)` of both engines, exact and rounded.
    public static func place(
        _ root: LayoutNode, environment: LayoutEnvironment, in bounds: Rect, measurer: some TextMeasuring
    ) -> EngineComparison {
        var comparison = EngineComparison()
        for scale in Self.scales(environment) {
            var environment = environment
            environment.scale = scale
            let production = Result { () throws(LayoutError) in
                try StackLayoutEngine(environment: environment).place(LayoutTree(root), in: bounds, measurer: measurer)
            }
            let reference = Result { () throws(LayoutError) in
                try ReferenceLayoutEngine(environment: environment).place(root, in: bounds, measurer: measurer)
            }
            comparison.compare(production, reference, scale: environment.scale, context: "placed in \(bounds)")
        }
        return comparison
    }

    /// `measure(_:proposal:measurer:)` of both engines (measuring does not round).
    public static func measure(
        _ root: LayoutNode, environment: LayoutEnvironment, proposal: ProposedSize, measurer: some TextMeasuring
    ) -> EngineComparison {
        var comparison = EngineComparison()
        let context = "measured for \(proposal)"
        let production = Result { () throws(LayoutError) in
            try StackLayoutEngine(environment: environment).measure(LayoutTree(root), proposal: proposal, measurer: measurer)
        }
        let reference = Result { () throws(LayoutError) in
            try ReferenceLayoutEngine(environment: environment).measure(root, proposal: proposal, measurer: measurer)
        }
        switch (production, reference) {
        case (.success(let produced), .success(let expected)):
            comparison.compared += 1
            if !close(produced.width, expected.width) || !close(produced.height, expected.height) {
                comparison.problems.append("\(context): production \(produced), reference \(expected)")
            }
        default:
            comparison.compareFailures(production.map { _ in () }, reference.map { _ in () }, context: context)
        }
        return comparison
    }

    // MARK: Frames

    /// Scale 0 (exact frames), then the environment's scale when it rounds.
    private static func scales(_ environment: LayoutEnvironment) -> [Double] {
        environment.scale == 0 ? [0] : [0, environment.scale]
    }

    /// One layout or placement of both engines at `scale`: exact frames at scale 0, rounded
    /// edges otherwise.
    private mutating func compare(
        _ production: Result<LayoutResult, LayoutError>, _ reference: Result<ReferenceLayoutResult, LayoutError>,
        scale: Double, context: String
    ) {
        let context = "\(context), scale \(scale)"
        guard case .success(let produced) = production, case .success(let expected) = reference else {
            compareFailures(production.map { _ in () }, reference.map { _ in () }, context: context)
            return
        }
        compared += 1
        guard produced.frames.count == expected.frames.count else {
            problems.append("\(context): production has \(produced.frames.count) frames, reference \(expected.frames.count)")
            return
        }
        if scale == 0 {
            compareExact(produced, expected, context: context)
        } else {
            compareRounded(produced, expected, context: context)
        }
    }

    private mutating func compareFailures(_ production: Result<Void, LayoutError>, _ reference: Result<Void, LayoutError>, context: String) {
        switch (production, reference) {
        case (.failure(let produced), .failure(let expected)):
            refused += 1
            if produced != expected { refusedDifferently += 1 }
        case (.failure(let produced), .success):
            problems.append("\(context): production refuses (\"\(produced)\"), reference lays out")
        case (.success, .failure(let expected)):
            problems.append("\(context): production lays out, reference refuses (\"\(expected)\")")
        case (.success, .success):
            break
        }
    }

    private static func close(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= exactTolerance(a, b)
    }

    private mutating func compareExact(_ produced: LayoutResult, _ expected: ReferenceLayoutResult, context: String) {
        let pairs = [(produced.bounds, expected.bounds, "bounds")]
            + produced.frames.indices.map { (produced.frames[$0], expected.frames[$0], Self.name($0, produced.tree)) }
        for (production, reference, name) in pairs {
            let agree = Self.close(production.minX, reference.minX) && Self.close(production.minY, reference.minY)
                && Self.close(production.width, reference.width) && Self.close(production.height, reference.height)
            if !agree { problems.append("\(context): \(name): production \(production), reference \(reference)") }
        }
    }

    /// Compares in device pixels and left-to-right coordinates: each edge of the production
    /// frame (un-mirrored within its rounded bounds) against the reference's exact edge rounded
    /// halves up.
    private mutating func compareRounded(_ produced: LayoutResult, _ expected: ReferenceLayoutResult, context: String) {
        let scale = produced.environment.scale
        let mirrored = produced.environment.direction == .rightToLeft
        let axisSum = produced.bounds.minX + produced.bounds.maxX
        var rectangles = [(name: "bounds", production: produced.bounds, reference: expected.bounds, exact: expected.exactBounds)]
        for i in produced.frames.indices {
            rectangles.append((Self.name(i, produced.tree), produced.frames[i], expected.frames[i], expected.exactLeftToRightFrames[i]))
        }
        for (index, rectangle) in rectangles.enumerated() {
            let frame = rectangle.production
            // The bounds are never mirrored; frames are mirrored within them.
            let (left, right) = mirrored && index > 0 ? (axisSum - frame.maxX, axisSum - frame.minX) : (frame.minX, frame.maxX)
            let exact = rectangle.exact
            var differs = false
            for (edge, exactEdge) in [(left, exact.minX), (right, exact.maxX), (frame.minY, exact.minY), (frame.maxY, exact.maxY)] {
                edges += 1
                let producedPixel = (edge * scale).rounded()
                let exactPixels = exactEdge * scale
                let expectedPixel = (exactPixels + 0.5).rounded(.down)
                if producedPixel == expectedPixel { continue }
                let atHalf = abs(exactPixels - exactPixels.rounded(.down) - 0.5) <= Self.tieWindow
                if abs(producedPixel - expectedPixel) == 1 && atHalf {
                    roundingTies += 1
                } else {
                    differs = true
                }
            }
            if differs {
                problems.append(
                    "\(context): \(rectangle.name): production \(frame), reference \(rectangle.reference) (exact, left to right: \(exact))")
            }
        }
    }

    private static func name(_ index: Int, _ tree: LayoutTree) -> String {
        "node \(index) (\(tree.place(of: index)), \(tree.kindName(at: index)))"
    }
}
