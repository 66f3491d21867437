@testable import CoreTextMeasurement
import StackLayout
import Testing

@Suite("Fonts: system or named face, size, weight trait")
struct CoreTextFontChoiceTests {
    @Test("the system family, an empty family and reserved dot names are the system UI font")
    func systemFace() {
        for family in [TextFont.systemFamily, "", ".SFUI-Regular", ".AppleSystemUIFont"] {
            #expect(CoreTextFontChoice(FontDescriptor(family: family, size: 17)).face == .systemUI)
        }
        #expect(CoreTextFontChoice(FontDescriptor(family: "Helvetica Neue", size: 17)).face == .named("Helvetica Neue"))
    }

    @Test("text styles have the Dynamic Type sizes and weights")
    func textStyles() {
        // Apple's Dynamic Type table: headline is 17 pt semibold at Large; body is 53 pt at AX5.
        let headline = CoreTextFontChoice(TextFont.style(.headline).resolved(for: .large))
        #expect(headline.face == .systemUI && headline.size == 17 && headline.weightTrait == 0.3)
        let body = CoreTextFontChoice(TextFont.style(.body).resolved(for: .accessibilityExtraExtraExtraLarge))
        #expect(body.face == .systemUI && body.size == 53 && body.weightTrait == 0)
        #expect(headline.requestsWeight && !body.requestsWeight)
    }

    @Test("weight traits: regular 0, Apple's endpoints, heavier weights higher")
    func weights() {
        #expect(CoreTextFontChoice.weightTrait(.regular) == 0)
        #expect(CoreTextFontChoice.weightTrait(.ultraLight) == -0.8)
        #expect(CoreTextFontChoice.weightTrait(.black) == 0.62)
        let traits = FontWeight.allCases.sorted { $0.rawValue < $1.rawValue }.map(CoreTextFontChoice.weightTrait)
        #expect(zip(traits, traits.dropFirst()).allSatisfy { $0 < $1 })
        #expect(traits.allSatisfy { (-1...1).contains($0) })
    }

    /// A semibold title (a headline, or body made semibold) is asked for by family and weight,
    /// the system font's family included: never the system face's own descriptor, whose face
    /// name would keep it regular.
    @Test("weighted fonts are matched by family and weight trait, never by a face's descriptor")
    func requests() {
        let headline = CoreTextFontChoice(TextFont.style(.headline).resolved(for: .large))
        #expect(headline.request == .familyWithWeight(.systemUI, weightTrait: 0.3))
        #expect(CoreTextFontChoice(FontDescriptor(family: "Sans", size: 17, weight: .bold)).request
            == .familyWithWeight(.systemUI, weightTrait: 0.4))
        #expect(CoreTextFontChoice(FontDescriptor(family: "Avenir Next", size: 17, weight: .semibold)).request
            == .familyWithWeight(.named("Avenir Next"), weightTrait: 0.3))
        #expect(CoreTextFontChoice(TextFont.style(.body).resolved(for: .large)).request == .systemUI)
        #expect(CoreTextFontChoice(FontDescriptor(family: "Avenir Next", size: 17)).request == .named("Avenir Next"))
    }

    @Test("sizes Core Text would misread are clamped")
    func sizes() {
        func size(_ points: Double) -> Double { CoreTextFontChoice(FontDescriptor(family: "Sans", size: points)).size }
        #expect(size(17) == 17)
        #expect(size(0) == 0.01)  // Core Text reads 0 as its default size
        #expect(size(-3) == 0.01)
        #expect(size(.nan) == 0.01)
        #expect(size(20_000) == 10_000)
        #expect(size(.infinity) == 10_000)
    }
}
