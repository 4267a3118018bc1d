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

    /// The modules a source imports with an access level of its own (`internal import SwiftSyntax`, even under
    /// `#if compiler(>=6)`): beside them, a plain `import` of the module in another file of the module is
    /// ambiguous to Swift, so Playbook's own imports of it must say their level too.
    static func modulesImportedWithAccessLevel(in source: String) -> Set<String> {
        guard source.containsBytes(" import ") else { return [] }
        let levels: Set<Keyword> = [.public, .package, .internal, .fileprivate, .private]
        var modules = Set<String>()
        for token in Parser.parse(source: source).tokens(viewMode: .sourceAccurate)
        where token.tokenKind == .keyword(.import) {
            guard let declaration = token.parent?.as(ImportDeclSyntax.self),
                declaration.modifiers.contains(where: {
                    if case .keyword(let keyword) = $0.name.tokenKind { return levels.contains(keyword) }
                    return false
                })
            else { continue }
            modules.insert(declaration.path.map(\.name.text).joined(separator: "."))
        }
        return modules
    }
}
