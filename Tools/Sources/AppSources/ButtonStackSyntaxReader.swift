import DynamicButtons
import Foundation
import StackDocument
import SwiftSyntax

/// Walks a parsed Swift file for the button stacks it builds with this project's views:
/// `DynamicButtonStack(items: […])`, `stack.items = […]` and `ButtonStackView(items: […])`,
/// their items written as `DynamicButtonStack.Item(…)`, `ButtonStackView.Item(…)` or
/// `.init(…)`. What it cannot read from literals it says, rather than guess.
final class ButtonStackSyntaxReader: SyntaxVisitor {
    private let converter: SourceLocationConverter
    /// The stacks found, in source order.
    private(set) var stacks: [SourceButtonStack] = []
    /// How many stacks each name was given so far, to keep names unique in the file.
    private var nameCounts: [String: Int] = [:]

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let view = Self.view(calledBy: node.calledExpression) else { return .visitChildren }
        var stack = newStack(view, at: Syntax(node))
        for argument in node.arguments {
            switch argument.label?.text {
            case "items": readItems(argument.expression, into: &stack)
            case "buttons" where view == .dynamicButtonStack: readButtons(argument.expression, madeIn: node, into: &stack)
            case "spacing" where view == .buttonStackView: readSpacing(argument.expression, into: &stack)
            case "insets" where view == .buttonStackView: readInsets(argument.expression, into: &stack)
            default: continue
            }
        }
        // `DynamicButtonStack()` with no items: its items are set later (`stack.items = […]`,
        // found on its own) or at run time; a stack without items shows nothing to audit.
        if node.arguments.contains(where: { ["items", "buttons"].contains($0.label?.text) }) { stacks.append(stack) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `actions.items = […]`: an assignment is an unfolded sequence of three elements.
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "items",
            Self.looksLikeItems(elements[2])
        else { return .visitChildren }
        var stack = newStack(.dynamicButtonStack, at: Syntax(node), variable: target.base?.trimmedDescription)
        readItems(elements[2], into: &stack)
        stacks.append(stack)
        return .visitChildren
    }

    // MARK: - Stacks

    /// The view a call creates: `DynamicButtonStack(…)` or `ButtonStackView(…)` (also through
    /// a module name), else `nil`.
    private static func view(calledBy callee: ExprSyntax) -> SourceButtonStack.View? {
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true {
            // `DynamicStacksUIKit.DynamicButtonStack(…)`, not `DynamicButtonStack.Item(…)`.
            guard let base = member.base?.trimmedDescription, base.hasPrefix("DynamicStacks") else { return nil }
            name = member.declName.baseName.text
        } else {
            return nil
        }
        return SourceButtonStack.View(rawValue: name)
    }

    /// Whether `expression` is an array literal whose elements are item initialisers (so an
    /// assignment to some other `items` property is left alone).
    private static func looksLikeItems(_ expression: ExprSyntax) -> Bool {
        guard let array = expression.as(ArrayExprSyntax.self) else { return false }
        return array.elements.contains { element in
            guard let call = element.expression.as(FunctionCallExprSyntax.self) else { return false }
            return isItemInitialiser(call.calledExpression)
        }
    }

    /// Whether a call creates an item: `.init(…)`, `Item(…)`, `DynamicButtonStack.Item(…)`,
    /// `ButtonStackView.Item(…)` (or either's `.init`).
    private static func isItemInitialiser(_ callee: ExprSyntax) -> Bool {
        let text = callee.trimmedDescription
        let stripped = text.hasSuffix(".init") ? String(text.dropLast(".init".count)) : text
        return stripped.isEmpty || ["Item", "DynamicButtonStack.Item", "ButtonStackView.Item"].contains(stripped)
            || stripped.hasSuffix(".DynamicButtonStack.Item") || stripped.hasSuffix(".ButtonStackView.Item")
    }

    /// A new stack at `node`, named after the declarations around it and the variable it is
    /// assigned to.
    private func newStack(_ view: SourceButtonStack.View, at node: Syntax, variable: String? = nil) -> SourceButtonStack {
        var parts = Self.enclosingNames(of: node)
        if let name = variable ?? Self.assignedVariable(of: node) {
            parts.append(name)
        } else if !Self.isPropertyValue(node) {
            // A property's value is named by the property, already among the enclosing names.
            parts.append(view.rawValue)
        }
        var name = parts.joined(separator: ".")
        let count = nameCounts[name, default: 0] + 1
        nameCounts[name] = count
        if count > 1 { name += "#\(count)" }
        return SourceButtonStack(view: view, name: name, position: position(of: node))
    }

    /// The names of the types, functions and properties `node` is inside, outermost first.
    private static func enclosingNames(of node: Syntax) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let scope = current {
            if let type = scope.asProtocol(NamedDeclSyntax.self), !scope.is(FunctionDeclSyntax.self) {
                names.append(type.name.text)
            } else if let function = scope.as(FunctionDeclSyntax.self) {
                names.append(function.name.text)
            } else if let extensionDecl = scope.as(ExtensionDeclSyntax.self) {
                names.append(extensionDecl.extendedType.trimmedDescription)
            } else if let binding = scope.as(PatternBindingSyntax.self), Self.isMember(binding) {
                names.append(binding.pattern.trimmedDescription)
            } else if scope.is(InitializerDeclSyntax.self) {
                names.append("init")
            }
            current = scope.parent
        }
        return names.reversed()
    }

    /// The variable `let NAME = <node>` assigns to, when the stack is a declaration's value
    /// inside a function (a property's name is already among the enclosing names).
    private static func assignedVariable(of node: Syntax) -> String? {
        guard let clause = node.parent?.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self),
            !isMember(binding)
        else { return nil }
        return binding.pattern.trimmedDescription
    }

    /// Whether `node` is the initial value of a type's stored property (`let actions = …`).
    private static func isPropertyValue(_ node: Syntax) -> Bool {
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return false }
        return isMember(binding)
    }

    /// Whether `binding` declares a type's property (binding list → variable declaration →
    /// member), not a local variable.
    private static func isMember(_ binding: PatternBindingSyntax) -> Bool {
        binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
    }

    private func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = node.startLocation(converter: converter)
        return SourcePosition(line: location.line, column: location.column)
    }

    // MARK: - Items

    private func readItems(_ expression: ExprSyntax, into stack: inout SourceButtonStack) {
        guard let array = expression.as(ArrayExprSyntax.self) else {
            stack.unreadable = "its items are not an array literal: `\(Self.excerpt(expression))` is built at run time"
            return
        }
        for (index, element) in array.elements.enumerated() {
            do {
                stack.items.append(try readItem(element.expression, index: index))
            } catch {
                stack.unreadable = "item \(index + 1): \(error.reason)"
                stack.items = []
                return
            }
        }
    }

    /// The app's own `UIButton`s (`buttons: [call, directions]`), after the items as the view
    /// places them: each a variable whose title and image the scope the stack is made in sets
    /// (``AppButtonSyntaxReader``).
    private func readButtons(_ expression: ExprSyntax, madeIn call: FunctionCallExprSyntax, into stack: inout SourceButtonStack) {
        guard stack.unreadable == nil else { return }
        guard let array = expression.as(ArrayExprSyntax.self) else {
            stack.unreadable = "its buttons are not an array literal: `\(Self.excerpt(expression))` is built at run time"
            return
        }
        var scope = Syntax(call)
        while let parent = scope.parent, !scope.is(CodeBlockSyntax.self), !scope.is(SourceFileSyntax.self) { scope = parent }
        let reader = AppButtonSyntaxReader(
            scope: scope, readTitle: { expression, what throws(Unreadable) in try self.readTitle(expression, what: what) },
            position: { self.position(of: $0) })
        for element in array.elements {
            do throws(Unreadable) {
                guard let variable = element.expression.as(DeclReferenceExprSyntax.self) else {
                    throw Unreadable("the button `\(Self.excerpt(element.expression))` is not a variable made in this scope")
                }
                stack.items.append(try reader.item(named: variable.baseName.text))
            } catch {
                stack.unreadable = error.reason
                stack.items = []
                return
            }
        }
    }

    private func readItem(_ expression: ExprSyntax, index: Int) throws(Unreadable) -> SourceButtonItem {
        guard let call = expression.as(FunctionCallExprSyntax.self), Self.isItemInitialiser(call.calledExpression) else {
            throw Unreadable("`\(Self.excerpt(expression))` is not an item written in place (it is made at run time)")
        }
        var id: String?
        var title: SourceTitle?
        var pending: [(label: String, expression: ExprSyntax)] = []
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            switch label {
            case "id": id = try stringLiteral(argument.expression, what: "its id")
            case "title": title = try readTitle(argument.expression, what: "its title")
            default: pending.append((label, argument.expression))
            }
        }
        guard let title else { throw Unreadable("it has no title: argument") }
        var item = SourceButtonItem(id: id ?? "item\(index + 1)", title: title, position: position(of: call))
        for (label, expression) in pending {
            switch label {
            case "image", "systemImage": item.image = try optionalStringLiteral(expression, what: "its \(label)")
            case "kind": item.kind = try enumCase(expression, in: ButtonKind.self, what: "its kind")
            case "state": item.state = try enumCase(expression, in: ButtonState.self, what: "its state")
            case "accessibilityLabel":
                item.accessibilityLabel = try Self.isNil(expression) ? nil : readTitle(expression, what: "its accessibility label")
            case "accessibilityHint":
                item.accessibilityHint = try Self.isNil(expression) ? nil : readTitle(expression, what: "its accessibility hint")
            case "font": item.font = try readFont(expression)
            case "hugsTitle": item.hugsTitle = try boolLiteral(expression, what: "hugsTitle")
            default: continue  // `action:`, and what the layout does not use
            }
        }
        return item
    }

    // MARK: - Values

    /// A title: a plain string literal, or a key (`String(localized:)`, `NSLocalizedString`,
    /// `LocalizedStringKey`, `LocalizedStringResource`, `Text`) with its table and default
    /// value when the source gives them.
    private func readTitle(_ expression: ExprSyntax, what: String) throws(Unreadable) -> SourceTitle {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return SourceTitle(text: try Self.text(of: literal, what: what), position: position(of: literal))
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            throw Unreadable("\(what) `\(Self.excerpt(expression))` is computed at run time")
        }
        let callee = call.calledExpression.trimmedDescription
        let arguments = Array(call.arguments)
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        let keyExpression: ExprSyntax?
        var table = SourceTitle.defaultTable
        var defaultValue: String?
        switch callee {
        case "String" where argument("localized") != nil:
            keyExpression = argument("localized")
            if let name = argument("table") { table = try stringLiteral(name, what: "\(what)'s table") }
            if let value = argument("defaultValue") { defaultValue = try stringLiteral(value, what: "\(what)'s default value") }
        case "NSLocalizedString":
            keyExpression = arguments.first { $0.label == nil }?.expression
            if let name = argument("tableName") { table = try stringLiteral(name, what: "\(what)'s table") }
            if let value = argument("value") { defaultValue = try stringLiteral(value, what: "\(what)'s value") }
        case "LocalizedStringKey", "LocalizedStringResource", "Text":
            keyExpression = arguments.first { $0.label == nil }?.expression
            if let name = argument("tableName") ?? argument("table") { table = try stringLiteral(name, what: "\(what)'s table") }
        default:
            throw Unreadable("\(what) `\(Self.excerpt(expression))` is computed at run time")
        }
        guard let keyExpression, let literal = keyExpression.as(StringLiteralExprSyntax.self) else {
            throw Unreadable("\(what) `\(Self.excerpt(expression))` looks up a key computed at run time")
        }
        let key = try Self.text(of: literal, what: what)
        return SourceTitle(text: defaultValue ?? key, key: key, table: table, position: position(of: literal))
    }

    private func stringLiteral(_ expression: ExprSyntax, what: String) throws(Unreadable) -> String {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else {
            throw Unreadable("\(what) `\(Self.excerpt(expression))` is computed at run time")
        }
        return try Self.text(of: literal, what: what)
    }

    private func optionalStringLiteral(_ expression: ExprSyntax, what: String) throws(Unreadable) -> String? {
        Self.isNil(expression) ? nil : try stringLiteral(expression, what: what)
    }

    private func boolLiteral(_ expression: ExprSyntax, what: String) throws(Unreadable) -> Bool {
        guard let literal = expression.as(BooleanLiteralExprSyntax.self) else {
            throw Unreadable("\(what) `\(Self.excerpt(expression))` is computed at run time")
        }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// A case written `.primary` (or `ButtonKind.primary`).
    private func enumCase<Value: CaseIterable>(_ expression: ExprSyntax, in type: Value.Type, what: String) throws(Unreadable) -> Value {
        let name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text.trimmingCharacters(in: ["`"])
        guard let member = expression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == String(describing: type),
            let value = Value.allCases.first(where: { String(describing: $0) == name })
        else { throw Unreadable("\(what) `\(Self.excerpt(expression))` is computed at run time") }
        return value
    }

    /// `.style(.headline)` or `.fixed(family: "…", size: 17, weight: .semibold)`.
    private func readFont(_ expression: ExprSyntax) throws(Unreadable) -> TextFont {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "TextFont"
        else { throw Unreadable("its font `\(Self.excerpt(expression))` is computed at run time") }
        let arguments = Array(call.arguments)
        switch member.declName.baseName.text {
        case "style" where arguments.count == 1:
            return .style(try enumCase(arguments[0].expression, in: TextStyle.self, what: "its text style"))
        case "fixed" where arguments.count == 3:
            let family = try stringLiteral(arguments[0].expression, what: "its font family")
            let size = try Self.number(arguments[1].expression, what: "its font size")
            let weight = try enumCase(arguments[2].expression, in: FontWeight.self, what: "its font weight")
            return .fixed(family: family, size: size, weight: weight)
        default:
            throw Unreadable("its font `\(Self.excerpt(expression))` is not one the audit reads (.style or .fixed)")
        }
    }

    private func readSpacing(_ expression: ExprSyntax, into stack: inout SourceButtonStack) {
        do {
            stack.spacing = try Self.number(expression, what: "its spacing")
        } catch {
            stack.unreadable = error.reason
        }
    }

    /// `DirectionalInsets(top:leading:bottom:trailing:)` with number literals.
    private func readInsets(_ expression: ExprSyntax, into stack: inout SourceButtonStack) {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.hasSuffix("DirectionalInsets")
            || call.calledExpression.trimmedDescription == ".init"
        else {
            stack.unreadable = "its insets `\(Self.excerpt(expression))` are computed at run time"
            return
        }
        var values: [String: Double] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            do {
                values[label] = try Self.number(argument.expression, what: "its insets' \(label)")
            } catch {
                stack.unreadable = error.reason
                return
            }
        }
        stack.insets = DirectionalInsets(
            top: values["top"] ?? 0, leading: values["leading"] ?? 0, bottom: values["bottom"] ?? 0, trailing: values["trailing"] ?? 0)
    }

    private static func number(_ expression: ExprSyntax, what: String) throws(Unreadable) -> Double {
        let text = expression.trimmedDescription.replacingOccurrences(of: "_", with: "")
        guard expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self), let value = Double(text)
        else { throw Unreadable("\(what) `\(excerpt(expression))` is computed at run time") }
        return value
    }

    private static func isNil(_ expression: ExprSyntax) -> Bool {
        expression.is(NilLiteralExprSyntax.self)
    }

    /// The text of a literal without interpolation; escapes are resolved as Swift resolves them.
    private static func text(of literal: StringLiteralExprSyntax, what: String) throws(Unreadable) -> String {
        guard let text = literal.representedLiteralValue else {
            throw Unreadable("\(what) `\(excerpt(literal))` has interpolation, which is filled in at run time")
        }
        return text
    }

    /// `expression`'s text for a message: on one line, at most 60 characters.
    static func excerpt(_ expression: some SyntaxProtocol) -> String {
        let text = expression.trimmedDescription.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }
}

/// Why part of a stack cannot be read from the source.
struct Unreadable: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
