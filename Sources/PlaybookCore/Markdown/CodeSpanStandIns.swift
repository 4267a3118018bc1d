import Foundation

/// Raw HTML for code spans and text runs whose parent refuses a custom node:
/// cmark-gfm's table cells hold only text-like inlines. Such a node keeps its
/// place and type, its text becomes a token no guide can contain (a fresh
/// UUID per render), and the rendered `<code>token</code>` (or, for text, the
/// bare token) is swapped for the HTML afterwards.
struct CodeSpanStandIns {
    private let prefix = "playbook-code-\(UUID().uuidString)-"
    private var standIns: [(token: String, html: String)] = []

    var isEmpty: Bool { standIns.isEmpty }

    /// The literal to give the code span that stands for `html`.
    mutating func token(for html: String) -> String {
        // The closing dash keeps token 1 from matching the start of token 10.
        let token = prefix + String(standIns.count) + "-"
        standIns.append((token, html))
        return token
    }

    func restore(in rendered: String) -> String {
        standIns.reduce(rendered) { html, standIn in
            html.replacingOccurrences(of: "<code>\(standIn.token)</code>", with: standIn.html)
                .replacingOccurrences(of: standIn.token, with: standIn.html)
        }
    }
}
