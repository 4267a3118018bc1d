import SwiftParser
import SwiftSyntax

/// The import declarations of a block, as written: which modules it
/// imports and whether `@testable`, with their 1-based lines.
enum ImportFinder {
    struct Import: Equatable {
        var module: String
        var isTestable: Bool
        var line: Int
    }

    static func imports(in source: String) -> [Import] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return tree.statements.compactMap { item in
            guard let declaration = item.item.as(ImportDeclSyntax.self) else { return nil }
            let testable = declaration.attributes.contains { attribute in
                attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable"
            }
            let module = declaration.path.map(\.name.text).joined(separator: ".")
            return Import(
                module: module, isTestable: testable, line: declaration.startLocation(converter: converter).line)
        }
    }
}
