import PangoText
import StackLayout
import Testing

@Suite("The measurement cache in front of Pango")
struct CachedPangoMeasurementTests {
    @Test("repeated requests are answered without Pango; any changed field is a miss")
    func cacheKeysOnEveryField() {
        let pango = PangoFixture.measurer()
        let cache = CachedTextMeasurer(pango)
        let base = PangoFixture.request("Share", wrap: 100, lines: 1)
        _ = cache.measure(base)
        _ = cache.measure(base)
        #expect(cache.hits == 1 && cache.misses == 1)
        #expect(pango.pangoCallCount == 1)

        var variants: [TextMeasurementRequest] = []
        var changed = base
        changed.string = "Delete"; variants.append(changed)
        changed = base; changed.font.family = "Serif"; variants.append(changed)
        changed = base; changed.font.size = 18; variants.append(changed)
        changed = base; changed.font.weight = .semibold; variants.append(changed)
        changed = base; changed.wrapWidth = 101; variants.append(changed)
        changed = base; changed.wrapWidth = nil; variants.append(changed)
        changed = base; changed.maximumLines = 2; variants.append(changed)
        for variant in variants { _ = cache.measure(variant) }
        #expect(cache.misses == 1 + variants.count)
        #expect(pango.pangoCallCount == 1 + variants.count)
        #expect(cache.hits == 1)
    }
}
