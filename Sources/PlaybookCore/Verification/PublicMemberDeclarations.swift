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
        let finder = Finder(name: name)
        finder.walk(Parser.parse(source: text))
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        let name: String
        var found: [Bool] = []
        /// For each enclosing type or extension: whether its members are public without saying so.
        private var membersArePublic: [Bool] = []
        private var conditionDepth = 0

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            conditionDepth += 1
            return .visitChildren
        }
        override func visitPost(_ node: IfConfigClauseSyntax) { conditionDepth -= 1 }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(named: node.name, node.modifiers)
        }
        override func visitPost(_ node: StructDeclSyntax) { membersArePublic.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(named: node.name, node.modifiers)
        }
        override func visitPost(_ node: ClassDeclSyntax) { membersArePublic.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(named: node.name, node.modifiers)
        }
        override func visitPost(_ node: EnumDeclSyntax) { membersArePublic.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(named: node.name, node.modifiers)
        }
        override func visitPost(_ node: ActorDeclSyntax) { membersArePublic.removeLast() }
        // A public extension's and a public protocol's members are public without saying so.
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            note(node.name, node.modifiers)
            membersArePublic.append(Self.isPublic(node.modifiers))
            return .visitChildren
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { membersArePublic.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            membersArePublic.append(Self.isPublic(node.modifiers))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { membersArePublic.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            note(node.name, node.modifiers)
            return .skipChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    note(identifier.identifier, node.modifiers)
                }
            }
            return .skipChildren
        }
        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            for element in node.elements { note(element.name, node.modifiers) }
            return .skipChildren
        }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            note(node.name, node.modifiers)
            return .skipChildren
        }
        // What a body declares is no member.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        private func enterType(named name: TokenSyntax, _ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind
        {
            note(name, modifiers)
            membersArePublic.append(false)
            return .visitChildren
        }

        private func note(_ declared: TokenSyntax, _ modifiers: DeclModifierListSyntax) {
            guard declared.text == name || declared.text == "`\(name)`" else { return }
            let isPublic =
                Self.isPublic(modifiers)
                || (membersArePublic.last == true
                    && !modifiers.contains { ["private", "fileprivate", "internal"].contains($0.name.text) })
            if isPublic { found.append(conditionDepth > 0) }
        }

        private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ["public", "open"].contains($0.name.text) }
        }
    }
}
