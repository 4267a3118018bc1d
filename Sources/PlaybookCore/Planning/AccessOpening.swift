import SwiftParser
import SwiftSyntax

/// `private` and `fileprivate` blanked out of a block's code, columns kept:
/// for a type whose members the guide shows in other blocks, compiled in
/// another file, where its private members would otherwise be out of reach.
enum AccessOpening {
    /// The code with every `private` and `fileprivate` modifier (and its
    /// `(set)`) turned to spaces; nil when it has none.
    static func withoutPrivate(_ code: String) -> String? {
        let finder = PrivateModifierFinder(viewMode: .sourceAccurate)
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

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            if node.name.tokenKind == .keyword(.private) || node.name.tokenKind == .keyword(.fileprivate) {
                ranges.append(
                    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
                )
            }
            return .skipChildren
        }
    }
}
