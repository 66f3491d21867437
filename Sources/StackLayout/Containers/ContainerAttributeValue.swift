/// The value of a fact a ``ContainerLayout`` reports with its node (``ContainerPlacement/attributes``):
/// a word, or a size in points kept at full precision, so that machine output (frames JSON)
/// can print the exact numbers while messages and captions print them rounded for people.
public enum ContainerAttributeValue: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// A word or phrase, printed as it is (for example `row-beside`).
    case text(String)
    /// A size in points, exact (for example how far a button stack overflows its bounds).
    case size(Size)

    /// Creates a text value.
    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// For people: the text as it is; a size as `width×height` rounded to two decimals
    /// (``NumberText/readable(_:)``), `4.1×0` rather than `4.100000000000001×0.0`.
    public var description: String {
        switch self {
        case .text(let text): text
        case .size(let size): "\(NumberText.readable(size.width))×\(NumberText.readable(size.height))"
        }
    }
}
