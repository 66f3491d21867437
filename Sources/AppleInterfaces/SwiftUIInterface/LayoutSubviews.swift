#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/swiftui/layoutsubviews
///
/// Simplified: here the proxies are made by tests (``LayoutSubviews/init(_:layoutDirection:)``,
/// TestDriving SPI) from closures; on Apple platforms SwiftUI makes them.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    let subviews: [LayoutSubview]

    /// Apple: https://developer.apple.com/documentation/swiftui/layoutsubviews/layoutdirection
    public var layoutDirection: LayoutDirection

    /// Apple: https://developer.apple.com/documentation/swiftui/layoutsubviews/startindex
    public var startIndex: Int { subviews.startIndex }
    /// Apple: https://developer.apple.com/documentation/swiftui/layoutsubviews/endindex
    public var endIndex: Int { subviews.endIndex }
    /// Apple: https://developer.apple.com/documentation/swiftui/layoutsubviews/subscript(_:)-9jmk0
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
}

/// Apple: https://developer.apple.com/documentation/swiftui/layoutsubview
///
/// Simplified: a proxy answers sizes and records placements through closures a test gives it
/// (TestDriving SPI).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable {
    let identity: Int
    let answer: (ProposedViewSize) -> CGSize
    let record: (CGPoint, UnitPoint, ProposedViewSize) -> Void

    /// Apple: https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        answer(proposal)
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        record(position, anchor, proposal)
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/layoutsubview/==(_:_:)
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.identity == rhs.identity }
}
#endif
