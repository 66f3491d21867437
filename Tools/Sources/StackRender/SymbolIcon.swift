import Foundation

/// An icon by its SF Symbols name, drawn on Linux as a look-alike glyph of Google's Material
/// Icons font (`Material Icons`, Debian's fonts-material-design-icons-iconfont, which
/// scripts/setup installs).
///
/// The names, glyphs and which icons mirror in right-to-left layouts are data:
/// `Resources/sf-symbols.tsv`, one row per name of DynamicButtons' `SymbolName.all` (a test keeps
/// the two lists equal).
public struct SymbolIcon: Hashable, Sendable {
    /// The SF Symbols name.
    public let name: String
    /// The glyph drawn for it, in the Material Icons font.
    public let glyph: Unicode.Scalar
    /// Whether it is drawn mirrored in right-to-left layouts, as SF Symbols mirrors its
    /// directional symbols (chevrons and arrows pointing left, right, backward or forward, reply
    /// and forward, lists, the paper plane).
    public let mirrorsInRightToLeft: Bool

    /// The font family the glyphs are drawn in.
    public static let fontFamily = "Material Icons"

    /// The icon called `name` (an SF Symbols name, exactly as written), or `nil` when the map
    /// has no such name. Documents translate the older names (`share`, `compass`) before this.
    public init?(name: String) {
        guard let icon = Self.table[name] else { return nil }
        self = icon
    }

    private init(name: String, glyph: Unicode.Scalar, mirrorsInRightToLeft: Bool) {
        self.name = name
        self.glyph = glyph
        self.mirrorsInRightToLeft = mirrorsInRightToLeft
    }

    /// Every icon of the map, by name.
    public static let table: [String: SymbolIcon] = {
        guard let url = Bundle.module.url(forResource: "sf-symbols", withExtension: "tsv"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [:] }
        return parse(text)
    }()

    /// The rows of the map's text: `name`, Material name, hexadecimal code point, `yes` or `no`,
    /// tab-separated; lines starting with `#` are comments.
    static func parse(_ text: String) -> [String: SymbolIcon] {
        var table: [String: SymbolIcon] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count == 4, let value = UInt32(fields[2], radix: 16), let glyph = Unicode.Scalar(value) else { continue }
            table[String(fields[0])] = SymbolIcon(name: String(fields[0]), glyph: glyph, mirrorsInRightToLeft: fields[3] == "yes")
        }
        return table
    }
}
