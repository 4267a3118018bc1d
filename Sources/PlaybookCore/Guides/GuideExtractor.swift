import Foundation

/// Turns one guide's markdown into a `Guide`: headings, links and code blocks
/// with their lines, heading paths and target files. Pure: no disk access.
public enum GuideExtractor {
    /// The marker that opens a hidden block: `<!-- playbook:hidden [swift] [attributes] ... -->`.
    static let hiddenMarker = "<!-- playbook:hidden"

    /// `catalog` is the DocC catalog the guide belongs to: its directives are read, and `@Image` finds its files.
    /// Symbol links (``` ``Circle`` ```) are read in a catalog and with `symbolLinks` (doc comments): elsewhere
    /// two backticks are markdown's way to put a backtick in code.
    public static func extract(
        markdown source: String, path: String, catalog: DocCCatalog? = nil, symbolLinks: Bool = false
    ) -> (guide: Guide, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let withoutMark = source.hasPrefix("\u{FEFF}") ? String(source.dropFirst()) : source
        let frontMatter = FrontMatter(splitting: withoutMark, file: path)
        diagnostics += frontMatter.diagnostics
        var markdown = frontMatter.body
        var markers: [Int: DirectiveMarker] = [:]
        if let catalog {
            let flattened = DirectiveFlattener.flatten(markdown) { catalog.imagePath(source: $0, forGuide: path) }
            markdown = flattened.markdown
            markers = flattened.markers
            diagnostics += flattened.warnings.map { .warning($0.message, file: path, line: $0.line) }
        }

        if let warning = lostLineBreaksWarning(markdown, path: path) {
            diagnostics.append(warning)
        }

        let document = MarkdownParser.parse(markdown)
        var walker = Walker(path: path, lines: SourceLines(markdown))
        walker.walk(document)
        diagnostics += walker.diagnostics

        let symbolTitle = catalog == nil ? nil : titleSymbol(document, markdown: markdown)
        // DocC titles a symbol's page with the symbol's own name: `LogEvent`, not `Logging/LogEvent`.
        let title =
            frontMatter.values["title"]
            ?? symbolTitle.map { String($0.split(separator: "/").last ?? Substring($0)) }
            ?? walker.headings.first { $0.level == 1 }?.text
            ?? fileStem(path)
        var guide = Guide(
            path: path, title: title, frontMatter: frontMatter.values, headings: walker.headings,
            links: walker.links, blocks: walker.blocks, markdown: markdown
        )
        guide.parsedMarkdown = document
        if catalog != nil || symbolLinks { guide.symbolLinks = walker.symbolLinks }
        if catalog != nil {
            guide.directiveMarkers = markers
            guide.topics = walker.topics
            guide.topicLinkLines = walker.topicLinkLines
            guide.symbolTitle = symbolTitle
        }
        return (guide, diagnostics)
    }

    /// The symbol a DocC page's title links, ``` # ``Greeting`` ```: a heading
    /// holding only a code span whose source opens with two backticks.
    private static func titleSymbol(_ document: MarkdownNode, markdown: String) -> String? {
        guard let title = document.children.first(where: { $0.kind == .heading(level: 1) }),
            title.children.count == 1, title.children[0].kind == .code, let symbol = title.children[0].literal
        else { return nil }
        let line =
            markdown.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(title.range.startLine - 1).first
            ?? ""
        let opensSymbolLink = line.drop { $0 == " " }.drop { $0 == "#" }.drop { $0 == " " || $0 == "\t" }.hasPrefix(
            "``")
        return opensSymbolLink && !symbol.isEmpty ? symbol : nil
    }

    /// A guide pasted through a tool that dropped its newlines parses as one
    /// paragraph; say so rather than silently listing no blocks.
    private static func lostLineBreaksWarning(_ markdown: String, path: String) -> Diagnostic? {
        let utf8 = markdown.utf8
        guard !utf8.contains(UInt8(ascii: "\n")), !utf8.contains(UInt8(ascii: "\r")),
            markdown.contains("```") || markdown.contains("~~~")
        else { return nil }
        return .warning(
            "the file holds code fence markers but no line breaks; its line breaks were probably lost, so no code "
                + "blocks can be found",
            file: path, line: 1)
    }

    private static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Walks the block tree in document order, keeping the heading path and the
    /// heading-level target-file hint that applies to the next block.
    private struct Walker {
        let path: String
        /// The source, to tell a symbol link (two backticks) from a code span.
        let lines: SourceLines
        var headings: [Guide.Heading] = []
        var links: [Guide.Link] = []
        var symbolLinks: [Guide.SymbolLink] = []
        var blocks: [CodeBlock] = []
        var diagnostics: [Diagnostic] = []
        var topics: [Guide.TopicGroup] = []
        var topicLinkLines: Set<Int> = []
        /// Whether the walk is inside a `## Topics` section, whose `<doc:>` links are the catalog's navigation.
        private var inTopics = false
        private var headingStack: [(level: Int, text: String)] = []
        private var headingHint: String?
        private var slugger = AnchorSlugger()

        init(path: String, lines: SourceLines) {
            self.path = path
            self.lines = lines
        }

        mutating func walk(_ document: MarkdownNode) {
            // An explicit stack instead of recursion: guides may nest quotes and lists deeply.
            var pending: [(node: MarkdownNode, previous: MarkdownNode?)] = [(document, nil)]
            while let (node, previous) = pending.popLast() {
                visit(node, previous: previous)
                guard node.kind.isBlock, !isLeafBlock(node.kind) else { continue }
                for (offset, child) in node.children.enumerated().reversed() {
                    pending.append((child, offset > 0 ? node.children[offset - 1] : nil))
                }
            }
        }

        private func isLeafBlock(_ kind: MarkdownNode.Kind) -> Bool {
            switch kind {
            case .paragraph, .heading, .tableCell, .codeBlock, .htmlBlock, .thematicBreak: return true
            default: return false
            }
        }

        private mutating func visit(_ node: MarkdownNode, previous: MarkdownNode?) {
            switch node.kind {
            case .heading(let level):
                addHeading(node, level: level)
            case .paragraph, .tableCell:
                collectLinks(node)
                if node.kind == .paragraph, let previous, previous.kind == .codeBlock,
                    blocks.last?.line == previous.range.startLine
                {
                    blocks[blocks.count - 1].followUp = node.plainText
                }
            case .codeBlock:
                addCodeBlock(node, previous: previous)
            case .htmlBlock:
                addHiddenBlock(node)
            default:
                break
            }
        }

        private mutating func addHeading(_ node: MarkdownNode, level: Int) {
            let text = node.plainText.trimmingWhitespaceScalars()
            headings.append(
                Guide.Heading(level: level, text: text, anchor: slugger.slug(for: text), line: node.range.startLine))
            while let last = headingStack.last, last.level >= level { headingStack.removeLast() }
            headingStack.append((level, text))
            headingHint = TargetFileHint.fromHeading(node)
            if level <= 2 { inTopics = level == 2 && text == "Topics" }
            if inTopics, level == 3 { topics.append(Guide.TopicGroup(title: text)) }
            collectLinks(node)
        }

        private mutating func collectLinks(_ node: MarkdownNode) {
            // In document order, so a Topics group lists its articles and symbols as written.
            for span in node.descendants() where span.kind == .link || (span.kind == .code && isSymbolLink(span)) {
                let entry: Guide.TopicGroup.Entry
                if span.kind == .code {
                    guard let path = span.literal, !path.isEmpty else { continue }
                    let link = Guide.SymbolLink(path: path, line: span.range.startLine, inTopics: inTopics)
                    symbolLinks.append(link)
                    entry = .symbol(link)
                } else {
                    guard let destination = span.destination, !destination.isEmpty else { continue }
                    links.append(Guide.Link(destination: destination, text: span.plainText, line: span.range.startLine))
                    guard destination.hasPrefix("doc:") else { continue }
                    entry = .article(destination)
                }
                guard inTopics, node.kind == .paragraph else { continue }
                if topics.isEmpty { topics.append(Guide.TopicGroup(title: nil)) }
                topics[topics.count - 1].entries.append(entry)
                if case .article = entry { topicLinkLines.insert(span.range.startLine) }
            }
        }

        /// cmark-gfm places a code span at its text; a symbol link has exactly two backticks before it.
        private func isSymbolLink(_ span: MarkdownNode) -> Bool {
            let line = lines.line(span.range.startLine)
            let textStart = line.startIndex + span.range.startColumn - 1
            guard textStart - 2 >= line.startIndex, textStart <= line.endIndex else { return false }
            let tick = UInt8(ascii: "`")
            return line[textStart - 1] == tick && line[textStart - 2] == tick
                && (textStart - 3 < line.startIndex || line[textStart - 3] != tick)
        }

        private mutating func addCodeBlock(_ node: MarkdownNode, previous: MarkdownNode?) {
            let words = (node.info ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            let code = node.literal ?? ""
            let line = node.range.startLine
            var contentLine = line
            var closed = true
            if case .fenced(_, _, let isClosed)? = node.codeBlockStyle {
                contentLine = line + 1
                closed = isClosed
                if !isClosed {
                    diagnostics.append(
                        .warning(
                            "code fence is never closed; the block runs to the end of the file", file: path, line: line)
                    )
                }
            }
            var block = CodeBlock(
                index: blocks.count,
                language: words.first ?? "",
                attributes: Array(words.dropFirst()),
                code: code,
                line: line,
                contentLine: contentLine,
                endLine: node.range.endLine,
                column: node.range.startColumn,
                headingPath: headingStack.map(\.text),
                targetFile: TargetFileHint.resolve(
                    attributes: Array(words.dropFirst()), code: code, previous: previous, heading: headingHint
                ),
                closed: closed
            )
            if previous?.kind == .paragraph { block.leadIn = previous?.plainText }
            // "It prints:" between a Swift block and a plain fence, or a fence labeled as text right after the
            // Swift block: the fence is what the code prints.
            let language = block.language.lowercased()
            let introduced =
                block.leadIn.map {
                    CodeBlock.ShownOutput.languages.contains(language) && CodeBlock.ShownOutput.isIntroduced(by: $0)
                        && blocks.last?.followUp == $0
                } ?? false
            let rightAfter =
                previous?.kind == .codeBlock && blocks.last?.line == previous?.range.startLine
                && CodeBlock.ShownOutput.labeledLanguages.contains(language)
            if introduced || rightAfter, let last = blocks.indices.last, blocks[last].isSwift {
                var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                while lines.last?.isEmpty == true { lines.removeLast() }
                if !lines.isEmpty {
                    blocks[last].shownOutput = .init(
                        line: contentLine, lines: lines,
                        isApproximate: block.leadIn.map(CodeBlock.ShownOutput.isApproximate) ?? false)
                }
            }
            headingHint = nil
            blocks.append(block)
        }

        /// `<!-- playbook:hidden swift unit=X` on its first line, code on the lines after, `-->` to close.
        private mutating func addHiddenBlock(_ node: MarkdownNode) {
            guard let html = node.literal, html.hasPrefix(GuideExtractor.hiddenMarker) else { return }
            var lines = html.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.hasSuffix("\r") ? line.dropLast() : line
            }
            let header = lines.removeFirst().dropFirst(GuideExtractor.hiddenMarker.count)
            let words = header.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init).filter {
                $0 != "-->"
            }
            guard let closing = lines.lastIndex(where: { $0.contains("-->") }) else {
                diagnostics.append(
                    .warning("hidden block is never closed with -->", file: path, line: node.range.startLine))
                return
            }
            let beforeClose = lines[closing].components(separatedBy: "-->")[0]
            var codeLines = Array(lines[..<closing])
            if !beforeClose.trimmingCharacters(in: .whitespaces).isEmpty { codeLines.append(Substring(beforeClose)) }
            let language = words.first ?? "swift"
            let attributes = Array(words.dropFirst())
            let code = codeLines.map { $0 + "\n" }.joined()
            blocks.append(
                CodeBlock(
                    index: blocks.count,
                    language: language,
                    attributes: attributes,
                    code: code,
                    line: node.range.startLine,
                    contentLine: node.range.startLine + 1,
                    endLine: node.range.startLine + 1 + closing,
                    column: node.range.startColumn,
                    headingPath: headingStack.map(\.text),
                    targetFile: TargetFileHint.resolve(attributes: attributes, code: code, previous: nil, heading: nil),
                    hidden: true
                ))
        }
    }
}
