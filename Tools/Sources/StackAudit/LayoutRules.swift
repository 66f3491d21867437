import DynamicButtons
import StackLayout

/// The rules on a laid-out combination: touch targets and the room between them, room around
/// buttons, truncated titles and directional buttons stacked vertically. Frames are the layout result's (root
/// coordinates, rounded to the display scale).
struct LayoutRules {
    /// The smallest distance between a button and neighbouring content, and between a button
    /// and either side of the screen.
    static let minimumSpacing = 16.0
    /// The smallest distance between the touch targets of two buttons of a group: the default
    /// button spacing (``ButtonStack/spacing``), Material's 8 dp between targets.
    static let minimumTargetSpacing = 8.0
    private static let tolerance = 1e-6

    let result: LayoutResult
    let combination: AuditCombination
    /// Whether to check truncation (at the smallest width audited).
    let checksTruncation: Bool

    func check(_ group: AuditedGroup) -> [AuditFinding] {
        guard let placed = result.details(of: group.index, for: ButtonStack.self) else { return [] }
        let neighbours = neighbourFrames(excluding: group.index)
        var findings: [AuditFinding] = []
        for (item, (index, button)) in zip(group.stack.items, placed.buttons.enumerated()) {
            let frame = button.frame
            let minimum = ButtonStack.minimumButtonSize
            if frame.width < minimum - Self.tolerance || frame.height < minimum - Self.tolerance {
                findings.append(group.finding(
                    .touchTarget, button: index, combination: combination,
                    "\(item.displayName) is \(NumberText.readable(frame.width)) × \(NumberText.readable(frame.height)) pt; "
                        + "a touch target needs at least 44 × 44 pt"))
            }
            // Each pair once, at the later button, naming the earlier one it is too close to.
            let earlier = placed.buttons.prefix(index).map(\.frame)
            if let (gap, other) = nearestGapWithIndex(from: frame, to: earlier), gap < Self.minimumTargetSpacing - Self.tolerance {
                findings.append(group.finding(
                    .targetSpacing, button: index, combination: combination,
                    "\(item.displayName) is \(NumberText.readable(max(0, gap))) pt from \(group.stack.items[other].displayName)"
                        + (gap < 0 ? " (they overlap)" : "") + "; keep at least 8 pt between touch targets"))
            }
            if let gap = nearestGap(from: frame, to: neighbours), gap < Self.minimumSpacing - Self.tolerance {
                findings.append(group.finding(
                    .contentSpacing, button: index, combination: combination,
                    "\(item.displayName) is \(NumberText.readable(max(0, gap))) pt from neighbouring content"
                        + (gap < 0 ? " (they overlap)" : "") + "; keep at least 16 pt"))
            }
            let left = frame.minX - result.bounds.minX
            let right = result.bounds.maxX - frame.maxX
            if min(left, right) < Self.minimumSpacing - Self.tolerance {
                findings.append(group.finding(
                    .sideMargins, button: index, combination: combination,
                    "\(item.displayName) is \(NumberText.readable(min(left, right))) pt from the \(Self.edge(left: left, right: right, in: result)) "
                        + "edge of the screen; keep at least 16 pt"))
            }
            if checksTruncation, button.isTitleTruncated {
                findings.append(group.finding(
                    .titleTruncated, button: index, combination: combination,
                    "the title \(item.displayName) is truncated: it needs more width than its button has"))
            }
            // Judged in every combination: a word broken across lines is never a title shown in
            // full, whatever the width.
            if button.isTitleWordBroken {
                findings.append(group.finding(
                    .titleTruncated, button: index, combination: combination,
                    "the title \(item.displayName) breaks a word across lines: a word is wider than its button; "
                        + "give the group more width or a shorter word"))
            }
            // Judged by the arrangement this combination got, not by the parent stack: a row
            // keeps directional buttons side by side wherever it sits, and a column stacks them
            // whatever holds it. A lone button is not stacked.
            if !placed.arrangement.isRow, group.stack.items.count > 1, DirectionalNavigation.isDirectional(item) {
                findings.append(group.finding(
                    .directionalIconOnly, button: index, combination: combination,
                    "\(item.displayName) is for directional navigation, but its group is stacked vertically "
                        + "('\(placed.arrangement)'); keep directional buttons side by side in a row"))
            }
        }
        return findings
    }

    /// The edge of the screen a button is nearer, as the layout reads: `leading` or `trailing`
    /// (the left edge is the leading one left to right and the trailing one right to left), the
    /// leading one when both are as near, so that one margin mirrored in Arabic reads, and is
    /// counted, as the same problem.
    static func edge(left: Double, right: Double, in result: LayoutResult) -> String {
        let leftToRight = result.environment.direction == .leftToRight
        let (leading, trailing) = leftToRight ? (left, right) : (right, left)
        return leading <= trailing ? "leading" : "trailing"
    }

    /// The visible parts of every visible leaf node (boxes, texts, other custom nodes) with an
    /// area, except the group itself. Content a list clips away (cells past its edge) is not a
    /// neighbour: nobody sees it there.
    private func neighbourFrames(excluding group: Int) -> [Rect] {
        let tree = result.tree
        let clips = result.clipRects()
        return tree.indices.compactMap { index in
            guard index != group, !tree.kind(at: index).hasChildren, !tree.isHidden(at: index) else { return nil }
            let frame = clips[index].map(result.frames[index].intersection) ?? result.frames[index]
            return frame.width > 0 && frame.height > 0 ? frame : nil
        }
    }

    /// The gap between `frame` and the nearest neighbour beside, above or below it (negative
    /// when they overlap). Content that contains the button entirely (a background) and
    /// content only diagonally away does not count.
    private func nearestGap(from frame: Rect, to neighbours: [Rect]) -> Double? {
        nearestGapWithIndex(from: frame, to: neighbours)?.gap
    }

    /// ``nearestGap(from:to:)`` with the index of the neighbour it is to.
    private func nearestGapWithIndex(from frame: Rect, to neighbours: [Rect]) -> (gap: Double, index: Int)? {
        var nearest: (gap: Double, index: Int)?
        for (index, other) in neighbours.enumerated() {
            if other.minX <= frame.minX + Self.tolerance && other.maxX >= frame.maxX - Self.tolerance
                && other.minY <= frame.minY + Self.tolerance && other.maxY >= frame.maxY - Self.tolerance
            {
                continue
            }
            let horizontal = max(other.minX - frame.maxX, frame.minX - other.maxX)
            let vertical = max(other.minY - frame.maxY, frame.minY - other.maxY)
            let gap: Double
            if horizontal < 0 && vertical < 0 {
                gap = max(horizontal, vertical)  // overlapping
            } else if horizontal < 0 {
                gap = vertical  // above or below
            } else if vertical < 0 {
                gap = horizontal  // beside
            } else {
                continue  // diagonal
            }
            if gap < nearest?.gap ?? .infinity { nearest = (gap, index) }
        }
        return nearest
    }
}
