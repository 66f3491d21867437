/// The PNG compression choices `stacks` offers (`--png-compression`): each names a tested
/// ``PNGEncoding``. The pixels are the same whichever is chosen; only encoding time and file
/// size differ.
///
/// On the 36 gallery pictures (docs/performance.md, "PNG encoding"), against Cairo's own
/// writer (libpng's defaults): `fast` encodes 4.7× as fast at 120 % of the bytes, `default`
/// 2.35× as fast at 97 %, `best` at 0.83× the speed makes 82 %. No row filter is in all three:
/// the pictures are flat colours and anti-aliased text, on which filtering costs time and,
/// from level 4 on, makes files larger, not smaller.
public enum PNGCompression: String, CaseIterable, Hashable, Sendable {
    /// zlib level 3, no filter: the fastest setting whose files stay within a fifth of Cairo's.
    case fast
    /// zlib level 4, no filter: the lowest level with zlib's lazy matching, which takes files
    /// from 120 % of Cairo's to 97 %.
    case `default`
    /// zlib level 9, no filter: the smallest files of all the settings measured.
    case best

    /// The setting this choice stands for.
    public var encoding: PNGEncoding {
        switch self {
        case .fast: PNGEncoding(uncheckedLevel: 3, filter: .none, strategy: .default)
        case .default: PNGEncoding(uncheckedLevel: 4, filter: .none, strategy: .default)
        case .best: PNGEncoding(uncheckedLevel: 9, filter: .none, strategy: .default)
        }
    }
}
