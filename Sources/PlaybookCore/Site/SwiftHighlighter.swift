import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift at build time from swift-syntax's own classification, so
/// the site needs no JavaScript highlighter and colours code the way the
/// compiler reads it. Placeholder tokens (`{Screen}`) and the values that
/// replaced them are marked so readers see what to change.
struct SwiftHighlighter: Sendable {
    let placeholders: PlaceholderSet

    /// The guide's code as written, placeholders marked `ph`.
    func highlightTemplate(_ template: String) -> String {
        let parseable = parseableTemplate(template)
        return render(display: template, parsed: parseable.text, marks: parseable.marks, markClass: "ph")
    }

    /// Code instantiated with a sample, the filled-in values marked `ph-value`.
    func highlightInstantiated(_ result: Instantiator.Result) -> String {
        render(display: result.text, parsed: result.text, marks: Self.absoluteRanges(result), markClass: "ph-value")
    }

    /// Plain instantiated code (as compiled, no source map at hand).
    func highlight(_ code: String) -> String {
        render(display: code, parsed: code, marks: [], markClass: "")
    }

    /// Any text (a target path), escaped, its placeholder tokens marked `ph`; not parsed as Swift.
    func markPlaceholders(_ text: String) -> String {
        let parseable = parseableTemplate(text)
        return render(display: text, parsed: nil, marks: parseable.marks, markClass: "ph")
    }

    /// The names in the code: identifiers and types, for the search index.
    func identifiers(in code: String) -> Set<String> {
        let bytes = Array(code.utf8)
        var names = Set<String>()
        for range in Parser.parse(source: code).classifications where range.kind == .identifier || range.kind == .type {
            names.insert(String(decoding: bytes[range.offset..<range.endOffset], as: UTF8.self))
        }
        return names
    }

    /// Every placeholder token swapped for an identifier of the same byte
    /// length (`{Screen}` becomes `XScreenX`, `{screen}` `xScreenX`), so the
    /// parser sees a type name where the guide means one, the capital still
    /// tells types from values, and byte offsets still match the template.
    private func parseableTemplate(_ template: String) -> (text: String, marks: [Range<Int>]) {
        let standIns = PlaybookConfig.Sample(
            name: "template", values: Dictionary(uniqueKeysWithValues: placeholders.names.map { ($0, "X\($0)X") })
        )
        let result = Instantiator(placeholders: placeholders, sample: standIns).instantiate(template)
        guard result.text.utf8.count == template.utf8.count else { return (template, []) }
        return (result.text, Self.absoluteRanges(result))
    }

    /// The source map's per-line replacements as byte ranges of the whole text.
    private static func absoluteRanges(_ result: Instantiator.Result) -> [Range<Int>] {
        var lineStarts = [0]
        for (offset, byte) in result.text.utf8.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(offset + 1)
        }
        return result.sourceMap.replacements.flatMap { line, replacements in
            replacements.compactMap { replacement -> Range<Int>? in
                guard line < lineStarts.count else { return nil }
                return (lineStarts[line] + replacement.instantiatedStart)..<(lineStarts[line] + replacement.instantiatedEnd)
            }
        }
    }

    /// Spans over `display`'s bytes, classified from `parsed` (the same length) when given.
    private func render(display: String, parsed: String?, marks: [Range<Int>], markClass: String) -> String {
        let bytes = Array(display.utf8)
        var classes = [UInt8](repeating: 0, count: bytes.count)
        let parsedBytes = Array((parsed ?? "").utf8)
        let classifications = parsed.map { Array(Parser.parse(source: $0).classifications) } ?? []
        for range in classifications where range.offset < parsedBytes.count {
            let code = Self.classCode(range.kind, firstByte: parsedBytes[range.offset])
            guard code != 0 else { continue }
            for offset in range.offset..<min(range.endOffset, bytes.count) { classes[offset] = code }
        }
        var marked = [Bool](repeating: false, count: bytes.count)
        for range in marks {
            for offset in range.clamped(to: 0..<bytes.count) { marked[offset] = true }
        }
        var html = ""
        html.reserveCapacity(bytes.count * 2)
        var start = 0
        while start < bytes.count {
            var end = start + 1
            while end < bytes.count, classes[end] == classes[start], marked[end] == marked[start] { end += 1 }
            let text = HTML.escape(String(decoding: bytes[start..<end], as: UTF8.self))
            var names: [String] = []
            if let name = Self.classNames[Int(classes[start])] { names.append(name) }
            if marked[start] { names.append(markClass) }
            html += names.isEmpty ? text : "<span class=\"\(names.joined(separator: " "))\">\(text)</span>"
            start = end
        }
        return html
    }

    /// CSS classes by code; 0 means unstyled.
    private static let classNames: [String?] = [nil, "hl-k", "hl-t", "hl-s", "hl-n", "hl-c", "hl-a", "hl-d", "hl-l"]

    private static func classCode(_ kind: SyntaxClassification, firstByte: UInt8) -> UInt8 {
        switch kind {
        case .keyword: return 1
        case .type: return 2
        case .identifier:
            // Classification calls a type used in an expression an identifier; a capital
            // letter is how Swift code tells them apart, so colour it as a type.
            return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(firstByte) ? 2 : 0
        case .stringLiteral, .regexLiteral: return 3
        case .integerLiteral, .floatLiteral: return 4
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return 5
        case .attribute: return 6
        case .ifConfigDirective: return 7
        case .argumentLabel: return 8
        default: return 0
        }
    }
}
