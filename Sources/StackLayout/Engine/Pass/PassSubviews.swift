/// The proxies' way into a layout pass in progress, through a pointer valid only for the
/// container's call (a copy of the pass would copy all its arrays). Proxies used after the call
/// stop the program rather than touch memory that may have moved.
final class PassSubviews<Measurer: TextMeasuring>: SubviewEngine {
    private var pass: UnsafeMutablePointer<LayoutPass<Measurer>>?

    private init(_ pass: UnsafeMutablePointer<LayoutPass<Measurer>>) {
        self.pass = pass
    }

    /// Calls `body` with the subviews of container `index`, reaching into `pass`.
    static func with<Result>(
        _ pass: inout LayoutPass<Measurer>, container index: Int, _ body: (ContainerSubviews) -> Result
    ) -> Result {
        let context = pass.context
        let nodes = pass.tree.children(of: index).filter { !pass.tree.isHidden(at: $0) }
        return withUnsafeMutablePointer(to: &pass) { pointer in
            let engine = PassSubviews(pointer)
            defer { engine.pass = nil }
            return body(ContainerSubviews(context: context, engine: engine, nodes: nodes))
        }
    }

    private var current: UnsafeMutablePointer<LayoutPass<Measurer>> {
        guard let pass else {
            fatalError("a ContainerSubview was used after the ContainerLayout call it was given to")
        }
        return pass
    }

    func id(of node: Int) -> String? { current.pointee.tree.id(at: node) }

    func naturalWidth(of node: Int) -> Double? { current.pointee.naturalWidth(node) }

    func height(of node: Int, width: Double) -> Double? { current.pointee.measure(node, width: width).height }

    func overlayAlignment(of node: Int) -> OverlayAlignment? { current.pointee.tree.overlayAlignment(at: node) }

    func priorities(of node: Int) -> (contentHugging: AxisPriorities, compressionResistance: AxisPriorities) {
        current.pointee.tree.priorities(at: node)
    }

    func dimensions(of node: Int, proposal: ProposedSize) -> SubviewDimensions {
        let width = proposal.finiteWidth ?? current.pointee.naturalWidth(node) ?? 0
        let measured = current.pointee.measure(node, width: width)
        let height = measured.height ?? proposal.finiteHeight ?? 0
        return SubviewDimensions(
            size: Size(width: width, height: height),
            firstBaseline: measured.baselineIsBottom || measured.height == nil ? height : measured.firstBaseline,
            lastBaseline: measured.baselineIsBottom || measured.height == nil ? height : measured.lastBaseline)
    }

    func place(_ node: Int, in frame: Rect) {
        current.pointee.placeSubview(node, in: frame)
    }
}
