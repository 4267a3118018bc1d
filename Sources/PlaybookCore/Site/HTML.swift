/// Escaping for text put into HTML. Everything a guide says reaches the page
/// through here or through cmark-gfm, so no guide text becomes markup.
enum HTML {
    /// Escapes text for element content and for double- or single-quoted attributes.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
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
