import Testing

@testable import PlaybookCore

/// Long UTF-8 decoded a piece at a time reads as when decoded whole, whatever falls at a piece's end.
struct LongUTF8Tests {
    @Test func decodesAsTheStandardLibraryDecodesWhole() {
        let ascii = Array(String(repeating: "<p>plain text</p>\n", count: 200).utf8)
        let texts: [[UInt8]] = [
            [], ascii,
            // Characters of two, three and four bytes across every place a piece can end.
            (0..<3000).flatMap { Array(($0 % 7 == 0 ? "é—😀" : "a").utf8) },
            ascii + Array("—".utf8) + ascii,
            // Broken UTF-8: lone continuation bytes, a cut sequence, an invalid byte.
            Array(ascii.prefix(1023)) + [0xE2, 0x80] + ascii + [0x80, 0x80, 0xFF] + Array("→".utf8),
        ]
        for bytes in texts {
            let decoded = bytes.withUnsafeBufferPointer { String(decodingLongUTF8: $0) }
            #expect(decoded == String(decoding: bytes, as: UTF8.self))
            #expect(Array(decoded.utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8))
        }
    }
}
