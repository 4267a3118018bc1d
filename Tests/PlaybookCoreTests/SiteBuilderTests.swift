import Foundation
import Testing

@testable import PlaybookCore

/// The rendered pages, checked as HTML text from a hand-made report: no compiler runs.
@Suite struct SiteBuilderTests {
    @Test func everyGuideHasAPageAndTheSiteHasItsOwnPages() throws {
        let workspace = try SiteFixture.workspace()
        let site = try SiteFixture.build(workspace, report: SiteFixture.report(for: workspace))
        for page in [
            "first.html", "second.html", "nested/third.html", "index.html", "report.html", "404.html",
            "assets/style.css", "assets/playbook.js", "assets/search-index.js",
        ] {
            #expect(site.files[page] != nil, "missing \(page)")
        }
        let first = try #require(site.text("first.html"))
        #expect(first.contains("<title>Create a ViewModel · Site Fixture Playbook</title>"))
        #expect(first.contains("<a class=\"heading-anchor\" id=\"step-1--contract\" href=\"#step-1--contract\""))
        let nested = try #require(site.text("nested/third.html"))
        #expect(nested.contains("href=\"../assets/style.css\""), "nested pages reach the assets relatively")
        #expect(nested.contains("<pre class=\"variant\"><code>indented code, never checked"))
    }

    @Test func gfmExtensionsRender() throws {
        let workspace = try SiteFixture.workspace()
        let second = try #require(try SiteFixture.build(workspace, report: nil).text("second.html"))
        #expect(second.contains("<table>"))
        #expect(
            second.contains(
                "<td>the <code><span class=\"ph\" data-ph=\"Name\">{Name}</span></code> list's empty view</td>"),
            "a table cell keeps its placeholder span")
        #expect(second.contains("type=\"checkbox\""))
        #expect(second.contains("<del>gone</del>"))
        #expect(
            second.contains("shows <code>loading</code> while"),
            "code spans without placeholders keep cmark-gfm's rendering")
        #expect(second.contains("<a href=\"https://example.com\">"))
        #expect(second.contains("<h1>States of a screen</h1>"), "a front-matter title is shown as the page's heading")
        #expect(!second.contains("description: Loading"), "front matter is not rendered")
    }

    @Test func navigationFollowsTheConfigThenTitles() throws {
        let workspace = try SiteFixture.workspace()
        let site = try SiteFixture.build(workspace, report: nil)
        let home = try #require(site.text("index.html"))
        let order = ["second.html", "first.html", "nested/third.html"].map {
            home.range(of: "href=\"\($0)\"")?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order[0]! < order[1]! && order[1]! < order[2]!)
        let first = try #require(site.text("first.html"))
        #expect(first.contains("rel=\"prev\"") && first.contains("href=\"second.html\" rel=\"prev\""))
        #expect(first.contains("href=\"nested/third.html\" rel=\"next\""))
        #expect(try site.sidebar(shownOn: "first.html").contains("href=\"first.html\" aria-current=\"page\""))
        #expect(first.contains("<li class=\"toc-level-2\"><a href=\"#step-2--test\">Step 2 — Test</a></li>"))
    }

    @Test func badgesMatchTheReport() throws {
        let workspace = try SiteFixture.workspace()
        let first = try SiteFixture.guide("first.md", in: workspace)
        let contract = first.blocks[0]
        let test = first.blocks[2]
        let html = first.blocks[4]
        let report = SiteFixture.report(for: workspace) { guide, block, sample in
            guard guide.path == "first.md" else { return nil }
            var result = VerificationReport.BlockResult(
                guide: guide.path, line: block.line, index: block.index, sample: sample, status: .passed, level: .test,
                reason: nil, unit: "\(sample)/first.md#1", diagnostics: [], borrowed: [], tests: [], code: block.code,
                targetFile: nil, seconds: 0.5
            )
            if block.index == test.index, sample == "episode" {
                result.status = .failed
                result.diagnostics = [
                    .init(
                        .error(
                            "cannot find 'EpisodeViewModel' in scope", file: "first.md", line: test.line + 5, column: 14
                        ))
                ]
            }
            if block.index == html.index {
                result.level = .syntax
                result.reason = "fragment: statements outside a function"
            }
            return result
        }
        let page = try #require(try SiteFixture.build(workspace, report: report).text("first.html"))
        let passed = try SiteFixture.figure(line: contract.line, in: page)
        #expect(passed.contains("<span class=\"badge badge-passed\""))
        #expect(passed.contains(">passed · test</span>"))
        #expect(!passed.contains("class=\"diagnostics\""))
        let failed = try SiteFixture.figure(line: test.line, in: page)
        #expect(failed.contains("class=\"code-block swift status-failed\""))
        #expect(failed.contains("<span class=\"badge badge-failed\""))
        #expect(failed.contains(">failed in episode</span>"), "the badge names the samples that failed")
        #expect(
            failed.contains(
                "<a class=\"diagnostic-place\" href=\"#L\(test.line + 5)\" "
                    + "data-line=\"\(test.line + 5)\"><code>first.md:\(test.line + 5):14</code></a>"
            ),
            "a diagnostic links to its line")
        #expect(
            failed.contains(
                "<span class=\"line line-error\" data-line=\"\(test.line + 5)\" "
                    + "data-number=\"\(test.line + 5 - test.contentLine + 1)\" id=\"L\(test.line + 5)\">"),
            "the failing line is marked")
        #expect(
            failed.contains(
                "<span class=\"hl-t ph error-mark\" data-ph=\"Name\">{Name}</span><span class=\"hl-t "
                    + "error-mark\">ViewModel</span>"
            ),
            "the failing place is marked, placeholder and all")
        #expect(failed.contains("cannot find &#39;EpisodeViewModel&#39; in scope"))
        #expect(
            failed.contains("<span class=\"diagnostic-samples\">(episode)</span>"),
            "a diagnostic of one sample says which")
        let syntax = try SiteFixture.figure(line: html.line, in: page)
        #expect(
            syntax.contains("<span class=\"badge badge-passed-syntax\""),
            "a syntax-level pass looks apart from a compiled one")
        #expect(syntax.contains(">syntax only</span>"))
        #expect(syntax.contains("fragment: statements outside a function"))

        let reportPage = try #require(try SiteFixture.build(workspace, report: report).text("report.html"))
        #expect(reportPage.contains("<tr class=\"row-failed\">"))
        #expect(reportPage.contains("href=\"first.html#block-\(test.line)\""))
    }

    @Test func withoutVerificationBlocksSayNotVerified() throws {
        let workspace = try SiteFixture.workspace()
        let site = try SiteFixture.build(workspace, report: nil)
        let first = try #require(site.text("first.html"))
        #expect(first.contains(">not verified</span>"))
        #expect(!first.contains("class=\"example-link\""))
        #expect(!site.files.keys.contains { $0.hasPrefix("examples/") })
    }

    @Test func nonSwiftBlocksArePlainCodeWithoutBadge() throws {
        let workspace = try SiteFixture.workspace()
        let page = try #require(
            try SiteFixture.build(workspace, report: SiteFixture.report(for: workspace)).text("first.html"))
        let yaml = try #require(page.range(of: "<figure class=\"code-block plain\">"))
        let end = try #require(page.range(of: "</figure>", range: yaml.upperBound..<page.endIndex))
        let figure = page[yaml.lowerBound..<end.upperBound]
        #expect(
            figure.contains(
                "<code class=\"language-yaml\">name: <span class=\"ph\" data-ph=\"Name\">{Name}</span>\n</code>"),
            "the sample choice fills it too")
        #expect(!figure.contains("badge"))
        #expect(!figure.contains("variant-button"))
    }

    @Test func hiddenBlocksAreNeverRendered() throws {
        let workspace = try SiteFixture.workspace()
        for unsafe in [false, true] {
            let site = try SiteFixture.build(workspace, report: SiteFixture.report(for: workspace), unsafeHTML: unsafe)
            let first = try #require(site.text("first.html"))
            #expect(!first.contains("HiddenHelperOnlyForTheCompiler"), "unsafe: \(unsafe)")
            #expect(!(site.text("assets/search-index.js") ?? "").contains("HiddenHelperOnlyForTheCompiler"))
        }
    }

    @Test func scriptsInProseAndCodeAreInert() throws {
        let workspace = try SiteFixture.workspace()
        for unsafe in [false, true] {
            let site = try SiteFixture.build(workspace, report: SiteFixture.report(for: workspace), unsafeHTML: unsafe)
            let first = try #require(site.text("first.html"))
            #expect(!first.contains("<script>alert"), "unsafe: \(unsafe)")
            #expect(first.contains("&lt;script&gt;alert(&#39;code&#39;)&lt;/script&gt;"), "code is always escaped")
            let scripts = first.components(separatedBy: "<script").count - 1
            #expect(
                scripts == 7,
                "only the site's seven scripts remain, with the sidebar and the placeholders (unsafe: \(unsafe))")
            #expect(!(site.text("assets/search-index.js") ?? "").contains("</script>"))
        }
    }

    @Test func sampleSwitcherShowsEachSampleInstantiated() throws {
        let workspace = try SiteFixture.workspace()
        let contract = try SiteFixture.guide("first.md", in: workspace).blocks[0]
        let page = try #require(
            try SiteFixture.build(workspace, report: SiteFixture.report(for: workspace)).text("first.html"))
        let figure = try SiteFixture.figure(line: contract.line, in: page)
        #expect(figure.contains("data-variant=\"template\" aria-pressed=\"true\">Template</button>"))
        #expect(figure.contains("data-variant=\"character\" aria-pressed=\"false\">character</button>"))
        #expect(figure.contains("<pre class=\"variant numbered\" data-variant=\"episode\" hidden>"))
        #expect(
            figure.contains(
                "<span class=\"line\" data-line=\"\(contract.contentLine)\" data-number=\"1\" "
                    + "id=\"L\(contract.contentLine)\">"),
            "template lines carry the guide's lines as anchors and their own numbers")
        #expect(
            figure.contains("<span class=\"line\" data-line=\"\(contract.contentLine)\" data-number=\"1\">"),
            "sample lines carry the numbers, without ids")
        #expect(
            figure.contains("<span class=\"ph\" data-ph=\"Name\">{Name}</span>"),
            "placeholders in the template are marked")
        #expect(figure.contains("<span class=\"hl-t ph-value\">Character</span>"), "filled-in values are marked")
        #expect(figure.contains("class=\"copy-button\""))
        #expect(
            figure.contains("<span class=\"code-title\">Sources/<span class=\"ph\" data-ph=\"Name\">{Name}</span>/"))
        #expect(
            page.contains(
                "<code>Sources/<wbr><span class=\"ph\" data-ph=\"Name\">{Name}</span>/<wbr><span class=\"ph\" "
                    + "data-ph=\"Name\">{Name}</span>View<wbr>Model<wbr>.swift</code>"
            ), "placeholders are marked in code spans too")
        let episode = try #require(figure.range(of: "<pre class=\"variant numbered\" data-variant=\"episode\" hidden>"))
        #expect(
            SiteFixture.visibleText(String(figure[episode.upperBound...])).contains(
                "final class EpisodeViewModel: EpisodeViewModelContract {"))
    }

    @Test func examplePagesHoldTheInstantiatedCodeOfTheUnit() throws {
        let workspace = try SiteFixture.workspace()
        let first = try SiteFixture.guide("first.md", in: workspace)
        let report = SiteFixture.report(for: workspace) { guide, block, sample in
            guard guide.path == "first.md", sample == "character", block.index < 3 else { return nil }
            return VerificationReport.BlockResult(
                guide: guide.path, line: block.line, index: block.index, sample: sample, status: .passed, level: .test,
                reason: nil, unit: "character/first.md#1", diagnostics: [],
                borrowed: block.index == 0 ? [.init(guide: "second.md", line: 99, names: ["Unrelated"])] : [],
                tests: block.index == 2 ? [.init(name: "titleIsPlural()", passed: true)] : [],
                code: "// compiled: \(block.index)\n"
                    + Instantiator(
                        placeholders: PlaceholderSet(config: workspace.config), sample: workspace.config.samples[0]
                    ).fill(block.code),
                targetFile: block.index == 0 ? "Sources/Character/CharacterViewModel.swift" : nil, seconds: 1
            )
        }
        let site = try SiteFixture.build(workspace, report: report)
        let example = try #require(site.text("examples/character-first-md-1.html"))
        let text = SiteFixture.visibleText(example)
        #expect(text.contains("// compiled: 0\nprotocol CharacterViewModelContract {"))
        #expect(
            text.contains("// compiled: 1\nstruct HiddenHelperOnlyForTheCompiler {}"),
            "hidden blocks are part of what was compiled")
        #expect(text.contains("#expect(CharacterViewModel().title == \"Characters\")"))
        #expect(example.contains("<span class=\"code-title\">Sources/Character/CharacterViewModel.swift</span>"))
        #expect(
            example.contains("<td><code>Name</code></td><td><code>Character</code></td>"),
            "the sample's values are listed")
        #expect(example.contains("<code>titleIsPlural()</code>"))
        #expect(example.contains("href=\"../first.html#block-\(first.blocks[0].line)\""))
        let page = try #require(site.text("first.html"))
        #expect(
            page.contains(
                "<a class=\"example-link\" data-variant=\"character\" "
                    + "href=\"examples/character-first-md-1.html\">character</a>"
            ))
    }

    @Test func theSearchIndexCannotEndItsScriptElement() throws {
        let json = #"["</script><!-- a & b", "x\#u{2028}y\#u{2029}z", "é ✓"]"#
        let safe = HTML.scriptSafeJSON(json)
        #expect(safe == #"["\u003c/script\u003e\u003c!-- a \u0026 b", "x\u2028y\u2029z", "é ✓"]"#)
        #expect(
            try JSONDecoder().decode([String].self, from: Data(safe.utf8)) == [
                "</script><!-- a & b", "x\u{2028}y\u{2029}z", "é ✓",
            ])
    }

    @Test func searchTextHasOneSpaceBetweenWords() {
        let text = "  Create\r\nthe\t\tmodel\u{00A0}\u{2003}first é\u{301}  "
        #expect(SearchIndexBuilder.collapsingWhitespace(text) == "Create the model first é\u{301}")
        #expect(
            SearchIndexBuilder.collapsingWhitespace(text)
                == text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        #expect(SearchIndexBuilder.collapsingWhitespace(" \n ") == "")
    }

    @Test func searchTextKeepsPunctuationAfterLinksAndCode() {
        let document = MarkdownParser.parse("- [Use cases](use-cases.md): `Search`, then (the [debounce](d.md)).\n")
        #expect(SearchIndexBuilder.plainText(document) == "Use cases: Search, then (the debounce).")
    }

    @Test func searchIndexHoldsTitlesHeadingsProseAndCodeNames() throws {
        let workspace = try SiteFixture.workspace()
        let index = try #require(try SiteFixture.build(workspace, report: nil).text("assets/search-index.js"))
        #expect(index.hasPrefix("window.PLAYBOOK_SEARCH = ["))
        let json = index.dropFirst("window.PLAYBOOK_SEARCH = ".count).dropLast(2)
        let entries = try JSONDecoder().decode([SearchIndexBuilder.Entry].self, from: Data(json.utf8))
        let contract = try #require(entries.first { $0.heading == "Step 1 — Contract" })
        #expect(contract.url == "first.html#step-1--contract")
        #expect(contract.title == "Create a ViewModel")
        #expect(contract.code.contains("CharacterViewModel") && contract.code.contains("EpisodeViewModelContract"))
        #expect(contract.text.contains("Create Sources/{Name}/{Name}ViewModel.swift"))
        #expect(entries.contains { $0.url == "nested/third.html#nested-guide" && $0.title == "Nested guide" })
    }

    @Test func homeAndReportSummarizeTheVerification() throws {
        let workspace = try SiteFixture.workspace()
        let report = SiteFixture.report(for: workspace)
        let site = try SiteFixture.build(workspace, report: report)
        let home = try #require(site.text("index.html"))
        #expect(
            home.contains(
                "\(report.summary.blocks / 2) Swift blocks, each checked with 2 samples, gave "
                    + "\(report.summary.blocks) results"
            ))
        #expect(
            home.contains("<span class=\"count count-failed\" data-count=\"0\">0 failed</span>"),
            "a zero count is marked so it is shown plain")
        #expect(home.contains("href=\"report.html\""))
        #expect(home.contains("Loading, loaded, empty and failed."), "the front matter's description is shown")
        let reportPage = try #require(site.text("report.html"))
        #expect(reportPage.components(separatedBy: "<tr class=\"row-passed\">").count - 1 == report.blocks.count)
        #expect(reportPage.contains("<td class=\"number\">0.25 s</td>"))
        #expect(site.text("404.html")?.contains("Page not found") == true)
    }

    @Test func notFoundPageLinksFromTheSitesRootAtAnyDepth() throws {
        var workspace = try SiteFixture.workspace()
        let site = try SiteFixture.build(workspace, report: nil)
        let atRoot = try #require(site.text("404.html"))
        #expect(atRoot.contains("<link rel=\"stylesheet\" href=\"/assets/style.css\">"))
        #expect(atRoot.contains("<a href=\"/index.html\">Go to the list of guides</a>"))
        #expect(atRoot.contains("<body data-root=\"/\">"), "search results link from the root too")
        #expect(atRoot.contains("<script src=\"/assets/sidebar.js\"></script>"))
        #expect(try site.sidebar(shownOn: "404.html").contains("href=\"/nested/third.html\""))
        workspace.config.siteURL = "https://team.example.com/docs/playbook"
        let underPath = try #require(try SiteFixture.build(workspace, report: nil).text("404.html"))
        #expect(underPath.contains("href=\"/docs/playbook/assets/style.css\""))
        #expect(underPath.contains("<script src=\"/docs/playbook/assets/playbook.js\"></script>"))
        #expect(SitePaths.absoluteRoot(siteURL: "https://team.example.com") == "/")
    }

    @Test func countsAgreeWithTheirNouns() {
        #expect(CountPhrase.of(1, "sample") == "1 sample")
        #expect(CountPhrase.of(0, "sample") == "0 samples")
        #expect(CountPhrase.of(2, "Swift block") == "2 Swift blocks")
    }

    @Test func zeroCountsAreNeutralAndEveryPageHasAnInlineIcon() throws {
        let workspace = try SiteFixture.workspace()
        let site = try SiteFixture.build(workspace, report: SiteFixture.report(for: workspace))
        #expect(DefaultTheme.style.contains(".count[data-count=\"0\"] { color: inherit; font-weight: inherit; }"))
        #expect(
            try #require(site.text("report.html")).contains(
                "<span class=\"count count-skipped\" data-count=\"0\">0 skipped</span>"))
        for page in ["index.html", "report.html", "first.html", "nested/third.html", "404.html"] {
            #expect(
                site.text(page)?.contains("<link rel=\"icon\" href=\"data:image/svg+xml,") == true,
                "\(page) has no inline icon")
        }
    }

    @Test func aThemeFolderOverridesTemplatesAndAssets() throws {
        let workspace = try SiteFixture.workspace()
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(
                "<html><body class=\"custom\">{{{content}}}</body></html>", to: folder, "layout.mustache")
            try TestSupport.write("body { color: hotpink; }", to: folder, "style.css")
            try TestSupport.write("logo", to: folder, "logo.svg")
            let theme = try Theme.builtIn(overriddenBy: folder.path)
            let site = try SiteFixture.build(workspace, report: nil, theme: theme)
            #expect(site.text("first.html")?.hasPrefix("<html><body class=\"custom\">") == true)
            #expect(site.text("assets/style.css") == "body { color: hotpink; }")
            #expect(site.text("assets/logo.svg") == "logo")
            #expect(
                site.text("assets/playbook.js") == DefaultTheme.assets["playbook.js"],
                "files not overridden stay built in")
        }
    }

    @Test func aTemplateThatDoesNotParseIsAnError() throws {
        let workspace = try SiteFixture.workspace()
        var theme = Theme.builtIn
        theme.templates["guide.mustache"] = "{{#open}} never closed"
        #expect(throws: ConfigLoader.Failure.self) { try SiteFixture.build(workspace, report: nil, theme: theme) }
    }

    /// A top-level `index.md` is the front page its writer meant, not a guide moved aside to `guide-index.html`.
    @Test func aTopLevelIndexIsTheHomePage() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("# Welcome\n\nStart with [the setup](setup.md).\n", to: folder, "index.md")
            try TestSupport.write("# Setup\n\nInstall it.\n", to: folder, "setup.md")
            try TestSupport.write("# Nested\n\nAn index of its own folder.\n", to: folder, "part/index.md")
            let workspace = Workspace.open(paths: [folder.path], configFile: nil)
            let site = try SiteFixture.build(workspace, report: nil)
            let home = String(decoding: try #require(site.files["index.html"]), as: UTF8.self)
            #expect(home.contains("<a href=\"setup.html\">the setup</a>"))
            #expect(site.files["guide-index.html"] == nil)
            #expect(site.files["part/index.html"] != nil, "only the top-level index is the home page")
            let setup = String(decoding: try #require(site.files["setup.html"]), as: UTF8.self)
            let sidebar = try site.sidebar(shownOn: "setup.html")
            #expect(sidebar.contains("href=\"index.html\""), "the sidebar leads back to the home page")
            #expect(
                !setup.contains(">Overview</a>") && !sidebar.contains(">Overview</a>"),
                "the home page is listed once, under its own title")
            #expect(
                try site.sidebar(shownOn: "index.html").contains(
                    "<a class=\"nav-link\" href=\"index.html\" aria-current=\"page\">"))
        }
    }
}
