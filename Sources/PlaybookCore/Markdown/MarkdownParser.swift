import CCmarkGFM
import Foundation

/// The one place that talks to cmark-gfm. Each call creates its own parser,
/// copies what it needs into Swift values, and frees every C allocation before
/// returning, so callers never see a pointer and parses can run concurrently.
public enum MarkdownParser {
    /// The GitHub extensions every guide is parsed with.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Registers the core extensions exactly once per process (a Swift static is initialised once, thread-safely).
    private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Held while a parse finishes. cmark-gfm parses inlines in `cmark_parser_finish`, and around it turns the
    /// extensions' special characters (`~`, `:`, `w`) on and then off again in a table the whole process
    /// shares: a parse finishing beside another could find them off, and leave `~~struck~~` and autolinks as
    /// text on a page built on several threads. Feeding the blocks in stays concurrent.
    private static let finishing = NSLock()

    /// Parses `markdown` into a value tree with source positions.
    public static func parse(_ markdown: String) -> MarkdownNode {
        withDocument(markdown, options: CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES) { root, _ in
            buildTree(root: root, lines: SourceLines(markdown))
        }
    }

    /// Renders `markdown` to HTML with the GFM extensions. Raw HTML is omitted
    /// unless `unsafe` is set; even then, the tag filter defuses `<script>` and
    /// the other tags GitHub filters. `replacingCodeBlock` may return the HTML for
    /// a code block (given as its parsed node); `nil` keeps cmark-gfm's rendering.
    /// `replacingHeading` may return the HTML for a heading the same way.
    /// `prefixingHeading` may return HTML put at the start of a heading's
    /// content (an anchor), keeping cmark-gfm's rendering of the text.
    /// `rewritingLink` may return a new destination for a link (given as its
    /// node, so its line is known), or turn it into plain text. `replacingInlineCode` may return the HTML
    /// for a code span, and `replacingText` for a run of plain text (outside
    /// images, whose text is alt text). `droppingHTMLBlock` removes raw HTML blocks it returns
    /// true for, even when `unsafe` is set. `framingCallout` gives the HTML
    /// around a GitHub alert or DocC aside, whose marker is dropped and whose
    /// prose cmark-gfm renders as usual. `framingTaskItem` gives the HTML around
    /// a task item's text (its checkbox and a label), given whether it is checked,
    /// in place of cmark-gfm's unlabelled checkbox. `replacingHTMLBlock` may
    /// return the HTML for a raw HTML block, rendered in safe mode too (the
    /// markers `DirectiveFlattener` leaves). `retitlingLink` may return the
    /// text of a link in place of its own (an autolink's address).
    public static func renderHTML(
        _ markdown: String,
        unsafe: Bool = false,
        replacingCodeBlock: ((MarkdownNode) -> String?)? = nil,
        replacingHeading: ((MarkdownNode) -> String?)? = nil,
        prefixingHeading: ((MarkdownNode) -> String?)? = nil,
        rewritingLink: ((MarkdownNode) -> LinkRewrite?)? = nil,
        replacingInlineCode: ((MarkdownNode) -> String?)? = nil,
        replacingText: ((MarkdownNode) -> String?)? = nil,
        droppingHTMLBlock: ((MarkdownNode) -> Bool)? = nil,
        framingCallout: ((Callout) -> HTMLFrame)? = nil,
        framingTaskItem: ((Bool) -> HTMLFrame)? = nil,
        replacingHTMLBlock: ((MarkdownNode) -> String?)? = nil,
        retitlingLink: ((MarkdownNode) -> String?)? = nil
    ) -> String {
        let options = (unsafe ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT) | CMARK_OPT_FOOTNOTES
        return withDocument(markdown, options: options) { root, extensions in
            let lines = SourceLines(markdown)
            if let framingCallout { frameCallouts(in: root, frame: framingCallout) }
            if let framingTaskItem { frameTaskItems(in: root, frame: framingTaskItem) }
            var standIns = CodeSpanStandIns()
            if let retitlingLink { retitleLinks(in: root, lines: lines, title: retitlingLink) }
            if prefixingHeading != nil || rewritingLink != nil || replacingInlineCode != nil || replacingText != nil
                || droppingHTMLBlock != nil
            {
                adjustNodes(
                    in: root, lines: lines, headingPrefix: prefixingHeading, link: rewritingLink,
                    inlineCode: replacingInlineCode, text: replacingText, dropHTMLBlock: droppingHTMLBlock,
                    standIns: &standIns
                )
            }
            if replacingCodeBlock != nil || replacingHeading != nil || replacingHTMLBlock != nil {
                replaceBlocks(
                    in: root, lines: lines, codeBlock: replacingCodeBlock, heading: replacingHeading,
                    htmlBlock: replacingHTMLBlock)
            }
            // cmark's unsafe mode keeps raw HTML and also dangerous link targets; only the HTML is asked for.
            if unsafe { removeDangerousURLs(in: root) }
            guard let html = cmark_render_html(root, options, extensions) else { return "" }
            defer { free(html) }
            let bytes = UnsafeRawBufferPointer(start: html, count: strlen(html))
            guard !standIns.isEmpty else { return String(decodingLongUTF8: bytes.assumingMemoryBound(to: UInt8.self)) }
            return standIns.restore(in: bytes)
        }
    }

    private static func withDocument<Result>(
        _ markdown: String,
        options: Int32,
        _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> Result
    ) -> Result {
        _ = registration
        guard let parser = cmark_parser_new(options) else {
            preconditionFailure("cmark-gfm could not allocate a parser")
        }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            // Both fail only when the extensions library is not the one Playbook was built against.
            guard let syntaxExtension = cmark_find_syntax_extension(name) else {
                preconditionFailure("cmark-gfm has no \(name) extension")
            }
            guard cmark_parser_attach_syntax_extension(parser, syntaxExtension) == 1 else {
                preconditionFailure("cmark-gfm could not attach the \(name) extension")
            }
        }
        var text = markdown
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let root = finishing.withLock({ cmark_parser_finish(parser) }) else {
            preconditionFailure("cmark-gfm returned no document")
        }
        defer { cmark_node_free(root) }
        return body(root, cmark_parser_get_syntax_extensions(parser))
    }

    /// Builds the value tree with cmark's iterator rather than recursion, so a
    /// deeply nested document cannot exhaust the stack.
    private static func buildTree(root: OpaquePointer, lines: SourceLines) -> MarkdownNode {
        guard let iterator = cmark_iter_new(root) else {
            preconditionFailure("cmark-gfm could not allocate an iterator")
        }
        defer { cmark_iter_free(iterator) }
        var stack: [MarkdownNode] = []
        var finished: MarkdownNode?
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let isContainer = canContain(node)
            if event == CMARK_EVENT_ENTER {
                let value = makeNode(node, lines: lines)
                if isContainer {
                    stack.append(value)
                } else if stack.isEmpty {
                    finished = value
                } else {
                    stack[stack.count - 1].children.append(value)
                }
            } else if event == CMARK_EVENT_EXIT {
                let value = stack.removeLast()
                if stack.isEmpty {
                    finished = value
                } else {
                    stack[stack.count - 1].children.append(value)
                }
            }
        }
        return finished
            ?? MarkdownNode(kind: .document, range: SourceRange(startLine: 1, startColumn: 1, endLine: 1, endColumn: 1))
    }

    /// cmark's iterator sends an exit event for every node but these leaves,
    /// even for nodes that never hold children, such as a footnote reference.
    private static func canContain(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK,
            CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            return false
        default:
            return true
        }
    }

    private static func makeNode(_ node: OpaquePointer, lines: SourceLines) -> MarkdownNode {
        let range = SourceRange(
            startLine: Int(cmark_node_get_start_line(node)),
            startColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)),
            endColumn: Int(cmark_node_get_end_column(node))
        )
        var value = MarkdownNode(kind: kind(of: node), range: range)
        switch value.kind {
        case .text, .code, .htmlBlock, .htmlInline:
            value.literal = string(cmark_node_get_literal(node))
        case .codeBlock:
            value.literal = string(cmark_node_get_literal(node))
            value.info = string(cmark_node_get_fence_info(node))
            value.codeBlockStyle = codeBlockStyle(node, range: range, lines: lines)
        case .link, .image:
            value.destination = string(cmark_node_get_url(node))
            value.title = string(cmark_node_get_title(node))
        default:
            break
        }
        return value
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST)
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference
        default:
            // Extension node types are runtime values, so they are told apart by name.
            let name = string(cmark_node_get_type_string(node)) ?? "unknown"
            switch name {
            case "item": return .item
            case "tasklist": return .taskItem(checked: cmark_gfm_extensions_get_tasklist_item_checked(node))
            case "table": return .table
            case "table_header", "table_row": return .tableRow
            case "table_cell": return .tableCell
            case "strikethrough": return .strikethrough
            default: return .other(name)
            }
        }
    }

    /// cmark-gfm keeps no flag for an unclosed fence, so the block's last line is
    /// checked for a closing fence of the same character and at least the same length.
    private static func codeBlockStyle(
        _ node: OpaquePointer, range: SourceRange, lines: SourceLines
    ) -> MarkdownNode.CodeBlockStyle {
        var length: Int32 = 0
        var offset: Int32 = 0
        var character: CChar = 0
        guard cmark_node_get_fenced(node, &length, &offset, &character) != 0 else { return .indented }
        let fence = Character(Unicode.Scalar(UInt8(bitPattern: character)))
        let closed =
            range.endLine > range.startLine
            && lines.isClosingFence(line: range.endLine, character: fence, minimumLength: Int(length))
        return .fenced(character: fence, length: Int(length), closed: closed)
    }

    /// The nodes of `root` whose type `matches`, in document order. Callers
    /// change them only after this walk: changing the tree mid-iteration is undefined.
    private static func nodes(in root: OpaquePointer, matching matches: (cmark_node_type) -> Bool) -> [OpaquePointer] {
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        var found: [OpaquePointer] = []
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                matches(cmark_node_get_type(node))
            else { continue }
            found.append(node)
        }
        return found
    }

    private static func replaceBlocks(
        in root: OpaquePointer,
        lines: SourceLines,
        codeBlock: ((MarkdownNode) -> String?)?,
        heading: ((MarkdownNode) -> String?)?,
        htmlBlock: ((MarkdownNode) -> String?)?
    ) {
        let targets = nodes(in: root) { type in
            (type == CMARK_NODE_CODE_BLOCK && codeBlock != nil) || (type == CMARK_NODE_HEADING && heading != nil)
                || (type == CMARK_NODE_HTML_BLOCK && htmlBlock != nil)
        }
        for node in targets {
            let html: String?
            switch cmark_node_get_type(node) {
            case CMARK_NODE_CODE_BLOCK: html = codeBlock?(makeNode(node, lines: lines))
            case CMARK_NODE_HTML_BLOCK: html = htmlBlock?(makeNode(node, lines: lines))
            default: html = heading?(subtree(node, lines: lines))
            }
            guard let html, let replacement = rawNode(CMARK_NODE_CUSTOM_BLOCK, opening: html) else { continue }
            // Every container of these blocks holds any block; were one refused, it would keep cmark-gfm's rendering.
            _ = replace(node, with: replacement)
        }
    }

    /// A custom node that renders `opening` and `closing` verbatim around its children, or nil if cmark-gfm cannot make
    /// one.
    private static func rawNode(_ type: cmark_node_type, opening: String, closing: String = "") -> OpaquePointer? {
        guard let node = cmark_node_new(type) else { return nil }
        guard cmark_node_set_on_enter(node, opening) == 1, cmark_node_set_on_exit(node, closing) == 1 else {
            cmark_node_free(node)
            return nil
        }
        return node
    }

    /// Puts `replacement` in the place of `node` and frees `node`. When the
    /// parent cannot hold `replacement` (cmark-gfm refuses it and changes
    /// nothing), frees `replacement` instead, keeps `node` and returns false.
    private static func replace(_ node: OpaquePointer, with replacement: OpaquePointer) -> Bool {
        guard cmark_node_replace(node, replacement) == 1 else {
            cmark_node_free(replacement)
            return false
        }
        cmark_node_free(node)
        return true
    }

    /// Wraps each callout's content in a custom block framed as `frame` says,
    /// in the block quote's place, without its marker.
    private static func frameCallouts(in root: OpaquePointer, frame: (Callout) -> HTMLFrame) {
        for quote in nodes(in: root, matching: { $0 == CMARK_NODE_BLOCK_QUOTE }) {
            guard let callout = removingCalloutMarker(from: quote) else { continue }
            let html = frame(callout)
            guard let wrapper = rawNode(CMARK_NODE_CUSTOM_BLOCK, opening: html.opening, closing: html.closing) else {
                continue
            }
            // The quote's container holds any block, so it holds the wrapper.
            guard cmark_node_insert_before(quote, wrapper) == 1 else {
                cmark_node_free(wrapper)
                continue
            }
            while let child = cmark_node_first_child(quote) {
                // A custom block holds any node; were one refused, it is dropped rather than left to loop forever.
                if cmark_node_append_child(wrapper, child) == 0 { cmark_node_free(child) }
            }
            cmark_node_free(quote)
        }
    }

    /// The callout `quote` opens with, its marker removed; nil (the quote untouched) when it is a plain quote.
    private static func removingCalloutMarker(from quote: OpaquePointer) -> Callout? {
        guard let paragraph = cmark_node_first_child(quote), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
            let first = cmark_node_first_child(paragraph), cmark_node_get_type(first) == CMARK_NODE_TEXT
        else { return nil }
        // cmark-gfm splits `[!NOTE]` into text nodes at the brackets; the alert's line is all text.
        var line: [OpaquePointer] = []
        var marker = ""
        var next: OpaquePointer? = first
        while let node = next, cmark_node_get_type(node) == CMARK_NODE_TEXT {
            line.append(node)
            marker += string(cmark_node_get_literal(node)) ?? ""
            next = cmark_node_next(node)
        }
        let endsLine =
            next.map { [CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(cmark_node_get_type($0)) } ?? true
        if endsLine, let callout = Callout.gitHubAlert(marker: marker) {
            if let lineBreak = next { line.append(lineBreak) }
            for node in line { cmark_node_free(node) }
            if cmark_node_first_child(paragraph) == nil { cmark_node_free(paragraph) }
            return callout
        }
        guard let (callout, rest) = Callout.doccAside(text: string(cmark_node_get_literal(first)) ?? "") else {
            return nil
        }
        if rest.isEmpty {
            cmark_node_free(first)
            if cmark_node_first_child(paragraph) == nil { cmark_node_free(paragraph) }
        } else {
            let changed = cmark_node_set_literal(first, String(rest))
            assert(changed == 1, "a text node always takes a literal")
        }
        return callout
    }

    /// Links whose text `title` replaces with one text node, the old text freed.
    private static func retitleLinks(in root: OpaquePointer, lines: SourceLines, title: (MarkdownNode) -> String?) {
        for link in nodes(in: root, matching: { $0 == CMARK_NODE_LINK }) {
            guard let text = title(subtree(link, lines: lines)), let node = cmark_node_new(CMARK_NODE_TEXT) else {
                continue
            }
            guard cmark_node_set_literal(node, text) == 1, cmark_node_append_child(link, node) == 1 else {
                cmark_node_free(node)
                continue
            }
            while let child = cmark_node_first_child(link), child != node { cmark_node_free(child) }
        }
    }

    /// Task items lose the task-list extension, which renders an unlabelled
    /// checkbox, and their text is wrapped in `frame`'s HTML instead.
    private static func frameTaskItems(in root: OpaquePointer, frame: (Bool) -> HTMLFrame) {
        let items = nodes(in: root) { $0 == CMARK_NODE_ITEM }.filter {
            string(cmark_node_get_type_string($0)) == "tasklist"
        }
        for item in items {
            let html = frame(cmark_gfm_extensions_get_tasklist_item_checked(item))
            guard cmark_node_set_syntax_extension(item, nil) == 1 else { continue }
            if let paragraph = cmark_node_first_child(item), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
                let label = rawNode(CMARK_NODE_CUSTOM_INLINE, opening: html.opening, closing: html.closing)
            {
                while let child = cmark_node_first_child(paragraph) {
                    // A custom inline holds any inline; were one refused, it is dropped rather than left to loop
                    // forever.
                    if cmark_node_append_child(label, child) == 0 { cmark_node_free(child) }
                }
                if cmark_node_append_child(paragraph, label) == 0 { cmark_node_free(label) }
            } else if let checkbox = rawNode(CMARK_NODE_CUSTOM_BLOCK, opening: html.opening + html.closing) {
                if cmark_node_prepend_child(item, checkbox) == 0 { cmark_node_free(checkbox) }
            }
        }
    }

    /// Empties link and image targets with a scheme that runs code or reads
    /// local files, as cmark-gfm's safe mode does: `javascript:`, `vbscript:`,
    /// `file:`, and `data:` except images.
    private static func removeDangerousURLs(in root: OpaquePointer) {
        for node in nodes(in: root, matching: { $0 == CMARK_NODE_LINK || $0 == CMARK_NODE_IMAGE }) {
            guard let url = string(cmark_node_get_url(node)), isDangerous(url) else { continue }
            cmark_node_set_url(node, "")
        }
    }

    static func isDangerous(_ url: String) -> Bool {
        let scheme = url.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().filter {
            !$0.isWhitespace && $0 != "\0"
        }
        if ["javascript:", "vbscript:", "file:"].contains(where: scheme.hasPrefix) { return true }
        guard scheme.hasPrefix("data:") else { return false }
        return !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains(
            where: scheme.hasPrefix)
    }

    /// Changes made in place, after the walk like `replaceBlocks`: a custom
    /// inline (rendered as given, in safe mode too) opens each heading or
    /// stands for a code span or a text run (a `standIns` token where the
    /// parent, a table cell, refuses custom inlines), link destinations are replaced, and
    /// dropped HTML blocks are unlinked.
    private static func adjustNodes(
        in root: OpaquePointer,
        lines: SourceLines,
        headingPrefix: ((MarkdownNode) -> String?)?,
        link: ((MarkdownNode) -> LinkRewrite?)?,
        inlineCode: ((MarkdownNode) -> String?)?,
        text: ((MarkdownNode) -> String?)?,
        dropHTMLBlock: ((MarkdownNode) -> Bool)?,
        standIns: inout CodeSpanStandIns
    ) {
        let targets = nodes(in: root) { type in
            switch type {
            case CMARK_NODE_HEADING: headingPrefix != nil
            case CMARK_NODE_LINK: link != nil
            case CMARK_NODE_CODE: inlineCode != nil
            case CMARK_NODE_TEXT: text != nil
            case CMARK_NODE_HTML_BLOCK: dropHTMLBlock != nil
            default: false
            }
        }
        for node in targets {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                guard let html = headingPrefix?(subtree(node, lines: lines)),
                    let prefix = rawNode(CMARK_NODE_CUSTOM_INLINE, opening: html)
                else { continue }
                // A heading holds any inline; were it refused, the heading would only lack its prefix.
                if cmark_node_prepend_child(node, prefix) == 0 { cmark_node_free(prefix) }
            case CMARK_NODE_LINK:
                switch link?(makeNode(node, lines: lines)) {
                case .destination(let destination):
                    let changed = cmark_node_set_url(node, destination)
                    assert(changed == 1, "only link nodes reach here, and every link takes a URL")
                case .destinationFollowedBy(let destination, let html):
                    let changed = cmark_node_set_url(node, destination)
                    assert(changed == 1, "only link nodes reach here, and every link takes a URL")
                    // Links sit in inline containers, which hold custom inlines; were it refused, the text is left out.
                    if let after = rawNode(CMARK_NODE_CUSTOM_INLINE, opening: html),
                        cmark_node_insert_after(node, after) != 1
                    {
                        cmark_node_free(after)
                    }
                case .plainText:
                    // The link's children take its place, so its text renders as the prose around it.
                    while let child = cmark_node_first_child(node) {
                        guard cmark_node_insert_before(node, child) == 1 else { break }
                    }
                    if cmark_node_first_child(node) == nil {
                        cmark_node_unlink(node)
                        cmark_node_free(node)
                    }
                case nil:
                    continue
                }
            case CMARK_NODE_CODE:
                // An image's description is its alt text, where cmark-gfm prints only text.
                guard !isInsideImage(node), let html = inlineCode?(makeNode(node, lines: lines)) else { continue }
                if let replacement = rawNode(CMARK_NODE_CUSTOM_INLINE, opening: html), replace(node, with: replacement)
                {
                    continue
                }
                let token = standIns.token(for: html)
                let changed = cmark_node_set_literal(node, token)
                assert(changed == 1, "only code nodes reach here, and every code node takes a literal")
            case CMARK_NODE_TEXT:
                guard !isInsideImage(node), let html = text?(makeNode(node, lines: lines)) else { continue }
                if let replacement = rawNode(CMARK_NODE_CUSTOM_INLINE, opening: html), replace(node, with: replacement)
                {
                    continue
                }
                let changed = cmark_node_set_literal(node, standIns.token(for: html))
                assert(changed == 1, "only text nodes reach here, and every text node takes a literal")
            default:
                if dropHTMLBlock?(makeNode(node, lines: lines)) == true {
                    cmark_node_unlink(node)
                    cmark_node_free(node)
                }
            }
        }
    }

    private static func isInsideImage(_ node: OpaquePointer) -> Bool {
        var ancestor = cmark_node_parent(node)
        while let current = ancestor {
            if cmark_node_get_type(current) == CMARK_NODE_IMAGE { return true }
            ancestor = cmark_node_parent(current)
        }
        return false
    }

    /// The value tree under `node`, built without recursion (see `parse`).
    private static func subtree(_ node: OpaquePointer, lines: SourceLines) -> MarkdownNode {
        var stack: [(pointer: OpaquePointer, value: MarkdownNode)] = [(node, makeNode(node, lines: lines))]
        var next: [OpaquePointer?] = [cmark_node_first_child(node)]
        while !stack.isEmpty {
            if let child = next[next.count - 1] {
                next[next.count - 1] = cmark_node_next(child)
                stack.append((child, makeNode(child, lines: lines)))
                next.append(cmark_node_first_child(child))
            } else {
                let finished = stack.removeLast().value
                next.removeLast()
                guard !stack.isEmpty else { return finished }
                stack[stack.count - 1].value.children.append(finished)
            }
        }
        return makeNode(node, lines: lines)
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
