import DynamicStacksUIKit
import ModelStack
import StackLayout
import SwiftUI
import UIKit

/// A chat message: a bubble on the leading side (theirs) or the trailing side (mine).
struct ChatMessage: StackModel {
    var id: Int
    var text: String
    var isMine: Bool

    static let cellKind = CellKind("bubble", presenting: ChatMessage.self) { message in
        MessageBubble(message.text, side: message.isMine ? .trailing : .leading).node()
    }
}

/// A chat on `DynamicStackView`: bottom-anchored (short conversations sit at the bottom, as in
/// Messages), laid out again when the text size changes, scrolling from a drag on a bubble.
struct ChatView: UIViewRepresentable {
    static let messages = [
        ChatMessage(id: 1, text: "Are we still on for lunch?", isMine: false),
        ChatMessage(id: 2, text: "Yes! The place by the station, at one.", isMine: true),
        ChatMessage(id: 3, text: "Perfect. I'll book a table for two.", isMine: false),
    ]

    func makeUIView(context: Context) -> DynamicStackView {
        // `try!`: the spacing is a constant the view accepts; a bad one would be a programming error.
        let chat = try! DynamicStackView(spacing: 8, anchor: .bottom)
        chat.register(BubbleCell.self, forKindNamed: "bubble")
        chat.didTapCell = { _, model in
            if let message = model as? ChatMessage { print("tapped", message.text) }
        }
        try? chat.append(models: Self.messages, animated: false)
        return chat
    }

    func updateUIView(_ uiView: DynamicStackView, context: Context) {}
}

/// A bubble: its message's text on a rounded background, both where the engine placed them
/// inside the cell, in the body font at the stack's text size (what the engine measured with).
final class BubbleCell: StackCellView {
    private let bubble = UIView(frame: .zero)
    private let label = UILabel(frame: .zero)

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        bubble.layer.cornerRadius = 16
        addSubview(bubble)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func configure(with cell: StackCell) {
        guard let message = cell.model as? ChatMessage, let content = cell.content else { return }
        let category = (superview as? DynamicStackView)?.stack.engine.environment.contentSizeCategory ?? .large
        let font = TextFont.style(.body).resolved(for: category)
        label.font = UIFont.systemFont(ofSize: CGFloat(font.size), weight: .regular)
        label.text = message.text
        label.textColor = message.isMine ? UIColor(red: 1, green: 1, blue: 1, alpha: 1) : UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
        bubble.backgroundColor = message.isMine
            ? UIColor(red: 0.04, green: 0.39, blue: 0.82, alpha: 1) : UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
        if let frame = content.frame(of: "bubble") { bubble.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height) }
        if let frame = content.frame(of: "text") { label.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height) }
    }
}
