/// A request the connection refuses before the playground's routes see it: a head past a
/// limit, a body too large, a request that did not arrive in time. Answered with `status` and
/// `message` (plain text), and the connection is closed.
struct HTTPRefusal: Error, Equatable {
    var status: Int
    var message: String

    static func badRequest(_ problem: String) -> HTTPRefusal {
        HTTPRefusal(status: 400, message: "error: \(problem)")
    }

    /// The answer, as the routes answer a failure.
    var answer: PlaygroundAnswer { .failure(message, status: status) }
}
