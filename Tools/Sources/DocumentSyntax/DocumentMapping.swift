/// A document mapping whose keys have been checked against the allowed ones (no unknown or
/// duplicate keys), in document order.
package struct DocumentMapping {
    /// A key that was not allowed, left out of the mapping and already reported.
    package struct UnknownKey {
        /// The allowed key it most likely meant (``NearestName``), if any.
        var suggestion: String?
        /// The error reported for it.
        var error: DocumentError
    }

    /// One key and its value.
    package struct Entry {
        package let key: String
        /// The key's own number in the tree, for the place of the key (reported for a
        /// duplicate): kept as the number, not as a place, since almost no key is ever reported.
        let keyIndex: Int
        package let value: DocumentValue

        /// Where the key is written.
        var keyPlace: DocumentPlace {
            DocumentPlace(path: value.path, line: value.tree.line(keyIndex), column: value.tree.column(keyIndex))
        }
    }

    /// The mapping itself, for errors about the mapping as a whole (a missing key).
    package let owner: DocumentValue
    package let entries: [Entry]
    /// The keys left out because they are not allowed, in document order.
    package var unknownKeys: [UnknownKey] = []

    /// One bit per key present (``signatureBit(of:)``): a reader asks for a dozen keys of a
    /// node that has two or three, and most asks end at this bit, without comparing strings.
    private let keySignature: UInt64

    package init(owner: DocumentValue, entries: [Entry], unknownKeys: [UnknownKey] = []) {
        self.owner = owner
        self.entries = entries
        self.unknownKeys = unknownKeys
        keySignature = entries.reduce(0) { $0 | Self.signatureBit(of: $1.key) }
    }

    /// A bit chosen by a key's length and its first and last bytes, read without walking the
    /// string. The mix keeps the keys of one kind of node (`id`, `width`, `height`, and the
    /// text and stack keys) off the bits of the style and optional common keys, so that
    /// ``mayHave(anyOf:)`` answers `false` for the usual node.
    private static func signatureBit(of key: String) -> UInt64 {
        // Native strings (every key here) hand out their bytes directly; `utf8.last` through
        // the collection protocols was a percent and a half of reading a document.
        let ends = key.utf8.withContiguousStorageIfAvailable { bytes -> (count: Int, first: UInt8, last: UInt8) in
            (bytes.count, bytes.first ?? 0, bytes.last ?? 0)
        } ?? (key.utf8.count, key.utf8.first ?? 0, key.utf8.last ?? 0)
        let mix: UInt64 = UInt64(ends.count) &* 7 &+ UInt64(ends.first) &+ UInt64(ends.last) &* 13
        return 1 << (mix & 63)
    }

    /// The signature bits of `keys`, for ``mayHave(anyOf:)``; made once per group of keys.
    package static func signature(of keys: [String]) -> UInt64 {
        keys.reduce(0) { $0 | signatureBit(of: $1) }
    }

    /// `false` when the mapping has none of the keys `signature` was made of (it may have one
    /// when `true`): a reader skips a whole group of optional keys, most nodes having none.
    package func mayHave(anyOf signature: UInt64) -> Bool {
        keySignature & signature != 0
    }

    /// The value under `key`, if present.
    package subscript(key: String) -> DocumentValue? {
        guard keySignature & Self.signatureBit(of: key) != 0 else { return nil }
        // A loop over positions: `first(where:)` copied each entry it passed (its key, its
        // value's tree and path), a retain and a release each.
        for position in entries.indices where entries[position].key == key { return entries[position].value }
        return nil
    }

    /// The value under `key`, which must be present. When the mapping also has an unknown key,
    /// that key is most likely the required one misspelt or misnamed (`strng`, `depth` for
    /// `height`): the error is then the unknown key's (the one suggesting `key`, else the
    /// first), which was already reported, so that one mistake makes one message.
    package func required(_ key: String) throws(DocumentError) -> DocumentValue {
        guard let value = self[key] else {
            if let misspelt = unknownKeys.first(where: { $0.suggestion == key }) ?? unknownKeys.first { throw misspelt.error }
            throw owner.error("missing required key \"\(key)\"")
        }
        return value
    }

    /// The keys present, in document order.
    package var keys: [String] { entries.map(\.key) }
}
