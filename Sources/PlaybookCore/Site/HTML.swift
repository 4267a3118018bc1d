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

    /// Text made safe inside an inline `<script>`: `</script>` and `<!--` cannot
    /// end or confuse the element once `<` and `>` are escaped as JSON does.
    static func scriptSafeJSON(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028")
            .replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }
}
