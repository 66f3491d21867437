// UIKit without watchOS, whose UIKit has no views (UIView, UIScrollView, UIControl).
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import Foundation
import UIKitInterface
#endif
import StackLayout
import StackViewPlans

@available(iOS 14.0, tvOS 14.0, *)
extension UIButton {
    /// What the button shows, as it will draw it: with a configuration (iOS 15), the
    /// configuration's title (or attributed title) and image; without one, `currentTitle` and
    /// `currentImage`. The font is the title label's, to which UIKit applies a configuration's
    /// title attributes; the preferred body font when the label has none.
    var stackContent: AppButtonContent {
        var title = currentTitle ?? ""
        var image = currentImage
        var hasConfiguration = false
        if #available(iOS 15.0, tvOS 15.0, *), let configuration {
            hasConfiguration = true
            title = configuration.title ?? configuration.attributedTitle.map { String($0.characters) } ?? ""
            image = configuration.image
        }
        let font: UIFont = titleLabel?.font ?? UIFont.preferredFont(forTextStyle: .body)
        return AppButtonContent(
            title: title, font: TextFont(font), imageSize: image.map { Size(width: Double($0.size.width), height: Double($0.size.height)) },
            hasConfiguration: hasConfiguration)
    }

    /// Puts the button's image and title where `placement` says: through its configuration
    /// when it has one (changed only where it differs, so UIKit does not update it for
    /// nothing); the content alignment in any case.
    func apply(_ placement: AppButtonPlacement) {
        let alignment: UIControl.ContentHorizontalAlignment = placement.contentAlignment == .leading ? .leading : .center
        if contentHorizontalAlignment != alignment { contentHorizontalAlignment = alignment }
        guard #available(iOS 15.0, tvOS 15.0, *), let configuration else { return }
        var placed = configuration
        placed.imagePlacement = placement.imageEdge == .top ? .top : .leading
        placed.imagePadding = CGFloat(placement.imagePadding)
        placed.contentInsets = NSDirectionalEdgeInsets(
            top: CGFloat(placement.contentInsets.top), leading: CGFloat(placement.contentInsets.leading),
            bottom: CGFloat(placement.contentInsets.bottom), trailing: CGFloat(placement.contentInsets.trailing))
        placed.titleLineBreakMode = placement.lineBreak == .wordWrap ? .byWordWrapping : .byTruncatingTail
        placed.titleAlignment = placement.titleAlignment == .center ? .center : .automatic
        if placed != configuration { self.configuration = placed }
    }
}

extension TextFont {
    /// The engine's font for `font`, from its family, size, weight trait and text style
    /// (`TextFont(uiKitFamilyName:pointSize:weightTrait:textStyleRawValue:)` decides).
    init(_ font: UIFont) {
        let descriptor = font.fontDescriptor
        let traits = descriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        let weight = (traits?[.weight] as? CGFloat).map(Double.init) ?? 0
        self.init(
            uiKitFamilyName: font.familyName, pointSize: Double(font.pointSize), weightTrait: weight,
            textStyleRawValue: descriptor.object(forKey: .textStyle) as? String)
    }
}
#endif
