import Foundation

/// What `playbook serve` shows before the guides have ever built: the
/// problems, escaped, on a page that reloads itself once they are fixed.
enum ProblemPage {
    static func files(_ problems: [Diagnostic]) -> [String: Data] {
        let items = problems.filter { $0.severity != .note }.map { "<li>\(HTML.escape($0.description))</li>" }.joined(
            separator: "\n")
        let page = """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link \
            rel="icon" href="\(DefaultTheme.faviconURL)"><title>The guides do not build yet</title></head>
            <body data-root="">
            <main style="font: 15px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 3rem auto; padding: 0 1rem">
            <h1>The guides do not build yet</h1>
            <p>Fix the problems below and save: this page reloads when the site builds.</p>
            <ul style="font-family: ui-monospace, monospace">
            \(items)
            </ul>
            </main>
            </body>
            </html>

            """
        return ["index.html": Data(page.utf8), "404.html": Data(page.utf8)]
    }
}
