import SwiftParser
import SwiftSyntax

/// `private` and `fileprivate` blanked out of a block's code, columns kept:
/// for a type whose members the guide shows in other blocks, compiled in
/// another file, where its private members would otherwise be out of reach.
enum AccessOpening {
    /// The code with the `private` and `fileprivate` modifiers (and their
    /// `(set)`) of the declarations named `names` turned to spaces, or every
    /// one when `names` is nil; nil when it has none of them.
    /// An initializer's, a subscript's and a file-scope declaration's are blanked whatever `names` holds: code
    /// reaches them by the type's name, or from anywhere in the reader's one file.
    static func withoutPrivate(_ code: String, of names: Set<String>? = nil) -> String? {
        let finder = PrivateModifierFinder(viewMode: .sourceAccurate)
        finder.names = names
        finder.walk(Parser.parse(source: code))
        guard !finder.ranges.isEmpty else { return nil }
        var bytes = Array(code.utf8)
        for range in finder.ranges where range.upperBound <= bytes.count {
            for index in range { bytes[index] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The types `code` declares `private` or `fileprivate` themselves (`private enum TestIDKey`), at any depth.
    static func privateTypeNames(in code: String) -> Set<String> {
        guard code.containsBytes("private") else { return [] }
        let finder = PrivateTypeFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: code))
        return finder.names
    }

    private final class PrivateTypeFinder: SyntaxVisitor {
        var names = Set<String>()

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { note(node) }

        private func note(_ type: some DeclGroupSyntax & NamedDeclSyntax) -> SyntaxVisitorContinueKind {
            if type.modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
            }) {
                names.insert(type.name.text)
            }
            return .visitChildren
        }
    }

    private final class PrivateModifierFinder: SyntaxVisitor {
        var ranges: [Range<Int>] = []
        var names: Set<String>?

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            let isPrivate = node.name.tokenKind == .keyword(.private) || node.name.tokenKind == .keyword(.fileprivate)
            // `fileprivate` is the whole file's: the reader's one file holds every block.
            let declared = node.name.tokenKind == .keyword(.fileprivate) ? nil : Self.declaredNames(modifiedBy: node)
            let reached = names.map { names in declared.map { !$0.isDisjoint(with: names) } ?? true } ?? true
            if isPrivate, reached {
                ranges.append(
                    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
                )
            }
            return .skipChildren
        }

        /// The names a member a modifier belongs to declares: a property's, a function's, a type's; nil for one
        /// reached otherwise (an initializer, a subscript, a declaration at file scope).
        static func declaredNames(modifiedBy modifier: DeclModifierSyntax) -> Set<String>? {
            guard let decl = modifier.parent?.parent, decl.parent?.is(MemberBlockItemSyntax.self) == true,
                !decl.is(InitializerDeclSyntax.self), !decl.is(SubscriptDeclSyntax.self)
            else { return nil }
            if let variable = decl.as(VariableDeclSyntax.self) {
                return Set(
                    variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
            }
            return decl.asProtocol(NamedDeclSyntax.self).map { [$0.name.text] } ?? []
        }
    }
}
