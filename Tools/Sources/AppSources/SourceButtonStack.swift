import DynamicButtons
import StackDocument

/// A button stack an app's source builds with items written in place, or the reason its items
/// cannot be read without running the app.
public struct SourceButtonStack: Sendable {
    /// Which of the project's views the source builds.
    public enum View: String, Sendable {
        /// UIKit's `DynamicButtonStack`.
        case dynamicButtonStack = "DynamicButtonStack"
        /// SwiftUI's `ButtonStackView`.
        case buttonStackView = "ButtonStackView"
    }

    /// The view.
    public var view: View
    /// How reports name the stack: the declarations around it and the variable it is assigned
    /// to (`PlaceActions.makeUIView.DynamicButtonStack`, `ShareSheet.viewDidLoad.actions`).
    /// Unique in its file.
    public var name: String
    /// Where the stack's expression starts.
    public var position: SourcePosition
    /// The items, in order; empty when ``unreadable`` says why.
    public var items: [SourceButtonItem] = []
    /// Space between buttons (`spacing:` of `ButtonStackView`, `.spacing =` of UIKit's view).
    public var spacing: Double = 8
    /// Insets inside every button.
    public var insets = DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
    /// What of the stack cannot be read from the source and why (an item built by a function,
    /// a title with interpolation); `nil` when every item is read. Nothing is guessed: such a
    /// stack is reported as a note and not audited.
    public var unreadable: String?

    /// Creates a stack.
    public init(view: View, name: String, position: SourcePosition) {
        self.view = view
        self.name = name
        self.position = position
    }
}
