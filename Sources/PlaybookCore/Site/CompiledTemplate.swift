/// A Mustache template parsed once as swift-mustache parses it, then rendered straight into one string from the
/// values `TemplateValues` makes: dictionaries, arrays, strings, numbers and booleans. swift-mustache finds every
/// name through casts to its protocols and escapes text a `Character` and a dictionary look-up at a time, which was
/// a third of a site build. Only the Mustache the built-in templates use is read: variables, `{{{raw}}}` and
/// `{{&raw}}` ones, sections and inverted sections, all with plain names. A template with anything else (comments,
/// partials, dotted names, transforms, new delimiters) is not compiled, and a value of another kind stops a render,
/// so that swift-mustache renders them; tests hold the two renderers together.
struct CompiledTemplate: Sendable {
    private indirect enum Token: Sendable {
        case text(String)
        case variable(name: String, escaped: Bool)
        case section(name: String, inverted: Bool, tokens: [Token])
    }

    private let tokens: [Token]
    /// The template's own text in UTF-8 bytes, room for which a render makes at once.
    private let textSize: Int

    /// Nil when `text` holds Mustache beyond what this renders, or does not parse.
    init?(_ text: String) {
        var reader = Reader(text: text, position: text.startIndex)
        guard let tokens = Self.parse(&reader, section: nil, newLine: true) else { return nil }
        self.tokens = tokens
        textSize = text.utf8.count
    }

    /// The template filled with `values`; nil when a value is of a kind only swift-mustache renders.
    func render(_ values: Any) -> String? {
        guard let root = Scope(values) else { return nil }
        var output = ""
        // A page's large values (its body, the sidebar) are top-level strings: room for them too, so a page is
        // copied into the output once rather than again each time the output grows.
        if case .values(let values) = root {
            output.reserveCapacity(textSize + values.values.reduce(0) { $0 + (($1 as? String)?.utf8.count ?? 0) })
        }
        do {
            try Self.render(tokens, scopes: [root], into: &output)
        } catch {
            return nil
        }
        return output
    }

    // MARK: Parsing, as swift-mustache's `MustacheTemplate.parse` reads these tags

    /// The template's text read a `Character` at a time, as swift-mustache's parser reads it.
    private struct Reader {
        let text: String
        var position: String.Index

        var atEnd: Bool { position == text.endIndex }
        /// NUL at the end, where swift-mustache's parser gives NUL too.
        var current: Character { atEnd ? "\0" : text[position] }

        mutating func advance() { position = text.index(after: position) }

        @discardableResult
        mutating func read(while included: (Character) -> Bool) -> Substring {
            let start = position
            while !atEnd, included(text[position]) { advance() }
            return text[start..<position]
        }

        /// Whether the text goes on with `expected`, read if it does; nil when fewer characters are left, where
        /// swift-mustache's parser throws.
        mutating func read(_ expected: String) -> Bool? {
            guard let end = text.index(position, offsetBy: expected.count, limitedBy: text.endIndex) else { return nil }
            guard text[position..<end] == expected else { return false }
            position = end
            return true
        }
    }

    private static let nameCharacters = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")

    /// The tokens up to the end of `section` (nil: of the template), or nil where swift-mustache's parser throws or
    /// meets a tag not read here. `newLine` says whether the reader stands at a line's start, as that parser's
    /// state does; like it, a standalone tag's line is dropped, and the whitespace before a tag kept otherwise.
    private static func parse(_ reader: inout Reader, section: String?, newLine: Bool) -> [Token]? {
        var tokens: [Token] = []
        var newLine = newLine
        var whitespaceBefore = ""
        func flushWhitespace() {
            if !whitespaceBefore.isEmpty { tokens.append(.text(whitespaceBefore)) }
            whitespaceBefore = ""
        }
        while !reader.atEnd {
            if newLine { whitespaceBefore = String(reader.read { $0 == " " || $0 == "\t" }) }
            guard let text = readText(&reader) else { return nil }
            if reader.current.isNewline {
                tokens.append(.text(whitespaceBefore + text + String(reader.current)))
                newLine = true
                reader.advance()
                continue
            }
            if !text.isEmpty {
                tokens.append(.text(whitespaceBefore + text))
                whitespaceBefore = ""
                newLine = false
            }
            if reader.atEnd { break }
            var standalone = false
            switch reader.current {
            case "#", "^":
                let inverted = reader.current == "^"
                reader.advance()
                guard let name = readName(&reader) else { return nil }
                if newLine && finishesLine(&reader) { standalone = true } else { flushWhitespace() }
                guard let inner = parse(&reader, section: name, newLine: standalone) else { return nil }
                tokens.append(.section(name: name, inverted: inverted, tokens: inner))
            case "/":
                reader.advance()
                guard let name = readName(&reader), name == section else { return nil }
                if !(newLine && finishesLine(&reader)) { flushWhitespace() }
                return tokens
            case "{", "&":
                flushWhitespace()
                let braced = reader.current == "{"
                reader.advance()
                guard let name = readName(&reader) else { return nil }
                if braced {
                    guard !reader.atEnd, reader.current == "}" else { return nil }
                    reader.advance()
                }
                tokens.append(.variable(name: name, escaped: false))
            case "!", ">", "<", "$", "=", "%":
                return nil
            default:
                flushWhitespace()
                guard let name = readName(&reader) else { return nil }
                tokens.append(.variable(name: name, escaped: true))
            }
            newLine = standalone
        }
        return section == nil ? tokens : nil
    }

    /// Text up to a line break (left unread) or past a tag's opening `{{`.
    private static func readText(_ reader: inout Reader) -> String? {
        var text = ""
        while !reader.atEnd {
            text += reader.read { $0 != "\n" && $0 != "\r\n" && $0 != "{" }
            if reader.current.isNewline { break }
            if reader.current == "{" {
                guard let opens = reader.read("{{") else { return nil }
                if opens { break }
                text += "{"
                reader.advance()
            }
        }
        return text
    }

    /// A tag's name and its closing `}}`; nil for a name only swift-mustache reads (dotted, with a transform, empty).
    private static func readName(_ reader: inout Reader) -> String? {
        reader.read(while: \.isWhitespace)
        let name = String(reader.read(while: nameCharacters.contains))
        reader.read(while: \.isWhitespace)
        guard reader.read("}}") == true, !name.isEmpty, !name.contains(where: { $0 == "." || $0 == "(" || $0 == ")" })
        else { return nil }
        return name
    }

    /// Whether only spaces and tabs are left on the line, which is then read with its line break: a standalone tag.
    private static func finishesLine(_ reader: inout Reader) -> Bool {
        if reader.atEnd { return true }
        var rest = reader
        rest.read { $0 == " " || $0 == "\t" }
        guard rest.current.isNewline else { return false }
        rest.advance()
        reader = rest
        return true
    }

    // MARK: Rendering, as swift-mustache's `MustacheTemplate.render(context:)` renders these values

    private struct Unsupported: Error {}

    /// One value a section pushed, where names are looked up from the innermost out.
    private enum Scope {
        case values([String: Any])
        /// A string, number or array: swift-mustache looks a name up in its `Mirror`, whose children have no labels.
        case unlabeled

        init?(_ value: Any) {
            switch value {
            case let values as [String: Any]: self = .values(values)
            case is String, is Int, is Double, is Bool, is [Any]: self = .unlabeled
            default: return nil
            }
        }
    }

    private static func render(_ tokens: [Token], scopes: [Scope], into output: inout String) throws {
        for token in tokens {
            switch token {
            case .text(let text):
                output += text
            case .variable(let name, let escaped):
                guard let value = value(named: name, in: scopes) else { continue }
                let text = try self.text(of: value)
                if escaped { appendEscaped(text, to: &output) } else { output += text }
            case .section(let name, inverted: false, let inner):
                guard let value = value(named: name, in: scopes) else { continue }
                if let elements = value as? [[String: Any]] {
                    for element in elements { try render(inner, scopes: scopes + [.values(element)], into: &output) }
                } else if let elements = value as? [Any] {
                    for element in elements {
                        guard let scope = Scope(element) else { throw Unsupported() }
                        try render(inner, scopes: scopes + [scope], into: &output)
                    }
                } else if let flag = value as? Bool {
                    if flag { try render(inner, scopes: scopes, into: &output) }
                } else {
                    guard let scope = Scope(value) else { throw Unsupported() }
                    try render(inner, scopes: scopes + [scope], into: &output)
                }
            case .section(let name, inverted: true, let inner):
                guard let value = value(named: name, in: scopes) else {
                    try render(inner, scopes: scopes, into: &output)
                    continue
                }
                if let elements = value as? [Any] {
                    if elements.isEmpty { try render(inner, scopes: scopes + [.unlabeled], into: &output) }
                } else if let flag = value as? Bool {
                    if !flag { try render(inner, scopes: scopes, into: &output) }
                } else if Scope(value) == nil {
                    // Another sequence (a set), empty or not, is for swift-mustache to judge.
                    throw Unsupported()
                }
            }
        }
    }

    /// The value of the innermost scope that has `name`.
    private static func value(named name: String, in scopes: [Scope]) -> Any? {
        for scope in scopes.reversed() {
            if case .values(let values) = scope, let value = values[name] { return value }
        }
        return nil
    }

    /// A value as swift-mustache's `String(describing:)` writes it.
    private static func text(of value: Any) throws -> String {
        switch value {
        case let text as String: return text
        case let number as Int: return String(number)
        case let flag as Bool: return flag ? "true" : "false"
        case let number as Double: return number.description
        default: throw Unsupported()
        }
    }

    /// `text` with swift-mustache's HTML escapes. It compares whole `Character`s, so a `<` that a combining mark
    /// follows stays as it is; text without any of the five bytes is the same either way, and copied at once.
    private static func appendEscaped(_ text: String, to output: inout String) {
        let escapes = text.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
            default: false
            }
        }
        guard escapes else {
            output += text
            return
        }
        for character in text {
            switch character {
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.append(character)
            }
        }
    }
}
