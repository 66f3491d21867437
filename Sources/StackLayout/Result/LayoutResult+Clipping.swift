extension LayoutResult {
    /// For each node (indexed like ``frames``), the rectangle it is visible in, or `nil` when
    /// nothing clips it: the intersection of the frames of the lists it lies inside.
    ///
    /// A list clips its content to its frame, as a scroll view does, because its children keep
    /// their natural heights and, when they are taller than the list, run past one of its edges
    /// (see ``AnchoredList``). Renderers clip drawing to these rectangles; a node whose
    /// rectangle has no area is not visible at all.
    public func clipRects() -> [Rect?] {
        var clips = [Rect?](repeating: nil, count: frames.count)
        // Pre-order: a parent's clip is known before its children's.
        for index in tree.indices {
            guard let parent = tree.parent(at: index) else { continue }
            var clip = clips[parent]
            if tree.kind(at: parent) == .list {
                clip = clip.map { $0.intersection(frames[parent]) } ?? frames[parent]
            }
            clips[index] = clip
        }
        return clips
    }
}
