import Foundation
import SwiftParser
import SwiftSyntax

/// Turns what documentation writes for a reader into code a compiler takes,
/// without moving any line: elided code (`...` or `…` alone on a line) is
/// blanked, and declarations shown without bodies (an API listing such as
/// `func cycled() -> CycledSequence<Self>` in an extension) get a body that
/// traps, so their signatures are typechecked against the library.
public enum CodeNormalizer {
    public struct Result: Sendable, Equatable {
        public var code: String
        /// Lines held only an ellipsis (or `// ...`): the block shows part of its code.
        public var elided: Bool
        /// Functions and initializers given a placeholder body.
        public var bodiesAdded: Int
        /// Bare `return`s among the top-level statements, made to stop the program where the function whose body
        /// the block shows would end.
        public var returnsStop = false
    }

    /// What a line holds alone where code is left out: an ellipsis, or one in brackets (`[...]`), as a
    /// quotation marks a cut.
    static let elisionMarks: Set<String> = ["...", "…", "[...]", "[…]"]

    /// `code` with each line holding an ellipsis alone (`elisionLines(in:)`) made spaces of the same byte length,
    /// so every column after it still maps.
    public static func blankingElisionLines(_ code: String) -> String {
        let elisions = elisionLines(in: code)
        guard !elisions.isEmpty else { return code }
        return code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            elisions.contains(index + 1) ? String(repeating: " ", count: line.utf8.count) : String(line)
        }.joined(separator: "\n")
    }

    /// The lines (from 1) that hold an ellipsis alone where code is left out, maybe with a comment saying what
    /// the left-out code does (`... // load the passphrase`).
    public static func elisionLines(in code: String) -> Set<Int> {
        var found = Set<Int>()
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingSpaces()
            let beforeComment = trimmed.range(of: "//").map { trimmed[..<$0.lowerBound].trimmingSpaces() }
            if elisionMarks.contains(String(trimmed))
                || beforeComment.map({ elisionMarks.contains(String($0)) }) == true
            {
                found.insert(index + 1)
            }
        }
        return found
    }

    /// With `returnsStop`, a block of statements that returns (`guard let entry = archive["file.txt"] else {
    /// return }`) is read as the body of a function the page does not show: its bare `return`s trap with
    /// `returnTrap`, so the program typechecks as the page's code and, run, stops where that function would end.
    public static func normalize(_ code: String, returnsStop: Bool = false) -> Result {
        var text = blankingElisionLines(code)
        var elided =
            text != code
            || code.split(separator: "\n").contains { ["// ...", "// …", "/* ... */"].contains($0.trimmingSpaces()) }
        // `struct Player: TableRecord { ... }`, `func run() async throws { ... }`: members or a body, left out on
        // the declaration's line. Ranges do not overlap; replaced from the last, earlier offsets stay put.
        let elidedBraces = ellipsesAloneInBraces(in: text)
        if !elidedBraces.isEmpty {
            var bytes = Array(text.utf8)
            for elision in elidedBraces.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(elision.range, with: Array(elision.replacement.utf8))
            }
            text = String(decoding: bytes, as: UTF8.self)
            elided = true
        }
        // A body that holds only a comment (`// Generate the list`) stands for code the reader writes.
        let commentBodies = commentOnlyBodies(in: text)
        if !commentBodies.isEmpty {
            text = inserting(commentBodies.map { ($0, "fatalError(\"\(elidedBodyTrap)\") ") }, into: text)
            elided = true
        }
        // A loop whose body is left to the reader (`for x in zip(a, 1...) { // ... }`)
        // would spin, maybe forever, when run: it ends at once.
        let loopBodies = emptyLoopBodies(in: text)
        // A `case` whose body is a comment (`case .failure: // handle it`) is left to the reader too.
        let caseBodies = emptyCaseBodies(in: text)
        if !loopBodies.isEmpty || !caseBodies.isEmpty {
            text = inserting(loopBodies.map { ($0, "break ") } + caseBodies.map { ($0, " break") }, into: text)
            elided = true
        }
        // `Player(...)`: a value of the type the call names, its arguments the reader's; given as one.
        let elidedInitializers = initializersWithArgumentsElided(in: text)
        if !elidedInitializers.isEmpty {
            var bytes = Array(text.utf8)
            for call in elidedInitializers.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(call.range, with: Array("(\(givenValueFunction)() as \(call.type))".utf8))
            }
            text = String(decoding: bytes, as: UTF8.self)
            elided = true
        }
        // `{ db in ... }`, `path: ...`, `let x: T = ...`: a value the reader writes, given as one.
        let elidedValues = elidedValues(in: text)
        if !elidedValues.isEmpty {
            var bytes = Array(text.utf8)
            for range in elidedValues.sorted(by: { $0.lowerBound > $1.lowerBound }) {
                bytes.replaceSubrange(range, with: Array("\(givenValueFunction)()".utf8))
            }
            text = String(decoding: bytes, as: UTF8.self)
            elided = true
        }
        // `let row: any SQLRow` with no value: "given a row", a value the reader has. It becomes a computed
        // `var` (the keywords are as long), so only code that uses it stops a run.
        let given = givenValues(in: text)
        if !given.isEmpty {
            var bytes = Array(text.utf8)
            for value in given.sorted(by: { $0.keyword > $1.keyword }) {
                bytes.insert(contentsOf: Array(" { \(givenValueFunction)() }".utf8), at: value.afterType)
                bytes.replaceSubrange(value.keyword..<value.keyword + 3, with: Array("var".utf8))
            }
            text = String(decoding: bytes, as: UTF8.self)
        }
        // `\User.id  // KeyPath<User, Int>`: a key path shown for its type, which the compiler rejects unused.
        text = inserting(keyPathsShownAlone(in: text).map { ($0, "_ = ") }, into: text)
        let returns = returnsStop ? topLevelReturns(in: text) : []
        if !returns.isEmpty {
            var bytes = Array(text.utf8)
            for range in returns.sorted(by: { $0.lowerBound > $1.lowerBound }) {
                bytes.replaceSubrange(range, with: Array("fatalError(\"\(returnTrap)\")".utf8))
            }
            text = String(decoding: bytes, as: UTF8.self)
        }
        let bodies = bodilessDeclarations(in: text)
        // An opaque result type cannot come from a trap; such a listing stays unbodied.
        guard !bodies.isEmpty, !bodies.contains(where: \.opaque) else {
            return Result(code: text, elided: elided, bodiesAdded: 0, returnsStop: !returns.isEmpty)
        }
        var bytes = Array(text.utf8)
        for keyword in bodies.compactMap(\.constantKeyword) {
            bytes.replaceSubrange(keyword..<keyword + 3, with: Array("var".utf8))
        }
        for body in bodies.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(body.stub.utf8), at: body.offset)
        }
        text = String(decoding: bytes, as: UTF8.self)
        // The stand-ins are internal: attributes only a library's public declarations take are blanked.
        for attribute in ["@frozen", "@inlinable", "@usableFromInline"] {
            text = text.replacingOccurrences(of: attribute, with: String(repeating: " ", count: attribute.count))
        }
        return Result(code: text, elided: elided, bodiesAdded: bodies.count, returnsStop: !returns.isEmpty)
    }

    /// `text` with each piece of code inserted at its UTF-8 offset, the later
    /// offsets first so the earlier ones still point where they did.
    static func inserting(_ insertions: [(offset: Int, code: String)], into text: String) -> String {
        guard !insertions.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(insertion.code.utf8), at: insertion.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What stands for a value a doc leaves to the reader: it typechecks as any
    /// type, and traps with `givenValueTrap` if run (see `GeneratedPackage`).
    public static let givenValueFunction = "playbookGivenValue"
    public static let givenValueTrap = "a value the doc leaves to the reader"

    /// Where a top-level `let` of one name has a type but no value and its
    /// block never assigns it: UTF-8 offsets of its `let` and of the end of its type.
    static func givenValues(in text: String) -> [(keyword: Int, afterType: Int)] {
        guard text.containsBytes("let ") else { return [] }
        let tree = Parser.parse(source: text)
        var assigned = Set<String>()
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .equal {
            if let name = token.previousToken(viewMode: .sourceAccurate), case .identifier(let text) = name.tokenKind,
                name.parent?.is(DeclReferenceExprSyntax.self) == true
            {
                assigned.insert(text)
            }
        }
        return tree.statements.compactMap { item in
            guard let variable = item.item.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.let),
                variable.bindings.count == 1, let binding = variable.bindings.first, binding.initializer == nil,
                binding.accessorBlock == nil, let type = binding.typeAnnotation,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !assigned.contains(name)
            else { return nil }
            return (
                variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset,
                type.endPositionBeforeTrailingTrivia.utf8Offset
            )
        }
    }

    /// Where an ellipsis stands for a value the reader writes: a closure's
    /// whole body (`{ db in ... }`), a labeled argument (`path: ...`), what
    /// is tried or thrown (`try ...`), or the value of a declaration that
    /// names its type (`let x: T = ...`). UTF-8
    /// ranges of those ellipses; each becomes the given value, whose type the
    /// context decides. Where the context does not decide it, the block stays
    /// at syntax (`DocGap.elidedBody`); arguments left out whole (`f(...)`) have
    /// labels no one can guess, and are left alone.
    static func elidedValues(in text: String) -> [Range<Int>] {
        guard text.containsBytes("...") || text.containsBytes("…") else { return [] }
        let tree = Parser.parse(source: text)
        return tree.tokens(viewMode: .sourceAccurate).compactMap { token -> Range<Int>? in
            guard case .binaryOperator(let spelling) = token.tokenKind, spelling == "..." || spelling == "…",
                let previous = token.previousToken(viewMode: .sourceAccurate),
                let next = token.nextToken(viewMode: .sourceAccurate)
            else { return nil }
            let standsAlone: Bool
            switch previous.tokenKind {
            case .keyword(.in), .leftBrace:
                standsAlone = next.tokenKind == .rightBrace && next.parent?.is(ClosureExprSyntax.self) == true
            case .keyword(.try), .keyword(.throw), .keyword(.return):
                // `try ...`, `throw ...`, `return ...`: the call, the error or the result the reader writes.
                standsAlone =
                    next.tokenKind == .endOfFile || next.tokenKind == .rightBrace
                    || next.leadingTrivia.contains(where: \.isNewline)
            case .colon:
                standsAlone =
                    previous.parent?.is(LabeledExprSyntax.self) == true
                    && (next.tokenKind == .comma || next.tokenKind == .rightParen)
            case .equal:
                let binding = previous.parent?.parent?.as(PatternBindingSyntax.self)
                standsAlone =
                    binding?.typeAnnotation != nil
                    && (next.tokenKind == .endOfFile || next.leadingTrivia.contains(where: \.isNewline))
            default:
                standsAlone = false
            }
            guard standsAlone else { return nil }
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            return start..<(start + spelling.utf8.count)
        }
    }

    /// Calls of a type by its name whose arguments are all elided (`Player(...)`,
    /// `Box<Int>(…)`): UTF-8 ranges of the calls and the types named. Whatever
    /// the arguments, the value is one of that type.
    static func initializersWithArgumentsElided(in text: String) -> [(range: Range<Int>, type: String)] {
        guard text.containsBytes("(...)") || text.containsBytes("(…)") else { return [] }
        let tree = Parser.parse(source: text)
        return tree.tokens(viewMode: .sourceAccurate).compactMap { token -> (range: Range<Int>, type: String)? in
            guard case .binaryOperator(let spelling) = token.tokenKind, spelling == "..." || spelling == "…",
                token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen,
                token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .rightParen,
                let call = token.parent?.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                    ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.arguments.count == 1, call.trailingClosure == nil, let rightParen = call.rightParen
            else { return nil }
            let called = call.calledExpression
            let named = called.as(GenericSpecializationExprSyntax.self)?.expression ?? called
            guard let reference = named.as(DeclReferenceExprSyntax.self),
                reference.baseName.text.first?.isUppercase == true, reference.baseName.text != "Self"
            else { return nil }
            let start = called.positionAfterSkippingLeadingTrivia.utf8Offset
            return (start..<rightParen.endPositionBeforeTrailingTrivia.utf8Offset, called.trimmedDescription)
        }
    }

    /// Where an ellipsis is all a pair of braces holds, and what stands in
    /// for it: a type's members (`struct Player: TableRecord { ... }`) and a
    /// body that returns nothing (`func run() { ... }`, `} catch { ... }`)
    /// are blanked; a body that must return a value gets the given value, and
    /// an initializer's traps with its message. The parser reads such an
    /// ellipsis as unexpected code, not as a value. A closure's is a value
    /// (`elidedValues`); a `guard`'s `else` must leave, so it is left alone.
    static func ellipsesAloneInBraces(in text: String) -> [(range: Range<Int>, replacement: String)] {
        guard text.containsBytes("...") || text.containsBytes("…") else { return [] }
        let bytes = Array(text.utf8)
        return Parser.parse(source: text).tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.text == "..." || token.text == "…",
                let previous = token.previousToken(viewMode: .sourceAccurate),
                let next = token.nextToken(viewMode: .sourceAccurate),
                previous.tokenKind == .leftBrace, next.tokenKind == .rightBrace,
                let braces = previous.parent, braces.id == next.parent?.id,
                let replacement = standIn(forElided: braces, length: token.text.utf8.count)
            else { return nil }
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = start + token.text.utf8.count
            // `{ ... }` of a type becomes `{/*.*/}`: a comment, as the members a reader writes are read
            // (`SwiftBlockAnalyzer.leavesMembersToTheReader`), so the type's conformance is not judged on none.
            if braces.is(MemberBlockSyntax.self), start > 0, end < bytes.count, bytes[start - 1] == UInt8(ascii: " "),
                bytes[end] == UInt8(ascii: " ")
            {
                let dots = String(repeating: ".", count: token.text.utf8.count - 2)
                return ((start - 1)..<(end + 1), "/*\(dots)*/")
            }
            return (start..<end, replacement)
        }
    }

    /// What stands for an ellipsis that is all `braces` hold, or nil where
    /// nothing honest does.
    private static func standIn(forElided braces: Syntax, length: Int) -> String? {
        let blank = String(repeating: " ", count: length)
        if braces.is(MemberBlockSyntax.self) { return blank }
        if braces.is(AccessorBlockSyntax.self) { return "\(givenValueFunction)()" }
        guard braces.is(CodeBlockSyntax.self), let owner = braces.parent else { return nil }
        if let function = owner.as(FunctionDeclSyntax.self) {
            let returned = function.signature.returnClause?.type.trimmedDescription
            return returned == nil || returned == "Void" || returned == "()" ? blank : "\(givenValueFunction)()"
        }
        if owner.is(InitializerDeclSyntax.self) { return "fatalError(\"\(givenValueTrap)\")" }
        if owner.is(GuardStmtSyntax.self) || owner.is(ClosureExprSyntax.self) { return nil }
        return blank
    }

    /// Where a top-level statement is a key path alone (`\User.id`), as docs
    /// write one to show its value or type: UTF-8 offsets of those key paths.
    /// Unused, a key path is an error, not a warning as other unused values
    /// are, so it is given to `_`.
    static func keyPathsShownAlone(in text: String) -> [Int] {
        guard text.containsBytes("\\") else { return [] }
        return Parser.parse(source: text).statements.compactMap { item in
            guard case .expr(let expression) = item.item, let keyPath = expression.as(KeyPathExprSyntax.self) else {
                return nil
            }
            return keyPath.positionAfterSkippingLeadingTrivia.utf8Offset
        }
    }

    /// What a function whose body is only a comment (`// ...`) traps with, run: the body is the reader's to
    /// write, so a run reaching it stops there through no fault of the doc (see `ProgramRun`).
    public static let elidedBodyTrap = "a body the doc leaves to the reader"

    /// What a bare `return` among a block's top-level statements traps with, run: the function whose body the
    /// block shows ends there (see `ProgramRun`).
    public static let returnTrap = "the function whose body the doc shows returns here"

    /// UTF-8 ranges of the `return` keywords outside any function, closure or type of the block's own, when
    /// none of them returns a value: those of a function's body shown without its function, which returns
    /// nothing. One returning a value (`return total`) belongs to a function whose result type the page does not
    /// say; then none is taken.
    static func topLevelReturns(in text: String) -> [Range<Int>] {
        guard text.containsBytes("return") else { return [] }
        var ranges: [Range<Int>] = []
        for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate)
        where token.tokenKind == .keyword(.return) {
            guard let statement = token.parent?.as(ReturnStmtSyntax.self) else { continue }
            var enclosing = statement.parent
            var isOwn = false
            while let node = enclosing, !isOwn {
                isOwn =
                    node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self)
                    || node.is(InitializerDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self)
                    || node.is(AccessorBlockSyntax.self) || node.is(SubscriptDeclSyntax.self)
                    || node.asProtocol(DeclGroupSyntax.self) != nil
                enclosing = node.parent
            }
            if isOwn { continue }
            if statement.expression != nil { return [] }
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            ranges.append(start..<token.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return ranges
    }

    struct MissingBody {
        /// UTF-8 offset right after the signature.
        var offset: Int
        var opaque: Bool
        /// What goes there: a trap for a function, an empty body for a type shown by its header alone
        /// (`struct Deque<Element>`), a trapping getter for a property an extension lists.
        var stub = " { fatalError() }"
        /// Where a listed constant's `let` is, which becomes `var`, as a computed property is written.
        var constantKeyword: Int? = nil
    }

    /// Where a function that returns a value has a body of comments alone, or
    /// a closure passed to a call a body of comments saying it is left to
    /// write (`// TODO`, `// ...` on the lines between `{ nodes in` and `}`):
    /// UTF-8 offsets of those bodies' closing braces.
    static func commentOnlyBodies(in text: String) -> [Int] {
        guard text.containsBytes("//") || text.containsBytes("/*") else { return [] }
        return offsets(in: text, found: CommentOnlyBodyFinder(viewMode: .sourceAccurate))
    }

    private final class CommentOnlyBodyFinder: SyntaxVisitor, OffsetFinder {
        var found: [Int] = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let body = node.body, body.statements.isEmpty, body.rightBrace.presence == .present,
                let returned = node.signature.returnClause?.type.trimmedDescription, returned != "Void",
                returned != "()",
                body.rightBrace.leadingTrivia.contains(where: \.isComment)
                    || body.leftBrace.trailingTrivia.contains(where: \.isComment)
            else { return .visitChildren }
            found.append(body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
            return .skipChildren
        }

        /// A closure's body is its caller's to decide: only one passed to a call, whose comments say it is left
        /// to write, is completed, as a closure returning nothing may rightly hold a comment alone (`{ _ in //
        /// ignored }`), and one kept in a variable would take `Never` for its result.
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            let isArgument =
                node.parent?.is(LabeledExprSyntax.self) == true || node.parent?.is(FunctionCallExprSyntax.self) == true
                || node.parent?.is(MultipleTrailingClosureElementSyntax.self) == true
            guard isArgument, node.statements.isEmpty, node.rightBrace.presence == .present else {
                return .visitChildren
            }
            let comments =
                (node.leftBrace.trailingTrivia + (node.signature?.trailingTrivia ?? [])
                + node.rightBrace.leadingTrivia).compactMap(Self.commentText)
            guard !comments.isEmpty, comments.allSatisfy(Self.saysLeftToWrite) else { return .visitChildren }
            found.append(node.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
            return .skipChildren
        }

        private static func commentText(_ piece: TriviaPiece) -> String? {
            switch piece {
            case .lineComment(let text): String(text.dropFirst(2).trimmingSpaces())
            case .blockComment(let text): String(text.dropFirst(2).dropLast(2).trimmingSpaces())
            default: nil
            }
        }

        /// `TODO`, `FIXME: parse the nodes`, `...`.
        private static func saysLeftToWrite(_ comment: String) -> Bool {
            CodeNormalizer.elisionMarks.contains(comment) || comment.hasPrefix("TODO") || comment.hasPrefix("FIXME")
        }
    }

    /// Where a `for`, `while` or `repeat` loop has a body of comments alone or
    /// nothing: UTF-8 offsets of those bodies' closing braces.
    static func emptyLoopBodies(in text: String) -> [Int] {
        guard ["for ", "while ", "repeat "].contains(where: { text.containsBytes($0) }) else { return [] }
        return offsets(in: text, found: EmptyLoopBodyFinder(viewMode: .sourceAccurate))
    }

    /// The UTF-8 offsets a finder collects walking `text`.
    private static func offsets(in text: String, found finder: some OffsetFinder) -> [Int] {
        finder.walk(Parser.parse(source: text))
        return finder.found
    }

    /// A visitor that collects UTF-8 offsets where code is inserted.
    private protocol OffsetFinder: SyntaxVisitor {
        var found: [Int] { get }
    }

    /// Where a `switch` case has no statement: UTF-8 offsets right after its label's colon.
    static func emptyCaseBodies(in text: String) -> [Int] {
        guard text.containsBytes("case ") || text.containsBytes("default:") else { return [] }
        return offsets(in: text, found: EmptyCaseBodyFinder(viewMode: .sourceAccurate))
    }

    private final class EmptyCaseBodyFinder: SyntaxVisitor, OffsetFinder {
        var found: [Int] = []

        override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
            guard node.statements.isEmpty else { return .visitChildren }
            let colon: TokenSyntax? =
                switch node.label {
                case .case(let label): label.colon
                case .default(let label): label.colon
                }
            guard let colon, colon.presence == .present else { return .visitChildren }
            // Only a body left to the reader (a comment) is completed; `case "a": // Invalid` shows the error.
            let trivia = colon.trailingTrivia + (colon.nextToken(viewMode: .sourceAccurate)?.leadingTrivia ?? [])
            let comments = trivia.compactMap { piece -> String? in
                switch piece {
                case .lineComment(let text): String(String(text.dropFirst(2)).trimmingSpaces())
                case .blockComment(let text): String(String(text.dropFirst(2).dropLast(2)).trimmingSpaces())
                default: nil
                }
            }
            if !comments.isEmpty, !comments.contains(where: { ScriptAnalyzer.markKind($0) != nil }) {
                found.append(colon.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            return .visitChildren
        }
    }

    private final class EmptyLoopBodyFinder: SyntaxVisitor, OffsetFinder {
        var found: [Int] = []

        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { take(node.body) }
        override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { take(node.body) }
        override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { take(node.body) }

        private func take(_ body: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            guard body.statements.isEmpty, body.rightBrace.presence == .present else { return .visitChildren }
            found.append(body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
            return .skipChildren
        }
    }

    /// Functions and initializers without a body outside protocols, where a body belongs.
    static func bodilessDeclarations(in text: String) -> [MissingBody] {
        // Parsing is the cost; a block whose every declaration line opens a body has nothing to find.
        let keywords = ["func ", "init(", "init<", "struct ", "class ", "enum "]
        let suspects = text.split(separator: "\n").contains { line in
            keywords.contains { line.containsBytes($0) } && !line.containsBytes("{")
                || (line.containsBytes("var ") && (line.containsBytes("get}") || line.containsBytes("get }")))
        }
        guard suspects else { return [] }
        let finder = MissingBodyFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        // `public var date: Date` beside `public init(date: Date)` in a listed extension is the property's interface,
        // and so is `public static let default: Self`; in real code, each is the doc's mistake.
        return finder.found.isEmpty ? [] : finder.found + finder.listedProperties
    }

    private final class MissingBodyFinder: SyntaxVisitor {
        var found: [MissingBody] = []
        /// Properties an extension, or a type's static members, show with a type alone (`public var date: Date`),
        /// as a listing shows a computed one: stored, they cannot be there.
        var listedProperties: [MissingBody] = []

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        /// `public var date: Date` in an extension, `public static let default: Self` in a type: members a listing
        /// shows by their type alone, which neither an extension nor a type's static members may leave so.
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let item = node.parent?.as(MemberBlockItemSyntax.self), node.bindings.count == 1,
                let binding = node.bindings.first, binding.initializer == nil, binding.accessorBlock == nil,
                let type = binding.typeAnnotation?.lastToken(viewMode: .sourceAccurate)
            else { return .visitChildren }
            let isStatic = node.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }
            let inExtension = item.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true
            guard isStatic || inExtension else { return .visitChildren }
            let isConstant = node.bindingSpecifier.tokenKind == .keyword(.let)
            listedProperties.append(
                MissingBody(
                    offset: type.endPositionBeforeTrailingTrivia.utf8Offset, opaque: false,
                    stub: isConstant ? " { fatalError() }" : " { get { fatalError() } set {} }",
                    constantKeyword: isConstant
                        ? node.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset : nil
                ))
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let signature = node.genericWhereClause.map(Syntax.init) ?? Syntax(node.signature)
            if node.body == nil || node.body?.leftBrace.presence == .missing,
                let last = signature.lastToken(viewMode: .sourceAccurate)
            {
                let opaque =
                    node.signature.returnClause?.type.is(SomeOrAnyTypeSyntax.self) == true
                    && node.signature.returnClause?.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind
                        == .keyword(.some)
                found.append(MissingBody(offset: last.endPositionBeforeTrailingTrivia.utf8Offset, opaque: opaque))
            }
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            typeHeader(node.memberBlock, Syntax(node))
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            typeHeader(node.memberBlock, Syntax(node))
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            typeHeader(node.memberBlock, Syntax(node))
        }

        private func typeHeader(_ members: MemberBlockSyntax, _ node: Syntax) -> SyntaxVisitorContinueKind {
            guard members.leftBrace.presence == .missing else { return .visitChildren }
            let last = node.tokens(viewMode: .sourceAccurate).filter {
                $0.presence == .present && $0.id != members.leftBrace.id
            }.last
            if let last {
                found.append(
                    MissingBody(offset: last.endPositionBeforeTrailingTrivia.utf8Offset, opaque: false, stub: " {}"))
            }
            return .skipChildren
        }

        /// `public var timeInterval: TimeInterval {get}` outside a protocol: a
        /// listing's property, whose getter traps as a listed function does.
        override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.body == nil, node.accessorSpecifier.tokenKind == .keyword(.get) {
                let last = node.effectSpecifiers.map(Syntax.init) ?? Syntax(node.accessorSpecifier)
                if let token = last.lastToken(viewMode: .sourceAccurate) {
                    found.append(MissingBody(offset: token.endPositionBeforeTrailingTrivia.utf8Offset, opaque: false))
                }
            }
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            let signature = node.genericWhereClause.map(Syntax.init) ?? Syntax(node.signature)
            if node.body == nil || node.body?.leftBrace.presence == .missing,
                let last = signature.lastToken(viewMode: .sourceAccurate)
            {
                found.append(MissingBody(offset: last.endPositionBeforeTrailingTrivia.utf8Offset, opaque: false))
            }
            return .skipChildren
        }
    }
}
