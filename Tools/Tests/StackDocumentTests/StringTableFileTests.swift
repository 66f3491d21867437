import Foundation
import StackDocument
import Testing
import ToolsTestSupport

/// String Catalogs and `.strings` files, with expectations worked out from the formats.
@Suite struct StringTableFileTests {
    static func read(_ text: String, _ name: String, locale: String? = nil) throws -> StringTables {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        return try StringTableFile(path: try folder.write(text, to: name), locale: locale).read()
    }

    /// The error reading `text` as `name`, as a one-line description with the file name only.
    static func failure(_ text: String, _ name: String, locale: String? = nil) throws -> String {
        do {
            _ = try read(text, name, locale: locale)
        } catch let error as StringTableError {
            var error = error
            error.file = URL(fileURLWithPath: error.file).lastPathComponent
            return error.description
        }
        Issue.record("\(name) read without an error")
        return ""
    }

    @Test("the commands' form: FILE:LINE:COLUMN: SEVERITY: PROBLEM, or SEVERITY: FILE: PROBLEM without a line")
    func messageInCompilerForm() {
        #expect(StringTableError(file: "de.strings", line: 3, column: 14, problem: "expected ';'").message("error")
            == "de.strings:3:14: error: expected ';'")
        #expect(StringTableError(file: "de.strings", line: 3, problem: "p").message("error") == "de.strings:3: error: p")
        #expect(StringTableError(file: "none.strings", problem: "cannot read it").message("error") == "error: none.strings: cannot read it")
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld Items" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Objekt" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Objekte" } } } } }
              }
            },
            "Delete" : { },
            "Save" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Save" } }
              }
            },
            "Share" : {
              "comment" : "The share button.",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Teilen" } },
                "fr" : { "variations" : { "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Partager (iPhone)" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Partager" } } } } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test("a catalog: string units, the other case of plural and device variations, untranslated keys absent")
    func catalog() throws {
        let tables = try Self.read(Self.catalog, "Localizable.xcstrings")
        #expect(tables.sourceLanguage == "en")
        #expect(tables.tables == [
            "de": ["%lld Items": "%lld Objekte", "Save": "Sichern", "Share": "Teilen"],
            "en": ["Save": "Save"],
            "fr": ["Share": "Partager"],
        ])
        // Delete has no localization anywhere: shown as its key in every locale.
        #expect(tables.table(for: "de")?["Delete"] == nil)
        #expect(tables.allLocales == ["de", "en", "fr"])
        // A device variation without `other` names no generic device: untranslated.
        let deviceOnly = try Self.read("""
            {"sourceLanguage": "en", "strings": {"Share": {"localizations": {"de": {"variations": {"device": {
              "mac": {"stringUnit": {"value": "Teilen (Mac)"}}}}}}}}}
            """, "Device.xcstrings")
        #expect(deviceOnly.tables.isEmpty)
    }

    @Test("a malformed catalog: errors name the file, line, column and the entry")
    func malformedCatalog() throws {
        // Line 3: `    "Share": {"localizations": {"de": {"stringUnit": {"value": ["Teilen"]}}}}` puts `[`
        // at column 64 (4 spaces, "Share" 5–11, `:` 12, `{` 14, "localizations" 15–29, `{` 32,
        // "de" 33–36, `{` 39, "stringUnit" 40–51, `{` 54, "value" 55–61, `:` 62, `[` 64).
        #expect(try Self.failure("""
            {"sourceLanguage": "en",
              "strings": {
                "Share": {"localizations": {"de": {"stringUnit": {"value": ["Teilen"]}}}}
              }}
            """, "Bad.xcstrings")
            == "Bad.xcstrings:3:64: strings.Share.localizations.de.stringUnit.value: expected a string; found a list")
        // The plural mapping `{"one": …}` starts at column 63 of line 2 (2 spaces, "Items" 3–9,
        // `{` 12, "localizations" 13–27, `{` 30, "de" 31–34, `{` 37, "variations" 38–49, `{` 52,
        // "plural" 53–60, `:` 61, `{` 63).
        #expect(try Self.failure("""
            {"sourceLanguage": "en", "strings": {
              "Items": {"localizations": {"de": {"variations": {"plural": {"one": {"stringUnit": {"value": "Objekt"}}}}}}}}}
            """, "Plural.xcstrings")
            == "Plural.xcstrings:2:63: strings.Items.localizations.de.variations.plural: "
            + "the plural variation has no 'other' case, which every language's plural rules have")
        #expect(try Self.failure("{\"strings\": {}}", "NoSource.xcstrings") == "NoSource.xcstrings:1:1: the catalog has no sourceLanguage")
        #expect(try Self.failure("  \n", "Empty.xcstrings")
            == "Empty.xcstrings: the catalog is empty; expected a JSON object with sourceLanguage and strings")
        // Only a comment, or null, holds no catalog either.
        for text in ["# nothing yet\n", "~\n"] {
            #expect(try Self.failure(text, "Empty.xcstrings")
                == "Empty.xcstrings: the catalog is empty; expected a JSON object with sourceLanguage and strings")
        }
        #expect(try Self.failure("{\"sourceLanguage\": \"en\"}", "Named.xcstrings", locale: "de")
            == "Named.xcstrings: a String Catalog names its own locales; drop 'de=' before it")
    }

    static let stringsFile = #"""
        /* The share button. */
        "Share" = "Teilen";
        // A line comment.
        "Say \"Hi\"" = "Sag \"Hallo\"\n\tTab\\ \U2192 \UD83D\UDE00 \101";
        Bare = "Wort";
        "Alone";
        "Share" = "Teilen!";
        """#

    static let stringsTable = [
        "Share": "Teilen!", "Say \"Hi\"": "Sag \"Hallo\"\n\tTab\\ → 😀 A", "Bare": "Wort", "Alone": "Alone",
    ]

    @Test("a .strings file: comments, escapes (\\U with a surrogate pair, octal), bare words, a lone key, the last value wins")
    func stringsFile() throws {
        #expect(try Self.read(Self.stringsFile, "Localizable.strings", locale: "de").tables == ["de": Self.stringsTable])
    }

    @Test("a .strings file in UTF-16 (both byte orders) or UTF-8 after a byte-order mark")
    func stringsEncodings() throws {
        let text = "\"Öffnen\" = \"Ouvrir 😀\";\n"
        let expected = ["fr": ["Öffnen": "Ouvrir 😀"]]
        let little = Data([0xFF, 0xFE]) + Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let big = Data([0xFE, 0xFF]) + Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        let utf8 = Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, data) in [("le", little), ("be", big), ("bom8", utf8)] {
            let path = try folder.write(data, to: "\(name)/fr.lproj/Localizable.strings")
            #expect(try StringTableFile(argument: path).read().tables == expected, "\(name)")
        }
    }

    @Test("the locale of a .strings file: its xx.lproj folder, else LOCALE=FILE, else an error")
    func stringsLocale() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inFolder = try folder.write("\"Share\" = \"Teilen\";", to: "de.lproj/Localizable.strings")
        #expect(try StringTableFile(argument: inFolder).read().tables == ["de": ["Share": "Teilen"]])
        // A locale given wins over the folder.
        #expect(try StringTableFile(argument: "de_CH=" + inFolder).read().tables == ["de_CH": ["Share": "Teilen"]])
        let loose = try folder.write("\"Share\" = \"Teilen\";", to: "Loose.strings")
        #expect(throws: StringTableError.self) { try StringTableFile(argument: loose).read() }
        // `=` after something that is not a locale is part of the path.
        #expect(StringTableFile(argument: "out/a=b.strings") == StringTableFile(path: "out/a=b.strings"))
        #expect(StringTableFile(argument: "pt_BR=x.strings") == StringTableFile(path: "x.strings", locale: "pt_BR"))
        #expect(throws: StringTableError.self) { try StringTableFile(argument: "nowhere/de.lproj/Missing.strings").read() }
        #expect(throws: StringTableError.self) { try StringTableFile(argument: "Localizable.stringsdict").read() }
    }

    @Test("a malformed .strings file: errors name the file, line and column")
    func malformedStrings() throws {
        // Line 2, `"Delete" = "Löschen"`: the value ends after column 20, so ';' belongs at 21.
        #expect(try Self.failure("\"Share\" = \"Teilen\";\n\"Delete\" = \"Löschen\"\n\"Edit\" = \"Bearbeiten\";\n", "a.strings", locale: "de")
            == "a.strings:2:21: expected ';' after the value of \"Delete\"; found \"\"\"")
        // The unclosed string starts at its quote, column 11.
        #expect(try Self.failure("\"Share\" = \"Teilen;\n", "b.strings", locale: "de")
            == "b.strings:1:11: the string that starts here is not closed with \"")
        // The escape starts at its backslash, column 8.
        #expect(try Self.failure(#""A" = "\UZZ";"#, "c.strings", locale: "de")
            == "c.strings:1:8: \\U must be followed by one to four hex digits; found \"Z\"")
        #expect(try Self.failure("\"A\" = \"B\";\n/* open", "d.strings", locale: "de")
            == "d.strings:2:1: the comment that starts here is not closed with */")
        #expect(try Self.failure("\"A\" \"B\";", "e.strings", locale: "de")
            == "e.strings:1:5: expected '=' after the key \"A\"; found \"\"\"")
        // A lone high surrogate: `"A" = "` is 7 columns, the backslash at 8.
        #expect(try Self.failure(#""A" = "\UD83D";"#, "f.strings", locale: "de")
            == "f.strings:1:8: \\UD83D starts a surrogate pair; expected \\U and its second half (DC00–DFFF) next")
        // UTF-16 with an odd byte count.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let odd = try folder.write(Data([0xFF, 0xFE, 0x41]), to: "g.strings")
        #expect(throws: StringTableError.self) { try StringTableFile(path: odd, locale: "de").read() }
    }

    @Test("U+0000 in a .strings file, raw or escaped, is refused at its place")
    func nulInStrings() throws {
        // Raw, in the value on line 2: `"Delete" = "L` is 13 characters, the NUL at 14.
        #expect(try Self.failure("\"Share\" = \"Teilen\";\n\"Delete\" = \"L\u{0}schen\";\n", "n.strings", locale: "de")
            == "n.strings:2:14: the character U+0000 (NUL), which a string table may not contain")
        // Escaped (`\U0000`): the entry is named.
        #expect(try Self.failure(#""Share" = "Tei\U0000len";"#, "o.strings", locale: "de")
            == "o.strings: the entry \"Share\" holds an escaped U+0000: the character U+0000 (NUL), which a string table may not contain")
    }

    @Test("a document includes files relative to itself; its own tables win over them")
    func documentInclude() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.catalog, to: "strings/Localizable.xcstrings")
        try folder.write("\"Delete\" = \"Löschen\";", to: "strings/de.lproj/More.strings")
        let path = try folder.write("""
            strings:
              include: [strings/Localizable.xcstrings, strings/de.lproj/More.strings]
              de: {Share: Geteilt}
            root: {text: {string: Share}}
            """, to: "screen.yaml")
        let document = try StackDocument(contentsOf: path)
        #expect(document.strings.sourceLanguage == "en")
        #expect(document.strings.table(for: "de") == [
            "%lld Items": "%lld Objekte", "Save": "Sichern", "Share": "Geteilt", "Delete": "Löschen",
        ])
        #expect(document.strings.table(for: "fr") == ["Share": "Partager"])
    }

    @Test("an include that cannot be read is an error at the include, naming the file")
    func documentIncludeError() throws {
        // `strings: {include: [` is 20 columns: the path starts at 21.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: DocumentError(
            place: DocumentPlace(path: DocumentPath(steps: [.key("strings"), .key("include"), .index(0)]), line: 1, column: 21),
            problem: "missing.xcstrings: cannot read it: no such file")
        ) {
            try StackDocument(yaml: "strings: {include: [missing.xcstrings]}\nroot: {box: {}}", folder: folder.path)
        }
    }
}
