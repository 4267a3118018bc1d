/// A node of a parsed markdown document: a Swift value copied out of
/// cmark-gfm's tree, so nothing outside `MarkdownParser` touches C pointers.
public struct MarkdownNode: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case document
        case blockQuote
        case list(ordered: Bool)
        case item
        case taskItem(checked: Bool)
        case codeBlock
        case htmlBlock
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case footnoteDefinition
        case table
        case tableRow
        case tableCell
        case text
        case softBreak
        case lineBreak
        case code
        case htmlInline
        case emphasis
        case strong
        case link
        case image
        case footnoteReference
        case strikethrough
        /// A node type this wrapper does not model, with cmark-gfm's name for it.
        case other(String)

        public var isBlock: Bool {
            switch self {
            case .document, .blockQuote, .list, .item, .taskItem, .codeBlock, .htmlBlock,
                .paragraph, .heading, .thematicBreak, .footnoteDefinition, .table, .tableRow, .tableCell:
                return true
            default:
                return false
            }
        }
    }

    /// How a code block was written.
    public enum CodeBlockStyle: Sendable, Equatable {
        case indented
        /// A ``` or ~~~ fence; `closed` is false when the document ended before the closing fence.
        case fenced(character: Character, length: Int, closed: Bool)
    }

    public var kind: Kind
    public var range: SourceRange
    /// The text of text, code, code block and HTML nodes.
    public var literal: String?
    /// The info string of a fenced code block.
    public var info: String?
    public var codeBlockStyle: CodeBlockStyle?
    /// The destination of a link or image.
    public var destination: String?
    public var title: String?
    public var children: [MarkdownNode]

    public init(
        kind: Kind,
        range: SourceRange,
        literal: String? = nil,
        info: String? = nil,
        codeBlockStyle: CodeBlockStyle? = nil,
        destination: String? = nil,
        title: String? = nil,
        children: [MarkdownNode] = []
    ) {
        self.kind = kind
        self.range = range
        self.literal = literal
        self.info = info
        self.codeBlockStyle = codeBlockStyle
        self.destination = destination
        self.title = title
        self.children = children
    }

    /// The text a reader sees: literals of text and code descendants, breaks as spaces.
    public var plainText: String {
        switch kind {
        case .text, .code:
            return literal ?? ""
        case .softBreak, .lineBreak:
            return " "
        case .htmlInline:
            return ""
        default:
            return children.map(\.plainText).joined()
        }
    }

    /// Every node of this subtree in document order, this node first.
    public func descendants() -> [MarkdownNode] {
        var result: [MarkdownNode] = []
        walk { node, _ in
            result.append(node)
            return true
        }
        return result
    }

    /// Visits this node, then its descendants, in document order: `visit`
    /// gets each node and its index among its siblings, and says whether to
    /// read the node's children. No recursion, since a guide may nest quotes
    /// or lists thousands deep, and no node is copied onto a stack: each is
    /// read where it is.
    public func walk(_ visit: (MarkdownNode, _ index: Int) -> Bool) {
        var levels: [(nodes: [MarkdownNode], next: Int)] = [([self], 0)]
        while let level = levels.indices.last {
            let index = levels[level].next
            guard index < levels[level].nodes.count else {
                levels.removeLast()
                continue
            }
            levels[level].next += 1
            if visit(levels[level].nodes[index], index), !levels[level].nodes[index].children.isEmpty {
                levels.append((levels[level].nodes[index].children, 0))
            }
        }
    }
}

/// A span of a source file, 1-based lines and columns as cmark-gfm reports them.
public struct SourceRange: Sendable, Equatable, Hashable, Codable {
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int

    public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }
}
