/// Widths, text sizes, locales and reading directions as documents, `.stacks-audit.yaml` and the
/// command line write them: one parser, one set of messages. Each reads the text as written and
/// throws the problem without its place, which the caller adds (a document path and line, a
/// configuration path, an option: `--content-size: unknown value "huge"; …`). Text sizes and
/// directions are read by name (``CombinationName``).
package enum CombinationValue {
    /// Why a text is not the value asked for (`unknown value "up"; expected one of ltr, rtl`).
    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    /// What a width to lay out in must be, completing "expected …".
    package static let widthRequirement = "a width in points greater than 0 and at most \(Int(LayoutTree.maximumLength))"

    /// A width to lay out in: a number of points greater than 0 and at most
    /// ``LayoutTree/maximumLength`` (`375`, `320.5`).
    package static func width(_ text: String) throws(Problem) -> Double {
        guard let width = Double(text), width.isFinite, width > 0, width <= LayoutTree.maximumLength else {
            // A number is named as written, anything else quoted, as documents name values.
            throw Problem(description: "expected \(widthRequirement); found \(Double(text) == nil ? "\"\(text)\"" : text)")
        }
        return width
    }

    /// A locale by its tag (``DocumentLocale/problem(with:)`` says which tags are).
    package static func locale(_ identifier: String) throws(Problem) -> DocumentLocale {
        if let problem = DocumentLocale.problem(with: identifier) { throw Problem(description: problem) }
        return DocumentLocale(identifier)
    }
}

/// A value written by name (a text size, a reading direction): its names and its parser.
package protocol CombinationName {
    /// The names, in order.
    static var names: [String] { get }
    /// The value `name` names.
    static func named(_ name: String) throws(CombinationValue.Problem) -> Self
}

extension TextSizeCategory: CombinationName {
    /// `xSmall` … `accessibilityXXXLarge`, smallest first.
    package static var names: [String] { allCases.map(\.rawValue) }

    /// A text size by name, in any case (``init(name:)``).
    package static func named(_ name: String) throws(CombinationValue.Problem) -> Self {
        guard let size = Self(name: name) else { throw CombinationValue.Problem(description: DocumentValue.unknownValue(name, among: names)) }
        return size
    }
}

extension ReadingDirection: CombinationName {
    /// `ltr` and `rtl`.
    package static var names: [String] { allCases.map(\.rawValue) }

    /// A direction by its exact name.
    package static func named(_ name: String) throws(CombinationValue.Problem) -> Self {
        guard let direction = Self(rawValue: name) else {
            throw CombinationValue.Problem(description: DocumentValue.unknownValue(name, among: names))
        }
        return direction
    }
}

extension DocumentValue {
    /// A width to lay out in (``CombinationValue/width(_:)``); anything but a scalar is no width.
    package func width() throws(DocumentError) -> Double {
        guard isScalar, !isNull, let text = scalarText else { throw mismatch(expected: CombinationValue.widthRequirement) }
        return try parsed(text, CombinationValue.width)
    }

    /// A locale (``CombinationValue/locale(_:)``), from any scalar: `no` (Norwegian) is a
    /// boolean to YAML, and a locale all the same.
    package func locale() throws(DocumentError) -> DocumentLocale {
        try parsed(try text(), CombinationValue.locale)
    }

    /// A text size or a direction by name; anything but a string is none of the names.
    package func named<Value: CombinationName>() throws(DocumentError) -> Value {
        guard isScalar, tag == .str, let text = scalarText else { throw mismatch(expected: "one of \(Value.names.joined(separator: ", "))") }
        return try parsed(text, Value.named)
    }

    /// `text` read by `parse`, its problem reported at this value's place.
    private func parsed<Value>(_ text: String, _ parse: (String) throws(CombinationValue.Problem) -> Value) throws(DocumentError) -> Value {
        do {
            return try parse(text)
        } catch {
            throw self.error(error.description)
        }
    }
}
