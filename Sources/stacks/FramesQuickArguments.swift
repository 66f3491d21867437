import ArgumentParser

/// `stacks frames` command lines read without ArgumentParser, for the plain ones the tool is
/// mostly given: a document and known options with values. ArgumentParser builds the tree of
/// every command and reflects over the properties of each option group it meets, which with
/// the Swift runtime's protocol-conformance lookups that reflection starts was over half of
/// the CPU time of a one-box `frames` (docs/performance.md, "Startup (issue 18)").
///
/// Anything else gives `nil` and goes to ArgumentParser, which then reads it and writes every
/// message: help and version requests, unknown or misspelt options, a value that starts with
/// `-` or is empty, a value ArgumentParser would refuse, a missing option value, no document or
/// two, and settings that fail ``LayoutSettings/validate()``. Values are converted with the
/// same `init?(argument:)` that ArgumentParser calls, so an accepted command line means what it
/// means to ArgumentParser (`FramesQuickArgumentsTests` compares the two on a table).
enum FramesQuickArguments {
    /// The settings of `arguments` (after the executable's name, starting with `frames`), or
    /// `nil` when ArgumentParser should read them.
    static func settings(_ arguments: [String]) -> LayoutSettings? {
        guard arguments.first == "frames" else { return nil }
        var settings = LayoutSettings(document: "")
        var document: String?
        var onlyValues = false  // after `--`, every argument is a value, as ArgumentParser reads it
        var index = arguments.index(after: arguments.startIndex)
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if onlyValues || argument == "-" || !argument.hasPrefix("-") {
                guard document == nil, !argument.isEmpty else { return nil }
                document = argument
                continue
            }
            if argument == "--" {
                onlyValues = true
                continue
            }
            let name: Substring
            let value: String
            if let equals = argument.firstIndex(of: "=") {
                name = argument[..<equals]
                value = String(argument[argument.index(after: equals)...])
            } else {
                guard index < arguments.endIndex else { return nil }
                name = argument[...]
                value = arguments[index]
                index += 1
            }
            // ArgumentParser reads `--width --scale 2` as a missing value, and `-` alone as a
            // value; neither is worth copying.
            guard !value.isEmpty, !value.hasPrefix("-"), set(name, to: value, in: &settings) else { return nil }
        }
        guard let document else { return nil }
        settings.document = document
        guard (try? settings.validate()) != nil else { return nil }
        return settings
    }

    /// Sets the option `name` to `value`, converted as ArgumentParser converts it; `false` for
    /// an unknown option or a value it would refuse. A repeated option replaces the earlier
    /// value, and `--strings` adds one, as in ArgumentParser.
    private static func set(_ name: Substring, to value: String, in settings: inout LayoutSettings) -> Bool {
        switch name {
        case "--width": return assign(Double(argument: value), to: &settings.width)
        case "--height": return assign(Double(argument: value), to: &settings.height)
        case "--scale": return assign(Double(argument: value), to: &settings.scale)
        case "--content-size": return assign(ContentSizeArgument(argument: value)?.category, to: &settings.contentSize)
        case "--direction": return assign(DirectionArgument(argument: value)?.direction, to: &settings.direction)
        case "--locale": return assign(value, to: &settings.locale)
        case "--fonts": return assign(value, to: &settings.fonts)
        case "--strings":
            settings.stringFiles.files.append(value)
            return true
        case "--text-metrics":
            guard let metrics = TextMetricsArgument(argument: value) else { return false }
            settings.textMetrics = metrics
            return true
        default:
            return false
        }
    }

    /// Stores a converted value; `false` when the conversion failed.
    private static func assign<Value>(_ value: Value?, to setting: inout Value?) -> Bool {
        guard let value else { return false }
        setting = value
        return true
    }
}
