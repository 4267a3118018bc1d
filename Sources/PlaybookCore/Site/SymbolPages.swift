/// Where each symbol of the symbol graph is shown, and where a symbol link
/// written in a guide leads: a symbol documented by an extension file
/// (``` # ``Shapes/Circle`` ```) is shown on that file's page, the module on the
/// catalog's root, every other symbol on a page of its own under `documentation/`.
struct SymbolPages: Sendable {
    static let folder = "documentation"

    let checker: SymbolLinkChecker
    /// Each symbol's page, by identifier, as a link from the site's root writes it.
    let pages: [String: String]
    /// The symbol an extension file documents, by the file's guide path.
    let documentedByGuide: [String: SymbolGraph.Symbol]
    /// The symbols shown on a page of their own, in path order.
    let ownPages: [SymbolGraph.Symbol]
    /// The catalog's root page, which a link to the module leads to.
    let moduleHref: String?

    init(index: SymbolIndex, guides: [Guide], guidePages: [String: String], home: String?) {
        checker = SymbolLinkChecker(index: index)
        var documented: [String: SymbolGraph.Symbol] = [:]
        var guideOfSymbol: [String: String] = [:]
        for guide in guides {
            guard let title = guide.symbolTitle, !guide.isCatalogRoot,
                case .symbol(let symbol) = index.resolve(title), guideOfSymbol[symbol.identifier] == nil
            else { continue }
            documented[guide.path] = symbol
            guideOfSymbol[symbol.identifier] = guide.path
        }
        var pages: [String: String] = [:]
        var own: [SymbolGraph.Symbol] = []
        var taken = Set(guidePages.values)
        for symbol in index.pagedSymbols {
            if let guide = guideOfSymbol[symbol.identifier], let page = guidePages[guide] {
                pages[symbol.identifier] = page
                continue
            }
            let module = index.module(of: symbol) ?? ""
            let stem = ([Self.folder, Self.slug(module)] + symbol.pathComponents.map(Self.slug)).joined(separator: "/")
            var page = SitePaths.href(stem + ".html")
            if taken.contains(page) { page = SitePaths.href(stem + "-" + SymbolHash.of(symbol.identifier) + ".html") }
            taken.insert(page)
            pages[symbol.identifier] = page
            own.append(symbol)
        }
        self.pages = pages
        documentedByGuide = documented
        ownPages = own
        moduleHref = home.flatMap { guidePages[$0] }
    }

    /// Where `link`, written in `guide`, leads from the site's root, the name it shows (the symbol's own,
    /// as DocC shows it) and the symbol's summary; nil when it resolves to nothing.
    func target(of link: Guide.SymbolLink, in guide: Guide) -> (href: String, title: String, summary: String?)? {
        switch checker.resolve(link, in: guide) {
        case .symbol(let symbol):
            return pages[symbol.identifier].map { ($0, symbol.name, checker.index.abstract(of: symbol)) }
        case .module(let name):
            return moduleHref.map { ($0, name, nil) }
        case .ambiguous, .notFound:
            return nil
        }
    }

    /// A path component as a file name: `scaled(by:)` is `scaled-by`, `+(_:_:)` is `plus-_-_`.
    static func slug(_ component: String) -> String {
        let open = component.firstIndex(of: "(") ?? component.endIndex
        var name = String(component[..<open])
        if let first = name.unicodeScalars.first, operatorWords[Character(first)] != nil {
            name = name.compactMap { operatorWords[$0] }.joined(separator: "-")
        }
        let labels = component[open...].split { "():".contains($0) }.map(String.init)
        let words = ([name] + labels).map(slugWord)
        let slug = words.filter { !$0.isEmpty }.joined(separator: "-")
        return slug.isEmpty ? "symbol" : slug
    }

    /// `word` lowercased, with every character but letters, digits and `_` made a hyphen; byte by byte when
    /// it is ASCII, as nearly every Swift name is (a site slugs each of thousands of symbols' path components).
    private static func slugWord(_ word: String) -> String {
        guard word.utf8.allSatisfy({ $0 < 0x80 }) else {
            return String(word.lowercased().map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "-" })
        }
        return String(
            decoding: word.utf8.map { byte -> UInt8 in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                    byte
                default: UInt8(ascii: "-")
                }
            }, as: UTF8.self)
    }

    private static let operatorWords: [Character: String] = [
        "+": "plus", "-": "minus", "*": "times", "/": "slash", "=": "equals", "!": "bang", "<": "less", ">": "greater",
        "&": "and", "|": "or", "^": "caret", "~": "tilde", "%": "percent", "?": "question", ".": "dot",
    ]
}
