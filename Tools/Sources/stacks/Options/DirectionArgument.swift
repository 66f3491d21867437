import ArgumentParser
import StackLayout

/// A reading direction given on the command line.
enum DirectionArgument: String, ExpressibleByArgument, CaseIterable {
    case ltr
    case rtl

    var direction: ReadingDirection { self == .ltr ? .leftToRight : .rightToLeft }
}
