import DynamicStacksSwiftUI
import SwiftUI

struct Checkout: View {
    var body: some View {
        ButtonStackView(items: [
            .init(id: "pay", title: "pay now", systemImage: "creditcard", kind: .primary) {},
            .init(id: "later", title: String(localized: "Save for Later"), systemImage: "clock") {},
        ])
        ButtonStackView(items: rows.map { .init(id: $0, title: $0) {} })
    }
}
