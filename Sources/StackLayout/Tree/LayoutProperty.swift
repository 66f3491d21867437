/// A property of a node that a ``LayoutError`` can be about: the size, spacing, margins,
/// priorities, text and proportions of the engine's own nodes, and any named property of a
/// ``ContainerLayout``.
///
/// Its ``description`` spells the property as documents do (`width`, `margins.top`,
/// `hugging.vertical`, `fit.min`), so an error reads in the author's terms; a document reader
/// records where each property was written under the same case, which is how an error finds
/// its line and column without reading any text back.
///
/// Only the cases that nest a property are `indirect`, so naming any other property (as every
/// check does) allocates nothing.
public enum LayoutProperty: Hashable, Sendable, CustomStringConvertible {
    /// A box's width, or the width a node is laid out at.
    case width
    /// A box's height.
    case height
    /// A stack's or list's spacing between children.
    case spacing
    /// The custom spacing after a node in its stack.
    case spacingAfter
    /// One of a stack's margins.
    case margin(InsetEdge)
    /// Content hugging along an axis.
    case hugging(LayoutAxis)
    /// Compression resistance along an axis.
    case compressionResistance(LayoutAxis)
    /// A text's font size.
    case fontSize
    /// A text's line limit.
    case lineLimit
    /// The aspect ratio a node keeps.
    case aspectRatio
    /// The centre offset along an axis.
    case offset(LayoutAxis)
    /// The smallest font size fitting text may take.
    case fitMinimum
    /// The largest font size fitting text may take.
    case fitMaximum
    /// One of the margins fitting text keeps inside its frame.
    case fitMargin(InsetEdge)
    /// A threshold (minimum root width) of a per-width value of `property`.
    indirect case breakpoint(of: LayoutProperty)
    /// The root width below which a stack variant applies (`when: {width: {below: …}}`).
    case rootWidthCondition
    /// `property` as variant `position` of an adaptive stack sets it (`variants[1].spacing`).
    indirect case variant(Int, LayoutProperty)
    /// A property a ``ContainerLayout`` names itself, as documents spell it (`items[1].image.width`).
    case custom(String)

    public var description: String {
        switch self {
        case .width: "width"
        case .height: "height"
        case .spacing: "spacing"
        case .spacingAfter: "spacingAfter"
        case .margin(let edge): "margins.\(edge.rawValue)"
        case .hugging(let axis): "hugging.\(axis.rawValue)"
        case .compressionResistance(let axis): "compressionResistance.\(axis.rawValue)"
        case .fontSize: "size"
        case .lineLimit: "lines"
        case .aspectRatio: "aspect"
        case .offset(let axis): axis == .horizontal ? "offset.x" : "offset.y"
        case .fitMinimum: "fit.min"
        case .fitMaximum: "fit.max"
        case .fitMargin(let edge): "fit.margins.\(edge.rawValue)"
        case .breakpoint(let property): "\(property) breakpoint"
        case .rootWidthCondition: "when.width"
        case .variant(let position, let property): "variants[\(position)].\(property)"
        case .custom(let name): name
        }
    }
}
