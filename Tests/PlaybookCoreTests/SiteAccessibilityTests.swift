import Testing

@testable import PlaybookCore

/// What assistive technology reads on the built pages: the search combobox,
/// the sidebar's status as text, and no landmark per code block.
@Suite struct SiteAccessibilityTests {
    private func pages() throws -> (first: String, style: String, sidebar: String) {
        let workspace = try SiteFixture.workspace()
        let site = try SiteFixture.build(workspace, report: SiteFixture.report(for: workspace))
        return (
            try #require(site.text("first.html")), try #require(site.text("assets/style.css")),
            try site.sidebar(shownOn: "first.html")
        )
    }

    @Test func theSearchBoxIsACollapsedCombobox() throws {
        let page = try pages().first
        #expect(page.contains("<input id=\"search-input\" type=\"search\" role=\"combobox\" aria-expanded=\"false\""))
    }

    @Test func sidebarStatusIsTextAsWellAsColour() throws {
        let page = try pages().sidebar
        let dot = try #require(page.range(of: "<span class=\"dot dot-passed\""))
        let entry = page[dot.lowerBound...].prefix { $0 != "\n" }
        #expect(entry.contains("aria-hidden=\"true\"></span>"), "the dot itself is decoration")
        #expect(
            entry.contains("<span class=\"visually-hidden\"> (") && entry.contains(" passed)</span>"),
            "the status is read out after the title")
    }

    @Test func codeBlocksAddNoNavigationLandmark() throws {
        let page = try pages().first
        #expect(page.contains("<p class=\"block-links\">Verified example: "))
        #expect(!page.contains("<nav class=\"block-links\""))
    }

    @Test func theClosedPhoneDrawerIsHiddenNotOnlyMovedAway() throws {
        let style = try pages().style
        #expect(style.contains("visibility: hidden; transition: transform .2s ease, visibility 0s linear .2s;"))
        #expect(style.contains(".sidebar.open { transform: none; visibility: visible;"))
    }
}
