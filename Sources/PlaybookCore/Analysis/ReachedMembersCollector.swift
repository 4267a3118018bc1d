import SwiftSyntax

/// The members code reaches through a type's name, by type: `Section.paragraphs`, `\Book.title`, a nested
/// `Author.Columns`, and `init` for `Book(…)` or `Book.init`. A type named only as one (`var book: Book`,
/// `hasMany(Book.self)`) reaches none, so its code holds beside another version of the type.
final class ReachedMembersCollector: SyntaxVisitor {
    var reached: [String: Set<String>] = [:]

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = Self.typeName(node.base), case .identifier(let member) = node.declName.baseName.tokenKind {
            reached[type, default: []].insert(member)
        }
        if let type = Self.typeName(node.base), node.declName.baseName.tokenKind == .keyword(.`init`) {
            reached[type, default: []].insert("init")
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = Self.typeName(node.calledExpression) { reached[type, default: []].insert("init") }
        return .visitChildren
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        if let root = node.root.map({ SwiftBlockAnalyzer.baseTypeName($0) }),
            let first = node.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
        {
            reached[root, default: []].insert(first.declName.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self) {
            reached[base.name.text, default: []].insert(node.name.text)
        }
        return .visitChildren
    }

    /// The capitalized name an expression is, when it names a type alone (`Book`, not `book` nor `Book.self`).
    private static func typeName(_ expression: ExprSyntax?) -> String? {
        guard let reference = expression?.as(DeclReferenceExprSyntax.self),
            case .identifier(let name) = reference.baseName.tokenKind, name.first?.isUppercase == true
        else { return nil }
        return name
    }
}
