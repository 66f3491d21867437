import StackLayout

/// Why one button does not fit an arrangement.
public struct ButtonShortfall: Hashable, Sendable, CustomStringConvertible {
    /// The dimension that is short.
    public enum Dimension: String, Hashable, Sendable {
        case width, height
    }

    /// The index of the button that does not fit (`nil` when the stack as a whole is too tall).
    public var buttonIndex: Int?
    /// The button's title, for messages.
    public var title: String?
    /// Which dimension is short.
    public var dimension: Dimension
    /// The length needed, in points.
    public var needs: Double
    /// The length available, in points.
    public var has: Double
    /// Whether the title fits only by breaking inside a word (column-above): `needs` is then the
    /// width its widest word needs.
    public var isWordBroken: Bool

    /// A shortfall of `needs` against `has` points.
    public init(buttonIndex: Int?, title: String?, dimension: Dimension, needs: Double, has: Double, isWordBroken: Bool = false) {
        self.buttonIndex = buttonIndex
        self.title = title
        self.dimension = dimension
        self.needs = needs
        self.has = has
        self.isWordBroken = isWordBroken
    }

    /// "'Add to Favourites' needs 200.5 pt, has 200 pt": both lengths exact
    /// (`NumberText/exact(_:)`), so that a message neither claims a fit that is not there nor
    /// hides one by rounding (a need of 200.5 pt rounded up to 201 would look too wide for a
    /// 201 pt share that holds it).
    public var description: String {
        let subject = title.map { "'\($0)'" } ?? "the stack"
        let unit = dimension == .width ? "pt" : "pt of height"
        let reason = isWordBroken ? " not to break a word" : ""
        return "\(subject) needs \(NumberText.exact(needs)) \(unit)\(reason), has \(NumberText.exact(has)) \(unit)"
    }
}

/// Whether one arrangement fits a width (and a height limit), and how tall it is.
public struct ArrangementCheck: Hashable, Sendable {
    /// The arrangement checked.
    public var arrangement: ButtonArrangement
    /// The stack's height in this arrangement at the width.
    public var height: Double
    /// What does not fit; empty when the arrangement fits.
    public var shortfalls: [ButtonShortfall]

    /// Whether every title shows in full (and the height limit, if any, is kept).
    public var fits: Bool { shortfalls.isEmpty }
    /// Whether every title shows in full at the width, whatever the height.
    public var fitsWidth: Bool { !shortfalls.contains { $0.dimension == .width } }
}

/// A button stack's answer to "how big are you at this width".
public struct ButtonStackMeasurement: Hashable, Sendable {
    /// The arrangement chosen: the least tall that fits (the first of equally tall ones).
    public var arrangement: ButtonArrangement
    /// The size: the width given and the arrangement's height.
    public var size: Size
    /// How far the chosen arrangement exceeds the width or height limit, when none fits;
    /// zero when it fits.
    public var overflow: Size
}

/// One placed button, frames relative to the stack's top-left corner (left to right).
public struct PlacedButton: Hashable, Sendable {
    /// The button's id.
    public var id: String
    /// The whole button (its touch target).
    public var frame: Rect
    /// The icon.
    public var image: Rect
    /// The title (several lines in ``ButtonArrangement/columnAbove``); zero-size for an
    /// icon-only button.
    public var title: Rect
    /// Whether the title did not fit its button and is truncated at its end.
    public var isTitleTruncated: Bool = false
    /// Whether the title wraps with a word broken across lines (column-above, when no
    /// arrangement holds a word as wide as it is).
    public var isTitleWordBroken: Bool = false
    /// Whether the title wraps onto as many lines as it needs at its width (in
    /// ``ButtonArrangement/columnAbove``, unless the button hugs its content); otherwise it is
    /// one line, truncated at its end when it does not fit.
    public var wrapsTitle: Bool = false
    /// The icon drawn in ``image``, by SF Symbols name: the item's, or `nil` when it has none or
    /// a spinner takes its place (a loading icon-only button).
    public var iconName: String?
    /// The title as it is measured and drawn in ``title``: its font, and its wrapping (any
    /// number of lines at the title's width in ``ButtonArrangement/columnAbove``; otherwise one
    /// line, cut at the title's width when truncated). `nil` for an icon-only button, and while
    /// loading, when a spinner takes its place.
    public var titleText: TextMeasurementRequest?
    /// A loading button's spinner: a square of the title's font size, centred on what it
    /// replaces (the title, or an icon-only button's icon) and no larger; `nil` unless loading.
    public var spinner: Rect?
}

/// A placed button stack. ``ButtonStack/place(in:environment:measurer:)`` gives frames relative
/// to the stack's top-left corner, left to right and unrounded; in a `LayoutResult`
/// (`LayoutResult.placements(of:)`) they are in root coordinates, rounded and mirrored like
/// every frame.
public struct ButtonStackPlacement: Hashable, Sendable, PlacementFrames {
    /// The arrangement used.
    public var arrangement: ButtonArrangement
    /// The size of the bounds the stack was placed in, before pixel rounding: the width its
    /// arrangement was chosen at.
    public var size: Size
    /// The buttons, in the order of the items.
    public var buttons: [PlacedButton]
    /// How far the content exceeds the bounds (zero when it fits).
    public var overflow: Size

    public func mappingFrames(_ transform: (Rect) -> Rect) -> ButtonStackPlacement {
        var mapped = self
        for i in mapped.buttons.indices {
            mapped.buttons[i].frame = transform(buttons[i].frame)
            mapped.buttons[i].image = transform(buttons[i].image)
            mapped.buttons[i].title = transform(buttons[i].title)
            mapped.buttons[i].spinner = buttons[i].spinner.map(transform)
        }
        return mapped
    }
}

/// Every arrangement checked at one width, for `stacks explain`.
public struct ButtonStackExplanation: Hashable, Sendable, CustomStringConvertible {
    /// The width examined.
    public var width: Double
    /// The height limit, if any.
    public var heightLimit: Double?
    /// One check per arrangement, in measuring order.
    public var checks: [ArrangementCheck]
    /// The arrangement measuring picks: the most compact that fits.
    public var chosen: ButtonArrangement
    /// The height of the bounds the stack was placed in, when known.
    public var boundsHeight: Double?
    /// The arrangement placed in those bounds: ``chosen``, or with room to spare the expanded
    /// arrangement that fills them.
    public var placed: ButtonArrangement
    /// The arrangements the stack may expand into with room to spare, in order (empty when it
    /// does not expand).
    public var expansionOrder: [ButtonArrangement]

    /// The explanation of `checks` at `width`: `chosen` measured, `placed` in bounds of
    /// `boundsHeight` (`chosen` when no bounds are given).
    public init(width: Double, heightLimit: Double?, checks: [ArrangementCheck], chosen: ButtonArrangement,
                boundsHeight: Double? = nil, placed: ButtonArrangement? = nil, expansionOrder: [ButtonArrangement] = []) {
        self.width = width
        self.heightLimit = heightLimit
        self.checks = checks
        self.chosen = chosen
        self.boundsHeight = boundsHeight
        self.placed = placed ?? chosen
        self.expansionOrder = expansionOrder
    }

    /// Every arrangement's verdict, `→` at the one measuring picks, `⇒` at the one placed, and why.
    public var description: String {
        let points = NumberText.readable
        var lines = ["at \(points(width)) pt wide" + (heightLimit.map { ", at most \(points($0)) pt tall" } ?? "") + ":"]
        for check in checks {
            let mark = check.arrangement == chosen ? "→" : check.arrangement == placed ? "⇒" : " "
            let verdict = check.fits
                ? "fits, \(points(check.height)) pt tall"
                : "does not fit: " + check.shortfalls.map(\.description).joined(separator: "; ")
            lines.append("\(mark) \(check.arrangement.rawValue.padded(14)) \(verdict)")
        }
        if placed != chosen, let boundsHeight, let compact = checks.first(where: { $0.arrangement == chosen }) {
            lines.append(
                "⇒ placed as \(placed.rawValue): its bounds are \(points(boundsHeight)) pt tall, "
                    + "\(points(boundsHeight - compact.height)) pt more than \(chosen.rawValue) needs, and \(placed.rawValue) "
                    + "is the first of \(expansionOrder.map(\.rawValue).joined(separator: ", ")) that fits them")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
