/// One code block of a guide, as the guide wrote it (placeholders unfilled).
public struct CodeBlock: Sendable, Equatable, Hashable {
    /// Position among the guide's blocks, hidden ones included, in document order.
    public var index: Int
    /// The first word of the info string; empty for indented blocks.
    public var language: String
    /// The words of the info string after the language, e.g. `skip` or `file=Sources/X.swift`.
    public var attributes: [String]
    /// The block's text exactly as written between its fences.
    public var code: String
    /// 1-based line of the opening fence (of the comment, for a hidden block).
    public var line: Int
    /// 1-based line of the first line of `code`.
    public var contentLine: Int
    /// 1-based line of the closing fence, or the block's last line.
    public var endLine: Int
    /// 1-based column where the block's lines start in the guide; content lines
    /// of a block nested in a list item are indented by this much.
    public var column: Int
    /// The headings above the block, outermost first.
    public var headingPath: [String]
    /// Where the guide says this code goes, as written (placeholders unfilled).
    public var targetFile: String?
    /// True for code in a `<!-- playbook:hidden ... -->` comment: compiled, never shown.
    public var hidden: Bool
    /// False for a fenced block whose closing fence is missing.
    public var closed: Bool
    /// True when no fence named the language and Playbook took it for Swift
    /// (an example in a doc comment): if it does not parse, it is no Swift at all.
    public var languageInferred = false
    /// The paragraph right before the block, as plain text: where a book
    /// says what its code does ("The function below won't compile").
    public var leadIn: String?
    /// The paragraph right after the block, as plain text: where a book says
    /// what the code above does ("This function doesn't compile as written above").
    public var followUp: String?

    public init(
        index: Int, language: String, attributes: [String], code: String,
        line: Int, contentLine: Int, endLine: Int, column: Int = 1,
        headingPath: [String], targetFile: String? = nil, hidden: Bool = false, closed: Bool = true
    ) {
        self.index = index
        self.language = language
        self.attributes = attributes
        self.code = code
        self.line = line
        self.contentLine = contentLine
        self.endLine = endLine
        self.column = column
        self.headingPath = headingPath
        self.targetFile = targetFile
        self.hidden = hidden
        self.closed = closed
    }

    public var isSwift: Bool { language.lowercased() == "swift" }

    /// Whether a bare attribute such as `skip` is present.
    public func has(_ attribute: String) -> Bool { attributes.contains(attribute) }

    /// The value of a `key=value` attribute.
    public func value(of key: String) -> String? {
        attributes.lazy.compactMap { attribute -> String? in
            guard let equals = attribute.firstIndex(of: "="), attribute[..<equals] == key else { return nil }
            return String(attribute[attribute.index(after: equals)...])
        }.first
    }
}
