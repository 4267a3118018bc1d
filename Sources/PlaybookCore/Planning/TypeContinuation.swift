import SwiftParser
import SwiftSyntax

/// A type shown again in part: `struct Binding<Value> { … init(…) }`, where
/// the `…` stands for the members an earlier block of the page declared. It
/// is no new version of the type but the same one, continued: its members
/// are compiled in an extension of the earlier declaration, so the earlier
/// members stay and nothing is declared twice.
enum TypeContinuation {
    /// The block's code with the header of `type` turned into `extension Type`,
    /// lines kept; nil when the block is not such a continuation (no such
    /// type, or it holds stored properties, which an extension cannot).
    static func asExtension(_ code: String, of type: String) -> String? {
        let tree = Parser.parse(source: code)
        let groups = tree.statements.compactMap { item -> (DeclGroupSyntax, TokenSyntax)? in
            guard case .decl(let decl) = item.item, !decl.is(ExtensionDeclSyntax.self),
                let group = decl.asProtocol(DeclGroupSyntax.self), let named = decl.asProtocol(NamedDeclSyntax.self),
                named.name.text == type
            else { return nil }
            return (group, named.name)
        }
        guard groups.count == 1, let (group, _) = groups.first, !hasStoredProperties(group.memberBlock) else {
            return nil
        }
        let bytes = Array(code.utf8)
        let start = group.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = group.memberBlock.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        guard start < end, end <= bytes.count else { return nil }
        let newlines = bytes[start..<end].filter { $0 == UInt8(ascii: "\n") }.count
        let header = "extension \(type) " + String(repeating: "\n", count: newlines)
        return String(decoding: bytes[..<start] + Array(header.utf8) + bytes[end...], as: UTF8.self)
    }

    /// Stored properties (not static, no accessors) and enum cases: members only the type itself can hold.
    static func hasStoredProperties(_ members: MemberBlockSyntax) -> Bool {
        members.members.contains { member in
            if member.decl.is(EnumCaseDeclSyntax.self) { return true }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            let isStatic = variable.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }
            return !isStatic && variable.bindings.contains { $0.accessorBlock == nil }
        }
    }
}
