/// Which variant an adaptive stack was placed with, and the facts its conditions were judged
/// on, so that a reader (`stacks explain`) can say why.
public struct StackVariantChoice: Hashable, Sendable {
    /// The index of the variant chosen in the stack's ``Stack/variants``; `nil`: none held and
    /// the stack kept its own properties.
    public var variant: Int?
    /// The width the stack was placed at (unrounded).
    public var width: Double
    /// The stack's natural width (what `doesNotFit` compares with: with its own properties, or
    /// those of the first variant whose environment condition holds), when a `doesNotFit`
    /// condition was judged.
    public var naturalWidth: Double?
    /// The content size category of the layout.
    public var contentSize: TextSizeCategory
    /// The root's width, when known.
    public var rootWidth: Double?

    /// Whether `condition` held for this placement.
    public func holds(_ condition: StackVariant.Condition) -> Bool {
        switch condition {
        case .doesNotFit: naturalWidth.map { $0 > width + StackVariant.fitTolerance } ?? false
        case .contentSize(let least): contentSize >= least
        case .rootWidth(let below): rootWidth.map { $0 < below } ?? false
        }
    }
}
