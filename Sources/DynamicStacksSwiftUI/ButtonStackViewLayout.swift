#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIInterface
#endif
import DynamicButtons
import Foundation
import StackLayout
import StackViewPlans

/// The placement of a ``ButtonStackView``: a `Layout` that applies a `ButtonStackViewPlan`. Its
/// subviews are the views of `ButtonPlanSubview/list(for:)` for the stack's items, in that
/// order (each button, then its icon, title and spinner); each goes to its frame in the plan for
/// the bounds, proposed that frame's size (a title a device pixel more each way, so that
/// `Text`'s own measuring never cuts what the plan fits). That is also how a title keeps to the lines the plan
/// gives it: its frame is one line tall unless it wraps (`ButtonViewPlan/titleLines` 0, in the
/// column with icons above), and a title the plan truncates is proposed the room it has, so
/// `Text` cuts it at its end.
///
/// Right to left: the plan mirrors its frames for a right-to-left environment, but SwiftUI
/// mirrors a layout's placements itself, so this layout always plans left to right.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ButtonStackViewLayout: Layout {
    /// The stack.
    public var stack: ButtonStack
    /// Text size and display scale. Always left to right: SwiftUI mirrors placements itself.
    public var environment: LayoutEnvironment
    /// Makes the title measurer, once per view.
    public var makeTextMeasurer: @Sendable () -> any TextMeasuring
    /// Whether Bold Text is on (the environment's `legibilityWeight`). Nothing here reads it:
    /// a change makes the layout a different value, so SwiftUI updates its cache, whose default
    /// (`updateCache(_:subviews:)`) makes it again — a new measurer, whose fonts follow the
    /// setting, measures every title again.
    public var isBoldText: Bool

    /// A layout for `stack` in `environment` (its direction is ignored: see ``environment``).
    public init(
        stack: ButtonStack, environment: LayoutEnvironment, isBoldText: Bool = false,
        makeTextMeasurer: @escaping @Sendable () -> any TextMeasuring
    ) {
        self.stack = stack
        self.isBoldText = isBoldText
        self.environment = LayoutEnvironment(
            direction: .leftToRight, contentSizeCategory: environment.contentSizeCategory, scale: environment.scale)
        self.makeTextMeasurer = makeTextMeasurer
    }

    /// The views' order.
    var subviewList: [ButtonPlanSubview] { ButtonPlanSubview.list(for: stack.items) }

    public func makeCache(subviews: Subviews) -> ButtonStackViewCache {
        // Kept for the layout's life: each title measured once per font and width however
        // often SwiftUI asks for sizes.
        ButtonStackViewCache(measurer: RetainedMeasurements(makeTextMeasurer()))
    }

    /// As wide as proposed (or the stack's natural width), as tall as the arrangement chosen
    /// there; nothing when the stack cannot be laid out (a bad value in it).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ButtonStackViewCache) -> CGSize {
        let width = HostedLayout.engineWidth(proposedWidth: proposal.width.map { Double($0) })
        if let size = cache.sizes[width] { return CGSize(width: size.width, height: size.height) }
        let size = (try? ButtonStackViewPlan.fittingSize(of: stack, width: width, environment: environment, measurer: cache.measurer))
            ?? .zero
        cache.sizes[width] = size
        return CGSize(width: size.width, height: size.height)
    }

    /// Plans for the bounds' size (again only when it differs from the last plan's inputs) and
    /// places every subview at its frame; at the origin with a zero proposal when the stack
    /// cannot be planned (duplicate ids, a bad value), so the view is lost, never the app.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ButtonStackViewCache) {
        let inputs = ButtonStackPlanInputs(
            stack: stack, bounds: Size(width: Double(bounds.width), height: Double(bounds.height)), environment: environment)
        let plan: ButtonStackViewPlan?
        if let last = cache.lastPlan, last.inputs == inputs {
            plan = last
        } else {
            plan = try? ButtonStackViewPlan(inputs, measurer: cache.measurer)
            cache.lastPlan = plan
        }
        for (subview, entry) in zip(subviews, subviewList) {
            let frame = plan.map { entry.frame(in: $0) } ?? .zero
            // A title gets a pixel of room beyond its frame: SwiftUI's Text measures itself
            // again and must not cut a title the plan fits (`ButtonPlanSubview.proposal(in:)`).
            let size = plan.map { entry.proposal(in: $0) } ?? .zero
            subview.place(
                at: CGPoint(x: Double(bounds.minX) + frame.minX, y: Double(bounds.minY) + frame.minY), anchor: .topLeading,
                proposal: ProposedViewSize(width: size.width, height: size.height))
        }
    }
}

/// What a ``ButtonStackViewLayout`` keeps: the title measurer, the sizes answered and the last
/// plan, so that placing in the size just planned for does not plan again.
public struct ButtonStackViewCache {
    let measurer: any TextMeasuring
    var sizes: [Double?: Size] = [:]
    var lastPlan: ButtonStackViewPlan?

    init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }
}
