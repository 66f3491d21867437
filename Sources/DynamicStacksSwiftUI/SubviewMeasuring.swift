#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIInterface
#endif
import Foundation
import StackLayout
import StackViewPlans

/// A `Layout` call's subviews, handed to the engine as measuring closures.
///
/// Why `@unchecked Sendable`: the engine's leaves (`MeasuredLeaf`, a `ContainerLayout`) must be
/// `Sendable`, so their closures are `@Sendable`; SwiftUI's `LayoutSubviews` does not say it is.
/// The closures made here are called only by the engine run that the same `Layout` call starts,
/// synchronously on the caller's thread, and are dropped when it returns (nothing keeps the tree
/// or the leaves): the subviews are never used from another thread or after the call, which is
/// what SwiftUI asks of them.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
struct SubviewMeasuring: @unchecked Sendable {
    let subviews: LayoutSubviews

    /// One hosted child per subview, answering what the subview answers.
    var children: [HostedChild] {
        subviews.indices.map { index in
            HostedChild { [self] proposal in
                let size = subviews[index].sizeThatFits(
                    ProposedViewSize(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) }))
                return Size(width: Double(size.width), height: Double(size.height))
            }
        }
    }
}
