/// Resolves the symbol links of guides against the symbol graph, each from
/// where it is written (an article, an extension file of a symbol, a
/// symbol's doc comment), and warns at the line of each one that names no
/// symbol or names several, as DocC warns.
public struct SymbolLinkChecker: Sendable {
    public let index: SymbolIndex

    public init(index: SymbolIndex) {
        self.index = index
    }

    /// The symbol whose documentation holds `line` of `guide`: the symbol an
    /// extension file documents, the symbol whose doc comment it is, or nil in an article.
    public func context(of guide: Guide, line: Int) -> SymbolGraph.Symbol? {
        if let title = guide.symbolTitle {
            if case .symbol(let symbol) = index.resolve(title) { return symbol }
            return nil
        }
        guard guide.sourceModule != nil else { return nil }
        return index.symbol(documentedAt: line, inFileEndingWith: guide.path)
    }

    public func resolve(_ link: Guide.SymbolLink, in guide: Guide) -> SymbolIndex.Resolution {
        index.resolve(link.path, from: context(of: guide, line: link.line))
    }

    /// A symbol link, where it is written, the symbol it is read from, and what it names.
    public struct CheckedLink: Sendable, Equatable {
        public var link: Guide.SymbolLink
        public var file: String
        public var context: SymbolGraph.Symbol?
        public var resolution: SymbolIndex.Resolution
    }

    /// The symbol links of `guide`, each resolved from where it is written.
    public func checkedLinks(in guide: Guide) -> [CheckedLink] {
        guide.symbolLinks.map { link in
            let context = context(of: guide, line: link.line)
            return CheckedLink(
                link: link, file: guide.path, context: context, resolution: index.resolve(link.path, from: context))
        }
    }

    /// The symbol links of every doc comment in the graph, each resolved from its symbol, as DocC reads them
    /// (a comment with no example makes no guide, so these are read from the graph, not from guides).
    /// A comment shown on two pages (a default implementation and its copy in a conforming type) is read on both.
    public func checkedDocCommentLinks() -> [CheckedLink] {
        index.pagedSymbols.flatMap { symbol -> [CheckedLink] in
            guard let comment = symbol.docComment, let uri = comment.sourceURI,
                comment.text.containsBytes("``"), let last = comment.lines.last?.sourceLine
            else { return [] }
            var lines = Array(repeating: "", count: last)
            for line in comment.lines {
                guard let number = line.sourceLine, number >= 1, number <= last else { return [] }
                lines[number - 1] = line.text
            }
            let path = index.displayPath(ofSourceURI: uri)
            let links = GuideExtractor.extract(
                markdown: lines.joined(separator: "\n"), path: path, symbolLinks: true
            ).guide.symbolLinks
            return links.map { link in
                CheckedLink(
                    link: link, file: path, context: symbol, resolution: index.resolve(link.path, from: symbol))
            }
        }
    }

    /// A warning for each link of `guide` that does not resolve to one symbol or the module.
    public func warnings(for guide: Guide) -> [Diagnostic] {
        checkedLinks(in: guide).compactMap(warning)
    }

    /// A warning for each doc comment's link that does not resolve, once per place.
    public func docCommentWarnings() -> [Diagnostic] {
        var seen = Set<String>()
        return checkedDocCommentLinks().compactMap(warning).filter { seen.insert($0.description).inserted }
    }

    private func warning(for checked: CheckedLink) -> Diagnostic? {
        let (link, path) = (checked.link, checked.file)
        switch checked.resolution {
        case .symbol, .module:
            return nil
        case .ambiguous(let candidates):
            let choices = candidates.map { "``\($0.name)-\(SymbolHash.of($0.identifier))`` (\($0.kindName))" }
            return .warning(
                "symbol link ``\(link.path)`` is ambiguous; it could be \(choices.joined(separator: " or "))",
                file: path, line: link.line)
        case .notFound(let component):
            let missing = component == link.path ? "" : " (no `\(component)` there)"
            return .warning(
                "symbol link ``\(link.path)`` names no symbol of \(index.modules.joined(separator: ", "))\(missing)",
                file: path, line: link.line)
        }
    }

    /// Without a symbol graph no link can be checked: one warning per guide says so, at its first link.
    /// A page's title (``` # ``Greeting`` ```) names what the page documents and is not counted.
    public static func uncheckedWarning(for guide: Guide) -> Diagnostic? {
        let titleLine = guide.headings.first { $0.level == 1 }?.line
        let links = guide.symbolLinks.filter { $0.line != titleLine }
        guard let first = links.first else { return nil }
        return .warning(
            "\(links.count) symbol link\(links.count == 1 ? " is" : "s are") not checked: there is no symbol graph "
                + "(build with --symbols and the package's sources, or --symbol-graph)",
            file: guide.path, line: first.line)
    }
}
