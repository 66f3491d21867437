#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIInterface
#endif
import DynamicButtons
import DynamicStacksStrings
import Foundation
import CoreTextMeasurement
import StackLayout
import StackViewPlans

/// The dynamic button stack as a SwiftUI view: buttons with an icon and a title that take the
/// most compact of the four arrangements still showing every title in full (`ButtonStack`),
/// at the environment's Dynamic Type size and display scale, right to left where the
/// environment is.
///
/// ```swift
/// ButtonStackView(items: [
///     .init(id: "save", title: "Save", systemImage: "tray.and.arrow.down", kind: .primary) { save() },
///     .init(id: "share", title: "Share", systemImage: "square.and.arrow.up") { share() },
/// ], makeTextMeasurer: { CoreTextMeasurer() })
/// ```
///
/// Each button is a `Button` whose label is its touch target, drawn by ``ButtonAppearanceStyle``
/// in `appearance` (the design system's by default: a fill per kind, darker while pressed,
/// dimmed while disabled), with its icon, title or spinner laid over it where the engine puts
/// them (`ButtonStackViewLayout` applies a `ButtonStackViewPlan`, the plan UIKit's
/// `DynamicButtonStack` applies too) in the appearance's content colour. Titles are drawn in the
/// font they were measured in (the item's text style at the environment's Dynamic Type size),
/// whatever `.font` the environment sets, so no title is cut or left with a gap; icons keep
/// their aspect ratio inside their frames. With `appearance` `nil` the stack draws nothing of
/// its own: style the buttons with `buttonStyle` and the colours with `foregroundStyle`. The
/// icon and title are hidden from accessibility and let taps through; the button carries the
/// label, value, hint, button trait and enablement of the plan's `ButtonAccessibilityPlan`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ButtonStackView: View {
    /// One button.
    public struct Item: Identifiable {
        /// An identifier, unique in the stack.
        public var id: String
        /// The title (an icon-only button's is not shown).
        public var title: String
        /// The SF Symbol shown as the icon, if any.
        public var systemImage: String?
        /// The design-system kind.
        public var kind: ButtonKind
        /// Enabled, disabled or loading.
        public var state: ButtonState
        /// What a screen reader calls the button instead of its title.
        public var accessibilityLabel: String?
        /// What a screen reader says after the label.
        public var accessibilityHint: String?
        /// What a tap does.
        public var action: @MainActor () -> Void

        /// Creates a button.
        public init(
            id: String, title: String, systemImage: String? = nil, kind: ButtonKind = .default, state: ButtonState = .enabled,
            accessibilityLabel: String? = nil, accessibilityHint: String? = nil, action: @escaping @MainActor () -> Void
        ) {
            self.id = id
            self.title = title
            self.systemImage = systemImage
            self.kind = kind
            self.state = state
            self.accessibilityLabel = accessibilityLabel
            self.accessibilityHint = accessibilityHint
            self.action = action
        }

        /// The engine's item.
        var buttonItem: ButtonItem {
            ButtonItem(
                id: id, title: title, iconName: systemImage, kind: kind, state: state,
                accessibilityLabel: accessibilityLabel, accessibilityHint: accessibilityHint)
        }
    }

    /// The buttons, in reading order.
    public var items: [Item]
    /// Space between adjacent buttons.
    public var spacing: Double
    /// Content insets inside every button.
    public var insets: DirectionalInsets
    /// Whether bounds taller than the stack needs are filled with a more expanded arrangement
    /// (`ButtonStack.expandsIntoRoom`: a column rather than a row with room for it; rows only for
    /// a directional group) rather than the measured one placed at the top. On by default, as
    /// in documents.
    public var expandsIntoRoom: Bool
    /// Makes the title measurer, once per view; `nil` (the default) measures with Core Text at
    /// the environment's display scale (`CoreTextMeasurer`).
    public var makeTextMeasurer: (@Sendable () -> any TextMeasuring)?
    /// The buttons' colours and corner radius by kind and state, for each colour scheme and
    /// contrast (resolved from the environment's `colorScheme` and `colorSchemeContrast`);
    /// `nil` leaves the drawing to the app's `buttonStyle` and `foregroundStyle`.
    public var appearance: AdaptiveButtonAppearance?

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var colorSchemeContrast
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.legibilityWeight) private var legibilityWeight

    /// Creates a button stack. Titles are measured with Core Text unless `makeTextMeasurer`
    /// says otherwise (tests give fixed metrics).
    public init(
        items: [Item], spacing: Double = 8, insets: DirectionalInsets = DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 12),
        appearance: AdaptiveButtonAppearance? = .standard, expandsIntoRoom: Bool = true,
        makeTextMeasurer: (@Sendable () -> any TextMeasuring)? = nil
    ) {
        self.items = items
        self.spacing = spacing
        self.insets = insets
        self.expandsIntoRoom = expandsIntoRoom
        self.appearance = appearance
        self.makeTextMeasurer = makeTextMeasurer
    }

    /// The font `item`'s title is measured in at `dynamicTypeSize`, and so drawn in: the
    /// plan's `ButtonViewPlan.font` for it.
    static func titleFont(of item: Item, dynamicTypeSize: DynamicTypeSize) -> FontDescriptor {
        item.buttonItem.font.resolved(for: TextSizeCategory(dynamicTypeSize))
    }

    /// SwiftUI's font for a planned one: the system font at its size and weight for the
    /// engine's system family, else the named font at a fixed size (it is already scaled).
    static func swiftUIFont(_ font: FontDescriptor) -> Font {
        font.family == TextFont.systemFamily
            ? .system(size: CGFloat(font.size), weight: swiftUIWeight(font.weight))
            : .custom(font.family, fixedSize: CGFloat(font.size))
    }

    private static func swiftUIWeight(_ weight: FontWeight) -> Font.Weight {
        switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }

    /// The colour of `item`'s title, icon and spinner (not pressed: SwiftUI tells only the
    /// button's own style that it is pressed) in `colorScheme` at `contrast`, dimmed when the
    /// environment disables the stack; `nil` without an appearance.
    func contentColor(
        of item: Item, colorScheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard, isEnabled: Bool = true
    ) -> Color? {
        appearance.map {
            Color(planned: $0.resolved(for: ButtonColorScheme(colorScheme), contrast: ButtonContrast(contrast))
                .look(kind: item.kind, state: isEnabled ? item.state : .disabled).content)
        }
    }

    /// `contentColor(of:colorScheme:contrast:isEnabled:)` in the view's environment.
    private func environmentContentColor(of item: Item) -> Color? {
        contentColor(of: item, colorScheme: colorScheme, contrast: colorSchemeContrast, isEnabled: isEnabled)
    }

    /// Core Text at `scale`: sizes rounded up to whole pixels as `UILabel` rounds them, so a
    /// title is never clipped by the pixel rounding of its frame. A scale the measurer refuses
    /// (SwiftUI reports 0 before a view is on screen) measures at 1.
    static func coreTextMeasurer(scale: Double) -> @Sendable () -> any TextMeasuring {
        { (try? CoreTextMeasurer(scale: scale)) ?? CoreTextMeasurer() }
    }

    /// The engine's stack for the items.
    var stack: ButtonStack {
        ButtonStack(items: items.map(\.buttonItem), insets: insets, spacing: spacing, expandsIntoRoom: expandsIntoRoom)
    }

    /// The layout for an environment (the view reads its own); Bold Text gives a new layout value,
    /// so every title is measured again (``ButtonStackViewLayout/isBoldText``).
    func layout(dynamicTypeSize: DynamicTypeSize, displayScale: CGFloat, legibilityWeight: LegibilityWeight? = nil) -> ButtonStackViewLayout {
        ButtonStackViewLayout(
            stack: stack,
            environment: LayoutEnvironment(contentSizeCategory: TextSizeCategory(dynamicTypeSize), scale: Double(displayScale)),
            isBoldText: legibilityWeight == .bold,
            makeTextMeasurer: makeTextMeasurer ?? Self.coreTextMeasurer(scale: Double(displayScale)))
    }

    public var body: some View {
        let layout = layout(dynamicTypeSize: dynamicTypeSize, displayScale: displayScale, legibilityWeight: legibilityWeight)
        layout {
            ForEach(layout.subviewList) { entry in
                part(entry)
            }
        }
    }

    /// The view of one entry of the layout's list.
    @ViewBuilder
    private func part(_ entry: ButtonPlanSubview) -> some View {
        let item = items[entry.index]
        switch entry.part {
        case .button:
            // The plan's accessibility (`ButtonViewPlan/accessibility`) depends on the item
            // alone, so the body, made before the arrangement is chosen, has it already.
            let accessibility = ButtonAccessibilityPlan(item.buttonItem)
            let isButton = accessibility.traits.contains(.button)
            let button = Button(action: item.action) {
                // The touch target: the whole frame, drawn by the button style.
                Color.clear.contentShape(Rectangle())
            }
            // Disabled: VoiceOver says "dimmed", as for UIKit's notEnabled trait.
            styled(button, item)
            .disabled(accessibility.traits.contains(.notEnabled))
            .accessibilityLabel(accessibility.label)
            .accessibilityValue(Text(verbatim: accessibility.value.map(SpokenString.localized) ?? ""))
            .accessibilityHint(accessibility.hint ?? "")
            .accessibilityAddTraits(isButton ? .isButton : [])
            .accessibilityRemoveTraits(isButton ? [] : .isButton)
        case .image:
            Image(systemName: item.systemImage.map { SymbolName.systemName(for: $0) ?? $0 } ?? "").resizable()
                .aspectRatio(contentMode: .fit).foregroundStyle(environmentContentColor(of: item) ?? .clear, when: appearance != nil)
                .accessibilityHidden(true).allowsHitTesting(false)
        case .title:
            // The lines come from the proposal (the title frame's height), not a line limit:
            // only the layout knows the arrangement. Centred lines: the plan centres exactly the
            // titles that wrap (`TitleAlignment.center`), and the alignment has no effect on a
            // one-line `Text`, which is as wide as its line.
            Text(verbatim: item.title).font(Self.swiftUIFont(Self.titleFont(of: item, dynamicTypeSize: dynamicTypeSize)))
                .truncationMode(.tail).multilineTextAlignment(.center)
                .foregroundStyle(environmentContentColor(of: item) ?? .clear, when: appearance != nil)
                .accessibilityHidden(true).allowsHitTesting(false)
        case .spinner:
            // A circular ProgressView takes its colour from the tint, not the foreground style.
            ProgressView().tint(environmentContentColor(of: item))
                .accessibilityHidden(true).allowsHitTesting(false)
        }
    }

    /// `button` drawn in the appearance's look for `item`, or as the app's `buttonStyle` says.
    @ViewBuilder
    private func styled(_ button: some View, _ item: Item) -> some View {
        if let appearance {
            button.buttonStyle(ButtonAppearanceStyle(appearance: appearance, kind: item.kind, state: item.state))
        } else {
            button
        }
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension View {
    /// `foregroundStyle(color)` when `condition` holds, else the view as it is (its environment's
    /// style).
    @ViewBuilder
    fileprivate func foregroundStyle(_ color: Color, when condition: Bool) -> some View {
        if condition { foregroundStyle(color) } else { self }
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Color {
    /// The appearance's colour as SwiftUI's (sRGB).
    init(planned color: ButtonColor) {
        self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
}
