import SwiftParser
import SwiftSyntax

/// Reads a block of top-level statements as a reader of documentation does:
/// where each statement ends, and what output its `// Prints` comments
/// promise. Docs write `print(x) // Prints "5"`, a `// Prints "5"` line after
/// the statement, `// prints 42`, or `// Prints two lines:` followed by one
/// comment line per printed line. Other comments (`// x is now 10`) are prose.
public enum ScriptAnalyzer {
    /// The output one top-level statement promises.
    public struct Expectation: Sendable, Equatable, Hashable, Codable {
        /// 0-based index of the top-level statement that prints it.
        public var statement: Int
        /// 1-based line of the `// Prints` comment in the block.
        public var line: Int
        /// The lines the statement must print last, in order.
        public var lines: [String]
        /// The same comment read with its escapes as written (`"A newline is \n here"`, what a raw string prints),
        /// when that differs: the statement may print either.
        public var literalLines: [String]? = nil
        /// Output that may be prose: comment lines right under a statement with no `Prints` before them (`// 1
        /// times 5 is 5` under a loop, one per pass, as books show its output), or `// prints 40 1`, unquoted words
        /// that may describe rather than quote. They are credited when the statement printed them and never fail
        /// the block when it did not.
        public var mayBeProse = false
        /// The variable a comment says the value of (`// total is now 10`, `// greeting is now "Hi"`): the program
        /// shows it as Swift writes it (`String(reflecting:)`) after the statement, and `lines` holds the value the
        /// comment gives. Such a comment may be prose too (`mayBeProse`).
        public var value: String? = nil
        /// The expression a comment gives the value of, when the statement is one written alone (`1 + 2 // equals
        /// 3`): `value` is its text, and the program shows it where it stands.
        public var expression: ShownExpression? = nil
        /// What the program's mark names the value by: the variable, or `=` for an expression, whose text may
        /// hold spaces.
        var valueKey: String? { expression == nil ? value : "=" }
        /// A value the block's code may give otherwise on another run (`ValueComment.mayVary(_:)`): credited when
        /// it holds, never failed.
        public var mayVary = false
        /// Whether the statement takes the value by an order (`first`, `keys`, `map`), which a set or a dictionary
        /// may give otherwise on another run.
        public var mayDependOnOrder = false
        /// Said as a count (`Prints "Ping" three times`): that many of the line and no more, so one more printed
        /// right before them is a miscount.
        public var isCounted = false
        /// Shown in a fence after the block (`CodeBlock.ShownOutput`), not in its comments: a run printing other
        /// lines fails only where nothing in them may differ between runs (a number, a time).
        public var isShownApart = false
    }

    /// A top-level statement: where a check of its output can be inserted.
    public struct Statement: Sendable, Equatable, Hashable, Codable {
        /// 1-based line of its first token.
        public var firstLine: Int
        /// 1-based line of its last token: a check goes after that line.
        public var lastLine: Int
        /// Whether it is a declaration (a function or type body's prints run only when called).
        public var isDeclaration: Bool
    }

    public struct Script: Sendable, Equatable, Hashable, Codable {
        public var statements: [Statement]
        public var expectations: [Expectation]
    }

    /// The places a block says do not work, marked the way docs mark them:
    /// a comment starting with `Error` (or `error`, `Compiler error`,
    /// `Runtime error`, `❌`, `🛑`) at the end of a line marks that line; on a
    /// line of its own, the statement before it.
    public static func errorMarks(in source: String) -> [ErrorMark] {
        // Parsing is the cost: no comment can mark an error where the word never appears.
        guard
            ["error", "valid", "compile", "fail", "trap", "crash"].contains(where: {
                source.containsBytes($0, ignoringASCIICase: true)
            })
                || ["❌", "🛑", "⛔"].contains(where: { source.containsBytes($0) })
        else {
            return []
        }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        var marks: [ErrorMark] = []
        var previousEnd: (first: Int, last: Int)?
        func mark(_ lines: ClosedRange<Int>, at node: Syntax, _ text: String, commentLine: Int? = nil) {
            guard let kind = markKind(text), !marks.contains(where: { $0.lines == lines }) else { return }
            // "Error", or "This will report an error": no compiler message, nothing said of when.
            let lowered = text.lowercased()
            let saysNotWhen =
                ["error", "error.", "error!"].contains(lowered)
                || (["reports an error", "report an error"].contains(where: lowered.contains)
                    && !lowered.contains("compil"))
            let said = commentLine.map { lines.lowerBound...max(lines.lowerBound, $0) } ?? lines
            let mayMeanATrap = saysNotWhen && kind == .compile && TrapFinder.mayTrap(in: tree, lines: said, converter)
            marks.append(
                ErrorMark(
                    lines: lines, scope: scope(of: node, converter: converter) ?? lines, kind: kind,
                    mayMeanATrap: mayMeanATrap, commentLine: commentLine, text: text,
                    adoptingTypeLine: adoptingTypeLine(of: node, converter: converter)))
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let tokenLine = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
            for run in comments(in: token.leadingTrivia, startingAt: token.position, converter: converter) {
                for (offset, text) in run.texts.enumerated() where markKind(text) != nil {
                    let line = run.line + offset
                    if let previousEnd, previousEnd.last == line {
                        mark(line...line, at: Syntax(token), text)
                    } else if previousEnd == nil || text.hasSuffix(":")
                        || (previousEnd.map { run.line > $0.last + 1 } == true
                            && run.line + run.texts.count == tokenLine),
                        let next = item(startingWith: token)
                    {
                        // `// Does not compile:` over the code it introduces, before the block's first statement,
                        // where no statement ends, or as a heading, a blank line above it and the code right under
                        // it (`// This will crash - different metric types`): the statement it stands over.
                        mark(lines(of: next, converter: converter), at: next, text)
                    } else if let previousEnd, let previous = token.previousToken(viewMode: .sourceAccurate) {
                        // A comment on a line of its own marks the statement just before it; right after a
                        // `{`, where none ends, the statement it stands over; inside a call, the whole statement.
                        if let ended = item(endingWith: previous) {
                            mark(lines(of: ended, converter: converter), at: ended, text)
                        } else if let next = item(startingWith: token) {
                            mark(lines(of: next, converter: converter), at: next, text)
                        } else {
                            mark(
                                statementLines(holding: previous, converter: converter) ?? previousEnd
                                    .first...previousEnd.last, at: Syntax(previous), text)
                        }
                    }
                }
            }
            for run in comments(
                in: token.trailingTrivia, startingAt: token.endPositionBeforeTrailingTrivia, converter: converter)
            {
                guard let text = run.texts.first(where: { markKind($0) != nil }) else { continue }
                // `} // error: missing return` marks the declaration the brace closes: the line alone left out
                // would leave it unclosed.
                if token.tokenKind == .rightBrace, tokenLine == run.line, isFirstOnItsLine(token, converter: converter),
                    let closed = item(endingWith: token)
                {
                    mark(lines(of: closed, converter: converter), at: closed, text)
                } else if isUnbalanced(lineEndingWith: token, converter: converter),
                    let statement = statementLines(holding: token, converter: converter)
                {
                    // `check(value) { // ❌` opens what later lines close: the line alone left out would leave
                    // them closing nothing, so the mark covers the statement or member it starts.
                    mark(statement, at: Syntax(token), text, commentLine: run.line)
                } else {
                    mark(run.line...run.line, at: Syntax(token), text)
                }
            }
            if token.tokenKind != .endOfFile {
                previousEnd = (tokenLine, converter.location(for: token.endPositionBeforeTrailingTrivia).line)
            }
        }
        return marks
    }

    /// The lines of each top-level variable declaration of a block.
    public static func variableLines(in source: String) -> [ClosedRange<Int>] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        return tree.statements.compactMap { item in
            guard case .decl(let decl) = item.item, decl.is(VariableDeclSyntax.self) else { return nil }
            return lines(of: Syntax(item), converter: converter)
        }
    }

    /// Whether a block's top-level items only declare (types, functions, variables), print, and change the
    /// variables it declares (`level += 1`, `for n in 1...10 { evenSum += n }`, `queue.removeFirst()`): what else
    /// it runs is in its variables' values, whose effects reach only the names they use (traced through the page's
    /// declarations by `ResultAssembler.statementsBearingOn`).
    /// Names in `traced` (the page's declarations, whose effects the caller traces) count as the block's own:
    /// changing them, passing them `inout` or calling them stays in what the caller sees.
    public static func onlyDeclaresAndPrints(_ source: String, tracing traced: Set<String> = []) -> Bool {
        let statements = Parser.parse(source: source).statements
        let own = Set(
            statements.flatMap { item -> [String] in
                guard let variable = item.item.as(VariableDeclSyntax.self) else { return [] }
                // `let center = NotificationCenter.default` holds what others share: changing it is no change of
                // the block's own.
                return variable.bindings.compactMap { binding in
                    let shared = binding.initializer.map { initializer in
                        initializer.value.tokens(viewMode: .sourceAccurate).contains { token in
                            guard let member = token.parent?.as(MemberAccessExprSyntax.self),
                                let base = member.base?.as(DeclReferenceExprSyntax.self)
                            else { return false }
                            return base.baseName.text.first?.isUppercase == true
                        }
                    }
                    return shared == true ? nil : binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
            })
        return statements.allSatisfy { item in
            if case .decl = item.item { return true }
            return changesOnly(own.union(traced), in: Syntax(item), calling: traced)
        }
    }

    /// Whether `node` calls nothing but `print` and the methods of `own` variables and of the names it binds
    /// itself (a loop's, a closure's), and assigns nothing else: a statement whose effects stay in the block.
    static func changesOnly(_ own: Set<String>, in node: Syntax, calling traced: Set<String> = []) -> Bool {
        let bound = Set(
            node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard let parent = token.parent else { return nil }
                let binds =
                    parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self)
                    || parent.is(ClosureParameterSyntax.self)
                return binds ? token.text : nil
            })
        let mine = own.union(bound)
        // The variable an expression starts from: `queue` of `queue.items[0].removeFirst()`.
        func root(_ expression: ExprSyntax) -> String? {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = expression.as(MemberAccessExprSyntax.self) { return member.base.flatMap(root) }
            if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
                return root(subscripted.calledExpression)
            }
            if let call = expression.as(FunctionCallExprSyntax.self) { return root(call.calledExpression) }
            if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return root(unwrapped.expression) }
            if let chained = expression.as(OptionalChainingExprSyntax.self) { return root(chained.expression) }
            return nil
        }
        func staysInTheBlock(_ node: Syntax) -> Bool {
            if let call = node.as(FunctionCallExprSyntax.self) {
                // What a `print` shows reaches only the names it uses, which the page's declarations trace.
                if let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    called == "print" || traced.contains(called)
                {
                    return call.arguments.allSatisfy { staysInTheBlock(Syntax($0)) }
                        && call.trailingClosure.map { staysInTheBlock(Syntax($0)) } != false
                }
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                    let name = root(base), mine.contains(name)
                else { return false }
            }
            if let sequence = node.as(SequenceExprSyntax.self), let target = sequence.elements.first,
                sequence.elements.dropFirst().first.map(isAssignment) == true
            {
                guard let name = root(target), mine.contains(name) else { return false }
            }
            if let passed = node.as(InOutExprSyntax.self) {
                guard let name = root(passed.expression), mine.contains(name) else { return false }
            }
            if node.is(AwaitExprSyntax.self) { return false }
            return node.children(viewMode: .sourceAccurate).allSatisfy(staysInTheBlock)
        }
        return staysInTheBlock(node)
    }

    /// `=`, `+=`, `&+=` and the like: an operator that changes its left side.
    static func isAssignment(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text.hasSuffix("=") && !ShownExpression.comparisons.contains(text)
    }

    /// The lines of each top-level item of a block but its imports.
    public static func topLevelLines(in source: String) -> [ClosedRange<Int>] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        return tree.statements.compactMap { item in
            if item.item.as(ImportDeclSyntax.self) != nil { return nil }
            return lines(of: Syntax(item), converter: converter)
        }
    }

    /// The lines of each top-level item of a block that does something when run: its statements and its
    /// variables, not its functions, types, extensions or imports.
    public static func executedLines(in source: String) -> [ClosedRange<Int>] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        return tree.statements.compactMap { item in
            if case .decl(let decl) = item.item, !decl.is(VariableDeclSyntax.self) { return nil }
            return lines(of: Syntax(item), converter: converter)
        }
    }

    /// The names by which code reaches the top-level declaration holding `line`: a function's name, or a type's
    /// (its initializers are called by it) with the name of its member holding the line.
    public static func namesReaching(line: Int, in source: String) -> Set<String> {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        for item in tree.statements {
            guard case .decl(let decl) = item.item, lines(of: Syntax(item), converter: converter).contains(line) else {
                continue
            }
            if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
            let typeName =
                decl.asProtocol(NamedDeclSyntax.self)?.name.text
                ?? decl.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            guard let typeName, let group = decl.asProtocol(DeclGroupSyntax.self) else { return [] }
            var names: Set<String> = [typeName]
            for member in group.memberBlock.members
            where lines(of: Syntax(member), converter: converter).contains(line) {
                if let function = member.decl.as(FunctionDeclSyntax.self) { names.insert(function.name.text) }
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    names.formUnion(
                        variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
                }
            }
            return names
        }
        return []
    }

    /// Top-level `throw` statements (`throw VendingMachineError.outOfStock`):
    /// a doc showing how to throw; run, the error would end the program.
    public static func topLevelThrows(in source: String) -> [ErrorMark] {
        guard source.containsBytes("throw ") else { return [] }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        return tree.statements.compactMap { item in
            guard item.item.is(ThrowStmtSyntax.self) else { return nil }
            let lines = lines(of: Syntax(item), converter: converter)
            return ErrorMark(lines: lines, scope: lines, kind: .runtime)
        }
    }

    /// The lines of each top-level statement of a block, and of each member
    /// of its types: the code one error may spread through (a builder's
    /// closure, a call over several lines).
    public static func statementLines(in source: String) -> [ClosedRange<Int>] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        return tree.statements.flatMap { item -> [ClosedRange<Int>] in
            let members = item.item.as(DeclSyntax.self)?.asProtocol(DeclGroupSyntax.self)?.memberBlock.members
            guard let members, !members.isEmpty else { return [lines(of: Syntax(item), converter: converter)] }
            return members.map { lines(of: Syntax($0), converter: converter) }
        }
    }

    /// The lines of each top-level statement that may trap where a block the text says traps: its statements
    /// (`print(ration(-1))`), and variables whose value may trap (`let fourth = numbers[3]`); not the `func
    /// ration`, the types or the other variables beside them, which later code may use.
    public static func runningStatementLines(in source: String) -> [ClosedRange<Int>] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        return tree.statements.compactMap { item in
            let lines = lines(of: Syntax(item), converter: converter)
            guard case .decl(let decl) = item.item else { return lines }
            let trapping = decl.is(VariableDeclSyntax.self) && TrapFinder.mayTrap(in: tree, lines: lines, converter)
            return trapping ? lines : nil
        }
    }

    /// Whether a block that does not parse as code is a call's labeled
    /// arguments shown without the call (`paths: ["/hello": .init(…)]`), as a
    /// migration guide shows what to write where: it parses as arguments.
    /// Versions of them one after another (`// Before:` then `// After:`),
    /// apart by a blank line, are each arguments alone.
    public static func isArgumentsAlone(_ source: String) -> Bool {
        if areArguments(source) { return true }
        var versions: [String] = []
        var current = ""
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                if !current.isEmpty { versions.append(current) }
                current = ""
            } else {
                current += line + "\n"
            }
        }
        if !current.isEmpty { versions.append(current) }
        let coded = versions.filter { !Parser.parse(source: $0).statements.isEmpty }
        return coded.count > 1 && coded.allSatisfy(areArguments)
    }

    /// `@Suite(.macros([StringifyMacro.self], record: .all))` alone: attributes shown without the declaration they
    /// mark, as a page shows what to add to the one before.
    public static func isAttributeAlone(_ source: String) -> Bool {
        let statements = Parser.parse(source: source).statements
        return !statements.isEmpty
            && statements.allSatisfy { $0.item.as(MissingDeclSyntax.self).map { !$0.attributes.isEmpty } == true }
    }

    /// `source` parses as labeled arguments of a call.
    private static func areArguments(_ source: String) -> Bool {
        guard source.containsBytes(":") else { return false }
        let call = Parser.parse(source: "_ = f(\n" + source + "\n)")
        guard !call.hasError, call.statements.count == 1,
            let assignment = call.statements.first?.item.as(SequenceExprSyntax.self),
            let arguments = assignment.elements.last?.as(FunctionCallExprSyntax.self)?.arguments
        else { return false }
        return arguments.first?.label != nil
    }

    /// Whether a block is a function's signature written without `func`
    /// (`sendWelcomeEmail(toAddress address: String)`), as prose shows one:
    /// it parses as a declaration once the keyword is given.
    public static func isSignatureWithoutKeyword(_ source: String) -> Bool {
        guard source.containsBytes("("), source.containsBytes(":") else { return false }
        let declaration = Parser.parse(source: "func " + source)
        guard !declaration.hasError, declaration.statements.count == 1,
            let function = declaration.statements.first?.item.as(FunctionDeclSyntax.self)
        else { return false }
        return function.body == nil
    }

    /// Whether `source` is statements a function's body may hold as they are:
    /// expressions, control flow, `#expect(…)`, and variables without
    /// attributes. An import, a function or type declaration, or a variable
    /// with an attribute (`@TaskLocal var`) belongs at the top level.
    public static func arePlainStatements(_ source: String) -> Bool {
        let statements = Parser.parse(source: source).statements
        return !statements.isEmpty
            && statements.allSatisfy { statement in
                switch statement.item {
                case .expr, .stmt: return true
                case .decl(let declaration):
                    if let variable = declaration.as(VariableDeclSyntax.self) { return variable.attributes.isEmpty }
                    return declaration.is(MacroExpansionDeclSyntax.self)
                }
            }
    }

    /// Whether statements wait outside any closure or function of their own
    /// (`await`, `for await`, `async let`), as Swift decides whether top-level
    /// code is asynchronous. A function's body holding them as written must
    /// be `async`; one that does not wait must not be, since in an
    /// asynchronous context Swift prefers a method's `async` overload
    /// (`scheduler.advance(by: 1)`) and then asks for an `await` the reader's
    /// synchronous test never needed.
    public static func waitsAtTopLevel(_ source: String) -> Bool {
        guard source.containsBytes("await") || source.containsBytes("async") else { return false }
        let tree = Parser.parse(source: source)
        return tree.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.tokenKind {
            case .keyword(.await): break
            case .keyword(.async) where token.parent?.is(DeclModifierSyntax.self) == true: break
            default: return false
            }
            var node = token.parent
            while let current = node {
                if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self)
                    || current.is(AccessorBlockSyntax.self) || current.is(InitializerDeclSyntax.self)
                    || current.is(DeinitializerDeclSyntax.self) || current.asProtocol(DeclGroupSyntax.self) != nil
                {
                    return false
                }
                node = current.parent
            }
            return true
        }
    }

    /// Names a multi-line string literal that is not raw interpolates (`\(name)`) where its own text, read as
    /// Swift, declares them (`"""` then `func greeting(name: String) { print("Hello, \(name)!") }`): source code
    /// written as text, whose `\(name)` means the source's own parameter. Only a raw literal (`#"""`) keeps it
    /// as text; as written, the program lacks the name, and that is the doc's slip, not a fragment's gap.
    public static func namesSourceTextInterpolates(in source: String) -> Set<String> {
        guard source.containsBytes("\"\"\""), source.containsBytes("\\(") else { return [] }
        var names = Set<String>()
        for token in Parser.parse(source: source).tokens(viewMode: .sourceAccurate)
        where token.tokenKind == .multilineStringQuote {
            guard let literal = token.parent?.as(StringLiteralExprSyntax.self), literal.openingQuote.id == token.id,
                literal.openingPounds == nil
            else { continue }
            var text = ""
            var interpolated = Set<String>()
            for segment in literal.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    text += plain.content.text
                } else if let expression = segment.as(ExpressionSegmentSyntax.self),
                    expression.expressions.count == 1,
                    let name = expression.expressions.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                {
                    text += name
                    interpolated.insert(name)
                }
            }
            guard !interpolated.isEmpty else { continue }
            let declared = Parser.parse(source: text).tokens(viewMode: .sourceAccurate).compactMap { name -> String? in
                guard case .identifier(let identifier) = name.tokenKind else { return nil }
                let parameter = name.parent?.as(FunctionParameterSyntax.self)
                let isParameterName = parameter.map { ($0.secondName ?? $0.firstName).id == name.id } ?? false
                let isBound = name.parent?.is(IdentifierPatternSyntax.self) == true
                return isParameterName || isBound ? identifier : nil
            }
            names.formUnion(interpolated.intersection(declared))
        }
        return names
    }

    /// Whether a block is one type written alone (`Prefix<Substring>`), as a doc shows what a value's type is.
    public static func isATypeAlone(_ source: String) -> Bool {
        guard source.containsBytes("<") else { return false }
        let statements = Parser.parse(source: source).statements
        guard statements.count == 1, let item = statements.first, case .expr(let expression) = item.item else {
            return false
        }
        return expression.is(GenericSpecializationExprSyntax.self)
    }

    /// Whether `source` is a string literal alone whose interpolations take
    /// labels or members (`"… \(literal: condition)"`, `"\(.nocase)"`): an
    /// SQL-like literal, whose type (and so what those mean) its use decides.
    public static func isCustomInterpolationAlone(_ source: String) -> Bool {
        guard source.containsBytes("\\(") else { return false }
        let statements = Parser.parse(source: source).statements
        guard statements.count == 1, let item = statements.first, case .expr(let expression) = item.item else {
            return false
        }
        return isCustomInterpolation(expression)
    }

    /// The lines of the statements of `source` that are such a literal alone
    /// (`"SELECT * FROM \(sql: "player")"` shown under the declaration of
    /// what it interpolates): as a statement, nothing gives it its type.
    public static func customInterpolationLines(in source: String) -> [ClosedRange<Int>] {
        guard source.containsBytes("\\(") else { return [] }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        return tree.statements.compactMap { item in
            guard case .expr(let expression) = item.item, isCustomInterpolation(expression) else { return nil }
            return lines(of: Syntax(item), converter: converter)
        }
    }

    private static func isCustomInterpolation(_ expression: ExprSyntax) -> Bool {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return false }
        return literal.segments.contains { segment in
            guard case .expressionSegment(let interpolation) = segment else { return false }
            return interpolation.expressions.contains { argument in
                argument.label != nil
                    || argument.expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } == true
            }
        }
    }

    /// The comment of the first body that must return a value and holds only a comment (`get { // return an
    /// appropriate value }`, `func area() -> Double { // compute it }`): a form a doc shows, not code to compile.
    public static func bodyLeftToAComment(_ source: String) -> String? {
        // Only a function returning a value or a getter can need a `return`; most blocks have neither.
        guard source.containsBytes("//") || source.containsBytes("/*"),
            source.containsBytes("->") || source.containsBytes("get")
        else { return nil }
        func comment(closing body: CodeBlockSyntax) -> String? {
            guard body.statements.isEmpty else { return nil }
            return (body.leftBrace.trailingTrivia + body.rightBrace.leadingTrivia).compactMap { piece -> String? in
                switch piece {
                case .lineComment(let text): String(String(text.dropFirst(2)).trimmingSpaces())
                case .blockComment(let text): String(String(text.dropFirst(2).dropLast(2)).trimmingSpaces())
                default: nil
                }
            }.first
        }
        for node in Parser.parse(source: source).tokens(viewMode: .sourceAccurate).compactMap(\.parent) {
            if let function = node.as(FunctionDeclSyntax.self), let returned = function.signature.returnClause?.type,
                !["Void", "()"].contains(returned.trimmedDescription), let body = function.body,
                let text = comment(closing: body)
            {
                return text
            }
            if let accessor = node.as(AccessorDeclSyntax.self), accessor.accessorSpecifier.tokenKind == .keyword(.get),
                let body = accessor.body, let text = comment(closing: body)
            {
                return text
            }
        }
        return nil
    }

    /// The lines where a comment stands for code the reader writes: a call's
    /// arguments (`.timeout(/* a TimeInterval */)`) or a generic argument
    /// (`Tagged</* What goes here? */, String>`), alone between brackets or
    /// commas, or the error a `throw` throws (`throw /* some error */`), alone
    /// on its line.
    public static func linesLeftToAComment(_ source: String) -> Set<Int> {
        guard source.containsBytes("/*") else { return [] }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        var lines = Set<Int>()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard let next = token.nextToken(viewMode: .sourceAccurate),
                (token.trailingTrivia + next.leadingTrivia).contains(where: { piece in
                    if case .blockComment = piece { return true }
                    return false
                })
            else { continue }
            let betweenBrackets =
                ["(", "<", "[", ","].contains(token.text) && [")", ">", "]", ","].contains(next.text)
            let thrown =
                token.tokenKind == .keyword(.throw)
                && (next.text == "}" || next.leadingTrivia.contains(where: \.isNewline))
            // `where /* same constraints */ {`: the requirements a generic clause leaves to the comment.
            let requirements = token.tokenKind == .keyword(.where) && next.text == "{"
            guard betweenBrackets || thrown || requirements else { continue }
            lines.insert(converter.location(for: token.positionAfterSkippingLeadingTrivia).line)
        }
        return lines
    }

    static func isErrorMark(_ text: String) -> Bool {
        markKind(text) != nil
    }

    /// What a comment's text marks, if anything.
    static func markKind(_ text: String) -> ErrorMark.Kind? {
        // `// ❌ …` and `// 🛑 …` mark code that is wrong, whatever words follow.
        if ["❌", "🛑", "⛔"].contains(where: text.hasPrefix) { return .symbol }
        // `// 💥 crash`: it traps when run.
        if text.hasPrefix("💥") { return .runtime }
        // `// viewModel.isLoading = true  // Compile error`: code commented out, said to fail; nothing left to check.
        if isCommentedOutCode(before: text) { return nil }
        var lowered = text.lowercased()
        // The compiler's own drawing, copied under the line it points at: `` //  |  `- error: 'x' used after consume``.
        let drawing = lowered.drop { $0 == "|" || $0 == " " }
        if drawing.hasPrefix("`- ") { lowered = String(drawing.dropFirst(3)) }
        // `// Error: conflicting accesses to stepSize`: exclusivity is enforced at compile time or when run.
        if ["conflicting access", "overlapping access"].contains(where: lowered.contains) { return .symbol }
        // `// Fatal error: Unexpectedly found nil …`, `// Precondition failed: …`: what the run prints when it traps.
        if ["runtime error", "run-time error", "fatal error", "precondition failed", "assertion failed"].contains(
            where: lowered.hasPrefix)
        {
            return .runtime
        }
        let isCompileMark = ["error", "compile error", "compiler error", "compile-time error", "compilation error"]
            .contains { lowered.hasPrefix($0) }
        if isCompileMark { return .compile }
        // A sentence saying so: `// This is a compile-time error: the name can't change.`
        if lowered.contains("to compile") && lowered.contains("fail") { return .compile }
        // `// this causes an error`: wrong, without saying when.
        if ["causes an error", "triggers an error"].contains(where: lowered.contains) { return .symbol }
        // `// NOT IMPLEMENTED`: an API the library lacks, shown so the reader does not look for it.
        if ["not implemented", "not supported"].contains(where: lowered.hasPrefix) { return .symbol }
        if runtimeSentences.contains(where: lowered.contains) || runtimeOpenings.contains(where: lowered.hasPrefix) {
            return .runtime
        }
        if compileSentences.contains(where: lowered.contains) || compileOpenings.contains(where: lowered.hasPrefix) {
            return .compile
        }
        return nil
    }

    /// Whether a comment's text is code with a comment of its own after it (`viewModel.isLoading = true  //
    /// Compile error`): a line commented out, whose mark is about that line, not the code around it.
    static func isCommentedOutCode(before text: String) -> Bool {
        guard let inner = text.range(of: "//") else { return false }
        let code = String(text[..<inner.lowerBound].trimmingSpaces())
        guard !code.isEmpty, code.contains(where: { "=(.".contains($0) }) else { return false }
        let tree = Parser.parse(source: code)
        return !tree.hasError && !tree.statements.isEmpty
    }

    /// What docs write of code that traps: `// This assertion fails because -3 isn't >= 0.`
    static let runtimeSentences = ["runtime error", "run-time error", "assertion fails", "precondition fails"]

    /// How a comment about the code beside it starts when it says the code traps (`// This crashes`); within a
    /// longer comment such words describe something else (`// the app crashes if …`).
    static let runtimeOpenings = [
        "this fails", "this will crash", "this crashes", "crashes", "this will trap", "traps",
    ]

    /// What docs write of code that does not compile, anywhere in a comment.
    static let compileSentences = [
        "compile-time error", "compile error", "compiler error", "is an error", "reports an error", "report an error",
    ]

    /// How a comment starts when it says the code beside it does not compile: `// This isn't valid, because …`,
    /// `// Invalid, the case has an empty body`; "the string is not valid JSON" later in a comment is prose.
    static let compileOpenings = [
        "invalid", "this isn't valid", "this is not valid", "isn't valid", "not valid", "this code isn't valid",
        "this code is not valid", "this code is invalid", "this code doesn't compile", "this code does not compile",
        "this code won't compile", "this doesn't compile",
        "doesn't compile", "this does not compile", "does not compile", "this won't compile", "won't compile",
        "this will not compile",
    ]

    /// Whether no token precedes `token` on its line.
    static func isFirstOnItsLine(_ token: TokenSyntax, converter: SourceLocationConverter) -> Bool {
        guard let previous = token.previousToken(viewMode: .sourceAccurate) else { return true }
        return converter.location(for: previous.endPositionBeforeTrailingTrivia).line
            < converter.location(for: token.positionAfterSkippingLeadingTrivia).line
    }

    /// Whether the line ending with `token` opens a brace, parenthesis or bracket it does not close, or closes
    /// one it did not open.
    static func isUnbalanced(lineEndingWith token: TokenSyntax, converter: SourceLocationConverter) -> Bool {
        var depth = 0
        var current: TokenSyntax? = token
        while let each = current {
            switch each.tokenKind {
            case .leftBrace, .leftParen, .leftSquare: depth += 1
            case .rightBrace, .rightParen, .rightSquare: depth -= 1
            default: break
            }
            if isFirstOnItsLine(each, converter: converter) { break }
            current = each.previousToken(viewMode: .sourceAccurate)
        }
        return depth != 0
    }

    /// The statement or member whose last token is `token`.
    static func item(endingWith token: TokenSyntax) -> Syntax? {
        item(around: token) { $0.lastToken(viewMode: .sourceAccurate) }
    }

    /// The statement or member whose first token is `token`.
    static func item(startingWith token: TokenSyntax) -> Syntax? {
        item(around: token) { $0.firstToken(viewMode: .sourceAccurate) }
    }

    /// The innermost statement or member holding `token` at the edge `edge` reads, if `token` is there.
    private static func item(around token: TokenSyntax, edge: (Syntax) -> TokenSyntax?) -> Syntax? {
        var node = Syntax(token)
        while let parent = node.parent, edge(parent)?.id == token.id {
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return parent }
            node = parent
        }
        return nil
    }

    /// The lines of the innermost statement or member holding `token`.
    static func statementLines(holding token: TokenSyntax, converter: SourceLocationConverter) -> ClosedRange<Int>? {
        var node = Syntax(token)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
            node = parent
        }
        guard let item = node.parent else { return nil }
        return lines(of: item, converter: converter)
    }

    /// The lines of the member (`func` of a type) or top-level statement holding `node`.
    static func scope(of node: Syntax, converter: SourceLocationConverter) -> ClosedRange<Int>? {
        var current = node
        while let parent = current.parent {
            if parent.is(MemberBlockItemSyntax.self)
                || (parent.is(CodeBlockItemSyntax.self) && parent.parent?.parent?.is(SourceFileSyntax.self) == true)
            {
                return lines(of: parent, converter: converter)
            }
            current = parent
        }
        return nil
    }

    /// The first line of the nearest type declaration or extension holding `node` that adopts protocols.
    static func adoptingTypeLine(of node: Syntax, converter: SourceLocationConverter) -> Int? {
        var current = node
        while let parent = current.parent {
            if let group = parent.asProtocol(DeclGroupSyntax.self), group.inheritanceClause != nil {
                return converter.location(for: parent.positionAfterSkippingLeadingTrivia).line
            }
            current = parent
        }
        return nil
    }

    static func lines(of node: Syntax, converter: SourceLocationConverter) -> ClosedRange<Int> {
        let first = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        let last = converter.location(for: node.endPositionBeforeTrailingTrivia).line
        return first...max(first, last)
    }

    public static func analyze(_ source: String, evenWithoutComments: Bool = false) -> Script {
        // Without a comment there is nothing to check, and no statement needs a mark. Any comment may be output:
        // `report.start()` calls code of an earlier block that prints, and the lines under it show what.
        guard source.containsBytes("//") || evenWithoutComments else {
            return Script(statements: [], expectations: [])
        }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        let items = Array(tree.statements)
        var statements: [Statement] = []
        var expectations: [Expectation] = []
        for (index, item) in items.enumerated() {
            let last = item.lastToken(viewMode: .sourceAccurate)
            let lastLine = last.map { converter.location(for: $0.endPositionBeforeTrailingTrivia).line } ?? 1
            var isDeclaration = false
            if case .decl(let decl) = item.item { isDeclaration = !decl.is(VariableDeclSyntax.self) }
            let firstLine = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
            statements.append(Statement(firstLine: firstLine, lastLine: lastLine, isDeclaration: isDeclaration))
            // Comments before an item's first token on lines of their own belong to the item before it.
            for token in item.tokens(viewMode: .sourceAccurate) {
                let isFirst = token.id == item.firstToken(viewMode: .sourceAccurate)?.id
                for comment in comments(in: token.leadingTrivia, startingAt: token.position, converter: converter) {
                    let owner = isFirst ? index - 1 : index
                    guard owner >= 0 else { continue }
                    expectations += Self.expectations(from: comment, statement: owner)
                }
                for comment in comments(
                    in: token.trailingTrivia, startingAt: token.endPositionBeforeTrailingTrivia, converter: converter)
                {
                    expectations += Self.expectations(from: comment, statement: index)
                }
            }
        }
        // Comments after the last statement belong to it.
        if !items.isEmpty {
            for comment in comments(
                in: tree.endOfFileToken.leadingTrivia, startingAt: tree.endOfFileToken.position, converter: converter)
            {
                expectations += Self.expectations(from: comment, statement: items.count - 1)
            }
        }
        expectations.removeAll { statements[$0.statement].isDeclaration }
        // A value is shown only of a variable its statement names: that one is in scope there.
        expectations.removeAll { expectation in
            guard let name = expectation.value else { return false }
            return !ValueComment.isShown(name, after: items[expectation.statement])
        }
        let shown = shownExpressions(in: tree, items: items, statements: statements, converter: converter)
        expectations += shown
        let varying = statementsThatMayVary(items)
        for index in expectations.indices where expectations[index].value != nil {
            let statement = expectations[index].statement
            expectations[index].mayVary = varying.contains(statement)
            expectations[index].mayDependOnOrder = ValueComment.dependsOnOrder(items[statement].trimmedDescription)
        }
        // An expression that calls nothing prints nothing: the line under it is its value, not its output.
        let showsOnlyItsValue = Set(
            shown.map(\.statement).filter { index in
                !items[index].tokens(viewMode: .sourceAccurate).contains {
                    $0.parent?.is(FunctionCallExprSyntax.self) == true
                }
            })
        let promised = Set(expectations.filter { !$0.mayBeProse }.map(\.statement)).union(showsOnlyItsValue)
        for index in items.indices where !promised.contains(index) && !statements[index].isDeclaration {
            let next = index + 1 < items.count ? items[index + 1].firstToken(viewMode: .sourceAccurate) : nil
            if let output = uncuedOutput(
                lastLine: statements[index].lastLine, before: next ?? tree.endOfFileToken, converter: converter)
            {
                expectations.append(
                    Expectation(statement: index, line: output.line, lines: output.texts, mayBeProse: true))
            } else if let output = besidePrint(items[index], converter: converter) {
                expectations.append(
                    Expectation(statement: index, line: output.line, lines: output.texts, mayBeProse: true))
            }
        }
        return Script(statements: statements, expectations: merged(expectations))
    }

    /// The values comments give expressions written alone (`1 + 2 // equals 3`, `greeting[i]` over `// G`): the
    /// comment on the expression's last line, or one line right under it, giving a value (`ShownExpression.value`);
    /// and the value a comment beside a variable's declaration claims with no name (`let sum = 1 + 2 // equals 3`).
    static func shownExpressions(
        in tree: SourceFileSyntax, items: [CodeBlockItemSyntax], statements: [Statement],
        converter: SourceLocationConverter
    ) -> [Expectation] {
        var result: [Expectation] = []
        for (index, item) in items.enumerated() {
            guard let last = item.lastToken(viewMode: .sourceAccurate) else { continue }
            let lastLine = statements[index].lastLine
            let beside = comments(
                in: last.trailingTrivia, startingAt: last.endPositionBeforeTrailingTrivia, converter: converter
            )
            .first { $0.line == lastLine }
            // `let total = numbers.reduce(0, +) // 12`: a value alone beside a declaration claims the variable's,
            // as a verb does; a word alone (`// seconds`) or leading zeros (bits) do not.
            if let declared = declaredVariable(item), let run = beside, run.texts.count == 1,
                let text = run.texts.first, let (value, isClaim) = ShownExpression.value(in: text),
                ShownExpression.verbs.contains(where: text.hasPrefix)
                    || (isClaim && ValueComment.literalPrefix(of: Substring(text)) != nil)
            {
                result.append(
                    Expectation(statement: index, line: run.line, lines: [value], mayBeProse: true, value: declared))
                continue
            }
            guard case .expr = item.item else { continue }
            let next =
                (index + 1 < items.count ? items[index + 1].firstToken(viewMode: .sourceAccurate) : nil)
                ?? tree.endOfFileToken
            let under = comments(in: next.leadingTrivia, startingAt: next.position, converter: converter)
                .first { $0.line == lastLine + 1 && $0.texts.count == 1 }
            guard let run = beside ?? under, run.texts.count == 1, let text = run.texts.first,
                printsClause(text) == nil, markKind(text) == nil,
                let (value, isClaim) = ShownExpression.value(in: text),
                // A value alone on the line under a statement may be a step's number (`// 2`, over the next one).
                let expression = ShownExpression(
                    item, converter: converter,
                    isClaim: isClaim && (beside != nil || ShownExpression.verbs.contains(where: text.hasPrefix)))
            else { continue }
            result.append(
                Expectation(
                    statement: index, line: run.line, lines: [value], mayBeProse: true, value: expression.text,
                    expression: expression))
        }
        return result
    }

    /// The one variable a declaration gives a value (`let sum = 1 + 2`), not an `async let`.
    static func declaredVariable(_ item: CodeBlockItemSyntax) -> String? {
        guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, binding.initializer != nil,
            !variable.modifiers.contains(where: { $0.name.text == "async" })
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The statements whose values may differ on each run: those whose code may (`ValueComment.mayVary(_:)`, read
    /// in the code's words, not its comments': `// total is now 15`), and those using a variable one of them
    /// declares (`let roll = Int.random(in: 1...6)`, then `roll * 2`).
    static func statementsThatMayVary(_ items: [CodeBlockItemSyntax]) -> Set<Int> {
        var varyingNames = Set<String>()
        var result = Set<Int>()
        for (index, item) in items.enumerated() {
            let tokens = item.tokens(viewMode: .sourceAccurate).map(\.text)
            guard ValueComment.mayVary(tokens.joined(separator: " ")) || tokens.contains(where: varyingNames.contains)
            else { continue }
            result.insert(index)
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        varyingNames.insert(name)
                    }
                }
            }
            // `func rollDie() -> Int { Int.random(in: 1...6) }`: what calls it may vary too.
            if let function = item.item.as(FunctionDeclSyntax.self) { varyingNames.insert(function.name.text) }
            if let named = item.item.asProtocol(NamedDeclSyntax.self) { varyingNames.insert(named.name.text) }
        }
        return result
    }

    /// The comment lines right under a statement, when none says `Prints` or marks an error: what a book shows a
    /// loop printing (`// 1 times 5 is 5`, a line per pass), or prose about the statement.
    static func uncuedOutput(lastLine: Int, before next: TokenSyntax, converter: SourceLocationConverter) -> CommentRun?
    {
        guard let run = comments(in: next.leadingTrivia, startingAt: next.position, converter: converter).first,
            run.line == lastLine + 1,
            !run.texts.contains(where: { printsClause($0) != nil || markKind($0) != nil || $0.isEmpty })
        else { return nil }
        return run
    }

    /// The comment beside a `print(…)` statement on its line, when it says neither `Prints` nor an error
    /// (`print(total) // 17`): what books write as the output, or prose.
    static func besidePrint(_ item: CodeBlockItemSyntax, converter: SourceLocationConverter) -> CommentRun? {
        guard case .expr(let expression) = item.item,
            expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
                .text == "print",
            let last = item.lastToken(viewMode: .sourceAccurate),
            let run = comments(
                in: last.trailingTrivia, startingAt: last.endPositionBeforeTrailingTrivia, converter: converter
            )
            .first,
            run.texts.count == 1, let text = run.texts.first, !text.isEmpty, markKind(text) == nil
        else { return nil }
        return run
    }

    /// Runs of `//` comment lines in a piece of trivia, each with its lines' texts and first line.
    struct CommentRun {
        var line: Int
        var texts: [String]
    }

    static func comments(
        in trivia: Trivia, startingAt position: AbsolutePosition, converter: SourceLocationConverter
    ) -> [CommentRun] {
        var runs: [CommentRun] = []
        var offset = position
        var newlinesSinceComment = 0
        for piece in trivia {
            if case .lineComment(let text) = piece {
                let line = converter.location(for: offset).line
                let body = String(text.dropFirst(2)).trimmingASCIISpaces()
                if newlinesSinceComment == 1, var last = runs.popLast() {
                    last.texts.append(body)
                    runs.append(last)
                } else {
                    runs.append(CommentRun(line: line, texts: [body]))
                }
                newlinesSinceComment = 0
            } else if case .newlines(let count) = piece {
                newlinesSinceComment += count
            } else if case .carriageReturnLineFeeds(let count) = piece {
                newlinesSinceComment += count
            } else if !piece.isWhitespace {
                newlinesSinceComment = 2
            }
            offset += piece.sourceLength
        }
        return runs
    }

    /// The expectations in a run of comment lines: each `Prints …` line, and
    /// for `Prints …:` the comment lines that follow it.
    static func expectations(from run: CommentRun, statement: Int) -> [Expectation] {
        var result: [Expectation] = []
        var index = 0
        while index < run.texts.count {
            let text = run.texts[index]
            let line = run.line + index
            index += 1
            let values = ValueComment.clauses(text)
            if !values.isEmpty {
                for (name, value) in values {
                    result.append(
                        Expectation(statement: statement, line: line, lines: [value], mayBeProse: true, value: name))
                }
                continue
            }
            guard let rest = printsClause(text) else { continue }
            if let (lines, used) = quoteAcrossLines(rest, then: run.texts[index...]) {
                // `Prints "roses are red` with `violets are blue"` on the next line: one quote of two lines, or
                // one long line the comment wraps.
                var expectation = Expectation(statement: statement, line: line, lines: lines)
                expectation.literalLines = [lines.joined(separator: " ")]
                result.append(expectation)
                index += used
                continue
            }
            if rest.hasSuffix(":") || rest.isEmpty {
                // `Prints two lines:`, `Prints:` or `Prints` alone, then the lines themselves, as comments.
                var lines: [String] = []
                while index < run.texts.count, printsClause(run.texts[index]) == nil {
                    lines.append(run.texts[index])
                    index += 1
                }
                // Quotes around every line are the comment's; around one line of several, the output's own
                // (a quotation the program prints, `    "Where shall I begin…"`).
                if lines.allSatisfy({ $0.hasPrefix("\"") }) { lines = lines.map { unquoted($0) } }
                if !lines.isEmpty { result.append(Expectation(statement: statement, line: line, lines: lines)) }
            } else if let lines = repeatedOutput(rest) {
                // `Prints "Ping" three times`: one line, printed that many times.
                var expectation = Expectation(statement: statement, line: line, lines: lines)
                expectation.isCounted = true
                result.append(expectation)
            } else if let lines = quotedSequence(rest) {
                var expectation = Expectation(statement: statement, line: line, lines: lines)
                let literal = quotedSequence(rest, escapesAsWritten: true)
                if literal != lines { expectation.literalLines = literal }
                result.append(expectation)
            } else if isValue(rest) {
                let literal = unquoted(rest, escapesAsWritten: true)
                var expectation = Expectation(statement: statement, line: line, lines: [unquoted(rest)])
                if literal != expectation.lines[0] { expectation.literalLines = [literal] }
                result.append(expectation)
            } else {
                result.append(Expectation(statement: statement, line: line, lines: [rest], mayBeProse: true))
            }
        }
        return result
    }

    /// A quote opened after `Prints` and closed on a later comment line (`"roses are red`, then `violets are
    /// blue".`): its lines, and how many of `following` it took; nil when the quote closes on its own line or
    /// never does.
    static func quoteAcrossLines(_ rest: String, then following: ArraySlice<String>) -> ([String], Int)? {
        guard rest.first == "\"", firstClosingQuote(in: rest[...]) == nil else { return nil }
        var lines = [String(rest.dropFirst())]
        for (offset, text) in following.enumerated() {
            guard printsClause(text) == nil, !text.hasPrefix("\"") else { return nil }
            if let close = text.lastIndex(of: "\""),
                text[text.index(after: close)...].allSatisfy(sentencePunctuation.contains)
            {
                lines.append(String(text[..<close]))
                return (lines, offset + 1)
            }
            lines.append(text)
        }
        return nil
    }

    /// `"tea" and then "tea with lemon"`: several lines, each quoted, joined by words (`and`, `then`, `followed
    /// by`); nil for anything else, such as one quoted output holding quotes (`"["a", "b"]"`).
    static func quotedSequence(_ text: String, escapesAsWritten: Bool = false) -> [String]? {
        let connectives: Set<Substring> = ["and", "then", "followed", "by"]
        var pieces: [String] = []
        var rest = Substring(text)
        var joinedByWords = false
        while rest.first == "\"", let close = firstClosingQuote(in: rest) {
            pieces.append(String(rest[...close]))
            rest = rest[rest.index(after: close)...]
            let separator = rest.prefix { $0 != "\"" }
            rest = rest.dropFirst(separator.count)
            if rest.isEmpty {
                // `"1", "2", "3" on separate lines.`: the words after the last say each is a line.
                let after = separator.lowercased().filter { !".,;!".contains($0) }.trimmingCharacters(in: .whitespaces)
                let lineByLine = Self.lineByLinePhrases.contains(after)
                guard pieces.count > 1, joinedByWords || lineByLine,
                    lineByLine || separator.allSatisfy(sentencePunctuation.contains)
                else { return nil }
                return pieces.map { unquoted($0, escapesAsWritten: escapesAsWritten) }
            }
            // `"x", "y", and "z"`: commas between, a word at the end.
            let words = separator.lowercased().split { " ,;".contains($0) }.map(Substring.init)
            guard !words.isEmpty || separator.contains(","), words.allSatisfy(connectives.contains) else { return nil }
            joinedByWords = joinedByWords || !words.isEmpty
        }
        return nil
    }

    /// What a comment writes after quoted lines to say each is printed on a line of its own.
    static let lineByLinePhrases: Set<String> = [
        "on separate lines", "each on its own line", "on their own lines", "one per line", "each on a separate line",
        "on separate lines in order", "in order on separate lines", "each on a line of its own",
    ]

    /// `"Ping" three times`, `"42" twice`: the quoted line as many times as the words after it say; nil for
    /// anything else.
    static func repeatedOutput(_ text: String) -> [String]? {
        guard text.first == "\"", let close = firstClosingQuote(in: Substring(text)) else { return nil }
        let words = text[text.index(after: close)...].lowercased()
            .split { $0 == " " || sentencePunctuation.contains($0) }
        let counts = [
            "once": 1, "twice": 2, "thrice": 3, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10,
        ]
        guard let first = words.first, let count = counts[String(first)] ?? Int(first), (1...100).contains(count)
        else { return nil }
        let said = ["once", "twice", "thrice"].contains(first) ? 1 : 2
        guard words.count == said, said == 1 || ["times", "time"].contains(words[1]) else { return nil }
        return Array(repeating: unquoted(String(text[...close])), count: count)
    }

    /// What follows `Prints` / `prints` at the start of a comment, or nil when it is prose.
    static func printsClause(_ text: String) -> String? {
        guard text.lowercased().hasPrefix("prints"), text.count == 6 || text.dropFirst(6).first?.isLetter == false
        else { return nil }
        return String(text.dropFirst(6)).trimmingASCIISpaces()
    }

    /// Whether the text after `Prints` is output rather than prose: quoted,
    /// one word (`42`, `true`, `Optional(5)`), or a bracketed literal
    /// (`[1, 2, 3]`); "Prints 1 through 3 three times" describes, it does not quote.
    static func isValue(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        return first == "\"" || first == "[" || first == "(" || first == "{" || !text.contains(" ")
    }

    /// `"Hello, world!"` → `Hello, world!`, with Swift's simple escapes; other
    /// text as written. The output is everything between the first quote and
    /// the last (`"["a", "b"]"` prints `["a", "b"]`); what follows the last
    /// quote may be the sentence's punctuation (`"11".`), nothing else.
    static func unquoted(_ text: String, escapesAsWritten: Bool = false) -> String {
        guard text.count >= 2, text.first == "\"", var close = text.lastIndex(of: "\""), close != text.startIndex else {
            return text
        }
        if let first = firstClosingQuote(in: text[...]), first < close,
            continuesAsProse(text[text.index(after: first)...])
        {
            // `"hello, world", because name is indeed equal to "world".`: the output, then the sentence goes on.
            close = first
        } else if !text[text.index(after: close)...].allSatisfy(sentencePunctuation.contains) {
            guard let first = firstClosingQuote(in: text[...]),
                let next = text[text.index(after: first)...].first, [" ", ",", ";"].contains(next)
            else {
                return text
            }
            close = first
        }
        var result = ""
        var escaping = false
        for character in text[text.index(after: text.startIndex)..<close] {
            if escaping, escapesAsWritten {
                result += "\\\(character)"
                escaping = false
            } else if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\"", "\\", "'": result.append(character)
                // `"\(name)"` quotes what a raw string printed: the backslash is output.
                default: result += "\\\(character)"
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Whether what follows a closing quote is the sentence going on
    /// (`, because …`, ` and returns …`), not more of a quoted output
    /// (`, "b"]` in `"["a", "b"]"`).
    static func continuesAsProse(_ rest: Substring) -> Bool {
        guard let first = rest.first, [" ", ",", ";"].contains(first) else { return false }
        return rest.drop { [" ", ",", ";"].contains($0) }.first?.isLetter == true
    }

    /// The first unescaped `"` after the opening one.
    static func firstClosingQuote(in text: Substring) -> String.Index? {
        var escaping = false
        for index in text.indices.dropFirst() {
            if escaping {
                escaping = false
            } else if text[index] == "\\" {
                escaping = true
            } else if text[index] == "\"" {
                return index
            }
        }
        return nil
    }

    /// What may end the sentence a `// Prints` comment is written as.
    static let sentencePunctuation: Set<Character> = [".", ",", ";", "!", ")", " "]

    /// Several expectations of one statement are one, in line order.
    static func merged(_ expectations: [Expectation]) -> [Expectation] {
        var result: [Expectation] = []
        for expectation in expectations.sorted(by: { ($0.statement, $0.line) < ($1.statement, $1.line) }) {
            // A value shown is a check of its own, one per variable a statement is followed by.
            if expectation.value != nil {
                if !result.contains(where: { $0.statement == expectation.statement && $0.value == expectation.value }) {
                    result.append(expectation)
                }
                continue
            }
            if let position = result.lastIndex(where: { $0.value == nil }),
                result[position].statement == expectation.statement
            {
                var last = result[position]
                // What may be prose gives way to what a `Prints` quotes; of two such, the longer stays (the lines
                // under a loop, not the `// prints each number` beside its `print`).
                if expectation.mayBeProse, !last.mayBeProse { continue }
                if last.mayBeProse, !expectation.mayBeProse || expectation.lines.count > last.lines.count {
                    result[position] = expectation
                    continue
                }
                if last.mayBeProse, expectation.mayBeProse { continue }
                if last.literalLines != nil || expectation.literalLines != nil {
                    last.literalLines =
                        (last.literalLines ?? last.lines) + (expectation.literalLines ?? expectation.lines)
                }
                last.lines += expectation.lines
                result[position] = last
            } else {
                result.append(expectation)
            }
        }
        return result
    }
}

private extension String {
    /// Only the space character: a tab may be part of the output a comment promises.
    func trimmingASCIISpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
