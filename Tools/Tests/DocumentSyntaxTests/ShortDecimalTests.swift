import Foundation
import Testing

@testable import DocumentSyntax

/// `DocumentValue.shortDecimal`, the string-free way numbers of up to 15 digits are read,
/// against `Double(String)` (strtod) as the reference model: the same `Double`, bit for bit, or
/// `nil` so that strtod reads it.
@Suite("Short decimals read without a string")
struct ShortDecimalTests {
    static func read(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { DocumentValue.shortDecimal($0) }
    }

    @Test("worked cases")
    func workedCases() {
        #expect(Self.read("10")?.bitPattern == (10.0).bitPattern)
        #expect(Self.read("10.5") == 10.5)
        #expect(Self.read("-12.25") == -12.25)
        #expect(Self.read("-0")?.bitPattern == (-0.0).bitPattern)
        #expect(Self.read("007") == 7)
        // 0.1 is not exact in binary; the division rounds it as strtod does.
        #expect(Self.read("0.1")?.bitPattern == Double("0.1")!.bitPattern)
        #expect(Self.read("123456789012345") == 123_456_789_012_345)
        #expect(Self.read("1.23456789012345")?.bitPattern == Double("1.23456789012345")!.bitPattern)
        // Left to strtod: 16 digits, a missing side of the point, exponents, signs, other text.
        for text in ["1234567890123456", "1.234567890123456", ".5", "5.", "-", "", "1e3", "+5", "1.2.3", "0x1F", "1_000", " 1"] {
            #expect(Self.read(text) == nil, "\(text)")
        }
    }

    @Test("random decimals read as strtod reads them")
    func randomDecimals() {
        var generator = SystemRandomNumberGenerator()
        var read = 0
        for _ in 0..<20_000 {
            let integerDigits = Int.random(in: 1...9, using: &generator)
            let fractionDigits = Int.random(in: 0...8, using: &generator)
            var text = Int.random(in: 0..<4, using: &generator) == 0 ? "-" : ""
            for _ in 0..<integerDigits { text += String(Int.random(in: 0...9, using: &generator)) }
            if fractionDigits > 0 {
                text += "."
                for _ in 0..<fractionDigits { text += String(Int.random(in: 0...9, using: &generator)) }
            }
            let expected = Double(text)!
            let value = Self.read(text)
            if integerDigits + fractionDigits <= 15 {
                #expect(value?.bitPattern == expected.bitPattern, "\(text)")
                read += 1
            } else {
                #expect(value == nil, "\(text)")
            }
        }
        // Most draws are 15 digits or fewer; the rest check the refusal.
        #expect(read > 15_000)
    }
}
