#if os(Linux)
/// Apple: https://developer.apple.com/documentation/corefoundation/cfindex
public typealias CFIndex = Int

/// Apple: https://developer.apple.com/documentation/corefoundation/cfrange
public struct CFRange {
    /// Apple: https://developer.apple.com/documentation/corefoundation/cfrange/location
    public var location: CFIndex
    /// Apple: https://developer.apple.com/documentation/corefoundation/cfrange/length
    public var length: CFIndex

    /// Apple: https://developer.apple.com/documentation/corefoundation/cfrange/init(location:length:)
    /// (the memberwise initializer Swift gives every imported C structure).
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}
#endif
