import Foundation
import Testing

@testable import PlaybookCore

/// Links between guides point at rendered pages; the ones that lead nowhere are warnings at their lines.
@Suite struct SiteLinkTests {
    @Test func linksBetweenGuidesAreRewrittenToPages() throws {
        let workspace = try SiteFixture.workspace()
        let site = try SiteFixture.build(workspace, report: nil)
        let first = try #require(site.text("first.html"))
        #expect(first.contains("<a href=\"second.html#loading-states\">the states</a>"))
        #expect(first.contains("<a href=\"nested/third.html\">nested guide</a>"))
        #expect(first.contains("<a href=\"#step-1--contract\">this page's step</a>"))
        let nested = try #require(site.text("nested/third.html"))
        #expect(nested.contains("<a href=\"../first.html\">the ViewModel guide</a>"))
        #expect(nested.contains("<a href=\"../first.html#step-2--test\">test step</a>"))
        let second = try #require(site.text("second.html"))
        #expect(second.contains("<a href=\"first.html#step-1--contract\">the ViewModel</a>"))
    }

    @Test func brokenLinksAreWarningsAtTheirGuideLines() throws {
        let workspace = try SiteFixture.workspace()
        let site = try SiteFixture.build(workspace, report: nil)
        let lines = try String(contentsOf: TestSupport.fixture("Site/first.md"), encoding: .utf8).components(
            separatedBy: "\n")
        let missingGuideLine = try #require(lines.firstIndex { $0.contains("(missing.md)") }) + 1
        let lostSectionLine = try #require(lines.firstIndex { $0.contains("(#nowhere)") }) + 1
        #expect(
            site.warnings == [
                .warning("link to a missing guide `missing.md`", file: "first.md", line: missingGuideLine),
                .warning(
                    "link to a missing anchor `#no-such-heading` in `second.md`", file: "first.md",
                    line: missingGuideLine),
                .warning("link to a missing anchor `#nowhere` in this guide", file: "first.md", line: lostSectionLine),
            ])
        let first = try #require(site.text("first.html"))
        #expect(
            first.contains("<a href=\"missing.md\">a missing guide</a>"), "a link to a missing guide is left as written"
        )
        #expect(
            first.contains("<a href=\"second.html\">a missing anchor</a>"),
            "a link to a missing anchor leads to its guide's page")
        #expect(first.contains("<a href=\"#nowhere\">a lost section</a>"))
    }

    @Test func resolverLeavesOtherLinksAlone() throws {
        let workspace = try SiteFixture.workspace()
        let paths = SitePaths(guides: workspace.guides.map(\.path), units: [])
        let resolver = LinkResolver(guides: workspace.guides, paths: paths)
        #expect(resolver.resolve("https://example.com/a.md", from: "first.md") == .external)
        #expect(resolver.resolve("mailto:team@example.com", from: "first.md") == .external)
        #expect(resolver.resolve("images/diagram.png", from: "first.md") == .external)
        #expect(resolver.resolve("./second.md?plain=1#failure", from: "first.md") == .page(href: "second.html#failure"))
        #expect(resolver.resolve("nested/../second.md", from: "first.md") == .page(href: "second.html"))
        #expect(
            resolver.resolve("../second.md#nowhere", from: "nested/third.md")
                == .broken("link to a missing anchor `#nowhere` in `../second.md`", pageHref: "../second.html"))
    }

    /// DocC keeps a heading's case in its anchor: `#Loading-States` is the heading "Loading states".
    @Test func anAnchorWrittenWithTheHeadingsCaseFindsIt() throws {
        let workspace = try SiteFixture.workspace()
        let resolver = LinkResolver(
            guides: workspace.guides, paths: SitePaths(guides: workspace.guides.map(\.path), units: []))
        #expect(
            resolver.resolve("second.md#Loading-States", from: "first.md") == .page(href: "second.html#loading-states"))
    }

    /// A `<doc:>` link to no article is its text on the page, with a warning at its line.
    @Test func aDocLinkToNoArticleIsPlainText() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(
                "# Guide\n\nSee <doc:Nowhere> and [the setup](doc:Missing).\n", to: folder, "guide.md")
            let site = try SiteFixture.build(Workspace.open(paths: [folder.path], configFile: nil), report: nil)
            let page = try #require(site.text("guide.html"))
            #expect(page.contains("<p>See doc:Nowhere and the setup.</p>"))
            #expect(
                site.warnings == [
                    .warning("link to a missing article `<doc:Nowhere>`", file: "guide.md", line: 3),
                    .warning("link to a missing article `<doc:Missing>`", file: "guide.md", line: 3),
                ])
        }
    }

    @Test func filesTheGuidesShowAreCopiedToTheSameRelativePlace() throws {
        let workspace = try SiteFixture.workspace()
        let site = try SiteFixture.build(workspace, report: nil)
        #expect(site.referencedFiles == ["images/flow.svg"])
        #expect(
            site.text("nested/third.html")?.contains("<img src=\"../images/flow.svg\" alt=\"The layers\" />") == true)
        let withFiles = site.addingReferencedFiles(from: [try TestSupport.fixture("Site").path, ""])
        #expect(withFiles.text("images/flow.svg")?.hasPrefix("<svg") == true)
        #expect(site.addingReferencedFiles(from: ["/nonexistent"]).files == site.files, "a missing file is left out")
    }

    @Test func guidesGivenAsFilesOutsideTheFolderStayInsideTheSite() {
        let paths = SitePaths(guides: ["/tmp/elsewhere/guide.md", "../up.md"], units: [])
        #expect(paths.guidePages["/tmp/elsewhere/guide.md"] == "tmp/elsewhere/guide.html")
        #expect(paths.guidePages["../up.md"] == "up.html")
    }

    @Test func pagePathsAvoidTheSitesOwnPages() {
        let paths = SitePaths(
            guides: ["index.md", "report.markdown", "a/b.md", "notes.txt"],
            units: ["character/a.md#1", "character/a-md#1"])
        #expect(
            paths.guidePages == [
                "index.md": "guide-index.html", "report.markdown": "guide-report.html", "a/b.md": "a/b.html",
                "notes.txt": "notes.html",
            ])
        #expect(
            Set(paths.examplePages.values) == ["examples/character-a-md-1.html", "examples/character-a-md-1-2.html"])
        #expect(SitePaths.rootPrefix(of: "a/b/c.html") == "../../")
    }
}
