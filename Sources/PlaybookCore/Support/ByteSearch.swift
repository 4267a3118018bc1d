import Foundation

/// Text search over UTF-8 bytes for the planning and rendering loops.
/// Foundation's `contains`, `range(of:)` and `trimmingCharacters(in:)` go
/// through NSString on Linux; they were a fifth of a run where nothing changed.
extension StringProtocol {
    /// Whether `needle` occurs byte for byte; with `ignoringASCIICase`, ASCII letters match in either case.
    func containsBytes(_ needle: String, ignoringASCIICase: Bool = false) -> Bool {
        let pattern = Array(needle.utf8).map { ignoringASCIICase ? Self.lowercasedASCII($0) : $0 }
        guard !pattern.isEmpty else { return true }
        let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) {
                var index = 0
                while index < pattern.count,
                    (ignoringASCIICase ? Self.lowercasedASCII(bytes[start + index]) : bytes[start + index])
                        == pattern[index]
                {
                    index += 1
                }
                if index == pattern.count { return true }
            }
            return false
        }
        if let found = utf8.withContiguousStorageIfAvailable(search) { return found }
        return Array(utf8).withUnsafeBufferPointer(search)
    }

    /// The UTF-8 offset of the first `needle` at or after the offset `start`, byte for byte.
    func utf8Offset(of needle: String, from start: Int = 0) -> Int? {
        let pattern = Array(needle.utf8)
        let search = { (bytes: UnsafeBufferPointer<UInt8>) in
            UnsafeRawBufferPointer(bytes).firstOffset(of: pattern, from: start)
        }
        if let found = utf8.withContiguousStorageIfAvailable(search) { return found }
        return Array(utf8).withUnsafeBufferPointer(search)
    }

    /// The text without `CharacterSet.whitespaces` at its ends, scalar by scalar (a combining mark after a space
    /// stays), as Foundation's `trimmingCharacters(in: .whitespaces)` trims it, at a tenth of its cost: loading a
    /// guide trims each of its headings and its blocks' first lines.
    func trimmingWhitespaceScalars() -> String {
        let spaces = CharacterSet.whitespaces
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !spaces.contains($0) }),
            let last = scalars.lastIndex(where: { !spaces.contains($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The text without the spaces and tabs (any Unicode space, not line breaks) at its ends.
    func trimmingSpaces() -> SubSequence {
        let isSpace = { (character: Character) in character.isWhitespace && !character.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }

    private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte + 32 : byte
    }
}

extension UnsafeRawBufferPointer {
    /// The offset of the first `needle` at or after `start`, found with the C library's `memchr` and `memcmp`:
    /// pages are long, and a loop over their bytes in Swift costs many times more.
    func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard let base = baseAddress, let first = needle.first, start >= 0 else { return nil }
        return needle.withUnsafeBytes { needle -> Int? in
            guard let needleBase = needle.baseAddress else { return nil }
            var position = start
            while position + needle.count <= count {
                guard let hit = memchr(base + position, Int32(first), count - needle.count + 1 - position) else {
                    return nil
                }
                let offset = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + offset, needleBase, needle.count) == 0 { return offset }
                position = offset + 1
            }
            return nil
        }
    }
}
