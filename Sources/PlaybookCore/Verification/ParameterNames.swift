import Foundation
import SwiftParser
import SwiftSyntax
import Synchronization

/// The type the local packages' public API gives the parameters of a name:
/// GRDB's functions take `_ db: Database` hundreds of times, Vapor's `req:
/// Request`. A fragment using `db` that no block declares means that value,
/// so it can be typechecked with `db` given as one. Where no parameter is so
/// named, a value named as the one public type of that name (`counter`, where
/// the API declares one `Counter`) is given as that type. Read on first use,
/// and only the files that mention a name asked about.
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
        var texts: [String]?
        var parsed = Set<Int>()
        /// Parameter name → normalized type (nil for a generic one) → occurrences.
        var counts: [String: [String?: Int]] = [:]
        /// Top-level public type name → each declaration of it.
        var types: [String: [PublicType]] = [:]
    }

    /// A top-level public type of the packages' API.
    struct PublicType: Sendable, Equatable {
        var name: String
        var isGeneric: Bool
        var isProtocol: Bool
    }
    private let state = Mutex(State())

    init(packageFolders: [String]) {
        folders = packageFolders
    }

    /// The type the API gives the parameters named `name`, when one type accounts for nearly all of them.
    func givenName(_ name: String) -> GivenName? {
        let typeName = Self.typeName(for: name)
        let (counts, types) = state.withLock { state -> ([String?: Int], [PublicType]) in
            if state.texts == nil { state.texts = DependencyNames.read(folders) }
            for (index, text) in (state.texts ?? []).enumerated()
            where !state.parsed.contains(index) && (text.contains(name) || text.contains(typeName)) {
                state.parsed.insert(index)
                let collector = Collector(viewMode: .sourceAccurate)
                collector.walk(Parser.parse(source: text))
                for (parameter, type) in collector.found {
                    state.counts[parameter, default: [:]][type, default: 0] += 1
                }
                for type in collector.types { state.types[type.name, default: []].append(type) }
            }
            return (state.counts[name] ?? [:], state.types[typeName] ?? [])
        }
        return Self.dominant(name, counts) ?? (counts.isEmpty ? Self.onlyType(name, types) : nil)
    }

    /// `counter` → `Counter`: the type a value's name names.
    static func typeName(for name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The one public type a value's name names, when the API declares exactly
    /// one of that name and it takes no generic arguments (a protocol as `any P`).
    static func onlyType(_ name: String, _ types: [PublicType]) -> GivenName? {
        guard name.first?.isLowercase == true, types.count == 1, let type = types.first, !type.isGeneric else {
            return nil
        }
        return GivenName(
            name: name, type: type.isProtocol ? "any \(type.name)" : type.name, count: 1, total: 1,
            namesTheType: true)
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
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: text))
        return collector.found
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
        var types: [PublicType] = []
        /// For each enclosing type or extension: whether its members are public without saying so, and its generics.
        private var contexts: [(membersArePublic: Bool, generics: Set<String>)] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            recordType(node.name, node.modifiers, isGeneric: node.genericParameterClause != nil)
            return enter(node.genericParameterClause, node.modifiers)
        }
        override func visitPost(_ node: StructDeclSyntax) { contexts.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            recordType(node.name, node.modifiers, isGeneric: node.genericParameterClause != nil)
            return enter(node.genericParameterClause, node.modifiers)
        }
        override func visitPost(_ node: ClassDeclSyntax) { contexts.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            recordType(node.name, node.modifiers, isGeneric: node.genericParameterClause != nil)
            return enter(node.genericParameterClause, node.modifiers)
        }
        override func visitPost(_ node: EnumDeclSyntax) { contexts.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            recordType(node.name, node.modifiers, isGeneric: node.genericParameterClause != nil)
            return enter(node.genericParameterClause, node.modifiers)
        }
        override func visitPost(_ node: ActorDeclSyntax) { contexts.removeLast() }
        // A public extension's and a public protocol's members are public without saying so.
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(nil, node.modifiers, membersArePublic: Self.isPublic(node.modifiers))
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { contexts.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            recordType(node.name, node.modifiers, isGeneric: false, isProtocol: true)
            let associated = node.memberBlock.members.compactMap {
                $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text
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

        /// A public type at the top level, which a value of it may be named after.
        private func recordType(
            _ name: TokenSyntax, _ modifiers: DeclModifierListSyntax, isGeneric: Bool, isProtocol: Bool = false
        ) {
            guard contexts.isEmpty, Self.isPublic(modifiers) else { return }
            types.append(PublicType(name: name.text, isGeneric: isGeneric, isProtocol: isProtocol))
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
