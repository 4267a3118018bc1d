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

    /// A warning for each link of `guide` that does not resolve to one symbol or the module.
    public func warnings(for guide: Guide) -> [Diagnostic] {
        guide.symbolLinks.compactMap { link in
            warning(for: link, resolution: resolve(link, in: guide), path: guide.path)
        }
    }

    private func warning(for link: Guide.SymbolLink, resolution: SymbolIndex.Resolution, path: String) -> Diagnostic? {
        switch resolution {
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

    /// The symbol links of every doc comment in the graph, each resolved from its symbol, as DocC checks them
    /// (a comment with no example makes no guide, so these are read from the graph, not from guides).
    public func docCommentWarnings() -> [Diagnostic] {
        index.pagedSymbols.flatMap { symbol -> [Diagnostic] in
            guard let comment = symbol.docComment, let uri = comment.sourceURI,
                comment.text.contains("``"), let last = comment.lines.last?.sourceLine
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
            return links.compactMap { link in
                warning(for: link, resolution: index.resolve(link.path, from: symbol), path: path)
            }
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
