/// One place where a doc says its code does not work: `x = 6 // Error`,
/// `// error: s is a constant` under a statement, `.p(.href(…)) // 🛑`.
/// The marked lines are left out of the block's other checks; the mark is
/// met when the compiler reports an error within its scope.
public struct ErrorMark: Sendable, Hashable, Codable {
    /// How the doc said it.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `// Error`, `// error: …`, `// Compiler error`: the code must not compile.
        case compile
        /// `// Runtime error`: it compiles and would trap when run.
        case runtime
        /// Only a symbol (`❌`, `🛑`, `⛔`): wrong, but the doc does not say
        /// whether at compile time or at run time.
        case symbol
    }

    /// 1-based lines of the block the mark covers.
    public var lines: ClosedRange<Int>
    /// 1-based lines where the error may be reported: the top-level statement
    /// or the member holding the mark. The compiler reports an error in a
    /// builder (`Parse { a; b // 🛑 }`) or a nested call at another line of it.
    public var scope: ClosedRange<Int>
    /// The first line of the type declaration or extension adopting protocols that the marked member belongs to
    /// (`public struct Moon: Describable {`): a member marked as failing leaves the type not conforming there.
    public var adoptingTypeLine: Int?
    public var kind: Kind
    /// Whether the doc said only "Error" (or "This will report an error", no
    /// compiler message and no word of compiling), and the marked code could
    /// trap when run (a subscript, a force unwrap): `greeting[greeting.endIndex]
    /// // Error` may mean a trap, not a compile error.
    public var mayMeanATrap: Bool

    /// The line the mark's comment is on, where the mark covers more (`check(value) { // ❌` marks the
    /// statement it opens): what the doc's words say of, such as a `try` thrown when run.
    public var commentLine: Int?
    /// The comment's words (`Error: cannot find 'half' in scope`), empty when the text around the block marks it.
    public var text: String

    public init(
        lines: ClosedRange<Int>, scope: ClosedRange<Int>, kind: Kind, mayMeanATrap: Bool = false,
        commentLine: Int? = nil, text: String = "", adoptingTypeLine: Int? = nil
    ) {
        self.lines = lines
        self.scope = scope
        self.adoptingTypeLine = adoptingTypeLine
        self.kind = kind
        self.mayMeanATrap = mayMeanATrap
        self.commentLine = commentLine
        self.text = text
    }

    /// Whether the comment says `name` is missing (`cannot find 'half' in scope`, "`half` is not in scope"): it
    /// is missing because the doc shows that it is.
    func saysMissing(_ name: String) -> Bool {
        let lowered = text.lowercased()
        let quoted = ["'\(name.lowercased())'", "`\(name.lowercased())`"]
        return ["cannot find ", "cannot find type ", "unresolved identifier "].contains { saying in
            quoted.contains { lowered.contains(saying + $0) }
        }
            || (quoted.contains(where: lowered.contains)
                && ["not in scope", "out of scope"].contains(where: lowered.contains))
    }

    /// Whether the comment says what the compiler's `message` says (its first words), or only that it is an
    /// error (`// Error`, `// ❌`).
    func says(_ message: String) -> Bool {
        let lowered = text.lowercased().trimmingCharacters(in: .whitespaces)
        if ["error", "error.", "error!", "❌", "🛑", "⛔"].contains(lowered) { return true }
        let words = message.lowercased().split(separator: " ").prefix(4).joined(separator: " ")
        return !words.isEmpty && lowered.contains(words)
    }

    /// The lines the doc's words are about: the mark's lines up to its comment (a statement's first line and
    /// what a closing line ends, not the body an opening line starts), or every line the mark covers.
    var saidOf: ClosedRange<Int> { commentLine.map { lines.lowerBound...max(lines.lowerBound, $0) } ?? lines }
}
