/// A document mapping whose keys have been checked against the allowed ones (no unknown or
/// duplicate keys), in document order.
struct DocumentMapping {
    /// The mapping itself, for errors about the mapping as a whole (a missing key).
    let owner: DocumentValue
    let entries: [(key: String, keyPlace: DocumentPlace, value: DocumentValue)]

    /// The value under `key`, if present.
    subscript(key: String) -> DocumentValue? {
        entries.first(where: { $0.key == key })?.value
    }

    /// The value under `key`, which must be present.
    func required(_ key: String) throws(DocumentError) -> DocumentValue {
        guard let value = self[key] else { throw owner.error("missing required key \"\(key)\"") }
        return value
    }

    /// The keys present, in document order.
    var keys: [String] { entries.map(\.key) }
}
