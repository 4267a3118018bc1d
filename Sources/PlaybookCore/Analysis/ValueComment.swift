import SwiftSyntax

/// A comment giving a variable's value after a statement (`total += 5 // total is now 15`): which variable, and
/// the value as Swift writes it, which the program shows after the statement (`ScriptAnalyzer.Expectation.value`).
enum ValueComment {
    /// `total is now 10`, `greeting now equals "Hi"`, `smallestByte is equal to 0, and is of type UInt8`,
    /// `maybeRecipe is nil`, `redComponent is 0xCC, or 204`, `threeDoubles is of type [Double], and equals [0.0]`,
    /// `count == 3`: the
    /// variable a comment gives the value of, and the value as Swift writes it (a number, a quoted string, `true`,
    /// `false`, `nil`, or a bracketed literal); nil for prose (`count is now larger`).
    static func clause(_ text: String) -> (name: String, value: String)? {
        let words = text.split(separator: " ", maxSplits: 1)
        guard words.count == 2, let name = words.first,
            name.first.map({ $0.isLetter || $0 == "_" }) == true,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        var rest = words[1]
        // `threeDoubles is of type [Double], and equals [0.0, 0.0, 0.0]`: the type said first, then the value.
        if rest.hasPrefix("is of type "), let and = rest.range(of: ", and ") {
            rest = rest[and.upperBound...]
        }
        let verbs = [
            "is now equal to ", "is now set to ", "is now ", "now equals ", "is equal to ", "is set to ", "equals ",
            "is ", "== ",
        ]
        guard let verb = verbs.first(where: rest.hasPrefix) else { return nil }
        rest = rest.dropFirst(verb.count)
        guard let value = literalPrefix(of: rest) else { return nil }
        guard endsAValue(rest.dropFirst(value.count)) else { return nil }
        return (String(name), String(value))
    }

    /// Whether what follows a value in a comment leaves it the value: nothing, punctuation, a parenthesis, the
    /// sentence going on (`, which is the maximum`), or where an expression's value is given, its reason (` because
    /// 2 is greater than 1`; of a variable, "because it grew" is prose); not the rest of a number
    /// written with thousands separators (`1,000,000`, read whole or not at all), nor a hedge (`4, for example`:
    /// one value of many, not the value).
    static func endsAValue(_ after: Substring, orAReasonFollows: Bool = false) -> Bool {
        let endings = [".", ",", ";", " ("] + (orAReasonFollows ? [" because"] : [])
        guard after.isEmpty || endings.contains(where: after.hasPrefix) else { return false }
        if after.hasPrefix(","), after.dropFirst().first?.isNumber == true { return false }
        return !isHedged(after)
    }

    /// Each variable a comment gives the value of, several joined by `, and` (`x is equal to 1, and y is equal
    /// to 2`, under `let (x, y) = (1, 2)`): the first as `clause(_:)` reads the whole, then each other part that
    /// reads as one of another variable.
    static func clauses(_ text: String) -> [(name: String, value: String)] {
        guard let first = clause(text) else { return [] }
        var result = [first]
        for part in text.components(separatedBy: ", and ").dropFirst() {
            guard let more = clause(part), !result.contains(where: { $0.name == more.name }) else { continue }
            result.append(more)
        }
        return result
    }

    /// Whether what follows a value says it is one of many or not exact (`, for example`, `(approximately)`,
    /// `, rounded down`, `more or less`).
    static func isHedged(_ after: Substring) -> Bool {
        let lowered = after.lowercased()
        return hedges.contains(where: lowered.contains)
    }

    static let hedges = [
        "example", "e.g.", "instance", "random", "something like", "or so", "about", "roughly", "approx", "round",
        "more or less", "nearly", "almost", "around", "~", "≈", "or thereabouts", "give or take",
    ]

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
        // `0xCC`: a number in hexadecimal, as a book shows a color's component.
        if number.hasPrefix("0x"), number.count > 2, Int(number.dropFirst(2), radix: 16) != nil { return number }
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
        // A raw string's backslash, which `String(reflecting:)` escapes and the book writes as the raw string has it.
        if shown.contains("\\\\"), ProgramRun.matches([shown.replacingOccurrences(of: "\\\\", with: "\\")], [value]) {
            return true
        }
        // `// yearText is 2024` of the string "2024".
        if shown.hasPrefix("\""), shown == "\"\(value)\"" { return true }
        if shown.hasPrefix("Optional("), shown.hasSuffix(")"), value != "nil",
            holds(String(shown.dropFirst("Optional(".count).dropLast()), value)
        {
            return true
        }
        // `<00000011>`: a type's description in angle brackets around what the comment gives (a bit array's bits).
        if shown.count > 2, shown.hasPrefix("<"), shown.hasSuffix(">"), !value.hasPrefix("<"),
            holds(String(shown.dropFirst().dropLast()), value)
        {
            return true
        }
        if let shownElements = arrayElements(shown), let promisedElements = arrayElements(value) {
            return shownElements.count == promisedElements.count
                && zip(shownElements, promisedElements).allSatisfy { holds($0, $1) }
        }
        let promisedText = value.replacingOccurrences(of: "_", with: "")
        if let whole = Int(shown), promisedText.hasPrefix("0x"), let hex = Int(promisedText.dropFirst(2), radix: 16) {
            return whole == hex
        }
        // `00001000`, `11110000`: a number's bits, as a book shows what a bitwise operator makes.
        if let whole = Int(shown), isBits(promisedText), let bits = Int(promisedText, radix: 2) {
            // A negative number's bits are its two's complement at the width written (`11110000` of an `Int8`'s -16).
            let width = promisedText.count
            if bits == whole || (whole < 0 && width < 64 && bits - (1 << width) == whole) { return true }
        }
        // Whole numbers are equal or not; only a fraction may differ by its rounding.
        if let whole = Int(shown), let promised = Int(promisedText) { return whole == promised }
        guard let number = Double(shown), let promised = Double(promisedText) else { return false }
        return abs(number - promised) <= 1e-9 * max(1, abs(promised))
    }

    /// The elements of an array written as a literal of numbers, truth values and strings without commas or
    /// brackets (`[1, 2]`, `["a", "b"]`, `[]`); nil for anything else (nested, a dictionary, a set).
    static func arrayElements(_ text: String) -> [String]? {
        guard text.hasPrefix("["), text.hasSuffix("]"), text.count >= 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains(where: { "[]():".contains($0) }) else { return nil }
        if inner.isEmpty { return [] }
        let elements = inner.components(separatedBy: ", ")
        guard elements.allSatisfy({ !$0.isEmpty && ($0.first != "\"" || $0.count >= 2 && $0.last == "\"") }),
            !elements.contains(where: { $0.first == "\"" && $0.dropFirst().dropLast().contains("\"") })
        else { return nil }
        return elements
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
        // `Optional(73)`: an optional holding an exact value.
        if value.hasPrefix("Optional("), value.hasSuffix(")") {
            return isExact(String(value.dropFirst("Optional(".count).dropLast()))
        }
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { return true }
        if value.hasPrefix("0x"), value.count > 2, Int(value.dropFirst(2), radix: 16) != nil { return true }
        // `[0.0, 0.0, 0.0]`, `["a", "b"]`: an array of exact values, in order.
        if let elements = arrayElements(value) { return elements.allSatisfy(isExact) }
        let digits = value.hasPrefix("-") ? value.dropFirst() : Substring(value)
        // `4.0`: a fraction that is whole leaves no rounding to read it by.
        let whole = digits.hasSuffix(".0") ? digits.dropLast(2) : digits
        return !whole.isEmpty && whole.allSatisfy { $0.isNumber || $0 == "_" }
    }

    /// Whether a value shown (`String(reflecting:)`) contradicts the exact value a comment gives: not held, not
    /// `()` (what a call returning nothing shows: the comment is of what it printed or changed), and, for an array,
    /// shown as an array with other elements, or, where the code orders by hashes, not the same ones in another
    /// order (a dictionary's keys), nor as another collection (`Set([…])`).
    static func contradicts(shown: String, _ value: String, hashedOrder: Bool = false) -> Bool {
        guard isExact(value), !holds(shown, value), shown != "()" else { return false }
        guard let promised = arrayElements(value) else { return true }
        guard let elements = arrayElements(shown) else { return false }
        return !hashedOrder || elements.sorted() != promised.sorted()
    }

    /// Whether code may give another value on each run (`Int.random(in: 1...6)`, `Date()`, `UUID()`, a hash, a
    /// clock), so a comment's value is one run's, which another run contradicts without the comment being wrong.
    static func mayVary(_ code: String) -> Bool {
        !words(of: code).isDisjoint(with: varyingWords)
    }

    static let varyingWords: Set<String> = [
        "random", "randomly", "shuffle", "shuffled", "date", "uuid", "now", "hash", "hasher", "time", "timestamp",
        "timer", "clock", "elapsed", "uptime", "processinfo", "environment", "address", "identifier",
    ]

    /// The words of code's names, lowercased, a name's camel-cased words each apart (`hashValue`: `hash`, `value`;
    /// `candidates` is one word, not `date`).
    static func words(of code: String) -> Set<String> {
        var words = Set<String>()
        var word = ""
        var previous: Character = " "
        for character in code + " " {
            let continues = character.isLetter || character.isNumber
            if continues, !(character.isUppercase && previous.isLowercase) {
                word.append(character)
            } else {
                if !word.isEmpty { words.insert(word.lowercased()) }
                word = continues ? String(character) : ""
            }
            previous = character
        }
        return words
    }

    /// Code without its `//` comments, so their words (`// total is now 15`) are not the code's. A `//` after a
    /// colon (`https://`) is a string's.
    static func withoutComments(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var search = line[...]
            while let slashes = search.range(of: "//") {
                if slashes.lowerBound > line.startIndex, line[line.index(before: slashes.lowerBound)] == ":" {
                    search = line[slashes.upperBound...]
                    continue
                }
                return line[..<slashes.lowerBound]
            }
            return line
        }.joined(separator: "\n")
    }

    /// Whether code orders by hashes (a set, a dictionary), so an array or an element it gives (`digits.first`,
    /// `Array(capitals.keys)`) may come in another order on another run.
    static func ordersByHashes(_ code: String) -> Bool {
        let names = words(of: code)
        return names.contains("set") || names.contains("dictionary")
            || code.range(of: #"\[\s*("[^"\n]*"|\w+)\s*:\s*[^\s\]]"#, options: .regularExpression) != nil
    }

    /// What a value taken from a hashed collection may differ by from run to run: its order or which element.
    static func dependsOnOrder(_ text: String) -> Bool {
        !words(of: text).isDisjoint(with: [
            "first", "last", "keys", "values", "pop", "remove", "description", "map", "filter", "reduce", "joined",
            "enumerated", "array", "min", "max", "index", "prefix", "suffix", "drop",
        ])
    }

    /// Whether `name` is a top-level variable right after `item`: the statement refers to it (`total += 5`,
    /// `increment(&total)`) or declares it with a value (`var total = 5`), not as a member (`items.total`), and
    /// binds it nowhere inside (`for total in …`, `{ total in … }`, `if let total`). Not one declared without a
    /// value yet (`let limit: Int`), nor an `async let`, read with `await`.
    static func isShown(_ name: String, after item: CodeBlockItemSyntax) -> Bool {
        let variable = item.item.as(VariableDeclSyntax.self)
        if let variable, variable.modifiers.contains(where: { $0.name.text == "async" }) { return false }
        // `let total = …`, or one of the names `let (x, y) = (1, 2)` binds.
        let binding = variable?.bindings.first { binding in
            binding.pattern.tokens(viewMode: .sourceAccurate).contains {
                $0.text == name && $0.parent?.is(IdentifierPatternSyntax.self) == true
            }
        }
        if let binding, binding.initializer == nil { return false }
        let tokens = item.tokens(viewMode: .sourceAccurate).filter { $0.text == name }
        let boundInside = tokens.contains { token in
            guard let parent = token.parent else { return false }
            if parent.is(IdentifierPatternSyntax.self) {
                // Inside the declaration's own pattern it is declared, not bound by a loop or a closure.
                return binding.map {
                    parent.position < $0.pattern.position || parent.endPosition > $0.pattern.endPosition
                }
                    ?? true
            }
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
