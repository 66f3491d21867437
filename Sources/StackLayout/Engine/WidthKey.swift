/// The width a node was measured at, as a cache key: a number of points, or *natural*. One word
/// (an optional enum would take 16 bytes per node on a tree of millions): the two marks that
/// are not widths are NaN payloads no arithmetic produces.
struct WidthKey: Equatable {
    private let bits: UInt64

    private init(bits: UInt64) { self.bits = bits }

    /// A width in points (`nil`: natural).
    @inline(__always)
    init(_ width: Double?) {
        bits = width?.bitPattern ?? Self.naturalBits
    }

    /// `Double.signalingNaN`'s and `Double.nan`'s bit patterns, as literals: a `static let`
    /// would be checked for initialisation on every use, in the engine's hottest loop.
    private static var naturalBits: UInt64 { 0x7FF4_0000_0000_0000 }
    private static var unmeasuredBits: UInt64 { 0x7FF8_0000_0000_0000 }

    /// Nothing measured yet: equal to no key a measurement is made with.
    static var unmeasured: WidthKey { WidthKey(bits: unmeasuredBits) }
}

/// A node's natural width as the cache keeps it, in one word as ``WidthKey``: unknown, none, or points.
struct NaturalWidthSlot {
    private var stored: Double

    static var unknown: NaturalWidthSlot { NaturalWidthSlot(stored: .nan) }

    private init(stored: Double) { self.stored = stored }

    /// A known natural width (`nil`: the node has none).
    init(known width: Double?) {
        stored = width ?? -.infinity
    }

    /// Whether the natural width is known.
    @inline(__always)
    var isKnown: Bool { !stored.isNaN }

    /// The known natural width; `nil` for a node without one.
    @inline(__always)
    var width: Double? { stored == -.infinity ? nil : stored }
}
