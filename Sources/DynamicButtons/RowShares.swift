/// Equal shares of a row's width on the device-pixel grid: the one rule for what each button of
/// a row really gets. Fitting (``holds(_:_:)`` on each button's own share), the natural width
/// (``narrowestWidth(holding:spacing:scale:)``) and placement all go through ``shares(width:count:spacing:scale:)``,
/// so measuring and placing cannot disagree about a button's room.
enum RowShares {
    /// The slack every fit comparison of the button stack allows: a billionth of a point absorbs
    /// floating-point noise in sums of widths (12 + 24 + 8 + 42.5 + 12) and nothing else.
    static let tolerance = 1e-9

    /// Whether `room` points hold something that needs `need` points.
    static func holds(_ room: Double, _ need: Double) -> Bool { need <= room + tolerance }

    /// The x offset and width of `count` buttons filling `width` with `spacing` between them.
    /// Widths are whole device pixels: `⌊(width − (count − 1) × spacing) × scale⌋` pixels split
    /// evenly, the pixels left over all going to the last button, so every layout hands out the
    /// remainder the same way. `scale` 0 gives exact equal shares.
    static func shares(width: Double, count: Int, spacing: Double, scale: Double) -> [(x: Double, width: Double)] {
        guard count > 0 else { return [] }
        guard scale > 0 else {
            let each = max(0, width - Double(count - 1) * spacing) / Double(count)
            return (0..<count).map { (Double($0) * (each + spacing), each) }
        }
        let pixels = availablePixels(width: width, count: count, spacing: spacing, scale: scale)
        let base = pixels / count
        let remainder = pixels - base * count
        var result: [(x: Double, width: Double)] = []
        var usedPixels = 0
        for k in 0..<count {
            let widthPixels = base + (k == count - 1 ? remainder : 0)
            let gapPixels = Int((Double(k) * spacing * scale + 0.5 + 1e-7).rounded(.down))
            result.append((Double(usedPixels + gapPixels) / scale, Double(widthPixels) / scale))
            usedPixels += widthPixels
        }
        return result
    }

    /// The narrowest width, in whole device pixels (exact at `scale` 0), at which
    /// ``shares(width:count:spacing:scale:)`` gives button `i` a share that ``holds(_:_:)``
    /// `needs[i]`.
    ///
    /// With `n` buttons, let `Nᵢ` be the pixels button `i` needs, `B` the most any button but
    /// the last needs and `L` what the last needs. `P` pixels give `b = ⌊P / n⌋` to each button
    /// and `b + P mod n` to the last, so `P` works when `b ≥ B` and `b + P mod n ≥ L`. The last
    /// share never exceeds `b + n − 1`, so the smallest `P` is `max(n·B, (n − 1)·B + L)` when
    /// `L ≤ B + n − 1`, and otherwise `n·b + n − 1` with `b = L − n + 1` (a wider row can then
    /// hold fewer pixels for the last button: fitting is not monotone in the width).
    static func narrowestWidth(holding needs: [Double], spacing: Double, scale: Double) -> Double {
        let count = needs.count
        guard count > 0 else { return 0 }
        let gaps = Double(count - 1) * spacing
        guard scale > 0 else { return Double(count) * max(0, needs.max()!) + gaps }
        let pixelNeeds = needs.map { pixels(holding: $0, scale: scale) }
        let last = pixelNeeds[count - 1]
        let others = pixelNeeds.dropLast().max() ?? 0
        let rowPixels = last <= others + count - 1
            ? max(count * others, (count - 1) * others + last)
            : count * (last - count + 1) + count - 1
        // The first whole-pixel width that leaves exactly `rowPixels` after the gaps (`gaps`
        // need not be whole pixels); the pixel count grows by at most one per pixel of width.
        var widthPixels = max(0, Int((Double(rowPixels) + gaps * scale).rounded(.up)) - 1)
        while availablePixels(width: Double(widthPixels) / scale, count: count, spacing: spacing, scale: scale) < rowPixels {
            widthPixels += 1
        }
        return Double(widthPixels) / scale
    }

    /// The whole device pixels a row of `count` buttons shares out at `width`.
    private static func availablePixels(width: Double, count: Int, spacing: Double, scale: Double) -> Int {
        let available = max(0, width - Double(count - 1) * spacing)
        return Int((available * scale + 1e-7).rounded(.down))
    }

    /// The fewest whole device pixels whose width ``holds(_:_:)`` `need`.
    private static func pixels(holding need: Double, scale: Double) -> Int {
        var pixels = max(0, Int((need * scale).rounded(.up)))
        while pixels > 0 && holds(Double(pixels - 1) / scale, need) { pixels -= 1 }
        while !holds(Double(pixels) / scale, need) { pixels += 1 }
        return pixels
    }
}
