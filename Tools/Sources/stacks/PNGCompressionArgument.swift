import ArgumentParser
import StackRender

/// `--png-compression fast|default|best`, which `stacks render` and `stacks demo` share.
struct PNGCompressionArgument: ExpressibleByArgument {
    var compression: PNGCompression

    init?(argument: String) {
        guard let compression = PNGCompression(rawValue: argument.lowercased()) else { return nil }
        self.compression = compression
    }

    init(_ compression: PNGCompression) {
        self.compression = compression
    }

    static var allValueStrings: [String] { PNGCompression.allCases.map(\.rawValue) }
    var defaultValueDescription: String { compression.rawValue }

    /// The option's help, the same for every command.
    static let help = ArgumentHelp(
        "How hard to compress PNG files: fast (1.7 times as fast as default, files 8 % larger), default, "
            + "or best (files 15 % smaller, some twenty times as slow). The pixels are the same whichever is chosen.",
        valueName: "fast|default|best")
}
