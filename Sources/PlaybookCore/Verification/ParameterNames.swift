import Foundation
import SwiftParser
import SwiftSyntax
import Synchronization

/// The type the local packages' public API gives the parameters of a name:
/// GRDB's functions take `_ db: Database` hundreds of times, Vapor's `req:
/// Request`. A fragment using `db` that no block declares means that value,
/// so it can be typechecked with `db` given as one. Failing that, a value
/// named after the one public type of that name (`logger`, `Logger`;
/// `httpClient`, `HTTPClient`), or after the last word of only one
/// (`client`), means a value of that type. Read on first use, and only the
/// files that mention a name asked about.
final class ParameterNames: Sendable {
    /// A name is given a type only when the API uses it as a parameter at
    /// least this often: a convention, not a coincidence of two functions.
    static let minimumCount = 3
    /// … and one type accounts for at least this share of those parameters:
    /// a few variants (an optional, a protocol requirement's existential) are
    /// tolerated, a name split between types (`value: T`, `value: Int`) is not.
    static let minimumShare = 0.8

    private let folders: [String]
    private struct State {
        var texts: [(module: String?, text: String)]?
        var parsed = Set<Int>()
        /// Parameter name → normalized type (nil for a generic one) → occurrences.
        var counts: [String: [String?: Int]] = [:]
        /// The public types declared at the top level of the files, without generic parameters, by name: as a
        /// value of each is declared (`Logger`; a protocol as `any Channel`), once per declaration, with the
        /// module declaring it.
        var types: [String: [(declared: String, module: String?)]] = [:]
    }
    private let state = Mutex(State())

    init(packageFolders: [String]) {
        folders = packageFolders
    }

    /// The type the API gives the parameters named `name`, when one type accounts for nearly all of them;
    /// else the public type `name` is named after (`logger`, `Logger`), when the packages declare one that
    /// takes no generic parameters.
    func givenName(_ name: String) -> GivenName? {
        guard let first = name.first, first.isLowercase else { return nil }
        let (counts, namedType) = state.withLock {
            state -> ([String?: Int], (declared: String, module: String?)?) in
            if state.texts == nil { state.texts = DependencyNames.readWithModules(folders) }
            // `dbQueue` abbreviates `DatabaseQueue`, which a file declares without writing the abbreviation.
            let lastWord = Self.lastWord(of: name)
            for (index, source) in (state.texts ?? []).enumerated()
            where !state.parsed.contains(index)
                && (source.text.containsBytes(name, ignoringASCIICase: true)
                    || source.text.containsBytes(lastWord, ignoringASCIICase: true))
            {
                state.parsed.insert(index)
                let found = Self.declarations(in: source.text)
                for (parameter, type) in found.parameters {
                    state.counts[parameter, default: [:]][type, default: 0] += 1
                }
                for (type, declared) in found.types {
                    state.types[type, default: []].append((declared, source.module))
                }
            }
            // Two modules declaring one name (a `Configuration` each) name no one type.
            let declaredOnce = state.types.compactMapValues { $0.count == 1 ? $0.first : nil }
            guard let type = Self.type(namedAs: name, among: declaredOnce.mapValues(\.declared)),
                let found = declaredOnce.first(where: { $0.value.declared == type })?.value
            else { return (state.counts[name] ?? [:], nil) }
            // `Module.Timer` is read as a member of a type named like its module, where the module declares one.
            let module = found.module.flatMap { module in
                (state.texts ?? []).contains { DependencyNames.topLevelTypes(in: $0.text).contains(module) }
                    ? nil : module
            }
            return (state.counts[name] ?? [:], (type, module))
        }
        if let given = Self.dominant(name, counts) { return given }
        // A name the API's parameters give other types (`value: T`, `value: Int`) is no type's.
        guard counts.isEmpty, let namedType else { return nil }
        return GivenName(
            name: name, type: namedType.declared, count: 0, total: 0, namedAfterItsType: true,
            module: namedType.module)
    }

    /// The type of `types` (by name, as a value is declared) a value named `name` is one of: the one it is
    /// named after (`httpClient`, `HTTPClient`), else the only one whose name it abbreviates (`dbQueue`,
    /// `DatabaseQueue`), else the only one whose name ends with it (`client`, `HTTPClient`, where no other
    /// type's name ends with "Client").
    static func type(namedAs name: String, among types: [String: String]) -> String? {
        let exact = types.filter { valueName(ofType: $0.key) == name }
        if !exact.isEmpty { return exact.count == 1 ? exact.first?.value : nil }
        let abbreviated = types.filter { abbreviates(name, $0.key) }
        if !abbreviated.isEmpty { return abbreviated.count == 1 ? abbreviated.first?.value : nil }
        let ending = types.filter { lastWord(of: $0.key) == name }
        return ending.count == 1 ? ending.first?.value : nil
    }

    /// Whether `name` is `type` with its words before the last shortened to some of their letters, in
    /// order and from the first: `dbQueue` and `dbPool` for `DatabaseQueue` and `DatabasePool`. The last
    /// word is written whole (`dbQueue`, not `dbQ`), so the name still says what the value is.
    static func abbreviates(_ name: String, _ type: String) -> Bool {
        let word = lastWord(of: type)
        guard word.count < type.count, let wordStart = name.lastIndex(where: \.isUppercase),
            name[wordStart...].lowercased() == word
        else { return false }
        let short = Array(name[..<wordStart])
        let long = Array(type.dropLast(word.count).lowercased())
        guard short.count >= 2, short.count < long.count, short.first == long.first, short.allSatisfy(\.isLowercase)
        else { return false }
        var remaining = long.dropFirst()[...]
        for letter in short.dropFirst() {
            guard let found = remaining.firstIndex(of: letter) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }

    /// `PostgresClient` → `client`, `HTTPClient` → `client`.
    static func lastWord(of type: String) -> String {
        let characters = Array(type)
        guard let start = characters.indices.last(where: { characters[$0].isUppercase }) else { return type }
        // In `URL`, the last capital is no word's start: the whole run is the word.
        var wordStart = start
        while wordStart > 0, characters[wordStart - 1].isUppercase, start == characters.count - 1 {
            wordStart -= 1
        }
        return String(characters[wordStart...]).lowercased()
    }

    /// A value's name for a type, as Swift's naming guidelines case it: `Logger` → `logger`, `HTTPClient` →
    /// `httpClient`, `URL` → `url`.
    static func valueName(ofType type: String) -> String {
        let characters = Array(type)
        let leadingUppercase = characters.prefix { $0.isUppercase }.count
        // In `HTTPClient` the run's last capital starts the next word.
        let lowered =
            leadingUppercase > 1 && leadingUppercase < characters.count ? leadingUppercase - 1 : leadingUppercase
        return String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
    }

    /// The one type of `counts` that meets the thresholds, if any.
    static func dominant(_ name: String, _ counts: [String?: Int]) -> GivenName? {
        let total = counts.values.reduce(0, +)
        guard let most = counts.max(by: { $0.value < $1.value }), let type = most.key,
            most.value >= minimumCount, Double(most.value) >= minimumShare * Double(total)
        else { return nil }
        return GivenName(name: name, type: type, count: most.value, total: total)
    }

    /// Every parameter name (external and internal) of the public functions,
    /// initializers and subscripts in `text`, and of the closures they take,
    /// with its normalized type: nil where it is generic.
    static func parameters(in text: String) -> [(name: String, type: String?)] {
        declarations(in: text).parameters
    }

    /// The parameters of `parameters(in:)`, and the public types declared at the file's top level that take
    /// no generic parameters, by name, as a value of each is declared: a value can be given as one of those.
    static func declarations(in text: String) -> (parameters: [(name: String, type: String?)], types: [String: String])
    {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: text))
        return (collector.found, collector.types)
    }

    /// A parameter's type as a value of it is declared: `inout`, attributes
    /// and `__owned` dropped, `some P` as `any P`, an implicitly unwrapped
    /// optional as an optional; nil for a generic parameter's type (`T`,
    /// `T.Element`, `Self`), which no value can be given as.
    static func normalized(_ type: TypeSyntax, generics: Set<String>) -> String? {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return normalized(attributed.baseType, generics: generics)
        }
        if let opaque = type.as(SomeOrAnyTypeSyntax.self) {
            return normalized(opaque.constraint, generics: generics).map { "any \($0)" }
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return normalized(unwrapped.wrappedType, generics: generics).map { "\($0)?" }
        }
        let text = type.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        return words.isDisjoint(with: generics.union(["Self"])) ? text : nil
    }

    /// Walks a file's declarations, keeping whether each enclosing one makes its members public.
    private final class Collector: SyntaxVisitor {
        var found: [(name: String, type: String?)] = []
        var types: [String: String] = [:]
        /// For each enclosing type or extension: whether its members are public without saying so, and its generics.
        private var contexts: [(membersArePublic: Bool, generics: Set<String>)] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            noteType(node.name, node.genericParameterClause, node.modifiers)
            return enter(node.genericParameterClause, node.modifiers)
        }
        override func visitPost(_ node: StructDeclSyntax) { contexts.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            noteType(node.name, node.genericParameterClause, node.modifiers)
            return enter(node.genericParameterClause, node.modifiers)
        }
        override func visitPost(_ node: ClassDeclSyntax) { contexts.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            noteType(node.name, node.genericParameterClause, node.modifiers)
            return enter(node.genericParameterClause, node.modifiers)
        }
        override func visitPost(_ node: EnumDeclSyntax) { contexts.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            noteType(node.name, node.genericParameterClause, node.modifiers)
            return enter(node.genericParameterClause, node.modifiers)
        }
        override func visitPost(_ node: ActorDeclSyntax) { contexts.removeLast() }
        // A public extension's and a public protocol's members are public without saying so.
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(nil, node.modifiers, membersArePublic: Self.isPublic(node.modifiers))
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { contexts.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            let associated = node.memberBlock.members.compactMap {
                $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text
            }
            if contexts.isEmpty, Self.isPublic(node.modifiers) {
                types[node.name.text] = "any \(node.name.text)"
            }
            contexts.append((Self.isPublic(node.modifiers), Set(associated)))
            return .visitChildren
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { contexts.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.signature.parameterClause.parameters, node.modifiers, node.genericParameterClause)
        }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.signature.parameterClause.parameters, node.modifiers, node.genericParameterClause)
        }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.parameterClause.parameters, node.modifiers, node.genericParameterClause)
        }
        // What a function's body declares is not API.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        /// A public type at the file's top level that takes no generic parameters: a value can be given as one.
        private func noteType(
            _ name: TokenSyntax, _ clause: GenericParameterClauseSyntax?, _ modifiers: DeclModifierListSyntax
        ) {
            if contexts.isEmpty, clause == nil, Self.isPublic(modifiers) {
                types[name.text] = name.text
            }
        }

        private func enter(
            _ clause: GenericParameterClauseSyntax?, _ modifiers: DeclModifierListSyntax, membersArePublic: Bool = false
        ) -> SyntaxVisitorContinueKind {
            contexts.append((membersArePublic, Set(clause?.parameters.map(\.name.text) ?? [])))
            return Self.isPrivate(modifiers) ? .skipChildren : .visitChildren
        }

        private func record(
            _ parameters: FunctionParameterListSyntax, _ modifiers: DeclModifierListSyntax,
            _ clause: GenericParameterClauseSyntax?
        ) -> SyntaxVisitorContinueKind {
            let isAPI =
                Self.isPublic(modifiers) || (contexts.last?.membersArePublic == true && !Self.isPrivate(modifiers))
            guard isAPI else { return .skipChildren }
            let generics = contexts.reduce(into: Set(clause?.parameters.map(\.name.text) ?? [])) {
                $0.formUnion($1.generics)
            }
            for parameter in parameters where parameter.ellipsis == nil {
                let type = ParameterNames.normalized(parameter.type, generics: generics)
                for name in [parameter.firstName, parameter.secondName].compactMap({ $0 }) where name.text != "_" {
                    found.append((name.text, type))
                }
                recordClosureParameters(in: Syntax(parameter.type), generics: generics)
            }
            return .skipChildren
        }

        /// `_ updates: (_ db: Database) throws -> T`: a closure's parameters, named as a reader's closure names them.
        private func recordClosureParameters(in type: Syntax, generics: Set<String>) {
            if let function = type.as(FunctionTypeSyntax.self) {
                for element in function.parameters {
                    let type = ParameterNames.normalized(element.type, generics: generics)
                    for name in [element.firstName, element.secondName].compactMap({ $0 }) where name.text != "_" {
                        found.append((name.text, type))
                    }
                }
            }
            for child in type.children(viewMode: .sourceAccurate) {
                recordClosureParameters(in: child, generics: generics)
            }
        }

        private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ["public", "open"].contains($0.name.text) }
        }

        private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ["private", "fileprivate", "internal"].contains($0.name.text) }
        }
    }
}
