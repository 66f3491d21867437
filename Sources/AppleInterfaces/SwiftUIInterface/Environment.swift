#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues
///
/// Simplified: stored values with SwiftUI's defaults (left to right, `large`, scale 1).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() {}

    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
    public var layoutDirection: LayoutDirection = .leftToRight

    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale
    public var displayScale: CGFloat = 1

    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dynamicTypeSize: DynamicTypeSize {
        get { storedDynamicTypeSize }
        set { storedDynamicTypeSize = newValue }
    }
    private var storedDynamicTypeSize: DynamicTypeSize = .large

    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    public var colorScheme: ColorScheme = .light

    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast
    /// Read-only, as Apple's: the system sets it from Increase Contrast.
    public var colorSchemeContrast: ColorSchemeContrast { storedContrast }
    var storedContrast: ColorSchemeContrast = .standard

    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/legibilityweight
    /// `bold` while Bold Text is on; `nil` when the platform does not say.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var legibilityWeight: LegibilityWeight? {
        get { storedLegibilityWeight }
        set { storedLegibilityWeight = newValue }
    }
    private var storedLegibilityWeight: LegibilityWeight?

    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
    /// `true` unless a view or an ancestor is `.disabled(true)`.
    public var isEnabled = true
}

/// Apple: https://developer.apple.com/documentation/swiftui/colorscheme
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}

/// Apple: https://developer.apple.com/documentation/swiftui/legibilityweight
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

/// Apple: https://developer.apple.com/documentation/swiftui/colorschemecontrast
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard
    case increased
}

/// Apple: https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

/// Apple: https://developer.apple.com/documentation/swiftui/environment
///
/// Simplified: the value is read from default `EnvironmentValues`; SwiftUI reads the view's
/// environment.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>

    /// Apple: https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}
#endif
