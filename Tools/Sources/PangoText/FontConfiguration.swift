import FileAccess
import CPango

#if canImport(Glibc)
    import Glibc
#endif

/// A fontconfig configuration: which font files exist and how family names (`Sans`) map to
/// them. A configuration loaded from a file pins measurement to exactly those files, immune to
/// the machine's fontconfig setup, `$FONTCONFIG_FILE` and the locale.
///
/// One configuration can be shared by any number of measurers on any threads: fontconfig
/// configurations are read-only once built (each ``PangoTextMeasurer`` keeps its own font map).
public final class FontConfiguration: @unchecked Sendable {
    /// The `FcConfig`; never mutated after `init`.
    let config: OpaquePointer
    /// The file it was loaded from, or `nil` for the system configuration.
    public let path: String?

    /// Loads a fontconfig configuration file (such as the repository's `fonts/fonts.conf`).
    /// A relative path is resolved against the current directory.
    ///
    /// - Throws: ``TextMeasurementError`` when the file cannot be read or parsed, or when it
    ///   yields no fonts.
    public init(contentsOf path: String) throws(TextMeasurementError) {
        let absolute = Self.absolute(path)
        // Read once here for the checks and a reason a user can act on; fontconfig then reads the
        // file itself (it resolves the paths inside relative to the file).
        do {
            _ = try InputFile.read(absolute, limit: InputFile.configurationLimit)
        } catch {
            throw .unreadableConfiguration(path: path, reason: error.description)
        }
        guard let config = FcConfigCreate() else { throw .invalidConfiguration(path: path) }
        // fontconfig resolves relative paths against /etc/fonts, hence the absolute path.
        guard FcConfigParseAndLoad(config, absolute, FcTrue) != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw .invalidConfiguration(path: path)
        }
        let fonts = FcConfigGetFonts(config, FcSetSystem)
        guard let fonts, fonts.pointee.nfont > 0 else {
            FcConfigDestroy(config)
            throw .noFonts(path: path)
        }
        self.config = config
        self.path = absolute
    }

    /// The machine's own fontconfig setup (what `fc-match` uses). Results then depend on the
    /// installed fonts and configuration; tests should load a pinned file instead.
    public static let system = FontConfiguration()

    private init() {
        config = FcInitLoadConfigAndFonts()
        path = nil
    }

    /// The number of font faces the configuration knows.
    public var fontCount: Int {
        Int(FcConfigGetFonts(config, FcSetSystem)?.pointee.nfont ?? 0)
    }

    deinit {
        FcConfigDestroy(config)
    }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let directory = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return directory + "/" + path
    }
}
