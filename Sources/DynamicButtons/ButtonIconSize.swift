import StackLayout

/// The size of a button's icon: a width and a height, each a fixed number of points or a
/// `Length/scaled(_:relativeTo:)` length that grows with the text size as SF Symbols do.
///
/// ```swift
/// ButtonIconSize(width: 30, height: 20)              // 30 × 20 pt at every text size
/// ButtonIconSize.scaled(24, relativeTo: .body)       // 24 pt at large, 24 × 53/17 ≈ 74.82 pt at accessibilityXXXLarge
/// ButtonIconSize.standard(for: .style(.headline))    // what a button without a size gets
/// ```
///
/// Only points and scaled lengths: a button stack resolves its icons without the root bounds or
/// a container, so fractions and per-width values are refused (``invalidValue(_:)``).
public struct ButtonIconSize: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Length
    /// The height.
    public var height: Length

    /// The side of the standard icon at the default content size (`large`): 24 pt, the size of
    /// a symbol image beside 17 pt body text.
    public static let standardSide = 24.0

    /// An icon `width` × `height`; number literals are fixed points.
    public init(width: Length, height: Length) {
        self.width = width
        self.height = height
    }

    /// An icon of a fixed `size` in points.
    public init(_ size: Size) {
        self.init(width: .points(size.width), height: .points(size.height))
    }

    /// A square icon `side` points at the default content size, scaled with `style` as
    /// `UIFontMetrics(forTextStyle:).scaledValue(for:)` scales it.
    public static func scaled(_ side: Double, relativeTo style: TextStyle) -> ButtonIconSize {
        ButtonIconSize(width: .scaled(side, relativeTo: style), height: .scaled(side, relativeTo: style))
    }

    /// The icon of a button whose title is set in `font` and that gives no size of its own: a
    /// ``standardSide`` square that scales with the title's text style, as a symbol image
    /// configured with that style does (24 pt at `large`, 24 × 53/17 ≈ 74.82 pt for body at
    /// `accessibilityXXXLarge`). A title of a fixed size does not scale, and neither does its
    /// icon: 24 pt at every category.
    public static func standard(for font: TextFont) -> ButtonIconSize {
        guard case .style(let style) = font else {
            return ButtonIconSize(width: .points(standardSide), height: .points(standardSide))
        }
        return .scaled(standardSide, relativeTo: style)
    }

    /// Whether either dimension grows with the text size.
    public var isScaled: Bool {
        [width, height].contains { if case .scaled = $0 { true } else { false } }
    }

    /// The size in points at `category`. A length other than points or a scaled length (which
    /// ``invalidValue(_:)`` refuses, and so does building a `LayoutTree`) counts as 0.
    public func resolved(for category: TextSizeCategory) -> Size {
        Size(width: Self.points(width, at: category), height: Self.points(height, at: category))
    }

    private static func points(_ length: Length, at category: TextSizeCategory) -> Double {
        switch length {
        case .points(let value): value
        case .scaled(let value, let style): DynamicTypeTable.scaledValue(value, relativeTo: style, at: category)
        case .container, .root, .byWidth: 0
        }
    }

    /// What each side must be: a button stack resolves its icons without the root bounds or a
    /// container.
    public static let lengthRequirement = ValueRequirement.custom(
        "a number of points or a scaled length (button icons do not resolve proportions of the container, the root or the width)")

    /// The first dimension that is out of range, as the button stack's own property
    /// `NAME.width` or `NAME.height` for `name` (`image`, or `items[2].image`): the
    /// `InvalidValue` rules for a length of 0 points or more, and only points or scaled
    /// lengths (``lengthRequirement``).
    public func invalidValue(_ name: String) -> InvalidValue? {
        for (side, length) in [("width", width), ("height", height)] {
            let property = LayoutProperty.custom("\(name).\(side)")
            switch length {
            case .points, .scaled:
                if let problem = InvalidValue.checking(length, property, nonNegative: true) { return problem }
            case .container, .root, .byWidth:
                return InvalidValue(property: property, value: .nan, requirement: Self.lengthRequirement)
            }
        }
        return nil
    }

    /// How people read it: `24 × 24 pt`, `24 pt scaled with body` (a square scaled with one
    /// style), `30 pt scaled with body × 20 pt`.
    public var description: String {
        if width == height, case .scaled(let side, let style) = width {
            return "\(NumberText.readable(side)) pt scaled with \(style.rawValue)"
        }
        if case .points(let w) = width, case .points(let h) = height {
            return "\(NumberText.readable(w)) × \(NumberText.readable(h)) pt"
        }
        return "\(Self.text(width)) × \(Self.text(height))"
    }

    private static func text(_ length: Length) -> String {
        switch length {
        case .points(let value): "\(NumberText.readable(value)) pt"
        case .scaled(let value, let style): "\(NumberText.readable(value)) pt scaled with \(style.rawValue)"
        default: length.description
        }
    }
}
