/// A value a fragment uses but no block declares, given to it as the type the
/// dependencies' public API gives every parameter so named (`db` as a
/// `Database`), or as the public type it is named after (`logger` as a
/// `Logger`), with the evidence: the unit is typechecked with it, never run.
public struct GivenName: Sendable, Hashable, Codable {
    public var name: String
    /// The type, as a declaration writes it (`Database`, `any DatabaseWriter`).
    public var type: String
    /// The API's parameters so named that have this type.
    public var count: Int
    /// The API's parameters so named.
    public var total: Int
    /// Given because the packages declare a public type of that name (`logger` as a `Logger`), not because
    /// their parameters are so named.
    public var namedAfterItsType = false
    /// Given as the type of the parameter the fragment passes it to (`parse(xmlToParse)`, `String`), as the
    /// compiler said it when the value was given as a probe (`probe(_:)`).
    public var typeReadFromCall = false
    /// The types other overloads of that call take (`parse(_: String)` and `parse(_: Data)`): the value was given
    /// one of them, so the fragment is shown to typecheck with one reading of the call, not the only one.
    public var otherOverloadTypes: [String] = []

    /// Given as a stand-in for a value of the reader's own (`StandInValue`), as nothing tells its type: what the
    /// fragment does with it is not checked, only the API it passes it to or iterates it with.
    public var standsIn = false

    /// The module declaring a type given by its name: named in the declaration, as another module the unit
    /// imports may declare the name too (`Timer`, Foundation's and a metrics library's).
    public var module: String? = nil

    /// A value passed whole to a call, given as a type of its own, so that the compiler says the type the
    /// parameter takes ("cannot convert value of type 'PlaybookTypeOf_xml' to expected argument type
    /// 'String'"): never credited, only read for `UnitTwins.withArgumentTypes(_:after:)`.
    static func probe(_ name: String) -> GivenName {
        GivenName(name: name, type: probeTypePrefix + name, count: 0, total: 0)
    }

    /// `name` given as a stand-in for a value of the reader's own: a value, a sequence or a function of any shape.
    static func standIn(_ name: String) -> GivenName {
        GivenName(name: name, type: StandInValue.typeName, count: 0, total: 0, standsIn: true)
    }

    /// The probe's type is named after the value, so that the compiler's message says which value it is.
    private static let probeTypePrefix = "PlaybookTypeOf_"

    /// The value a probe's type stands for (`PlaybookTypeOf_xml` → `xml`).
    static func probedName(inType type: String) -> String? {
        type.hasPrefix(probeTypePrefix) ? String(type.dropFirst(probeTypePrefix.count)) : nil
    }

    var isProbe: Bool { Self.probedName(inType: type) == name }

    /// The declaration that gives the value: a computed global that traps if read, as the unit is never run.
    /// It can be set too: the reader's value is their own variable, which a fragment may change
    /// (`tlsConfiguration.curves = […]`, `buffer.compress(with: .gzip)` on a `mutating` method).
    var declaration: String {
        let qualified = module.map { module in
            type.hasPrefix("any ") ? "any \(module).\(type.dropFirst(4))" : "\(module).\(type)"
        }
        let probe = isProbe ? "struct \(type) {}\n" : ""
        return probe + "var \(name): \(qualified ?? type) { get { \(CodeNormalizer.givenValueFunction)() } set {} }\n"
    }

    /// `` `db` given as a `Database` (the type of 182 of the 185 parameters so named in the packages' public API)``.
    var described: String {
        if isProbe { return "`\(name)` given as a value of a type of its own" }
        if standsIn { return Self.describedStandingIn([name]) }
        let given = "`\(name)` given as \(Self.article(for: type)) `\(type)`"
        if typeReadFromCall, !otherOverloadTypes.isEmpty {
            let others = otherOverloadTypes.count == 1 ? "another takes" : "others take"
            return "\(given) (the type one overload of the call it is passed to takes; "
                + "\(others) \(DocGap.listed(otherOverloadTypes)))"
        }
        if typeReadFromCall { return "\(given) (the type of the parameter it is passed to)" }
        if namedAfterItsType {
            let typeName = type.hasPrefix("any ") ? String(type.dropFirst(4)) : type
            let how =
                ParameterNames.valueName(ofType: typeName) == name
                ? "the packages' public type of that name"
                : ParameterNames.abbreviates(name, typeName)
                    ? "the packages' one public type its name abbreviates"
                    : "the packages' one public type whose name ends so"
            return "\(given) (\(how))"
        }
        let share = count == total ? "every one of the \(total)" : "\(count) of the \(total)"
        return "\(given) (the type of \(share) parameters so named in the packages' public API)"
    }

    /// `` `a` and `b` standing in for values of the reader's own (…)``: stand-ins said together.
    static func describedStandingIn(_ names: [String], members: [String] = []) -> String {
        let values = names.count == 1 ? "a value" : "values"
        let having = members.isEmpty ? "" : ", with \(DocGap.listed(members)) of the reader's too"
        return "\(DocGap.listed(names)) standing in for \(values) of the reader's own (\(StandInValue.shape))\(having)"
    }

    /// "an" before a type read aloud from a vowel sound (`any Channel`, `Int`, `HTTPClient`, `SQLDatabase`),
    /// else "a" (`Database`, `URL`, `UInt8`).
    static func article(for type: String) -> String {
        let letters = Array(type.prefix(2))
        guard let first = letters.first else { return "a" }
        // An acronym is read letter by letter: H is "aitch", S "es"; U is "you".
        let isAcronym = letters.count == 2 && letters.allSatisfy(\.isUppercase)
        let vowelSounds: Set<Character> = isAcronym ? ["A", "E", "F", "H", "I", "L", "M", "N", "O", "R", "S", "X"] : []
        return vowelSounds.contains(first) || "aeioAEIO".contains(first) ? "an" : "a"
    }
}
