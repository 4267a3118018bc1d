/// Reads JSON from its UTF-8 bytes in the order the document holds its values,
/// building only what the caller asks for and skipping the rest byte by byte.
/// Foundation's `JSONDecoder` maps the whole document before decoding any of
/// it; a symbol graph is tens of megabytes of which a site needs a fraction.
struct JSONScanner: ~Copyable {
    struct Failure: Error, CustomStringConvertible {
        /// Where the document stops being what was expected, from 0.
        var offset: Int
        var expected: String

        var description: String { "at byte \(offset): expected \(expected)" }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Reads an object, calling `member` with each key; `member` must read or skip the value.
    mutating func readObject(_ member: (inout JSONScanner, String) throws(Failure) -> Void) throws(Failure) {
        try expect(UInt8(ascii: "{"), "an object")
        if try next() == UInt8(ascii: "}") {
            offset += 1
            return
        }
        while true {
            let key = try readString()
            try expect(UInt8(ascii: ":"), "':' after a key")
            try member(&self, key)
            let separator = try next()
            offset += 1
            if separator == UInt8(ascii: "}") { return }
            guard separator == UInt8(ascii: ",") else { throw Failure(offset: offset - 1, expected: "',' or '}'") }
        }
    }

    /// Reads an array, calling `element` once per element; `element` must read or skip it.
    mutating func readElements(_ element: (inout JSONScanner) throws(Failure) -> Void) throws(Failure) {
        try expect(UInt8(ascii: "["), "an array")
        if try next() == UInt8(ascii: "]") {
            offset += 1
            return
        }
        while true {
            try element(&self)
            let separator = try next()
            offset += 1
            if separator == UInt8(ascii: "]") { return }
            guard separator == UInt8(ascii: ",") else { throw Failure(offset: offset - 1, expected: "',' or ']'") }
        }
    }

    /// Reads an array of values each read by `element`.
    mutating func readArray<Element>(
        of element: (inout JSONScanner) throws(Failure) -> Element
    ) throws(Failure)
        -> [Element]
    {
        var elements: [Element] = []
        try readElements { scanner throws(Failure) in elements.append(try element(&scanner)) }
        return elements
    }

    /// Consumes a `null` and says so; anything else is left to be read.
    mutating func readNull() throws(Failure) -> Bool {
        guard try next() == UInt8(ascii: "n") else { return false }
        try skipLiteral("null")
        return true
    }

    mutating func readString() throws(Failure) -> String {
        try expect(UInt8(ascii: "\""), "a string")
        let start = offset
        let quote = offset - 1
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset - 1]), as: UTF8.self)
            case UInt8(ascii: "\\"):
                return try readEscapedString(from: start)
            default:
                offset += 1
            }
        }
        throw Failure(offset: quote, expected: "the end of the string")
    }

    mutating func readInt() throws(Failure) -> Int {
        _ = try next()
        let start = offset
        var negative = false
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") {
            negative = true
            offset += 1
        }
        var value = 0
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
            let (multiplied, overflowed) = value.multipliedReportingOverflow(by: 10)
            guard !overflowed else { throw Failure(offset: start, expected: "an integer that fits in Int") }
            value = multiplied + Int(bytes[offset] - UInt8(ascii: "0"))
            offset += 1
        }
        guard offset > start + (negative ? 1 : 0) else { throw Failure(offset: start, expected: "an integer") }
        return negative ? -value : value
    }

    /// Skips one value of any kind without building it.
    mutating func skipValue() throws(Failure) {
        switch try next() {
        case UInt8(ascii: "{"):
            try readObject { scanner, _ throws(Failure) in try scanner.skipValue() }
        case UInt8(ascii: "["):
            try readElements { scanner throws(Failure) in try scanner.skipValue() }
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "t"):
            try skipLiteral("true")
        case UInt8(ascii: "f"):
            try skipLiteral("false")
        case UInt8(ascii: "n"):
            try skipLiteral("null")
        default:
            try skipNumber()
        }
    }

    /// A failure at the current place: a value read whole but not what was expected of it.
    func failure(expected: String) -> Failure {
        Failure(offset: offset, expected: expected)
    }

    /// Checks that nothing but whitespace follows the value read.
    mutating func expectEnd() throws(Failure) {
        skipWhitespace()
        guard offset == bytes.count else { throw Failure(offset: offset, expected: "the end of the document") }
    }

    /// The next byte that is not whitespace, not consumed.
    private mutating func next() throws(Failure) -> UInt8 {
        skipWhitespace()
        guard offset < bytes.count else { throw Failure(offset: offset, expected: "a value") }
        return bytes[offset]
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): offset += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard try next() == byte else { throw Failure(offset: offset, expected: what) }
        offset += 1
    }

    private mutating func skipLiteral(_ literal: StaticString) throws(Failure) {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count,
            (0..<count).allSatisfy({ bytes[offset + $0] == literal.utf8Start[$0] })
        else { throw Failure(offset: offset, expected: "\(literal)") }
        offset += count
    }

    private mutating func skipString() throws(Failure) {
        let start = offset
        offset += 1
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                offset += 1
                return
            case UInt8(ascii: "\\"): offset += 2
            default: offset += 1
            }
        }
        throw Failure(offset: start, expected: "the end of the string")
    }

    private mutating func skipNumber() throws(Failure) {
        let start = offset
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                offset += 1
            default:
                guard offset > start else { throw Failure(offset: start, expected: "a value") }
                return
            }
        }
    }

    /// The slow path of `readString`, from the string's first byte: unescapes `\n`, `\"`, `\u00e9` and
    /// surrogate pairs (`\ud83d\ude00`).
    private mutating func readEscapedString(from start: Int) throws(Failure) -> String {
        let quote = start - 1
        var utf8 = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard offset < bytes.count else { break }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "n"): utf8.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): utf8.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): utf8.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "u"):
                    var scalar = try readHexQuad()
                    if (0xD800..<0xDC00).contains(scalar), offset + 1 < bytes.count,
                        bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
                    {
                        offset += 2
                        let low = try readHexQuad()
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low &- 0xDC00)
                    }
                    utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
                default: utf8.append(escaped)
                }
            default:
                utf8.append(byte)
            }
        }
        throw Failure(offset: quote, expected: "the end of the string")
    }

    private mutating func readHexQuad() throws(Failure) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw Failure(offset: offset, expected: "four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexValue(bytes[offset]) else {
                throw Failure(offset: offset, expected: "a hex digit")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
