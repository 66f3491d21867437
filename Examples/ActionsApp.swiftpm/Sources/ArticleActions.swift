import DynamicButtons
import DynamicStacksSwiftUI
import SwiftUI

/// An article's actions, in SwiftUI: Open in Safari (the primary action), Share, Delete.
struct ArticleActions: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Article").font(.headline)
            ButtonStackView(items: [
                .init(id: "safari", title: "Open in Safari", systemImage: "safari", kind: .primary) { print("open") },
                .init(id: "share", title: "Share", systemImage: "square.and.arrow.up") { print("share") },
                .init(id: "delete", title: "Delete", systemImage: "trash", accessibilityHint: "Moves the article to the bin") {
                    print("delete")
                },
            ])
        }
    }
}

/// Mail's reply actions, in SwiftUI with the app's own appearance: rounder, in the app's green.
struct ReplyActions: View {
    /// In light and dark mode alike (white on #1B5E20 is 7.87:1); the design system's other looks
    /// for each mode.
    static let appearance: AdaptiveButtonAppearance = {
        func branded(_ base: ButtonAppearance) -> ButtonAppearance {
            var appearance = base
            appearance.primary = ButtonColor(hex: "#1B5E20")!
            appearance.primaryPressed = ButtonColor(hex: "#103A14")!
            appearance.cornerRadius = 14
            return appearance
        }
        return AdaptiveButtonAppearance(light: branded(.standard), dark: branded(.standardDark))
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Mail").font(.headline)
            ButtonStackView(items: [
                .init(id: "reply", title: "Reply", systemImage: "arrowshape.turn.up.left", kind: .primary) { print("reply") },
                .init(id: "reply-all", title: "Reply All", systemImage: "arrowshape.turn.up.left.2") { print("reply all") },
                .init(id: "forward", title: "Forward", systemImage: "arrowshape.turn.up.right") { print("forward") },
            ], appearance: Self.appearance)
        }
    }
}
