import Testing

@testable import PlaybookCore

/// GitHub's and DocC's markdown as the site renders it: callouts, task lists, footnotes.
@Suite struct SiteMarkdownDialectTests {
    private func render(_ markdown: String, unsafe: Bool = false) -> String {
        MarkdownParser.renderHTML(
            markdown, unsafe: unsafe, framingCallout: GuidePageRenderer.frame, framingTaskItem: GuidePageRenderer.frame
        )
    }

    @Test(arguments: ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"])
    func gitHubAlertsAreCallouts(marker: String) {
        let html = render("> [!\(marker)]\n> Mind the *cache*.\n>\n> Second paragraph.\n")
        let kind = marker.lowercased()
        let title = marker.prefix(1) + kind.dropFirst()
        #expect(
            html == """
                <div class="callout callout-\(kind)" role="note">
                <p class="callout-title">\(title)</p>
                <p>Mind the <em>cache</em>.</p>
                <p>Second paragraph.</p>
                </div>

                """)
    }

    @Test(arguments: ["Note", "Tip", "Important", "Warning", "Experiment"])
    func doccAsidesAreCallouts(kind: String) {
        let html = render("> \(kind): Keep `{Name}` short.\n> Really.\n")
        #expect(
            html.hasPrefix(
                "<div class=\"callout callout-\(kind.lowercased())\" role=\"note\">\n<p "
                    + "class=\"callout-title\">\(kind)</p>\n"
            ))
        #expect(html.contains("<p>Keep <code>{Name}</code> short.\nReally.</p>\n</div>"))
        #expect(!html.contains("<blockquote>"))
    }

    @Test func otherQuotesStayQuotes() {
        for markdown in [
            "> Just a quote.\n", "> [!NOTE] on the same line\n", "> Remember: nothing\n", "> [!NOTICE]\n> text\n",
            "> **Note:** bold\n",
        ] {
            #expect(render(markdown).hasPrefix("<blockquote>"), "\(markdown)")
        }
    }

    @Test func calloutProseGoesThroughTheSameRendering() {
        let safe = render("> [!WARNING]\n> <b>raw</b> and [a link](javascript:alert(1))\n")
        #expect(safe.contains("<p class=\"callout-title\">Warning</p>"))
        #expect(safe.contains("<!-- raw HTML omitted -->raw<!-- raw HTML omitted -->"))
        #expect(safe.contains("<a href=\"\">a link</a>"))
        #expect(render("> [!WARNING]\n> <b>raw</b>\n", unsafe: true).contains("<b>raw</b>"))
        let nested = render("- item\n\n  > Tip: inside a list\n")
        #expect(nested.contains("<li>\n<p>item</p>\n<div class=\"callout callout-tip\" role=\"note\">"))
    }

    @Test func taskItemsAreLabelledDisabledCheckboxes() {
        let html = render("- [x] done *well*\n- [ ] todo\n- plain\n")
        #expect(
            html == """
                <ul>
                <li><label class="task-item"><input type="checkbox" disabled checked> done <em>well</em></label></li>
                <li><label class="task-item"><input type="checkbox" disabled> todo</label></li>
                <li>plain</li>
                </ul>

                """)
        let loose = render("- [ ] first\n\n- [x] second\n")
        #expect(
            loose.contains(
                "<li>\n<p><label class=\"task-item\"><input type=\"checkbox\" disabled> first</label></p>\n</li>"))
        #expect(
            DefaultTheme.style.contains(
                ".article li:has(> .task-item), .article li:has(> p > .task-item) { list-style: none; }"))
    }

    @Test func footnotesAreRendered() {
        let html = render("Cached for a day[^1].\n\n[^1]: See the cache policy.\n")
        #expect(html.contains("<sup class=\"footnote-ref\"><a href=\"#fn-1\" id=\"fnref-1\""))
        #expect(html.contains("<section class=\"footnotes\""))
        #expect(html.contains("<li id=\"fn-1\">\n<p>See the cache policy."))
        #expect(!html.contains("[^1]"))
    }

    @Test func footnotesParseIntoTheValueTree() {
        let document = MarkdownParser.parse("Cached[^1] and kept[^note].\n\n[^1]: A day.\n[^note]: A week.\n")
        let kinds = document.descendants().map(\.kind)
        #expect(kinds.filter { $0 == .footnoteReference }.count == 2)
        #expect(kinds.filter { $0 == .footnoteDefinition }.count == 2)
    }

    @Test func calloutsHaveReadableColoursInBothSchemes() {
        for kind in Callout.Kind.allCases {
            #expect(DefaultTheme.style.contains(".callout-\(kind.rawValue)"), "no colour for \(kind)")
        }
    }
}
