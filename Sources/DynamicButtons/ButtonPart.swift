import StackLayout

/// The parts of a placed button, as a button stack reports them (`ContainerPart/role`) and as
/// frames JSON names them: the button itself, and its image, title and spinner, which carry the
/// button's id.
public enum ButtonPart: String, Hashable, Sendable, CaseIterable {
    /// The whole button (its touch target); its frame is also `frame(of: id)`.
    case button
    /// The icon.
    case image
    /// The title; an icon-only button has none.
    case title
    /// The spinner of a loading button, in place of its title (or an icon-only button's icon).
    case spinner

    /// The part's role in a button stack's `ContainerPart`s and frames exports.
    public var role: PartRole { PartRole(rawValue: rawValue) }
}

extension LayoutResult {
    /// The frame of `part` of the button `id` of any button stack in the result, in root
    /// coordinates (rounded and mirrored like every frame); `nil` when there is no such button
    /// or it has no such part. `frame(of: "safari", part: .title)` is the title of the button
    /// whose item id is `safari`.
    public func frame(of id: String, part: ButtonPart) -> Rect? {
        frame(of: id, part: part.role)
    }
}
