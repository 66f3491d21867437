// Every public type of the modules an app links, named without its module, in a file that also
// imports Apple's UI frameworks: if SwiftUI, UIKit or Foundation declared one of these names
// too, this file would not compile ("ambiguous use"). On Apple platforms it imports the real
// frameworks (the macOS job of .github/workflows/apple.yml builds it); on Linux, Foundation and
// the interface transcriptions. `PublicNamesTests` checks that no public name is missing here.
import Foundation
#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIInterface
#endif
#if canImport(UIKit)
import UIKit
#elseif os(Linux)
import UIKitInterface
#endif
import Testing
@_spi(LayoutEngines) import StackLayout
import DynamicButtons
import ModelStack
import StackViewPlans
import CoreTextMeasurement
import DynamicStacksUIKit
import DynamicStacksSwiftUI
import DynamicStacksStrings

@Suite struct UnqualifiedNamesTests {
    @Test func everyPublicTypeResolvesWithoutItsModule() {
        let engine: [Any.Type] = [
            AnchoredList.self, AspectRatio.self, AxisPriorities.self, Box.self, CachedTextMeasurer<FixedMetricsTextMeasurer>.self,
            CenterOffset.self, ContainerAttributeValue.self, (any ContainerLayout).self, ContainerPart.self,
            ContainerPlacement<Void>.self, ContainerSize.self, ContainerSubview.self, ContainerSubviews.self,
            DirectionalInsets.self, DynamicTypeTable.self, FittedText.self, FixedMetricsTextMeasurer.self,
            FlowAlignment.self, FlowArrangement.self, FlowLayout.self, FlowLineAlignment.self, FlowLineBreaking.self,
            FontDescriptor.self, FontWeight.self, InsetEdge.self, InvalidValue.self, LayoutAxis.self, LayoutContext.self,
            LayoutEnvironment.self, LayoutError.self, LayoutNode.self, LayoutPriority.self, LayoutProperty.self,
            LayoutResult.self, LayoutSession<FixedMetricsTextMeasurer>.self, LayoutTree.self, Length.self,
            LengthInsets.self, NodeKind.self, NodeReference.self, NumberText.self, Overlay.self, OverlayAlignment.self,
            PartRole.self, PixelGrid.self, PlacedContainer.self, PlacedLayout<ButtonStack>.self, (any PlacementFrames).self, Point.self, ProposedSize.self, ReadingDirection.self, Rect.self, Size.self, Stack.self,
            StackAlignment.self, StackAnchor.self, StackDistribution.self, StackLayoutEngine.self, StackVariant.self,
            StackVariantChoice.self, SubviewDimensions.self, (any SubviewEngine).self, TextBlock.self, TextFit.self,
            TextFont.self, TextMeasurementRequest.self, (any TextMeasuring).self, TextMetrics.self,
            TextSizeCategory.self, TextStyle.self, ValueRequirement.self, WidthBreakpoints.self,
        ]
        let buttons: [Any.Type] = [
            ArrangementCheck.self, ButtonAccessibility.self, ButtonArrangement.self, ButtonIconSize.self,
            ButtonAppearance.self, ButtonColor.self, ButtonItem.self, ButtonKind.self, ButtonLook.self, ButtonNavigation.self, ButtonPart.self, ButtonShortfall.self, ButtonStack.self,
            ButtonStackExplanation.self, ButtonStackIcons.self, DirectionalNavigation.self, SymbolName.self, TitleWords.self, ButtonStackLayout.self, ButtonStackMeasurement.self,
            ButtonStackPlacement.self, ButtonState.self, PlacedButton.self, AdaptiveButtonAppearance.self, ButtonColorScheme.self,
            ButtonContrast.self,
        ]
        let models: [Any.Type] = [
            CellChange.self, CellKind.self, MessageBubble.self, ModelDiff.self, ModelID.self, ModelList.self,
            ModelStack.self, ModelStackError.self, PlainRow.self, QuestionAnswerPair.self, StackCell.self,
            (any StackModel).self, StackUpdate.self,
        ]
        // The SwiftUI front's plans (StackViewPlans) and views.
        var swiftUI: [Any.Type] = [
            ButtonPlanSubview.self, DynamicTypeSteps<Int>.self, HostedChild.self, HostedLayout.self, HostedPlacement.self, MeasuredLeaf.self,
            ButtonStackViewCache.self, EngineLayoutCache.self,
        ]
        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
            swiftUI += [
                ButtonAppearanceStyle.self, ButtonStackView.self, ButtonStackViewLayout.self, DynamicContainerLayout<FlowLayout>.self,
                DynamicStackLayout.self,
            ]
        }
        let coreText: [Any.Type] = [CoreTextMeasurer.self, CoreTextMeasurementError.self]
        let plans: [Any.Type] = [
            ButtonAccessibilityPlan.self, ButtonAccessibilityTraits.self, ButtonStackPlanChanges.self,
            ButtonStackPlanError.self, ButtonStackPlanInputs.self, ButtonStackViewPlan.self, ButtonViewPlan.self,
            CellTransition.self, CellViewPlan.self, ModelStackTransitionPlan.self, ModelStackViewPlan.self,
            TitleAlignment.self, TitleLineBreak.self, AppButtonContent.self, AppButtonPlacement.self, ButtonStackPlanWarning.self,
            HorizontalPin.self, RetainedMeasurements.self, StackScrollPosition.self,
        ]
        let strings: [Any.Type] = [SpokenString.self]
        var uiKit: [Any.Type] = []
        #if (canImport(UIKit) && !os(watchOS)) || os(Linux)
        if #available(iOS 14.0, tvOS 14.0, *) {
            uiKit = [DynamicButtonStack.self, DynamicStackButton.self, DynamicStackView.self, StackCellView.self]
        }
        #endif
        // Distinct types: a name that resolved to an Apple type instead would still count, but
        // an ambiguous one does not compile at all, which is the point of this file.
        let all = engine + buttons + models + swiftUI + coreText + plans + uiKit + strings
        #expect(Set(all.map(ObjectIdentifier.init)).count == all.count)
    }
}
