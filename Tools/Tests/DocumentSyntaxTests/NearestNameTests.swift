@testable import DocumentSyntax
import Testing

/// "Did you mean": the optimal-string-alignment distance, and when it is close enough.
@Suite struct NearestNameTests {
    @Test func distanceCountsEachEditOnce() {
        func distance(_ a: String, _ b: String) -> Int { NearestName.distance(Array(a), Array(b)) }
        #expect(distance("spacng", "spacing") == 1)  // one insertion
        #expect(distance("sapcing", "spacing") == 1)  // one swap of neighbours
        #expect(distance("kitten", "sitting") == 3)  // k→s, e→i, +g (the textbook example)
        #expect(distance("", "abc") == 3)
        #expect(distance("abc", "abc") == 0)
        #expect(distance("ca", "abc") == 3)  // OSA, not Damerau: no edit of a swapped pair
    }

    @Test func suggestsOnlyWhatIsClose() {
        let keys = ["id", "axis", "spacing", "spacingAfter", "margins", "alignment", "distribution"]
        #expect(NearestName.suggestion(for: "spacng", among: keys) == "spacing")
        #expect(NearestName.suggestion(for: "Spacing", among: keys) == "spacing")  // case is free
        #expect(NearestName.suggestion(for: "aligment", among: keys) == "alignment")
        #expect(NearestName.suggestion(for: "margin", among: keys) == "margins")
        // Up to 7 letters allow 1 edit, 8 to 11 letters 2: "distribtuion" (a swap) is 1 edit,
        // "distrbuton" 2, "colour" far from anything here.
        #expect(NearestName.suggestion(for: "distribtuion", among: keys) == "distribution")
        #expect(NearestName.suggestion(for: "distrbuton", among: keys) == "distribution")
        #expect(NearestName.suggestion(for: "colour", among: keys) == nil)
        #expect(NearestName.suggestion(for: "colour", among: ["color", "fill"]) == "color")
        // Two edits in six letters is too far: "locale" is not "scale", "tight" not "height".
        #expect(NearestName.suggestion(for: "locale", among: ["width", "scale"]) == nil)
        #expect(NearestName.suggestion(for: "tight", among: ["width", "height", "both"]) == nil)
        // Short names allow one edit: "ib" → "id", but "xy" is two from "id".
        #expect(NearestName.suggestion(for: "ib", among: keys) == "id")
        #expect(NearestName.suggestion(for: "xy", among: keys) == nil)
        #expect(NearestName.suggestion(for: "box", among: ["buttons", "stack", "text", "list"]) == nil)
        // Ties go to the first listed.
        #expect(NearestName.suggestion(for: "bat", among: ["cat", "bar"]) == "cat")
        #expect(NearestName.hint(for: "frame", among: ["frames", "render"]) == " (did you mean \"frames\"?)")
        #expect(NearestName.hint(for: "zzz", among: ["frames"]) == "")
    }
}
