// UIKit without watchOS, whose UIKit has no views (UIView, UIScrollView, UIControl).
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import Foundation
import UIKitInterface
#endif
import CoreTextMeasurement
import ModelStack
import StackLayout
import StackViewPlans

/// A scrolling vertical stack of cells driven by data models (`ModelStack`): each
/// model is shown by a cell view registered for its cell kind's name; edits animate every cell
/// from its frame before to its frame after, inserted cells fade in, removed ones fade out.
///
/// The view decides nothing itself: `ModelStackViewPlan` says which cells have
/// views (all of them, or with virtualisation only those in the visible region), and
/// `ModelStackTransitionPlan` how each one moves.
///
/// Taps: every cell view's `touchUpInside` runs a `UIAction` (selectors need the Objective-C
/// runtime, which Linux, where these files are also tested, lacks) that holds this view
/// *weakly*, so nothing the view owns owns it back. A `didTapCell` closure that uses the view
/// should capture it weakly too.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
public final class DynamicStackView: UIScrollView {
    /// Called with the tapped cell and its model.
    public var didTapCell: ((StackCell, any StackModel) -> Void)?
    /// How long edits animate; 0 applies them at once.
    public var animationDuration: TimeInterval = 0.25
    /// The models, their cells and frames.
    public private(set) var stack: ModelStack

    /// Whether the cells follow the trait collection's text size, layout direction and
    /// display scale (laid out again when one changes), or keep the environment given.
    public let followsTraits: Bool
    /// Whether the view keeps the end of the content in view while the reader is there: a new
    /// row, a grown one or the keyboard rising scrolls to the new bottom; a reader scrolled up
    /// into older rows stays where they are (`StackScrollPosition.offsetFollowingBottom(from:)`).
    /// On for a bottom-anchored stack (a chat), off otherwise.
    public var followsLatest: Bool

    private var plan = ModelStackViewPlan()
    private var cellViews: [ModelID: StackCellView] = [:]
    /// Cell views that left the stack or the visible region, by kind name, for cells that
    /// need one: scrolling through any number of rows makes only as many views as are on
    /// screen at once.
    private var reusableViews: [String: [StackCellView]] = [:]
    /// How many views of a kind are kept for reuse at most.
    private static let reusableLimit = 32
    /// What VoiceOver is given for cells without a view (virtualised away), kept so that an
    /// element stays the same object while its cell lives.
    private var placeholders: [ModelID: UIAccessibilityElement] = [:]
    /// The label VoiceOver reads for a cell that has no view (virtualised away) until the
    /// stack scrolls to it and its view is made: the model's words for it. `nil` (the default)
    /// gives such cells no label; VoiceOver still reaches them in order and scrolls them into view.
    public var accessibilityLabelForModel: ((any StackModel) -> String?)?
    private var factories: [String: @MainActor () -> StackCellView] = [:]
    /// The environment given at creation: what traits that are unspecified fall back to.
    private let baseEnvironment: LayoutEnvironment
    /// Whether the view made its own Core Text measurer (made again for a new display scale).
    private let measuresWithCoreText: Bool

    /// A stack view with cells `spacing` apart, anchored at `anchor`, laid out in `environment`
    /// with `measurer`; with `isVirtualising`, only cells in the visible region have views.
    ///
    /// With `followsTraits` (the default), the view takes the text size, the layout direction
    /// and the display scale from its trait collection, as `DynamicButtonStack` does: when one
    /// changes (Dynamic Type, right to left, another screen) every cell is laid out again and
    /// configured again; `environment` is what unspecified traits fall back to. Without it,
    /// `environment` is kept whatever the traits say.
    ///
    /// `measurer` `nil` (the default) measures with Core Text at the display scale (made again
    /// when it changes), so sizes are rounded to the pixels the engine rounds frames to.
    ///
    /// - Throws: `ModelStackError.invalidConfiguration(property:value:)` for a
    ///   negative or non-finite spacing or a scale out of range.
    public init(spacing: Double = 0, anchor: StackAnchor = .top, isVirtualising: Bool = false,
                environment: LayoutEnvironment = LayoutEnvironment(), followsTraits: Bool = true,
                measurer: (any TextMeasuring)? = nil) throws(ModelStackError) {
        let textMeasurer = measurer ?? Self.coreTextMeasurer(scale: environment.scale)
        stack = try ModelStack(width: 0, spacing: spacing, anchor: anchor, isVirtualising: isVirtualising,
                               engine: StackLayoutEngine(environment: environment), measurer: textMeasurer)
        baseEnvironment = environment
        measuresWithCoreText = measurer == nil
        self.followsTraits = followsTraits
        followsLatest = anchor == .bottom
        super.init(frame: .zero)
        if followsTraits { observeTraitChanges() }
    }

    /// Core Text at `scale`, cached: text shared between cells is measured once (as ModelStack
    /// asks of a real measurer).
    private static func coreTextMeasurer(scale: Double) -> any TextMeasuring {
        CachedTextMeasurer((try? CoreTextMeasurer(scale: scale)) ?? CoreTextMeasurer())
    }

    /// Not supported: make the stack view in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Cell kinds

    /// Makes cells of the kind named `kindName` with `make`.
    public func register(kindNamed kindName: String, make: @escaping @MainActor () -> StackCellView) {
        factories[kindName] = make
    }

    /// Makes cells of the kind named `kindName` as instances of `cellClass`.
    public func register(_ cellClass: StackCellView.Type, forKindNamed kindName: String) {
        register(kindNamed: kindName) { cellClass.init(frame: .zero) }
    }

    // MARK: Edits

    /// Appends `model`, shown by `kind` when given, else by its type's cell kind.
    public func append(_ model: any StackModel, kind: CellKind? = nil, animated: Bool = true) throws(ModelStackError) {
        applyEdit(try stack.append(model, kind: kind), animated: animated)
    }

    /// Appends `models` in order, each shown by its type's cell kind, as one animated change.
    /// All or nothing: when one cannot be appended (an identity already shown, or twice in
    /// `models`), none is and the error says which.
    public func append(models: [any StackModel], animated: Bool = true) throws(ModelStackError) {
        applyEdit(try stack.append(contentsOf: models), animated: animated)
    }

    /// Inserts `model` at `index`, shown by `kind` when given (for this insertion only).
    public func insert(_ model: any StackModel, at index: Int, kind: CellKind? = nil, animated: Bool = true) throws(ModelStackError) {
        applyEdit(try stack.insert(model, at: index, kind: kind), animated: animated)
    }

    /// Shows `models` instead of the current ones, animating the difference.
    public func set(_ models: [any StackModel], animated: Bool = true) throws(ModelStackError) {
        applyEdit(try stack.update(to: models), animated: animated)
    }

    /// Replaces the model with `model`'s identity.
    public func update(_ model: any StackModel, animated: Bool = true) throws(ModelStackError) {
        applyEdit(try stack.update(model), animated: animated)
    }

    /// Removes the cell at `index`.
    public func remove(at index: Int, animated: Bool = true) throws(ModelStackError) {
        applyEdit(try stack.remove(at: index), animated: animated)
    }

    /// Removes the cell presenting `id`.
    public func remove(id: ModelID, animated: Bool = true) throws(ModelStackError) {
        applyEdit(try stack.remove(id: id), animated: animated)
    }

    // MARK: Cells

    /// The view of the cell presenting `id`, when it has one.
    public func cellView(for id: ModelID) -> StackCellView? {
        cellViews[id]
    }

    /// The view of the cell under `point` (content coordinates), by the stack's hit test.
    public func cellView(at point: CGPoint) -> StackCellView? {
        guard let index = stack.index(at: Point(x: Double(point.x), y: Double(point.y))) else { return nil }
        return cellViews[stack.cell(at: index).id]
    }

    // MARK: Layout

    /// Follows the bounds: the width cells are laid out at, the viewport (the bounds less the
    /// insets: bars and the safe area, and the keyboard where it covers more than the safe
    /// area), the visible region when virtualising, and the bottom while the reader is there.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let before = scrollPosition
        // The traits a view is first shown with come with no change to be told of (UIKit
        // predicts them before the view is in a window): they are read here too, which costs
        // a comparison when nothing changed.
        if followsTraits { traitsDidChange() }
        // The keyboard: what it covers beyond the insets the system already applies (the safe
        // area) becomes content inset, so the last rows can scroll above it.
        let covered = StackScrollPosition.coveredBottom(
            boundsMaxY: Double(bounds.maxY), keyboardTop: keyboardTop, safeAreaBottom: Double(safeAreaInsets.bottom))
        let appliedBySystem = Double(adjustedContentInset.bottom - contentInset.bottom)
        let keyboardInset = CGFloat(max(0, covered - appliedBySystem))
        if contentInset.bottom != keyboardInset { contentInset.bottom = keyboardInset }
        let width = Double(bounds.width)
        if width != stack.width, let update = try? stack.setWidth(width) {
            apply(update, animated: false, reconfiguringAll: true)
        }
        let viewport = scrollPosition.viewportHeight
        if viewport != stack.viewportHeight, let update = try? stack.setViewportHeight(viewport) {
            apply(update, animated: false)
        }
        if followsLatest, let offset = scrollPosition.offsetFollowingBottom(from: before) {
            contentOffset = CGPoint(x: contentOffset.x, y: CGFloat(offset))
        }
        let height = Double(bounds.height)
        let region = Double(bounds.minY)..<(Double(bounds.minY) + max(0, height))
        if stack.isVirtualising, region != stack.visibleRegion {
            stack.setVisibleRegion(region)
            let size = stack.contentSize
            apply(StackUpdate(diff: ModelDiff(), changes: [], contentSizeBefore: size, contentSizeAfter: size), animated: false)
        }
    }

    /// The scroll view's vertical position, content and insets.
    private var scrollPosition: StackScrollPosition {
        StackScrollPosition(
            offset: Double(contentOffset.y), boundsHeight: Double(bounds.height), contentHeight: Double(contentSize.height),
            insetTop: Double(adjustedContentInset.top), insetBottom: Double(adjustedContentInset.bottom))
    }

    /// The top of the keyboard in the view's coordinates (iOS 15: the keyboard layout guide;
    /// with the keyboard down, the bottom of the safe area), or `nil` where there is no guide.
    private var keyboardTop: Double? {
        #if os(tvOS)
        return nil
        #else
        guard #available(iOS 15.0, *) else { return nil }
        return Double(keyboardLayoutGuide.layoutFrame.minY)
        #endif
    }

    /// Applies an edit's `update`, then scrolls to the new bottom when the reader was there
    /// (with the edit's animation).
    private func applyEdit(_ update: StackUpdate, animated: Bool) {
        let before = scrollPosition
        apply(update, animated: animated)
        guard followsLatest, let offset = scrollPosition.offsetFollowingBottom(from: before) else { return }
        let scroll = { self.contentOffset = CGPoint(x: self.contentOffset.x, y: CGFloat(offset)) }
        if animated && animationDuration > 0 {
            UIView.animate(withDuration: animationDuration, animations: scroll)
        } else {
            scroll()
        }
    }

    /// Plans the cells after `update` and runs the transitions from the previous plan.
    private func apply(_ update: StackUpdate, animated: Bool, reconfiguringAll: Bool = false) {
        let next = ModelStackViewPlan(stack)
        let transitions = ModelStackTransitionPlan(from: plan, to: next, update: update)
        plan = next
        contentSize = CGSize(next.contentSize)
        var moving: [(view: StackCellView, transition: CellTransition)] = []
        var leaving: [StackCellView] = []
        // Views leaving at once (not animated) are free before any new one is made.
        if !(animated && animationDuration > 0) {
            for transition in transitions.transitions where transition.removesViewAtEnd && !transition.createsView {
                if let view = cellViews.removeValue(forKey: transition.id) { recycle(view) }
            }
        }
        for transition in transitions.transitions {
            let view: StackCellView
            if transition.createsView {
                view = dequeueCellView(transition.kindName, id: transition.id)
                if view.superview !== self { addSubview(view) }
                cellViews[transition.id] = view
            } else if transition.removesViewAtEnd {
                guard let existing = cellViews.removeValue(forKey: transition.id) else { continue }
                view = existing
                leaving.append(view)
            } else {
                guard let existing = cellViews[transition.id] else { continue }
                view = existing
            }
            if transition.configures, let cell = stack.cell(for: transition.id) { view.configure(with: cell) }
            view.frame = CGRect(transition.start)
            view.alpha = CGFloat(transition.startAlpha)
            moving.append((view, transition))
        }
        if reconfiguringAll {
            for (id, view) in cellViews { if let cell = stack.cell(for: id) { view.configure(with: cell) } }
        }
        let animations = {
            for (view, transition) in moving {
                view.frame = CGRect(transition.end)
                view.alpha = CGFloat(transition.endAlpha)
            }
        }
        let completion = { [weak self] (_: Bool) in
            for view in leaving { self?.recycle(view) }
        }
        if animated && animationDuration > 0 {
            UIView.animate(withDuration: animationDuration, animations: animations, completion: completion)
        } else {
            animations()
            completion(true)
        }
    }

    /// A cell view of the kind named `kindName` for the cell presenting `id`: one that left
    /// (after `prepareForReuse()`), else a new one.
    private func dequeueCellView(_ kindName: String, id: ModelID) -> StackCellView {
        if let view = reusableViews[kindName]?.popLast() {
            view.modelID = id
            view.prepareForReuse()
            return view
        }
        return makeCellView(kindName, id: id)
    }

    /// Takes `view` off screen and keeps it for another cell of its kind (up to a limit).
    private func recycle(_ view: StackCellView) {
        view.removeFromSuperview()
        view.modelID = nil
        guard let kindName = view.reuseKindName, reusableViews[kindName, default: []].count < Self.reusableLimit else { return }
        reusableViews[kindName, default: []].append(view)
    }

    /// A cell view of the kind named `kindName` (a plain, empty one for a kind nobody
    /// registered), whose tap reaches `didTapCell`.
    private func makeCellView(_ kindName: String, id: ModelID) -> StackCellView {
        let view = factories[kindName]?() ?? StackCellView(frame: .zero)
        view.modelID = id
        view.reuseKindName = kindName
        view.addAction(UIAction { [weak self, weak view] _ in
            guard let self, let id = view?.modelID else { return }
            self.cellTapped(id)
        }, for: .touchUpInside)
        return view
    }

    // MARK: Accessibility

    /// Every cell, in reading order (top to bottom, in either reading direction): its view
    /// where it has one, else an element at its frame (`accessibilityFrameInContainerSpace`),
    /// labelled by ``accessibilityLabelForModel``. With virtualisation VoiceOver still reaches
    /// every cell in order; moving to one without a view scrolls it into view, and its view is
    /// made.
    public override var accessibilityElements: [Any]? {
        get {
            let order = ModelStackViewPlan.readingOrder(stack)
            let live = Set(order.map(\.id))
            placeholders = placeholders.filter { live.contains($0.key) }
            return order.map { planned -> Any in
                if let view = cellViews[planned.id] { return view }
                let element = placeholders[planned.id] ?? UIAccessibilityElement(accessibilityContainer: self)
                placeholders[planned.id] = element
                element.isAccessibilityElement = true
                element.accessibilityFrameInContainerSpace = CGRect(planned.frame)
                if let cell = stack.cell(for: planned.id) { element.accessibilityLabel = accessibilityLabelForModel?(cell.model) }
                return element
            }
        }
        set {}
    }

    // MARK: Traits

    private func observeTraitChanges() {
        if #available(iOS 17.0, tvOS 17.0, *) {
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self, UITraitDisplayScale.self]) {
                (view: DynamicStackView, _: UITraitCollection) in
                view.traitsDidChange()
            }
            registerForTraitChanges([UITraitLegibilityWeight.self]) { (view: DynamicStackView, _: UITraitCollection) in
                view.boldTextDidChange()
            }
        }
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // From iOS 17 the registration above is told; before, this is.
        if #available(iOS 17.0, tvOS 17.0, *) { return }
        if followsTraits { traitsDidChange() }
        if followsTraits, traitCollection.legibilityWeight != previousTraitCollection?.legibilityWeight { boldTextDidChange() }
    }

    /// Bold Text turned on or off (`legibilityWeight`): no input of the layout changed, but the
    /// system font's glyphs did, so every cell is measured again — with a new Core Text measurer
    /// when the view made its own (its fonts and measurements are of the old setting) — and every
    /// cell view is configured again.
    private func boldTextDidChange() {
        let environment = stack.engine.environment
        let measurer = measuresWithCoreText ? Self.coreTextMeasurer(scale: environment.scale) : nil
        guard let update = try? stack.setEnvironment(environment, measurer: measurer) else { return }
        apply(update, animated: false, reconfiguringAll: true)
    }

    /// The environment the traits describe, over the one given for what they leave unspecified.
    private var traitEnvironment: LayoutEnvironment {
        let traits = traitCollection
        let category = TextSizeCategory(uiContentSizeCategoryRawValue: traits.preferredContentSizeCategory.rawValue)
        let direction = traits.layoutDirection == .unspecified
            ? baseEnvironment.direction
            : ReadingDirection(uiLayoutDirectionRawValue: effectiveUserInterfaceLayoutDirection.rawValue) ?? baseEnvironment.direction
        return LayoutEnvironment(
            direction: direction, contentSizeCategory: category ?? baseEnvironment.contentSizeCategory,
            scale: traits.displayScale > 0 ? Double(traits.displayScale) : baseEnvironment.scale)
    }

    /// Lays every cell out again in the environment the new traits describe, and configures
    /// every cell view again (a cell's own labels follow the text size too).
    private func traitsDidChange() {
        let environment = traitEnvironment
        guard environment != stack.engine.environment else { return }
        let measurer = measuresWithCoreText && environment.scale != stack.engine.environment.scale
            ? Self.coreTextMeasurer(scale: environment.scale) : nil
        guard let update = try? stack.setEnvironment(environment, measurer: measurer) else { return }
        apply(update, animated: false, reconfiguringAll: true)
    }

    // MARK: Touches

    /// `true` for the stack's cells and every view inside one (a button in a message bubble)
    /// too. Cells are controls (so a tap reaches `didTapCell`), and `UIScrollView` leaves a
    /// touch that starts on a control with the control: a drag that began on a cell, or on a
    /// control in it, would not scroll. The rows are the scrolling surface, as a table view's
    /// are. A tap still reaches what it lands on (the scroll view asks only once the finger
    /// moves): a control in a cell takes its own tap, and the rest of the cell the cell's. Any
    /// other view is answered as `UIScrollView` answers.
    public override func touchesShouldCancel(in view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current, candidate !== self {
            if candidate is StackCellView { return true }
            current = candidate.superview
        }
        return super.touchesShouldCancel(in: view)
    }

    private func cellTapped(_ id: ModelID) {
        guard let cell = stack.cell(for: id) else { return }
        didTapCell?(cell, cell.model)
    }
}
#endif
