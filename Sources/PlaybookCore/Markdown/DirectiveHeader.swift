import Foundation

/// The first line of a DocC directive, `@Name(label: "value", other) {`,
/// read character by character. cmark-gfm knows no directives: to it this
/// line is paragraph text, so `DirectiveFlattener` reads it before cmark does.
public struct DirectiveHeader: Sendable, Equatable {
    public struct Argument: Sendable, Equatable {
        /// Nil for an unlabelled argument, `@Tab("Name")`.
        public var label: String?
        public var value: String
    }

    public var name: String
    public var arguments: [Argument]
    /// Whether the line ends with `{`, opening a body closed by a `}` line.
    public var opensBody: Bool

    /// The value of the argument labelled `label`, or of the first unlabelled one when `label` is nil.
    public func argument(_ label: String?) -> String? {
        arguments.first { $0.label == label }?.value
    }

    /// Nil when `text` (the line without its indentation) is not a directive's
    /// first line: a capitalised name after `@`, optional arguments in
    /// parentheses, an optional `{`, and nothing else.
    public init?(_ text: Substring) {
        var rest = text.trimmingSuffixWhitespace
        guard rest.first == "@", let initial = rest.dropFirst().first, initial.isUppercase, initial.isASCII else {
            return nil
        }
        rest = rest.dropFirst()
        let nameEnd = rest.firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber)) } ?? rest.endIndex
        name = String(rest[..<nameEnd])
        rest = rest[nameEnd...].drop { $0 == " " || $0 == "\t" }
        arguments = []
        if rest.first == "(" {
            guard let (inside, after) = Self.parenthesised(rest) else { return nil }
            arguments = Self.arguments(inside)
            rest = after.drop { $0 == " " || $0 == "\t" }
        }
        opensBody = rest == "{"
        guard rest.isEmpty || opensBody else { return nil }
    }

    /// The text between `(` and its `)`, quotes respected, and what follows it.
    private static func parenthesised(_ text: Substring) -> (Substring, Substring)? {
        var inQuotes = false
        var escaped = false
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = inQuotes
            } else if character == "\"" {
                inQuotes.toggle()
            } else if character == ")", !inQuotes {
                return (text[text.index(after: text.startIndex)..<index], text[text.index(after: index)...])
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `label: value` pairs and bare values, split at commas outside quotes, quotes removed.
    private static func arguments(_ text: Substring) -> [Argument] {
        var parts: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\", inQuotes {
                current.append(character)
                escaped = true
            } else if character == "\"" {
                inQuotes.toggle()
                current.append(character)
            } else if character == ",", !inQuotes {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.compactMap { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return nil }
            if !trimmed.hasPrefix("\""), let colon = trimmed.firstIndex(of: ":") {
                let label = trimmed[..<colon].trimmingCharacters(in: .whitespaces)
                return Argument(
                    label: label,
                    value: unquoted(trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
            }
            return Argument(label: nil, value: unquoted(trimmed))
        }
    }

    private static func unquoted(_ value: String) -> String {
        guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return value }
        var result = ""
        var escaped = false
        for character in value.dropFirst().dropLast() {
            if escaped || character != "\\" {
                result.append(character)
                escaped = false
            } else {
                escaped = true
            }
        }
        return result
    }
}

extension Substring {
    var trimmingSuffixWhitespace: Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
