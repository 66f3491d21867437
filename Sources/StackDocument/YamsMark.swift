import Yams

/// A Yams `Mark` made outside Yams.
///
/// ``JSONComposer`` builds the same `Node` values Yams composes, marks included, so that every
/// per-key reader and every error place works unchanged on JSON; but Yams gives `Mark` no
/// public initialiser (only its parser makes them). `Mark` is a struct of exactly these two
/// stored `Int`s (`line`, `column`, both from 1), so one is made by reinterpreting this
/// struct's bits; `YamsMarkTests` checks that the result reads back the same line and column,
/// which fails if a Yams update changes the layout.
struct YamsMark {
    let line: Int
    let column: Int

    var mark: Mark {
        precondition(MemoryLayout<Mark>.size == MemoryLayout<YamsMark>.size, "Yams.Mark changed its layout")
        return unsafeBitCast(self, to: Mark.self)
    }
}
