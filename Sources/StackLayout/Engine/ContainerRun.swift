/// One container node's layout with its typed cache for one pass, made on first use.
final class ContainerRun<Layout: ContainerLayout>: ContainerRunning {
    let layout: Layout
    private var cache: Layout.Cache?

    init(_ layout: Layout) {
        self.layout = layout
    }

    func size(for proposal: ProposedSize, subviews: ContainerSubviews) -> ContainerSize {
        var cache = takeCache(subviews)
        defer { self.cache = cache }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func place(in bounds: Rect, subviews: ContainerSubviews) -> PlacedContainer {
        var cache = takeCache(subviews)
        defer { self.cache = cache }
        let proposal = ProposedSize(width: bounds.width, height: bounds.height)
        let placement = layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        return PlacedContainer(placement, of: Layout.self)
    }

    /// The cache, moved out so that the layout mutates it in place rather than a copy.
    private func takeCache(_ subviews: ContainerSubviews) -> Layout.Cache {
        guard let cache = cache.take() else { return layout.makeCache(subviews: subviews) }
        return cache
    }
}

/// A ``ContainerRun`` of any layout type.
protocol ContainerRunning: AnyObject {
    func size(for proposal: ProposedSize, subviews: ContainerSubviews) -> ContainerSize
    func place(in bounds: Rect, subviews: ContainerSubviews) -> PlacedContainer
}

/// A run for `layout`, its type opened from the existential.
func makeContainerRun(_ layout: some ContainerLayout) -> any ContainerRunning {
    ContainerRun(layout)
}
