import Foundation

/// The lines of a markdown source, split the way cmark-gfm counts them
/// (`\n`, `\r\n` or a lone `\r` ends a line), for checks cmark leaves to us.
struct SourceLines {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        lineStarts = bytes.withUnsafeBytes(Self.lineStarts)
    }

    /// Where each line starts. A guide is read so three times in a build, and most end their lines with `\n`
    /// alone: then the C library's `memchr` finds each end, where otherwise every byte is read for a `\r`.
    private static func lineStarts(of text: UnsafeRawBufferPointer) -> [Int] {
        var starts = [0]
        guard let base = text.baseAddress else { return starts }
        if memchr(base, Int32(UInt8(ascii: "\r")), text.count) == nil {
            var from = 0
            while from < text.count, let newline = memchr(base + from, Int32(UInt8(ascii: "\n")), text.count - from) {
                from = base.distance(to: UnsafeRawPointer(newline)) + 1
                starts.append(from)
            }
            return starts
        }
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\r"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "\n") {
                index += 1
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// The bytes of 1-based `line`, without its line ending.
    func line(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return bytes[start..<end]
    }

    /// Whether `line` is a closing fence: optional indentation (container
    /// prefixes such as `>` included), the fence character repeated at least
    /// `minimumLength` times, then only spaces.
    func isClosingFence(line number: Int, character: Character, minimumLength: Int) -> Bool {
        guard let fence = character.asciiValue else { return false }
        let text = line(number)
        guard let first = text.firstIndex(of: fence) else { return false }
        let prefix = text[text.startIndex..<first]
        guard prefix.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">") })
        else {
            return false
        }
        let rest = text[first...]
        let run = rest.prefix { $0 == fence }.count
        return run >= minimumLength
            && rest.dropFirst(run).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
