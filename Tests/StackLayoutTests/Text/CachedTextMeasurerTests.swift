import Testing

@testable import StackLayout

/// Counts the requests that reach it.
final class CountingMeasurer: TextMeasuring {
    var calls: [TextMeasurementRequest] = []
    let base = FixedMetricsTextMeasurer()
    func measure(_ request: TextMeasurementRequest) -> TextMetrics {
        calls.append(request)
        return base.measure(request)
    }
}

struct CachedTextMeasurerTests {
    static let request = TextMeasurementRequest(
        string: "Hello world", font: FontDescriptor(family: "Fixed", size: 10, weight: .regular),
        maximumLines: 0, wrapWidth: 40)

    @Test("the first request is a miss, repeats are hits answered without the base")
    func hitsAndMisses() {
        let base = CountingMeasurer()
        let cache = CachedTextMeasurer(base)
        let first = cache.measure(Self.request)
        #expect(cache.misses == 1 && cache.hits == 0)
        let second = cache.measure(Self.request)
        let third = cache.measure(Self.request)
        #expect(cache.misses == 1 && cache.hits == 2)
        #expect(base.calls.count == 1)
        #expect(first == second && second == third)
        // the answer is the base's: "Hello world" wrapped at 40 → 25 × 20
        #expect(first.size == Size(width: 25, height: 20))
        #expect(cache.count == 1)
    }

    @Test("the key is every field of the request")
    func keyedOnEveryField() {
        let base = CountingMeasurer()
        let cache = CachedTextMeasurer(base)
        var variants = [Self.request]
        var r = Self.request
        r.string = "Hello World"
        variants.append(r)
        r = Self.request
        r.font.family = "Other"
        variants.append(r)
        r = Self.request
        r.font.size = 11
        variants.append(r)
        r = Self.request
        r.font.weight = .bold
        variants.append(r)
        r = Self.request
        r.maximumLines = 1
        variants.append(r)
        r = Self.request
        r.wrapWidth = 41
        variants.append(r)
        r = Self.request
        r.wrapWidth = nil
        variants.append(r)
        for v in variants { _ = cache.measure(v) }
        #expect(cache.misses == 8)
        #expect(cache.hits == 0)
        #expect(cache.count == 8)
        for v in variants { _ = cache.measure(v) }
        #expect(cache.misses == 8)
        #expect(cache.hits == 8)
        #expect(base.calls.count == 8)
    }

    @Test("removeAll forgets entries and resets the counters")
    func removeAll() {
        let base = CountingMeasurer()
        let cache = CachedTextMeasurer(base)
        _ = cache.measure(Self.request)
        _ = cache.measure(Self.request)
        cache.removeAll()
        #expect(cache.count == 0 && cache.hits == 0 && cache.misses == 0)
        _ = cache.measure(Self.request)
        #expect(cache.misses == 1)
        #expect(base.calls.count == 2)
    }

    @Test("a cache kept across layouts makes re-layout free of text work")
    func relayout() throws {
        let tree = try LayoutTree(
            vstack(alignment: .leading, [
                text(nil, "Hello world", lines: 0), hstack([text(nil, "abc"), box(nil, 10, 10), text(nil, "de")]),
            ]))
        let engine = StackLayoutEngine(environment: LayoutEnvironment(scale: 0))
        let base = CountingMeasurer()
        let cache = CachedTextMeasurer(base)
        let first = try engine.layout(tree, width: 40, measurer: cache)
        let missesAfterFirst = cache.misses
        #expect(missesAfterFirst > 0)
        let second = try engine.layout(tree, width: 40, measurer: cache)
        #expect(cache.misses == missesAfterFirst)
        #expect(base.calls.count == missesAfterFirst)
        #expect(first.frames == second.frames)
    }
}
