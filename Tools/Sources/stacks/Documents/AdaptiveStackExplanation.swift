import StackLayout

/// What `stacks explain` says about an adaptive stack: each variant's condition, whether it held
/// and on what facts, and which one the stack was placed with.
///
/// ```text
/// stack actions at 320 pt: variant 1
///   variant 0, contentSize at least accessibilityMedium: no, the content size is large
///   variant 1, doesNotFit: yes, its natural width is 412 pt and it has 320 pt  ←
/// ```
struct AdaptiveStackExplanation: CustomStringConvertible {
    var name: String
    var conditions: [StackVariant.Condition]
    var choice: StackVariantChoice

    var description: String {
        let chosen = choice.variant.map { "variant \($0)" } ?? "its own properties (no variant holds)"
        var lines = ["stack \(name) at \(NumberText.exact(choice.width)) pt: \(chosen)"]
        for (position, condition) in conditions.enumerated() {
            let held = choice.holds(condition)
            // Only the first that holds is chosen; later ones are not looked at.
            let considered = choice.variant.map { position <= $0 } ?? true
            let verdict = considered ? (held ? "yes" : "no") : "not considered"
            var line = "  variant \(position), \(Self.name(of: condition)): \(verdict), \(facts(condition))"
            if choice.variant == position { line += "  ←" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    static func name(of condition: StackVariant.Condition) -> String {
        switch condition {
        case .doesNotFit: "doesNotFit"
        case .contentSize(let least): "contentSize at least \(least.rawValue)"
        case .rootWidth(let below): "width below \(NumberText.exact(below)) pt"
        }
    }

    private func facts(_ condition: StackVariant.Condition) -> String {
        switch condition {
        case .doesNotFit:
            choice.naturalWidth.map {
                "its natural width is \(NumberText.exact($0)) pt and it has \(NumberText.exact(choice.width)) pt"
            } ?? "not judged"
        case .contentSize:
            "the content size is \(choice.contentSize.rawValue)"
        case .rootWidth:
            "the root is \(choice.rootWidth.map { NumberText.exact($0) + " pt" } ?? "of no given width") wide"
        }
    }
}
