#if os(Linux)
// `import SwiftUI` on iOS brings Foundation and UIKit with it (UIViewRepresentable, UIColor).
@_exported import Foundation
@_exported import UIKitInterface
#endif
