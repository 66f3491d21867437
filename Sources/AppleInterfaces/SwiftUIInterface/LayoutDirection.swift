#if os(Linux)
/// Apple: https://developer.apple.com/documentation/swiftui/layoutdirection
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/layoutdirection/lefttoright
    case leftToRight
    /// Apple: https://developer.apple.com/documentation/swiftui/layoutdirection/righttoleft
    case rightToLeft
}
#endif
