/// The PNG compression choices `stacks` offers (`--png-compression`): each names a tested
/// ``PNGEncoding``. The pixels are the same whichever is chosen; only encoding time and file
/// size differ.
///
/// On the 36 gallery pictures (docs/performance.md, "PNG encoding"), against Cairo's own
/// writer (libpng's defaults): `fast` encodes 5.2× as fast at 98 % of the bytes, `default`
/// 3.6× as fast at 91 %, `best` makes 77 % at a ninth of the speed. All three use libdeflate
/// without a row filter: the pictures are flat colours and anti-aliased text, on which
/// filtering costs time and makes files larger, not smaller.
public enum PNGCompression: String, CaseIterable, Hashable, Sendable {
    /// libdeflate level 1, no filter: the fastest setting measured, with files still a little
    /// smaller than Cairo's.
    case fast
    /// libdeflate level 6 (libdeflate's own default), no filter: faster and smaller than zlib
    /// at any level from 4 up.
    case `default`
    /// libdeflate level 12, no filter: the smallest files of all the settings measured, at
    /// about 0.4 s of CPU a megapixel, some thirty times the default's time.
    case best

    /// The setting this choice stands for.
    public var encoding: PNGEncoding {
        switch self {
        case .fast: PNGEncoding(uncheckedLibdeflateLevel: 1, filter: .none)
        case .default: PNGEncoding(uncheckedLibdeflateLevel: 6, filter: .none)
        case .best: PNGEncoding(uncheckedLibdeflateLevel: 12, filter: .none)
        }
    }
}
