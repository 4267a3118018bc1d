import Foundation

/// The search index, written at build time as a script that assigns it to a
/// global: pages opened from `file://` cannot fetch JSON, but they can load a script.
struct SearchIndexBuilder: Sendable {
    /// One section of a guide: a heading and what follows it up to the next heading.
    struct Entry: Sendable, Equatable, Codable {
        /// The guide's title.
        var title: String
        /// The section's heading; empty for the text above the first heading.
        var heading: String
        /// The page and anchor, relative to the site's root.
        var url: String
        /// The section's prose, whitespace collapsed.
        var text: String
        /// Identifiers in the section's Swift code, as written and as each sample fills them.
        var code: [String]
    }

    let highlighter: SwiftHighlighter
    let samples: [PlaybookConfig.Sample]

    func entries(for guide: Guide, page: String) -> [Entry] {
        var entries: [Entry] = []
        var current = Entry(title: guide.title, heading: "", url: page, text: "", code: [])
        var identifiers = Set<String>()
        let headingsByLine = Dictionary(guide.headings.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        let visibleSwift = Dictionary(
            guide.blocks.filter { !$0.hidden && $0.isSwift }.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first }
        )
        func finish() {
            current.text = current.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            current.code = identifiers.sorted()
            if !current.text.isEmpty || !current.code.isEmpty || !current.heading.isEmpty { entries.append(current) }
            identifiers = []
        }
        for node in MarkdownParser.parse(guide.markdown).children {
            switch node.kind {
            case .heading:
                finish()
                let heading = headingsByLine[node.range.startLine]
                current = Entry(
                    title: guide.title, heading: heading?.text ?? Self.plainText(node),
                    url: page + (heading.map { "#" + $0.anchor } ?? ""), text: "", code: []
                )
            case .codeBlock:
                guard let block = visibleSwift[node.range.startLine] else { continue }
                identifiers.formUnion(codeIdentifiers(block.code))
            case .htmlBlock:
                continue
            default:
                current.text += " " + Self.plainText(node)
            }
        }
        finish()
        return entries
    }

    /// The script that holds the index: `window.PLAYBOOK_SEARCH = [...]`.
    static func script(_ entries: [Entry]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return "window.PLAYBOOK_SEARCH = \(HTML.scriptSafeJSON(json));\n"
    }

    /// Names in the template and in each sample's instantiation, so both `{Name}ListViewModel`
    /// and `CharacterListViewModel` find the block.
    private func codeIdentifiers(_ code: String) -> Set<String> {
        var names = highlighter.identifiers(in: code)
        for sample in samples {
            let filled = Instantiator(placeholders: highlighter.placeholders, sample: sample).fill(code)
            if filled != code { names.formUnion(highlighter.identifiers(in: filled)) }
        }
        return names.filter { $0.count > 2 }
    }

    /// The text a reader sees in a node, without markup.
    static func plainText(_ node: MarkdownNode) -> String {
        switch node.kind {
        case .text, .code: return node.literal ?? ""
        case .softBreak, .lineBreak: return " "
        case .htmlInline, .htmlBlock, .codeBlock: return ""
        default:
            let separator = node.kind.isBlock ? " " : ""
            return node.children.map(plainText).joined(separator: separator)
        }
    }
}
