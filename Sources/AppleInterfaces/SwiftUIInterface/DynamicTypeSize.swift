#if os(Linux)
/// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize/xsmall
    case xSmall
    /// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize/small
    case small
    /// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize/medium
    case medium
    /// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize/large
    case large
    /// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize/xlarge
    case xLarge
    /// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize/xxlarge
    case xxLarge
    /// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize/xxxlarge
    case xxxLarge
    /// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility1
    case accessibility1
    /// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility2
    case accessibility2
    /// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility3
    case accessibility3
    /// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility4
    case accessibility4
    /// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility5
    case accessibility5
}
#endif
