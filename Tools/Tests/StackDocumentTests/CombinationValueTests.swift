import StackDocument
import Testing

/// The one parser of widths, text sizes, directions and locales (`CombinationValue`,
/// `CombinationName`) that documents, `.stacks-audit.yaml` and the command line share: what it
/// reads, and its messages.
@Suite struct CombinationValueTests {
    /// The problem `parse` refuses `text` with, or `nil` when it reads it.
    static func problem<Value>(_ text: String, _ parse: (String) throws(CombinationValue.Problem) -> Value) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func widthsAreGreaterThanZeroAndAtMostTheLongestLength() throws {
        #expect(try CombinationValue.width("375") == 375)
        #expect(try CombinationValue.width("320.5") == 320.5)
        #expect(try CombinationValue.width("1000000") == 1_000_000)
        let requirement = "expected a width in points greater than 0 and at most 1000000"
        // A number is named as written, anything else quoted.
        #expect(Self.problem("0", CombinationValue.width) == "\(requirement); found 0")
        #expect(Self.problem("-5", CombinationValue.width) == "\(requirement); found -5")
        #expect(Self.problem("1000001", CombinationValue.width) == "\(requirement); found 1000001")
        #expect(Self.problem("wide", CombinationValue.width) == "\(requirement); found \"wide\"")
        #expect(Self.problem("nan", CombinationValue.width) == "\(requirement); found nan")
    }

    @Test func textSizesByNameInAnyCase() throws {
        #expect(try TextSizeCategory.named("xSmall") == .extraSmall)
        #expect(try TextSizeCategory.named("ACCESSIBILITYXXXLARGE") == .accessibilityExtraExtraExtraLarge)
        let names = "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibilityMedium, accessibilityLarge, "
            + "accessibilityXLarge, accessibilityXXLarge, accessibilityXXXLarge"
        #expect(Self.problem("huge", TextSizeCategory.named) == "unknown value \"huge\"; expected one of \(names)")
        // One letter missing: the nearest name is suggested.
        #expect(Self.problem("larg", TextSizeCategory.named) == "unknown value \"larg\" (did you mean \"large\"?); expected one of \(names)")
    }

    @Test func directionsByTheirExactName() throws {
        #expect(try ReadingDirection.named("ltr") == .leftToRight)
        #expect(try ReadingDirection.named("rtl") == .rightToLeft)
        #expect(Self.problem("RTL", ReadingDirection.named) == "unknown value \"RTL\" (did you mean \"rtl\"?); expected one of ltr, rtl")
        #expect(Self.problem("up", ReadingDirection.named) == "unknown value \"up\"; expected one of ltr, rtl")
    }

    @Test func localesAreLanguageTags() throws {
        #expect(try CombinationValue.locale("pt_BR") == DocumentLocale("pt_BR"))
        #expect(Self.problem("x/y", CombinationValue.locale)
            == "\"x/y\" is not a locale: a locale is a language tag such as de, de-CH, zh-Hans or pt_BR (letters, digits, - and _)")
    }

    @Test("a document reads its text size and direction with the same parser, at the value's place")
    func documentsUseTheParser() throws {
        let document = try StackDocument(yaml: "environment: {contentSize: XLarge, direction: rtl}\nroot: {box: {}}")
        #expect(document.environment.contentSize == .extraLarge)
        #expect(document.environment.direction == .rightToLeft)
        // `environment: {direction: ` is 25 characters: `up` starts at column 26.
        #expect(readingError("environment: {direction: up}\nroot: {box: {}}")
            == "environment.direction (line 1, column 26): unknown value \"up\"; expected one of ltr, rtl")
        // Anything but a string is none of the names, as for every name a document gives.
        #expect(readingError("environment: {direction: 5}\nroot: {box: {}}")
            == "environment.direction (line 1, column 26): expected one of ltr, rtl; found 5")
    }
}
