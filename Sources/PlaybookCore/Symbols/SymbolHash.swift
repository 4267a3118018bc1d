/// The short hash DocC appends to a symbol's path where overloads share a name
/// (`moved(by:)-2jw8b`): FNV-1 of the symbol's identifier, folded to 24 bits, in base 36.
enum SymbolHash {
    static func of(_ identifier: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in identifier.utf8 { hash = (hash &* 16_777_619) ^ UInt32(byte) }
        return String((hash >> 24) ^ (hash & 0xFF_FFFF), radix: 36)
    }

    /// The kind names a link may end with (`-method`, `-struct`), as DocC accepts them beside `-swift.method`.
    static let kindNames: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "enum.case", "case", "func", "func.op", "init", "ivar", "macro",
        "method", "property", "protocol", "struct", "subscript", "type.method", "type.property", "type.subscript",
        "typealias", "var", "extension", "module",
    ]
}
