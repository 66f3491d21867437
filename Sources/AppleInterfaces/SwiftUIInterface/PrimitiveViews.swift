#if os(Linux)
/// Apple: https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: View, Equatable, Sendable {
    let verbatim: String

    /// Apple: https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public init(verbatim content: String) {
        verbatim = content
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    public init<S: StringProtocol>(_ content: S) {
        verbatim = String(content)
    }

    public typealias Body = Never

    /// Apple: https://developer.apple.com/documentation/swiftui/text/truncationmode
    public enum TruncationMode: Sendable {
        /// Apple: https://developer.apple.com/documentation/swiftui/text/truncationmode/tail
        case tail
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/textalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum TextAlignment: Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/textalignment/center
    case center
}

/// Apple: https://developer.apple.com/documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Image: View, Equatable, Sendable {
    let systemName: String

    /// Apple: https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    public init(systemName: String) {
        self.systemName = systemName
    }

    public typealias Body = Never

    /// Apple: https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    /// (declared without its parameters, which take their defaults: the only use here).
    public func resizable() -> Image { self }
}

/// Apple: https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label

    /// Apple: https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency
    public nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public typealias Body = Never
}

/// Apple: https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// Apple: https://developer.apple.com/documentation/swiftui/foreach/data
    public var data: Data
    /// Apple: https://developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Apple: https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90sot
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/progressview
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Apple: https://developer.apple.com/documentation/swiftui/progressview/init()
    public init() {}
}

/// Apple: https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: View, Hashable, Sendable {
    let name: String
    /// The sRGB components and opacity of a colour made from them.
    let components: [Double]

    init(name: String) {
        self.name = name
        components = []
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(name: "clear")

    /// Apple: https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "\(colorSpace)"
        components = [red, green, blue, opacity]
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Hashable, Sendable {
        /// Apple: https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb
        case sRGB
    }

    public typealias Body = Never
}
#endif
