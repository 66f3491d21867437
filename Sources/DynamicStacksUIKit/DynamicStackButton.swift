// UIKit without watchOS, whose UIKit has no views (UIView, UIScrollView, UIControl).
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import Foundation
import UIKitInterface
#endif
import DynamicButtons
import DynamicStacksStrings
import StackLayout
import StackViewPlans

/// One button of a `DynamicButtonStack`: a control with an image view, a label and a spinner
/// whose frames the stack's plan sets, drawn in its stack's `ButtonAppearance` for its kind and
/// state (pressed while highlighted).
///
/// A control of our own rather than a `UIButton`: a `UIButton` lays out its image and title
/// itself (and again whenever its state changes), so the planned frames — icons on one vertical
/// line, titles on one leading edge or baseline, a title wrapped under its icon — could not be
/// applied to it reliably. Taps arrive as `touchUpInside`, as for any control.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
public final class DynamicStackButton: UIControl {
    /// The id of the item the button shows.
    public private(set) var itemID: String
    /// The icon.
    public let imageView = UIImageView(image: nil)
    /// The title.
    public let titleLabel = UILabel(frame: .zero)
    /// The spinner a loading button shows in place of its title (or icon).
    public let spinner = UIActivityIndicatorView(style: .medium)
    /// The design-system kind of the item it shows.
    public private(set) var kind: ButtonKind = .default
    /// The colours and corner radius it is drawn with (its stack's), per interface style and
    /// contrast.
    public internal(set) var appearance = AdaptiveButtonAppearance.standard {
        didSet { if appearance != oldValue { applyLook() } }
    }

    /// Drawn pressed while highlighted (UIKit highlights a control while a touch is down in it).
    public override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { applyLook() } }
    }

    /// Called after each change of the button's look, so the stack can let the app style it.
    var lookDidChange: (@MainActor (DynamicStackButton) -> Void)?

    init(itemID: String) {
        self.itemID = itemID
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(spinner)
        spinner.isHidden = true
        // A symbol keeps its aspect ratio inside the planned square: UIKit's default content
        // mode, scaleToFill, would stretch every symbol that is not square.
        imageView.contentMode = .scaleAspectFit
        // As SwiftUI's RoundedRectangle draws corners, so both fronts look the same.
        layer.cornerCurve = .continuous
        // The colours are dynamic (UIKit resolves them); the corner radius is not, and each
        // appearance may have its own.
        if #available(iOS 17.0, tvOS 17.0, *) {
            registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]) {
                (button: DynamicStackButton, _: UITraitCollection) in
                button.applyLook()
            }
        }
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // From iOS 17 the registration above is told; before, this is.
        if #available(iOS 17.0, tvOS 17.0, *) { return }
        applyLook()
    }

    /// Not supported: a button is made by its stack.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the button's and its subviews' frames.
    func applyFrames(_ plan: ButtonViewPlan) {
        frame = CGRect(plan.frame)
        imageView.frame = CGRect(plan.imageFrame)
        titleLabel.frame = plan.titleFrame.map(CGRect.init) ?? .zero
        spinner.frame = plan.spinnerFrame.map(CGRect.init) ?? .zero
    }

    /// Sets the title, icon, font, line settings, spinner and enabled state.
    func applyStyle(_ plan: ButtonViewPlan) {
        titleLabel.text = plan.title
        titleLabel.isHidden = !plan.showsTitle
        titleLabel.font = UIFont.planned(plan.font)
        titleLabel.numberOfLines = plan.titleLines
        titleLabel.lineBreakMode = plan.lineBreak == .wordWrap ? .byWordWrapping : .byTruncatingTail
        titleLabel.textAlignment = plan.alignment == .center ? .center : .natural
        imageView.image = plan.iconName.flatMap { UIImage(systemName: $0) }
        // Drawn in the title's font (its size follows the text style), so the symbol's weight
        // and optical size match the title beside or under it.
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(font: UIFont.planned(plan.font))
        imageView.isHidden = !plan.showsImage
        if plan.spinnerFrame != nil {
            spinner.isHidden = false
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
            spinner.isHidden = true
        }
        isEnabled = plan.isEnabled
        kind = plan.kind
        applyLook()
    }

    /// The look for its kind, enabled state and highlight: the fill (none for a tertiary or
    /// nothing-to-fill look), the corner radius, and the title's, icon's and spinner's colour,
    /// each colour resolved by UIKit for the traits it draws with (light or dark, standard or
    /// increased contrast); the radius is the current traits' appearance's. Nothing here
    /// changes a frame.
    func applyLook() {
        let (appearance, kind) = (self.appearance, self.kind)
        let state: ButtonState = isEnabled ? .enabled : .disabled
        let isPressed = isHighlighted
        let current = appearance.resolved(
            uiUserInterfaceStyleRawValue: traitCollection.userInterfaceStyle.rawValue,
            uiAccessibilityContrastRawValue: traitCollection.accessibilityContrast.rawValue
        ).look(kind: kind, state: state, isPressed: isPressed)
        // Whether there is a fill depends on the kind and state alone, never on the appearance.
        backgroundColor = current.fill == nil ? nil : UIColor.adaptive(appearance) {
            $0.look(kind: kind, state: state, isPressed: isPressed).fill ?? $0.background
        }
        layer.cornerRadius = CGFloat(current.cornerRadius)
        let content = UIColor.adaptive(appearance) { $0.look(kind: kind, state: state, isPressed: isPressed).content }
        titleLabel.textColor = content
        imageView.tintColor = content
        spinner.color = content
        lookDidChange?(self)
    }

    /// Offers the Large Content Viewer (touch and hold, with the stack's interaction) where the
    /// plan says, with the button's accessibility label and icon. Not on tvOS, which has none.
    func applyLargeContent(_ plan: ButtonViewPlan, category: TextSizeCategory) {
        #if !os(tvOS)
        showsLargeContentViewer = plan.showsLargeContentViewer(at: category)
        largeContentTitle = plan.largeContentTitle
        largeContentImage = imageView.image
        #endif
    }

    /// Makes the button one accessibility element (its label and image are then not visited)
    /// with the plan's label, value, hint and traits.
    func applyAccessibility(_ plan: ButtonViewPlan) {
        isAccessibilityElement = true
        accessibilityLabel = plan.accessibility.label
        accessibilityValue = plan.accessibility.value.map(SpokenString.localized)
        accessibilityHint = plan.accessibility.hint
        var traits = UIAccessibilityTraits.none
        if plan.accessibility.traits.contains(.button) { traits.insert(.button) }
        if plan.accessibility.traits.contains(.notEnabled) { traits.insert(.notEnabled) }
        accessibilityTraits = traits
    }
}
#endif
