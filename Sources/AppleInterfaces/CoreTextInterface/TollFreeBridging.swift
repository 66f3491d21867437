#if os(Linux)
// CoreTextInterface: the subset of Core Text (and of the Core Foundation and Core Graphics
// types its functions take) that `CoreTextMeasurement` uses, so that the measurer's Core Text
// file type-checks on Linux exactly as written. Every function body stops with a message saying
// it cannot typeset. On Apple platforms this module is empty and the real `CoreText` is imported.
//
// Toll-free bridging: on Apple platforms `CFString`, `CFAttributedString`, `CFDictionary` and
// `CFArray` are the same objects as `NSString`, `NSAttributedString`, `NSDictionary` and
// `NSArray`, converted with `as`. Linux Foundation has the NS classes and their `as` bridging but
// no Core Foundation classes, so each CF type is a type alias to its NS class: every conversion
// the product code writes type-checks with the same meaning. (A separate class would make
// `as CFAttributedString` fail; a protocol could not be made from a literal.) The price: `NSString`
// methods that Core Foundation lacks would also compile here; the macOS workflow catches those.

import Foundation

/// Apple: https://developer.apple.com/documentation/corefoundation/cfstring
public typealias CFString = NSString

/// Apple: https://developer.apple.com/documentation/corefoundation/cfattributedstring
public typealias CFAttributedString = NSAttributedString

/// Apple: https://developer.apple.com/documentation/corefoundation/cfdictionary
public typealias CFDictionary = NSDictionary

/// Apple: https://developer.apple.com/documentation/corefoundation/cfarray
public typealias CFArray = NSArray
#endif
