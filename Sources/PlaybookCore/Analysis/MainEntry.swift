import SwiftParser
import SwiftSyntax

/// A `@main` type a block shows whole, with the `static func main()` it starts from: the program a doc offers to
/// run ("Here's a complete program you can run"). Run as a page's statements are, its `main()` called where the
/// type ends, it is checked as far as it goes. Not a type whose `main()` a protocol gives (`ParsableCommand`'s
/// reads the command line), nor one that serves until stopped.
enum MainEntry {
    /// `code` with its `@main` attribute made spaces and a call of the type's `main()` after its closing brace,
    /// on the same line, so every line and column before it still maps; nil when `code` has no such type.
    static func runnable(_ code: String) -> String? {
        guard code.containsBytes("@main"), code.containsBytes("func main(") else { return nil }
        let tree = Parser.parse(source: code)
        for item in tree.statements {
            guard case .decl(let decl) = item.item, let group = decl.asProtocol(DeclGroupSyntax.self),
                let named = decl.asProtocol(NamedDeclSyntax.self),
                let attribute = group.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) }).first(where: {
                    $0.attributeName.trimmedDescription == "main"
                }),
                let main = group.memberBlock.members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(
                    where: { function in
                        function.name.text == "main" && function.signature.parameterClause.parameters.isEmpty
                            && function.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
                    }),
                let body = main.body, !servesUntilStopped(body.statements.trimmedDescription)
            else { continue }
            let effects = main.signature.effectSpecifiers
            let call =
                "; " + (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
                + named.name.text + ".main()"
            var bytes = Array(code.utf8)
            let end = group.memberBlock.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
            bytes.insert(contentsOf: Array(call.utf8), at: end)
            let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
            let length = attribute.trimmedLength.utf8Length
            bytes.replaceSubrange(start..<(start + length), with: Array(repeating: UInt8(ascii: " "), count: length))
            return String(decoding: bytes, as: UTF8.self)
        }
        return nil
    }

    /// Whether a `main()` body starts what runs until stopped: a server, a service group, an app's run loop.
    private static func servesUntilStopped(_ body: String) -> Bool {
        SwiftBlockAnalyzer.analyze(body).servesUntilStopped
            || [".run()", "ServiceGroup", "serve(", "listen(", "RunLoop", "dispatchMain", "readLine("].contains {
                body.containsBytes($0)
            }
    }
}
