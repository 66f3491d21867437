/// Equal shares of a row's width on the device-pixel grid.
enum RowShares {
    /// The x offset and width of `count` buttons filling `width` with `spacing` between them.
    /// Widths are whole device pixels; the pixels left after dividing evenly go to the last
    /// button, so every layout hands out the remainder the same way. `scale` 0 gives exact
    /// equal shares.
    static func shares(width: Double, count: Int, spacing: Double, scale: Double) -> [(x: Double, width: Double)] {
        guard count > 0 else { return [] }
        let available = max(0, width - Double(count - 1) * spacing)
        guard scale > 0 else {
            let each = available / Double(count)
            return (0..<count).map { (Double($0) * (each + spacing), each) }
        }
        let pixels = Int((available * scale + 1e-7).rounded(.down))
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
}
