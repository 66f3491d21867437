import StackLayout

extension ModelStack {
    /// Sets the part of the content that is on screen. While virtualising, cells that leave it
    /// drop their laid-out content and cells that enter it are laid out again; frames of every
    /// cell stay known from the cached heights.
    public mutating func setVisibleRegion(_ region: Range<Double>) {
        explicitVisibleRegion = region
        refreshContent(newlyLaidOut: EmptyCollection())
    }

    /// Turns virtualisation on or off. Turning it off lays out every cell without content.
    public mutating func setVirtualising(_ isVirtualising: Bool) {
        self.isVirtualising = isVirtualising
        if isVirtualising {
            cellsWithContent = Set(records.lazy.filter { $0.content != nil }.map(\.id))
        } else {
            cellsWithContent = []
            for index in records.indices where records[index].content == nil { layOutContent(at: index) }
        }
        refreshContent(newlyLaidOut: EmptyCollection())
    }

    /// While virtualising, keeps content exactly for visible cells; `newlyLaidOut` hold it already.
    mutating func refreshContent(newlyLaidOut: some Sequence<ModelID>) {
        guard isVirtualising else { return }
        cellsWithContent.formUnion(newlyLaidOut)
        let visible = visibleRange(in: visibleRegion)
        for id in cellsWithContent {
            guard let index = indexByID[id] else {
                cellsWithContent.remove(id)
                continue
            }
            if !visible.contains(index) {
                records[index].content = nil
                cellsWithContent.remove(id)
            }
        }
        for index in visible where records[index].content == nil {
            layOutContent(at: index)
            cellsWithContent.insert(records[index].id)
        }
    }

    /// Lays out the content of a measured cell: layout cannot fail here (the tree and width were
    /// checked when it was measured); should it ever, the cell stays without content.
    private mutating func layOutContent(at index: Int) {
        guard let result = try? engine.layout(records[index].tree, width: width, measurer: measurer) else { return }
        cellLayoutCount += 1
        records[index].content = result
    }
}
