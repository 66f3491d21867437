import Foundation

extension SVGLimits {
    /// Refuses an image whose dashed strokes may be drawn in more than ``maximumDashes``
    /// dashes in all.
    ///
    /// An element's dashes are at most the length of its outline over its dash period. The
    /// length is at most 2π times the magnitudes of its geometry (path data, points,
    /// coordinates, sizes, radii; a percentage of a viewport as large as any the image names,
    /// or as Cairo's largest surface), plus 20 em for each character of text; the period is the
    /// shortest `stroke-dasharray` the element may have or inherit, with lengths in `em` and `%`
    /// counted as nothing. Each element counts as many times as it is drawn.
    static func checkDashes(_ graph: SVGElementGraph, fontSizes: [Double], viewport: Double) throws(SVGRefusal) {
        guard graph.facts.contains(where: { !$0.dashArrays.isEmpty }) else { return }
        let periods = graph.inherited { (index, inherited: [Double]) -> Double in
            let element = graph.elements[index]
            let own = element.style.dashArrays + element.attributes.dashArrays
            var shortest = Double.infinity
            var surelySet = false
            for (position, value) in (own + graph.sheet[index].dashArrays).enumerated() {
                guard let period = dashPeriod(value) else { continue }
                shortest = min(shortest, period)
                if position < own.count { surelySet = true }
            }
            return surelySet ? shortest : min(shortest, inherited.min() ?? .infinity)
        }
        let times = graph.timesDrawn(cap: Double(maximumDashes) + 1)
        let percent = max(viewport, 32767) / 100
        var dashes = 0.0
        for (index, element) in graph.elements.enumerated() where periods[index].isFinite && times[index] > 0 {
            let extent = element.extent.pixels + element.extent.percent * percent + element.extent.ems * fontSizes[index]
            let length = 2 * Double.pi * extent + Double(element.characters) * 20 * fontSizes[index]
            guard length > 0 else { continue }
            dashes += times[index] * length / periods[index]
            if dashes > Double(maximumDashes) {
                throw SVGRefusal(
                    line: element.line,
                    "<\(element.name)> may be stroked in more than \(maximumDashes) dashes (an outline up to \(number(length)) px long, a stroke-dasharray period as short as \(number(periods[index])) px); an image's dashed strokes may have at most \(maximumDashes) dashes in all")
            }
        }
    }

    /// The shortest period, in pixels, `value` (a `stroke-dasharray`) can give dashes: the sum
    /// of its lengths, twice over for an odd count, lengths in `em` and `%` counted as nothing.
    /// `.infinity` when it draws no dashes (`none`, a sum of 0 without relative lengths, a
    /// negative length); nil when librsvg would not read it, so that the element inherits.
    static func dashPeriod(_ value: String) -> Double? {
        let text = value.trimmingSpaces.lowercased()
        if text == "none" { return .infinity }
        let words = text.split(whereSeparator: { " ,\t\n\r".contains($0) }).map(String.init)
        guard !words.isEmpty else { return nil }
        var sum = 0.0
        var hasRelativeLength = false
        for word in words {
            guard let number = CSSNumber.leading(word) else { return nil }
            guard number.value >= 0 else { return .infinity }
            switch word[number.end...] {
            case "", "px": sum += number.value
            case "in": sum += number.value * 96
            case "cm": sum += number.value * 96 / 2.54
            case "mm": sum += number.value * 96 / 25.4
            case "pt": sum += number.value * 96 / 72
            case "pc": sum += number.value * 16
            case "em", "ex", "%": hasRelativeLength = true
            default: return nil
            }
        }
        guard sum > 0 || hasRelativeLength else { return .infinity }
        return words.count % 2 == 1 ? 2 * sum : sum
    }

    /// `value` as a whole number from 1 on, with three significant digits below 1 or when too
    /// large for one (`0.02`, `1.2e+20`).
    static func number(_ value: Double) -> String {
        value >= 1 && value < 1e15 ? String(Int(value.rounded())) : String(format: "%.3g", value)
    }
}
