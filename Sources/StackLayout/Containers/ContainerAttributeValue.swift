/// The value of a fact a ``ContainerLayout`` reports (``ContainerPlacement/attributes``): a word,
/// or a size kept exact for machine output and rounded for people by ``description``.
public enum ContainerAttributeValue: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// A word or phrase, printed as it is (for example `row-beside`).
    case text(String)
    /// A size in points, exact (for example how far a button stack overflows its bounds).
    case size(Size)

    /// Creates a text value.
    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// The text as it is; a size as `width×height` rounded to two decimals (`4.1×0`).
    public var description: String {
        switch self {
        case .text(let text): text
        case .size(let size): "\(NumberText.readable(size.width))×\(NumberText.readable(size.height))"
        }
    }
}
