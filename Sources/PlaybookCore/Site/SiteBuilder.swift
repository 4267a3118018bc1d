import Foundation

/// Renders the whole site in memory from the guides, the verification report
/// (nil for `--no-verify`) and a theme. Pure: it reads and writes no file, so
/// every page can be tested from a hand-made report without a compiler.
public struct SiteBuilder: Sendable {
    public let workspace: Workspace
    public let report: VerificationReport?
    public let theme: Theme
    public let options: SiteOptions

    public init(
        workspace: Workspace, report: VerificationReport?, theme: Theme = .builtIn, options: SiteOptions = SiteOptions()
    ) {
        self.workspace = workspace
        self.report = report
        self.theme = theme
        self.options = options
    }

    private var config: PlaybookConfig { workspace.config }
    /// The config's title, else a DocC catalog's module (its root page is titled ``` ``Module`` ```).
    private func siteTitle(_ navigation: SiteNavigation) -> String {
        config.title ?? navigation.home.flatMap { $0.isCatalogRoot ? $0.title : nil } ?? "Guides"
    }

    public func build() throws(ConfigLoader.Failure) -> Site {
        let templates = try ThemeTemplates(theme: theme)
        let navigation = SiteNavigation(guides: workspace.guides, nav: config.nav)
        let results = report?.blocks ?? []
        let units = Dictionary(grouping: results.filter { $0.unit != nil }, by: { $0.unit! })
        let paths = SitePaths(
            guides: navigation.guides.map(\.path), units: Array(units.keys), home: navigation.home?.path)
        let placeholders = PlaceholderSet(config: config)
        let highlighter = SwiftHighlighter(placeholders: placeholders)
        let links = LinkResolver(guides: workspace.guides, paths: paths)
        let siteIsChecking = results.contains { $0.status == .pending }
        let resultsByGuide = Dictionary(grouping: results, by: \.guide).mapValues {
            Dictionary(grouping: $0, by: \.index)
        }
        let symbolPages = options.symbols.map {
            SymbolPages(
                index: $0, guides: workspace.guides, guidePages: paths.guidePages, home: navigation.home?.path)
        }
        let pageRenderer = GuidePageRenderer(
            codeBlocks: CodeBlockRenderer(highlighter: highlighter, samples: config.samples, paths: paths),
            links: links, unsafeHTML: options.unsafeHTML, symbols: symbolPages
        )
        let symbolRenderer = symbolPages.map { symbolPages in
            SymbolPageRenderer(
                symbols: symbolPages, articles: pageRenderer,
                docCommentGuides: Dictionary(
                    workspace.guides.filter { $0.sourceModule != nil }.map { ($0.path, $0) },
                    uniquingKeysWith: { first, _ in first }),
                guideTopics: Dictionary(
                    workspace.guides.compactMap { guide in
                        symbolPages.documentedByGuide[guide.path].map {
                            ($0.identifier, guide.symbolLinks.filter(\.inTopics))
                        }
                    }, uniquingKeysWith: { first, _ in first }))
        }
        let search = SearchIndexBuilder(placeholders: placeholders, samples: config.samples)
        let verdicts = Dictionary(
            uniqueKeysWithValues: navigation.guides.map { guide in
                (
                    guide.path,
                    GuideVerdict(
                        guide: guide, results: resultsByGuide[guide.path] ?? [:], verified: report != nil,
                        siteIsChecking: siteIsChecking)
                )
            })
        let pages = SitePages(
            templates: templates, siteTitle: siteTitle(navigation), navigation: navigation, paths: paths,
            verdicts: verdicts,
            highlighter: highlighter, choices: PlaceholderChoices(placeholders: placeholders, samples: config.samples),
            editURL: config.editURL, lastUpdated: options.lastUpdated, symbols: symbolPages
        )

        var files: [String: Data] = [:]
        // The pages of the whole site are rendered beside the guides' pages, not after them;
        // each guide's page bytes and search entries are made there too.
        var rendered: [RenderedGuide] = []
        let sitePages: [PageWork] =
            [.report] + (navigation.home == nil ? [.home] : []) + [.notFound, .contents, .sidebarScript]
        let symbolWork =
            symbolRenderer.map { renderer in
                renderer.symbols.ownPages.compactMap { symbol in
                    renderer.symbols.pages[symbol.identifier].map {
                        PageWork.symbol(symbol, page: $0, renderer: renderer)
                    }
                }
            } ?? []
        for done in (sitePages + navigation.guides.map(PageWork.guide) + symbolWork).concurrentMap({
            work -> PageDone in
            switch work {
            case .report:
                return .page("report.html", Data(pages.report(report: report).utf8))
            case .home:
                return .page(
                    "index.html", Data(pages.home(report: report, sampleCount: max(1, config.samples.count)).utf8))
            case .notFound:
                return .page(
                    "404.html", Data(pages.notFound(root: SitePaths.absoluteRoot(siteURL: config.siteURL)).utf8))
            case .contents:
                return .page(SidebarScript.contentsPage, Data(pages.contents().utf8))
            case .sidebarScript:
                return .page(SidebarScript.file, Data(pages.sidebarScript().utf8))
            case .symbol(let symbol, let page, let symbolRenderer):
                let symbolPages = symbolRenderer.symbols
                let body = symbolRenderer.body(of: symbol, page: page, results: resultsByGuide)
                let index = symbolPages.checker.index
                let guide = SymbolPageRenderer.pageGuide(of: symbol, in: index)
                let abstract = index.abstract(of: symbol)
                let home = symbolPages.moduleHref.map {
                    [PageContexts.PageLink(title: siteTitle(navigation), href: $0)]
                }
                let ancestors = index.ancestors(of: symbol).compactMap { ancestor in
                    symbolPages.pages[ancestor.identifier].map { PageContexts.PageLink(title: ancestor.name, href: $0) }
                }
                let html = pages.guidePage(
                    guide, page: page, body: body,
                    document: nil, description: abstract, editable: false, breadcrumbs: (home ?? []) + ancestors)
                return .guide(
                    RenderedGuide(
                        page: page, html: Data(html.utf8),
                        search: SearchIndexBuilder.scriptFragment([
                            SearchIndexBuilder.entry(for: symbol, page: page, abstract: abstract)
                        ]),
                        referencedFiles: [], brokenLinks: []))
            case .guide(let guide):
                let page = paths.guidePages[guide.path] ?? SitePaths.href(SitePaths.htmlName(forGuide: guide.path))
                var body = pageRenderer.render(guide, results: resultsByGuide[guide.path] ?? [:])
                if let symbol = symbolPages?.documentedByGuide[guide.path], let symbolRenderer {
                    body = symbolRenderer.body(extending: body, symbol: symbol, page: page, results: resultsByGuide)
                }
                let document = guide.document
                return .guide(
                    RenderedGuide(
                        page: page, html: Data(pages.guidePage(guide, page: page, body: body, document: document).utf8),
                        search: SearchIndexBuilder.scriptFragment(
                            search.entries(for: guide, page: page, document: document)),
                        referencedFiles: LocalFileReferences.referenced(by: guide, document: document),
                        brokenLinks: links.brokenLinks(in: guide)
                    ))
            }
        }) {
            switch done {
            case .page(let name, let html): files[name] = html
            case .guide(let guide): rendered.append(guide)
            }
        }
        for page in rendered { files[SitePaths.file(ofHref: page.page)] = page.html }
        if let siteURL = config.siteURL {
            let pages =
                ["index.html", "report.html"] + navigation.guides.compactMap { paths.guidePages[$0.path] }
                + (symbolPages.map { symbolPages in symbolPages.ownPages.compactMap { symbolPages.pages[$0.identifier] }
                }
                    ?? [])
            var dates: [String: String] = [:]
            for guide in navigation.guides {
                if let page = paths.guidePages[guide.path], let date = options.lastUpdated[guide.path] {
                    dates[page] = SitePages.day(date)
                }
            }
            files["sitemap.xml"] = Data(Self.sitemap(siteURL: siteURL, pages: pages, dates: dates).utf8)
        }

        let examples = ExamplePageBuilder(
            guides: Dictionary(workspace.guides.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }),
            paths: paths, samples: config.samples, highlighter: highlighter, results: results
        )
        let exampleFiles = units.sorted { $0.key < $1.key }.concurrentMap { unit, members -> (String, String) in
            let page = paths.examplePages[unit] ?? "examples/unit.html"
            return (page, pages.example(examples.context(unit: unit, members: members), page: page))
        }
        for (page, html) in exampleFiles { files[page] = Data(html.utf8) }

        // The site's own scripts (the sidebar's) win over a theme file of the same name.
        for (name, data) in theme.assets where files["\(SitePaths.assetsFolder)/\(name)"] == nil {
            files["\(SitePaths.assetsFolder)/\(name)"] = data
        }
        files["\(SitePaths.assetsFolder)/search-index.js"] = Data(
            SearchIndexBuilder.script(fragments: rendered.map(\.search)).utf8)

        // With a graph, doc comments are checked from it, each from its symbol; their guides would say it twice.
        let symbolWarnings =
            symbolPages.map { symbolPages in
                workspace.guides.filter { $0.sourceModule == nil }.flatMap(symbolPages.checker.warnings)
                    + symbolPages.checker.docCommentWarnings()
            } ?? workspace.guides.compactMap(SymbolLinkChecker.uncheckedWarning)
        let warnings = rendered.flatMap(\.brokenLinks) + symbolWarnings
        var seen = Set<String>()
        let referencedFiles = rendered.flatMap(\.referencedFiles).filter { seen.insert($0).inserted }
        return Site(files: files, warnings: warnings, referencedFiles: referencedFiles)
    }
}

private enum PageWork: Sendable {
    case report
    case home
    case notFound
    /// `contents.html`, every page listed for readers without scripts.
    case contents
    /// `assets/sidebar.js`, the sidebar every page loads.
    case sidebarScript
    case guide(Guide)
    /// A symbol shown on a page of its own, at `page`.
    case symbol(SymbolGraph.Symbol, page: String, renderer: SymbolPageRenderer)
}

private enum PageDone: Sendable {
    /// A file of the whole site, by its path in the site.
    case page(String, Data)
    case guide(RenderedGuide)
}

/// What one guide gives the site: its page and, for the whole site, its search entries, the files it refers to
/// and the warnings about its broken links.
private struct RenderedGuide: Sendable {
    var page: String
    var html: Data
    /// Its search entries as a fragment of the index's script (`SearchIndexBuilder.scriptFragment`).
    var search: String
    var referencedFiles: [String]
    var brokenLinks: [Diagnostic]
}

extension SiteBuilder {
    /// The sitemap search engines read: every page at its published address, with its guide's last change when known.
    static func sitemap(siteURL: String, pages: [String], dates: [String: String]) -> String {
        let base = siteURL.hasSuffix("/") ? siteURL : siteURL + "/"
        var xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "
            + "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages {
            xml += "  <url><loc>\(HTML.escape(base + page))</loc>"
            if let date = dates[page] { xml += "<lastmod>\(date)</lastmod>" }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }
}
