import ArgumentParser
import StackLayout

/// The range every numeric option shares with documents: finite, 0 or more, and no larger than
/// the engine accepts (``LayoutTree/maximumLength`` for lengths, ``LayoutTree/maximumScale``
/// for `--scale`), so a typo is a usage error rather than a layout failure.
enum NumberOptionRange {
    /// Throws a usage error naming `name` when `value` is out of range; `nil` passes.
    static func check(_ value: Double?, named name: String) throws(ValidationError) {
        guard let value else { return }
        guard value.isFinite, value >= 0 else {
            throw ValidationError("\(name) must be a finite number, 0 or more; got \(value)")
        }
        let largest = name == "--scale" ? LayoutTree.maximumScale : LayoutTree.maximumLength
        guard value <= largest else {
            throw ValidationError("\(name) must be at most \(Int(largest)); got \(value)")
        }
    }
}
