import DynamicStacksUIKit
import Foundation
import SwiftUI
import UIKit

/// A place's actions in Maps, in UIKit: `DynamicButtonStack` hosted in SwiftUI, as tall as it
/// needs at the width SwiftUI offers (a column of four at the largest text sizes).
struct PlaceActions: UIViewRepresentable {
    func makeUIView(context: Context) -> DynamicButtonStack {
        DynamicButtonStack(items: [
            .init(id: "directions", title: NSLocalizedString("Directions", comment: "Place action"), image: "car.fill", kind: .primary, action: { print("directions") }),
            .init(id: "call", title: NSLocalizedString("Call", comment: "Place action"), image: "phone.fill", action: { print("call") }),
            .init(id: "website", title: NSLocalizedString("Website", comment: "Place action"), image: "safari", action: { print("website") }),
            .init(id: "save", title: NSLocalizedString("Save", comment: "Place action"), image: "star", kind: .tertiary, action: { print("save") }),
        ])
    }

    func updateUIView(_ uiView: DynamicButtonStack, context: Context) {}

    /// The stack's own answer for the offered width: the height of the arrangement chosen there.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: DynamicButtonStack, context: Context) -> CGSize? {
        uiView.sizeThatFits(CGSize(width: proposal.width ?? 0, height: 0))
    }
}
