import StackLayout

/// The Core Text font for a `FontDescriptor`: which face to start from, its size and
/// the weight to ask for.
///
/// - The family `TextFont/systemFamily` (every text style resolves to it) means the
///   platform's system UI font, `CTFontCreateUIFontForLanguage(.system, size, nil)` (SF Pro on
///   iOS and macOS), as `UIFont.preferredFont(forTextStyle:)` and `UIFont.systemFont(ofSize:)`
///   use. So do an empty family and names beginning with "." (Apple reserves those for the
///   system: `CTFontCreateWithName` says not to pass them). Any other family is looked up by
///   name (`CTFontCreateWithName`, or a descriptor with the family and the weight).
/// - Text styles resolve to their point sizes with `DynamicTypeTable` before they
///   get here, the same table `UIFont.preferredFont(forTextStyle:compatibleWith:)` follows, so a
///   style measures at the size UIKit would give it.
/// - The weight is the font's normalized weight trait (`kCTFontWeightTrait`, -1 … 1, 0 regular),
///   with the values of `UIFont.Weight`/`NSFont.Weight` (see ``weightTrait(_:)``).
struct CoreTextFontChoice: Hashable, Sendable {
    /// Where the font comes from.
    enum Face: Hashable, Sendable {
        /// The system UI font.
        case systemUI
        /// The font family of this name.
        case named(String)
    }

    var face: Face
    /// The size in points, within what Core Text can use (see ``init(_:)``).
    var size: Double
    /// The normalized weight trait to request.
    var weightTrait: Double

    /// The smallest size asked of Core Text: `CTFontCreateWithName` and
    /// `CTFontCreateUIFontForLanguage` read a size of 0 as "the default size" (12 pt, or the UI
    /// font's own), so a size of 0 or less (or NaN), which the engine never sends but a caller
    /// of `measure` might, becomes this instead.
    static let minimumSize = 0.01

    /// The choice for `font`. Sizes outside 0.01 … `LayoutTree/maximumFontSize`
    /// (and NaN) are clamped into that range.
    init(_ font: FontDescriptor) {
        let family = font.family
        if family == TextFont.systemFamily || family.isEmpty || family.hasPrefix(".") {
            face = .systemUI
        } else {
            face = .named(family)
        }
        size = font.size.isNaN ? Self.minimumSize : min(max(font.size, Self.minimumSize), LayoutTree.maximumFontSize)
        weightTrait = Self.weightTrait(font.weight)
    }

    /// Whether the face must be re-matched with a weight trait: a regular weight is the face
    /// `CTFontCreateUIFontForLanguage` and `CTFontCreateWithName` already return.
    var requestsWeight: Bool { weightTrait != 0 }

    /// How Core Text is asked for the font.
    enum Request: Hashable, Sendable {
        /// The system UI font at the size, as it comes (regular).
        case systemUI
        /// The named font at the size, as it comes (regular).
        case named(String)
        /// A descriptor of a family and the weight trait, and nothing else: Core Text matches
        /// the family's face nearest the weight. Never a font's own descriptor with the trait
        /// added: that descriptor names its face, and a face name pins the face, so a
        /// semibold title would be measured regular while `UIFont.systemFont(ofSize:weight:)`
        /// draws it semibold.
        case familyWithWeight(Family, weightTrait: Double)
    }

    /// Where the family of a weighted request comes from.
    enum Family: Hashable, Sendable {
        /// The system UI font's family (`CTFontCopyFamilyName` of it: ".AppleSystemUIFont").
        case systemUI
        /// The family of this name.
        case named(String)
    }

    /// The request for this choice.
    var request: Request {
        switch (face, requestsWeight) {
        case (.systemUI, false): .systemUI
        case (.named(let family), false): .named(family)
        case (.systemUI, true): .familyWithWeight(.systemUI, weightTrait: weightTrait)
        case (.named(let family), true): .familyWithWeight(.named(family), weightTrait: weightTrait)
        }
    }

    /// The normalized weight trait of `weight`: the values of the `UIFont.Weight` and
    /// `NSFont.Weight` constants. Apple documents only the range (−1 … 1, 0 regular) and the
    /// endpoints (ultraLight ≈ −0.8, black ≈ 0.62); the values between are the SDKs'. Core Text
    /// picks the family's face nearest the requested weight.
    static func weightTrait(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight: -0.8
        case .thin: -0.6
        case .light: -0.4
        case .regular: 0
        case .medium: 0.23
        case .semibold: 0.3
        case .bold: 0.4
        case .heavy: 0.56
        case .black: 0.62
        }
    }
}
