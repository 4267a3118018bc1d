/// Finds the placeholders a folder of guides uses, for `playbook init`:
/// tokens such as `{Name}`, `<Screen>` or `[ViewName]` in Swift blocks. A
/// form is taken only where Swift itself cannot mean it: braces around a
/// bare name, angle brackets not after a type name (`Array<T>` is a
/// generic), square brackets glued to the name after them (`[Name]View`,
/// where `[String]` is an array). Once a name is seen in such a place, its
/// other uses in that form count too.
public struct PlaceholderDiscovery: Sendable, Equatable {
    public struct Found: Sendable, Equatable {
        public var name: String
        public var form: PlaybookConfig.PlaceholderForm
        public var count: Int
    }

    /// Most used first.
    public var found: [Found]

    public init(codes: [String]) {
        var occurrences: [Key: Int] = [:]
        var confirmed: Set<Key> = []
        for code in codes {
            for token in Self.tokens(in: Array(code.utf8)) {
                occurrences[token.key, default: 0] += 1
                if token.isUnambiguous { confirmed.insert(token.key) }
            }
        }
        var found = confirmed.map { Found(name: $0.name, form: $0.form, count: occurrences[$0] ?? 0) }
        // `{name}` beside `{Name}` is the lower-camel variant Playbook derives, not a placeholder of its own.
        let upper = Set(found.map { "\($0.form.rawValue) \($0.name)" })
        found.removeAll { item in
            guard let first = item.name.first, first.isLowercase else { return false }
            return upper.contains("\(item.form.rawValue) \(first.uppercased() + item.name.dropFirst())")
        }
        self.found = found.sorted { ($0.count, $1.name) > ($1.count, $0.name) }
    }

    /// Declared names, most used first, each once whatever its forms.
    public var names: [String] {
        var seen = Set<String>()
        return found.map(\.name).filter { seen.insert($0).inserted }
    }

    public var forms: [PlaybookConfig.PlaceholderForm] {
        PlaybookConfig.PlaceholderForm.allCases.filter { form in found.contains { $0.form == form } }
    }

    struct Key: Hashable {
        var name: String
        var form: PlaybookConfig.PlaceholderForm
    }

    struct Token {
        var key: Key
        var isUnambiguous: Bool
    }

    static func tokens(in bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard let form = PlaybookConfig.PlaceholderForm.allCases.first(where: { $0.opening.asciiValue == byte })
            else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            guard end > index + 1, end < bytes.count, bytes[end] == form.closing.asciiValue!,
                isNameStart(bytes[index + 1])
            else {
                index += 1
                continue
            }
            let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            let before = index > 0 ? bytes[index - 1] : UInt8(ascii: " ")
            let after = end + 1 < bytes.count ? bytes[end + 1] : UInt8(ascii: " ")
            let unambiguous: Bool
            switch form {
            case .braces: unambiguous = true
            case .angleBrackets: unambiguous = !isNameByte(before) && before != UInt8(ascii: ".")
            case .squareBrackets: unambiguous = isNameByte(after)
            }
            tokens.append(Token(key: Key(name: name, form: form), isUnambiguous: unambiguous))
            index = end + 1
        }
        return tokens
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
