/// Escaping for text put into HTML. Everything a guide says reaches the page
/// through here or through cmark-gfm, so no guide text becomes markup.
enum HTML {
    /// Escapes text for element content and for double- or single-quoted attributes.
    static func escape(_ text: String) -> String {
        // Most text has nothing to escape: then it is returned as it is, uncopied.
        guard text.utf8.contains(where: needsEscape) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text.utf8, to: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// `bytes` (UTF-8) escaped onto `html`; the characters escaped are ASCII, so no multi-byte character is split.
    static func appendEscaped<Bytes: Sequence<UInt8>>(_ bytes: Bytes, to html: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): html += "&amp;".utf8
            case UInt8(ascii: "<"): html += "&lt;".utf8
            case UInt8(ascii: ">"): html += "&gt;".utf8
            case UInt8(ascii: "\""): html += "&quot;".utf8
            case UInt8(ascii: "'"): html += "&#39;".utf8
            default: html.append(byte)
            }
        }
    }

    /// `number` in decimal onto `html`, without making a string of it.
    static func appendDecimal(_ number: Int, to html: inout [UInt8]) {
        guard number >= 0 else {
            html += String(number).utf8
            return
        }
        guard number >= 10 else {
            html.append(UInt8(ascii: "0") + UInt8(number))
            return
        }
        appendDecimal(number / 10, to: &html)
        html.append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// JSON made safe to load as a script: no `</script>` or `<!--` can end or
    /// confuse the element, and the two line separators JavaScript once
    /// rejected in strings are escaped. One pass, since the index is large.
    static func scriptSafeJSON(_ json: String) -> String {
        let source = Array(json.utf8)
        var safe: [UInt8] = []
        safe.reserveCapacity(source.count + source.count / 16)
        var index = 0
        while index < source.count {
            let byte = source[index]
            switch byte {
            case UInt8(ascii: "<"): safe += Array("\\u003c".utf8)
            case UInt8(ascii: ">"): safe += Array("\\u003e".utf8)
            case UInt8(ascii: "&"): safe += Array("\\u0026".utf8)
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2
            where index + 2 < source.count && source[index + 1] == 0x80
                && (source[index + 2] == 0xA8 || source[index + 2] == 0xA9):
                safe += Array((source[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                index += 2
            default: safe.append(byte)
            }
            index += 1
        }
        return String(decoding: safe, as: UTF8.self)
    }
}
