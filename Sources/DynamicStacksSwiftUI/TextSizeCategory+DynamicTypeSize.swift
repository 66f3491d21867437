#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIInterface
#endif
import StackLayout
import StackViewPlans

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension TextSizeCategory {
    /// The engine's category for SwiftUI's Dynamic Type `size`: the same setting under
    /// UIKit's name (`accessibility1` is `accessibilityMedium`, …, `accessibility5`
    /// `accessibilityExtraExtraExtraLarge`). A size SwiftUI adds later maps to the nearest known
    /// size below it (`DynamicTypeSteps`).
    public init(_ size: DynamicTypeSize) {
        self = Self.dynamicTypeSteps.category(for: size)
    }

    /// SwiftUI's twelve sizes and the engine's categories.
    static var dynamicTypeSteps: DynamicTypeSteps<DynamicTypeSize> {
        DynamicTypeSteps([
            (.xSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large),
            (.xLarge, .extraLarge), (.xxLarge, .extraExtraLarge), (.xxxLarge, .extraExtraExtraLarge),
            (.accessibility1, .accessibilityMedium), (.accessibility2, .accessibilityLarge),
            (.accessibility3, .accessibilityExtraLarge), (.accessibility4, .accessibilityExtraExtraLarge),
            (.accessibility5, .accessibilityExtraExtraExtraLarge),
        ])
    }
}
