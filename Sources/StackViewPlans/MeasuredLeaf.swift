import StackLayout

/// A leaf node that the engine measures through a closure: a view of a host toolkit (a SwiftUI
/// subview, say) taking part in an engine layout as a child of a stack or container.
///
/// The engine asks a container two questions (docs/layout-semantics.md, "Containers"): its
/// natural size, with the width unspecified, and its height at a given width. The leaf passes
/// both to ``measure`` as the host would ask its view: `ProposedSize(width: nil, height: nil)`
/// for the ideal size, `ProposedSize(width: w, height: nil)` for the height at width `w` (text
/// wraps at `w`). Given a width the leaf is that wide, whatever the closure answers.
///
/// The leaf has no children and no parts; its frame in the result is where the host view goes.
/// Its baselines are its bottom edge, as a view without text: the host's baselines are not
/// asked for.
public struct MeasuredLeaf: ContainerLayout {
    /// The host's answer for a proposal.
    public let measure: @Sendable (ProposedSize) -> Size

    /// Creates a leaf answering with `measure`.
    public init(measure: @escaping @Sendable (ProposedSize) -> Size) {
        self.measure = measure
    }

    /// `measured`, in frames exports.
    public var kindName: String { "measured" }

    /// The closure's answer, with lengths it should not give (NaN, negative, infinite) read as
    /// 0: a host view's answer is not checked when the tree is built, and one bad answer must
    /// not turn every frame of the layout into NaN.
    public func sizeThatFits(proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Void) -> ContainerSize {
        if let width = proposal.finiteWidth {
            let answer = measure(ProposedSize(width: width, height: nil))
            return ContainerSize(width: width, height: Self.length(answer.height))
        }
        let answer = measure(.unspecified)
        return ContainerSize(width: Self.length(answer.width), height: Self.length(answer.height))
    }

    /// Nothing to place: the leaf has no children and no parts.
    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: ContainerSubviews, cache: inout Void
    ) -> ContainerPlacement<Void> {
        ContainerPlacement()
    }

    /// A length the engine can use: finite and not negative, else 0.
    static func length(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}
