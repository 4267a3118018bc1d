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

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// JSON made safe to load as a script: no `</script>` or `<!--` can end or
    /// confuse the element, and the two line separators JavaScript once
    /// rejected in strings are escaped. One pass, since the index is large.
    static func scriptSafeJSON(_ json: String) -> String {
        var safe = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": safe.append(contentsOf: "\\u003c".unicodeScalars)
            case ">": safe.append(contentsOf: "\\u003e".unicodeScalars)
            case "&": safe.append(contentsOf: "\\u0026".unicodeScalars)
            case "\u{2028}": safe.append(contentsOf: "\\u2028".unicodeScalars)
            case "\u{2029}": safe.append(contentsOf: "\\u2029".unicodeScalars)
            default: safe.append(scalar)
            }
        }
        return String(safe)
    }
}
