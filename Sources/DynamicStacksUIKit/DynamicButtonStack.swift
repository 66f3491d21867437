// UIKit without watchOS, whose UIKit has no views (UIView, UIScrollView, UIControl).
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import Foundation
import UIKitInterface
#endif
import CoreTextMeasurement
import DynamicButtons
import StackLayout
import StackViewPlans

/// A row or column of buttons that picks, in `layoutSubviews`, the most compact of the four
/// arrangements that shows every title in full at its width (`ButtonStack`).
///
/// The view decides nothing itself: it plans (`ButtonStackViewPlan`) for its
/// items, its bounds and its traits (content size category, layout direction, display scale),
/// and applies what changed since the last plan. It plans again only when one of those inputs
/// differs: a trait change marks it as needing layout (on iOS 17 through
/// `registerForTraitChanges`, before through `traitCollectionDidChange`), and so does a
/// change of items.
///
/// Auto Layout: no intrinsic width (it fills the width it is given) and, as intrinsic height,
/// the height it needs at `preferredMaxLayoutWidth`, as for a multi-line `UILabel`: when that
/// is 0 (automatic), at its current width (its height is told to Auto Layout again when a new
/// width changes it), or at its natural width before it has one.
/// `sizeThatFits(_:)` and `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// answer the height for a width, or the natural size when no width is required. In a
/// self-sizing table or collection view cell, whose height is worked out before the stack has
/// a width, set `preferredMaxLayoutWidth` to the width the cell gives it (the cell's width less
/// its margins) in the cell's own `systemLayoutSizeFitting`, as for a label.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
public final class DynamicButtonStack: UIView {
    /// The buttons the stack makes and draws, in reading order (before ``buttons``).
    public var items: [Item] {
        didSet { inputsDidChange() }
    }
    /// The app's own buttons, after the ``items`` in reading order. The stack measures each
    /// as it will draw its title and image (its configuration's title and image, or
    /// `currentTitle` and `currentImage` without one, in its title label's font), adds it as a
    /// subview, sets its frame and, through its configuration, where its image and title go
    /// (`imagePlacement`, `imagePadding`, `contentInsets`, `titleLineBreakMode`,
    /// `titleAlignment`) and its `contentHorizontalAlignment`. Everything else about it
    /// (colours, background, actions, accessibility) stays the app's. A button without a
    /// configuration lays out its own image beside its title, whatever the arrangement: give
    /// it a configuration (iOS 15) for the arrangements with icons above titles. After
    /// changing what a button shows, call `setNeedsLayout()` on the stack.
    public var buttons: [UIButton] {
        didSet {
            let kept = Set(buttons.map(ObjectIdentifier.init))
            for button in oldValue where !kept.contains(ObjectIdentifier(button)) { button.removeFromSuperview() }
            // Ids follow positions: every position is applied afresh on the next layout.
            appButtonsToInstall = Set(buttons.indices.map(Self.appButtonID))
            inputsDidChange()
        }
    }
    /// Whether bounds taller than the stack needs are filled with a more expanded arrangement
    /// (`ButtonStack.expandsIntoRoom`: a column rather than a row with room for it; rows only
    /// for a directional group) rather than the arrangement measured placed at the top. On by
    /// default, as in documents.
    public var expandsIntoRoom = true {
        didSet { if expandsIntoRoom != oldValue { inputsDidChange() } }
    }
    /// The space between adjacent buttons.
    public var spacing: Double = 8 {
        didSet { inputsDidChange() }
    }
    /// The content insets inside every button.
    public var buttonInsets = DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 12) {
        didSet { inputsDidChange() }
    }
    /// The colours and corner radius of the buttons, by kind and state, for each interface
    /// style and contrast (the design system's by default: WCAG AA in light and dark mode, AAA
    /// with Increase Contrast); UIKit resolves the colours for the traits it draws with.
    /// Changing it redraws the buttons and moves nothing.
    public var appearance = AdaptiveButtonAppearance.standard {
        didSet { for button in buttonsInOrder { button.appearance = appearance } }
    }
    /// Called with a button and its plan after the stack has styled or moved it (when it is
    /// made, when its item, frame or the appearance changes, when it is pressed or released):
    /// for what an appearance does not say (capsule corners, a shadow, a font feature). The
    /// planned frames are applied again afterwards, so nothing set here can move or resize the
    /// button or its parts (a transform is the exception: UIKit's `frame` is undefined under one).
    public var configureButton: (@MainActor (DynamicStackButton, ButtonViewPlan) -> Void)? {
        didSet { for button in buttonsInOrder { button.applyLook() } }
    }
    /// What measures the titles: the measurer given when the stack was made, else Core Text at
    /// the trait collection's display scale (made again when the scale changes), so that titles
    /// are measured with the fonts and pixel rounding of the `UILabel`s that show them.
    public var measurer: any TextMeasuring {
        givenMeasurer ?? coreTextMeasurer()
    }
    /// The width the intrinsic height is worked out at; 0 (the default) for the width the stack
    /// was last laid out at, as `UILabel`'s automatic preferred width.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The plan applied last, if any.
    public private(set) var plan: ButtonStackViewPlan?
    /// Why the last planning failed (duplicate ids, a NaN spacing); `nil` after a success. The
    /// view keeps showing its last good plan meanwhile.
    public private(set) var planningError: ButtonStackPlanError?
    /// What the app should fix in the items shown (a button VoiceOver has no name for: an
    /// icon-only button without an accessibility label): the last plan's warnings.
    public var planningWarnings: [ButtonStackPlanWarning] { plan?.warnings ?? [] }

    private var madeButtons: [String: DynamicStackButton] = [:]
    private var appButtonsToInstall: Set<String> = []
    private var pendingPlan: ButtonStackViewPlan?
    private let givenMeasurer: (any TextMeasuring)?
    private var defaultMeasurer: (scale: Double, measurer: CoreTextMeasurer)?
    /// The measurer's answers, kept across plans and sizing queries (for the given measurer, or
    /// for the Core Text measurer of one display scale).
    private var retained: RetainedMeasurements?
    /// Set when Bold Text changes: every title is measured and styled again on the next layout,
    /// though no input of the plan changed (the system font's glyphs did).
    private var measurementsAreStale = false

    /// A stack of `items` and then the app's own `buttons`, whose titles `measurer` measures;
    /// `nil` (the default) measures with Core Text at the trait collection's display scale.
    public init(items: [Item] = [], buttons: [UIButton] = [], measurer: (any TextMeasuring)? = nil) {
        self.items = items
        self.buttons = buttons
        appButtonsToInstall = Set(buttons.indices.map(Self.appButtonID))
        givenMeasurer = measurer
        super.init(frame: .zero)
        observeTraitChanges()
        #if !os(tvOS)
        // Touch and hold shows a button whose title is not shown in full at an accessibility
        // size enlarged (each button says whether it takes part).
        addInteraction(UILargeContentViewerInteraction(delegate: nil))
        #endif
    }

    /// Not supported: make the stack in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The buttons the stack made, in reading order (as last planned).
    private var buttonsInOrder: [DynamicStackButton] {
        (plan?.buttons ?? []).compactMap { madeButtons[$0.id] }
    }

    /// The button showing the item `id`, once laid out.
    public func button(for id: String) -> DynamicStackButton? {
        madeButtons[id]
    }

    /// The id under which the plan places the app's button at `index` of ``buttons``
    /// (`UIButton[0]`, …); an item may not use it.
    public static func appButtonID(_ index: Int) -> String {
        "UIButton[\(index)]"
    }

    /// The app's button the plan entry `id` places, if it is one.
    private func appButton(_ id: String) -> UIButton? {
        guard id.hasPrefix("UIButton["), let index = Int(id.dropFirst(9).dropLast()), buttons.indices.contains(index) else { return nil }
        return buttons[index]
    }

    /// The view showing the plan entry `id`: a button the stack made, or one of the app's.
    private func view(for id: String) -> UIView? {
        madeButtons[id] ?? appButton(id)
    }

    // MARK: Inputs

    private var buttonStack: ButtonStack {
        let appItems = buttons.enumerated().map { index, button in button.stackContent.item(id: Self.appButtonID(index)) }
        return ButtonStack(items: items.map(\.buttonItem) + appItems, insets: buttonInsets, spacing: spacing, expandsIntoRoom: expandsIntoRoom)
    }

    /// The environment the traits describe: unspecified traits lay out at the defaults
    /// (`large`, left to right) and without pixel rounding (scale 0).
    private var layoutEnvironment: LayoutEnvironment {
        LayoutEnvironment(
            direction: ReadingDirection(uiLayoutDirectionRawValue: effectiveUserInterfaceLayoutDirection.rawValue) ?? .leftToRight,
            contentSizeCategory: .resolving(uiContentSizeCategoryRawValue: traitCollection.preferredContentSizeCategory.rawValue),
            scale: Double(traitCollection.displayScale))
    }

    private var currentInputs: ButtonStackPlanInputs {
        ButtonStackPlanInputs(
            stack: buttonStack, bounds: Size(width: Double(bounds.width), height: Double(bounds.height)), environment: layoutEnvironment)
    }

    private func inputsDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// What plans and sizing queries measure with: ``measurer``'s answers, each distinct
    /// request (a title in a font at a wrap width) measured once while the view lives.
    private var planningMeasurer: RetainedMeasurements {
        let base = measurer
        if let retained, retained.base === base { return retained }
        let made = RetainedMeasurements(base)
        retained = made
        return made
    }

    /// Core Text at the display scale the plan rounds frames to, so a title measured at its size
    /// is never clipped by that rounding. A scale the measurer refuses measures at 1.
    private func coreTextMeasurer() -> CoreTextMeasurer {
        let scale = Double(traitCollection.displayScale)
        if let made = defaultMeasurer, made.scale == scale { return made.measurer }
        let measurer = (try? CoreTextMeasurer(scale: scale)) ?? CoreTextMeasurer()
        defaultMeasurer = (scale, measurer)
        return measurer
    }

    // MARK: Traits

    private func observeTraitChanges() {
        if #available(iOS 17.0, tvOS 17.0, *) {
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self, UITraitDisplayScale.self]) {
                (view: DynamicButtonStack, _: UITraitCollection) in
                view.inputsDidChange()
            }
            registerForTraitChanges([UITraitLegibilityWeight.self]) { (view: DynamicButtonStack, _: UITraitCollection) in
                view.boldTextDidChange()
            }
        }
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // From iOS 17 the registration above is told; before, this is.
        if #available(iOS 17.0, tvOS 17.0, *) { return }
        inputsDidChange()
        if traitCollection.legibilityWeight != previousTraitCollection?.legibilityWeight { boldTextDidChange() }
    }

    /// Bold Text turned on or off (the trait collection's `legibilityWeight`): the system font
    /// draws heavier or lighter glyphs, so every title is measured again (the kept measurements
    /// and Core Text fonts are dropped: fonts made now follow the setting) and every button is
    /// styled again (its label's font is made again).
    private func boldTextDidChange() {
        retained = nil
        defaultMeasurer = nil
        measurementsAreStale = true
        inputsDidChange()
    }

    // MARK: Layout

    public override func layoutSubviews() {
        super.layoutSubviews()
        let inputs = currentInputs
        guard inputs != plan?.inputs || !appButtonsToInstall.isEmpty || measurementsAreStale else { return }
        do {
            let next = try ButtonStackViewPlan(inputs, measurer: planningMeasurer)
            // The plan being applied, for `configureButton` on buttons styled before it is `plan`.
            pendingPlan = next
            defer { pendingPlan = nil }
            apply(next.changes(since: plan), of: next)
            plan = next
            planningError = nil
        } catch {
            planningError = error
        }
    }

    /// Applies only what changed: removes and creates buttons, puts them in reading order (the
    /// order VoiceOver visits them), and sets frames, styles and accessibility where they changed.
    private func apply(_ changes: ButtonStackPlanChanges, of plan: ButtonStackViewPlan) {
        for id in changes.removed { madeButtons.removeValue(forKey: id)?.removeFromSuperview() }
        // The app's buttons: new positions, and every position after `buttons` was set.
        let inserted = Set(changes.inserted).union(appButtonsToInstall)
        appButtonsToInstall = []
        for id in changes.inserted {
            if let appButton = appButton(id) {
                addSubview(appButton)
                continue
            }
            let button = DynamicStackButton(itemID: id)
            button.appearance = appearance
            // Weakly held: the stack owns its buttons, and a button's action must not own the stack.
            button.addAction(UIAction { [weak self] _ in self?.buttonTapped(id) }, for: .touchUpInside)
            button.lookDidChange = { [weak self] button in self?.letTheAppConfigure(button) }
            madeButtons[id] = button
            addSubview(button)
        }
        if changes.isReordered || !inserted.isEmpty {
            for (index, planned) in plan.buttons.enumerated() {
                if let view = view(for: planned.id) { insertSubview(view, at: index) }
            }
        }
        let reframed = Set(changes.reframed)
        // After a Bold Text change every button is styled again: its font is made anew.
        let restyled = measurementsAreStale ? Set(plan.buttons.map(\.id)) : Set(changes.restyled)
        measurementsAreStale = false
        let accessibilityChanged = Set(changes.accessibilityChanged)
        let direction = plan.inputs.environment.direction
        for planned in plan.buttons {
            let isNew = inserted.contains(planned.id)
            if let appButton = appButton(planned.id) {
                if isNew || reframed.contains(planned.id) || restyled.contains(planned.id) {
                    appButton.frame = CGRect(planned.frame)
                    appButton.apply(AppButtonPlacement(planned, arrangement: plan.arrangement, insets: plan.inputs.stack.insets, direction: direction))
                }
                continue
            }
            guard let button = madeButtons[planned.id] else { continue }
            if isNew || reframed.contains(planned.id) { button.applyFrames(planned) }
            if isNew || restyled.contains(planned.id) {
                button.applyStyle(planned)
            } else if reframed.contains(planned.id) {
                // A new size alone: what the app set may depend on it (capsule corners).
                letTheAppConfigure(button)
            }
            if isNew || accessibilityChanged.contains(planned.id) { button.applyAccessibility(planned) }
            button.applyLargeContent(planned, category: plan.inputs.environment.contentSizeCategory)
        }
        if changes.intrinsicHeightChanged { invalidateIntrinsicContentSize() }
    }

    /// Runs `configureButton` for `button`, then puts the button and its parts back at their
    /// planned frames.
    private func letTheAppConfigure(_ button: DynamicStackButton) {
        guard let configureButton, let planned = (pendingPlan ?? plan)?.buttons.first(where: { $0.id == button.itemID }) else { return }
        configureButton(button, planned)
        button.applyFrames(planned)
    }

    private func buttonTapped(_ id: String) {
        guard let item = items.first(where: { $0.id == id }), item.state.isInteractive else { return }
        item.action?()
    }

    // MARK: Sizing

    /// No intrinsic width; the height needed at `preferredMaxLayoutWidth` when set, else at the
    /// width the stack's required constraints give it (a fixed width, or leading and trailing
    /// edges pinned to a view or its margins: Auto Layout's answer before it has laid the stack
    /// out, as in a self-sizing cell), else at the width last laid out at, else at the natural
    /// width.
    public override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : (constrainedWidth() ?? Double(bounds.width))
        let height: Double?
        if let plan, plan.inputs == currentInputs, plan.inputs.bounds.width == width {
            height = plan.intrinsicHeight
        } else {
            height = try? ButtonStackViewPlan.intrinsicHeight(
                of: buttonStack, boundsWidth: width, environment: layoutEnvironment, measurer: planningMeasurer)
        }
        return CGSize(width: UIView.noIntrinsicMetric, height: height.map { CGFloat($0) } ?? UIView.noIntrinsicMetric)
    }

    /// The size for `size.width` (a finite width above 0), or the natural size.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(width: ButtonStackViewPlan.fittingWidth(proposed: Double(size.width), isWidthRequired: true)) ?? size
    }

    /// The size for the target width when the horizontal priority is required, else the
    /// natural size; the height is always the one needed.
    public override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let width = ButtonStackViewPlan.fittingWidth(
            proposed: Double(targetSize.width), isWidthRequired: horizontalFittingPriority.rawValue >= UILayoutPriority.required.rawValue)
        return fittingSize(width: width) ?? targetSize
    }

    private func fittingSize(width: Double?) -> CGSize? {
        (try? ButtonStackViewPlan.fittingSize(of: buttonStack, width: width, environment: layoutEnvironment, measurer: planningMeasurer))
            .map(CGSize.init)
    }
}
#endif
