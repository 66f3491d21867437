#if os(Linux)
/// Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier> {
    /// Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent/content
    public var content: Content
    /// Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
    public var modifier: Modifier
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View {
    public typealias Body = Never
}

/// Apple: https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct AccessibilityAttachmentModifier {}

/// Apple: https://developer.apple.com/documentation/swiftui/accessibilitytraits
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    var rawValue: Set<Int>

    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilitytraits/init()
    public init() { rawValue = [] }
    init(_ bit: Int) { rawValue = [bit] }

    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilitytraits/isbutton
    public static let isButton = AccessibilityTraits(0)

    public func contains(_ member: AccessibilityTraits) -> Bool { member.rawValue.isSubset(of: rawValue) }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { with(rawValue.union(other.rawValue)) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { with(rawValue.intersection(other.rawValue)) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        with(rawValue.symmetricDifference(other.rawValue))
    }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        rawValue.formUnion(newMember.rawValue)
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        rawValue.subtract(member.rawValue)
        return member
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        rawValue.formUnion(newMember.rawValue)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { rawValue.formUnion(other.rawValue) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { rawValue.formIntersection(other.rawValue) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { rawValue.formSymmetricDifference(other.rawValue) }

    private func with(_ bits: Set<Int>) -> AccessibilityTraits {
        var traits = AccessibilityTraits()
        traits.rawValue = bits
        return traits
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-z9mo
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public nonisolated func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-2bgpr
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public nonisolated func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    public nonisolated func disabled(_ disabled: Bool) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
    public nonisolated func allowsHitTesting(_ enabled: Bool) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    public nonisolated func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/truncationmode(_:)
    public nonisolated func truncationMode(_ mode: Text.TruncationMode) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }

    /// Apple: https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
    public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        ModifiedContent(content: self, modifier: EmptyModifier())
    }
}

/// Apple: https://developer.apple.com/documentation/swiftui/emptymodifier
///
/// Stands here for the modifiers SwiftUI keeps private behind `some View`: nothing here
/// applies them.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyModifier: Sendable {
    /// Apple: https://developer.apple.com/documentation/swiftui/emptymodifier/init()
    public init() {}
}
#endif
#if os(Linux)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityremovetraits(_:)
    public nonisolated func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
}
#endif
