/// Where inline code may wrap: after a `/`, before a `.` and between the words of a camel-case name, each
/// marked `<wbr>`; a hyphen is held to the character after it, so `viewmodel-list.md` never wraps as if
/// hyphenated. A path or a type name then wraps where a reader would split it, not inside a word (the
/// stylesheet still breaks a word that alone overflows the line). Works on the span's HTML, its
/// placeholders already marked, leaving tags and entities whole: `<wbr>` and a span add no character,
/// so copying and finding the text see it as written.
///
/// It reads UTF-8 bytes: every inline code span of a site passes through it, and Unicode character properties
/// were a tenth of a site build. A letter outside ASCII ends or starts a name but has no case.
enum InlineCodeBreaks {
    static func marking(_ html: String) -> String {
        let bytes = Array(html.utf8)
        let pieces = Self.pieces(of: bytes)
        // The characters a reader sees, with the piece each comes from.
        var visible: [(piece: Int, kind: Kind)] = []
        visible.reserveCapacity(pieces.count)
        for (index, piece) in pieces.enumerated() where piece.kind != .tag { visible.append((index, piece.kind)) }
        var breakBefore = Set<Int>()
        var heldHyphens = Set<Int>()
        for position in visible.indices.dropFirst() {
            let beforePrevious = position > 1 ? visible[position - 2].kind : nil
            let previous = visible[position - 1].kind
            let character = visible[position].kind
            let next = position + 1 < visible.count ? visible[position + 1].kind : nil
            // Between path components (`Sources/Feature`), not in `</i>` or `//`.
            let afterSlash =
                previous == .byte(UInt8(ascii: "/")) && beforePrevious?.endsAName == true && character.startsAName
            // Before an extension or a member (`List.md`, `model.state`), not in `1.0` or `...`.
            let beforeDot =
                character == .byte(UInt8(ascii: ".")) && previous.endsAName && !previous.isDigit
                && next?.isLetter == true
            let camel =
                character.isUppercase
                && (previous.isLowercase || previous.isDigit || (previous.isUppercase && next?.isLowercase == true))
            if afterSlash || beforeDot || camel {
                // Outside a placeholder's mark when it starts or ends there: the page refills a mark's text.
                var place = visible[position - 1].piece + 1
                while place < visible[position].piece, pieces[place].isClosingTag(in: bytes) { place += 1 }
                breakBefore.insert(place)
            }
            if previous == .byte(UInt8(ascii: "-")), character.isLetter || character.isDigit,
                visible[position].piece == visible[position - 1].piece + 1
            {
                heldHyphens.insert(visible[position - 1].piece)
            }
        }
        guard !breakBefore.isEmpty || !heldHyphens.isEmpty else { return html }
        var marked: [UInt8] = []
        marked.reserveCapacity(bytes.count + 8 * breakBefore.count)
        var index = 0
        while index < pieces.count {
            if breakBefore.contains(index) { marked += "<wbr>".utf8 }
            if heldHyphens.contains(index) {
                marked += "<span class=\"no-break\">".utf8
                marked += bytes[pieces[index].range]
                marked += bytes[pieces[index + 1].range]
                marked += "</span>".utf8
                index += 2
                continue
            }
            marked += bytes[pieces[index].range]
            index += 1
        }
        return String(decoding: marked, as: UTF8.self)
    }

    /// What a piece is to a reader: a tag (nothing), an ASCII character (an entity counts as the one it
    /// stands for), or a character beyond ASCII.
    private enum Kind: Equatable {
        case tag
        case byte(UInt8)
        case otherLetter

        var isUppercase: Bool { if case .byte(let byte) = self { (65...90).contains(byte) } else { false } }
        var isLowercase: Bool { if case .byte(let byte) = self { (97...122).contains(byte) } else { false } }
        var isDigit: Bool { if case .byte(let byte) = self { (48...57).contains(byte) } else { false } }
        var isLetter: Bool { isUppercase || isLowercase || self == .otherLetter }

        /// The last character of a name, a call or a placeholder: `e`, `9`, `_`, `)`, `]`, `}`, `>`.
        var endsAName: Bool {
            if isLetter || isDigit { return true }
            if case .byte(let byte) = self { return "_)]}>".utf8.contains(byte) }
            return false
        }

        /// The first character of a name or a placeholder: `S`, `_`, `{`, `[`, `<`.
        var startsAName: Bool {
            if isLetter || isDigit { return true }
            if case .byte(let byte) = self { return "_{[<".utf8.contains(byte) }
            return false
        }
    }

    /// A tag, an entity or one character of the HTML, as a range of its bytes.
    private struct Piece {
        var range: Range<Int>
        var kind: Kind

        func isClosingTag(in bytes: [UInt8]) -> Bool {
            kind == .tag && range.count > 1 && bytes[range.lowerBound + 1] == UInt8(ascii: "/")
        }
    }

    private static let entities: [[UInt8]: UInt8] = [
        Array("&lt;".utf8): UInt8(ascii: "<"), Array("&gt;".utf8): UInt8(ascii: ">"),
        Array("&amp;".utf8): UInt8(ascii: "&"), Array("&quot;".utf8): UInt8(ascii: "\""),
        Array("&#39;".utf8): UInt8(ascii: "'"),
    ]

    private static func pieces(of bytes: [UInt8]) -> [Piece] {
        var pieces: [Piece] = []
        pieces.reserveCapacity(bytes.count)
        var start = 0
        while start < bytes.count {
            let byte = bytes[start]
            var end = start + 1
            var kind = Kind.byte(byte)
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&"),
                let close = bytes[start...].firstIndex(
                    of: byte == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: ";"))
            {
                end = close + 1
                kind = byte == UInt8(ascii: "<") ? .tag : .byte(entities[Array(bytes[start..<end])] ?? byte)
            } else if byte >= 0x80 {
                // A whole scalar: its continuation bytes follow.
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                kind = .otherLetter
            }
            pieces.append(Piece(range: start..<end, kind: kind))
            start = end
        }
        return pieces
    }
}
