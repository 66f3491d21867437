#if os(Linux)
// `import UIKit` brings Foundation (CGRect, CGFloat, NSCoder, …) as it does on Apple platforms.
@_exported import Foundation
#endif
