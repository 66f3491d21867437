/// The query of a playground request (`/frames?width=375&contentSize=large`) as the command
/// line of the command that answers it (`stacks frames DOC --width=375 --content-size=large`).
///
/// The server answers by running the very command a user would run, so each answer is what the
/// command prints, and a bad value gets the command line's own message. Each parameter is the
/// camel-case spelling of an option (`contentSize` for `--content-size`); values are passed as
/// `--option=value`, so a value that starts with a dash (`width=-5`) stays a value. Parameters a
/// command does not take are refused by name here rather than passed on, so a query can never
/// add a file path (`--fonts`, `-o`) or a second document.
struct PlaygroundQuery: Sendable {
    /// A parameter the request may carry, and the option it becomes.
    struct Parameter: Sendable {
        var name: String
        var option: String
        /// A switch (`debug=1` → `--debug`): its value says whether it is on.
        var isSwitch = false
    }

    static let width = Parameter(name: "width", option: "--width")
    static let height = Parameter(name: "height", option: "--height")
    static let contentSize = Parameter(name: "contentSize", option: "--content-size")
    static let locale = Parameter(name: "locale", option: "--locale")
    static let direction = Parameter(name: "direction", option: "--direction")
    static let scale = Parameter(name: "scale", option: "--scale")
    static let textMetrics = Parameter(name: "textMetrics", option: "--text-metrics")
    static let debug = Parameter(name: "debug", option: "--debug", isSwitch: true)

    /// The parameters, in the order they are passed on.
    var items: [(name: String, value: String)]

    /// A query the request does not allow: an unknown or repeated parameter, or a switch with a
    /// value that is neither on nor off.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The command-line arguments for `parameters` (those the endpoint takes), after
    /// `leading` (the document, and the server's own options).
    ///
    /// - Parameter single: parameters that must name one value, not a comma-separated list (a
    ///   picture is of one combination).
    func arguments(
        leading: [String], parameters: [Parameter], single: Set<String> = [], endpoint: String
    ) throws(Problem) -> [String] {
        var arguments = leading
        var seen: Set<String> = []
        for (name, value) in items {
            guard let parameter = parameters.first(where: { $0.name == name }) else {
                let names = parameters.map(\.name).joined(separator: ", ")
                throw Problem(description: "error: \(endpoint) takes no parameter '\(name)'; it takes \(names)")
            }
            guard seen.insert(name).inserted else {
                throw Problem(description: "error: \(endpoint): the parameter '\(name)' is given twice")
            }
            if parameter.isSwitch {
                switch value {
                case "", "1", "true", "on", "yes": arguments.append(parameter.option)
                case "0", "false", "off", "no": break
                default:
                    throw Problem(description: "error: \(endpoint): '\(name)' is on or off (1 or 0); got \"\(value)\"")
                }
                continue
            }
            if single.contains(name), value.contains(",") {
                throw Problem(description: "error: \(endpoint) draws one combination: '\(name)' takes one value; got \"\(value)\"")
            }
            arguments.append("\(parameter.option)=\(value)")
        }
        return arguments
    }
}
