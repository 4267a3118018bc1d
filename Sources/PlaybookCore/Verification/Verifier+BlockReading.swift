import Foundation

/// The passes that read each block in its page's context before units are
/// planned: a type shown again in part continues it, members shown without
/// their type go into it (or into a struct of their own), a protocol
/// adopter's statements into an extension of it, a quotation of the
/// library's own types is left out or checked alone, and an expression
/// without context stays at syntax.
extension Verifier {
    /// A type a page shows again in part (`struct Binding<Value> { … init(…) }`,
    /// its `…` standing for members an earlier block declared) continues that
    /// declaration: it is compiled as an extension of it (see `TypeContinuation`),
    /// re-prepared by `prepare` from the rewritten raw code. One that shows a
    /// member the type has already (`static let paragraphs` defined another
    /// way) is a new version of the type instead, its other members left to the reader.
    static func continuingShortenedTypes(
        _ blocks: [PreparedBlock], prepare: (PreparedBlock, String) -> PreparedBlock?
    ) -> [PreparedBlock] {
        var declared: [String: Set<String>] = [:]
        var classes: [String: Set<String>] = [:]
        // Each type's members so far, by guide: a new version of the type starts them anew.
        var members: [String: [String: Set<String>]] = [:]
        return blocks.map { block in
            let guide = block.id.guide
            var continuedType: String?
            defer {
                declared[guide, default: []].formUnion(block.analysis.declaredTypes)
                classes[guide, default: []].subtract(block.analysis.declaredTypes)
                classes[guide, default: []].formUnion(block.analysis.declaredClasses)
                for type in block.analysis.declaredTypes where type != continuedType { members[guide]?[type] = [] }
                for (type, signatures) in block.analysis.memberSignatures {
                    members[guide, default: [:]][type, default: []].formUnion(signatures)
                }
            }
            guard block.isElided, block.disposition == .compile || block.disposition == .script,
                block.analysis.declaredTypes.count == 1, let type = block.analysis.declaredTypes.first,
                declared[guide]?.contains(type) == true,
                // `struct FeatureTests { … }` after a `class FeatureTests`: another type of that name, not the same.
                classes[guide, default: []].contains(type) == block.analysis.declaredClasses.contains(type),
                block.analysis.memberSignatures[type, default: []].isDisjoint(with: members[guide]?[type] ?? []),
                let code = TypeContinuation.asExtension(block.block.code, of: type),
                var continued = prepare(block, code)
            else { return block }
            continuedType = type
            continued.notes.append("continues `\(type)` shown before: its members are checked in an extension of it")
            return continued
        }
    }

    /// A type whose members a guide shows in other blocks (placed members, or
    /// an extension of it) gets them in an extension in another file, where
    /// its `private` members are out of reach; in the reader's file they are not. The `private` and
    /// `fileprivate` of the members those blocks use are blanked, so the members shown apart see what the type's
    /// own would; the others stay, so top-level code reaching them still fails. So is a type another block uses
    /// (`private enum TestIDKey`, then `self[TestIDKey.self]` in an extension): a page's declarations are the
    /// reader's one file.
    static func openingPrivateMembers(
        _ blocks: [PreparedBlock], prepare: (PreparedBlock, String) -> PreparedBlock?
    ) -> [PreparedBlock] {
        var hosts: [String: Set<String>] = [:]
        var usedBy: [String: [BlockID: Set<String>]] = [:]
        // What each page's blocks placed in or extending a type use: the members they reach from another file.
        var usedInTypes: [String: [String: [BlockID: Set<String>]]] = [:]
        for block in blocks {
            if let host = block.host { hosts[block.id.guide, default: []].insert(host) }
            // `extension TemperatureLogger { … max = measurement }` in a block of its own is in another file too.
            hosts[block.id.guide, default: []].formUnion(block.analysis.extendedTypes)
            usedBy[block.id.guide, default: [:]][block.id] = block.analysis.usedNames
            for type in block.analysis.extendedTypes.union(block.host.map { [$0] } ?? []) {
                usedInTypes[block.id.guide, default: [:]][type, default: [:]][block.id] =
                    block.analysis.usedNames.union(block.analysis.referencedNames)
            }
        }
        guard !hosts.isEmpty || !usedBy.isEmpty else { return blocks }
        return blocks.map { block in
            guard block.block.code.containsBytes("private") else { return block }
            let hosted = !(hosts[block.id.guide] ?? []).isDisjoint(with: block.analysis.declaredTypes)
            // Only a type declared `private` itself: a type's `private(set) var count` is what the page shows.
            let privateTypes = AccessOpening.privateTypeNames(in: block.block.code)
            let used = block.analysis.declaredTypes.filter { type in
                privateTypes.contains(type)
                    && (usedBy[block.id.guide] ?? [:]).contains { $0.key != block.id && $0.value.contains(type) }
            }
            let reachedFromOtherFiles = block.analysis.declaredTypes.reduce(into: Set(used)) { names, type in
                for (id, reached) in usedInTypes[block.id.guide]?[type] ?? [:] where id != block.id {
                    names.formUnion(reached)
                }
            }
            guard hosted || !used.isEmpty,
                let opened = AccessOpening.withoutPrivate(block.block.code, of: reachedFromOtherFiles),
                var reread = prepare(block, opened)
            else { return block }
            reread.notes.append(
                hosted
                    ? "`private` opened to its members shown in other blocks"
                    : "`private` opened to the other blocks using \(used.map { "`\($0)`" }.joined(separator: ", "))")
            return reread
        }
    }

    /// Statement blocks calling bare what no block declares but the
    /// package's public protocols declare as static members (`describe` and
    /// `it` of a test library's `SyncDSLUser`), prepared again as the body of
    /// a static function of an extension of that protocol (see
    /// `BlockPreparer.prepare(_:in:adopting:for:)`). Every such name must be
    /// the one protocol's; of several protocols declaring them all, one whose
    /// name does not begin with `Async` is chosen unless the statements wait.
    static func placingStatementsInAdopters(
        _ blocks: [PreparedBlock], protocols: (String) -> Set<String>,
        prepare: (PreparedBlock, String, [String]) -> PreparedBlock
    ) -> [PreparedBlock] {
        let declared = Set(blocks.flatMap(\.analysis.declaredNames))
        return blocks.map { block in
            // An import, a type or an extension is what only a file's top level may hold; names such a block
            // uses inside an extension (`static let manager = belongsTo(…)`) are the extended type's.
            guard block.isScript, block.analysis.imports.isEmpty, block.analysis.declaredTypes.isEmpty,
                block.analysis.extendedTypes.isEmpty
            else { return block }
            let bare = block.analysis.freeNames.subtracting(declared).sorted()
            let adopted = bare.map { ($0, protocols($0)) }.filter { !$0.1.isEmpty }
            guard let first = adopted.first else { return block }
            let common = adopted.dropFirst().reduce(first.1) { $0.intersection($1.1) }
            let waits = ScriptAnalyzer.waitsAtTopLevel(block.code)
            let rank = { (name: String) in (name.hasPrefix("Async") == waits ? 0 : 1, name) }
            guard let chosen = common.sorted(by: { rank($0) < rank($1) }).first else { return block }
            return prepare(block, chosen, adopted.map(\.0))
        }
    }

    /// Members shown without their type (`func load() async { state = … }`)
    /// go inside the type they belong to: the one an `in=Type` attribute
    /// names, or the target file's, or one the heading names, or else the
    /// latest type of the guide before them that has every member they use.
    /// Stored properties, which no extension holds, are compiled as a struct
    /// of their own (`hold`) where they can be
    /// (`SwiftBlockAnalyzer.holdsStoredPropertiesAlone(_:)`).
    /// With none, they stay at syntax, saying what they need; but functions
    /// whose only names not their own are the dependencies' API
    /// (`withDependencies`, found at any depth: the packages may declare it
    /// under an `#if`), and that name no `self`, are global functions.
    static func placingMembers(
        _ blocks: [PreparedBlock], fill: (String) -> String, isAPI: (String) -> Bool = { _ in false },
        isGlobalAPI: (String) -> Bool = { _ in false }, hold: (PreparedBlock) -> PreparedBlock = { $0 },
        program: (PreparedBlock) -> PreparedBlock = { $0 },
        prepare: (PreparedBlock, String) -> PreparedBlock
    ) -> [PreparedBlock] {
        var types: [String: [String]] = [:]
        var classes: [String: Set<String>] = [:]
        var members: [String: [String: Set<String>]] = [:]
        // What the guide's program has declared so far: its top-level values, and the functions of every block.
        var programGlobals: [String: Set<String>] = [:]
        var declaredBefore: [String: Set<String>] = [:]
        return blocks.map { block in
            let guide = block.id.guide
            defer {
                if block.isScript { programGlobals[guide, default: []].formUnion(block.analysis.declaredNames) }
                if block.isScript || block.disposition == .compile {
                    declaredBefore[guide, default: []].formUnion(block.analysis.declaredNames)
                }
                for type in block.analysis.declaredTypes {
                    types[guide, default: []].removeAll { $0 == type }
                    types[guide, default: []].append(type)
                }
                for (type, names) in block.analysis.typeMembers {
                    members[guide, default: [:]][type, default: []].formUnion(names)
                }
                classes[guide, default: []].formUnion(block.analysis.declaredClasses)
            }
            // An API listing of bare functions (`func swapAt(_ i: Index, _ j: Index)`) lists a type's members too.
            let isMemberListing =
                block.isListing && block.analysis.declaredTypes.isEmpty && block.analysis.extendedTypes.isEmpty
                && !block.isScript && block.analysis.shape == .declarations && !(types[guide] ?? []).isEmpty
            let named = block.block.value(of: "in") != nil
            guard named || isMemberListing || block.analysis.shape == .members, !block.block.has("syntax-only") else {
                return block
            }
            if case .syntaxOnly = block.disposition {} else if !isMemberListing && !named { return block }
            // `func canThrowErrors() throws -> String`, naming only the page's types and Swift's plainest: a
            // signature a book shows, global. Not `func append(_ item: Element)` (a collection's member), nor an
            // operator (`func -(lhs:rhs:)`, a type's static member in an outline).
            let namesOnlyPlainTypes = block.analysis.usedNames.allSatisfy { name in
                name.first?.isUppercase != true || Self.plainStandardTypes.contains(name)
                    || declaredBefore[guide]?.contains(name) == true
            }
            if isMemberListing, !named, block.analysis.freeNames.isEmpty, block.disposition == .compile,
                namesOnlyPlainTypes, block.analysis.declaredNames.allSatisfy({ $0.first?.isLetter == true }),
                !block.analysis.hasMemberOnlyDeclarations, !SwiftBlockAnalyzer.namesItsOwnType(block.code),
                !block.code.containsBytes("self"), !block.code.containsBytes("Self")
            {
                return block
            }
            if block.analysis.hasStoredMembers {
                // No extension holds stored members (`@Option var count: Int?`): they are checked in a type of their
                // own.
                if !named, !isMemberListing, block.analysis.syntaxErrors.isEmpty, !block.isElided,
                    SwiftBlockAnalyzer.holdsStoredPropertiesAlone(block.code)
                {
                    return hold(block)
                }
                var kept = block
                kept.disposition = .syntaxOnly(reason: "stored properties or cases shown without their type")
                return kept
            }
            if block.analysis.hasDeinit {
                var kept = block
                kept.disposition = .syntaxOnly(reason: "a `deinit` shown without its class: no extension can hold one")
                return kept
            }
            let known = types[guide] ?? []
            let needed = block.analysis.freeNames
            // A `convenience init` belongs to a class.
            let fits = { (type: String) in
                needed.isSubset(of: members[guide]?[type] ?? [])
                    && (!block.analysis.hasConvenienceInit || classes[guide]?.contains(type) == true)
            }
            var host = block.block.value(of: "in").map(fill)
            if host == nil, let file = block.targetFile {
                let stem = (PathText.lastComponent(of: file) as NSString).deletingPathExtension
                if known.contains(stem) { host = stem }
            }
            if host == nil, let heading = block.block.headingPath.last {
                let words = fill(heading).split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
                host = words.last { known.contains($0) && fits($0) }
            }
            if host == nil { host = known.last(where: fits) }
            guard let host else {
                var kept = block
                if block.analysis.hasConvenienceInit {
                    kept.disposition = .syntaxOnly(
                        reason: "members outside a type: a `convenience init`, which no class before it holds")
                    return kept
                }
                // `func bump() { counter += 1 }` after a block's `var counter = 0`: a function of the reader's
                // program, which sees its top-level values in its main file.
                if !needed.isDisjoint(with: programGlobals[guide] ?? []), !block.analysis.hasMemberOnlyDeclarations,
                    needed.allSatisfy({ declaredBefore[guide]?.contains($0) == true || isGlobalAPI($0) }),
                    !SwiftBlockAnalyzer.namesItsOwnType(block.code)
                {
                    return program(block)
                }
                // `func weeklyReport() { … countOrders(for:) … }` after a block declaring `func countOrders`: a global
                // function beside the page's own. Not one using a name the standard library has at top level as a
                // value (`max(padding, min)`), which may be the member of the type it was shown from.
                if !needed.isEmpty, !block.analysis.hasMemberOnlyDeclarations, !block.analysis.hasStoredMembers,
                    needed.contains(where: { declaredBefore[guide]?.contains($0) == true }),
                    needed.allSatisfy({ declaredBefore[guide]?.contains($0) == true || isGlobalAPI($0) }),
                    block.analysis.syntaxErrors.isEmpty, !SwiftBlockAnalyzer.namesItsOwnType(block.code),
                    !SwiftBlockAnalyzer.usesStandardGlobalsAsValues(block.code)
                {
                    kept.disposition = .compile
                    kept.notes.append("functions using what earlier blocks declare: compiled as global functions")
                    return Self.withErrorMarks(kept)
                }
                if !needed.isEmpty, needed.allSatisfy(isAPI), !block.analysis.hasStoredMembers,
                    block.analysis.syntaxErrors.isEmpty, !BlockPreparer.elidesArguments(block.code),
                    !Instantiator.hasEditorPlaceholder(block.code), !SwiftBlockAnalyzer.namesItsOwnType(block.code)
                {
                    kept.disposition = .compile
                    kept.notes.append("functions using only the library's names: compiled as global functions")
                    return Self.withErrorMarks(kept)
                }
                if !needed.isEmpty, needed.allSatisfy(DocGap.isTemplateName) {
                    // `func name(parameters) -> ReturnType { statements }`: a grammar's form, not members.
                    kept.disposition = .syntaxOnly(reason: DocGap.template(needed.sorted()).reason)
                    return kept
                }
                if needed.isEmpty, Instantiator.hasEditorPlaceholder(block.code) {
                    // `init() { <#perform some initialization here#> }`: a form with the reader's code to fill in.
                    kept.disposition = .syntaxOnly(reason: "template with editor placeholders")
                    return kept
                }
                // `func syncAll(…) { … limiter … partnerAPI … }`: it uses the program's values, and none of the names
                // it lacks is a member of the page's types, nor does it name `self`: a function of the reader's
                // program, not self-contained. What it lacks is said as any fragment's gap.
                let pageMembers = Set((members[guide] ?? [:]).values.flatMap { $0 })
                if !needed.isDisjoint(with: programGlobals[guide] ?? []), needed.isDisjoint(with: pageMembers),
                    !block.analysis.hasMemberOnlyDeclarations, block.analysis.syntaxErrors.isEmpty,
                    !block.code.containsBytes("self"), !block.code.containsBytes("Self"),
                    !SwiftBlockAnalyzer.namesItsOwnType(block.code), !Instantiator.hasEditorPlaceholder(block.code),
                    !BlockPreparer.elidesArguments(block.code)
                {
                    return program(block)
                }
                let missing = needed.sorted().map { "`\($0)`" }.joined(separator: ", ")
                kept.disposition = .syntaxOnly(
                    reason: "members outside a type: no type before them declares "
                        + (missing.isEmpty ? "anything" : missing))
                return kept
            }
            // `func increment() { self.count += 1 }` after a `Counter` that has one: the same member written another
            // way, which beside the first would be a redeclaration.
            let restated = block.analysis.declaredNames.intersection(members[guide]?[host] ?? []).sorted()
            if !restated.isEmpty, !named {
                var kept = block
                kept.disposition = .syntaxOnly(
                    reason: "another version of \(restated.map { "`\(host).\($0)`" }.joined(separator: ", ")), "
                        + "which the page declares before: parsed, not compiled beside it")
                return kept
            }
            return prepare(block, host)
        }
    }

    /// Standard types a book's bare signature may name and still be a global function's.
    static let plainStandardTypes: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "Character", "Void", "Never", "Error", "Any", "Array",
        "Dictionary", "Set", "Optional", "Result", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8",
    ]

    /// A block that quotes a type of the library (`protocol
    /// MutablePersistableRecord { static var persistenceConflictPolicy … }`)
    /// beside its own code (`struct Player: MutablePersistableRecord { … }`,
    /// `try player.insert(db)`) shows what that code adopts: its code means the
    /// library's type, so the quotation's lines are left out of what is
    /// compiled (blanked, every line still where it was), and said.
    static func leavingOutRestatedAPI(
        _ blocks: [PreparedBlock], isAPI: (String) -> Bool, libraryMembers: (String) -> Set<String> = { _ in [] },
        rewrite: (PreparedBlock, String) -> PreparedBlock?
    ) -> [PreparedBlock] {
        blocks.map { block in
            let types = Set(block.analysis.declaredTypes)
            // Only a type the block's code adopts, declaring no member the library's does not, is quoted: a `struct
            // Digits: Parser { … }` of the page's own, named as the library's parser is, is the reader's, shadowing
            // it, and so is a `protocol Middleware` of the page's with members of its own.
            let restated = types.filter(isAPI).intersection(block.analysis.protocolNames).filter { type in
                (block.analysis.typeMembers[type] ?? []).isSubset(of: libraryMembers(type))
            }
            guard block.disposition == .compile || block.isScript, block.host == nil, block.adoption == nil,
                !restated.isEmpty,
                restated.count < types.count
            else { return block }
            let quoted = SwiftBlockAnalyzer.linesOfTypes(named: restated, in: block.code)
            guard !quoted.isEmpty else { return block }
            var lines = block.block.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for range in quoted {
                for line in range where line >= 1 && line <= lines.count { lines[line - 1] = "" }
            }
            guard var rewritten = rewrite(block, lines.joined(separator: "\n")) else { return block }
            let names = restated.sorted()
            let them = names.count == 1 ? "it" : "them"
            rewritten.notes.append(
                "quotes the library's \(DocGap.listed(names)) beside code adopting \(them): "
                    + "compiled with the library's own, the quotation read, not compiled")
            return rewritten
        }
    }

    /// A block that declares the dependency's own public types again (a doc
    /// showing how `Parsers.Map` is written) restates the API: checked alone,
    /// as a listing is, and never lent, so no other block sees two of them.
    /// One declaring only the library's own functions stays on its page, unlent.
    static func restatingTheAPI(
        _ blocks: [PreparedBlock], isAPI: (String) -> Bool, isAPIMember: (String) -> Bool = { _ in false }
    ) -> [PreparedBlock] {
        blocks.map { block in
            var block = block
            // `extension Parsers { struct Map … }`: the library's own nested code, shown as it is written.
            let extended = block.analysis.extendedTypes
            let added = block.analysis.extensionMembers
            if block.disposition == .compile, block.analysis.declaredNames.isEmpty, !extended.isEmpty,
                extended.allSatisfy(isAPI),
                !added.isEmpty, added.allSatisfy(isAPIMember)
            {
                block.isListing = true
                return block
            }
            // A type, or a typealias (`typealias Complex = ComplexModule.Complex<Double>`), named as the library names
            // its own.
            let names =
                block.analysis.declaredTypes.isEmpty
                ? block.analysis.declaredNames.filter { $0.first?.isUppercase == true }
                : Set(block.analysis.declaredTypes)
            if block.disposition == .compile, !names.isEmpty, names.allSatisfy(isAPI) { block.isListing = true }
            // `public func equal<T>(expectedValue: T?) -> Matcher<T> { … }`: how the library's own function is written.
            let functions = block.analysis.declaredNames
            if block.disposition == .compile, block.analysis.declaredTypes.isEmpty, !functions.isEmpty,
                block.analysis.shape == .declarations, functions.allSatisfy({ $0.first?.isLowercase == true }),
                functions.allSatisfy(isAPI)
            {
                block.restatesAPIFunctions = true
            }
            return block
        }
    }

    /// An expression shown alone (`base.index(i.base, offsetBy: n)`) whose
    /// values no earlier block of its guide declares, nor another page or a
    /// `setup` file (`declaredElsewhere`), is a fragment of some other code:
    /// it stays at syntax, saying what it lacks, rather than fail. One lacking
    /// only values the API's parameter names type (`givable`: `db` as a
    /// `Database`), or values it passes whole to a call (`appendRoute("/hello",
    /// to: handler)`, whose parameter's type a probe reads), is compiled, so
    /// that it is typechecked with them given.
    /// A block compiled after all, with the marks of its errors read as a compiled block's are: a block left at
    /// syntax had none read.
    static func withErrorMarks(_ block: PreparedBlock) -> PreparedBlock {
        var block = block
        block.errorMarks = BlockPreparer.errorMarks(of: block.block, code: block.code)
        if !block.errorMarks.isEmpty { block.analysis.alternatives = nil }
        return block
    }

    static func withoutContextlessExpressions(
        _ blocks: [PreparedBlock], declaredElsewhere: Set<String> = [], givable: (String) -> Bool = { _ in false }
    ) -> [PreparedBlock] {
        var declared: [String: Set<String>] = [:]
        return blocks.map { block in
            var block = block
            let known = declared[block.id.guide, default: []].union(block.analysis.declaredNames).union(
                declaredElsewhere)
            let missing = block.analysis.freeValueNames.subtracting(known).sorted()
            let mayBeGiven = { (name: String) in givable(name) || block.analysis.freeArgumentNames.contains(name) }
            if block.isScript, block.analysis.shape == .expression, !missing.isEmpty, !missing.allSatisfy(mayBeGiven) {
                // `{ [unowned self] (input: Input) -> Output in statements }`: a grammar's form.
                block.disposition = .syntaxOnly(
                    reason: missing.contains(where: DocGap.isTemplateName)
                        ? DocGap.template(missing.filter(DocGap.isTemplateName)).reason
                        : "an expression without context: no block before it declares "
                            + missing.map { "`\($0)`" }.joined(separator: ", "))
            }
            declared[block.id.guide, default: []].formUnion(block.analysis.declaredNames)
            return block
        }
    }
}
