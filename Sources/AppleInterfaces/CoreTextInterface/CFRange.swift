#if os(Linux)
/// A signed integer type Core Foundation uses for indices and counts.
///
/// Apple: https://developer.apple.com/documentation/corefoundation/cfindex
public typealias CFIndex = Int

/// A range of items (here, UTF-16 code units of a string): a location and a length.
///
/// Apple: https://developer.apple.com/documentation/corefoundation/cfrange
public struct CFRange {
    /// An integer representing the start of the range.
    ///
    /// Apple: https://developer.apple.com/documentation/corefoundation/cfrange/location
    public var location: CFIndex
    /// An integer representing the number of items in the range.
    ///
    /// Apple: https://developer.apple.com/documentation/corefoundation/cfrange/length
    public var length: CFIndex

    /// Creates a range (the memberwise initializer Swift gives every imported C structure).
    ///
    /// Apple: https://developer.apple.com/documentation/corefoundation/cfrange/init(location:length:)
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}
#endif
