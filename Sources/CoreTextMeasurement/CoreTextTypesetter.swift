#if canImport(CoreText)
import CoreText
#elseif os(Linux)
import CoreTextInterface
#endif
import Foundation

/// The measurer's only contact with Core Text: it makes fonts, typesets a string into a frame
/// and reads the lines back as plain ``TypesetLine`` values, and measures an ellipsized line.
/// Every decision about those numbers (which lines count, which are shown, the size, the
/// baselines, the rounding) is made by ``TypesetText`` and the other platform-independent types.
///
/// On Linux this file type-checks against `CoreTextInterface`, a transcription of the Core Text
/// declarations it uses; it runs only on Apple platforms.
final class CoreTextTypesetter {
    /// Fonts made so far: making a font (matching a descriptor) costs more than a short line.
    private var fonts: [CoreTextFontChoice: CTFont] = [:]

    /// Typesets `string` in `choice` into `frame` (Core Text's default paragraph style: natural
    /// direction, word wrapping, no hyphenation).
    func typeset(_ string: String, font choice: CoreTextFontChoice, frame: TypesetFrame) -> TypesetText {
        let font = makeFont(choice)
        let metrics = FontLineMetrics(
            ascent: Double(CTFontGetAscent(font)), descent: Double(CTFontGetDescent(font)),
            leading: Double(CTFontGetLeading(font)))
        let framesetter = CTFramesetterCreateWithAttributedString(attributed(string, font: font) as CFAttributedString)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: frame.width, height: frame.height), transform: nil)
        // A range of length 0 typesets the whole string (as far as the frame holds it).
        let ctFrame = CTFramesetterCreateFrame(framesetter, CFRange(location: 0, length: 0), path, nil)
        let lines = CTFrameGetLines(ctFrame) as? [CTLine] ?? []
        var origins = [CGPoint](repeating: .zero, count: lines.count)
        if !lines.isEmpty { CTFrameGetLineOrigins(ctFrame, CFRange(location: 0, length: 0), &origins) }
        let typeset = zip(lines, origins).map { line, origin in
            var ascent: CGFloat = 0
            var descent: CGFloat = 0
            var leading: CGFloat = 0
            let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
            let range = CTLineGetStringRange(line)
            return TypesetLine(
                range: TypesetLine.utf16Range(location: range.location, length: range.length),
                width: width,
                trailingWhitespaceWidth: CTLineGetTrailingWhitespaceWidth(line),
                ascent: Double(ascent), descent: Double(descent), leading: Double(leading),
                // Origins are relative to the bottom of the frame, y growing upwards.
                baseline: frame.height - Double(origin.y))
        }
        return TypesetText(string: string, lines: typeset, font: metrics)
    }

    /// The width (without trailing whitespace) of the characters `range` of `string` set on one
    /// line and truncated at its end to `width` with an ellipsis (U+2026), or `nil` when Core Text
    /// cannot fit even the ellipsis.
    func truncatedLineWidth(_ string: String, range: Range<Int>, font choice: CoreTextFontChoice, width: Double) -> Double? {
        let font = makeFont(choice)
        let part = attributed(string, font: font).attributedSubstring(from: NSRange(location: range.lowerBound, length: range.count))
        let line = CTLineCreateWithAttributedString(part as CFAttributedString)
        let ellipsis = CTLineCreateWithAttributedString(attributed("\u{2026}", font: font) as CFAttributedString)
        guard let truncated = CTLineCreateTruncatedLine(line, width, .end, ellipsis) else { return nil }
        return TypesetLine.visibleWidth(
            typographicWidth: CTLineGetTypographicBounds(truncated, nil, nil, nil),
            trailingWhitespaceWidth: CTLineGetTrailingWhitespaceWidth(truncated))
    }

    private func attributed(_ string: String, font: CTFont) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [NSAttributedString.Key(kCTFontAttributeName as String): font])
    }

    private func makeFont(_ choice: CoreTextFontChoice) -> CTFont {
        if let font = fonts[choice] { return font }
        let size = CGFloat(choice.size)
        let font: CTFont
        switch choice.request {
        case .systemUI:
            font = systemUIFont(size)
        case .named(let family):
            font = CTFontCreateWithName(family as CFString, size, nil)
        case .familyWithWeight(let source, let weightTrait):
            let family: CFString
            switch source {
            case .systemUI: family = CTFontCopyFamilyName(systemUIFont(size))
            case .named(let name): family = name as CFString
            }
            let traits = [kCTFontWeightTrait: weightTrait] as CFDictionary
            let attributes: [CFString: Any] = [kCTFontFamilyNameAttribute: family, kCTFontTraitsAttribute: traits]
            font = CTFontCreateWithFontDescriptor(CTFontDescriptorCreateWithAttributes(attributes as CFDictionary), size, nil)
        }
        fonts[choice] = font
        return font
    }

    /// The system UI font; Core Text's own default font stands in should there be none.
    private func systemUIFont(_ size: CGFloat) -> CTFont {
        CTFontCreateUIFontForLanguage(.system, size, nil) ?? CTFontCreateWithName("Helvetica" as CFString, size, nil)
    }
}
