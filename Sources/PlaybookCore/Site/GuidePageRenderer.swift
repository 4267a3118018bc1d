/// The article of one guide: cmark-gfm's HTML with anchored headings, links
/// between guides pointing at their pages, placeholders marked in prose and
/// code spans, code blocks swapped for `CodeBlockRenderer`'s, hidden blocks
/// left out, and a DocC catalog's directives laid out.
struct GuidePageRenderer: Sendable {
    let codeBlocks: CodeBlockRenderer
    let links: LinkResolver
    let unsafeHTML: Bool
    /// The symbol graph's pages, which symbol links lead to; nil without a symbol graph, where they stay code.
    var symbols: SymbolPages?
    /// The HTML of each code span's text, nil where cmark-gfm's stands: made once, as a book names the same types
    /// and files in code again and again.
    let codeSpans = SharedCache<String, String?>()

    /// `results` holds the report's results for this guide, by block index. `page` is where the article
    /// is shown, when not on the guide's own page (a symbol's doc comment on the symbol's page).
    func render(_ guide: Guide, results: [Int: [VerificationReport.BlockResult]], page: String? = nil) -> String {
        let root = SitePaths.rootPrefix(of: page ?? links.page(of: guide.path) ?? "")
        let titleLine = guide.headings.first { $0.level == 1 }?.line
        let topicsLines = Set(guide.symbolLinks.filter(\.inTopics).map(\.line)).union(guide.topicLinkLines)
        let blocksByLine = Dictionary(
            guide.blocks.filter { !$0.hidden }.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        let headingsByLine = Dictionary(guide.headings.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        return MarkdownParser.renderHTML(
            guide.markdown,
            unsafe: unsafeHTML,
            replacingCodeBlock: { node in
                guard let block = blocksByLine[node.range.startLine] else { return nil }
                return codeBlocks.render(block, in: guide, results: results[block.index] ?? [])
            },
            prefixingHeading: { node in
                guard let heading = headingsByLine[node.range.startLine] else { return nil }
                let anchor = HTML.escape(heading.anchor)
                return
                    "<a class=\"heading-anchor\" id=\"\(anchor)\" href=\"#\(anchor)\" aria-label=\"Link to this "
                    + "section\"></a>"
            },
            rewritingLink: { node in
                guard let destination = node.destination else { return nil }
                switch links.resolve(destination, from: guide.path) {
                case .page(let href) where topicsLines.contains(node.range.startLine):
                    guard let summary = links.topicSummary(destination) else { return .destination(href) }
                    return .destinationFollowedBy(href, html: Self.topicSummary(summary))
                case .page(let href), .broken(_, pageHref: let href?): return .destination(href)
                // DocC shows a link to no article as its text; `doc:` is no address a browser can follow.
                case .broken where destination.hasPrefix("doc:"): return .plainText
                case .external, .broken: return nil
                }
            },
            replacingInlineCode: { node in
                // DocC titles a page documenting a symbol with the symbol's name, not code.
                if node.range.startLine == titleLine, let symbol = guide.symbolTitle, node.literal == symbol {
                    return HTML.escape(String(symbol.split(separator: "/").last ?? Substring(symbol)))
                }
                if let symbols, node.range.startLine != titleLine, let path = node.literal,
                    let link = guide.symbolLinks.first(where: { $0.line == node.range.startLine && $0.path == path }),
                    let target = symbols.target(of: link, in: guide)
                {
                    return "<a class=\"symbol-link\" href=\"\(HTML.escape(root + target.href))\"><code>"
                        + InlineCodeBreaks.marking(HTML.escape(target.title)) + "</code></a>"
                        + (link.inTopics ? target.summary.map(Self.topicSummary) ?? "" : "")
                }
                // Only spans holding a placeholder or a place to wrap change; the others keep cmark-gfm's rendering.
                guard let code = node.literal else { return nil }
                return codeSpans.value(for: code) {
                    let marked = InlineCodeBreaks.marking(codeBlocks.highlighter.markPlaceholders(code))
                    return marked == HTML.escape(code) ? nil : "<code>\(marked)</code>"
                }
            },
            replacingText: { node in
                // Prose and headings too, so the reader's sample choice fills every placeholder on the page; a text
                // with nothing to mark keeps cmark-gfm's rendering, escaped as `markPlaceholders` would escape it.
                guard let text = node.literal, codeBlocks.highlighter.mayHoldPlaceholder(text) else { return nil }
                let marked = codeBlocks.highlighter.markPlaceholders(text)
                return marked == HTML.escape(text) ? nil : marked
            },
            droppingHTMLBlock: { node in
                (node.literal ?? "").drop { $0.isWhitespace }.hasPrefix("<!-- playbook:hidden")
            },
            framingCallout: Self.frame,
            framingTaskItem: Self.frame,
            replacingHTMLBlock: { node in
                guard let marker = guide.directiveMarkers[node.range.startLine] else { return nil }
                return DirectiveRenderer.html(marker)
            },
            retitlingLink: { node in
                // Only an autolink `<doc:Name>` shows its address; a link with its own text keeps it.
                guard let destination = node.destination, node.plainText == destination else { return nil }
                return links.docLinkTitle(destination)
            }
        )
    }

    /// What DocC shows under each link of a Topics section: the page's summary.
    static func topicSummary(_ text: String) -> String {
        "<span class=\"topic-summary\">\(HTML.escape(text))</span>"
    }

    /// A callout is a note landmark with its kind as a visible title; the kind's class gives its colours.
    static func frame(_ callout: Callout) -> HTMLFrame {
        HTMLFrame(
            opening:
                "<div class=\"callout callout-\(callout.kind.rawValue)\" role=\"note\">\n<p "
                + "class=\"callout-title\">\(HTML.escape(callout.title))</p>\n",
            closing: "</div>\n"
        )
    }

    /// The label holds the checkbox and the item's text, so the text names the checkbox.
    static func frame(checked: Bool) -> HTMLFrame {
        HTMLFrame(
            opening: "<label class=\"task-item\"><input type=\"checkbox\" disabled\(checked ? " checked" : "")> ",
            closing: "</label>")
    }
}
