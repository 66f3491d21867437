/// How an image is scaled into its node's frame (a subset of `UIView.ContentMode`).
public enum ImageContentMode: String, CaseIterable, Hashable, Sendable {
    /// Stretched to fill the frame exactly, ignoring its aspect ratio.
    case scaleToFill
    /// As large as fits inside the frame with its aspect ratio kept, centred.
    case aspectFit
    /// As small as covers the frame with its aspect ratio kept, centred and cropped to the frame.
    case aspectFill
}
