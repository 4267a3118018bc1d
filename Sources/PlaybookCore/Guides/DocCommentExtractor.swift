import SwiftParser
import SwiftSyntax

/// Turns the documentation comments of a Swift source file (`///` and
/// `/** */`) into a guide, so their examples are verified as an article's
/// are: the examples of symbol documentation, fenced or indented four spaces.
///
/// The comments become one markdown text with the source file's lines: a
/// comment line keeps its line number, with the comment's markers and its
/// common indentation taken off, as DocC reads it; every other line is blank,
/// but for an HTML comment after each doc comment, so an indented example
/// never runs on into the next comment's. Every line and block then keeps the
/// source file's line numbers.
public enum DocCommentExtractor {
    /// The guide of `source`'s doc comments, nil when none holds a code example.
    /// `module` is the module the file belongs to, which its examples use.
    public static func guide(
        swiftSource source: String, path: String, module: String?
    ) -> (guide: Guide, diagnostics: [Diagnostic])? {
        // Parsing is the cost: a file without a doc comment has no example.
        guard source.containsBytes("///") || source.containsBytes("/**") else { return nil }
        let (text, comments) = markdownAndComments(ofSwiftSource: source)
        var (guide, diagnostics) = GuideExtractor.extract(markdown: text, path: path, symbolLinks: true)
        guide.markdown = text
        // An example in a doc comment is Swift unless its fence says otherwise.
        for index in guide.blocks.indices where guide.blocks[index].language.isEmpty {
            guide.blocks[index].language = "swift"
            guide.blocks[index].languageInferred = true
        }
        guard guide.blocks.contains(where: \.isSwift) else { return nil }
        guide.title = PathText.lastComponent(of: path)
        guide.sourceModule = module
        // Each example's scope: the declaration its comment documents, within which the examples of the
        // declarations it holds read on from it (`buffer`, which the type's example declares).
        for index in guide.blocks.indices {
            let line = guide.blocks[index].line
            guide.blocks[index].docScope =
                comments.first { line >= $0.firstLine && line < $0.firstLine + $0.lines.count }?.declaration
        }
        return (guide, diagnostics)
    }

    /// The module of a file under a package's `Sources/<Target>/`, as SwiftPM names it.
    public static func module(ofSourcePath path: String) -> String? {
        let components = path.split(separator: "/")
        guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else { return nil }
        let target = components[sources + 1]
        return String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The doc comments of `source` as markdown on the source's own lines.
    public static func markdown(ofSwiftSource source: String) -> String {
        markdownAndComments(ofSwiftSource: source).text
    }

    /// The doc comments of `source` as markdown on the source's own lines, and the comments themselves.
    static func markdownAndComments(ofSwiftSource source: String) -> (text: String, comments: [DocComment]) {
        let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
        var lines = Array(repeating: "", count: lineCount)
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "source.swift", tree: tree)
        let comments = docComments(in: tree, converter: converter)
        for comment in comments {
            for (offset, text) in comment.lines.enumerated() where comment.firstLine - 1 + offset < lineCount {
                lines[comment.firstLine - 1 + offset] = text
            }
            let after = comment.firstLine - 1 + comment.lines.count
            // Ends whatever the comment left open (an indented example) before the next comment.
            if after < lineCount { lines[after] = "<!-- -->" }
        }
        return (lines.joined(separator: "\n"), comments)
    }

    struct DocComment {
        var firstLine: Int
        /// Its lines as DocC reads them: markers and common indentation removed.
        var lines: [String]
        /// The lines of the declaration it documents, from its first token to its last (a type's, its members).
        var declaration: ClosedRange<Int>? = nil
    }

    /// The doc comments in `tree`, each a run of `///` lines or one `/** */` comment.
    static func docComments(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [DocComment] {
        var comments: [DocComment] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            var run: (firstLine: Int, lines: [String])?
            let declaration = documentedLines(by: token, converter: converter)
            func close() {
                if let open = run {
                    comments.append(
                        DocComment(
                            firstLine: open.firstLine, lines: withoutCommonIndentation(open.lines),
                            declaration: declaration))
                }
                run = nil
            }
            for piece in token.leadingTrivia {
                let line = converter.location(for: position).line
                switch piece {
                case .docLineComment(let text):
                    if let open = run, open.firstLine + open.lines.count == line {
                        run?.lines.append(String(text.dropFirst(3)))
                    } else {
                        close()
                        run = (line, [String(text.dropFirst(3))])
                    }
                case .docBlockComment(let text):
                    close()
                    comments.append(
                        DocComment(firstLine: line, lines: blockCommentLines(text), declaration: declaration))
                case .newlines, .carriageReturnLineFeeds, .spaces, .tabs:
                    break
                default:
                    close()
                }
                position += piece.sourceLength
            }
            close()
        }
        return comments
    }

    /// The lines of the declaration whose first token `token` is, which a doc comment in its leading trivia
    /// documents.
    static func documentedLines(by token: TokenSyntax, converter: SourceLocationConverter) -> ClosedRange<Int>? {
        var node = token.parent
        while let current = node, !current.is(DeclSyntax.self) { node = current.parent }
        guard let declaration = node, declaration.firstToken(viewMode: .sourceAccurate)?.id == token.id else {
            return nil
        }
        let first = converter.location(for: declaration.positionAfterSkippingLeadingTrivia).line
        let last = converter.location(for: declaration.endPositionBeforeTrailingTrivia).line
        return first...max(first, last)
    }

    /// `/** … */` as lines: the markers removed, and a ` * ` column too when every line has one.
    static func blockCommentLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[0] = String(lines[0].dropFirst(3))
        if let last = lines.indices.last, let close = lines[last].range(of: "*/", options: .backwards) {
            lines[last] = String(lines[last][..<close.lowerBound])
        }
        let interior = lines.dropFirst().filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
        let starred = !interior.isEmpty && interior.allSatisfy { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("*") }
        if starred {
            for index in lines.indices.dropFirst() {
                let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
                if trimmed.hasPrefix("*") { lines[index] = String(trimmed.dropFirst()) }
            }
        }
        return withoutCommonIndentation(lines)
    }

    /// The lines with the indentation every non-blank one shares taken off.
    static func withoutCommonIndentation(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }
        let common = indents.min() ?? 0
        return lines.map { $0.allSatisfy { $0 == " " } ? "" : String($0.dropFirst(common)) }
    }
}
