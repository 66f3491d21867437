#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/uikit/uitraitdefinition
@available(iOS 17.0, tvOS 17.0, *)
/// Transcribed without its requirements (a value type and a default), which nothing here reads.
public protocol UITraitDefinition {}

/// Apple: https://developer.apple.com/documentation/uikit/uitrait
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// Apple: https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}

/// Apple: https://developer.apple.com/documentation/uikit/uitraitlayoutdirection
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLayoutDirection: UITraitDefinition {}

/// Apple: https://developer.apple.com/documentation/uikit/uitraitdisplayscale
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitDisplayScale: UITraitDefinition {}

/// Apple: https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition {}

/// Apple: https://developer.apple.com/documentation/uikit/uitraitaccessibilitycontrast
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitAccessibilityContrast: UITraitDefinition {}

/// Apple: https://developer.apple.com/documentation/uikit/uitraitlegibilityweight
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLegibilityWeight: UITraitDefinition {}

/// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeregistration-swift.protocol
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitChangeRegistration {}

/// One registered handler, and the traits it observes (by type).
struct TraitChangeRegistration: UITraitChangeRegistration {
    var traits: [ObjectIdentifier]
    var handler: @MainActor (UIView, UITraitCollection) -> Void
}

/// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
/// Transcribed as UIView's, the only observable the views use.
@available(iOS 17.0, tvOS 17.0, *)
extension UIView {
    /// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    /// Runs `handler` when one of `traits` changes (through ``UIView/applyTraitCollection(_:)`` here).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits.map { ObjectIdentifier($0) }) { view, previous in
            guard let environment = view as? TraitEnvironment else { return }
            handler(environment, previous)
        }
        traitChangeRegistrations.append(registration)
        return registration
    }

    /// The traits (by type) whose values differ between two collections.
    static func changedTraits(from old: UITraitCollection, to new: UITraitCollection) -> Set<ObjectIdentifier> {
        var changed = Set<ObjectIdentifier>()
        if old.preferredContentSizeCategory != new.preferredContentSizeCategory {
            changed.insert(ObjectIdentifier(UITraitPreferredContentSizeCategory.self))
        }
        if old.layoutDirection != new.layoutDirection { changed.insert(ObjectIdentifier(UITraitLayoutDirection.self)) }
        if old.displayScale != new.displayScale { changed.insert(ObjectIdentifier(UITraitDisplayScale.self)) }
        if old.userInterfaceStyle != new.userInterfaceStyle { changed.insert(ObjectIdentifier(UITraitUserInterfaceStyle.self)) }
        if old.legibilityWeight != new.legibilityWeight { changed.insert(ObjectIdentifier(UITraitLegibilityWeight.self)) }
        if old.accessibilityContrast != new.accessibilityContrast {
            changed.insert(ObjectIdentifier(UITraitAccessibilityContrast.self))
        }
        return changed
    }
}
#endif
