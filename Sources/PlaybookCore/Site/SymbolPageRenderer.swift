import Foundation

/// The parts of a symbol's page: its kind, name and highlighted declaration;
/// its doc comment, rendered as a guide's article with its examples' verdicts;
/// and its members, grouped by kind as DocC's Topics, each with its summary.
struct SymbolPageRenderer: Sendable {
    let symbols: SymbolPages
    let articles: GuidePageRenderer
    /// The symbol links each extension file's Topics list, by the symbol it documents.
    let guideTopics: [String: [Guide.SymbolLink]]
    /// The guides made of source files' doc comments (`--symbols`), by the source file's URL in the
    /// graph, with their lines: a comment's examples are their blocks, with their verdicts.
    private let docCommentGuides: [String: (guide: Guide, lines: [Substring])]
    /// Inherited doc comments made guides, by their text.
    private let inheritedCommentGuides = SharedCache<String, Guide>()

    /// `docCommentGuides` are the guides made of source files' doc comments, by path.
    init(
        symbols: SymbolPages, articles: GuidePageRenderer, docCommentGuides: [String: Guide],
        guideTopics: [String: [Guide.SymbolLink]]
    ) {
        self.symbols = symbols
        self.articles = articles
        self.guideTopics = guideTopics
        let files = Set(symbols.checker.index.pagedSymbols.compactMap { $0.docComment?.sourceURI })
        var byFile: [String: (guide: Guide, lines: [Substring])] = [:]
        for file in files {
            guard let guide = docCommentGuides.first(where: { file.hasSuffix("/" + $0.key) })?.value else { continue }
            byFile[file] = (guide, guide.markdown.split(separator: "\n", omittingEmptySubsequences: false))
        }
        self.docCommentGuides = byFile
    }

    private var index: SymbolIndex { symbols.checker.index }

    /// The whole article of a symbol shown on a page of its own.
    func body(
        of symbol: SymbolGraph.Symbol, page: String, results: [String: [Int: [VerificationReport.BlockResult]]]
    )
        -> String
    {
        "<h1>\(HTML.escape(symbol.name))</h1>\n" + details(of: symbol, page: page, results: results)
            + topics(of: symbol, page: page)
    }

    /// An extension file's article with its symbol's declaration and doc comment after
    /// its title, and the members its own Topics leave out after its text.
    func body(
        extending guideBody: String, symbol: SymbolGraph.Symbol, page: String,
        results: [String: [Int: [VerificationReport.BlockResult]]]
    ) -> String {
        let details = details(of: symbol, page: page, results: results)
        // The file's own Topics come first; the members they leave out follow in DocC's default groups.
        let listed = Set(
            (guideTopics[symbol.identifier] ?? []).compactMap { link -> String? in
                guard case .symbol(let member) = index.resolve(link.path, from: symbol) else { return nil }
                return member.identifier
            })
        let members = topics(of: symbol, page: page, leavingOut: listed, heading: listed.isEmpty)
        guard let (heading, rest) = SitePages.titleHeading(openingOf: guideBody) else {
            return details + guideBody + members
        }
        return heading + "\n" + details + rest + members
    }

    /// What the page's layout reads of a symbol's page as of a guide's: its title and headings,
    /// and as its path the place the symbol is declared.
    static func pageGuide(of symbol: SymbolGraph.Symbol, in index: SymbolIndex) -> Guide {
        let declared = symbol.sourceURI.map { index.displayPath(ofSourceURI: $0) }
        var headings = [Guide.Heading(level: 1, text: symbol.name, anchor: "", line: 0)]
        if !index.members(of: symbol).isEmpty {
            headings.append(Guide.Heading(level: 2, text: "Topics", anchor: "topics", line: 0))
        }
        return Guide(
            path: declared.map { path in symbol.sourceLine.map { "\(path):\($0)" } ?? path } ?? symbol.name,
            title: symbol.name, headings: headings)
    }

    /// The kind, the declaration and the doc comment.
    private func details(
        of symbol: SymbolGraph.Symbol, page: String, results: [String: [Int: [VerificationReport.BlockResult]]]
    ) -> String {
        var html = "<p class=\"symbol-kind\">\(HTML.escape(symbol.kindName))</p>\n"
        if !symbol.declaration.isEmpty {
            html +=
                "<pre class=\"declaration\"><code class=\"language-swift\">"
                + articles.codeBlocks.highlighter.highlight(symbol.declaration) + "</code></pre>\n"
        }
        if let comment = docCommentGuide(of: symbol) {
            html += articles.render(comment, results: results[comment.path] ?? [:], page: page)
        }
        return html
    }

    /// The doc comment as a guide on its source file's lines: the file's own guide
    /// (its blocks carry verdicts) cut to the comment, or one made from the comment alone.
    private func docCommentGuide(of symbol: SymbolGraph.Symbol) -> Guide? {
        guard let comment = symbol.docComment, !comment.lines.isEmpty else { return nil }
        let lineNumbers = comment.lines.compactMap(\.sourceLine)
        guard lineNumbers.count == comment.lines.count, let first = lineNumbers.first,
            zip(lineNumbers, lineNumbers.dropFirst()).allSatisfy({ $0 < $1 })
        else {
            // A comment inherited from elsewhere has no lines of its own: shown as written, without verdicts.
            // Many members share one (`map` on every sequence): it is extracted once.
            var guide = inheritedCommentGuides.value(for: comment.text) {
                GuideExtractor.extract(markdown: comment.text, path: symbol.identifier, symbolLinks: true).guide
            }
            guide.path = symbol.identifier
            guide.sourceModule = index.module(of: symbol)
            return guide
        }
        let file = comment.sourceURI.flatMap { docCommentGuides[$0] }
        // The comment on its own lines, blank lines above it, so blocks and links keep the file's line numbers.
        var markdown = String(repeating: "\n", count: first - 1)
        var next = first
        for (line, text) in zip(lineNumbers, comment.lines.map(\.text)) {
            if line > next { markdown += String(repeating: "\n", count: line - next) }
            markdown += file.flatMap { line <= $0.lines.count ? String($0.lines[line - 1]) : nil } ?? text
            markdown += "\n"
            next = line + 1
        }
        if var guide = file?.guide {
            guide.markdown = markdown
            guide.symbolLinks = guide.symbolLinks.filter { lineNumbers.contains($0.line) }
            return guide
        }
        let path = comment.sourceURI.map { $0.hasPrefix("file://") ? String($0.dropFirst(7)) : $0 } ?? symbol.identifier
        var guide: Guide
        if Self.isPlainProse(comment) {
            // Nothing to extract (no code, heading, HTML or symbol link): the page's one parse is the render's.
            guide = Guide(path: path, title: symbol.name, markdown: markdown)
        } else {
            guide = GuideExtractor.extract(markdown: markdown, path: path, symbolLinks: true).guide
        }
        guide.sourceModule = index.module(of: symbol)
        return guide
    }

    /// Whether a comment holds only paragraphs and inline text: no code block (fenced, or indented
    /// four spaces), heading, HTML or symbol link, which are what extraction finds.
    static func isPlainProse(_ comment: SymbolGraph.DocComment) -> Bool {
        comment.lines.allSatisfy { line in
            let text = line.text.utf8
            let indent = text.prefix { $0 == UInt8(ascii: " ") }.count
            guard indent < 4, !text.contains(UInt8(ascii: "\t")), !text.contains(UInt8(ascii: "<")) else {
                return false
            }
            let first = text.dropFirst(indent).first
            return first != UInt8(ascii: "#") && first != UInt8(ascii: "~") && !line.text.containsBytes("``")
        }
    }

    /// The symbol's members by kind, each linked with the first paragraph of its doc comment; `heading`
    /// is false when the page's own Topics heading already stands above them.
    private func topics(
        of symbol: SymbolGraph.Symbol, page: String, leavingOut listed: Set<String> = [], heading: Bool = true
    ) -> String {
        let members = index.members(of: symbol).filter { !listed.contains($0.identifier) }
        guard !members.isEmpty else { return "" }
        let root = SitePaths.rootPrefix(of: page)
        var groups: [(title: String, members: [SymbolGraph.Symbol])] = []
        for member in members {
            let title = Self.groupTitle(member.kindName)
            if let position = groups.firstIndex(where: { $0.title == title }) {
                groups[position].members.append(member)
            } else {
                groups.append((title, [member]))
            }
        }
        let rank = { (title: String) in Self.groupOrder.firstIndex(of: title) ?? Self.groupOrder.count }
        groups.sort { rank($0.title) < rank($1.title) }
        var html = heading ? "<h2 id=\"topics\">Topics</h2>\n" : ""
        for group in groups {
            html += "<h3>\(HTML.escape(group.title))</h3>\n<ul class=\"symbol-topics\">\n"
            for member in group.members {
                let name = "<code>\(HTML.escape(member.name))</code>"
                let link = symbols.pages[member.identifier].map { "<a href=\"\(root + $0)\">\(name)</a>" } ?? name
                let summary = index.abstract(of: member).map {
                    "<span class=\"symbol-summary\">\(HTML.escape($0))</span>"
                }
                html += "<li>\(link)\(summary ?? "")</li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }

    /// `Instance Method` gives the group `Instance Methods`, as DocC titles it.
    static func groupTitle(_ kindName: String) -> String {
        switch kindName {
        case "Case": return "Enumeration Cases"
        case "Class": return "Classes"
        case "Instance Subscript", "Type Subscript": return "Subscripts"
        default:
            if kindName.hasSuffix("y") { return kindName.dropLast() + "ies" }
            return kindName.hasSuffix("s") ? kindName : kindName + "s"
        }
    }

    /// The order DocC gives its default Topics groups; others follow in the order met.
    static let groupOrder = [
        "Initializers", "Instance Properties", "Instance Methods", "Subscripts", "Type Properties", "Type Methods",
        "Operators", "Enumeration Cases", "Structures", "Classes", "Enumerations", "Protocols", "Type Aliases",
        "Associated Types", "Functions", "Global Variables", "Macros",
    ]
}
