/// One visible child as the along-axis distribution sees it.
struct AxisItem {
    /// Intrinsic length along the axis; `nil` for a child with none (flexible).
    var natural: Double?
    var hugging: Double
    var compressionResistance: Double

    /// The length the child asks for: its intrinsic length, or zero when it has none.
    var length: Double { natural ?? 0 }
}
