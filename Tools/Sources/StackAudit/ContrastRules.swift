import DynamicButtons
import StackDocument
import StackRender

/// The colour rules: each enabled button's title (or icon) against its fill, and its fill
/// against the background, in the colours of ``ButtonPalette``. Disabled and loading buttons
/// are exempt, as WCAG exempts inactive components.
enum ContrastRules {
    static func check(_ group: AuditedGroup, theme: DocumentTheme) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for (index, item) in group.stack.items.enumerated() where item.state.isInteractive {
            let palette = ButtonPalette(kind: item.kind, state: item.state, theme: theme)
            guard let content = Color(hex: palette.content), let background = Color(hex: palette.background) else {
                continue
            }
            let fill = palette.fill.flatMap(Color.init(hex:))
            let behind = fill ?? background
            let behindName = fill == nil ? "the background \(palette.background)" : "its fill \(palette.fill!)"
            let ratio = content.contrastRatio(with: behind)
            let minimum = item.showsTitle ? WCAGContrast.textMinimum : WCAGContrast.nonTextMinimum
            if ratio < minimum {
                let what = item.showsTitle ? "title" : "icon"
                findings.append(group.finding(
                    .textContrast, button: index,
                    "the \(what) of \(item.displayName) (\(palette.content)) contrasts \(Self.formatRatio(ratio)) with \(behindName); "
                        + "WCAG AA needs \(Self.formatRatio(minimum))"))
            }
            if let fill, let fillHex = palette.fill {
                let fillRatio = fill.contrastRatio(with: background)
                if fillRatio < WCAGContrast.nonTextMinimum {
                    findings.append(group.finding(
                        .fillContrast, button: index,
                        "the fill of \(item.displayName) (\(fillHex)) contrasts \(Self.formatRatio(fillRatio)) with the background "
                            + "\(palette.background); WCAG asks \(Self.formatRatio(WCAGContrast.nonTextMinimum)) for a component's shape"))
                }
            }
        }
        return findings
    }

    /// "4.47:1": rounded down to two decimals, so that a ratio under a minimum never prints as
    /// reaching it (4.4986 is "4.49:1", not "4.5:1").
    static func formatRatio(_ value: Double) -> String {
        "\(AuditNumber.format(((value + 1e-9) * 100).rounded(.down) / 100)):1"
    }
}
