#if canImport(LazyGraphicsLibraries)
import Foundation
import LazyGraphicsLibraries
import Testing

/// The table of lazily loaded functions (Sources/LazyGraphicsLibraries/LazySymbolTable.h) and
/// the message printed when a library cannot be loaded. That the trampolines pass arguments and
/// results through is what every PangoText and StackRender test exercises.
@Suite("Pango, Cairo, fontconfig, GLib and libdeflate loaded on first call")
struct LazySymbolTableTests {
    static let table = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/LazyGraphicsLibraries/LazySymbolTable.h")

    @Test("every function of the table is found in the library the table names")
    func everyFunctionResolves() {
        let unresolved = dynamicstacks_lazy_resolve_all().map { String(cString: $0) }
        #expect(unresolved == nil)
    }

    @Test("the loader knows every LAZY_SYMBOL line of the table")
    func countMatchesTheTable() throws {
        let text = try String(contentsOf: Self.table, encoding: .utf8)
        let entries = text.split(separator: "\n").filter { $0.hasPrefix("LAZY_SYMBOL(") }
        // The table's own header names the two macros in comments only (lines starting "//").
        #expect(entries.count > 100)
        #expect(dynamicstacks_lazy_symbol_count() == entries.count)
    }

    @Test("a library that cannot be loaded is named, with scripts/setup")
    func missingLibraryMessage() {
        let message = failureMessage(library: "libpango-1.0.so.0", symbol: nil, reason: "cannot open shared object file")
        #expect(message.hasPrefix("error: cannot load libpango-1.0.so.0,"))
        #expect(message.contains("(cannot open shared object file)"))
        #expect(message.contains("scripts/setup"))
        #expect(message.hasSuffix("\n"))
    }

    @Test("libdeflate, which only writing PNG files needs, is named as such")
    func missingDeflateMessage() {
        let message = failureMessage(library: "libdeflate.so.0", symbol: nil, reason: "cannot open shared object file")
        #expect(message == "error: cannot load libdeflate.so.0, which writing PNG files needs (cannot open shared object "
            + "file). Install libdeflate: scripts/setup in the DynamicStacks repository (on Debian or Ubuntu: "
            + "apt-get install libdeflate0).\n")
        let old = failureMessage(library: "libdeflate.so.0", symbol: "libdeflate_zlib_compress", reason: "undefined symbol")
        #expect(old.hasSuffix("Update libdeflate: scripts/setup in the DynamicStacks repository.\n"))
    }

    @Test("a function missing from an older library is named with its library")
    func missingFunctionMessage() {
        let message = failureMessage(library: "libcairo.so.2", symbol: "cairo_new_function", reason: "undefined symbol")
        #expect(message.hasPrefix("error: libcairo.so.2 has no function cairo_new_function (undefined symbol);"))
        #expect(message.contains("scripts/setup"))
    }

    @Test("a buffer too small for the message gets a terminated prefix and the full length")
    func truncatedMessage() {
        var buffer = [CChar](repeating: 65, count: 8)
        let full = failureMessage(library: "libcairo.so.2", symbol: nil, reason: "x")
        let length = dynamicstacks_lazy_failure_message(&buffer, buffer.count, "libcairo.so.2", nil, "x")
        #expect(length == full.utf8.count)
        #expect(buffer[7] == 0)
        #expect(Self.text(buffer) == "error: ")
    }

    private func failureMessage(library: String, symbol: String?, reason: String) -> String {
        var buffer = [CChar](repeating: 0, count: 1024)
        let length = dynamicstacks_lazy_failure_message(&buffer, buffer.count, library, symbol, reason)
        #expect(length < buffer.count)
        return Self.text(buffer)
    }

    /// The C string at the start of `buffer`.
    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
#endif
