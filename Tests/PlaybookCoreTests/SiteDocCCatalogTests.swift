import Foundation
import Testing

@testable import PlaybookCore

/// A `.docc` catalog given as input is read as DocC reads it: `<doc:>` links,
/// symbol links, directives, the Topics section as navigation, the root page as home.
@Suite struct SiteDocCCatalogTests {
    private let catalog = "Catalog/Greeting.docc"

    private func workspace() throws -> Workspace {
        Workspace.open(paths: [try TestSupport.fixture(catalog).path], configFile: nil)
    }

    private func site() throws -> Site {
        try SiteFixture.build(try workspace(), report: nil)
    }

    private func page(_ name: String, in site: Site) throws -> String {
        String(decoding: try #require(site.files[name], "no page \(name)"), as: UTF8.self)
    }

    /// The 1-based line of the fixture file `guide` that holds `text`.
    private func line(of text: String, in guide: String) throws -> Int {
        let source = try String(contentsOf: try TestSupport.fixture("\(catalog)/\(guide)"), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(text) }, "no `\(text)` in \(guide)") + 1
    }

    @Test func docLinksLeadToPagesAndSectionsAndShowTheirTitles() throws {
        let home = try page("index.html", in: try site())
        #expect(home.contains("<a href=\"GettingStarted.html\">Getting Started</a>"))
        #expect(home.contains("<a href=\"Advanced.html#custom-greetings\">the custom part</a>"))
        let started = try page("GettingStarted.html", in: try site())
        #expect(started.contains("<a href=\"index.html\">Greeting</a>"))
    }

    @Test func brokenDocLinksAreWarnedAtTheirLines() throws {
        let line = try line(of: "See <doc:Missing>", in: "GettingStarted.md")
        // Its symbol links, with no symbol graph given, are only said to be unchecked (`SiteSymbolPagesTests`).
        let warnings = try site().warnings.filter { $0.file == "GettingStarted.md" && $0.message.hasPrefix("link") }
        #expect(
            warnings == [
                .warning("link to a missing article `<doc:Missing>`", file: "GettingStarted.md", line: line),
                .warning(
                    "link to a missing section `#No-Such-Section` in `<doc:Advanced>`", file: "GettingStarted.md",
                    line: line),
            ])
        // The section is missing, the page is not: the reader still lands on it.
        #expect(try page("GettingStarted.html", in: try site()).contains("<a href=\"Advanced.html\">Advanced</a>"))
    }

    @Test func symbolLinksAreCode() throws {
        let started = try page("GettingStarted.html", in: try site())
        #expect(started.contains("Create a <code>Greeter</code> and call <code>Greeting/<wbr>greet(_:)</code>."))
        let home = try page("index.html", in: try site())
        #expect(home.contains("<code>Greeting/<wbr>greet(_:)</code> never returns an empty string."))
        #expect(home.contains("callout callout-note"))
    }

    @Test func metadataOptionsAndCommentsAreHidden() throws {
        let workspace = try workspace()
        let site = try SiteFixture.build(workspace, report: nil)
        for name in ["index.html", "GettingStarted.html"] {
            let html = try page(name, in: site)
            for hidden in ["@Metadata", "TitleHeading", "@Options", "AutomaticSeeAlso", "@Comment", "Forgotten"] {
                #expect(!html.contains(hidden), "\(name) shows \(hidden)")
            }
        }
        // A comment's links are not the page's: nothing warns of them.
        #expect(!site.warnings.contains { $0.message.contains("Forgotten") })
        #expect(!workspace.diagnostics.contains { $0.message.contains("Metadata") || $0.message.contains("Options") })
    }

    @Test func tabsAreSectionsUnderTheirNamesAndTheirCodeIsVerified() throws {
        let workspace = try workspace()
        let guide = try SiteFixture.guide("GettingStarted.md", in: workspace)
        let swift = try #require(guide.blocks.first { $0.isSwift })
        #expect(swift.line == (try line(of: "```swift", in: "GettingStarted.md")))
        #expect(swift.code == "let greeting = \"Hello\"\nprint(greeting)\n")
        #expect(guide.blocks.map(\.language) == ["swift", "sh"])

        let html = try page("GettingStarted.html", in: try SiteFixture.build(workspace, report: nil))
        let tabs = try #require(html.range(of: "<div class=\"docc-tabs\">"))
        let swiftTab = try #require(
            html.range(
                of: "<section class=\"docc-tab\">\n<h3 class=\"docc-tab-title\">Swift</h3>",
                range: tabs.upperBound..<html.endIndex))
        let shellTab = try #require(
            html.range(
                of: "<section class=\"docc-tab\">\n<h3 class=\"docc-tab-title\">Shell</h3>",
                range: swiftTab.upperBound..<html.endIndex))
        #expect(html[swiftTab.upperBound..<shellTab.lowerBound].contains("id=\"block-\(swift.line)\""))
        #expect(html[shellTab.upperBound...].contains("<p>Run the sample:</p>"))
        #expect(!html.contains("@Tab"))
    }

    @Test func rowsAndColumnsAreAGrid() throws {
        let html = try page("GettingStarted.html", in: try site())
        #expect(
            html.contains(
                """
                <div class="docc-row">
                <div class="docc-column" style="--span: 1">
                <p>Left column text.</p>
                </div>
                <div class="docc-column" style="--span: 2">
                <p>Right column, see <a href="Advanced.html">Advanced</a>.</p>
                </div>
                </div>
                """))
    }

    @Test func imagesComeFromTheCatalogOnly() throws {
        let site = try site()
        let html = try page("GettingStarted.html", in: site)
        #expect(html.contains("<img src=\"Resources/hero.png\" alt=\"A &lt;hero&gt; &quot;waving&quot;\" />"))
        #expect(site.referencedFiles.contains("Resources/hero.png"))
        #expect(!html.contains("secret"))
        let copied = site.addingReferencedFiles(from: try workspace().guideRoots)
        #expect(copied.files["Resources/hero.png"]?.count == 70)
        let warning = try workspace().diagnostics.first { $0.message.contains("secret.png") }
        #expect(
            warning
                == .warning(
                    "@Image source `../../secret.png` is not a file of this catalog; the image is left out",
                    file: "GettingStarted.md", line: try line(of: "secret.png", in: "GettingStarted.md")
                ))
    }

    @Test func linksDirectiveIsAListOfLinks() throws {
        let html = try page("GettingStarted.html", in: try site())
        #expect(
            html.contains(
                """
                <div class="docc-links docc-links-compactGrid">
                <ul>
                <li><a href="Advanced.html">Advanced</a></li>
                <li><a href="index.html">Greeting</a></li>
                </ul>
                </div>
                """))
    }

    @Test func unknownDirectivesAreLabelledOrLeftOutWithAWarning() throws {
        let workspace = try workspace()
        let advanced = try page("Advanced.html", in: try SiteFixture.build(workspace, report: nil))
        #expect(
            advanced.contains(
                "<div class=\"docc-directive\">\n<p class=\"docc-directive-name\">@Experimental</p>\n<p>An unknown "
                    + "directive with a body.</p>\n</div>"
            ))
        #expect(
            workspace.diagnostics.contains(
                .warning(
                    "DocC directive @Experimental is not supported; its body is shown as a labelled block",
                    file: "Advanced.md", line: try line(of: "@Experimental", in: "Advanced.md")
                )))
        #expect(
            workspace.diagnostics.contains(
                .warning(
                    "DocC directive @Video is not supported and is left out",
                    file: "GettingStarted.md", line: try line(of: "@Video", in: "GettingStarted.md")
                )))
        #expect(
            !(try page("GettingStarted.html", in: try SiteFixture.build(workspace, report: nil))).contains("intro.mov"))
    }

    @Test func topicsAreTheNavigationAndTheRootIsHome() throws {
        let workspace = try workspace()
        let navigation = SiteNavigation(guides: workspace.guides, nav: [])
        #expect(navigation.home?.path == "Greeting.md")
        #expect(navigation.guides.map(\.path) == ["Greeting.md", "GettingStarted.md", "Advanced.md"])
        // By line of the sidebar: the root, then its Topics groups.
        #expect(navigation.groupTitles.sorted { $0.key < $1.key }.map(\.value) == ["Essentials", "Going Further"])
        #expect(navigation.groupTitles[1] == "Essentials")
        #expect(navigation.parents == ["GettingStarted.md": "Greeting.md", "Advanced.md": "Greeting.md"])

        let site = try SiteFixture.build(workspace, report: nil)
        #expect(try page("index.html", in: site).contains("<p>Say hello in many ways.</p>"))
        #expect(site.files["Greeting.html"] == nil)
        let home = try site.sidebar(shownOn: "index.html")
        let essentials = try #require(home.range(of: "<li class=\"nav-group\" role=\"presentation\">Essentials</li>"))
        let further = try #require(home.range(of: "<li class=\"nav-group\" role=\"presentation\">Going Further</li>"))
        #expect(essentials.upperBound < further.lowerBound)
        #expect(home[essentials.upperBound..<further.lowerBound].contains("GettingStarted.html"))
    }

    /// The root is the page titled with the module, wherever it lives, not a symbol's extension page;
    /// a symbol's page is titled with the symbol's name, and the site with the module's.
    @Test func theModulesPageIsRootAndSymbolPagesAreTitledByName() throws {
        try TestSupport.withTemporaryFolder { folder in
            let catalog = folder.appendingPathComponent("Logging.docc")
            try TestSupport.write("# ``Logging/LogEvent``\n\nAn event.\n", to: catalog, "Reference/LogEvent.md")
            try TestSupport.write(
                "# ``Logging``\n\nLogs.\n\n## Topics\n\n### Events\n\n- <doc:LogEvent>\n", to: catalog, "index.md")
            let workspace = Workspace.open(paths: [catalog.path], configFile: nil)
            let event = try #require(workspace.guides.first { $0.path.hasSuffix("LogEvent.md") })
            #expect(event.title == "LogEvent")
            #expect(event.symbolTitle == "Logging/LogEvent")
            #expect(!event.isCatalogRoot)
            let navigation = SiteNavigation(guides: workspace.guides, nav: [])
            #expect(navigation.home?.path.hasSuffix("index.md") == true)
            let site = try SiteFixture.build(workspace, report: nil)
            let home = try page("index.html", in: site)
            #expect(
                home.contains("<title>Logging</title>") || home.contains("<title>Logging ·")
                    || home.contains("· Logging</title>"))
            #expect(home.contains(">LogEvent<"))
            #expect(!home.contains("Logging/LogEvent"))
        }
    }

    @Test func aConfigNavStillWins() throws {
        let workspace = try workspace()
        let navigation = SiteNavigation(guides: workspace.guides, nav: ["Advanced.md"])
        #expect(navigation.home == nil)
        #expect(navigation.guides.first?.path == "Advanced.md")
    }

    @Test func directiveLinesKeepTheirLineNumbers() {
        let source = "# T\n\n@Row {\n    @Column {\n        ```swift\n        let a = 1\n        ```\n    }\n}\nafter\n"
        let flattened = DirectiveFlattener.flatten(source) { _ in nil }
        #expect(
            flattened.markdown
                == ("# T\n\n<!-- @Row -->\n<!-- @Column -->\n```swift\nlet a = 1\n```\n<!-- end @Column -->\n<!-- end "
                    + "@Row -->\nafter\n")
        )
        #expect(flattened.markers.keys.sorted() == [3, 4, 8, 9])
        #expect(flattened.warnings.isEmpty)
    }

    @Test func directivesInsideCodeAndProseAreLeftAlone() {
        let source = "```swift\n@Row {\n}\n```\n\n@MainActor isolates this.\n"
        let flattened = DirectiveFlattener.flatten(source) { _ in nil }
        #expect(flattened.markdown == source)
        #expect(flattened.markers.isEmpty)
    }

    @Test func anUnclosedDirectiveIsWarnedAndClosed() {
        let flattened = DirectiveFlattener.flatten("@Row {\n    text\n") { _ in nil }
        #expect(flattened.warnings == [.init(line: 1, message: "DocC directive @Row is never closed with a `}` line")])
        #expect(flattened.markers.values.filter(\.isClosing).count == 1)
    }

    @Test func directiveHeadersReadTheirArguments() throws {
        let header = try #require(DirectiveHeader(#"@Image(source: "a, b.png", alt: "say \"hi\"") "#))
        #expect(header.name == "Image")
        #expect(header.argument("source") == "a, b.png")
        #expect(header.argument("alt") == #"say "hi""#)
        #expect(!header.opensBody)
        #expect(DirectiveHeader(#"@Tab("Swift") {"#)?.argument(nil) == "Swift")
        #expect(DirectiveHeader("@escaping closures") == nil)
        #expect(DirectiveHeader("@Row { text") == nil)
    }

    @Test func catalogImagesResolveByNameInsideTheCatalogOnly() {
        let catalog = DocCCatalog(files: [
            "Greeting.md", "Articles/Deep.md", "Resources/hero@2x.png", "Resources/hero.png", "Resources/logo~dark.svg",
        ])
        #expect(catalog.imagePath(source: "hero.png", forGuide: "Articles/Deep.md") == "../Resources/hero.png")
        #expect(catalog.imagePath(source: "hero", forGuide: "Greeting.md") == "Resources/hero.png")
        #expect(catalog.imagePath(source: "logo", forGuide: "Greeting.md") == "Resources/logo~dark.svg")
        #expect(catalog.imagePath(source: "../hero.png", forGuide: "Greeting.md") == nil)
        #expect(catalog.imagePath(source: "/etc/passwd", forGuide: "Greeting.md") == nil)
    }
}
