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
