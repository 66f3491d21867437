#if os(Linux)
// CoreTextInterface: the subset of Core Text (and of the Core Foundation and Core Graphics
// types its functions take) that `CoreTextMeasurement` uses, transcribed from Apple's
// documentation so that the measurer's Core Text file type-checks on Linux exactly as written
// for Apple platforms. Nothing here can typeset: every function body stops with a message
// saying so. On Apple platforms this module is empty and the real `CoreText` is imported.
//
// Toll-free bridging. On Apple platforms `CFString`, `CFAttributedString`, `CFDictionary` and
// `CFArray` are distinct Core Foundation classes, but each is *the same object* as its Foundation
// counterpart (`NSString`, `NSAttributedString`, `NSDictionary`, `NSArray`), and Swift lets code
// convert between them with `as` (`attributed as CFAttributedString`, `"Name" as CFString`,
// `kCTFontAttributeName as String`, `[key: value] as CFDictionary`, `lines as? [CTLine]`).
// Linux Foundation has the Foundation classes and the same `as` bridging to and from Swift
// values, but no Core Foundation classes. The most faithful transcription of "the same object
// under another name" is therefore a type alias to the Foundation class: every conversion the
// product code writes type-checks here as it does on Apple platforms, with the same meaning.
// (A separate class would make `as CFAttributedString` fail to compile; a protocol could not be
// created from a literal.) The price: on Linux `CFString` *is* `NSString`, so code here could
// also call `NSString` methods on it that Core Foundation does not offer; the product code does
// not, and the macOS workflow builds it against the real types.

import Foundation

/// The Core Foundation string, toll-free bridged with `NSString` (a type alias here; see the top
/// of this file).
///
/// Apple: https://developer.apple.com/documentation/corefoundation/cfstring
public typealias CFString = NSString

/// The Core Foundation attributed string, toll-free bridged with `NSAttributedString` (a type
/// alias here; see the top of this file).
///
/// Apple: https://developer.apple.com/documentation/corefoundation/cfattributedstring
public typealias CFAttributedString = NSAttributedString

/// The Core Foundation dictionary, toll-free bridged with `NSDictionary` (a type alias here; see
/// the top of this file).
///
/// Apple: https://developer.apple.com/documentation/corefoundation/cfdictionary
public typealias CFDictionary = NSDictionary

/// The Core Foundation array, toll-free bridged with `NSArray` (a type alias here; see the top of
/// this file).
///
/// Apple: https://developer.apple.com/documentation/corefoundation/cfarray
public typealias CFArray = NSArray
#endif
