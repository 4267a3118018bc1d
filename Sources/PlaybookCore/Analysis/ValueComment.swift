import SwiftSyntax

/// A comment giving a variable's value after a statement (`total += 5 // total is now 15`): which variable, and
/// the value as Swift writes it, which the program shows after the statement (`ScriptAnalyzer.Expectation.value`).
enum ValueComment {
    /// `total is now 10`, `greeting now equals "Hi"`, `smallestByte is equal to 0, and is of type UInt8`,
    /// `maybeRecipe is nil`: the
    /// variable a comment gives the value of, and the value as Swift writes it (a number, a quoted string, `true`,
    /// `false`, `nil`, or a bracketed literal); nil for prose (`count is now larger`).
    static func clause(_ text: String) -> (name: String, value: String)? {
        let words = text.split(separator: " ", maxSplits: 1)
        guard words.count == 2, let name = words.first,
            name.first.map({ $0.isLetter || $0 == "_" }) == true,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        var rest = words[1]
        let verbs = ["is now equal to ", "is now ", "now equals ", "is equal to ", "equals ", "is "]
        guard let verb = verbs.first(where: rest.hasPrefix) else { return nil }
        rest = rest.dropFirst(verb.count)
        guard let value = literalPrefix(of: rest) else { return nil }
        let after = rest.dropFirst(value.count)
        guard after.isEmpty || [".", ",", ";", " ("].contains(where: after.hasPrefix) else { return nil }
        // `1,000,000`: a number written with thousands separators, read whole or not at all.
        if after.hasPrefix(","), after.dropFirst().first?.isNumber == true { return nil }
        // `// roll is 4, for example`: one value of many, not the value.
        let hedges = ["example", "e.g.", "instance", "random", "something like", "or so", "about", "roughly"]
        if hedges.contains(where: after.lowercased().contains) { return nil }
        return (String(name), String(value))
    }

    /// The Swift literal `text` starts with: `-3.5`, `"Hi"`, `true`, `nil`, `[1, 2]`, `(3, "a")`.
    static func literalPrefix(of text: Substring) -> Substring? {
        guard let first = text.first else { return nil }
        if first == "\"" {
            return ScriptAnalyzer.firstClosingQuote(in: text).map { text[...$0] }
        }
        // `Optional(8443)`: how Swift writes an optional holding a value.
        if text.hasPrefix("Optional("), let wrapped = literalPrefix(of: text.dropFirst("Optional".count)) {
            return text.prefix("Optional".count + wrapped.count)
        }
        if first == "[" || first == "(" {
            var depth = 0
            var quoted = false
            for index in text.indices {
                switch text[index] {
                case "\"": quoted.toggle()
                case "[",
                    "(" where !quoted:
                    depth += 1
                case "]",
                    ")" where !quoted:
                    depth -= 1
                    if depth == 0 { return text[...index] }
                default: break
                }
            }
            return nil
        }
        let word = text.prefix { !" ,;".contains($0) }
        let number = word.hasSuffix(".") ? word.dropLast() : word
        if ["true", "false", "nil"].contains(number) { return number }
        let digits = number.drop { $0 == "-" }
        guard let lead = digits.first, lead.isNumber,
            digits.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" || $0 == "e" })
        else { return nil }
        return number
    }

    /// Whether a variable shown as `shown` (`String(reflecting:)`: `15`, `"Hi"`, `Optional(5)`, `5.0`) holds the
    /// value a comment gives: as written, inside an optional, or as the same number (`5` of a `Double`, `0.3` of
    /// `0.1 + 0.2`).
    static func holds(_ shown: String, _ value: String) -> Bool {
        // `String(reflecting:)` escapes an apostrophe (`"I\'m"`), which a book writes plain.
        let shown = shown.replacingOccurrences(of: "\\'", with: "'")
        if ProgramRun.matches([shown], [value]) { return true }
        // `// yearText is 2024` of the string "2024".
        if shown.hasPrefix("\""), shown == "\"\(value)\"" { return true }
        if shown.hasPrefix("Optional("), shown.hasSuffix(")"), value != "nil",
            holds(String(shown.dropFirst("Optional(".count).dropLast()), value)
        {
            return true
        }
        let promisedText = value.replacingOccurrences(of: "_", with: "")
        // `00001000`, `11110000`: a number's bits, as a book shows what a bitwise operator makes.
        if let whole = Int(shown), isBits(promisedText), let bits = Int(promisedText, radix: 2), bits == whole {
            return true
        }
        // Whole numbers are equal or not; only a fraction may differ by its rounding.
        if let whole = Int(shown), let promised = Int(promisedText) { return whole == promised }
        guard let number = Double(shown), let promised = Double(promisedText) else { return false }
        return abs(number - promised) <= 1e-9 * max(1, abs(promised))
    }

    /// Whether a number is written as bits: only zeros and ones, with a leading zero or eight or sixteen of them.
    static func isBits(_ text: String) -> Bool {
        text.count >= 4 && text.allSatisfy { $0 == "0" || $0 == "1" }
            && (text.hasPrefix("0") || text.count == 8 || text.count == 16)
    }

    /// Whether a comment's value leaves no room for prose: a whole number, a quoted string, `true`, `false` or
    /// `nil`, which a variable holding another value contradicts.
    static func isExact(_ value: String) -> Bool {
        if ["true", "false", "nil"].contains(value) { return true }
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { return true }
        let digits = value.hasPrefix("-") ? value.dropFirst() : Substring(value)
        return !digits.isEmpty && digits.allSatisfy { $0.isNumber || $0 == "_" }
    }

    /// Whether `name` is a top-level variable right after `item`: the statement refers to it (`total += 5`,
    /// `increment(&total)`) or declares it with a value (`var total = 5`), not as a member (`items.total`), and
    /// binds it nowhere inside (`for total in …`, `{ total in … }`, `if let total`). Not one declared without a
    /// value yet (`let limit: Int`), nor an `async let`, read with `await`.
    static func isShown(_ name: String, after item: CodeBlockItemSyntax) -> Bool {
        let variable = item.item.as(VariableDeclSyntax.self)
        if let variable, variable.modifiers.contains(where: { $0.name.text == "async" }) { return false }
        let binding = variable?.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        if let binding, binding.initializer == nil { return false }
        let tokens = item.tokens(viewMode: .sourceAccurate).filter { $0.text == name }
        let boundInside = tokens.contains { token in
            guard let parent = token.parent else { return false }
            if parent.is(IdentifierPatternSyntax.self) { return parent.parent?.id != binding?.id }
            return parent.is(ClosureShorthandParameterSyntax.self) || parent.is(ClosureParameterSyntax.self)
                || parent.is(FunctionParameterSyntax.self)
        }
        let referred = tokens.contains { token in
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            return reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
        }
        return !boundInside && (referred || binding != nil)
    }
}
