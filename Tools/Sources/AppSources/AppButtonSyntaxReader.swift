import SwiftSyntax

/// Reads the app's own `UIButton`s that a `DynamicButtonStack(items:buttons:)` is given, from
/// what the same scope sets on them: `setTitle(_:for:)`, `setImage(UIImage(systemName:), for:)`,
/// a `UIButton.Configuration`'s `title` and `image` (set on a variable that becomes the button's
/// `configuration`, or through `button.configuration?.title`), and `accessibilityLabel`. Only
/// the `.normal` state's title and image are read: they are what the layout measures.
struct AppButtonSyntaxReader {
    /// Statements of the scope the stack is made in, searched for what is set on each button.
    let scope: Syntax
    /// Turns a title expression into a title, as items' titles are read.
    let readTitle: (ExprSyntax, String) throws(Unreadable) -> SourceTitle
    /// The position of a node in the file.
    let position: (Syntax) -> SourcePosition

    /// The item for the button the variable `name` holds.
    func item(named name: String) throws(Unreadable) -> SourceButtonItem {
        let facts = ButtonFacts(name: name, viewMode: .sourceAccurate)
        facts.read(scope)
        guard let declaration = facts.declaration else {
            throw Unreadable("the button `\(name)` is not made in the same scope (`let \(name) = UIButton(…)`)")
        }
        guard let titleExpression = facts.title else {
            throw Unreadable(
                "the button `\(name)` has no title set in this scope (`setTitle(_:for: .normal)` or its configuration's `title`)")
        }
        var item = SourceButtonItem(
            id: name, title: try readTitle(titleExpression, "the title of `\(name)`"), position: position(declaration))
        if let image = facts.image {
            guard let call = image.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIImage",
                let argument = call.arguments.first(where: { $0.label?.text == "systemName" }),
                let literal = argument.expression.as(StringLiteralExprSyntax.self), let symbol = literal.representedLiteralValue
            else {
                throw Unreadable("the image of `\(name)` `\(ButtonStackSyntaxReader.excerpt(image))` is not `UIImage(systemName: \"…\")`")
            }
            item.image = symbol
        }
        if let label = facts.accessibilityLabel { item.accessibilityLabel = try readTitle(label, "the accessibility label of `\(name)`") }
        return item
    }
}

/// What one scope sets on the button `name` and on the configurations it is given.
private final class ButtonFacts: SyntaxVisitor {
    let name: String
    /// `let NAME = UIButton(…)`.
    private(set) var declaration: Syntax?
    private(set) var title: ExprSyntax?
    private(set) var image: ExprSyntax?
    private(set) var accessibilityLabel: ExprSyntax?
    /// Variables assigned to the button's configuration (`NAME.configuration = config`, or
    /// `UIButton(configuration: config)`), whose `title` and `image` are the button's.
    private var configurations: Set<String> = []
    /// Titles and images set on configuration variables, by variable, kept until it is known
    /// which variable the button takes.
    private var configured: [String: (title: ExprSyntax?, image: ExprSyntax?)] = [:]

    init(name: String, viewMode: SyntaxTreeViewMode) {
        self.name = name
        super.init(viewMode: viewMode)
    }

    /// Walks `scope`, then takes the title and image of the configuration the button is given
    /// where the button itself sets none.
    func read(_ scope: Syntax) {
        walk(scope)
        for variable in configurations.sorted() {
            if title == nil { title = configured[variable]?.title }
            if image == nil { image = configured[variable]?.image }
        }
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard node.pattern.trimmedDescription == name, let value = node.initializer?.value.as(FunctionCallExprSyntax.self),
            value.calledExpression.trimmedDescription.hasSuffix("UIButton")
        else { return .visitChildren }
        declaration = Syntax(node)
        if let configuration = value.arguments.first(where: { $0.label?.text == "configuration" })?.expression,
            let variable = configuration.as(DeclReferenceExprSyntax.self)
        {
            configurations.insert(variable.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `NAME.setTitle(title, for: .normal)`, `NAME.setImage(image, for: .normal)`.
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == name,
            let first = node.arguments.first, first.label == nil,
            node.arguments.dropFirst().first?.expression.trimmedDescription == ".normal"
        else { return .visitChildren }
        switch member.declName.baseName.text {
        case "setTitle": title = first.expression
        case "setImage": image = first.expression
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `TARGET = VALUE`, an unfolded sequence of three elements.
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0].trimmedDescription.replacingOccurrences(of: "?", with: "")
        let value = elements[2]
        switch target {
        case "\(name).configuration": if let variable = value.as(DeclReferenceExprSyntax.self) { configurations.insert(variable.baseName.text) }
        case "\(name).configuration.title": title = value
        case "\(name).configuration.image": image = value
        case "\(name).accessibilityLabel": accessibilityLabel = value
        default:
            let parts = target.split(separator: ".")
            guard parts.count == 2 else { break }
            let variable = String(parts[0])
            switch parts[1] {
            case "title": configured[variable, default: (nil, nil)].title = value
            case "image": configured[variable, default: (nil, nil)].image = value
            default: break
            }
        }
        return .visitChildren
    }
}
