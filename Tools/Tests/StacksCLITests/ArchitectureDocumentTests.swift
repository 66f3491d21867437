import Foundation
import Testing
import ToolsTestSupport

/// docs/architecture.md says what each module may import; the sources are read to hold it to
/// that, so a new import either follows the layering or changes the page.
@Suite("docs/architecture.md")
struct ArchitectureDocumentTests {
    /// The modules the page's table lists, each with the names in its "may import" cell.
    static func permittedImports() throws -> [String: Set<String>] {
        let page = try String(contentsOfFile: RepositoryFolder.path("docs/architecture.md"), encoding: .utf8)
        var permitted: [String: Set<String>] = [:]
        for line in page.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5 else { continue }
            let modules = names(in: cells[1], quotedOnly: true)
            let imports = names(in: cells[3], quotedOnly: false)
            for module in modules { permitted[module] = imports }
        }
        return permitted
    }

    /// The words made of letters in `text` (those in backquotes only, when `quotedOnly`).
    static func names(in text: String, quotedOnly: Bool) -> Set<String> {
        let source = quotedOnly ? text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }.joined(separator: " ") : text
        return Set(source.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init))
    }

    /// The modules `folder`'s Swift files import, whatever the attributes before `import`.
    static func imports(under folder: String) -> Set<String> {
        var found = Set<String>()
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files {
            let text = (try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") && !["public", "package", "internal"].contains($0) }
                if words.count == 2, words[0] == "import" { found.insert(words[1]) }
            }
        }
        return found
    }

    @Test("every module of both packages is in the table")
    func everyModuleIsListed() throws {
        let listed = Set(try Self.permittedImports().keys)
        let folders = ["Sources", "Tools/Sources"].flatMap { base in
            ((try? FileManager.default.contentsOfDirectory(atPath: RepositoryFolder.path(base))) ?? [])
                .filter { !$0.hasPrefix("C") || $0.hasPrefix("Core") }
        }
        let modules = Set(folders).subtracting(["AppleInterfaces"])
        #expect(modules.subtracting(listed).isEmpty, "not in docs/architecture.md: \(modules.subtracting(listed).sorted())")
        #expect(listed.subtracting(modules).isEmpty, "no such module: \(listed.subtracting(modules).sorted())")
    }

    @Test("each module imports only what the table permits")
    func importsFollowTheTable() throws {
        // What every Swift module may use: the platform and the standard concurrency libraries.
        let platform: Set<String> = ["Foundation", "Glibc", "Darwin", "Dispatch", "Synchronization"]
        let table = try Self.permittedImports()
        #expect(table.count >= 16, "the table was not read: \(table.keys.sorted())")
        for (module, permitted) in table {
            let base = FileManager.default.fileExists(atPath: RepositoryFolder.path("Sources/" + module)) ? "Sources/" : "Tools/Sources/"
            let imported = Self.imports(under: RepositoryFolder.path(base + module)).subtracting(platform).subtracting([module])
            #expect(imported.subtracting(permitted).isEmpty, "\(module) imports \(imported.subtracting(permitted).sorted()), which the table does not permit")
        }
    }
}
