import SwiftSyntax

/// An expression written alone as a statement with its value in a comment, as books show what an expression
/// evaluates to: `1 + 2 // equals 3`, `greeting[greeting.startIndex]` with `// G` on the next line, `2 > 1 //
/// true because 2 is greater than 1`. The statement prints nothing, so the program shows its value instead: the
/// expression is passed whole to a function that prints it (`shownFunction`), evaluated once, where it was.
public struct ShownExpression: Sendable, Equatable, Hashable, Codable {
    /// The expression as the block writes it.
    public var text: String
    /// 1-based line and 0-based UTF-8 column where it starts, and the line and column just past its end.
    public var line: Int
    public var column: Int
    public var lastLine: Int
    public var endColumn: Int
    /// Whether the comment claims the value (`equals 3`, `true because …`, or a value alone: `// 4`, `// false`),
    /// which a contradicting whole number, string, truth value, `nil` or bits (`// 00001000`, held as the number
    /// they write) fails; a word (`// G`, a character shown plain) or a number with a leading zero is only
    /// credited when it holds.
    public var isClaim: Bool

    /// The expression statement `item` shows, when its shape is one whose value a comment may give and which can
    /// be passed whole to a function without changing what it does: no assignment, `try`, `await` or `&`, not a
    /// `print` or a check, not an implicit member or `nil` that needs a type from its context.
    init?(_ item: CodeBlockItemSyntax, converter: SourceLocationConverter, isClaim: Bool) {
        guard case .expr(let expression) = item.item else { return nil }
        let unshowable = expression.tokens(viewMode: .sourceAccurate).contains { token in
            // A closure's body is its own: `{ evaluated = true; return true }()` assigns nothing of the statement.
            if Self.isInsideClosure(token, below: expression) { return false }
            switch token.tokenKind {
            case .equal, .keyword(.await), .keyword(.inout), .prefixAmpersand, .pound:
                return true
            case .keyword(.try):
                // `try? parse("12")` needs no throwing context; a plain `try` would be the argument's.
                return token.parent?.as(TryExprSyntax.self)?.questionOrExclamationMark == nil
            case .binaryOperator(let text):
                return text.hasSuffix("=") && !Self.comparisons.contains(text)
            default:
                return false
            }
        }
        let implicitMember = expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
        if unshowable || implicitMember || expression.is(NilLiteralExprSyntax.self)
            || expression.is(ClosureExprSyntax.self) || expression.is(DiscardAssignmentExprSyntax.self)
            || expression.is(TypeExprSyntax.self)
        {
            return nil
        }
        if let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self),
            Self.statementsOnly.contains(called.baseName.text)
        {
            return nil
        }
        let start = converter.location(for: expression.positionAfterSkippingLeadingTrivia)
        let end = converter.location(for: expression.endPositionBeforeTrailingTrivia)
        text = expression.trimmedDescription
        line = start.line
        column = start.column - 1
        lastLine = end.line
        endColumn = end.column - 1
        self.isClaim = isClaim
    }

    static func isInsideClosure(_ token: TokenSyntax, below root: ExprSyntax) -> Bool {
        var node = token.parent
        while let current = node, current.id != root.id {
            if current.is(ClosureExprSyntax.self) { return true }
            node = current.parent
        }
        return false
    }

    /// Operators ending in `=` that compare rather than assign.
    static let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]

    /// Calls made for what they do, not for a value.
    static let statementsOnly: Set<String> = [
        "print", "debugPrint", "dump", "assert", "assertionFailure", "precondition", "preconditionFailure",
        "fatalError", "exit",
    ]

    /// The value a comment gives an expression, and whether it claims it: `equals 3`, `is "Hi"`, `evaluates to
    /// 4.0`, `returns true`, `true because 1 is equal to 1` claim; a value alone (`3`, `"Hi"`, or one word such
    /// as `G` or `!`, a character shown plain) only shows one. Nil for prose (`the first character`).
    static func value(in comment: String) -> (value: String, isClaim: Bool)? {
        let text = Substring(comment)
        let verb = verbs.first(where: text.hasPrefix)
        let rest = text.dropFirst(verb?.count ?? 0)
        if let value = ValueComment.literalPrefix(of: rest) {
            guard ValueComment.endsAValue(rest.dropFirst(value.count), orAReasonFollows: true) else { return nil }
            // `00001000`: the bits of a number, not the number as Swift writes it.
            let leadingZero =
                value.count > 1 && value.hasPrefix("0") && !value.hasPrefix("0.") && !value.hasPrefix("0x")
            return (String(value), !leadingZero || ValueComment.isBits(String(value)))
        }
        guard verb == nil, !text.isEmpty, text.count <= 24, !text.contains(" "), !text.hasSuffix(":") else {
            return nil
        }
        return (String(text), false)
    }

    /// The words a comment gives a value with.
    static let verbs = [
        "is equal to ", "equals ", "evaluates to ", "returns a value of ", "returns ", "is ", "== ", "→ ", "-> ", "=> ",
    ]

    /// The function a program writes a variable's value with, as Swift writes it; a value that cannot be copied
    /// (`RigidArray`) is written as `notCopyable`, which no comment's value is compared with.
    static let valueFunction = """
        func playbookValue<Value>(_ value: Value) -> String { String(reflecting: value) }
        func playbookValue<Value: ~Copyable>(_ value: borrowing Value) -> String { "\(notCopyable)" }
        """

    /// What `valueFunction` writes for a value that cannot be copied.
    static let notCopyable = "(a value that cannot be copied)"

    /// The function a program calls with each shown expression: its label, then the value as Swift writes it.
    /// A value that cannot be copied is not shown.
    static let shownFunction = """
        func playbookShown<Value>(_ label: String, _ value: Value) { print(label + String(reflecting: value)) }
        func playbookShown<Value: ~Copyable>(_ label: String, _ value: borrowing Value) {}
        """

    /// `lines` (a block's code as compiled, one entry per line) with the expression passed to `playbookShown`
    /// with `label`, or nil when the lines no longer hold the expression where the block wrote it.
    func shown(in lines: [Substring], label: String) -> [Substring]? {
        guard line >= 1, lastLine <= lines.count, line <= lastLine else { return nil }
        let first = Array(lines[line - 1].utf8)
        let last = Array(lines[lastLine - 1].utf8)
        guard column <= first.count, endColumn <= last.count else { return nil }
        let written: [UInt8]
        if line == lastLine {
            guard column <= endColumn else { return nil }
            written = Array(first[column..<endColumn])
        } else {
            let middle = lines[line..<(lastLine - 1)].map { Array($0.utf8) + [10] }.joined()
            written = Array(first[column...]) + [10] + Array(middle) + Array(last[..<endColumn])
        }
        guard written == Array(text.utf8) else { return nil }
        var result = lines
        let opening = Array("playbookShown(\"\(label)\", ".utf8)
        var closing = Array(result[lastLine - 1].utf8)
        closing.insert(contentsOf: Array(")".utf8), at: endColumn)
        result[lastLine - 1] = Substring(decoding: closing, as: UTF8.self)
        var opened = Array(result[line - 1].utf8)
        opened.insert(contentsOf: opening, at: column)
        result[line - 1] = Substring(decoding: opened, as: UTF8.self)
        return result
    }
}
