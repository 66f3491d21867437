import DynamicButtons
import StackLayout

/// The rules about a group's make-up: primary first and alone, icon-only buttons labelled and
/// few.
enum GroupRules {
    /// The findings about `group`, whose document reads in `reading` direction (which way a
    /// chevron points).
    static func check(_ group: AuditedGroup, reading: ReadingDirection = .leftToRight) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let items = group.stack.items
        let primaries = items.indices.filter { items[$0].kind == .primary }
        // Directional buttons keep their natural order, back before forward (a row, which they
        // always are, mirrors it right to left): [Back, Next (primary)] is right as it is.
        let naturalOrder = DirectionalNavigation.isInNaturalOrder(items, reading: reading)
        if let first = primaries.first, first != 0, !naturalOrder {
            findings.append(group.finding(
                .primaryFirst, button: first,
                "the primary button \(items[first].displayName) is button \(first + 1) of \(items.count); put it first"))
        }
        if primaries.count > 1 && !group.stack.isParallel {
            for index in primaries.dropFirst() {
                findings.append(group.finding(
                    .singlePrimary, button: index,
                    "\(items[index].displayName) is one of \(primaries.count) primary buttons in the group; keep one "
                        + "(or mark parallel actions with parallel: true)"))
            }
        }
        let iconOnly = items.indices.filter { items[$0].kind == .iconOnly }
        for index in iconOnly where (items[index].accessibilityLabel ?? "").isEmpty {
            let spoken = items[index].accessibility.label
            findings.append(group.finding(
                .iconOnlyLabel, button: index,
                "icon-only button \(items[index].id) has no accessibilityLabel; a screen reader says \"\(spoken)\""))
        }
        if iconOnly.count > 3 {
            findings.append(group.finding(
                .iconOnlyCount, "the group has \(iconOnly.count) icon-only buttons; use at most 3 (give the others titles)"))
        }
        return findings
    }
}
