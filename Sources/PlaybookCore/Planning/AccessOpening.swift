import SwiftParser
import SwiftSyntax

/// `private` and `fileprivate` blanked out of a block's code, columns kept:
/// for a type whose members the guide shows in other blocks, compiled in
/// another file, where its private members would otherwise be out of reach.
enum AccessOpening {
    /// The code with the `private` and `fileprivate` modifiers (and their
    /// `(set)`) of the declarations named `names` turned to spaces, or every
    /// one when `names` is nil; nil when it has none of them.
    /// A setter's modifier (`private(set)`) is blanked only for the names in `assigned`, when given: reading
    /// needs no opening, and `counter.count = 10` at the top level must still fail.
    static func withoutPrivate(_ code: String, of names: Set<String>? = nil, assigned: Set<String>? = nil) -> String? {
        let finder = PrivateModifierFinder(viewMode: .sourceAccurate)
        finder.names = names
        finder.assigned = assigned
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

    /// The names `code` assigns or changes in place: before `=` or a compound assignment (`count += 1`), after
    /// `&`, or as the base of a call that mutates a collection (`history.append(x)`).
    static func assignedNames(in code: String) -> Set<String> {
        let mutating: Set<String> = [
            "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "sort", "reverse", "shuffle",
            "formUnion", "subtract", "merge", "updateValue", "removeValue", "toggle",
        ]
        let tokens = Array(Parser.parse(source: code).tokens(viewMode: .sourceAccurate))
        var names = Set<String>()
        for (index, token) in tokens.enumerated() {
            guard case .identifier(let name) = token.tokenKind else { continue }
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let previous = index > 0 ? tokens[index - 1] : nil
            let assigns: Bool
            switch next?.tokenKind {
            case .equal?: assigns = true
            case .binaryOperator(let op)?: assigns = op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op)
            case .period?:
                assigns = index + 2 < tokens.count && mutating.contains(tokens[index + 2].text)
            default: assigns = false
            }
            if assigns || previous?.tokenKind == .prefixAmpersand { names.insert(name) }
        }
        return names
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
        var assigned: Set<String>?

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            let isPrivate = node.name.tokenKind == .keyword(.private) || node.name.tokenKind == .keyword(.fileprivate)
            let reached = node.detail == nil ? names : assigned
            if isPrivate, reached.map({ !$0.isDisjoint(with: Self.declaredNames(modifiedBy: node)) }) ?? true {
                ranges.append(
                    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
                )
            }
            return .skipChildren
        }

        /// The names the declaration a modifier belongs to declares: a property's, a function's, a type's.
        static func declaredNames(modifiedBy modifier: DeclModifierSyntax) -> Set<String> {
            guard let decl = modifier.parent?.parent else { return [] }
            if let variable = decl.as(VariableDeclSyntax.self) {
                return Set(
                    variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
            }
            if let named = decl.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
            if decl.is(InitializerDeclSyntax.self) { return ["init"] }
            if decl.is(SubscriptDeclSyntax.self) { return ["subscript"] }
            return []
        }
    }
}
