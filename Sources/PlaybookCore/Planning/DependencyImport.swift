/// A product of a package the local package builds on, imported into a fragment's twin for names the fragment
/// uses without importing it: generated code shown in a proposal uses `HTTPBody` and writes
/// `OpenAPIRuntime.HTTPBody`, as the file it comes from imports the runtime. An assumption, said in the verdict,
/// under which the fragment is typechecked, never run (see `UnitTwins.withDependencyImports`).
public struct DependencyImport: Sendable, Hashable, Codable {
    /// The module imported, a product of `package`.
    public var module: String
    /// The package's identity (`swift-openapi-runtime`).
    public var package: String
    /// The names the fragments use that the module declares publicly, or the module's own name for a name
    /// qualified by it.
    public var names: [String]
    /// Imported for the operators of its types too, which Swift finds only in a module imported: the members a
    /// line failing on an operator reaches (`milliseconds` in `.now() + .milliseconds(1)`), which told the module.
    public var operatorMembers: [String] = []

    /// Whether the import is what gives `name`.
    func gives(_ name: String) -> Bool {
        name == module || names.contains(name)
    }

    /// The import as one block needs it: only the names it `uses` (a twin imports a module once for all its
    /// blocks). Nil when it uses none.
    func narrowed(to uses: Set<String>) -> DependencyImport? {
        var narrowed = self
        narrowed.names = names.filter(uses.contains)
        narrowed.operatorMembers = operatorMembers.filter(uses.contains)
        return narrowed.names.isEmpty && narrowed.operatorMembers.isEmpty ? nil : narrowed
    }

    /// `` `HTTPBody` from `OpenAPIRuntime` imported (a product of swift-openapi-runtime, which the package builds
    /// on)``.
    var described: String {
        let declared = names.filter { $0 != module }
        let what = declared.isEmpty ? "`\(module)`" : "\(DocGap.listed(declared)) from `\(module)`"
        let operators = operatorMembers.isEmpty ? "" : declared.isEmpty ? " for its operators" : ", with its operators"
        return "\(what) imported\(operators) (a product of \(package), which the package builds on)"
    }
}
