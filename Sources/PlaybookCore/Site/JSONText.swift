/// JSON written straight into bytes, escaped as Foundation's `JSONEncoder` escapes it with
/// `.withoutEscapingSlashes`: the search index holds all of a site's prose, and encoding it through `Codable`
/// was a tenth of a site build.
enum JSONText {
    /// `text` as a JSON string literal, quotes included, onto `json`.
    static func appendString(_ text: String, to json: inout [UInt8]) {
        json.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
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
            default: json.append(byte)
            }
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
