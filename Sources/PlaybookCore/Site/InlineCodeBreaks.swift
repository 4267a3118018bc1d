/// Where inline code may wrap: after a `/`, before a `.` and between the words of a camel-case name, each
/// marked `<wbr>`; a hyphen is held to the character after it, so `viewmodel-list.md` never wraps as if
/// hyphenated. A path or a type name then wraps where a reader would split it, not inside a word (the
/// stylesheet still breaks a word that alone overflows the line). Works on the span's HTML, its
/// placeholders already marked, leaving tags and entities whole: `<wbr>` and a span add no character,
/// so copying and finding the text see it as written.
enum InlineCodeBreaks {
    static func marking(_ html: String) -> String {
        let pieces = Self.pieces(of: html)
        // The characters a reader sees, with the piece each comes from.
        let visible = pieces.indices.compactMap { index in pieces[index].character.map { (index, $0) } }
        var breakBefore = Set<Int>()
        var heldHyphens = Set<Int>()
        for position in visible.indices.dropFirst() {
            let beforePrevious = position > 1 ? visible[position - 2].1 : nil
            let previous = visible[position - 1].1
            let character = visible[position].1
            let next = position + 1 < visible.count ? visible[position + 1].1 : nil
            // Between path components (`Sources/Feature`), not in `</i>` or `//`.
            let afterSlash =
                previous == "/" && beforePrevious.map(Self.endsAName) == true && Self.startsAName(character)
            // Before an extension or a member (`List.md`, `model.state`), not in `1.0` or `...`.
            let beforeDot =
                character == "." && Self.endsAName(previous) && !previous.isNumber && next?.isLetter == true
            let camel =
                character.isUppercase
                && (previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true))
            if afterSlash || beforeDot || camel {
                // Outside a placeholder's mark when it starts or ends there: the page refills a mark's text.
                var place = visible[position - 1].0 + 1
                while place < visible[position].0, pieces[place].text.hasPrefix("</") { place += 1 }
                breakBefore.insert(place)
            }
            if previous == "-", character.isLetter || character.isNumber,
                visible[position].0 == visible[position - 1].0 + 1
            {
                heldHyphens.insert(visible[position - 1].0)
            }
        }
        var html = ""
        var index = 0
        while index < pieces.count {
            if breakBefore.contains(index) { html += "<wbr>" }
            if heldHyphens.contains(index) {
                html += "<span class=\"no-break\">\(pieces[index].text)\(pieces[index + 1].text)</span>"
                index += 2
                continue
            }
            html += pieces[index].text
            index += 1
        }
        return html
    }

    /// The last character of a name, a call or a placeholder: `e`, `9`, `_`, `)`, `]`, `}`, `>`.
    private static func endsAName(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "_)]}>".contains(character)
    }

    /// The first character of a name or a placeholder: `S`, `_`, `{`, `[`, `<`.
    private static func startsAName(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "_{[<".contains(character)
    }

    /// A tag, an entity or one character of `html`; `character` is what a reader sees, nil for a tag.
    private struct Piece {
        var text: Substring
        var character: Character?
    }

    private static let entities: [Substring: Character] = [
        "&lt;": "<", "&gt;": ">", "&amp;": "&", "&quot;": "\"", "&#39;": "'",
    ]

    private static func pieces(of html: String) -> [Piece] {
        var pieces: [Piece] = []
        var start = html.startIndex
        while start < html.endIndex {
            let character = html[start]
            var end = html.index(after: start)
            if character == "<" || character == "&",
                let close = html[start...].firstIndex(of: character == "<" ? ">" : ";")
            {
                end = html.index(after: close)
            }
            let text = html[start..<end]
            let shown: Character? = character == "<" ? nil : character == "&" ? entities[text] ?? "&" : character
            pieces.append(Piece(text: text, character: shown))
            start = end
        }
        return pieces
    }
}
