import Testing

@testable import PlaybookCore

/// The cmark-gfm wrapper's hooks the site renders through, checked on their own.
@Suite struct SiteMarkdownHooksTests {
    @Test func headingPrefixKeepsCmarksRenderingOfTheText() {
        let html = MarkdownParser.renderHTML(
            "## Step *one* `code`\n",
            prefixingHeading: { node in
                "<a id=\"line-\(node.range.startLine)\"></a>"
            })
        #expect(html == "<h2><a id=\"line-1\"></a>Step <em>one</em> <code>code</code></h2>\n")
    }

    @Test func linksAreRewrittenWithTheirLines() {
        var lines: [Int] = []
        let html = MarkdownParser.renderHTML(
            "Intro\n\nSee [a](a.md#x) and [b](https://b.example).\n",
            rewritingLink: { node in
                lines.append(node.range.startLine)
                return node.destination == "a.md#x" ? .destination("a.html#x") : nil
            })
        #expect(html.contains("<a href=\"a.html#x\">a</a>"))
        #expect(html.contains("<a href=\"https://b.example\">b</a>"))
        #expect(lines == [3, 3])
    }

    @Test func aLinkCanBecomeItsPlainText() {
        let html = MarkdownParser.renderHTML(
            "See <doc:Missing> and [the *other* one](doc:Gone), then [kept](k.md).\n",
            rewritingLink: { node in node.destination?.hasPrefix("doc:") == true ? .plainText : nil })
        #expect(html == "<p>See doc:Missing and the <em>other</em> one, then <a href=\"k.md\">kept</a>.</p>\n")
    }

    @Test func codeSpansCanBeReplacedAndHTMLBlocksDroppedEvenWhenUnsafe() {
        let markdown = "Use `{Name}` here.\n\n<!-- playbook:hidden\nsecret\n-->\n\n<div>kept</div>\n"
        let html = MarkdownParser.renderHTML(
            markdown, unsafe: true,
            replacingInlineCode: { node in node.literal == "{Name}" ? "<code class=\"x\">{Name}</code>" : nil },
            droppingHTMLBlock: { node in node.literal?.hasPrefix("<!-- playbook:hidden") == true }
        )
        #expect(html.contains("Use <code class=\"x\">{Name}</code> here."))
        #expect(!html.contains("secret"))
        #expect(html.contains("<div>kept</div>"))
    }

    @Test func codeSpansInTableCellsAreReplacedAndKept() {
        let markdown = "| Placeholder | Meaning |\n| --- | --- |\n| `{Name}` | the entity, `Character` |\n"
        let html = MarkdownParser.renderHTML(
            markdown,
            replacingInlineCode: { node in
                node.literal == "{Name}" ? "<code class=\"x\">{Name}</code>" : nil
            })
        #expect(html.contains("<td><code class=\"x\">{Name}</code></td>"))
        #expect(html.contains("<td>the entity, <code>Character</code></td>"))
    }

    @Test func codeSpansInAnImageInATableCellKeepTheirTextAsAltText() {
        let markdown = "| Diagram |\n| --- |\n| ![the `{Name}` layers](layers.svg) |\n"
        let html = MarkdownParser.renderHTML(markdown, replacingInlineCode: { _ in "<code class=\"x\">marked</code>" })
        #expect(html.contains("<img src=\"layers.svg\" alt=\"the {Name} layers\" />"))
    }
}
