// Workloads with real text: the home screen, the localised button stack swept over widths, and
// Pango's raw measurement rate. All measure with the pinned fonts (fonts/fonts.conf).
import DynamicButtons
import PangoText
import StackDocument
import StackLayout

/// Counts measurement requests per string and per root width (set by the caller before each
/// layout), passing every request on to `base`.
final class CountingMeasurer<Base: TextMeasuring>: TextMeasuring {
    struct Key: Hashable {
        var string: String
        var rootWidth: Double
    }

    let base: Base
    var rootWidth = 0.0
    private(set) var counts: [Key: Int] = [:]

    init(_ base: Base) { self.base = base }

    func measure(_ request: TextMeasurementRequest) -> TextMetrics {
        counts[Key(string: request.string, rootWidth: rootWidth), default: 0] += 1
        return base.measure(request)
    }

    /// The largest count for any of `strings` at any width, with the string and width.
    func maximum(over strings: [String]) -> (count: Int, string: String, width: Double) {
        var best = (count: 0, string: "", width: 0.0)
        let wanted = Set(strings)
        for (key, count) in counts where wanted.contains(key.string) {
            if count > best.count || (count == best.count && key.rootWidth < best.width) {
                best = (count, key.string, key.rootWidth)
            }
        }
        return best
    }

    func reset() { counts.removeAll() }
}

// MARK: Home screen

func homeScreenWorkload(_ context: BenchmarkContext) throws -> WorkloadResult {
    let fonts = try context.fonts()
    let document = try StackDocument(contentsOf: context.examplesPath + "/home-screen.yaml")
    let tree = try document.layoutTree()
    let environment = document.environment.layoutEnvironment
    let width = document.environment.width ?? 375
    let height = document.environment.height ?? 812
    let engine = StackLayoutEngine(environment: environment)
    var result = WorkloadResult(name: "home-screen", title: "home screen (Pango)", nodes: tree.count, width: width)

    // A brand-new measurer per layout: font map creation and font loading included.
    let firstEver = try sample(context.budget.scaled(0.5)) {
        let pango = PangoTextMeasurer(fonts: fonts)
        blackHole(try engine.layout(tree, width: width, height: height, measurer: pango))
    }

    // Cold: a new pass, every text measured by Pango (the measurer keeps no measurements).
    let pango = PangoTextMeasurer(fonts: fonts)
    let before = pango.pangoCallCount
    _ = try engine.layout(tree, width: width, height: height, measurer: pango)
    let pangoPerColdLayout = pango.pangoCallCount - before
    try measureLayouts(tree, environment: environment, width: width, height: height,
                       measurer: pango, budget: context.budget, into: &result)

    // A new pass with a warm CachedTextMeasurer in front of Pango.
    let cachedPango = PangoTextMeasurer(fonts: fonts)
    let cache = CachedTextMeasurer(cachedPango)
    _ = try engine.layout(tree, width: width, height: height, measurer: cache)
    let callsAfterFirst = cachedPango.pangoCallCount
    _ = try engine.layout(tree, width: width, height: height, measurer: cache)
    let cachedSecondCalls = cachedPango.pangoCallCount - callsAfterFirst
    let warm = try sample(context.budget) {
        blackHole(try engine.layout(tree, width: width, height: height, measurer: cache))
    }

    // A session over a raw Pango measurer: second layout at the same width, then 1 pt narrower.
    let sessionPango = PangoTextMeasurer(fonts: fonts)
    let session = LayoutSession(tree: tree, environment: environment, measurer: sessionPango)
    _ = try session.layout(width: width, height: height)
    let sessionFirst = sessionPango.pangoCallCount
    _ = try session.layout(width: width, height: height)
    let sessionSecond = sessionPango.pangoCallCount - sessionFirst
    _ = try session.layout(width: width - 1, height: height)
    let sessionNarrower = sessionPango.pangoCallCount - sessionFirst - sessionSecond
    let mark = sessionPango.pangoCallCount
    _ = try session.layout(width: width, height: height)
    let sessionBack = sessionPango.pangoCallCount - mark

    let texts = tree.indices.filter { tree.kind(at: $0) == .text }.count
    result.details = [
        "\(tree.count) nodes, \(texts) texts, \(Int(width)) × \(Int(height)) pt, scale \(Int(environment.scale))",
        "first layout with a brand-new PangoTextMeasurer (font map, font loading): \(decimal(firstEver.microseconds, 1)) µs",
        "cold layout, every text measured by Pango: \(decimal(result.cold!.microseconds, 1)) µs, \(pangoPerColdLayout) Pango calls",
        "cold layout (new pass) with a warm CachedTextMeasurer: \(decimal(warm.microseconds, 1)) µs, \(cachedSecondCalls) Pango calls",
        "LayoutSession on raw Pango: first layout \(sessionFirst) Pango calls; same width again \(sessionSecond);"
            + " 1 pt narrower \(sessionNarrower); back to \(Int(width)) pt \(sessionBack)",
    ]
    result.metrics = [
        ("first_ever_us", .number(firstEver.microseconds)), ("warm_cache_us", .number(warm.microseconds)),
        ("pango_calls_cold", .integer(pangoPerColdLayout)), ("pango_calls_second_layout_cached", .integer(cachedSecondCalls)),
        ("pango_calls_second_layout_session", .integer(sessionSecond)),
        ("pango_calls_1pt_session", .integer(sessionNarrower)), ("pango_calls_back_session", .integer(sessionBack)),
    ]
    result.checks = [
        TargetCheck(name: "second home-screen layout at the same width does no Pango work", target: "0 Pango calls",
                    measured: "\(sessionSecond) (session), \(cachedSecondCalls) (new pass, warm CachedTextMeasurer)",
                    met: sessionSecond == 0 && cachedSecondCalls == 0)
    ]
    return result
}

// MARK: Button stack

/// The button stack of a document (the first custom node that is one), as shown in `locale`.
func buttonStack(in node: LayoutNode) -> ButtonStack? {
    switch node.content {
    case .container(let layout, _): return layout as? ButtonStack
    case .stack(let stack):
        return stack.children.lazy.compactMap(buttonStack(in:)).first
    case .list(let list):
        return list.children.lazy.compactMap(buttonStack(in:)).first
    case .box, .text: return nil
    }
}

/// The gallery's three buttons in German, Arabic and Chinese, each laid out at 100 widths
/// (280 … 676 pt, step 4): as fresh layouts (a new engine pass per width) and as one
/// `LayoutSession` resized through the widths, both over an uncached Pango measurer.
func buttonSweepWorkload(_ context: BenchmarkContext) throws -> WorkloadResult {
    let fonts = try context.fonts()
    let document = try StackDocument(contentsOf: context.examplesPath + "/gallery/buttons.yaml")
    let widths = (0..<100).map { 280.0 + 4 * Double($0) }
    var result = WorkloadResult(name: "buttons", title: "button stack sweep", nodes: 1, width: widths[0])
    var worstFresh = 0
    var worstSession = 0
    var freshTotal = 0.0
    for identifier in ["de", "ar", "zh"] {
        let locale = DocumentLocale(identifier)
        let localized = document.localized(for: locale)
        guard let buttons = buttonStack(in: localized.root) else { throw BenchmarkError.missing("button stack in buttons.yaml") }
        let titles = buttons.items.map(\.title)
        let tree = try LayoutTree(buttons.node(id: "actions"))
        let environment = localized.environment.layoutEnvironment
        let engine = StackLayoutEngine(environment: environment)
        let pango = PangoTextMeasurer(fonts: fonts, language: locale.language)
        _ = pango.measure(TextMeasurementRequest(string: titles[0], font: FontDescriptor(family: "Sans", size: 17),
                                                 maximumLines: 0, wrapWidth: nil))  // font loading is a one-off

        // Counting: what reaches Pango, per title and root width.
        let counting = CountingMeasurer(pango)
        var arrangements: [String: Int] = [:]
        for width in widths {
            counting.rootWidth = width
            let layout = try engine.layout(tree, width: width, measurer: counting)
            let mode = layout.containerPlacements[0]?.attributes.first { $0.key == "mode" }?.value.description ?? "?"
            arrangements[mode, default: 0] += 1
        }
        let fresh = counting.maximum(over: titles)
        counting.reset()
        let countingSession = LayoutSession(tree: tree, environment: environment, measurer: counting)
        for width in widths {
            counting.rootWidth = width
            _ = try countingSession.layout(width: width)
        }
        let session = counting.maximum(over: titles)
        worstFresh = max(worstFresh, fresh.count)
        worstSession = max(worstSession, session.count)

        // Timing: uncounted, straight on Pango.
        let freshSweep = try sample(context.budget) {
            for width in widths { blackHole(try engine.layout(tree, width: width, measurer: pango)) }
        }
        let sessionSweep = try sample(context.budget, setup: {
            LayoutSession(tree: tree, environment: environment, measurer: pango)
        }, { session in
            for width in widths { blackHole(try session.layout(width: width)) }
        })
        freshTotal += freshSweep.microseconds
        result.details.append(
            "\(identifier): " + titles.map { "“\($0)”" }.joined(separator: ", "))
        result.details.append(
            "    sweep of 100 widths: new pass per width \(decimal(freshSweep.microseconds / 1000, 2)) ms"
                + " (\(decimal(freshSweep.microseconds / 100, 1)) µs per width);"
                + " one session \(decimal(sessionSweep.microseconds / 1000, 2)) ms")
        result.details.append(
            "    max Pango measurements per title per width: \(fresh.count) with new passes"
                + " (“\(fresh.string)” at \(Int(fresh.width)) pt), \(session.count) in the session;"
                + " arrangements: " + arrangements.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
        result.metrics += [
            ("\(identifier)_sweep_fresh_us", .number(freshSweep.microseconds)),
            ("\(identifier)_sweep_session_us", .number(sessionSweep.microseconds)),
            ("\(identifier)_max_measurements_per_title_per_width_fresh", .integer(fresh.count)),
            ("\(identifier)_max_measurements_per_title_per_width_session", .integer(session.count)),
        ]
    }
    result.cold = Samples(nanoseconds: [freshTotal * 1000 / 3])
    result.checks = [
        TargetCheck(name: "Pango measurements per title per width (button sweep, de/ar/zh)", target: "≤ 2",
                    measured: "max \(worstFresh) (new pass per width), \(worstSession) (session)",
                    met: worstFresh <= 2 && worstSession <= 2)
    ]
    return result
}

enum BenchmarkError: Error, CustomStringConvertible {
    case missing(String)
    case usage(String)

    var description: String {
        switch self {
        case .missing(let what): "not found: \(what)"
        case .usage(let message): message
        }
    }
}

// MARK: Pango rate

func pangoTextWorkload(_ context: BenchmarkContext) throws -> WorkloadResult {
    let fonts = try context.fonts()
    let phrases = [
        "Open in Safari", "Share", "Delete", "Zu Favoriten hinzufügen", "فتح في سفاري", "פתח בספארי", "在浏览器中打开",
        "The quick brown fox jumps over the lazy dog", "Donaudampfschifffahrtsgesellschaftskapitänsmütze",
    ]
    let requests = (0..<1000).map { i in
        TextMeasurementRequest(
            string: phrases[i % phrases.count] + " \(i)", font: FontDescriptor(family: "Sans", size: 17),
            maximumLines: 0, wrapWidth: i % 2 == 0 ? nil : 120)
    }
    let pango = PangoTextMeasurer(fonts: fonts)
    _ = pango.measure(requests[0])  // font loading is a one-off
    let uncached = sample(context.budget) {
        for request in requests { blackHole(pango.measure(request)) }
    }
    let cache = CachedTextMeasurer(pango)
    for request in requests { _ = cache.measure(request) }
    let cached = sample(context.budget) {
        for request in requests { blackHole(cache.measure(request)) }
    }
    var result = WorkloadResult(name: "pango-text", title: "Pango text measurement", nodes: requests.count)
    result.details = [
        "uncached (every request measured by Pango): \(decimal(uncached.median / Double(requests.count) / 1000, 2)) µs each",
        "cached (CachedTextMeasurer hit): \(decimal(cached.median / Double(requests.count), 1)) ns each",
    ]
    result.metrics = [
        ("uncached_us_per_request", .number(uncached.median / Double(requests.count) / 1000)),
        ("cached_ns_per_request", .number(cached.median / Double(requests.count))),
    ]
    return result
}
