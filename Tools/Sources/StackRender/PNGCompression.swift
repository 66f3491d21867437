/// The PNG compression choices `stacks` offers (`--png-compression`): each names a tested
/// ``PNGEncoding``. The pixels are the same whichever is chosen; only encoding time and file
/// size differ.
///
/// On the 46 gallery pictures (docs/performance.md, "PNG encoding"), against Cairo's own
/// writer (libpng's defaults): `fast` encodes 4.9× as fast at 99.7 % of the bytes, `default`
/// 2.9× as fast at 92 %, `best` makes 78 % at an eighth of the speed. All three use libdeflate
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
    /// about 0.35 s of CPU a megapixel, some twenty times the default's time.
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
