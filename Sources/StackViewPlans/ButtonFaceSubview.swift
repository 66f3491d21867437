import DynamicButtons

/// One view a button stack view shows for a button, in the order the view creates them and its
/// layout places them: for each item its button (the touch target, carrying the action and
/// accessibility), then its icon, title and spinner when it shows them.
///
/// The list depends on the items alone, not on the placement, because a view builds its
/// subviews before anything is laid out. What is shown never changes a size (a loading button
/// keeps its title's room), so the faces have a frame for every entry.
public struct ButtonFaceSubview: Hashable, Sendable, Identifiable {
    /// The index of the item the view belongs to.
    public var item: Int
    /// Which part of the button the view is.
    public var part: ButtonPart
    /// The item's id and the part, unique while item ids are.
    public var id: String

    /// Creates an entry.
    public init(item: Int, part: ButtonPart, itemID: String) {
        self.item = item
        self.part = part
        self.id = "\(itemID)/\(part.rawValue)"
    }

    /// The views for `items`, in order:
    /// - the button, always;
    /// - the icon, when the item names one and no spinner replaces it (a loading icon-only
    ///   button shows its spinner instead);
    /// - the title, when the item shows one and is not loading (a spinner replaces it);
    /// - the spinner, while loading.
    public static func list(for items: [ButtonItem]) -> [ButtonFaceSubview] {
        var list: [ButtonFaceSubview] = []
        for (index, item) in items.enumerated() {
            let loading = item.state == .loading
            list.append(ButtonFaceSubview(item: index, part: .button, itemID: item.id))
            if item.iconName != nil, !(loading && !item.showsTitle) {
                list.append(ButtonFaceSubview(item: index, part: .image, itemID: item.id))
            }
            if item.showsTitle, !loading {
                list.append(ButtonFaceSubview(item: index, part: .title, itemID: item.id))
            }
            if loading {
                list.append(ButtonFaceSubview(item: index, part: .spinner, itemID: item.id))
            }
        }
        return list
    }
}
