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

    let placeholders: PlaceholderSet
    let samples: [PlaybookConfig.Sample]
    /// One per sample, made once for every block.
    private let instantiators: [Instantiator]
    /// Each block's identifiers by its code: books repeat snippets, and a block is scanned once per sample.
    private let identifiersByCode = SharedCache<String, CodeNames>()

    /// A block's identifiers, and the same in the order an entry lists them: most sections hold one block, whose
    /// names are then sorted once for the build.
    private struct CodeNames {
        var set: Set<String>
        var sorted: [String]
    }

    init(placeholders: PlaceholderSet, samples: [PlaybookConfig.Sample]) {
        self.placeholders = placeholders
        self.samples = samples
        instantiators = samples.map { Instantiator(placeholders: placeholders, sample: $0) }
    }

    /// A symbol's page as one entry: found by its name and its type's (`Circle.area`), its summary and kind.
    static func entry(for symbol: SymbolGraph.Symbol, page: String, abstract: String?) -> Entry {
        let summary = abstract ?? ""
        return Entry(
            title: symbol.pathComponents.joined(separator: "."), heading: "", url: page,
            text: collapsingWhitespace(symbol.kindName + ". " + summary),
            code: identifiers(in: symbol.declarationText).sorted())
    }

    /// `document` is the guide's markdown, parsed.
    func entries(for guide: Guide, page: String, document: MarkdownNode) -> [Entry] {
        var entries: [Entry] = []
        var current = Entry(title: guide.title, heading: "", url: page, text: "", code: [])
        var blocks: [CodeNames] = []
        let headingsByLine = Dictionary(guide.headings.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        let visibleSwift = Dictionary(
            guide.blocks.filter { !$0.hidden && $0.isSwift }.map { ($0.line, $0) },
            uniquingKeysWith: { first, _ in first }
        )
        func finish() {
            current.text = Self.collapsingWhitespace(current.text)
            current.code =
                blocks.count == 1
                ? blocks[0].sorted : blocks.reduce(into: Set<String>()) { $0.formUnion($1.set) }.sorted()
            if !current.text.isEmpty || !current.code.isEmpty || !current.heading.isEmpty { entries.append(current) }
            blocks = []
        }
        for node in document.children {
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
                blocks.append(codeIdentifiers(block.code))
            case .htmlBlock:
                continue
            default:
                current.text += " " + Self.plainText(node)
            }
        }
        finish()
        return entries
    }

    /// The script that holds the index: `window.PLAYBOOK_SEARCH = [...]`,
    /// from each guide's `scriptFragment`.
    static func script(fragments: [String]) -> String {
        "window.PLAYBOOK_SEARCH = [\(fragments.filter { !$0.isEmpty }.joined(separator: ","))];\n"
    }

    /// `entries` as the index's script holds them, without the array's
    /// brackets: each guide's are encoded beside its page, and the script joins them.
    /// Written as `JSONEncoder` with sorted keys would write them and `HTML.scriptSafeJSON` make them safe
    /// (tests hold the two together).
    static func scriptFragment(_ entries: [Entry]) -> String {
        guard !entries.isEmpty else { return "" }
        var json: [UInt8] = []
        for (position, entry) in entries.enumerated() {
            if position > 0 { json.append(UInt8(ascii: ",")) }
            json += #"{"code":"#.utf8
            JSONText.appendArray(entry.code, to: &json)
            json += #","heading":"#.utf8
            JSONText.appendString(entry.heading, to: &json)
            json += #","text":"#.utf8
            JSONText.appendString(entry.text, to: &json)
            json += #","title":"#.utf8
            JSONText.appendString(entry.title, to: &json)
            json += #","url":"#.utf8
            JSONText.appendString(entry.url, to: &json)
            json.append(UInt8(ascii: "}"))
        }
        return json.withUnsafeBufferPointer { String(decodingLongUTF8: $0) }
    }

    /// Names in each sample's instantiation (and in the template when there is
    /// no sample), so `CharacterListViewModel` finds the `{Name}ListViewModel` block.
    private func codeIdentifiers(_ code: String) -> CodeNames {
        identifiersByCode.value(for: code) {
            // A block without placeholders reads the same in every sample: scanned once.
            let filled = Set(instantiators.map { $0.fill(code) })
            let names = (filled.isEmpty ? [code] : filled).reduce(into: Set<String>()) {
                $0.formUnion(Self.identifiers(in: $1))
            }
            return CodeNames(set: names, sorted: names.sorted())
        }
    }

    /// Identifiers outside comments and string literals, keywords and names of
    /// two letters or fewer left out. A lexical scan, because a search index
    /// needs names, not a syntax tree, and parsing every block again would
    /// double the build's time.
    static func identifiers(in code: String) -> Set<String> {
        let bytes = Array(code.utf8)
        let lineComment = Array("//".utf8)
        let blockComment = Array("/*".utf8)
        let blockEnd = Array("*/".utf8)
        let quote = Array("\"".utf8)
        let multilineQuote = Array("\"\"\"".utf8)
        let newline = Array("\n".utf8)
        var names = Set<String>()
        var index = 0
        func isStart(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
        func isPart(_ byte: UInt8) -> Bool { isStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        func startsHere(_ token: [UInt8]) -> Bool {
            guard index + token.count <= bytes.count else { return false }
            for offset in token.indices where bytes[index + offset] != token[offset] { return false }
            return true
        }
        /// Moves past `terminator`; inside a string literal a backslash escapes the next byte.
        func skip(past terminator: [UInt8], escapes: Bool) {
            while index < bytes.count, !startsHere(terminator) {
                index += escapes && bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += terminator.count
        }
        while index < bytes.count {
            if startsHere(lineComment) {
                skip(past: newline, escapes: false)
            } else if startsHere(blockComment) {
                index += blockComment.count
                skip(past: blockEnd, escapes: false)
            } else if startsHere(multilineQuote) {
                index += multilineQuote.count
                skip(past: multilineQuote, escapes: true)
            } else if startsHere(quote) {
                index += quote.count
                skip(past: quote, escapes: true)
            } else if isStart(bytes[index]) {
                let start = index
                while index < bytes.count, isPart(bytes[index]) { index += 1 }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                if name.count > 2, !swiftKeywords.contains(name) { names.insert(name) }
            } else {
                index += 1
            }
        }
        return names
    }

    private static let swiftKeywords: Set<String> = [
        "actor", "any", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "didSet", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "final", "for",
        "func", "get", "guard", "import", "init", "inout", "internal", "lazy", "let", "mutating", "nil", "nonisolated",
        "open", "operator", "override", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
        "set", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "typealias",
        "var", "weak", "where", "while", "willSet",
    ]

    /// Runs of whitespace as one space, none at either end. Over scalars into
    /// bytes, ASCII looked up without Unicode's tables: an index holds all of
    /// a guide's prose.
    static func collapsingWhitespace(_ text: String) -> String {
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isWhitespace =
                scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
            if isWhitespace {
                pendingSpace = !collapsed.isEmpty
                continue
            }
            if pendingSpace { collapsed.append(UInt8(ascii: " ")) }
            pendingSpace = false
            UTF8.encode(scalar) { collapsed.append($0) }
        }
        return String(decoding: collapsed, as: UTF8.self)
    }

    /// The text a reader sees in a node, without markup (walked without
    /// recursion: a guide may nest quotes or lists thousands deep).
    static func plainText(_ root: MarkdownNode) -> String {
        var text = ""
        root.walk { node, index in
            // Blocks (a list's items, a quote's paragraphs) are separated by a space; inlines are joined as
            // written, so a link keeps the punctuation after it ("Use cases:", not "Use cases :").
            if index > 0, node.kind.isBlock { text += " " }
            switch node.kind {
            case .text, .code: text += node.literal ?? ""
            case .softBreak, .lineBreak: text += " "
            case .htmlInline, .htmlBlock, .codeBlock: break
            default: return true
            }
            return false
        }
        return text
    }
}
