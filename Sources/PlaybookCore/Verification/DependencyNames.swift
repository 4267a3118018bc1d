import Foundation
import SwiftParser
import SwiftSyntax
import Synchronization

/// Whether a name is declared in the sources of the local packages the
/// guides depend on. A name a block cannot find but the package declares is
/// not a fragment's gap: the doc forgot an import, or the API moved, and the
/// block fails. Read on first use only, since most runs never ask.
final class DependencyNames: Sendable {
    private let folders: [String]
    /// Where the generated package checks out the packages the local ones build on (`mention(_:)`).
    private let checkouts: String?
    private let sources = Mutex<Sources?>(nil)
    /// The checked-out packages' sources, read on first use.
    private let checkedOut = Mutex<[String]?>(nil)
    /// Answers already found: names, and `umbrella NUL named` pairs.
    private let answers = Mutex<[String: Bool]>([:])
    /// Each protocol's members, declared and implemented by extensions, found (`protocolMembers(_:)`).
    private let protocolMembersFound = Mutex<[String: (declared: Set<String>, implemented: Set<String>)]>([:])
    /// Protocols found declaring each name as a static member (`protocolsDeclaringStatically(_:)`).
    private let staticHosts = Mutex<[String: Set<String>]>([:])

    /// The packages' Swift sources, and where they declare each name (`PublicDeclarationIndex`).
    private struct Sources: Sendable {
        var texts: [String]
        var index: PublicDeclarationIndex

        /// Where `name` is declared publicly at the start of a line (with `atAnyDepth`, after its indentation
        /// too), each with its source.
        func declarations(of name: String, atAnyDepth: Bool = false) -> [(text: String, position: String.Index)] {
            guard let places = index.declarations(of: name, atAnyDepth: atAnyDepth) else {
                // Not an identifier: each source searched for it.
                return texts.flatMap { text in
                    DependencyNames.declarations(of: name, in: text, atAnyDepth: atAnyDepth).map { (text, $0) }
                }
            }
            return places.map { (texts[$0.text], $0.position) }
        }
    }

    /// `checkouts` is the generated package's `.build/checkouts` folder, whose packages `mention(_:)` reads too.
    init(packageFolders: [String], checkouts: String? = nil) {
        folders = packageFolders
        self.checkouts = checkouts
    }

    /// Whether some Swift file of the packages declares `name` at its top
    /// level, in its API (`public func name`, `public struct Name`, `open
    /// class Name`, …): a local `let format`, or a type's `public var
    /// container`, is not what a doc's missing name means.
    func declare(_ name: String) -> Bool {
        answer(name) { !$0.declarations(of: name).isEmpty }
    }

    /// Whether every top-level public declaration of `name` in the packages
    /// stands inside an `#if`: a build that cannot find it did not compile it
    /// (a trait or a flag not enabled), which no doc can fix.
    func declareOnlyConditionally(_ name: String) -> Bool {
        answer("\u{2}" + name) { sources in
            let places = sources.declarations(of: name)
            return !places.isEmpty && places.allSatisfy { Self.isConditional($0.position, in: $0.text) }
        }
    }

    /// Whether every public declaration of `name`, at any depth (a type's
    /// member: `readPublisher`, or `library` in a `public extension`), stands
    /// inside an `#if`. Only the files that mention the name are parsed.
    func declareAnywhereOnlyConditionally(_ name: String) -> Bool {
        answer("\u{3}" + name) { sources in
            let conditions = sources.texts.filter { $0.containsBytes(name) }.flatMap {
                PublicMemberDeclarations.conditions(of: name, in: $0)
            }
            return !conditions.isEmpty && conditions.allSatisfy { $0 }
        }
    }

    /// The public protocols of the packages whose body or extension declares
    /// `name` as a `static` member (`describe` and `it` of a test library's
    /// `SyncDSLUser`): statements calling it bare are written inside a type
    /// adopting the protocol. Only the files that mention the name are parsed.
    func protocolsDeclaringStatically(_ name: String) -> Set<String> {
        if let known = staticHosts.withLock({ $0[name] }) { return known }
        let sources = loaded()
        // Only a file declaring the name as a static member is parsed: most names a block uses are not.
        let declarations = ["static func ", "static var ", "static let ", "class func "].map { $0 + name }
        let texts = sources.texts.filter { text in declarations.contains { text.containsBytes($0) } }
        let candidates = Set(texts.flatMap { PublicMemberDeclarations.staticHosts(of: name, in: $0) })
        let found = candidates.filter { host in
            sources.declarations(of: host).contains { $0.text[$0.position...].hasPrefix("public protocol ") }
        }
        staticHosts.withLock { $0[name] = found }
        return found
    }

    /// Whether `index` lies inside an `#if` … `#endif` region of `text`.
    static func isConditional(_ index: String.Index, in text: String) -> Bool {
        var depth = 0
        for line in text[..<index].split(separator: "\n") {
            let directive = line.drop { $0 == " " || $0 == "\t" }
            if directive.hasPrefix("#if") {
                depth += 1
            } else if directive.hasPrefix("#endif") {
                depth = max(0, depth - 1)
            }
        }
        return depth > 0
    }

    /// Whether some Swift file of the packages declares `name` publicly at
    /// any depth: a type's member or nested type (`Parsers.Map`), as a doc
    /// restating the library's own code declares it again.
    func declareAnywhere(_ name: String) -> Bool {
        answer("\u{1}" + name) { !$0.declarations(of: name, atAnyDepth: true).isEmpty }
    }

    /// Whether some Swift file of the packages, or of the packages they build
    /// on as the generated package checks them out, writes `name` as an
    /// identifier, in any role and at any access level (a type, a generic
    /// parameter, a member), comments aside: a type a fragment lacks that
    /// they know of is not plainly the reader's own (`StandInType`). Only
    /// the files holding the word are parsed.
    func mention(_ name: String) -> Bool {
        answer("\u{4}" + name) { sources in
            (sources.texts + checkedOutSources()).contains { text in
                text.containsBytes(name)
                    && Parser.parse(source: text).tokens(viewMode: .sourceAccurate).contains { token in
                        token.tokenKind == .identifier(name)
                    }
            }
        }
    }

    /// The names of the members the packages' protocol `name` declares, and
    /// those of the protocols it refines, in the packages and those they build
    /// on (`serialize` and `defaultIdentifier` for a protocol refining two
    /// others), but those an extension of one of them implements: what a
    /// conformance to it may lack.
    func requirements(ofProtocol name: String) -> Set<String> {
        let members = protocolMembers(name)
        return Self.baseNames(members.declared.subtracting(members.implemented))
    }

    /// The names of the members the packages' protocol `name`, or one it refines, declares, implemented or not:
    /// empty when the packages declare no protocol of that name.
    func members(ofProtocol name: String) -> Set<String> {
        Self.baseNames(protocolMembers(name).declared)
    }

    /// `serialize(into:withIdentifier:)` → `serialize`, as blocks name the members they add.
    private static func baseNames(_ signatures: Set<String>) -> Set<String> {
        Set(signatures.map { String($0.prefix { $0 != "(" }) })
    }

    /// What `requirements(ofProtocol:)` and `members(ofProtocol:)` read, found once: the signatures of the members
    /// the protocol and those it refines declare, and of those their extensions implement (`serialize(into:)`
    /// implemented, `serialize(into:withIdentifier:)` required). Only files that hold `protocol <name>` or
    /// `extension <name>` as text are parsed.
    private func protocolMembers(_ name: String) -> (declared: Set<String>, implemented: Set<String>) {
        if let known = protocolMembersFound.withLock({ $0[name] }) { return known }
        let texts = loaded().texts + checkedOutSources()
        var declared = Set<String>()
        var implemented = Set<String>()
        var visited = Set<String>()
        var pending = [name]
        while let next = pending.popLast() {
            guard visited.insert(next).inserted else { continue }
            for text in texts where text.containsBytes("protocol \(next)") || text.containsBytes("extension \(next)") {
                for item in Parser.parse(source: text).statements {
                    guard case .decl(let decl) = item.item else { continue }
                    if let declaration = decl.as(ProtocolDeclSyntax.self), declaration.name.text == next {
                        declared.formUnion(Self.memberSignatures(declaration.memberBlock))
                        pending += (declaration.inheritanceClause?.inheritedTypes ?? []).compactMap { inherited in
                            inherited.type.trimmedDescription.split(separator: ".").last.map(String.init)
                        }
                    } else if let declaration = decl.as(ExtensionDeclSyntax.self),
                        declaration.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) == next
                    {
                        implemented.formUnion(Self.memberSignatures(declaration.memberBlock))
                    }
                }
            }
        }
        protocolMembersFound.withLock { $0[name] = (declared, implemented) }
        return (declared, implemented)
    }

    /// The signatures of a protocol's or an extension's members (`serialize(into:withIdentifier:)`, `init(row:)`).
    private static func memberSignatures(_ members: MemberBlockSyntax) -> Set<String> {
        Set(members.members.flatMap { SwiftBlockAnalyzer.signatures(of: $0.decl) })
    }

    /// The sources of the packages checked out for the generated package, read on first use: by then SwiftPM
    /// has resolved it, as a fragment's twin follows the unit's first compile. Where nothing is checked out yet
    /// (every unit came from the cache), nothing is kept, so a later call reads them.
    private func checkedOutSources() -> [String] {
        checkedOut.withLock { texts in
            if texts == nil {
                let packages = checkouts.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0) } ?? []
                guard !packages.isEmpty else { return [] }
                texts = Self.read(
                    packages.sorted().compactMap { package in checkouts.map { PathText.join($0, package) } })
            }
            return texts ?? []
        }
    }

    /// The packages' sources, read and indexed on first use.
    private func loaded() -> Sources {
        sources.withLock { loaded in
            if loaded == nil {
                let texts = Self.read(folders)
                loaded = Sources(texts: texts, index: PublicDeclarationIndex(texts))
            }
            return loaded ?? Sources(texts: [], index: PublicDeclarationIndex([]))
        }
    }

    /// The answer kept under `key`, else `find` over the packages' sources (read and indexed on first use), kept.
    private func answer(_ key: String, find: (Sources) -> Bool) -> Bool {
        if let known = answers.withLock({ $0[key] }) { return known }
        let found = find(loaded())
        answers.withLock { $0[key] = found }
        return found
    }

    static let introducers = [
        "func ", "var ", "let ", "struct ", "class ", "enum ", "protocol ", "typealias ", "actor ", "operator ",
    ]
    .flatMap { ["public \($0)", "open \($0)", "public final \($0)", "public static \($0)"] }

    static func declares(_ name: String, in text: String, atAnyDepth: Bool = false) -> Bool {
        !declarations(of: name, in: text, atAnyDepth: atAnyDepth, first: true).isEmpty
    }

    /// Where `text` declares `name` publicly (all places, or only the first).
    static func declarations(
        of name: String, in text: String, atAnyDepth: Bool = false, first: Bool = false
    ) -> [String.Index] {
        var places: [String.Index] = []
        for introducer in introducers {
            var rest = Substring(text)
            let needle = introducer + name
            while let range = rest.range(of: needle) {
                // At the start of a line: a top-level declaration, not a type's member of the same name.
                let atLineStart =
                    range.lowerBound == text.startIndex || text[text.index(before: range.lowerBound)] == "\n"
                    || (atAnyDepth
                        && text[..<range.lowerBound].reversed().prefix { $0 != "\n" }.allSatisfy {
                            $0 == " " || $0 == "\t"
                        })
                let after = rest[range.upperBound...].first
                if atLineStart, after.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true {
                    places.append(range.lowerBound)
                    if first { return places }
                }
                rest = rest[range.upperBound...]
            }
        }
        return places
    }

    /// The Swift sources of each package: under `Sources/`, or wherever its
    /// manifest keeps them (`GRDB/`), without its tests, examples, benchmarks,
    /// manifests and hidden or build folders.
    static func read(_ folders: [String]) -> [String] {
        readWithModules(folders).map(\.text)
    }

    /// The same sources, each with the module it belongs to when its folder is `Sources/<Module>/`.
    static func readWithModules(_ folders: [String]) -> [(module: String?, text: String)] {
        var texts: [(module: String?, text: String)] = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let relative as String in enumerator {
                let name = PathText.lastComponent(of: relative)
                if name.hasPrefix(".") || ["Tests", "Examples", "Benchmarks", "Documentation"].contains(name) {
                    enumerator.skipDescendants()
                    continue
                }
                guard name.hasSuffix(".swift"), !name.hasPrefix("Package") else { continue }
                if let text = try? String(contentsOfFile: PathText.join(folder, relative), encoding: .utf8) {
                    texts.append((DocCommentExtractor.module(ofSourcePath: relative), text))
                }
            }
        }
        return texts
    }

    /// The types the module `module` of one of the local packages declares
    /// publicly at its top level (`public enum OpenAPI`), read from its folder under `Sources/`.
    func topLevelTypes(ofModule module: String) -> Set<String> {
        var names: Set<String> = []
        for folder in folders {
            let sources = PathText.join(PathText.join(folder, "Sources"), module)
            guard let enumerator = FileManager.default.enumerator(atPath: sources) else { continue }
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                guard let text = try? String(contentsOfFile: PathText.join(sources, relative), encoding: .utf8) else {
                    continue
                }
                names.formUnion(Self.topLevelTypes(in: text))
            }
        }
        return names
    }

    static let typeIntroducers = ["struct ", "enum ", "class ", "protocol ", "actor "].flatMap {
        ["public \($0)", "open \($0)", "public final \($0)"]
    }

    /// The names of the types `text` declares publicly at the start of a line.
    static func topLevelTypes(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            guard let introducer = typeIntroducers.first(where: { line.hasPrefix($0) }) else { continue }
            let name = line.dropFirst(introducer.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }

    /// Whether the module `umbrella` of one of the local packages re-exports
    /// `named`: `@_exported import DequeModule`, or typealiases of its types
    /// (`public typealias Deque<Element> = DequeModule.Deque<Element>`).
    func reexports(_ umbrella: String, _ named: String) -> Bool {
        let key = "\(umbrella)\u{0}\(named)"
        if let known = answers.withLock({ $0[key] }) { return known }
        var found = false
        for folder in folders where !found {
            let sources = PathText.join(PathText.join(folder, "Sources"), umbrella)
            guard let enumerator = FileManager.default.enumerator(atPath: sources) else { continue }
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                guard let text = try? String(contentsOfFile: PathText.join(sources, relative), encoding: .utf8) else {
                    continue
                }
                if text.contains("@_exported import \(named)") || text.contains("= \(named).") {
                    found = true
                    break
                }
            }
        }
        answers.withLock { $0[key] = found }
        return found
    }
}
