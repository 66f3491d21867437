import ArgumentParser
import StackRender

/// A value of one of the renderer's enumerations given on the command line, in any case:
/// `--format png|svg|pdf` (``RenderFormat``) and `--png-compression fast|default|best`
/// (``PNGCompression``), which `stacks render` and `stacks demo` share.
struct CaseInsensitiveArgument<Value: RawRepresentable & CaseIterable>: ExpressibleByArgument where Value.RawValue == String {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    init?(argument: String) {
        guard let value = Value(rawValue: argument.lowercased()) else { return nil }
        self.value = value
    }

    static var allValueStrings: [String] { Value.allCases.map(\.rawValue) }
    var defaultValueDescription: String { value.rawValue }
}

extension CaseInsensitiveArgument where Value == PNGCompression {
    /// `--png-compression`'s help, the same for every command.
    static var help: ArgumentHelp {
        ArgumentHelp(
            "How hard to compress PNG files: fast (1.7 times as fast as default, files 8 % larger), default, "
                + "or best (files 15 % smaller, some twenty times as slow). The pixels are the same whichever is chosen.",
            valueName: "fast|default|best")
    }
}
