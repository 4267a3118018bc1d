import Foundation

/// The built-in theme: the files of `Site/DefaultTheme/` (Mustache templates, `style.css`, the scripts), which
/// the `EmbedDefaultTheme` build plugin compiles in as `DefaultThemeFiles`. A `theme/` folder beside
/// `playbook.yml` overrides any of them by file name.
enum DefaultTheme {
    static var templates: [String: String] {
        DefaultThemeFiles.files.filter { $0.key.hasSuffix(".mustache") }
    }

    static var assets: [String: String] {
        DefaultThemeFiles.files.filter { !$0.key.hasSuffix(".mustache") }
    }

    /// `style.css`, which tests read to check a rule exists.
    static var style: String { DefaultThemeFiles.files["style.css"] ?? "" }

    /// `favicon.svg` as a data URL, inline in every page (and the preview's problem page) so no page asks the
    /// server for a `/favicon.ico` it does not have.
    static let faviconURL: String = {
        let svg = (DefaultThemeFiles.files["favicon.svg"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let escapes: [Character: String] = ["%": "%25", "<": "%3C", ">": "%3E", "#": "%23", "\"": "%22", "\n": ""]
        return "data:image/svg+xml," + svg.map { escapes[$0] ?? String($0) }.joined()
    }()
}
