/// JSON written straight into bytes, escaped as Foundation's `JSONEncoder` escapes it with
/// `.withoutEscapingSlashes`, and made safe to load as a script as `HTML.scriptSafeJSON` makes it: the search
/// index holds all of a site's prose, and encoding it through `Codable` was a tenth of a site build. Escaping
/// for the script in the same pass spares a second pass over the whole index.
enum JSONText {
    /// `text` as a JSON string literal, quotes included, onto `json`.
    static func appendString(_ text: String, to json: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendString(bytes: $0, to: &json) }
    }

    private static func appendString(bytes: UnsafeBufferPointer<UInt8>, to json: inout [UInt8]) {
        json.append(UInt8(ascii: "\""))
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): json += #"\""#.utf8
            case UInt8(ascii: "\\"): json += #"\\"#.utf8
            case 0x08: json += #"\b"#.utf8
            case 0x09: json += #"\t"#.utf8
            case 0x0A: json += #"\n"#.utf8
            case 0x0C: json += #"\f"#.utf8
            case 0x0D: json += #"\r"#.utf8
            case 0..<0x20:
                json += #"\u00"#.utf8
                json.append(hexDigits[Int(byte >> 4)])
                json.append(hexDigits[Int(byte & 0x0F)])
            // What the script must not hold as written: `</script>`, `<!--`, and the two line separators
            // JavaScript once rejected in strings, U+2028 and U+2029 (E2 80 A8 and E2 80 A9 in UTF-8).
            case UInt8(ascii: "<"): json += #"\u003c"#.utf8
            case UInt8(ascii: ">"): json += #"\u003e"#.utf8
            case UInt8(ascii: "&"): json += #"\u0026"#.utf8
            case 0xE2
            where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                json += (bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8
                index += 2
            default: json.append(byte)
            }
            index += 1
        }
        json.append(UInt8(ascii: "\""))
    }

    /// `strings` as a JSON array onto `json`.
    static func appendArray(_ strings: [String], to json: inout [UInt8]) {
        json.append(UInt8(ascii: "["))
        for (position, string) in strings.enumerated() {
            if position > 0 { json.append(UInt8(ascii: ",")) }
            appendString(string, to: &json)
        }
        json.append(UInt8(ascii: "]"))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
