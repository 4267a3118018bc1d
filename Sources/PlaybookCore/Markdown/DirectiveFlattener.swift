/// Reads a DocC article's directives line by line, as swift-markdown does,
/// and leaves markdown cmark-gfm can parse with every line where it was:
/// a directive's first and `}` lines become HTML comments the renderer swaps
/// for the directive's HTML (`markers`), a body is unindented so its code
/// fences are fences again, `@Comment`, `@Metadata` and `@Options` become
/// blank lines, and `@Image` becomes a markdown image.
public enum DirectiveFlattener {
    public struct Result: Sendable, Equatable {
        public var markdown: String
        public var markers: [Int: DirectiveMarker]
        public var warnings: [Warning]
    }

    public struct Warning: Sendable, Equatable {
        public var line: Int
        public var message: String
    }

    /// Directives whose body is never shown.
    static let hiddenNames: Set<String> = ["Comment", "Metadata", "Options"]
    /// Directives with a body the site lays out; any other with a body is shown as a labelled block.
    public static let layoutNames: Set<String> = ["Row", "Column", "TabNavigator", "Tab", "Links", "Small"]

    private struct OpenDirective {
        var header: DirectiveHeader
        var hidden: Bool
        var line: Int
        /// The indentation of the body's first line, removed from every body line.
        var bodyIndent: Int?
    }

    /// `imagePath` gives the path, relative to the guide's folder, of an `@Image`'s `source:`; nil when it has none.
    public static func flatten(_ markdown: String, imagePath: (String) -> String?) -> Result {
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        var markers: [Int: DirectiveMarker] = [:]
        var warnings: [Warning] = []
        var open: [OpenDirective] = []
        var fence: (character: Character, length: Int)?
        for index in lines.indices {
            let number = index + 1
            let line = lines[index].last == "\r" ? lines[index].dropLast() : lines[index]
            let isBlank = line.allSatisfy { $0 == " " || $0 == "\t" }
            if !isBlank, let last = open.indices.last, open[last].bodyIndent == nil {
                open[last].bodyIndent = indentation(of: line)
            }
            let hidden = open.last?.hidden ?? false
            let text = unindented(line, by: open.last?.bodyIndent ?? 0)
            if let current = fence {
                lines[index] = hidden ? "" : text
                if closesFence(text, current) { fence = nil }
                continue
            }
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            if !open.isEmpty, trimmed.trimmingSuffixWhitespace == "}" {
                let closed = open.removeLast()
                lines[index] = closed.hidden ? "" : "<!-- end @\(closed.header.name) -->"
                if !closed.hidden { markers[number] = DirectiveMarker(header: closed.header, isClosing: true) }
                continue
            }
            if let header = DirectiveHeader(trimmed) {
                if header.opensBody {
                    let isHidden = hidden || hiddenNames.contains(header.name)
                    open.append(OpenDirective(header: header, hidden: isHidden, line: number))
                    lines[index] = isHidden ? "" : "<!-- @\(header.name) -->"
                    if !isHidden {
                        markers[number] = DirectiveMarker(header: header, isClosing: false)
                        if !layoutNames.contains(header.name) {
                            warnings.append(
                                Warning(
                                    line: number,
                                    message:
                                        "DocC directive @\(header.name) is not supported; its body is shown as a "
                                        + "labelled block"
                                ))
                        }
                    }
                } else if hidden {
                    lines[index] = ""
                } else if header.name == "Image" {
                    lines[index] = Substring(image(header, line: number, path: imagePath, warnings: &warnings))
                } else {
                    lines[index] = ""
                    warnings.append(
                        Warning(
                            line: number, message: "DocC directive @\(header.name) is not supported and is left out"))
                }
                continue
            }
            lines[index] = hidden ? "" : text
            if let opened = opensFence(trimmed) { fence = opened }
        }
        for unclosed in open.reversed() {
            warnings.append(
                Warning(
                    line: unclosed.line,
                    message: "DocC directive @\(unclosed.header.name) is never closed with a `}` line"))
            guard !unclosed.hidden else { continue }
            lines.append("")
            lines.append("<!-- end @\(unclosed.header.name) -->")
            markers[lines.count] = DirectiveMarker(header: unclosed.header, isClosing: true)
        }
        return Result(markdown: lines.joined(separator: "\n"), markers: markers, warnings: warnings)
    }

    /// `@Image(source: "x.png", alt: "…")` as `![…](<path>)`, the alt text's punctuation escaped so it stays text.
    private static func image(
        _ header: DirectiveHeader, line: Int, path imagePath: (String) -> String?, warnings: inout [Warning]
    ) -> String {
        guard let source = header.argument("source"), let path = imagePath(source) else {
            warnings.append(
                Warning(
                    line: line,
                    message:
                        "@Image source `\(header.argument("source") ?? "")` is not a file of this catalog; the image "
                        + "is left out"
                ))
            return ""
        }
        let alt = (header.argument("alt") ?? "").map { character in
            character.isASCII && character.isPunctuationOrSymbol ? "\\\(character)" : String(character)
        }.joined()
        let destination = path.map { "<>\\".contains($0) ? "\\\($0)" : String($0) }.joined()
        return "![\(alt)](<\(destination)>)"
    }

    private static func indentation(of line: Substring) -> Int {
        var columns = 0
        for character in line {
            if character == " " { columns += 1 } else if character == "\t" { columns += 4 - columns % 4 } else { break }
        }
        return columns
    }

    /// `line` with up to `columns` columns of indentation removed.
    private static func unindented(_ line: Substring, by columns: Int) -> Substring {
        var removed = 0
        var rest = line
        while removed < columns, let first = rest.first, first == " " || first == "\t" {
            removed += first == " " ? 1 : 4 - removed % 4
            rest = rest.dropFirst()
        }
        return rest
    }

    private static func opensFence(_ trimmed: Substring) -> (character: Character, length: Int)? {
        guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
        let length = trimmed.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        // A backtick fence's info string holds no backtick; otherwise the line is a code span.
        if first == "`", trimmed.dropFirst(length).contains("`") { return nil }
        return (first, length)
    }

    private static func closesFence(_ text: Substring, _ fence: (character: Character, length: Int)) -> Bool {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }.trimmingSuffixWhitespace
        return trimmed.count >= fence.length && trimmed.allSatisfy { $0 == fence.character }
    }
}

private extension Character {
    var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
}
