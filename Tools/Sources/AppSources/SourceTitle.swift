/// A button's title as the source writes it: plain text, or a key looked up in a string table
/// at run time (`String(localized:)`, `NSLocalizedString`, `LocalizedStringKey`).
public struct SourceTitle: Hashable, Sendable {
    /// The text shown in the source language: the default value the source gives, else the key.
    public var text: String
    /// The key looked up in ``table``, for a localized title; `nil` for plain text, which is
    /// shown as written in every locale.
    public var key: String?
    /// The string table the key is looked up in (`Localizable` unless the source names one).
    public var table: String
    /// Where the title's literal is.
    public var position: SourcePosition

    /// The table `String(localized:)` and `NSLocalizedString` use when none is named.
    public static let defaultTable = "Localizable"

    /// Creates a title.
    public init(text: String, key: String? = nil, table: String = SourceTitle.defaultTable, position: SourcePosition) {
        self.text = text
        self.key = key
        self.table = table
        self.position = position
    }
}
