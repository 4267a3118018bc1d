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
    /// For an example in a doc comment, the lines of the declaration the comment documents: the examples of
    /// the declarations within those lines read on from this one, and no other's.
    public var docScope: ClosedRange<Int>?
    /// What the page shows the code printing, in a plain fence after it that
    /// a sentence introduces ("It prints:", then ```` ```text ````).
    public var shownOutput: ShownOutput?

    /// Output a page shows in a fence of its own after the code printing it.
    public struct ShownOutput: Sendable, Hashable {
        /// 1-based guide line of the fence's first line.
        public var line: Int
        /// The fence's lines, as printed.
        public var lines: [String]
        /// Said to be like what is printed (`prints something like:`), not what is: credited when it holds, never
        /// failed.
        public var isApproximate: Bool

        /// Fences a page shows a program's output in: plain text, unlabeled or labeled as output, or JSON a
        /// sentence says the code prints ("Running it prints:").
        static let languages: Set<String> = ["", "text", "txt", "plaintext", "output", "none", "json"]

        /// Fences labeled as plain text or output: right after a Swift block, with no sentence between, they show
        /// what it prints.
        static let labeledLanguages: Set<String> = ["text", "txt", "plaintext", "output"]

        /// Whether a sentence introduces the fence after it as what the code before printed ("It prints:",
        /// "Output:", "This prints the following:").
        static func isIntroduced(by sentence: String) -> Bool {
            let text = sentence.lowercased().trimmingCharacters(in: .whitespaces)
            guard text.hasSuffix(":") else { return false }
            return ["prints", "print", "output", "outputs", "printed"].contains { word in
                text.split { !$0.isLetter }.contains { $0 == word }
            }
        }

        /// Whether the sentence says the output is like the fence's, not the same.
        static func isApproximate(_ sentence: String) -> Bool {
            let text = sentence.lowercased()
            return ["something like", "similar to", "such as", "for example", "like this", "might", "may "].contains {
                text.contains($0)
            }
        }
    }

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
