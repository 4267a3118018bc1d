import Mustache

/// The theme's templates, ready to fill. A template the theme keeps from the built-in theme renders through
/// `CompiledTemplate`, as swift-mustache renders it but without its cost per name; a theme's own template, and
/// values `CompiledTemplate` does not render, go through swift-mustache.
struct ThemeTemplates: Sendable {
    private let library: MustacheLibrary
    private let compiled: [String: CompiledTemplate]

    /// A template that does not parse is an error naming it.
    init(theme: Theme) throws(ConfigLoader.Failure) {
        library = try theme.library()
        let builtIn = DefaultTheme.templates
        compiled = Dictionary(
            uniqueKeysWithValues: theme.templates.compactMap { name, text in
                text == builtIn[name] ? CompiledTemplate(text).map { (name, $0) } : nil
            })
    }

    /// `values` (from `TemplateValues`) in the template named `name`.
    func render(_ values: Any, template name: String) -> String {
        compiled[name]?.render(values) ?? library.render(values, withTemplate: name) ?? ""
    }
}
