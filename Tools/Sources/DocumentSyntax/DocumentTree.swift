import Foundation
import Yams

/// A composed document: every value of a YAML or JSON text in a few flat arrays, indexed by
/// number (the top value is number 0).
///
/// Why flat: a tree of Yams `Node`s costs a `String`, a `Tag` object, a style and a mark per
/// scalar and an array of pairs per mapping, all freed again at the end; reading a 100,000-box
/// document spent more time building and freeing that tree than checking it. Here a value is
/// one 20-byte ``Value`` record; scalar texts are ranges of one byte array and become
/// `String`s only when a reader asks; a collection's children are a range of one index array.
/// ``JSONComposer`` and ``YAMLEventComposer`` both build it through ``DocumentTreeBuilder``,
/// so every per-key reader (``DocumentValue``) and every message works the same on both.
///
/// An alias (`*name`) is the anchored value's number again, not a copy: a value may be the
/// child of several collections. ``AliasExpansionGuard`` bounds how far that may expand.
package final class DocumentTree: Sendable {
    /// What a value is.
    package enum Kind: UInt8, Sendable {
        case scalar, mapping, sequence
    }

    /// A value's tag, resolved when the value is composed (a plain scalar by the YAML 1.1
    /// rules Yams applies; JSON by JSON's types). Tags other than the core ones are
    /// ``other``, their names in ``DocumentTree/otherTagNames``.
    package enum Tag: UInt8, Sendable {
        case null, bool, int, float, str, map, seq, other

        /// Yams' names of the core tags, in the order of the cases.
        private static var coreNames: [Yams.Tag.Name] { [.null, .bool, .int, .float, .str, .map, .seq] }

        /// Yams' name for the tag (`tag:yaml.org,2002:int`); `nil` for ``other``.
        var name: Yams.Tag.Name? { self == .other ? nil : Self.coreNames[Int(rawValue)] }

        /// The core tag named `name`, else ``other``.
        init(name: Yams.Tag.Name) {
            self = Self.coreNames.firstIndex(of: name).flatMap { Tag(rawValue: UInt8($0)) } ?? .other
        }
    }

    /// How a scalar was written, as libyaml numbers its styles (JSON strings are double-quoted,
    /// everything else in JSON plain).
    package enum Style: UInt8, Sendable {
        case any, plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// One value. `start` and `count` are a scalar's bytes in ``text`` or a collection's
    /// children in ``children`` (a mapping's keys and values alternate; `count` is then the
    /// number of pairs). Line and column from 1, the column in Unicode scalars, as libyaml
    /// counts.
    package struct Value: Sendable {
        var start: UInt32
        var count: UInt32
        var line: UInt32
        var column: UInt32
        var kind: Kind
        var tag: Tag
        var style: Style
    }

    package let values: [Value]
    /// Every scalar's UTF-8 bytes, one after the other.
    package let text: [UInt8]
    /// Every collection's children, one collection after the other.
    package let children: [UInt32]
    /// The names of tags that are not core tags (`!!timestamp`, `!custom`), by value number.
    package let otherTagNames: [UInt32: String]

    package init(values: [Value], text: [UInt8], children: [UInt32], otherTagNames: [UInt32: String]) {
        self.values = values
        self.text = text
        self.children = children
        self.otherTagNames = otherTagNames
    }

    /// The top value's number.
    package static let top = 0

    package var count: Int { values.count }

    // MARK: One value

    package func kind(_ index: Int) -> Kind { values[index].kind }
    package func tag(_ index: Int) -> Tag { values[index].tag }
    package func style(_ index: Int) -> Style { values[index].style }
    package func line(_ index: Int) -> Int { Int(values[index].line) }
    package func column(_ index: Int) -> Int { Int(values[index].column) }

    /// The full tag name, also for tags other than the core ones.
    package func tagName(_ index: Int) -> Yams.Tag.Name {
        tag(index).name ?? Yams.Tag.Name(rawValue: otherTagNames[UInt32(index)] ?? "")
    }

    /// `value`'s bytes in `text` (a scalar's text).
    private static func bytes(of value: Value, in text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[Int(value.start)..<Int(value.start) + Int(value.count)])
    }

    /// A scalar's text; `nil` for a collection.
    package func string(_ index: Int) -> String? {
        let value = values[index]
        guard value.kind == .scalar else { return nil }
        return text.withUnsafeBufferPointer { String(decoding: Self.bytes(of: value, in: $0), as: UTF8.self) }
    }

    /// Whether value `index` is a scalar whose text is exactly `string`, compared byte by byte
    /// (no `String` is made: a mapping's keys are matched this way).
    package func scalar(_ index: Int, equals string: String) -> Bool {
        let value = values[index]
        guard value.kind == .scalar else { return false }
        guard string.utf8.count == Int(value.count) else { return false }
        var string = string
        return string.withUTF8 { key in
            text.withUnsafeBufferPointer { Self.equal(key, Self.bytes(of: value, in: $0)) }
        }
    }

    /// Whether two byte ranges hold the same bytes: `memcmp`, a word at a time, where
    /// `elementsEqual` goes a byte at a time (matching keys is a hot path).
    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress else { return true }
        return memcmp(left, right, a.count) == 0
    }

    /// The position in `strings` of the first one that is exactly value `index`'s text;
    /// `nil` when none is, or the value is no scalar. The value's bytes are fetched once and
    /// most strings are passed over by their length alone: this matches every key of a
    /// document against a kind's allowed keys.
    package func firstMatch(of index: Int, in strings: [String]) -> Int? {
        let value = values[index]
        guard value.kind == .scalar else { return nil }
        let count = Int(value.count)
        return text.withUnsafeBufferPointer { bytes in
            let scalar = Self.bytes(of: value, in: bytes)
            return strings.firstIndex { string in
                guard string.utf8.count == count else { return false }
                return string.utf8.withContiguousStorageIfAvailable { Self.equal($0, scalar) } ?? string.utf8.elementsEqual(scalar)
            }
        }
    }

    /// The number of scalars whose text is exactly each of `strings` (keys and values alike),
    /// in one pass: a quick count of the byte ranges, with no `String` made.
    package func count(ofScalarsEqualTo strings: [String]) -> [Int] {
        let keys = strings.map { Array($0.utf8) }
        // The strings by length: most scalars have a length none has, and are passed over
        // with one look.
        let longest = keys.map(\.count).max() ?? 0
        var byLength = [[Int]](repeating: [], count: longest + 1)
        for (position, key) in keys.enumerated() { byLength[key.count].append(position) }
        var counts = [Int](repeating: 0, count: keys.count)
        text.withUnsafeBufferPointer { bytes in
            for value in values where value.kind == .scalar && Int(value.count) <= longest {
                for position in byLength[Int(value.count)] where keys[position].elementsEqual(Self.bytes(of: value, in: bytes)) {
                    counts[position] += 1
                }
            }
        }
        return counts
    }

    /// Calls `body` with a scalar's bytes.
    package func withBytes<Result>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let value = values[index]
        return text.withUnsafeBufferPointer { body(Self.bytes(of: value, in: $0)) }
    }

    /// The number of children of a collection (pairs for a mapping); 0 for a scalar.
    package func childCount(_ index: Int) -> Int {
        let value = values[index]
        return value.kind == .scalar ? 0 : Int(value.count)
    }

    /// Item `position` of sequence `index`.
    package func item(_ position: Int, of index: Int) -> Int {
        Int(children[Int(values[index].start) + position])
    }

    /// Pair `position` of mapping `index`: the key's and the value's numbers.
    package func pair(_ position: Int, of index: Int) -> (key: Int, value: Int) {
        let first = Int(values[index].start) + 2 * position
        return (Int(children[first]), Int(children[first + 1]))
    }

    /// All children of collection `index` in order (for a mapping, keys and values alternating).
    package func allChildren(of index: Int) -> ArraySlice<UInt32> {
        let value = values[index]
        guard value.kind != .scalar else { return [] }
        let start = Int(value.start)
        return children[start..<start + (value.kind == .mapping ? 2 : 1) * Int(value.count)]
    }
}
