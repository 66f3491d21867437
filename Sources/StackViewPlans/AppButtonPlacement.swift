import DynamicButtons
import StackLayout

/// Where an app's own button puts its image and title for the arrangement a plan chose: the
/// values a `UIButton.Configuration` takes (`imagePlacement`, `imagePadding`, `contentInsets`,
/// `titleLineBreakMode`, `titleAlignment`) and the control's `contentHorizontalAlignment`, worked
/// out from the button's planned frames so that the button draws its content where the plan
/// measured it:
///
/// - icon beside title: the image on the leading edge, `imagePadding` the planned gap between
///   image and title; in a row the content is centred, in a column it starts at the leading
///   inset the plan gives the image (images of different widths share one centre line), so
///   that titles share one leading edge;
/// - icon above title: the image on the top edge, `imagePadding` the planned gap between
///   the image's bottom and the title's top, content centred;
/// - the title keeps to one line (truncating at its end, as measured) unless the plan wraps it
///   (column with icons above), where it wraps at words and its lines are centred.
///
/// The insets are the stack's, but for the leading inset of a column with icons beside titles.
/// Right to left: the planned frames are mirrored, and the leading edge is the right one.
public struct AppButtonPlacement: Hashable, Sendable {
    /// The edge the image sits against (`NSDirectionalRectEdge`).
    public enum ImageEdge: String, Hashable, Sendable {
        /// Before the title in reading order.
        case leading
        /// Above the title.
        case top
    }

    /// How the content sits across the button (`UIControl.ContentHorizontalAlignment`).
    public enum ContentAlignment: String, Hashable, Sendable {
        /// Centred.
        case center
        /// From the leading edge.
        case leading
    }

    /// Where the image goes.
    public var imageEdge: ImageEdge
    /// The distance between image and title, in points.
    public var imagePadding: Double
    /// The insets from the button's edges to its content.
    public var contentInsets: DirectionalInsets
    /// How the content sits across the button.
    public var contentAlignment: ContentAlignment
    /// How the title breaks: wrapped at words only where the plan wraps it.
    public var lineBreak: TitleLineBreak
    /// How the title's lines sit: centred where they wrap, else natural.
    public var titleAlignment: TitleAlignment

    /// The placement of `button`, planned in `arrangement` with the stack's `insets`, its frames
    /// mirrored for `direction`.
    public init(_ button: ButtonViewPlan, arrangement: ButtonArrangement, insets: DirectionalInsets, direction: ReadingDirection) {
        let image = button.imageFrame
        let title = button.titleFrame
        let isRightToLeft = direction == .rightToLeft
        contentInsets = insets
        if arrangement.isIconBesideTitle {
            imageEdge = .leading
            if let title {
                imagePadding = max(0, isRightToLeft ? image.minX - title.maxX : title.minX - image.maxX)
            } else {
                imagePadding = 0
            }
            if arrangement == .columnBeside {
                contentAlignment = .leading
                contentInsets.leading = isRightToLeft ? button.frame.width - image.maxX : image.minX
            } else {
                contentAlignment = .center
            }
        } else {
            imageEdge = .top
            imagePadding = title.map { max(0, $0.minY - image.maxY) } ?? 0
            contentAlignment = .center
        }
        lineBreak = button.lineBreak
        titleAlignment = button.alignment
    }
}
