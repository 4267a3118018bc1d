/// Identifies a block across the whole run: its guide and its index there.
public struct BlockID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var guide: String
    public var index: Int

    public init(guide: String, index: Int) {
        self.guide = guide
        self.index = index
    }

    public static func < (lhs: BlockID, rhs: BlockID) -> Bool {
        (lhs.guide, lhs.index) < (rhs.guide, rhs.index)
    }

    public var description: String { "\(guide)#\(index)" }
}

/// A Swift block instantiated for one sample and analysed: what planning and
/// verification work from.
public struct PreparedBlock: Sendable, Hashable {
    /// How far verification may take the block, decided before any compiler runs.
    public enum Disposition: Sendable, Hashable {
        /// Compiled in units (and its tests run, if it has any).
        case compile
        /// Top-level statements: compiled as the unit's program (`main.swift`)
        /// in guide order, run, and its `// Prints` comments checked.
        case script
        /// Compiled alone with its unit's context; passes only if the compiler rejects it.
        case expectError
        /// Parsed only, with the reason shown to the reader.
        case syntaxOnly(reason: String)
        case skipped(reason: String)
        /// Failed before compilation (a syntax error, an undeclared placeholder under `--strict`).
        case failed
    }

    public var id: BlockID
    public var block: CodeBlock
    public var sample: String
    /// The code with placeholders filled.
    public var code: String
    public var sourceMap: SourceMap
    /// The target file with placeholders filled.
    public var targetFile: String?
    public var analysis: SwiftBlockAnalysis
    /// True for test code: it imports Testing or XCTest, or goes under `Tests/`.
    public var isTest: Bool
    public var disposition: Disposition
    /// Problems found before compilation, at guide lines.
    public var diagnostics: [Diagnostic]
    /// What the reader should know about how the block was checked
    /// ("elided code", "signatures checked with placeholder bodies").
    public var notes: [String] = []
    /// For a script block: its statements and the output its comments promise.
    public var script: ScriptAnalyzer.Script? = nil

    public var isScript: Bool { disposition == .script }
    /// Declarations shown without bodies and given traps: an API listing,
    /// checked alone so its stand-in members never shadow the library's in other blocks.
    public var isListing = false
    /// True when the block declares only functions named as the dependencies'
    /// own public ones (a page showing how the library's `equal` is written):
    /// its page compiles it, but no other page borrows it, since what they
    /// call by that name is the library's.
    public var restatesAPIFunctions = false
    /// The type whose members the block shows, compiled in an extension of it.
    public var host: String?
    /// For statements compiled in a static function of an extension of the package's protocol whose static
    /// members they call bare: how they were checked, said (`BlockPreparer.prepare(_:in:adopting:for:)`).
    public var adoption: String?
    /// Statements in test code, compiled as the body of a function no test calls: typechecked, never run.
    public var isTestBody = false
    /// True when the block shows part of its code (`...`, `// ...`, a body left to the reader).
    public var isElided = false
    /// True for test code the page shows failing: the block after it, in the
    /// same section, is output that reports a failure, or its test is named
    /// for failing (`failsSometimes`). Its failing test is what the page says.
    public var showsFailingTest = false
    /// For a piece of `Package.swift` whole enough to typecheck (no elided
    /// code, no placeholders): what it is a piece of.
    public var manifestPiece: ManifestPiece?
    /// Where the code is marked `// Error`: each mark must fail to compile;
    /// the block's other code is checked without the marked lines.
    public var errorMarks: [ErrorMark] = []

    /// The line of the compiled code at 1-based guide `line`, if the block's code has one there.
    public func codeLine(atGuideLine line: Int) -> Substring? {
        let index = line - sourceMap.firstGuideLine
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        return index >= 0 && index < lines.count ? lines[index] : nil
    }

    /// The guide lines of the statements the block marks as failing to compile. An error-marked statement may
    /// fail even without its marked line (an ambiguous builder): what the doc marks as failing is expected,
    /// wherever in the statement it is reported.
    var markedScopes: [ClosedRange<Int>] {
        errorMarks.filter { $0.kind != .runtime }.map {
            sourceMap.guideLine($0.scope.lowerBound)...sourceMap.guideLine($0.scope.upperBound)
        }
    }

    /// Whether an error outside the marked lines follows from them: a member marked as failing leaves its type
    /// not conforming, said where the type is declared (`public struct Moon: Describable {`).
    func followsFromAMark(_ message: String, line: Int) -> Bool {
        message.contains("does not conform to protocol")
            && errorMarks.contains { mark in
                mark.kind != .runtime && mark.adoptingTypeLine.map(sourceMap.guideLine) == line
            }
    }

    /// Whether the block's marks expect a compiler error at guide `line`: within a marked statement, or following
    /// from one.
    func marksExpect(_ message: String, line: Int) -> Bool {
        markedScopes.contains { $0.contains(line) } || followsFromAMark(message, line: line)
    }

    /// Where the block is, as verdicts name it: `guide.md:12`, its fence's line.
    var place: String { "\(id.guide):\(block.line)" }

    /// Every name the block writes, members and labels included: what an import may give it.
    var namesReached: Set<String> { analysis.referencedNames }

    /// The members the code reaches with a dot on guide `line` (`SwiftBlockAnalyzer.membersReached(in:)`).
    func membersReached(onGuideLine line: Int) -> [String] {
        codeLine(atGuideLine: line).map { SwiftBlockAnalyzer.membersReached(in: String($0)) } ?? []
    }

    /// The types the block declares in a unit that leaves out the pieces at
    /// `leftOutLines` (a `struct User` a later block shows again).
    public func declaredTypes(leavingOut leftOutLines: [ClosedRange<Int>]) -> [String] {
        guard !leftOutLines.isEmpty else { return analysis.declaredTypes }
        let kept = analysis.declarationPieces.filter { piece in !leftOutLines.contains { $0.overlaps(piece.lines) } }
        let names = Set(kept.flatMap(\.names))
        return analysis.declaredTypes.filter(names.contains)
    }

    /// What the block declares, names and signatures, in a unit that leaves out the pieces at `leftOutLines`:
    /// a piece left out declares nothing there, and a piece left out in part (a member of an extension) is
    /// counted whole.
    func declarations(leavingOut leftOutLines: [ClosedRange<Int>]) -> Set<String> {
        let pieces = analysis.declarationPieces
        guard !leftOutLines.isEmpty, !pieces.isEmpty else {
            return analysis.declaredNames.union(analysis.declaredSignatures)
        }
        let kept = pieces.filter { piece in
            !leftOutLines.contains {
                $0.lowerBound <= piece.lines.lowerBound && $0.upperBound >= piece.lines.upperBound
            }
        }
        return Set(kept.flatMap { $0.names.union($0.signatures) })
    }

    /// 1-based lines of the code under an error mark.
    public var errorLines: Set<Int> {
        Set(errorMarks.flatMap(\.lines))
    }

    /// Whether every line of `statement` holding code is under an error mark (a loop with one marked line in its
    /// body runs the others).
    func isMarked(_ statement: ClosedRange<Int>) -> Bool {
        let marked = errorLines
        let codeLines = code.split(separator: "\n", omittingEmptySubsequences: false)
        return statement.allSatisfy { line in
            guard !marked.contains(line), line <= codeLines.count else { return true }
            let text = codeLines[line - 1].drop(while: \.isWhitespace)
            return text.isEmpty || text.hasPrefix("//")
        }
    }

    /// Whether the block is wrong code as a whole: every top-level item of it marked as an error, by a comment or
    /// by the text (`let grid: [(Int, Int): String] = [:]` under "The following code doesn't compile"), not as a
    /// trap. What it declares never exists, so it declares nothing again for the blocks after it.
    var isMarkedWholeAsNotCompiling: Bool {
        guard !errorMarks.isEmpty, errorMarks.allSatisfy({ $0.kind != .runtime }) else { return false }
        let items = ScriptAnalyzer.topLevelLines(in: code)
        // A type or a function may be what the page goes on with (`struct Box { let size = 2 }` over `box.size =
        // 5`, which is the error): only statements and variables are wrong as a whole.
        return !items.isEmpty && ScriptAnalyzer.executedLines(in: code).count == items.count
            && items.allSatisfy(isMarked)
    }

    /// Whether 1-based guide `line` falls inside the block's code.
    public func contains(guideLine line: Int) -> Bool {
        let lineCount = max(1, code.split(separator: "\n", omittingEmptySubsequences: false).count)
        return line >= sourceMap.firstGuideLine && line < sourceMap.firstGuideLine + lineCount
    }
}
