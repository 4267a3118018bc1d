import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift at build time from swift-syntax's own classification, so
/// the site needs no JavaScript highlighter and colours code the way the
/// compiler reads it. Placeholder tokens (`{Screen}`) and the values that
/// replaced them are marked so readers see what to change.
struct SwiftHighlighter: Sendable {
    /// A block's template classified once; every sample's instantiation is
    /// coloured from it, because filling placeholders changes no token's kind.
    struct ClassifiedTemplate: Sendable {
        let text: String
        /// Where each line of `text` starts, in UTF-8 bytes: every sample's instantiation is mapped back by line.
        let lineStarts: [Int]
        /// A class code per UTF-8 byte of `text` (0: unstyled).
        let classes: [UInt8]
        /// Byte ranges of the placeholder tokens.
        let placeholders: [Range<Int>]
        /// The name each of `placeholders` stands for (`Name`, or a derived `name`).
        let placeholderNames: [String]
    }

    /// Guide line numbers for a block's code, and the places its errors point at. Lines are anchored and
    /// linked by their guide line; the number shown counts from 1, the line in the file the block writes:
    /// `playbook new` writes a target file from one block whole (the latest that writes it), so the block's
    /// first line is its file's first line, and a block without a file is read on its own.
    struct Lines: Sendable {
        /// The guide line of the code's first line.
        var first: Int
        /// Guide lines holding an error.
        var failing: Set<Int> = []
        /// Byte ranges of the code to mark as an error's place.
        var errorMarks: [Range<Int>] = []
        /// Whether lines get `id="L<line>"`; only one view of a block may, so ids stay unique on the page.
        var anchored = false

        /// The number shown for a guide line of the code: its line in the block's file.
        func number(ofGuideLine line: Int) -> Int { line - first + 1 }
    }

    let placeholders: PlaceholderSet
    /// Fills every placeholder with a stand-in of its own length (see `parseableTemplate`).
    private let standIns: Instantiator
    /// Each stand-in's placeholder name: the stand-ins are unique, so the text a mark covers tells which.
    private let nameOfStandIn: [String: String]
    /// The bytes a placeholder can start with: each form's opening, and `<` for Xcode's `<#name#>`.
    private let placeholderOpenings: [UInt8]
    /// Templates already classified in this build: the same block appears for
    /// every sample, and books repeat snippets, while parsing is the costly part.
    private let classified = SharedCache<String, ClassifiedTemplate>()
    /// Texts already marked in this build: a book's prose and paths repeat the same placeholder phrases.
    private let markedTexts = SharedCache<String, String>()

    init(placeholders: PlaceholderSet) {
        self.placeholders = placeholders
        let sample = PlaybookConfig.Sample(
            name: "template", values: Dictionary(uniqueKeysWithValues: placeholders.names.map { ($0, "X\($0)X") })
        )
        standIns = Instantiator(placeholders: placeholders, sample: sample)
        nameOfStandIn = Dictionary(
            placeholders.values(for: sample).map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        placeholderOpenings = [UInt8(ascii: "<")] + placeholders.forms.compactMap(\.opening.asciiValue)
    }

    private func mayOpenPlaceholder(_ byte: UInt8) -> Bool { placeholderOpenings.contains(byte) }

    /// Whether `text` holds a byte a placeholder can open with; `markPlaceholders` only escapes a text without one.
    func mayHoldPlaceholder(_ text: String) -> Bool { text.utf8.contains(where: mayOpenPlaceholder) }

    func classify(template: String) -> ClassifiedTemplate {
        classified.value(for: template) {
            let parseable = parseableTemplate(template)
            return ClassifiedTemplate(
                text: template, lineStarts: Self.lineStarts(Array(template.utf8)),
                classes: Self.classes(of: parseable.text),
                placeholders: parseable.marks, placeholderNames: parseable.names
            )
        }
    }

    /// The guide's code as written, placeholders marked `ph`.
    func highlightTemplate(_ template: ClassifiedTemplate, lines: Lines? = nil) -> String {
        Self.render(
            Array(template.text.utf8), classes: template.classes, marks: template.placeholders, openings: .template,
            markNames: template.placeholderNames, lines: lines
        )
    }

    /// The template instantiated with a sample, the filled-in values marked `ph-value`.
    func highlightInstantiated(
        _ result: Instantiator.Result, from template: ClassifiedTemplate, lines: Lines? = nil
    ) -> String {
        let numbering = lines
        let bytes = Array(result.text.utf8)
        let templateLines = template.lineStarts
        let lines = Self.lineStarts(bytes)
        var classes = [UInt8](repeating: 0, count: bytes.count)
        for (line, start) in lines.enumerated() {
            let end = line + 1 < lines.count ? lines[line + 1] : bytes.count
            let templateStart = line < templateLines.count ? templateLines[line] : template.classes.count
            let replacements = result.sourceMap.replacements[line] ?? []
            var shift = 0
            var next = 0
            for offset in 0..<(end - start) {
                while next < replacements.count, offset >= replacements[next].instantiatedEnd {
                    shift = replacements[next].guideEnd - replacements[next].instantiatedEnd
                    next += 1
                }
                let inValue = next < replacements.count && offset >= replacements[next].instantiatedStart
                let templateOffset = templateStart + (inValue ? replacements[next].guideStart : offset + shift)
                if templateOffset < template.classes.count {
                    classes[start + offset] = template.classes[templateOffset]
                }
            }
        }
        return Self.render(
            bytes, classes: classes, marks: Self.valueRanges(result, lineStarts: lines), openings: .instantiated,
            lines: numbering)
    }

    /// Code as compiled, with no template at hand.
    func highlight(_ code: String) -> String {
        Self.render(Array(code.utf8), classes: Self.classes(of: code), marks: [], openings: .unmarked)
    }

    /// A declaration as the compiler split it into fragments, coloured by their kinds: nothing to parse, for
    /// the thousands of symbol pages a catalog may have.
    func highlight(_ declaration: [SymbolGraph.Fragment]) -> String {
        var bytes: [UInt8] = []
        var classes: [UInt8] = []
        var afterLabel = false
        for fragment in declaration {
            let spelling = Array(fragment.spelling.utf8)
            bytes += spelling
            guard fragment.kind != "text" else {
                classes += Self.classes(ofDeclarationText: spelling)
                continue
            }
            // A parameter's only name (`lhs` in `(lhs: Self)`) is its label too, which a parse colours so.
            let value = fragment.kind == "internalParam" && !afterLabel ? 8 : Self.classCode(fragment)
            afterLabel = fragment.kind == "externalParam"
            // A fragment may carry the space after it (`@escaping `): the space stays uncoloured, as a parse leaves it.
            let coloured = spelling.lastIndex { $0 != UInt8(ascii: " ") }.map { $0 + 1 } ?? 0
            classes += [UInt8](repeating: value, count: coloured)
            classes += [UInt8](repeating: 0, count: spelling.count - coloured)
        }
        return Self.render(bytes, classes: classes, marks: [], openings: .unmarked)
    }

    /// Any text (a target path), escaped, its placeholder tokens marked `ph`; not parsed as Swift.
    /// Each mark carries `data-ph`, its placeholder's name, so the page's script can fill it with the reader's choice.
    func markPlaceholders(_ text: String) -> String {
        // Most prose holds no placeholder's opening character: then there is nothing to mark.
        guard mayHoldPlaceholder(text) else { return HTML.escape(text) }
        return markedTexts.value(for: text) {
            let bytes = Array(text.utf8)
            let parseable = parseableTemplate(text)
            return Self.render(
                bytes, classes: [UInt8](repeating: 0, count: bytes.count), marks: parseable.marks,
                openings: .template, markNames: parseable.names
            )
        }
    }

    /// Every placeholder token swapped for an identifier of the same byte
    /// length (`{Screen}` becomes `XScreenX`, `{screen}` `xScreenX`), so the
    /// parser sees a type name where the guide means one, the capital still
    /// tells types from values, and byte offsets still match the template.
    private func parseableTemplate(_ template: String) -> (text: String, marks: [Range<Int>], names: [String]) {
        let result = standIns.instantiate(template)
        guard result.text.utf8.count == template.utf8.count else { return (template, [], []) }
        let bytes = Array(result.text.utf8)
        let marks = Self.valueRanges(result, lineStarts: Self.lineStarts(bytes)).sorted {
            $0.lowerBound < $1.lowerBound
        }
        let names = marks.map {
            nameOfStandIn[String(decoding: bytes[$0.clamped(to: 0..<bytes.count)], as: UTF8.self)] ?? ""
        }
        return (result.text, marks, names)
    }

    /// The byte range of the token at 1-based UTF-8 `column` of 0-based `line`
    /// of `text`: an identifier, number or placeholder, else one character; nil off the text.
    static func tokenRange(in text: String, line: Int, column: Int) -> Range<Int>? {
        let bytes = Array(text.utf8)
        let starts = lineStarts(bytes)
        guard line >= 0, line < starts.count, column >= 1 else { return nil }
        let lineEnd = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
        let start = starts[line] + column - 1
        guard start < lineEnd else { return nil }
        // Braces count as part of a name, so `{Name}ViewModel` in a template is marked whole.
        let isWordByte = { (byte: UInt8) in
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte >= 0x80
                || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
        var first = start
        var end = start + 1
        if isWordByte(bytes[start]) {
            // From the start of the name the column falls in (a column inside a placeholder's value maps into the
            // placeholder).
            while first > starts[line], isWordByte(bytes[first - 1]) { first -= 1 }
            while end < lineEnd, isWordByte(bytes[end]) { end += 1 }
        }
        return first..<end
    }

    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts
    }

    /// The source map's per-line replacements as byte ranges of the whole text.
    private static func valueRanges(_ result: Instantiator.Result, lineStarts: [Int]) -> [Range<Int>] {
        result.sourceMap.replacements.flatMap { line, replacements in
            replacements.compactMap { replacement -> Range<Int>? in
                guard line < lineStarts.count else { return nil }
                let start = lineStarts[line]
                return (start + replacement.instantiatedStart)..<(start + replacement.instantiatedEnd)
            }
        }
    }

    /// A class code per byte of `code`, from one parse.
    private static func classes(of code: String) -> [UInt8] {
        let bytes = Array(code.utf8)
        var classes = [UInt8](repeating: 0, count: bytes.count)
        for range in Parser.parse(source: code).classifications where range.range.lowerBound.utf8Offset < bytes.count {
            let value = classCode(range.kind, firstByte: bytes[range.range.lowerBound.utf8Offset])
            guard value != 0 else { continue }
            for offset in range.range.lowerBound.utf8Offset..<min(range.range.upperBound.utf8Offset, bytes.count) {
                classes[offset] = value
            }
        }
        return classes
    }

    /// Spans over `bytes`, one per run of equal class and mark; with `lines`,
    /// each line is wrapped in `<span class="line" data-line="N" data-number="n">` (runs
    /// never cross a line) so the page can number the lines and mark and link the guide's.
    private static func render(
        _ bytes: [UInt8], classes: [UInt8], marks: [Range<Int>], openings: SpanOpenings, markNames: [String] = [],
        lines: Lines? = nil
    ) -> String {
        // The mark's position plus one, so two marks side by side stay two spans; 0 is unmarked.
        var marked = [Int](repeating: 0, count: bytes.count)
        for (position, range) in marks.enumerated() {
            for offset in range.clamped(to: 0..<bytes.count) { marked[offset] = position + 1 }
        }
        var errors = [Bool](repeating: false, count: bytes.count)
        for range in lines?.errorMarks ?? [] {
            for offset in range.clamped(to: 0..<bytes.count) { errors[offset] = true }
        }
        // Built as bytes from tags made once: a site renders every block once per sample, and string
        // interpolation per token dominated its build.
        let escapedMarkNames = markNames.map { Array(HTML.escape($0).utf8) }
        var html: [UInt8] = []
        html.reserveCapacity(bytes.count * 3)
        var lineNumber = lines?.first ?? 0
        var start = 0
        var atLineStart = true
        while start < bytes.count {
            if let lines, atLineStart {
                html +=
                    lines.failing.contains(lineNumber)
                    ? #"<span class="line line-error" "#.utf8 : #"<span class="line" "#.utf8
                html += #"data-line=""#.utf8
                HTML.appendDecimal(lineNumber, to: &html)
                html += #"" data-number=""#.utf8
                HTML.appendDecimal(lines.number(ofGuideLine: lineNumber), to: &html)
                html.append(UInt8(ascii: "\""))
                if lines.anchored {
                    html += #" id="L"#.utf8
                    HTML.appendDecimal(lineNumber, to: &html)
                    html.append(UInt8(ascii: "\""))
                }
                html.append(UInt8(ascii: ">"))
                atLineStart = false
            }
            if lines != nil, bytes[start] == UInt8(ascii: "\n") {
                html += "</span>\n".utf8
                lineNumber += 1
                atLineStart = true
                start += 1
                continue
            }
            let style = classes[start]
            let mark = marked[start]
            let error = errors[start]
            var end = start + 1
            while end < bytes.count, classes[end] == style, marked[end] == mark, errors[end] == error,
                lines == nil || bytes[end] != UInt8(ascii: "\n")
            { end += 1 }
            if let opening = openings.tag(class: style, marked: mark > 0, error: error) {
                html += opening
                if mark > 0, mark <= escapedMarkNames.count, !escapedMarkNames[mark - 1].isEmpty {
                    html += #" data-ph=""#.utf8
                    html += escapedMarkNames[mark - 1]
                    html.append(UInt8(ascii: "\""))
                }
                html.append(UInt8(ascii: ">"))
                HTML.appendEscaped(bytes[start..<end], to: &html)
                html += "</span>".utf8
            } else {
                HTML.appendEscaped(bytes[start..<end], to: &html)
            }
            start = end
        }
        if lines != nil, !atLineStart { html += "</span>".utf8 }
        return String(decoding: html, as: UTF8.self)
    }

    /// The opening `<span class="…"` of each styled run, without its closing `>`: the class names of every
    /// combination of class code, mark and error, made once rather than once per token.
    private struct SpanOpenings {
        /// Placeholders of a template, marked `ph`.
        static let template = SpanOpenings(markClass: "ph")
        /// The values a sample filled in, marked `ph-value`.
        static let instantiated = SpanOpenings(markClass: "ph-value")
        /// Code with nothing to mark.
        static let unmarked = SpanOpenings(markClass: "")

        private var tags: [[UInt8]?]

        init(markClass: String) {
            tags = []
            for code in classNames.indices {
                for marked in [false, true] {
                    for error in [false, true] {
                        var names: [String] = []
                        if let name = classNames[code] { names.append(name) }
                        if marked { names.append(markClass) }
                        if error { names.append("error-mark") }
                        tags.append(names.isEmpty ? nil : Array("<span class=\"\(names.joined(separator: " "))\"".utf8))
                    }
                }
            }
        }

        /// Nil for a run with no class, mark or error: it is written as plain escaped text.
        func tag(class code: UInt8, marked: Bool, error: Bool) -> [UInt8]? {
            tags[Int(code) * 4 + (marked ? 2 : 0) + (error ? 1 : 0)]
        }
    }

    /// CSS classes by code; 0 means unstyled.
    private static let classNames: [String?] = [nil, "hl-k", "hl-t", "hl-s", "hl-n", "hl-c", "hl-a", "hl-d", "hl-l"]

    /// A text fragment is punctuation, and a parameter's default value (` = Int.max, `, ` = true`, ` = ""`):
    /// its words and numbers get the classes a parse gives them.
    private static func classes(ofDeclarationText text: [UInt8]) -> [UInt8] {
        var classes = [UInt8](repeating: 0, count: text.count)
        var start = 0
        while start < text.count {
            let isWordByte = { (byte: UInt8) in
                byte == UInt8(ascii: "_") || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                    || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            }
            if text[start] == UInt8(ascii: "\"") {
                let end = text[(start + 1)...].firstIndex(of: UInt8(ascii: "\"")).map { $0 + 1 } ?? text.count
                for offset in start..<end { classes[offset] = 3 }
                start = end
                continue
            }
            guard isWordByte(text[start]) else {
                start += 1
                continue
            }
            var end = start + 1
            while end < text.count, isWordByte(text[end]) || text[end] == UInt8(ascii: ".") && text[start] <= 0x39 {
                end += 1
            }
            let word = String(decoding: text[start..<end], as: UTF8.self)
            let value: UInt8 =
                text[start] <= UInt8(ascii: "9")
                ? 4
                : Self.textKeywords.contains(word) ? 1 : classCode(.identifier, firstByte: text[start])
            for offset in start..<end { classes[offset] = value }
            start = end
        }
        return classes
    }

    /// The keywords a text fragment may hold: in a default value, or before a type the compiler
    /// left in the text (`any Encoder`).
    private static let textKeywords: Set<String> = [
        "true", "false", "nil", "self", "Self", "Any", "any", "some", "inout", "borrowing", "consuming", "sending",
    ]

    /// The class of a declaration fragment, as `classCode(_:firstByte:)` gives its token when parsed.
    private static func classCode(_ fragment: SymbolGraph.Fragment) -> UInt8 {
        let firstByte = fragment.spelling.utf8.first ?? 0
        switch fragment.kind {
        case "keyword": return 1
        case "typeIdentifier": return ["Self", "Any"].contains(fragment.spelling) ? 1 : 2
        case "identifier", "genericParameter", "internalParam":
            return classCode(.identifier, firstByte: firstByte)
        case "externalParam": return fragment.spelling == "_" ? 0 : 8
        case "attribute": return 6
        case "string": return 3
        case "number": return 4
        default: return 0
        }
    }

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
