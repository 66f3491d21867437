import StackLayout

/// The icons of a button stack's buttons at one content size category: the size each button
/// gives (or the standard one) and the points it resolves to, which is what every fit, height
/// and frame of the stack uses. `stacks explain` prints it under the arrangements, so that a
/// row lost to a grown icon can be told from one lost to a longer title.
public struct ButtonStackIcons: Hashable, Sendable, CustomStringConvertible {
    /// One button's icon.
    public struct Icon: Hashable, Sendable {
        /// The button, as messages name it: its title in quotes (`'Share'`), or its id when it
        /// shows no title.
        public var button: String
        /// The size given, or the standard one (``ButtonItem/effectiveIconSize``).
        public var size: ButtonIconSize
        /// The size in points at ``ButtonStackIcons/category``.
        public var points: Size
    }

    /// The content size category the icons were resolved at.
    public var category: TextSizeCategory
    /// One icon per button, in the stack's order.
    public var icons: [Icon]

    /// The icons of `stack`'s buttons at `category`.
    public init(_ stack: ButtonStack, category: TextSizeCategory) {
        self.category = category
        icons = stack.items.map { item in
            Icon(button: item.showsTitle && !item.title.isEmpty ? "'\(item.title)'" : item.id,
                 size: item.effectiveIconSize, points: item.resolvedIconSize(for: category))
        }
    }

    /// `icons: 74.82 × 74.82 pt (24 pt scaled with body, at accessibilityXXXLarge)` when every
    /// button has the same icon; otherwise one entry per distinct icon, naming its buttons in
    /// order of first appearance: `icons: 'Share', 'Delete' 24 × 24 pt (fixed); 'Open' 31.2 ×
    /// 31.2 pt (24 pt scaled with title3, at xxxLarge)`. Points are rounded to two decimals.
    public var description: String {
        guard let first = icons.first else { return "icons: none" }
        var groups: [(icon: Icon, buttons: [String])] = []
        for icon in icons {
            if let index = groups.firstIndex(where: { $0.icon.size == icon.size && $0.icon.points == icon.points }) {
                groups[index].buttons.append(icon.button)
            } else {
                groups.append((icon, [icon.button]))
            }
        }
        guard groups.count > 1 else { return "icons: " + text(first) }
        return "icons: " + groups.map { $0.buttons.joined(separator: ", ") + " " + text($0.icon) }.joined(separator: "; ")
    }

    private func text(_ icon: Icon) -> String {
        let points = "\(NumberText.readable(icon.points.width)) × \(NumberText.readable(icon.points.height)) pt"
        return points + (icon.size.isScaled ? " (\(icon.size), at \(category.rawValue))" : " (fixed)")
    }
}
