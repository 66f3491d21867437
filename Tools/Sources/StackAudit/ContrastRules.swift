import DynamicButtons
import StackDocument

/// The colour rules, as WCAG 2.1 AA asks them, in the colours the document's theme gives its
/// buttons (`DocumentTheme.buttonAppearance`, as the renderer draws them): each enabled button's
/// title (4.5:1) or icon (3:1) against its fill (1.4.3, 1.4.11); and its fill against the
/// background (3:1) only where nothing else identifies the button — where its title or icon
/// does not reach its minimum against the background too, so that the fill's shape is what
/// shows it. A control identified by its text or icon needs no visible boundary (WCAG's
/// Understanding 1.4.11), so the default grey button, whose blue title reads on grey and on
/// white alike, passes. Disabled and loading buttons are exempt, as WCAG exempts inactive
/// components.
enum ContrastRules {
    static func check(_ group: AuditedGroup, theme: DocumentTheme) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let appearance = theme.buttonAppearance
        let background = appearance.background
        for (index, item) in group.stack.items.enumerated() where item.state.isInteractive {
            let look = appearance.look(kind: item.kind, state: item.state)
            let (content, fill) = (look.content, look.fill)
            let behind = fill ?? background
            let behindName = fill.map { "its fill \($0)" } ?? "the background \(background)"
            let ratio = content.contrastRatio(with: behind)
            let minimum = item.showsTitle ? WCAGContrast.textMinimum : WCAGContrast.nonTextMinimum
            if ratio < minimum {
                let what = item.showsTitle ? "title" : "icon"
                findings.append(group.finding(
                    .textContrast, button: index,
                    "the \(what) of \(item.displayName) (\(content)) contrasts \(Self.formatRatio(ratio)) with \(behindName); "
                        + "WCAG AA needs \(Self.formatRatio(minimum))"))
            }
            // The title or icon identifies the button by itself when it reads on the background
            // as well as on the fill; only otherwise must the fill's shape be seen.
            let identifiedByContent = content.contrastRatio(with: background) >= minimum
            if let fill, !identifiedByContent {
                let fillRatio = fill.contrastRatio(with: background)
                if fillRatio < WCAGContrast.nonTextMinimum {
                    findings.append(group.finding(
                        .fillContrast, button: index,
                        "the fill of \(item.displayName) (\(fill)) contrasts \(Self.formatRatio(fillRatio)) with the background "
                            + "\(background), and its \(item.showsTitle ? "title" : "icon") does not read on the background "
                            + "without it; WCAG asks \(Self.formatRatio(WCAGContrast.nonTextMinimum)) for a component's shape"))
                }
            }
        }
        return findings
    }

    /// "4.47:1": rounded down to two decimals, so that a ratio under a minimum never prints as
    /// reaching it (4.4986 is "4.49:1", not "4.5:1").
    static func formatRatio(_ value: Double) -> String {
        "\(NumberText.readable(((value + 1e-9) * 100).rounded(.down) / 100)):1"
    }
}
