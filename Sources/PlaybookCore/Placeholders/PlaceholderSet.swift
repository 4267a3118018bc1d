/// The placeholders a config declares, the forms they may be written in, and
/// the values each sample gives them (derived lower-camel variants included).
public struct PlaceholderSet: Sendable, Equatable {
    public var names: [String]
    public var forms: [PlaybookConfig.PlaceholderForm]

    public init(names: [String], forms: [PlaybookConfig.PlaceholderForm] = PlaybookConfig.PlaceholderForm.allCases) {
        self.names = names
        self.forms = forms
    }

    public init(config: PlaybookConfig) {
        self.init(names: config.placeholders, forms: config.placeholderForms)
    }

    /// Name → value for `sample`: the declared names plus, for each, its
    /// lower-camel variant (`name` = `character` for `Name` = `Character`)
    /// unless that variant is declared itself.
    public func values(for sample: PlaybookConfig.Sample) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            guard let value = sample.values[name] else { continue }
            values[name] = value
            let variant = Self.lowerCamel(name)
            if variant != name, !names.contains(variant) {
                values[variant] = Self.lowerCamel(value)
            }
        }
        return values
    }

    /// `CharacterDetail` → `characterDetail`, `URLSession` → `urlSession`.
    public static func lowerCamel(_ text: String) -> String {
        let characters = Array(text)
        let leadingUppercase = characters.prefix { $0.isUppercase }.count
        guard leadingUppercase > 0 else { return text }
        // In a run like "URLSession" the last capital starts the next word.
        let lowered =
            leadingUppercase > 1 && leadingUppercase < characters.count ? leadingUppercase - 1 : leadingUppercase
        return characters.prefix(lowered).map { $0.lowercased() }.joined() + String(characters.dropFirst(lowered))
    }

    /// Why `value` cannot stand where a placeholder stands in Swift code, or nil when it can.
    public static func identifierProblem(_ value: String) -> String? {
        guard let first = value.unicodeScalars.first else { return "it is empty" }
        if value.unicodeScalars.contains(where: {
            !($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_")
        }) {
            return "it holds characters a name cannot (spaces, quotes, punctuation or line breaks)"
        }
        if first.properties.numericType != nil { return "it starts with a digit" }
        if swiftKeywords.contains(value) { return "`\(value)` is a Swift keyword" }
        return nil
    }

    /// Why a sample's `value` for placeholder `name` cannot stand in Swift
    /// code in any form it fills: as written (`{Name}`) or derived
    /// (`{name}`, lower camel, unless the config declares `name` itself).
    /// `Protocol` is a fine name, but its `{name}` is the keyword `protocol`.
    public func valueProblem(name: String, value: String) -> String? {
        if let problem = Self.identifierProblem(value) { return problem }
        let variant = Self.lowerCamel(name)
        guard variant != name, !names.contains(variant) else { return nil }
        let derived = Self.lowerCamel(value)
        guard let problem = Self.identifierProblem(derived) else { return nil }
        return "its lower-camel form `\(derived)`, which fills `{\(variant)}`, is not a Swift name: \(problem)"
    }

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "await", "any", "some",
    ]
}
