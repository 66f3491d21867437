/// A font weight on the CSS/OpenType scale (100 thin … 900 black).
public enum FontWeight: Int, Hashable, Sendable, CaseIterable {
    case ultraLight = 100
    case thin = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case heavy = 800
    case black = 900

    /// Parses a weight from its name (`regular`, `semibold`, …) or its number (`400`, `600`, …).
    public init?(name: String) {
        if let number = Int(name), let weight = FontWeight(rawValue: number) {
            self = weight
            return
        }
        let lowered = name.lowercased()
        guard let match = Self.allCases.first(where: { "\($0)".lowercased() == lowered }) else {
            return nil
        }
        self = match
    }
}
