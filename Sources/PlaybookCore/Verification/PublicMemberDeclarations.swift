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
        collect(Syntax(Parser.parse(source: text)), name: name, membersArePublic: false, conditional: false, &found)
        return found
    }

    /// The types whose bodies in `text` declare `name` as a public `static` or `class` member: a protocol, or the
    /// type an extension extends (`extension SyncDSLUser { public static func it(…) }` → `SyncDSLUser`).
    static func staticHosts(of name: String, in text: String) -> [String] {
        var hosts: [String] = []
        collectHosts(Syntax(Parser.parse(source: text)), name: name, host: nil, membersArePublic: false, &hosts)
        return hosts
    }

    private static func collectHosts(
        _ node: Syntax, name: String, host: String?, membersArePublic: Bool, _ hosts: inout [String]
    ) {
        if node.is(CodeBlockSyntax.self) || node.is(AccessorBlockSyntax.self) { return }
        guard let decl = node.as(DeclSyntax.self), !decl.is(IfConfigDeclSyntax.self) else {
            for child in node.children(viewMode: .sourceAccurate) {
                collectHosts(child, name: name, host: host, membersArePublic: membersArePublic, &hosts)
            }
            return
        }
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        let isPublic =
            Self.isPublic(modifiers)
            || (membersArePublic
                && !modifiers.contains { ["private", "fileprivate", "internal"].contains($0.name.text) })
        if let host, isPublic, modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
            declaredNames(of: decl).contains(where: { $0 == name || $0 == "`\(name)`" })
        {
            hosts.append(host)
        }
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return }
        let groupName =
            decl.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            ?? decl.asProtocol(NamedDeclSyntax.self)?.name.text
        let publicMembers = (decl.is(ExtensionDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)) && isPublic
        collectHosts(
            Syntax(group.memberBlock), name: name, host: groupName, membersArePublic: publicMembers, &hosts)
    }

    private static func collect(
        _ node: Syntax, name: String, membersArePublic: Bool, conditional: Bool, _ found: inout [Bool]
    ) {
        // What a body declares is no member.
        if node.is(CodeBlockSyntax.self) || node.is(AccessorBlockSyntax.self) { return }
        let conditional = conditional || node.is(IfConfigClauseSyntax.self)
        guard let decl = node.as(DeclSyntax.self), !decl.is(IfConfigDeclSyntax.self) else {
            for child in node.children(viewMode: .sourceAccurate) {
                collect(child, name: name, membersArePublic: membersArePublic, conditional: conditional, &found)
            }
            return
        }
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        let isPublic =
            Self.isPublic(modifiers)
            || (membersArePublic
                && !modifiers.contains { ["private", "fileprivate", "internal"].contains($0.name.text) })
        if isPublic, declaredNames(of: decl).contains(where: { $0 == name || $0 == "`\(name)`" }) {
            found.append(conditional)
        }
        // A public extension's and a public protocol's members are public without saying so; a type's are not.
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return }
        let publicMembers = (decl.is(ExtensionDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)) && isPublic
        collect(
            Syntax(group.memberBlock), name: name, membersArePublic: publicMembers, conditional: conditional, &found)
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
