import SwiftUI

/// The seeds' screens in one scrolling page: an article's actions, a place's actions in Maps,
/// a mail's reply actions (each a dynamic button stack: try the largest text sizes and
/// right-to-left languages) and a chat on `DynamicStackView`, anchored at the bottom.
@main
struct ActionsApp: App {
    var body: some Scene {
        WindowGroup {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    ArticleActions()
                    PlaceActions()
                    ReplyActions()
                    ChatView().frame(height: 320)
                }
                .padding(16)
            }
        }
    }
}
