/// Container nodes: measured and placed by their ``ContainerLayout`` through proxies.
extension LayoutPass {
    /// The run of container `index` for this pass (its layout and typed cache).
    private mutating func containerRun(_ index: Int) -> any ContainerRunning {
        if let run = containerRuns[index] { return run }
        let run = makeContainerRun(tree.containerLayout(at: index)!)
        containerRuns[index] = run
        return run
    }

    mutating func containerSize(_ index: Int, proposal: ProposedSize) -> ContainerSize {
        let run = containerRun(index)
        return PassSubviews.with(&self, container: index) { subviews in run.size(for: proposal, subviews: subviews) }
    }

    /// Places container `index` in `frame`; children it leaves unplaced collapse at its origin.
    mutating func placeContainer(_ index: Int, in frame: Rect) {
        if tree.nodes[index].hasHiddenChildren { placeHiddenChildren(of: index, at: frame.origin) }
        let run = containerRun(index)
        for child in tree.children(of: index) where !tree.nodes[child].isHidden { collapse(child, at: frame.origin) }
        containerPlacements[index] = PassSubviews.with(&self, container: index) { subviews in
            run.place(in: frame, subviews: subviews)
        }
    }

    /// Places a container's child; centre offsets are fractions of the container's size.
    mutating func placeSubview(_ index: Int, in frame: Rect) {
        let container = frames[Int(tree.nodes[index].parent)].size
        place(index, in: frame, container: container)
    }
}
