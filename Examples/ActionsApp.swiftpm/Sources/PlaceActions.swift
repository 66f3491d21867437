import DynamicStacksUIKit
import SwiftUI
import UIKit

/// A place's actions in Maps, in UIKit: `DynamicButtonStack` hosted in SwiftUI, pinned to the
/// edges of its host with Auto Layout (its height comes from `intrinsicContentSize`).
struct PlaceActions: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let host = UIView(frame: .zero)
        let buttons = DynamicButtonStack(items: [
            .init(id: "directions", title: "Directions", image: "car.fill", kind: .primary, action: { print("directions") }),
            .init(id: "call", title: "Call", image: "phone.fill", action: { print("call") }),
            .init(id: "website", title: "Website", image: "safari", action: { print("website") }),
            .init(id: "save", title: "Save", image: "star", kind: .tertiary, action: { print("save") }),
        ])
        buttons.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            buttons.topAnchor.constraint(equalTo: host.topAnchor),
        ])
        return host
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}
