/// Top-level names that Apple's frameworks declare and an app file is likely to import next to
/// ours: SwiftUI (with SwiftUICore), UIKit and AppKit names without a `UI`/`NS` prefix,
/// Foundation, CoreGraphics, Combine and Observation. Compiled from the frameworks' documentation
/// indexes (developer.apple.com/documentation/<framework>); not exhaustive, so it is the first
/// line of defence only: `UnqualifiedNamesTests` compiles every one of our public names,
/// unqualified, in a file that imports the real SwiftUI and UIKit on Apple platforms (CI's
/// macOS job, `.github/workflows/apple.yml`) and the interface transcriptions here.
enum AppleTopLevelNames {
    static let swiftUI: Set<String> = [
        "Accessibility", "AccessibilityActionKind", "AccessibilityAdjustmentDirection", "AccessibilityTraits",
        "Alert", "Alignment", "AlignmentID", "Anchor", "Angle", "AngularGradient", "Animatable", "AnimatableData",
        "Animation", "AnyLayout", "AnyShape", "AnyTransition", "AnyView", "App", "AppStorage", "AsyncImage",
        "Axis", "Binding", "BlendMode", "Bindable", "Body", "Button", "ButtonBorderShape", "ButtonRole",
        "ButtonStyle", "ButtonStyleConfiguration", "Canvas", "Capsule", "Circle", "Color", "ColorScheme",
        "ColorSchemeContrast", "Commands", "ContainerBackgroundPlacement", "ContainerRelativeShape",
        "ContainerValues", "ContentMode", "ContentShapeKinds", "ContentSizeCategory", "ContentTransition",
        "ContentUnavailableView", "ControlGroup", "ControlSize", "CoordinateSpace", "DatePicker", "DisclosureGroup",
        "Divider", "DocumentGroup", "DragGesture", "DynamicProperty", "DynamicTypeSize", "DynamicViewContent",
        "Edge", "EdgeInsets", "EditButton", "EditMode", "Ellipse", "EmptyView", "Environment", "EnvironmentKey",
        "EnvironmentObject", "EnvironmentValues", "EquatableView", "FetchRequest", "FillStyle", "FocusState",
        "FocusedValue", "Font", "ForEach", "Form", "Gauge", "GeometryProxy", "GeometryReader", "Gesture",
        "GestureState", "Gradient", "Grid", "GridItem", "GridRow", "Group", "GroupBox", "HStack", "HStackLayout",
        "HorizontalAlignment", "HorizontalEdge", "Image", "ImagePaint", "ImageRenderer", "Label", "LabeledContent",
        "Layout", "LayoutDirection", "LayoutProperties", "LayoutSubview", "LayoutSubviews", "LayoutValueKey",
        "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack", "LinearGradient", "Link", "List", "LocalizedStringKey",
        "LongPressGesture", "MagnifyGesture", "Material", "Menu", "ModifiedContent", "Namespace", "NavigationLink",
        "NavigationPath", "NavigationSplitView", "NavigationStack", "NavigationView", "ObservedObject", "OutlineGroup",
        "Path", "Picker", "PreferenceKey", "PresentationDetent", "ProgressView", "Prominence", "ProposedViewSize",
        "RadialGradient", "Rectangle", "RotationGesture", "RoundedCornerStyle", "RoundedRectangle", "SafeAreaRegions",
        "Scene", "ScenePhase", "ScrollPosition", "ScrollView", "ScrollViewProxy", "ScrollViewReader", "Section", "SecureField",
        "Settings", "Shape", "ShapeStyle", "ShareLink", "Slider", "Spacer", "Spring", "State", "StateObject",
        "Stepper", "StrokeStyle", "SubmitLabel", "Subview", "SubviewsCollection", "TabView", "Table", "TableColumn",
        "TapGesture", "Text", "TextAlignment", "TextEditor", "TextField", "TimelineView", "Toggle", "ToolbarItem",
        "ToolbarItemGroup", "ToolbarItemPlacement", "Transaction", "Transition", "TupleView", "UnevenRoundedRectangle",
        "UnitPoint", "VStack", "VStackLayout", "VerticalAlignment", "VerticalEdge", "View", "ViewBuilder",
        "ViewDimensions", "ViewModifier", "ViewThatFits", "Visibility", "WindowGroup", "ZStack", "ZStackLayout",
    ]

    /// UIKit and AppKit names without their `UI`/`NS` prefix that Swift imports at top level.
    static let uiKitAndAppKit: Set<String> = [
        "NSDirectionalEdgeInsets", "NSDirectionalRectEdge", "NSLayoutConstraint", "NSLayoutDimension",
        "NSLayoutAnchor", "NSLineBreakMode", "NSTextAlignment", "NSWritingDirection", "NSParagraphStyle",
        "NSShadow", "NSTextContainer", "NSLayoutManager", "NSTextStorage", "NSCollectionLayoutSize",
        "NSDiffableDataSourceSnapshot",
    ]

    static let foundation: Set<String> = [
        "AttributeContainer", "AttributedString", "Bundle", "Calendar", "CharacterSet", "Data", "Date",
        "DateComponents", "DateInterval", "Decimal", "Expression", "FileManager", "FormatStyle", "IndexPath",
        "IndexSet", "JSONDecoder", "JSONEncoder", "Locale", "LocalizedStringResource", "Measurement",
        "Notification", "NotificationCenter", "OperationQueue", "Predicate", "ProcessInfo", "Progress",
        "PropertyListDecoder", "PropertyListEncoder", "RunLoop", "SortDescriptor", "Thread", "TimeZone", "Timer",
        "URL", "URLComponents", "URLRequest", "URLSession", "UUID", "Unit", "UnitLength", "UserDefaults",
    ]

    static let coreGraphics: Set<String> = [
        "CGAffineTransform", "CGColor", "CGContext", "CGFloat", "CGImage", "CGPath", "CGPoint", "CGRect",
        "CGSize", "CGVector",
    ]

    static let combineAndObservation: Set<String> = [
        "AnyCancellable", "AnyPublisher", "Cancellable", "Deferred", "Empty", "Fail", "Future", "Just",
        "ObservableObject", "Published", "Publisher", "Publishers", "Record", "Subject", "Subscriber",
        "Subscribers", "Observable", "ObservationIgnored", "ObservationRegistrar", "ObservationTracked",
    ]

    static let all = swiftUI.union(uiKitAndAppKit).union(foundation).union(coreGraphics).union(combineAndObservation)
}
