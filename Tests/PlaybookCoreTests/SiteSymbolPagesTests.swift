import Foundation
import Testing

@testable import PlaybookCore

/// A catalog built with a symbol graph (`ShapesGraph`): symbol pages, symbol
/// links, their warnings, the Topics sidebar with symbols, summaries under
/// Topics links and breadcrumbs. No compiler: the graph is written by hand.
@Suite struct SiteSymbolPagesTests {
    private static let files = [
        "Shapes.md": """
        # ``Shapes``

        Round things.

        ## Topics

        ### Essentials

        - <doc:GettingStarted>
        - ``Circle``
        - ``Shape``
        """,
        "GettingStarted.md": """
        # Getting Started

        Make a circle and measure it.

        Read ``Circle/area`` of a ``Circle``.
        A ``Circl`` is a typo.
        """,
        "Circle.md": """
        # ``Shapes/Circle``

        More about circles.

        ## Topics

        ### Measuring

        - ``area``
        """,
    ]

    private func catalog() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("symbol-pages-\(UUID().uuidString)/Shapes.docc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in Self.files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    private func site(withGraph: Bool = true, graph: SymbolGraph? = nil) throws -> Site {
        let folder = try catalog()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let workspace = Workspace.open(paths: [folder.path], configFile: nil)
        #expect(!workspace.diagnostics.hasErrors, "\(workspace.diagnostics)")
        let index = try graph.map { SymbolIndex(graphs: [$0], sourceRoot: "/work/shapes") } ?? ShapesGraph.index()
        let options = SiteOptions(symbols: withGraph ? index : nil)
        return try SiteBuilder(workspace: workspace, report: nil, options: options).build()
    }

    private func page(_ name: String, in site: Site) throws -> String {
        String(decoding: try #require(site.files[name], "no page \(name)"), as: UTF8.self)
    }

    @Test func everySymbolWithoutAnExtensionFileHasAPage() throws {
        let site = try site()
        let area = try page("documentation/shapes/circle/area.html", in: site)
        #expect(area.contains("<h1>area</h1>"))
        #expect(area.contains("<p class=\"symbol-kind\">Instance Property</p>"))
        #expect(area.contains("<pre class=\"declaration\"><code class=\"language-swift\">"))
        #expect(area.contains("The area, from"))
        // Overloads share a name: the second page takes DocC's hash.
        #expect(site.files["documentation/shapes/circle/moved-by.html"] != nil)
        #expect(site.files["documentation/shapes/circle/moved-by-1feam.html"] != nil)
        #expect(site.files["documentation/shapes/circle.html"] == nil, "Circle is shown on its extension file's page")
        // Search finds a symbol by its name and its type's.
        let search = String(decoding: try #require(site.files["assets/search-index.js"]), as: UTF8.self)
        #expect(search.contains("\"title\":\"Circle.area\",\"url\":\"documentation/shapes/circle/area.html\""))
    }

    @Test func aSymbolPageHasBreadcrumbsAndLinksItsDocComment() throws {
        let area = try page("documentation/shapes/circle/area.html", in: try site())
        #expect(
            area.contains(
                "<nav class=\"breadcrumb\" aria-label=\"Breadcrumb\"><a href=\"../../../index.html\">Shapes</a> › "
                    + "<a href=\"../../../Circle.html\">Circle</a> › <span aria-current=\"page\">area</span></nav>"))
        #expect(
            area.contains(
                "<a class=\"symbol-link\" href=\"../../../documentation/shapes/circle/radius.html\"><code>radius</code>"
            ))
    }

    @Test func aSymbolsFileNameIsItsNameAndLabelsLowercasedWithHyphens() {
        #expect(SymbolPages.slug("firstIndex(of:)") == "firstindex-of")
        #expect(SymbolPages.slug("init(_:uniquingKeysWith:)") == "init-_-uniquingkeyswith")
        #expect(SymbolPages.slug("Element_2") == "element_2")
        #expect(SymbolPages.slug("+=(_:_:)") == "plus-equals-_-_")
        #expect(SymbolPages.slug("Café.Größe") == "café-größe")
        #expect(SymbolPages.slug("()") == "symbol")
    }

    @Test func percentEscapesAreDecodedOnlyWhereThereAreAny() {
        #expect(PathText.decodingPercents("Sources/My%20Module/File.swift") == "Sources/My Module/File.swift")
        #expect(PathText.decodingPercents("Sources/Plain/File.swift") == "Sources/Plain/File.swift")
        #expect(PathText.decodingPercents("100%") == "100%")
    }

    @Test func membersSharingAnInheritedCommentEachShowItWithLinksFromTheirOwnPage() throws {
        var graph = try ShapesGraph.graph()
        let inherited = SymbolGraph.DocComment(
            sourceURI: nil, lines: [.init(text: "Inherited: see ``Circle/area``.", sourceLine: nil)])
        for (position, symbol) in graph.symbols.enumerated()
        where ["Circle/radius", "Circle/Kind"].contains(symbol.pathComponents.joined(separator: "/")) {
            graph.symbols[position].docComment = inherited
        }
        let site = try site(graph: graph)
        for name in ["documentation/shapes/circle/radius.html", "documentation/shapes/circle/kind.html"] {
            let symbolPage = try page(name, in: site)
            #expect(
                symbolPage.contains(
                    "Inherited: see <a class=\"symbol-link\" href=\"../../../documentation/shapes/circle/area.html\">"
                        + "<code>area</code></a>."), "\(name)")
        }
    }

    @Test func symbolLinksLeadToTheirPagesAndTheRestAreWarnedAtTheirLines() throws {
        let site = try site()
        let started = try page("GettingStarted.html", in: site)
        #expect(
            started.contains(
                "<a class=\"symbol-link\" href=\"documentation/shapes/circle/area.html\"><code>area</code></a>"))
        #expect(started.contains("<a class=\"symbol-link\" href=\"Circle.html\"><code>Circle</code></a>"))
        #expect(started.contains("A <code>Circl</code> is a typo."))
        let warnings = site.warnings.map(\.description)
        #expect(warnings.contains { $0.hasPrefix("GettingStarted.md:6: warning: symbol link ``Circl``") })
        // The doc comment's own broken link, at its source line, named from the package.
        #expect(
            warnings.contains {
                $0.hasPrefix("Sources/Shapes/Circle.swift:6: warning: symbol link ``Circle/diameter``")
            })
    }

    @Test func theSidebarFollowsTheTopicsWithTheirSymbols() throws {
        let nav = try site().sidebar(shownOn: "index.html")
        let started = try #require(nav.range(of: "Getting Started")).lowerBound
        let circle = try #require(nav.range(of: "href=\"Circle.html\"")).lowerBound
        let shape = try #require(nav.range(of: "<code>Shape</code>")).lowerBound
        #expect(started < circle && circle < shape, "in the order the root's Topics list them")
        #expect(nav.contains("<li class=\"nav-group\" role=\"presentation\">Essentials</li>"))
        #expect(
            nav.contains("<li class=\"nav-depth-0\"><a class=\"nav-link\" href=\"documentation/shapes/shape.html\">"))
        #expect(!nav.contains(">Overview<"), "the root is the home page, listed once")
    }

    @Test func topicsShowEachPagesSummary() throws {
        let home = try page("index.html", in: try site())
        #expect(
            home.contains(
                "<a href=\"GettingStarted.html\">Getting Started</a>"
                    + "<span class=\"topic-summary\">Make a circle and measure it.</span>"
            ))
        #expect(home.contains("<code>Circle</code></a><span class=\"topic-summary\">A round shape.</span>"))
    }

    @Test func anExtensionFileShowsItsSymbolAndTheMembersItsTopicsLeaveOut() throws {
        let circle = try page("Circle.html", in: try site())
        #expect(
            circle.contains("aria-label=\"Link to this section\"></a>Circle</h1>"), "titled with the name, not code")
        #expect(circle.contains("<p class=\"symbol-kind\">Structure</p>"))
        #expect(circle.contains("A round shape."))
        let topics = try #require(circle.range(of: "id=\"topics\"")).upperBound
        let rest = circle[topics...]
        #expect(rest.components(separatedBy: "<code>area</code>").count == 2, "area is listed once, in its own group")
        #expect(rest.contains("<h3>Instance Properties</h3>"))
        #expect(rest.contains("<code>radius</code>"))
        #expect(!circle.contains("<h2 id=\"topics\">Topics</h2>\n<h3>Instance"), "no second Topics heading")
    }

    @Test func withoutASymbolGraphLinksStayCodeAndEachPageSaysSoOnce() throws {
        let site = try site(withGraph: false)
        let started = try page("GettingStarted.html", in: site)
        #expect(!started.contains("symbol-link"))
        #expect(started.contains("of a <code>Circle</code>."))
        let unchecked = site.warnings.filter { $0.message.contains("not checked") }
        #expect(
            unchecked.map(\.description).sorted() == [
                "Circle.md:9: warning: 1 symbol link is not checked: there is no symbol graph (build with --symbols "
                    + "and "
                    + "the package's sources, or --symbol-graph)",
                "GettingStarted.md:5: warning: 3 symbol links are not checked: there is no symbol graph (build with "
                    + "--symbols and the package's sources, or --symbol-graph)",
                "Shapes.md:10: warning: 2 symbol links are not checked: there is no symbol graph (build with --symbols "
                    + "and the package's sources, or --symbol-graph)",
            ])
    }
}

@Suite struct SymbolLinkExtractionTests {
    @Test func twoBackticksInACatalogOrDocCommentAreASymbolLink() {
        let markdown = "# Title\n\nSee ``Circle/area``, `plain`, ```Triple``` and ``x``.\n"
        let inCatalog = GuideExtractor.extract(markdown: markdown, path: "a.md", catalog: DocCCatalog(files: []))
        #expect(inCatalog.guide.symbolLinks.map(\.path) == ["Circle/area", "x"])
        #expect(inCatalog.guide.symbolLinks.allSatisfy { $0.line == 3 && !$0.inTopics })
        let inComment = GuideExtractor.extract(markdown: markdown, path: "a.swift", symbolLinks: true)
        #expect(inComment.guide.symbolLinks.count == 2)
        // In plain markdown two backticks put a backtick in code.
        #expect(GuideExtractor.extract(markdown: markdown, path: "a.md").guide.symbolLinks.isEmpty)
    }

    @Test func topicsListArticlesAndSymbolsInOrder() {
        let markdown = "# ``M``\n\n## Topics\n\n### First\n\n- ``B``\n- <doc:A>\n\n### Second\n\n- ``C``\n"
        let guide = GuideExtractor.extract(markdown: markdown, path: "M.md", catalog: DocCCatalog(files: [])).guide
        #expect(guide.topics.map(\.title) == ["First", "Second"])
        #expect(
            guide.topics[0].entries == [
                .symbol(Guide.SymbolLink(path: "B", line: 7, inTopics: true)), .article("doc:A"),
            ])
        #expect(guide.topics[0].destinations == ["doc:A"])
        #expect(guide.topicLinkLines == [8])
    }
}
