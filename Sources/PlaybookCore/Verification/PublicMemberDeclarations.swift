import SwiftParser
import SwiftSyntax

/// Where a Swift file declares a public member of a name, at any depth, and
/// whether each declaration stands inside an `#if`. A member is public when
/// it says so, or when it says nothing inside a public extension or protocol
/// (`public extension Folder { static var library: Folder? }`), as Swift
/// reads it.
enum PublicMemberDeclarations {
    /// For each public declaration of `name` in `text`: whether it stands inside an `#if`.
    static func conditions(of name: String, in text: String) -> [Bool] {
        var found: [Bool] = []
        walk(text) { decl, _, conditional in
            if declares(decl, name) { found.append(conditional) }
        }
        return found
    }

    /// The types whose bodies in `text` declare `name` as a public `static` or `class` member: a protocol, or the
    /// type an extension extends (`extension SyncDSLUser { public static func it(…) }` → `SyncDSLUser`).
    static func staticHosts(of name: String, in text: String) -> [String] {
        var hosts: [String] = []
        walk(text) { decl, host, _ in
            let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
            if let host, modifiers.contains(where: { ["static", "class"].contains($0.name.text) }), declares(decl, name)
            {
                hosts.append(host)
            }
        }
        return hosts
    }

    /// Whether a public initializer or function of `text`, at any depth, takes an argument labelled `label`
    /// (`public init(validatingServerURL string: String)`). One offered only to clients importing its SPI
    /// (`@_spi(Generated) public init`) does not count: a plain import does not give it.
    static func declaresLabel(_ label: String, in text: String) -> Bool {
        var found = false
        walk(text) { decl, _, _ in
            guard !found, !hasSPI(decl) else { return }
            let parameters =
                decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
                ?? decl.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
            found = parameters?.contains { $0.firstName.text == label } == true
        }
        return found
    }

    /// Whether `decl` is offered only through an `@_spi` import.
    private static func hasSPI(_ decl: DeclSyntax) -> Bool {
        let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
        return attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_spi" }
    }

    /// Calls `visit` with each public declaration of `text`, at any depth, the type whose body holds it (nil at
    /// the top level) and whether it stands inside an `#if`.
    private static func walk(_ text: String, visit: (DeclSyntax, _ host: String?, _ conditional: Bool) -> Void) {
        walk(Syntax(Parser.parse(source: text)), host: nil, membersArePublic: false, conditional: false, visit)
    }

    private static func walk(
        _ node: Syntax, host: String?, membersArePublic: Bool, conditional: Bool,
        _ visit: (DeclSyntax, String?, Bool) -> Void
    ) {
        // What a body declares is no member.
        if node.is(CodeBlockSyntax.self) || node.is(AccessorBlockSyntax.self) { return }
        let conditional = conditional || node.is(IfConfigClauseSyntax.self)
        guard let decl = node.as(DeclSyntax.self), !decl.is(IfConfigDeclSyntax.self) else {
            for child in node.children(viewMode: .sourceAccurate) {
                walk(child, host: host, membersArePublic: membersArePublic, conditional: conditional, visit)
            }
            return
        }
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        let isPublic =
            Self.isPublic(modifiers)
            || (membersArePublic
                && !modifiers.contains { ["private", "fileprivate", "internal"].contains($0.name.text) })
        if isPublic { visit(decl, host, conditional) }
        // A public extension's and a public protocol's members are public without saying so; a type's are not.
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return }
        let publicMembers = (decl.is(ExtensionDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)) && isPublic
        let groupName =
            decl.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            ?? decl.asProtocol(NamedDeclSyntax.self)?.name.text
        walk(
            Syntax(group.memberBlock), host: groupName, membersArePublic: publicMembers, conditional: conditional,
            visit)
    }

    /// Whether `decl` introduces `name`, written plain or in backquotes.
    private static func declares(_ decl: DeclSyntax, _ name: String) -> Bool {
        declaredNames(of: decl).contains { $0 == name || $0 == "`\(name)`" }
    }

    /// The names a declaration introduces: a type's, a function's, each binding's, each case's.
    private static func declaredNames(of decl: DeclSyntax) -> [String] {
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let cases = decl.as(EnumCaseDeclSyntax.self) { return cases.elements.map(\.name.text) }
        return decl.asProtocol(NamedDeclSyntax.self).map { [$0.name.text] } ?? []
    }

    private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["public", "open"].contains($0.name.text) }
    }
}
