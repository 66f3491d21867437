import DynamicButtons
import StackLayout

/// A button stack laid out for a view: the arrangement the engine chose and every button's
/// ``ButtonFace``. The engine lays the stack out as the root of a tree (`ButtonStack/node(id:)`),
/// so frames are rounded to the environment's display scale and, right to left, mirrored, as
/// in every other layout.
///
/// A host that mirrors placements itself (SwiftUI) passes a left-to-right environment.
public struct ButtonStackFaces: Hashable, Sendable {
    /// The arrangement used.
    public var arrangement: ButtonArrangement
    /// The size laid out.
    public var size: Size
    /// One face per item, in the items' order.
    public var faces: [ButtonFace]

    /// Creates faces.
    public init(arrangement: ButtonArrangement, size: Size, faces: [ButtonFace]) {
        self.arrangement = arrangement
        self.size = size
        self.faces = faces
    }

    /// The size of `stack` for a host's proposed width: that width (see
    /// ``HostedLayout/engineWidth(proposedWidth:)``) or the stack's natural one, and the height of
    /// the arrangement chosen there.
    ///
    /// - Throws: `LayoutError` for a bad value in the stack (a NaN spacing, an empty icon size).
    public static func size(
        of stack: ButtonStack, proposedWidth: Double?, environment: LayoutEnvironment, measurer: some TextMeasuring
    ) throws(LayoutError) -> Size {
        let tree = try LayoutTree(stack.node())
        let proposal = ProposedSize(width: HostedLayout.engineWidth(proposedWidth: proposedWidth), height: nil)
        return try StackLayoutEngine(environment: environment).measure(tree, proposal: proposal, measurer: measurer)
    }

    /// Lays `stack` out in bounds of `size` at (0, 0).
    ///
    /// - Throws: `LayoutError` for a bad value in the stack or a non-finite or negative size.
    public static func place(
        _ stack: ButtonStack, in size: Size, environment: LayoutEnvironment, measurer: some TextMeasuring
    ) throws(LayoutError) -> ButtonStackFaces {
        let tree = try LayoutTree(stack.node())
        let result = try StackLayoutEngine(environment: environment)
            .place(tree, in: Rect(origin: Point(x: 0, y: 0), size: size), measurer: measurer)
        // The root is the stack: its placement has the parts and the typed details.
        let details = result.details(of: 0, for: ButtonStack.self)
        let parts = result.containerPlacements[0]?.parts ?? []
        let arrangement = details?.arrangement ?? .rowBeside
        var faces: [ButtonFace] = []
        var item = -1
        for part in parts {
            let frame = part.frame
            if part.parent == nil {
                // A button part starts the next item's face.
                item += 1
                guard item < stack.items.count else { break }
                let button = stack.items[item]
                faces.append(ButtonFace(
                    id: button.id, button: frame, icon: .zero, title: .zero,
                    titleLineLimit: arrangement == .columnAbove && !button.hugsContent ? nil : 1,
                    truncatesTitle: details?.buttons[item].isTitleTruncated ?? false,
                    accessibility: button.accessibility, isEnabled: button.state.isInteractive))
                continue
            }
            guard !faces.isEmpty else { continue }
            switch ButtonPart(rawValue: part.role) {
            case .image: faces[faces.count - 1].icon = frame
            case .title: faces[faces.count - 1].title = frame
            case .spinner: faces[faces.count - 1].spinner = frame
            case .button, nil: break
            }
        }
        return ButtonStackFaces(arrangement: arrangement, size: result.size, faces: faces)
    }

    /// The frame of `subview` (an entry of ``ButtonFaceSubview/list(for:)`` for the same items),
    /// or a zero-size frame at the origin when there is none (items and faces out of step).
    public func frame(of subview: ButtonFaceSubview) -> Rect {
        guard faces.indices.contains(subview.item) else { return .zero }
        return faces[subview.item].frame(of: subview.part) ?? .zero
    }
}
