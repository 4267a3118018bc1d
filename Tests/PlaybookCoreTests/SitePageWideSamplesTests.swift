import Foundation
import Testing

@testable import PlaybookCore

/// Every placeholder on a guide's page is marked with its name, and the page
/// carries the samples' values once, so the reader's choice fills them all.
@Suite struct SitePageWideSamplesTests {
    private let guide = """
        # Add a {Name}

        Every {Name} lives in `Sources/{Name}/{Name}.swift`; call it `{name}`.

        ## Files for {Name}

        ```text
        {Name}/
        └── {Name}Store.swift
        ```

        | placeholder | example |
        | --- | --- |
        | `{Name}` | the {Name} type |

        Create `Sources/{Name}/{Name}Model.swift`:

        ```swift
        struct {Name}Model {}
        ```

        ## Testing

        Nothing here.
        """

    private func page(_ markdown: String? = nil, config: String? = nil) throws -> String {
        try TestSupport.withTemporaryFolder { folder in
            _ = try TestSupport.write(
                config ?? """
                    placeholders: [Name]
                    samples:
                      character: {Name: Character}
                      episode: {Name: Episode}
                    """, to: folder, "playbook.yml")
            _ = try TestSupport.write(markdown ?? guide, to: folder, "add.md")
            let workspace = Workspace.open(paths: [folder.path], configFile: nil)
            let site = try SiteBuilder(workspace: workspace, report: nil).build()
            return try #require(site.text("add.html"))
        }
    }

    @Test func proseHeadingsAndCodeSpansMarkEachPlaceholderWithItsName() throws {
        let html = try page()
        #expect(
            html.contains(
                "<p>Every <span class=\"ph\" data-ph=\"Name\">{Name}</span> lives in <code>Sources/<wbr>"
                    + "<span class=\"ph\" data-ph=\"Name\">{Name}</span>/"
            ))
        #expect(html.contains("call it <code><span class=\"ph\" data-ph=\"name\">{name}</span></code>"))
        #expect(html.contains("Files for <span class=\"ph\" data-ph=\"Name\">{Name}</span></h2>"))
        #expect(
            html.contains("the <span class=\"ph\" data-ph=\"Name\">{Name}</span> type</td>"),
            "a table cell's text is marked too")
    }

    @Test func fileTreesAndTargetPathsAreMarked() throws {
        let html = try page()
        #expect(
            html.contains(
                "<pre class=\"variant\"><code class=\"language-text\"><span class=\"ph\" "
                    + "data-ph=\"Name\">{Name}</span>/\n└── <span class=\"ph\" "
                    + "data-ph=\"Name\">{Name}</span>Store.swift"
            ))
        #expect(
            html.contains(
                "<span class=\"code-title\">Sources/<span class=\"ph\" data-ph=\"Name\">{Name}</span>/<span "
                    + "class=\"ph\" data-ph=\"Name\">{Name}</span>Model.swift</span>"
            ))
        #expect(
            html.contains("<span class=\"hl-t ph\" data-ph=\"Name\">{Name}</span>"),
            "the template's code marks carry the name as well")
    }

    @Test func adjacentPlaceholdersStayTwoMarks() throws {
        let html = try page("# Two\n\nThe `{Name}{Name}` pair.\n")
        #expect(
            html.contains(
                "<code><span class=\"ph\" data-ph=\"Name\">{Name}</span><span class=\"ph\" "
                    + "data-ph=\"Name\">{Name}</span></code>"
            ))
    }

    @Test func theTableOfContentsMarksPlaceholdersAndOpensInlineOnNarrowScreens() throws {
        let html = try page()
        #expect(html.contains("<details class=\"toc-inline\">"))
        #expect(
            html.contains("<a href=\"#files-for-name\">Files for <span class=\"ph\" data-ph=\"Name\">{Name}</span></a>")
        )
    }

    @Test func thePageEmbedsEverySamplesValuesOnceAsScriptSafeJSON() throws {
        let html = try page(
            config: """
                placeholders: [Name]
                samples:
                  character: {Name: Character}
                  tricky: {Name: Tag}
                """)
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"playbook-placeholders\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json =
            try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
        #expect(json?["names"] as? [String] == ["Name"])
        #expect(json?["derived"] as? [String: String] == ["name": "Name"])
        #expect(
            json?["tokens"] as? [String: String] == [
                "{Name}": "Name", "<Name>": "Name", "[Name]": "Name", "{name}": "name", "<name>": "name",
                "[name]": "name",
            ])
        let samples = json?["samples"] as? [[String: Any]]
        #expect(samples?.first?["values"] as? [String: String] == ["Name": "Character", "name": "character"])
        #expect((json?["keywords"] as? [String])?.contains("struct") == true, "the form refuses what the build refuses")
        #expect(html.components(separatedBy: "id=\"playbook-placeholders\"").count == 2)
    }

    @Test func theSampleBarOffersEverySampleAndAFormForTheReadersNames() throws {
        let html = try page()
        #expect(
            html.contains(
                "<button type=\"button\" class=\"variant-button\" data-variant=\"character\" "
                    + "aria-pressed=\"false\">character</button>"
            ))
        #expect(
            html.contains(
                "<form id=\"own-names-form\" class=\"own-names-form\" data-guide=\"add.md\" hidden novalidate>"))
        #expect(html.contains("<input name=\"Name\""))
        #expect(html.contains("<span class=\"own-names-note\" hidden>not verified with these names</span>"))
    }

    @Test func theGuidesTitleHeadingComesBeforeThePageMetaAndTheSampleBar() throws {
        let html = try page()
        let places = ["<h1>", "class=\"page-meta\"", "class=\"sample-bar\"", "<h2>"].map {
            html.range(of: $0)?.lowerBound
        }
        #expect(places.allSatisfy { $0 != nil })
        #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted(), "a phone shows the title first")
        #expect(html.components(separatedBy: "<h1>").count == 2, "the title heading is on the page once")
        let later = try page("Some words first.\n\n# Add a {Name}\n")
        let meta = try #require(later.range(of: "class=\"page-meta\"")?.lowerBound)
        #expect(try #require(later.range(of: "<h1>")?.lowerBound) > meta, "a heading after other text stays in place")
    }

    @Test func aGuideWithoutPlaceholdersHasNoSampleBar() throws {
        let html = try page("# Plain\n\nNo names to fill.\n")
        #expect(!html.contains("class=\"sample-bar\""))
    }

    @Test func placeholderTextFromTheGuideStaysEscaped() throws {
        let html = try page("# X\n\nA <b>{Name}</b> & `<i>{Name}</i>`.\n")
        #expect(!html.contains("<b>") && !html.contains("<i>"))
        #expect(html.contains("<code>&lt;i&gt;<span class=\"ph\" data-ph=\"Name\">{Name}</span>&lt;/i&gt;</code>"))
    }
}
