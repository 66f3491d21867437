import StackAudit
import StackDocument
import Testing

/// Fingerprints: stable across the combinations and locales a finding is seen in.
struct AuditFingerprintTests {
    /// A hugging title that truncates at 182 pt in English and German (fixed metrics, 8.5 pt a
    /// character, 24 pt of padding): the content is 182 − 32 = 150 wide; "Add to Favourites"
    /// (17 characters, 144.5 pt) needs 168.5, "Zu den Favoriten hinzufügen" (27, 229.5 pt) needs 253.5.
    /// At 375 (343 wide) both fit.
    static let document = """
        strings: {de: {Add to Favourites: Zu den Favoriten hinzufügen}}
        \(AuditFixture.page(["{id: fav, title: Add to Favourites, icon: star, hug: true}"], theme: AuditFixture.passingTheme))
        """

    @Test("the same truncation in English and German has one fingerprint, however the messages differ")
    func acrossLocales() throws {
        // One report per locale, so each has its own finding.
        let findings = try ["en", "de"].flatMap { locale in
            try AuditFixture.report(Self.document, widths: [375, 182], locales: [DocumentLocale(locale)]).findings
        }
        #expect(findings.map(\.rule.id) == ["title-truncated", "title-truncated"])
        #expect(findings.map { $0.location.combination?.locale?.identifier } == ["en", "de"])
        #expect(findings[0].message != findings[1].message)
        let prints = findings.map { AuditFingerprint.of($0, documentPath: "test.yaml") }
        #expect(prints[0] == prints[1])
        // SHA-256 of the fields joined by U+001F, computed separately (Python's hashlib) from
        // the documented recipe: v1, rule id, document, the place named by the button's id
        // (`#fav`), message without the quoted title.
        #expect(prints[0] == "69fa15155ff54bd63167ad150554190da2640b6d1c2e77bab4019d9142a2e622")
        // By position (root.stack.children[1].buttons.items[0]), as baselines of old hold it.
        #expect(AuditFingerprint.positional(findings[0], documentPath: "test.yaml")
            == "075c99a262452ed514be0b60784870486b91d19306f721672dce6d23fe8ec8c4")
        // Another document, another fingerprint.
        #expect(AuditFingerprint.of(findings[0], documentPath: "other.yaml") != prints[0])
    }

    /// The same overlong title in two translations: two problems, each with its locale in the
    /// fingerprint (so a baseline that accepts the German one does not accept a French one
    /// added later). The expected digest is Python's hashlib over the documented fields, the
    /// locale last.
    @Test("a finding about a translation as written has its locale in the fingerprint")
    func translationLocale() throws {
        let long = LanguageRuleTests.longGerman
        let yaml = LanguageRuleTests.page(strings: "{de: {Share: \(long)}, fr: {Share: \(long)}}")
        let report = try AuditFixture.report(yaml, locales: [nil, DocumentLocale("de"), DocumentLocale("fr")])
        let findings = report.findings.filter { $0.rule == .titleLength }
        #expect(findings.map { $0.location.locale?.identifier } == ["de", "fr"])
        let prints = findings.map { AuditFingerprint.of($0, documentPath: "test.yaml") }
        #expect(prints.count == 2 && prints[0] != prints[1])
        #expect(findings.first?.location.place.path.description == "root.stack.children[1].buttons.items[1]")
        // The place is the button's id, `#share`.
        #expect(prints.first == "5315b634333388de10d7915cdd503bcbf2f87ac9d8fb597a845defa373e3fbcc")
        #expect(findings.first.map { AuditFingerprint.positional($0, documentPath: "test.yaml") }
            == "23a9da6162dabcbe40ad7e47d187da2cfb2ada8a32d92fc4e7ffbe274b5b69ee")
    }

    @Test("the message without quoted text, numbers and the plural after a number")
    func invariantMessage() {
        #expect(AuditFingerprint.invariantMessage("'Teilen' is 40 × 30.5 pt; a touch target needs at least 44 × 44 pt.")
            == "'…' is # × # pt; a touch target needs at least # × # pt.")
        #expect(AuditFingerprint.invariantMessage("'Don't Save' has 2 words and 10 characters")
            == AuditFingerprint.invariantMessage("'Nicht sichern' has 1 word and 1 character"))
        #expect(AuditFingerprint.invariantMessage("a screen reader says \"star, button\"") == "a screen reader says '…'")
    }

    @Test("SHA-256 of the FIPS 180-4 examples")
    func digest() {
        // FIPS 180-4 / NIST example values for "" and "abc".
        #expect(AuditFingerprint.sha256Hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(AuditFingerprint.sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // 56 bytes: the padding spills into a second block.
        #expect(AuditFingerprint.sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
