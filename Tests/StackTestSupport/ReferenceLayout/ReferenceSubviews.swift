@_spi(LayoutEngines) import StackLayout

/// Containers in the reference: their ``ContainerLayout`` runs over proxies that reach into
/// the reference's own plain recursion, with a cache made afresh for every call (no cache
/// survives a question, so a container whose answers depend on its cache's history would
/// disagree with production). A proxy cannot throw; the first error is kept and rethrown when
/// the container's call returns.
final class ReferenceSubviews: SubviewEngine {
    /// `nil` once the container's call has returned: a proxy kept longer stops the program.
    private var passPointer: UnsafeMutablePointer<ReferencePass>?
    private let nodes: [Int: ReferenceNode]
    /// The container's own frame while it is placed (centre offsets of its children are
    /// fractions of its size).
    private let containerSize: Size
    private(set) var failure: LayoutError?

    private init(pass: UnsafeMutablePointer<ReferencePass>, container: ReferenceNode, size: Size) {
        passPointer = pass
        nodes = Dictionary(uniqueKeysWithValues: container.children.map { ($0.number, $0) })
        containerSize = size
    }

    /// Calls `body` with the visible children of `container` as subviews of `pass`.
    static func with<Result>(
        _ pass: inout ReferencePass, container: ReferenceNode, size: Size,
        _ body: (ContainerSubviews) -> Result
    ) throws(LayoutError) -> Result {
        let context = LayoutContext(environment: pass.environment, measurer: pass.measurer)
        let (result, failure) = withUnsafeMutablePointer(to: &pass) { pointer in
            let engine = ReferenceSubviews(pass: pointer, container: container, size: size)
            defer { engine.passPointer = nil }
            let result = body(ContainerSubviews(context: context, engine: engine, nodes: container.visibleChildren.map(\.number)))
            return (result, engine.failure)
        }
        if let failure { throw failure }
        return result
    }

    private var pass: UnsafeMutablePointer<ReferencePass> {
        guard let passPointer else { fatalError("a ContainerSubview was used after the ContainerLayout call it was given to") }
        return passPointer
    }

    private func record(_ error: LayoutError) {
        if failure == nil { failure = error }
    }

    func id(of node: Int) -> String? { nodes[node]!.node.id }

    func naturalWidth(of node: Int) -> Double? {
        do {
            return try pass.pointee.naturalWidth(nodes[node]!, container: .unknown)
        } catch {
            record(error)
            return nil
        }
    }

    func height(of node: Int, width: Double) -> Double? {
        do {
            return try pass.pointee.measure(nodes[node]!, width: width, container: .unknown).height
        } catch {
            record(error)
            return nil
        }
    }

    func overlayAlignment(of node: Int) -> OverlayAlignment? { nodes[node]!.node.overlayAlignment }

    func priorities(of node: Int) -> (contentHugging: AxisPriorities, compressionResistance: AxisPriorities) {
        (nodes[node]!.node.contentHugging, nodes[node]!.node.compressionResistance)
    }

    /// docs/layout-semantics.md, "Containers": proposed a width, a child is that wide (else its
    /// natural width, 0 without one) and as tall as it needs there (a flexible height: the
    /// height proposed, else 0); a child without text has its baselines at its bottom.
    func dimensions(of node: Int, proposal: ProposedSize) -> SubviewDimensions {
        let child = nodes[node]!
        let width = proposal.finiteWidth ?? naturalWidth(of: node) ?? 0
        do {
            let measured = try pass.pointee.measure(child, width: width, container: .unknown)
            let height = measured.height ?? proposal.finiteHeight ?? 0
            let bottom = measured.baselineIsBottom || measured.height == nil
            return SubviewDimensions(
                size: Size(width: width, height: height),
                firstBaseline: bottom ? height : measured.firstBaseline, lastBaseline: bottom ? height : measured.lastBaseline)
        } catch {
            record(error)
            return SubviewDimensions(size: Size(width: width, height: 0), firstBaseline: 0, lastBaseline: 0)
        }
    }

    func place(_ node: Int, in frame: Rect) {
        do {
            try pass.pointee.place(nodes[node]!, in: frame, container: containerSize)
        } catch {
            record(error)
        }
    }
}

/// A container's questions, each with a cache of its own.
extension ContainerLayout {
    func referenceSize(for proposal: ProposedSize, subviews: ContainerSubviews) -> ContainerSize {
        var cache = makeCache(subviews: subviews)
        return sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func referencePlace(in bounds: Rect, subviews: ContainerSubviews) {
        var cache = makeCache(subviews: subviews)
        _ = placeSubviews(
            in: bounds, proposal: ProposedSize(width: bounds.width, height: bounds.height), subviews: subviews, cache: &cache)
    }
}
