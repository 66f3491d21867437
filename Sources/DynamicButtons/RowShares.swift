/// Equal shares of a row's width on the device-pixel grid, every button judged at the smallest,
/// which never shrinks as the width grows: a row that fits at one width fits at every wider one.
enum RowShares {
    /// The slack every fit comparison allows: a billionth of a point absorbs floating-point noise.
    static let tolerance = 1e-9

    static func holds(_ room: Double, _ need: Double) -> Bool { need <= room + tolerance }

    /// The x offset and width of `count` buttons filling `width` with `spacing` between them:
    /// whole device pixels split evenly, the leftover pixels to the last button (`scale` 0: exact).
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

    /// The room every button of a row is judged at: `⌊P / n⌋` of the `P` pixels it shares out. A
    /// share that held the leftover pixels would make fitting flip as the width grows.
    static func fittingShare(width: Double, count: Int, spacing: Double, scale: Double) -> Double {
        guard count > 0 else { return 0 }
        guard scale > 0 else { return max(0, width - Double(count - 1) * spacing) / Double(count) }
        return Double(availablePixels(width: width, count: count, spacing: spacing, scale: scale) / count) / scale
    }

    /// The narrowest whole-pixel width at which ``fittingShare(width:count:spacing:scale:)``
    /// holds every one of `needs`: the row must share out `n × N` pixels, `N` the most any needs.
    static func narrowestWidth(holding needs: [Double], spacing: Double, scale: Double) -> Double {
        let count = needs.count
        guard count > 0 else { return 0 }
        let gaps = Double(count - 1) * spacing
        guard scale > 0 else { return Double(count) * max(0, needs.max()!) + gaps }
        let rowPixels = count * needs.map { pixels(holding: $0, scale: scale) }.max()!
        // The first whole-pixel width that leaves `rowPixels` after the (not whole-pixel) gaps.
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
