/// What the playground answers a request with, before it becomes an HTTP response: kept free of
/// the server's types so that the commands' side (which runs on a render worker) stays plain.
struct PlaygroundAnswer: Sendable {
    /// The HTTP status code.
    var status: Int
    var contentType: String
    var body: [UInt8]

    static func text(_ text: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8") -> PlaygroundAnswer {
        PlaygroundAnswer(status: status, contentType: contentType, body: Array(text.utf8))
    }

    /// A refusal or failure: the message as plain text, with a final newline as on a terminal.
    static func failure(_ message: String, status: Int) -> PlaygroundAnswer {
        text(message.hasSuffix("\n") ? message : message + "\n", status: status)
    }
}
