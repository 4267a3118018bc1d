import Foundation
import Mustache

/// The templates and assets pages are made from. The built-in theme is
/// compiled into Playbook, so the command works without any file beside it; a
/// `theme/` folder beside `playbook.yml` replaces any file of the same name.
public struct Theme: Sendable {
    /// Mustache templates by file name (`layout.mustache`, `guide.mustache`, …).
    public var templates: [String: String]
    /// Files copied into the site's `assets/` folder (`style.css`, `playbook.js`, and any extra file of the theme
    /// folder).
    public var assets: [String: Data]

    public static let templateNames = [
        "layout.mustache", "sidebar.mustache", "guide.mustache", "home.mustache", "report.mustache", "example.mustache",
        "404.mustache", "contents.mustache",
    ]

    public static var builtIn: Theme {
        Theme(templates: DefaultTheme.templates, assets: DefaultTheme.assets.mapValues { Data($0.utf8) })
    }

    public init(templates: [String: String], assets: [String: Data]) {
        self.templates = templates
        self.assets = assets
    }

    /// The built-in theme, with the files of `theme/` beside the config's playbook.yml laid over it.
    public static func of(_ config: PlaybookConfig) throws(ConfigLoader.Failure) -> Theme {
        guard config.file != nil else { return .builtIn }
        return try builtIn(overriddenBy: config.resolve("theme"))
    }

    /// The built-in theme with every file of `folder` laid over it: a template
    /// name replaces that template, any other file is an asset.
    public static func builtIn(overriddenBy folder: String) throws(ConfigLoader.Failure) -> Theme {
        var theme = Theme.builtIn
        for file in ContainedFiles(folder: folder, recursive: false, including: { _ in true }).files {
            let name = file.relativePath
            let path = PathText.join(folder, name)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ConfigLoader.Failure(diagnostics: [.error("cannot read the theme file", file: path)])
            }
            if templateNames.contains(name) {
                guard let text = String(data: data, encoding: .utf8) else {
                    throw ConfigLoader.Failure(diagnostics: [.error("the theme template is not UTF-8", file: path)])
                }
                theme.templates[name] = text
            } else {
                theme.assets[name] = data
            }
        }
        return theme
    }

    /// The templates parsed; a template that does not parse is an error naming it.
    func library() throws(ConfigLoader.Failure) -> MustacheLibrary {
        var library = MustacheLibrary()
        for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
            do {
                try library.register(text, named: name)
            } catch {
                throw ConfigLoader.Failure(diagnostics: [
                    .error("the theme template `\(name)` does not parse: \(error)")
                ])
            }
        }
        return library
    }
}
