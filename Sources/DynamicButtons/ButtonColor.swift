/// An sRGB colour with opacity, each component from 0 to 1: what a button's appearance is made
/// of, written as `#RRGGBB` or `#RRGGBBAA` in documents and themes.
public struct ButtonColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// A colour of the given components (each clamped to 0…1).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamped(red)
        self.green = clamped(green)
        self.blue = clamped(blue)
        self.alpha = clamped(alpha)
    }

    /// The colour written `#RRGGBB` or `#RRGGBBAA` (hexadecimal digits in either case), or `nil`
    /// for any other text.
    public init?(hex: String) {
        let digits = hex.utf8.dropFirst()
        // Hexadecimal digits only: `UInt64(_:radix:)` would also take a sign (`#+ABCDE`).
        guard hex.utf8.first == UInt8(ascii: "#"), digits.count == 6 || digits.count == 8,
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0 | 0x20) }),
            let value = UInt64(String(decoding: digits, as: UTF8.self), radix: 16)
        else { return nil }
        let full = digits.count == 6 ? value << 8 | 0xFF : value
        func component(_ shift: UInt64) -> Double { Double((full >> shift) & 0xFF) / 255 }
        self.init(red: component(24), green: component(16), blue: component(8), alpha: component(0))
    }

    /// `#RRGGBB` for an opaque colour, else `#RRGGBBAA`, in capitals.
    public var hex: String {
        func digits(_ value: Double) -> String {
            let byte = Int((value * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        // Opaque when the alpha byte is 255, though the value be a hair under 1.
        return "#" + digits(red) + digits(green) + digits(blue) + ((alpha * 255).rounded() < 255 ? digits(alpha) : "")
    }

    /// The colour as ``hex``.
    public var description: String { hex }
}
