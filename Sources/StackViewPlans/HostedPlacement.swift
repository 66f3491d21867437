import StackLayout

/// Where a ``HostedLayout`` put its children: the size it laid out and one frame per child, in
/// the children's order, relative to the top-left corner of the laid-out bounds.
public struct HostedPlacement: Hashable, Sendable {
    /// The size the children were laid out in.
    public var size: Size
    /// One frame per child.
    public var frames: [Rect]

    /// Creates a placement.
    public init(size: Size, frames: [Rect]) {
        self.size = size
        self.frames = frames
    }

    /// The frames moved by `origin`: where the children go when the bounds do not start at
    /// (0, 0), as a SwiftUI layout's bounds usually do not.
    public func frames(at origin: Point) -> [Rect] {
        frames.map { Rect(x: $0.minX + origin.x, y: $0.minY + origin.y, width: $0.width, height: $0.height) }
    }

    /// What a layout that cannot be laid out (a `LayoutError`) shows: nothing. Every child gets
    /// a zero-size frame at the origin and the layout takes no room, so a bad value costs the
    /// view, never the app.
    public static func empty(childCount: Int) -> HostedPlacement {
        HostedPlacement(size: .zero, frames: Array(repeating: .zero, count: childCount))
    }
}
