/// A type a fragment uses that neither any block nor the packages declare,
/// nor anything Swift ships: the reader's own (`User` in `func createUser()
/// -> User`, `Animal` in `container.register(Animal.self)`). It stands in as
/// an empty type, so the rest of the fragment is typechecked against the real
/// API; what the fragment asks of the type itself (`User(name:)`,
/// `user.email`) the stand-in lacks, and the fragment stays unchecked, saying
/// so. The unit is typechecked only, never run.
public struct StandInType: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Used as a value's type, or made (`User()`): an empty struct.
        case structure
        /// Conformed to, or written `any` or `some` (`struct Cat: Animal`): an empty protocol.
        case `protocol`
    }

    public var name: String
    public var kind: Kind

    /// The declaration standing in: a struct as a reader's model usually is (hashable, codable, sendable),
    /// which an empty one is at no cost; a protocol without requirements. Public, as a fragment's own public
    /// API may take it (`public func ==(lhs: Monkey, rhs: Monkey)`).
    var declaration: String {
        switch kind {
        case .structure: "public struct \(name): Hashable, Codable, Sendable { public init() {} }\n"
        case .protocol: "public protocol \(name) {}\n"
        }
    }

    /// `` `User` as an empty struct of the reader's own (no block or package declares it)``.
    var described: String {
        let shape = kind == .structure ? "struct" : "protocol"
        return "`\(name)` as an empty \(shape) of the reader's own (no block or package declares it)"
    }

    /// Whether a type name no block declares may be the reader's own: not a
    /// generic parameter's or an associated type's conventional name (`T`,
    /// `Value`, `Element`: a member shown outside its generic type), not an
    /// Apple framework's (`NSURLSession`, `UIControlEvents`, SwiftUI's
    /// `List`), and not one of the names Swift's standard library has retired
    /// (`ErrorType`, `SequenceType`): a doc using those is out of date, not a
    /// fragment. Nor a template's (`SomeType`), which stays a template.
    static func mayStandIn(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase, name.count > 1,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return false }
        // A grammar's template (`SomeType`, `MyProtocol`) stands for any code, not for a type of one shape.
        if conventionalGenericNames.contains(name) || retiredStandardNames.contains(name)
            || appleFrameworkTypes.contains(name) || DocGap.isTemplateName(name) || misspellsAStandardName(name)
        {
            return false
        }
        let frameworkPrefix = appleFrameworkPrefixes.first { name.hasPrefix($0) }
        if let frameworkPrefix, name.dropFirst(frameworkPrefix.count).first?.isUppercase == true { return false }
        return true
    }

    /// The types of Apple's UI frameworks that the platform rules name (`ObservableObject`) or Playbook's SwiftUI
    /// stand-in declares (`List`, `Binding`).
    static let appleFrameworkTypes: Set<String> = Set(DocGap.appleOnlyTypes.keys).union(
        BuiltinModule.all.flatMap { $0.files.values.flatMap(DependencyNames.topLevelTypes(in:)) })

    /// Whether `name` is one or two letters off a name Swift's standard library or Foundation gives a type a
    /// doc conforms to or uses (`Equtable`, `Codeable`, `Hashible`): a typo in the doc, not the reader's own type.
    static func misspellsAStandardName(_ name: String) -> Bool {
        let lowered = Array(name.lowercased())
        return standardNames.contains { standard in
            let allowed = min(standard.count, lowered.count) >= 6 ? 2 : 1
            return abs(standard.count - lowered.count) <= allowed
                && editDistance(lowered, Array(standard.lowercased()), atMost: allowed) <= allowed
        }
    }

    /// The edits (insertions, deletions, substitutions) between two words, counted up to `limit` + 1.
    static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int {
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            if current.min() ?? 0 > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }

    static let standardNames = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Identifiable", "Sendable",
        "Error", "LocalizedError", "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable",
        "RawRepresentable", "Sequence", "Collection", "IteratorProtocol", "AsyncSequence", "AsyncIteratorProtocol",
        "OptionSet", "Actor", "AnyObject", "Strideable", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "RangeReplaceableCollection", "TextOutputStream", "ExpressibleByStringLiteral",
        "ExpressibleByIntegerLiteral", "String", "Character", "Double", "Float", "Array", "Dictionary", "Optional",
        "Result", "Date", "Data", "UUID", "Decimal", "Duration",
    ]

    static let conventionalGenericNames: Set<String> = [
        "Base", "Body", "Content", "Element", "Elements", "Failure", "Index", "Indices", "Input", "Iterator", "Key",
        "Output", "Root", "Self", "SubSequence", "Value", "Wrapped",
    ]

    /// Type names of Swift 2 and 3 that later versions renamed (`ErrorType` is `Error`).
    static let retiredStandardNames: Set<String> = [
        "AnyGenerator", "ArrayLiteralConvertible", "BidirectionalIndexType", "BooleanLiteralConvertible",
        "BooleanType", "COpaquePointer", "CollectionType", "DictionaryLiteralConvertible", "ErrorType",
        "ExtendedGraphemeClusterLiteralConvertible", "FloatLiteralConvertible", "FloatingPointType",
        "ForwardIndexType", "GeneratorType", "IndexingGenerator", "IntegerLiteralConvertible", "IntegerType",
        "MutableCollectionType", "NilLiteralConvertible", "OptionSetType", "OutputStreamType",
        "RandomAccessIndexType", "RangeReplaceableCollectionType", "SequenceType", "SetAlgebraType",
        "SignedIntegerType", "Streamable", "StringLiteralConvertible", "UnicodeScalarLiteralConvertible",
        "UnsignedIntegerType",
    ]

    /// Prefixes of Apple's Objective-C frameworks' types (`NSURLSession`, `UIView`, `CLLocation`).
    static let appleFrameworkPrefixes = [
        "AR", "AV", "CA", "CG", "CK", "CL", "CN", "CT", "EK", "GK", "HK", "MK", "MP", "MT", "NS", "PH", "SCN", "SK",
        "UI", "UN", "WK",
    ]
}
