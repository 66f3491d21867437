import CPango
import StackLayout

/// Measures text with Pango: HarfBuzz shaping, fontconfig font fallback, bidirectional text
/// and Unicode line breaking.
///
/// Measurements are device-independent: 72 dpi (a 17 pt font is 17 units tall), no hinting,
/// no glyph-position rounding, so the numbers are the same for PNG, SVG and PDF output.
/// Wrapping breaks between words and, for a word longer than the line (a German compound, a
/// URL), between characters, which the metrics report (`breaksWithinWord`); CJK text breaks
/// between characters. Hyphens are not inserted.
///
/// A measurer owns a Pango font map and context, which must not be used by two threads at
/// once, so the type is deliberately not `Sendable`: give each thread or task its own measurer
/// and share the ``FontConfiguration``.
public final class PangoTextMeasurer: TextMeasuring {
    /// The font configuration in use.
    public let fonts: FontConfiguration
    /// The number of layouts Pango has been asked to make (wrap this measurer in a
    /// `CachedTextMeasurer` to avoid repeats).
    public private(set) var pangoCallCount = 0

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private let language: OpaquePointer?
    private var descriptions: [FontDescriptor: OpaquePointer] = [:]
    private var verticalMetrics: [FontDescriptor: (ascent: Double, descent: Double)] = [:]
    private static let scale = Double(PANGO_SCALE)

    /// Creates a measurer over `fonts`, with `language` (a BCP 47 tag) guiding font fallback
    /// and line breaking where the text itself does not decide.
    public init(fonts: FontConfiguration = .system, language: String = "en") {
        self.fonts = fonts
        fontMap = pango_cairo_font_map_new()
        // Pango takes its own reference to the configuration.
        pango_fc_font_map_set_config(ds_fc_font_map(fontMap), fonts.config)
        pango_cairo_font_map_set_resolution(ds_cairo_font_map(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        self.language = pango_language_from_string(language)
        pango_context_set_language(context, self.language)
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The Pango font description for `font` (owned by the measurer).
    public func pangoFontDescription(_ font: FontDescriptor) -> OpaquePointer {
        if let existing = descriptions[font] { return existing }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, font.size * Self.scale)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        descriptions[font] = description
        return description
    }

    /// A Pango layout for `request`, configured exactly as measurement configures it. The
    /// caller owns it (`g_object_unref`).
    public func makeLayout(_ request: TextMeasurementRequest) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_font_description(layout, pangoFontDescription(request.font))
        pango_layout_set_text(layout, request.string, -1)
        let attributes = pango_attr_list_new()
        // No hyphen when a word is broken between characters: the break shows as it is.
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if let width = request.wrapWidth {
            pango_layout_set_width(layout, Int32(min(width * Self.scale, Double(Int32.max)).rounded(.down)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if request.maximumLines > 0 {
                // Negative heights are a line limit per paragraph; the last line is ellipsized.
                pango_layout_set_height(layout, -Int32(clamping: request.maximumLines))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        return layout
    }

    public func measure(_ request: TextMeasurementRequest) -> TextMetrics {
        if Self.mayOverflowLineWidth(request), let overflowing = overflowingParagraphMetrics(request) { return overflowing }
        pangoCallCount += 1
        let layout = makeLayout(request)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }

        let totalLines = Int(pango_layout_get_line_count(layout))

        let limit = request.maximumLines
        // Pango's limit counts per paragraph; a line limit counts lines in all.
        let shown = limit > 0 ? min(limit, totalLines) : totalLines
        var truncated = pango_layout_is_ellipsized(layout) != 0 || shown < totalLines

        // Positions summed in 64 bits, line by line: Pango keeps a line's position in 32-bit
        // units of 1/1024 pt, which overflow past about 2,097,151 pt (a tall wrapped text),
        // while one line's height stays small at any font size.
        var width: Int32 = 0
        var lineTop: Int64 = 0
        var firstBaseline: Int64 = 0
        var lastBaseline: Int64 = 0
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        var index = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            // The line's logical rectangle is relative to its baseline: y is minus its ascent.
            let baseline = lineTop - Int64(logical.y)
            if index == 0 { firstBaseline = baseline }
            lastBaseline = baseline
            width = max(width, logical.width)
            lineTop += Int64(logical.height)
            index += 1
        } while index < shown && pango_layout_iter_next_line(iterator) != 0
        if totalLines == 0 { truncated = false }

        let vertical = fontVerticalMetrics(request.font)
        let firstLine = pango_layout_get_line_readonly(layout, 0)
        let rightToLeft = firstLine.map { pango_layout_line_get_resolved_direction($0) == PANGO_DIRECTION_RTL } ?? false
        return TextMetrics(
            size: Size(width: Double(width) / Self.scale, height: Double(lineTop) / Self.scale),
            lineCount: shown,
            firstBaseline: Double(firstBaseline) / Self.scale,
            lastBaseline: Double(lastBaseline) / Self.scale,
            ascent: vertical.ascent,
            descent: vertical.descent,
            isTruncated: truncated,
            isRightToLeft: rightToLeft,
            breaksWithinWord: breaksWithinWord(layout, lines: shown))
    }

    /// Whether a paragraph of `request` could be wider than Pango's 32-bit widths hold: no
    /// glyph is more than 8 em wide, and no UTF-8 byte makes more than one glyph.
    static func mayOverflowLineWidth(_ request: TextMeasurementRequest) -> Bool {
        Double(request.string.utf8.count) * 8 * request.font.size * scale >= Double(Int32.max)
    }

    /// The metrics of a text with a paragraph wider than Pango's 32-bit widths hold
    /// (2,097,152 pt or more), or `nil` when every paragraph fits them. Pango breaks and
    /// ellipsizes lines with those sums, so its lines for such a text are wrong: the text is
    /// reported as long as its longest paragraph, both ways, so that no layout holding it passes
    /// for one that can be drawn.
    private func overflowingParagraphMetrics(_ request: TextMeasurementRequest) -> TextMetrics? {
        pangoCallCount += 1
        let layout = makeLayout(TextMeasurementRequest(string: request.string, font: request.font, maximumLines: 0, wrapWidth: nil))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var longest: Int64 = 0
        // Unwrapped, each line is a paragraph; its width summed from its glyphs in 64 bits.
        var lines = pango_layout_get_lines_readonly(layout)
        while let node = lines {
            var width: Int64 = 0
            var runs = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
            while let run = runs {
                if let glyphs = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs {
                    for i in 0..<Int(glyphs.pointee.num_glyphs) { width += Int64(glyphs.pointee.glyphs[i].geometry.width) }
                }
                runs = run.pointee.next
            }
            longest = max(longest, width)
            lines = node.pointee.next
        }
        guard longest >= Int64(Int32.max) else { return nil }
        let vertical = fontVerticalMetrics(request.font)
        let length = Double(longest) / Self.scale
        return TextMetrics(
            size: Size(width: length, height: length), lineCount: 1, firstBaseline: vertical.ascent,
            lastBaseline: vertical.ascent, ascent: vertical.ascent, descent: vertical.descent, isTruncated: false,
            isRightToLeft: false, breaksWithinWord: false)
    }

    /// Whether one of the first `lines` lines of `layout` starts where Unicode line breaking
    /// (UAX #14, as Pango tailors it) allows no break: there `PANGO_WRAP_WORD_CHAR` fell back to
    /// breaking a word too wide for the line between two of its characters. A line that starts
    /// a paragraph or a word, or between two ideographs, starts at a break opportunity.
    private func breaksWithinWord(_ layout: OpaquePointer, lines: Int) -> Bool {
        guard lines > 1 else { return false }
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount),
            let text = pango_layout_get_text(layout)
        else { return false }
        // Line starts are byte offsets into the layout's UTF-8 text; the attributes are per
        // character. Lines come in text order, so one walk over the bytes converts them all.
        var byte = 0
        var character = 0
        for index in 1..<lines {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { break }
            let start = Int(line.pointee.start_index)
            while byte < start {
                // A byte that does not continue a sequence starts a character.
                if UInt8(bitPattern: text[byte]) & 0xC0 != 0x80 { character += 1 }
                byte += 1
            }
            if character < Int(attributeCount), attributes[character].is_line_break == 0 { return true }
        }
        return false
    }

    /// The number of characters no installed font could show (drawn as boxes, "tofu").
    public func unknownGlyphCount(_ string: String, font: FontDescriptor) -> Int {
        let layout = makeLayout(TextMeasurementRequest(string: string, font: font, maximumLines: 0, wrapWidth: nil))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    /// Ascent and descent of the font's primary face, cached: the lookup costs as much as a
    /// short measurement.
    private func fontVerticalMetrics(_ font: FontDescriptor) -> (ascent: Double, descent: Double) {
        if let cached = verticalMetrics[font] { return cached }
        let metrics = pango_context_get_metrics(context, pangoFontDescription(font), language)
        defer { pango_font_metrics_unref(metrics) }
        let result = (
            ascent: Double(pango_font_metrics_get_ascent(metrics)) / Self.scale,
            descent: Double(pango_font_metrics_get_descent(metrics)) / Self.scale
        )
        verticalMetrics[font] = result
        return result
    }
}
