import Foundation

/// What `stacks served-document` printed, as the server reads it.
struct DocumentFacts: Sendable {
    /// The document's environment as `/state` gives it (`width`, `contentSize`, `direction`).
    var environment: [String: any Sendable]
    var locales: [String]
    /// The files the document names, as written.
    var files: [String]

    init?(json: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let environment = object["environment"] as? [String: Any], let locales = object["locales"] as? [String],
            let files = object["files"] as? [String]
        else { return nil }
        self.environment = environment.compactMapValues { value -> (any Sendable)? in
            switch value {
            case let number as NSNumber: number.doubleValue
            case let text as String: text
            default: nil
            }
        }
        self.locales = locales
        self.files = files
    }

    /// Whether the document sets its own width.
    var hasWidth: Bool { environment["width"] != nil }
}
