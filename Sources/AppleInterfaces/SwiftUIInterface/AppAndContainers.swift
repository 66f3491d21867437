#if os(Linux)
import Foundation
import UIKitInterface

// What the example app (Examples/ActionsApp.swiftpm) uses to be an app: `App`, a window, a
// scrolling column, padding and frames, and UIKit views inside SwiftUI. Type-checking only:
// nothing here runs.

/// Apple: https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
    /// Apple: https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
    associatedtype Body: Scene
    /// Apple: https://developer.apple.com/documentation/swiftui/app/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Apple: https://developer.apple.com/documentation/swiftui/app/init()
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
    /// Apple: https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor @preconcurrency public static func main() {
        fatalError("App.main() is transcribed for type-checking only; it runs on Apple platforms")
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
    /// Apple: https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
    associatedtype Body: Scene
    /// Apple: https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

/// Apple: https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
    /// Apple: https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// Apple: https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct WindowGroup<Content: View>: Scene {
    let content: Content

    /// Apple: https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    public nonisolated init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never {
        fatalError("WindowGroup.body is transcribed for type-checking only; it runs on Apple platforms")
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    let position: Int
    /// Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static let leading = HorizontalAlignment(position: 0)
    /// Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center = HorizontalAlignment(position: 1)
}

/// Apple: https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct VStack<Content: View>: View {
    let content: Content

    /// Apple: https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

/// Apple: https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ScrollView<Content: View>: View {
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollview/content
    public var content: Content

    /// Apple: https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    /// Declared without `axes` and `showsIndicators` (vertical, shown by default), unused here.
    public nonisolated init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
    public nonisolated func padding(_ length: CGFloat) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    /// Declared without `alignment` (an `Alignment`, centre by default), unused here.
    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
    associatedtype UIViewType: UIView
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
    typealias Context = UIViewRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewRepresentable {
    /// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
    /// (the default: `nil`, the view's own sizing).
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor @preconcurrency public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? {
        nil
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {}
#endif
