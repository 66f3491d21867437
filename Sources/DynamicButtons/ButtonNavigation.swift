/// The way a navigation button moves through a sequence (pages, steps, photos), as a document
/// or an app states it: what makes the button directional (``DirectionalNavigation``), and the
/// natural order of a row of them (back before forward, in reading order, so mirrored right to
/// left).
public enum ButtonNavigation: String, Hashable, Sendable, CaseIterable {
    /// To the previous item: Back, Previous.
    case back
    /// To the next item: Next, Continue to the next step.
    case forward
}
