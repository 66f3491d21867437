/// The characters after which a line must end (Unicode line breaking classes BK, CR, LF and NL:
/// line feed, vertical tab, form feed, carriage return, next line, line separator, paragraph
/// separator), as UTF-16 code units: all of them are single units.
enum HardLineBreak {
    /// Whether `unit` forces a line break after it.
    static func isHardBreak(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
