import Foundation
import SwiftParser
import SwiftSyntax

/// Output a hashed collection printed: a `Set` or a `Dictionary` lists its
/// elements in an order the language leaves unspecified (it changes from run
/// to run), so a doc's `// Prints ["a": 1, "b": 2]` is right if the program
/// printed the same elements in another order.
enum HashedOrder {
    /// Whether `actual` and `expected` are one bracketed list each, with the
    /// same elements in another order, printed by a hashed collection: a
    /// dictionary (its elements are `key: value` pairs) or a set the code names.
    static func sameElementsInAnotherOrder(_ actual: String, _ expected: String, code: String) -> Bool {
        guard actual != expected, let printed = elements(of: actual), let promised = elements(of: expected),
            printed.count > 1, printed.sorted() == promised.sorted()
        else { return false }
        let isDictionary = printed.allSatisfy { topLevelColon(in: $0) }
        return isDictionary || code.containsBytes("Set")
    }

    /// Whether the lines a loop printed are the promised lines in another order, where the code loops over a
    /// hashed collection: a dictionary or a set prints a line per element in the order of their hashes. Code that
    /// sorts them promises an order.
    static func sameLinesInAnotherOrder(_ actual: [String], _ expected: [String], code: String) -> Bool {
        guard actual.count > 1, actual != expected, actual.sorted() == expected.sorted() else { return false }
        return loopsOverAHashedCollection(code)
    }

    /// Whether the code writes a dictionary (`["ant": 6]`, `[String: Int]`) or names `Set` or `Dictionary`, and
    /// sorts nothing.
    static func loopsOverAHashedCollection(_ code: String) -> Bool {
        let tree = Parser.parse(source: code)
        let tokens = tree.tokens(viewMode: .sourceAccurate)
        guard !tokens.contains(where: { ["sorted", "sort"].contains($0.text) }) else { return false }
        return tokens.contains { token in
            ["Set", "Dictionary"].contains(token.text) || token.parent?.is(DictionaryExprSyntax.self) == true
                || token.parent?.is(DictionaryTypeSyntax.self) == true
                || token.parent?.is(DictionaryElementSyntax.self) == true
        }
    }

    /// `[1, "a, b", [2, 3]]` → `1`, `"a, b"`, `[2, 3]`: split at the commas outside quotes and brackets.
    static func elements(of text: String) -> [String]? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]"), trimmed.count >= 2 else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        var result: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in inner {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
                if depth < 0 { return nil }
            } else if character == ",", depth == 0 {
                result.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            }
            current.append(character)
        }
        guard depth == 0, !inString else { return nil }
        result.append(current.trimmingCharacters(in: .whitespaces))
        return result
    }

    /// `"a": 1` is a dictionary's element; `"a:b"` and `(key: "a", value: 1)` are not.
    private static func topLevelColon(in element: String) -> Bool {
        var inString = false
        var depth = 0
        for character in element {
            if character == "\"" { inString.toggle() }
            if inString { continue }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if character == ":", depth == 0 { return true }
        }
        return false
    }
}
