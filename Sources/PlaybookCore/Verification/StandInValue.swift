/// A value a fragment uses that nothing declares and nothing types: no
/// block, no package, no parameter of the packages' API so named (`readings`
/// in `for await reading in readings.removeDuplicates()`, `handle` in
/// `await handle(event)`). The reader has one of their own. It stands in as a
/// value of one type that is every common shape at once: a number, text, a
/// sequence and an async sequence of itself, and a function taking any
/// arguments. The API the fragment passes it to, iterates it with or calls on
/// it from the packages' extensions is typechecked as written; a member of its
/// own (`user.id`) it lacks, and the fragment stays unchecked. The unit is
/// typechecked only, never run.
enum StandInValue {
    static let typeName = "PlaybookReaderValue"

    /// What the stand-in may be, as a verdict says it.
    static let shape = "any number, text, sequence or function"

    /// The stand-in's type. Its sequences' elements are stand-ins too, so
    /// `for await (previous, current) in readings.adjacentPairs()` reaches
    /// `current - previous`. No dynamic member lookup: a misspelled API member
    /// (`readings.adjacentPair()`) must stay an error.
    static let declaration = """
        @dynamicCallable
        public struct \(typeName): Sendable, Hashable, Comparable, Codable, CustomStringConvertible, Error,
            Sequence, IteratorProtocol, AsyncSequence, AsyncIteratorProtocol,
            ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
            ExpressibleByBooleanLiteral
        {
            public typealias Element = \(typeName)
            public typealias Failure = Never
            public init() {}
            public init(integerLiteral value: Int) {}
            public init(floatLiteral value: Double) {}
            public init(stringLiteral value: String) {}
            public init(booleanLiteral value: Bool) {}
            public var description: String { "" }
            public mutating func next() -> \(typeName)? { nil }
            public func makeIterator() -> \(typeName) { self }
            public func makeAsyncIterator() -> \(typeName) { self }
            public static func < (lhs: Self, rhs: Self) -> Bool { false }
            public static func + (lhs: Self, rhs: Self) -> Self { lhs }
            public static func - (lhs: Self, rhs: Self) -> Self { lhs }
            public static func * (lhs: Self, rhs: Self) -> Self { lhs }
            public static func / (lhs: Self, rhs: Self) -> Self { lhs }
            @discardableResult
            public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> Self { self }
        }

        """

    /// The properties of the reader's own values a fragment reads (`user.id`, `$0.label`), each a stand-in too.
    static func members(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        let properties = names.map { "    public var \($0): \(typeName) { get { self } set {} }\n" }.joined()
        return "extension \(typeName) {\n\(properties)}\n"
    }

    /// The member a stand-in lacks, from the compiler's error: "value of type
    /// 'PlaybookReaderValue' has no member 'id'" → `id`, and so for an element of its sequences.
    static func memberLacked(in message: String) -> String? {
        let forms = [
            "value of type '\(typeName)' has no member '",
            "value of type '\(typeName).Element' (aka '\(typeName)') has no member '",
        ]
        guard let form = forms.first(where: message.hasPrefix) else { return nil }
        let member = message.dropFirst(form.count).prefix { $0 != "'" }
        return member.isEmpty || !member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? nil : String(member)
    }

    /// Whether `line` only reads `member` as a property (`user.id`, `$0.label ?? ""`), never calls it
    /// (`database.insert(batch)`, `items.forEach { … }`): a call may be the API misspelled on a value meant to be
    /// the API's, which a stand-in must not hide.
    static func readsAsProperty(_ member: String, onLine line: Substring) -> Bool {
        let text = Array(line)
        let pattern = Array("." + member)
        var found = false
        var index = 0
        while index + pattern.count <= text.count {
            defer { index += 1 }
            guard Array(text[index..<(index + pattern.count)]) == pattern else { continue }
            let after = text[(index + pattern.count)...].drop { $0 == " " }
            if let next = after.first, next.isLetter || next.isNumber || next == "_" { continue }
            if let next = after.first, next == "(" || next == "{" { return false }
            found = true
        }
        return found
    }

    /// Whether a value no block declares may stand in: a plain name; not one
    /// Swift retired (`println`, `countElements`), nor a letter off (two for
    /// a long name, or two swapped) a name the standard library gives a
    /// function (`pritn`), nor off a value
    /// the page declares (`reading` where the page has `readings`), since a
    /// doc misspelling a name is wrong, not a fragment; nor a value the page
    /// declares itself, which the block's program leaves out.
    static func mayStandIn(_ name: String, besides declared: Set<String>) -> Bool {
        guard let first = name.first, first.isLowercase || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !retiredFunctions.contains(name),
            !DocGap.isTemplateName(name), !declared.contains(name)
        else { return false }
        guard name.count >= 4 else { return true }
        let letters = Array(name.lowercased())
        return !(standardFunctions.union(declared)).contains { other in
            let otherLetters = Array(other.lowercased())
            // Two letters off a short name is another word (`visitor`, `visits`); a typo is one.
            let allowed = min(other.count, letters.count) >= 10 ? 2 : 1
            return other != name && abs(other.count - letters.count) <= allowed
                && (StandInType.editDistance(letters, otherLetters, atMost: allowed) <= allowed
                    || swapsTwoLetters(letters, otherLetters))
        }
    }

    /// Whether two words differ by two neighbouring letters swapped (`pritn`, `print`).
    static func swapsTwoLetters(_ a: [Character], _ b: [Character]) -> Bool {
        guard a.count == b.count else { return false }
        let differing = a.indices.filter { a[$0] != b[$0] }
        return differing.count == 2 && differing[1] == differing[0] + 1 && a[differing[0]] == b[differing[1]]
            && a[differing[1]] == b[differing[0]]
    }

    /// Properties Swift's standard types have (`isEmpty`, `count`): read of a value, they say it is one of
    /// those types, whose API the stand-in does not pretend to have.
    static let standardMembers: Set<String> = [
        "isEmpty", "count", "first", "last", "startIndex", "endIndex", "indices", "lazy", "description",
        "debugDescription", "hashValue", "keys", "values", "capacity", "underestimatedCount", "utf8", "utf16",
        "unicodeScalars", "characters", "rawValue", "magnitude", "isZero", "isNaN",
    ]

    /// Global functions of Swift's first versions, which docs of that time call: out of date, not the reader's.
    static let retiredFunctions: Set<String> = [
        "println", "debugPrintln", "countElements", "toString", "enumerate", "find", "join", "advance", "distance",
        "sort", "sorted", "reverse", "reduce", "map", "filter", "contains", "split", "startsWith", "count", "first",
        "last", "isEmpty", "dropFirst", "dropLast", "prefix", "suffix", "minElement", "maxElement", "lazy",
        "underestimateCount", "extend", "splice", "insert", "removeAll", "removeLast", "removeAtIndex",
        "removeRange", "indices", "lexicographicalCompare", "equal", "unsafeBitCast",
    ]

    /// The standard library's global functions a doc calls, whose near misses are typos.
    static let standardFunctions: Set<String> = [
        "print", "debugPrint", "dump", "assert", "assertionFailure", "precondition", "preconditionFailure",
        "fatalError", "stride", "repeatElement", "sequence", "readLine", "withExtendedLifetime", "withUnsafePointer",
        "withUnsafeMutablePointer", "withUnsafeBytes", "withTaskGroup", "withThrowingTaskGroup",
        "withCheckedContinuation", "withCheckedThrowingContinuation", "withTaskCancellationHandler",
        "withDiscardingTaskGroup", "swap", "numericCast", "type",
    ]
}
