/// The width a node was measured at, as a cache key: a number of points, or *natural* (measured
/// without a width, at its own). Stored in one word, so that a key per node costs what a
/// `Double` does (an enum with a payload, made optional for "nothing cached", would take 16
/// bytes per node on a tree of millions); the two marks that are not widths are two NaN
/// payloads no arithmetic produces, and only this type knows them.
struct WidthKey: Equatable {
    private let bits: UInt64

    private init(bits: UInt64) { self.bits = bits }

    /// A width in points (`nil`: natural).
    init(_ width: Double?) {
        bits = width?.bitPattern ?? Self.natural.bits
    }

    /// Measured without a width.
    static let natural = WidthKey(bits: Double.signalingNaN.bitPattern)
    /// Nothing measured yet: equal to no key a measurement is made with.
    static let unmeasured = WidthKey(bits: Double.nan.bitPattern)
}

/// A node's natural width as the cache keeps it: not yet known, none (a flexible node), or a
/// number of points; one word per node, for the same reason as ``WidthKey``.
struct NaturalWidthSlot {
    private var stored: Double

    /// Not yet known.
    static let unknown = NaturalWidthSlot(stored: .nan)

    private init(stored: Double) { self.stored = stored }

    /// A known natural width (`nil`: the node has none).
    init(known width: Double?) {
        stored = width ?? -.infinity
    }

    /// The width when known: `.some(nil)` for a node without one.
    var known: Double?? {
        if stored.isNaN { return .none }
        return .some(stored == -.infinity ? nil : stored)
    }
}
