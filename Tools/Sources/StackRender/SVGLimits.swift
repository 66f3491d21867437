/// How much of an SVG image librsvg is given, and what it is not given at all, so that reading
/// and drawing an image stays within a memory budget, and no value makes librsvg abort the
/// process (a Rust panic cannot be caught) or run without end.
///
/// Checked on the bytes before librsvg parses them (``check(_:)``), with libxml2 as librsvg
/// reads them: entities expanded, DTD default attributes filled in, style sheets applied to
/// every element they may match. Time is bounded while librsvg works (``ImageTimeLimit``), and
/// the surfaces its masks and filters need against the pixel budget (``ImageStore``).
enum SVGLimits {
    /// The most bytes an SVG file may have: 8 MiB. Icons are kilobytes and detailed drawings a
    /// few hundred; past this size a file is mostly embedded pictures or generated shapes.
    static let maximumBytes = 8 << 20
    /// The most bytes of attribute values and text an SVG may hold once its entities are
    /// expanded: 16 MiB, twice what a file may have. An entity of 100 KB named in 60,000
    /// attributes is 6 GB to read (and 1 MB to write).
    static let maximumExpandedBytes = 16 << 20
    /// The most elements, counting again each element a `<use>`, mask, pattern, marker or
    /// filter draws from elsewhere: 50,000. librsvg keeps 1.2 to 2.3 KB for each element it
    /// reads (a million `<g/>` took 1.26 GB) and draws each copy in turn.
    static let maximumElements = 50_000
    /// The most levels elements may nest, counting a reference (`<use>`, `url(#mask)`, …) as a
    /// level: 128. librsvg draws level by level on the caller's stack, up to 16 KB a level (a
    /// chain of 1,000 masks overflowed a thread's 8 MiB); 128 levels fit in 2 MiB.
    static let maximumDepth = 128
    /// The most numbers and commands all path data (`d`, `points`) may have: 1,000,000. librsvg
    /// and Cairo keep up to 170 bytes a command (8 MiB of `h1v1` took 700 MB).
    static let maximumPathItems = 1_000_000
    /// The most characters a run of text (the characters between two tags of a `<text>`) may
    /// have: 2,000. Pango lays each run out as one line, in time that grows with the square of
    /// its length (2,000 characters took 0.6 s, 6,000 took 4.4 s).
    static let maximumTextRun = 2_000
    /// The most characters all text may have: 20,000 (librsvg keeps about 1.4 KB a character).
    static let maximumText = 20_000
    /// The largest font size text may have, in CSS pixels: 100,000. Pango counts in 32-bit
    /// integers of 1/1024 px, and librsvg aborts on a text whose line overflows them (from
    /// about 2 million px).
    static let maximumFontSize = 100_000.0
    /// The most octaves an `<feTurbulence>` may add: 24. Each octave costs as much time as the
    /// first (220 ns a pixel) and adds half the detail of the one before: after 24 the detail
    /// is below 1/16,000,000 of the colour range. (`numOctaves="1000000000"` ran without end.)
    static let maximumOctaves = 24
    /// The most dashes all dashed strokes may have: 1,000,000. Cairo makes a shape of each dash
    /// and stops only when it runs out of memory: a 190-byte path 2 million px long dashed
    /// every 0.01 px took 968 MB; 20 million dashes took 600 MB, some 30 bytes a dash.
    static let maximumDashes = 1_000_000
    /// The most pixels the pictures an image embeds (PNG or JPEG `data:` URLs) may declare in
    /// all: 4096 × 4096. librsvg holds each twice while drawing (decoded, and as a Cairo
    /// surface): one of 8192 × 8192 took 577 MB, twice what the same PNG as a file takes.
    static let maximumEmbeddedPixels = 4096 * 4096
    /// The most values an `<feConvolveMatrix>` kernel may have (`order` across times down):
    /// 400, librsvg's own limit, past which it aborts instead of refusing the filter.
    static let maximumKernelValues = 400
}
