import AppSources
import Testing

/// `DynamicButtonStack(items:buttons:)` given the app's own `UIButton`s: their titles and images
/// read from what the same scope sets on them; positions counted by hand (UTF-8 columns from 1).
@Suite("Reading the app's own UIButtons")
struct AppButtonReadingTests {
    static let placeController = """
        import UIKit

        final class PlaceController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let call = UIButton(type: .system)
                call.setTitle(NSLocalizedString("Call", comment: "Calls the place"), for: .normal)
                call.setImage(UIImage(systemName: "phone.fill"), for: .normal)
                var configuration = UIButton.Configuration.filled()
                configuration.title = "Get Directions"
                configuration.image = UIImage(systemName: "car.fill")
                let directions = UIButton(configuration: configuration)
                let share = UIButton(type: .system)
                share.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                share.setTitle("Share", for: .highlighted)
                share.setTitle("Share Place", for: .normal)
                share.accessibilityLabel = "Share This Place"
                let stack = DynamicButtonStack(items: [.init(id: "save", title: "Save", image: "bookmark")], buttons: [call, directions, share])
                view.addSubview(stack)
            }
        }
        """

    @Test("titles, images and labels from setTitle, setImage and a configuration; after the items")
    func buttonsInScope() throws {
        let file = AppSourceFile(name: "Place.swift", text: Self.placeController)
        try #require(file.stacks.count == 1)
        let stack = file.stacks[0]
        #expect(stack.unreadable == nil)
        #expect(stack.name == "PlaceController.viewDidLoad.stack")
        #expect(stack.items.map(\.id) == ["save", "call", "directions", "share"])
        let call = stack.items[1]
        // `let call = UIButton(…)`: the binding `call = …` starts after 8 spaces and `let `: column 13.
        #expect(call.position == SourcePosition(line: 6, column: 13))
        // 8 spaces, `call.setTitle(` (14), `NSLocalizedString(` (18): the literal at 9 + 32 = 41.
        #expect(call.title == SourceTitle(text: "Call", key: "Call", position: SourcePosition(line: 7, column: 41)))
        #expect(call.image == "phone.fill")
        // The configuration variable the button is made with gives its title and image:
        // 8 spaces, `configuration.title = ` (22): column 31.
        let directions = stack.items[2]
        #expect(directions.title == SourceTitle(text: "Get Directions", position: SourcePosition(line: 10, column: 31)))
        #expect(directions.image == "car.fill")
        // Only the normal state's title counts; the accessibility label is read.
        let share = stack.items[3]
        #expect(share.title.text == "Share Place")
        #expect(share.image == "square.and.arrow.up")
        #expect(share.accessibilityLabel?.text == "Share This Place")
    }

    @Test("a button without a title in scope, or made elsewhere, is a note, not a guess")
    func unreadableButtons() throws {
        let untitled = AppSourceFile(name: "A.swift", text: """
            func make() {
                let ok = UIButton(type: .system)
                ok.setImage(UIImage(systemName: "checkmark"), for: .normal)
                let stack = DynamicButtonStack(items: [], buttons: [ok])
            }
            """)
        #expect(untitled.stacks.first?.items.isEmpty == true)
        #expect(untitled.stacks.first?.unreadable?.contains("the button `ok` has no title set in this scope") == true)

        let elsewhere = AppSourceFile(name: "B.swift", text: """
            func make(done: UIButton) {
                let stack = DynamicButtonStack(items: [], buttons: [done, makeButton()])
            }
            """)
        #expect(elsewhere.stacks.first?.unreadable?.contains("the button `done` is not made in the same scope") == true)

        let computed = AppSourceFile(name: "C.swift", text: """
            func make() {
                let ok = UIButton(type: .system)
                ok.setTitle("OK", for: .normal)
                ok.setImage(UIImage(named: "tick"), for: .normal)
                let stack = DynamicButtonStack(items: [], buttons: [ok])
            }
            """)
        #expect(computed.stacks.first?.unreadable?.contains("is not `UIImage(systemName: \"…\")`") == true)
    }
}
