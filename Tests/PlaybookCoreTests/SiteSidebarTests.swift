import Foundation
import Testing

@testable import PlaybookCore

/// The sidebar is written once, into `assets/sidebar.js`, not into every page; every page loads it from its
/// folder depth and names its own link, and a reader without scripts reaches every page through `contents.html`.
@Suite struct SiteSidebarTests {
    private func site() throws -> Site {
        let workspace = try SiteFixture.workspace()
        return try SiteFixture.build(workspace, report: SiteFixture.report(for: workspace))
    }

    private func pages(of site: Site) -> [String] {
        site.files.keys.filter { $0.hasSuffix(".html") }.sorted()
    }

    @Test func theSidebarIsWrittenOnceNotIntoEveryPage() throws {
        let site = try site()
        #expect(pages(of: site).count > 5)
        for page in pages(of: site) where page != SidebarScript.contentsPage {
            let html = try #require(site.text(page))
            #expect(!html.contains("class=\"nav-list\""), "\(page) holds the sidebar itself")
            #expect(html.contains("data-sidebar-slot"), "\(page) has no place for the sidebar")
            #expect(html.contains("assets/sidebar.js\""), "\(page) does not load the sidebar")
        }
        let script = try #require(site.text(SidebarScript.file))
        for link in ["first.html", "second.html", "nested/third.html", "report.html"] {
            #expect(script.contains("href=\\\"\(link)\\\""), "the shared sidebar lacks \(link)")
        }
    }

    @Test func aPageAtAnyDepthLoadsTheSidebarFromTheRootAndNamesItself() throws {
        let site = try site()
        let nested = try #require(site.text("nested/third.html"))
        #expect(nested.contains("<script src=\"../assets/sidebar.js\" data-page=\"nested/third.html\"></script>"))
        let shown = try site.sidebar(shownOn: "nested/third.html")
        #expect(shown.contains("href=\"../first.html\""), "the sidebar's links lead up from the page's folder")
        #expect(shown.contains("href=\"../nested/third.html\" aria-current=\"page\""))
        #expect(shown.components(separatedBy: "aria-current").count == 2, "one page is current")
        let report = try #require(site.text("report.html"))
        #expect(report.contains("<script src=\"assets/sidebar.js\" data-page=\"report.html\"></script>"))
        let missing = try #require(site.text("404.html"))
        #expect(missing.contains("<script src=\"/assets/sidebar.js\"></script>"), "the 404 page names no page")
    }

    @Test func withoutScriptsEveryPageLeadsToAPageListingEveryPage() throws {
        let site = try site()
        for page in pages(of: site) where page != SidebarScript.contentsPage && page != "404.html" {
            let html = try #require(site.text(page))
            let root = String(repeating: "../", count: page.filter { $0 == "/" }.count)
            let fallback = "<noscript><a class=\"nav-link\" href=\"\(root)contents.html\">Every page</a></noscript>"
            #expect(html.contains(fallback), "\(page) has no way to every page without scripts")
        }
        let contents = try #require(site.text(SidebarScript.contentsPage))
        #expect(contents.contains("<nav id=\"sidebar\" class=\"sidebar\""), "the contents page holds the sidebar")
        for link in ["first.html", "second.html", "nested/third.html", "index.html", "report.html"] {
            #expect(contents.contains("href=\"\(link)\""), "contents.html lacks \(link)")
        }
        #expect(contents.contains("<script src=\"assets/sidebar.js\" data-page=\"contents.html\"></script>"))
    }

    @Test func aGuideNamedContentsIsMovedAsideFromTheContentsPage() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("# Table of contents\n\nEverything.\n", to: folder, "contents.md")
            let site = try SiteFixture.build(Workspace.open(paths: [folder.path], configFile: nil), report: nil)
            #expect(site.text("guide-contents.html")?.contains("Table of contents</h1>") == true)
            #expect(site.text("contents.html")?.contains("<h1>Every page</h1>") == true)
        }
    }

    @Test func aTitleStaysEscapedInTheSharedSidebar() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(
                "---\ntitle: \"</script><img src=x onerror=alert(1)>\"\n---\n\nText.\n", to: folder, "odd.md")
            let site = try SiteFixture.build(Workspace.open(paths: [folder.path], configFile: nil), report: nil)
            let script = try #require(site.text(SidebarScript.file))
            let literal = try #require(script.split(separator: "\n").first { $0.hasPrefix("  var html = ") })
            #expect(!literal.contains("<"), "the script holds markup only as escapes")
            let shown = try site.sidebar(shownOn: "odd.html")
            #expect(shown.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"))
            #expect(!shown.contains("<img"))
        }
    }

    @Test func aThemesOwnSidebarAndLayoutKeepWorking() throws {
        var theme = Theme.builtIn
        theme.templates["sidebar.mustache"] =
            "<nav id=\"sidebar\"><ol>{{#nav}}<li><a href=\"{{root}}{{href}}\">{{title}}</a></li>{{/nav}}</ol></nav>"
        theme.templates["layout.mustache"] =
            "<body>{{{sidebar}}}<ul class=\"own-list\">{{#nav}}<li>{{href}}{{#current}} (here){{/current}}</li>{{/nav}}"
            + "</ul><main id=\"content\">{{{content}}}</main></body>"
        let workspace = try SiteFixture.workspace()
        let site = try SiteFixture.build(workspace, report: nil, theme: theme)
        let shown = try site.sidebar(shownOn: "nested/third.html")
        #expect(shown.hasPrefix("<nav id=\"sidebar\"><ol><li><a href=\"../"), "the theme's sidebar, from the page")
        #expect(shown.contains("<a href=\"../nested/third.html\" aria-current=\"page\">"))
        let first = try #require(site.text("first.html"))
        #expect(first.contains("<li>first.html (here)</li>"), "a layout that lists `nav` itself still marks the page")
    }
}
