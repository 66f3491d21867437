import StackLayout

extension ButtonViewPlan {
    /// Whether the button offers the Large Content Viewer (UIKit's `showsLargeContentViewer`:
    /// touch and hold to see its title and icon enlarged) at `category`: at accessibility sizes,
    /// for a button whose title is not shown in full there — icon-only, truncated, or replaced
    /// by a spinner. A title shown in full has grown with Dynamic Type already; Apple's guidance
    /// keeps the viewer for what cannot grow.
    public func showsLargeContentViewer(at category: TextSizeCategory) -> Bool {
        category.isAccessibilityCategory && (!showsTitle || isTitleTruncated)
    }

    /// What the Large Content Viewer shows as the title: what VoiceOver calls the button
    /// (its title, or an icon-only button's accessibility label).
    public var largeContentTitle: String { accessibility.label }
}
