/// A value a fragment uses but no block declares, given to it as the type the
/// dependencies' public API gives every parameter so named (`db` as a
/// `Database`), or as the one public type its name names (`counter` as a
/// `Counter`), with the evidence: the unit is typechecked with it, never run.
public struct GivenName: Sendable, Hashable, Codable {
    public var name: String
    /// The type, as a declaration writes it (`Database`, `any DatabaseWriter`).
    public var type: String
    /// The API's parameters so named that have this type.
    public var count: Int
    /// The API's parameters so named.
    public var total: Int
    /// No parameter is so named; the API's one public type of the name, capitalized, is.
    public var namesTheType = false

    /// The declaration that gives the value: a computed global that traps if read, as the unit is never run.
    var declaration: String {
        "var \(name): \(type) { \(CodeNormalizer.givenValueFunction)() }\n"
    }

    /// `` `db` given as a `Database` (the type of 182 of the 185 parameters so named in the packages' public API)``.
    var described: String {
        if namesTheType {
            return "`\(name)` given as a `\(type)` (the one public type so named in the packages' API)"
        }
        let share = count == total ? "every one of the \(total)" : "\(count) of the \(total)"
        return "`\(name)` given as a `\(type)` (the type of \(share) parameters so named in the packages' public API)"
    }
}
