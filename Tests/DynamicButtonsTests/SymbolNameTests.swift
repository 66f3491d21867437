import DynamicButtons
import Testing

@Suite("Icon names: SF Symbols names and the older aliases")
struct SymbolNameTests {
    @Test("SF Symbols names stand for themselves, matched exactly")
    func systemNames() {
        for name in ["square.and.arrow.up", "chevron.left", "arrowshape.turn.up.left.2", "person.2", "trash"] {
            #expect(SymbolName.systemName(for: name) == name)
        }
        #expect(SymbolName.systemName(for: "Chevron.Left") == nil)
        #expect(SymbolName.systemName(for: "rocket") == nil)
        #expect(SymbolName.systemName(for: "") == nil)
    }

    @Test("the six older names, in any case, stand for SF Symbols names", arguments: [
        ("share", "square.and.arrow.up"), ("Share", "square.and.arrow.up"), ("compass", "safari"), ("COMPASS", "safari"),
        ("paperPlane", "paperplane"), ("trash", "trash"), ("Star", "star"), ("plus", "plus"),
    ])
    func aliases(alias: String, name: String) {
        #expect(SymbolName.systemName(for: alias) == name)
    }

    @Test("the list: sorted, without repeats, the names buttons and toolbars use")
    func list() {
        #expect(SymbolName.all == SymbolName.all.sorted())
        #expect(Set(SymbolName.all).count == SymbolName.all.count)
        #expect(SymbolName.all.count >= 150)
        for name in ["square.and.arrow.up", "heart.fill", "bookmark.fill", "chevron.right", "arrow.down", "plus.circle",
                     "xmark.circle.fill", "checkmark.circle", "person", "envelope", "phone", "message", "bubble.left",
                     "map", "location", "safari", "globe", "link", "magnifyingglass", "gear", "bell", "calendar", "clock",
                     "camera", "photo", "doc", "folder", "pencil", "square.and.pencil", "arrowshape.turn.up.left",
                     "arrowshape.turn.up.right", "flag", "tray", "archivebox", "cart", "bag", "creditcard", "lock", "eye",
                     "play.fill", "pause.fill", "stop.fill"] {
            #expect(SymbolName.systemName(for: name) == name, "\(name)")
        }
        for target in SymbolName.aliases.values { #expect(SymbolName.all.contains(target)) }
    }

    @Test("directional navigation by icon: chevrons only; an arrow's name is no evidence of navigation", arguments: [
        ("chevron.left", true), ("chevron.forward", true), ("chevron.up", true), ("arrow.backward", false),
        ("arrow.right.circle", false), ("rectangle.portrait.and.arrow.right", false), ("arrowshape.turn.up.left", false),
        ("arrow.clockwise", false), ("arrow.up", false), ("square.and.arrow.up", false),
    ])
    func directional(name: String, isDirectional: Bool) {
        #expect(DirectionalNavigation.isDirectional(ButtonItem(id: "a", title: "A", iconName: name)) == isDirectional)
    }
}
