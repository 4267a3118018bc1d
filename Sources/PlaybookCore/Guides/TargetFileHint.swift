import Foundation

/// Finds where a guide says a block's code goes. The forms, strongest first:
/// a `file=PATH` attribute; a first-line comment `// Sources/…/X.swift`; a
/// paragraph just before the block with a code span ending in `.swift`
/// ("Create `Sources/…/X.swift`:"); a heading naming the file and its folder
/// ("### X.swift — `Sources/…/`"). Placeholders stay as written.
enum TargetFileHint {
    static func resolve(attributes: [String], code: String, previous: MarkdownNode?, heading: String?) -> String? {
        if let explicit = attributes.first(where: { $0.hasPrefix("file=") }) {
            return String(explicit.dropFirst("file=".count))
        }
        return fromFirstLineComment(code) ?? previous.flatMap(fromPrecedingParagraph) ?? heading
    }

    /// `// Sources/Feature/X.swift`, optionally labelled `// File: …` or `// Path: …`.
    static func fromFirstLineComment(_ code: String) -> String? {
        guard let firstLine = code.split(separator: "\n", maxSplits: 1).first else { return nil }
        let trimmed = firstLine.trimmingWhitespaceScalars()
        guard trimmed.hasPrefix("//") else { return nil }
        var text = trimmed.dropFirst(2).trimmingWhitespaceScalars()
        for label in ["File:", "Path:", "file:", "path:"] where text.hasPrefix(label) {
            text = text.dropFirst(label.count).trimmingWhitespaceScalars()
        }
        return isSwiftPath(text) ? text : nil
    }

    /// The paragraph right before the block, or the last paragraph of a list
    /// right before it ("1. Create `X.swift`:" followed by an unindented fence).
    static func fromPrecedingParagraph(_ previous: MarkdownNode) -> String? {
        var candidate = previous
        while case .list = candidate.kind, let item = candidate.children.last, let last = item.children.last {
            candidate = last
        }
        guard candidate.kind == .paragraph else { return nil }
        return codeSpans(in: candidate).first(where: isSwiftPath)
    }

    /// A heading holding a code span that is a Swift path, or a Swift file name
    /// and a code span that is its folder (`{Screen}ViewModel.swift — \`Sources/…/\``).
    static func fromHeading(_ heading: MarkdownNode) -> String? {
        let spans = codeSpans(in: heading)
        if let path = spans.first(where: isSwiftPath) { return path }
        guard let folder = spans.first(where: { $0.hasSuffix("/") }) else { return nil }
        let words = heading.children
            .filter { $0.kind == .text }
            .flatMap { ($0.literal ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }) }
            .map(String.init)
        guard let file = words.first(where: isSwiftPath) else { return nil }
        return folder + file
    }

    private static func codeSpans(in node: MarkdownNode) -> [String] {
        node.descendants().filter { $0.kind == .code }.compactMap(\.literal)
    }

    private static func isSwiftPath(_ text: String) -> Bool {
        text.hasSuffix(".swift") && text.count > ".swift".count && !text.contains(" ")
    }
}
