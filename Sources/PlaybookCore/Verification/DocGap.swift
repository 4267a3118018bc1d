/// Why a block that does not compile is not the doc's fault, read from the
/// compiler's errors. Docs show fragments (`logger.info(…)` where no block
/// declares `logger`), templates (`SomeType`) and Apple-only APIs
/// (`FileHandle.bytes`); a reader copying them is not misled, so such a
/// block is not failed: it says plainly how far it was checked, and why.
enum DocGap: Sendable, Equatable {
    /// An API only Apple platforms have: skipped.
    case platform(String)
    /// Names that stand for the reader's own (`SomeType`, `parameters`): passed at syntax.
    case template([String])
    /// Names no block declares: passed at syntax; a hidden block can complete it.
    case notSelfContained([String])
    /// Names only blocks left out of the unit declare: written against an
    /// earlier version of a name the page redeclares (`Stack` conforming to
    /// the first `Container`). Passed at syntax.
    /// `conformances`: protocols whose conformances the page shows for an earlier version, left out with it.
    case declaredWithAnEarlierVersion([String], conformances: [String] = [])
    /// Names only later blocks declare (`listPhotos` shown with a callback
    /// before its `async` version): the compiler saw a declaration the
    /// reader has not; passed at syntax.
    case usedBeforeDeclared([String])
    /// A type whose body is a comment (`// implement the methods`), or holds
    /// one of elision (`// ... the other requirements ...`), cannot conform
    /// yet, and lacks the members it leaves out.
    case elidedMembers(String)
    /// A type the page builds up across blocks (`final class MyTokenizer`
    /// with its name, then with its initializer, then with its method): a
    /// version lacks members another version shows, so it cannot conform yet.
    case shownInParts(String)
    /// A type the block declares or extends with a conformance whose
    /// requirements other blocks of its page add, outside the block's program
    /// (`extension ECDSASignature: DERImplicitlyTaggable` scaffolded first,
    /// its `serialize` shown later, apart): not checked here.
    case completedElsewhere(String, members: [String])
    /// A type the block uses as its program declares it in part (`struct Player : MutablePersistableRecord`
    /// with its conflict policy alone, at `line`), where the page's other versions show the members the
    /// block's errors are about: written against another version, so not checked.
    case usesATypeShownInParts(String, line: Int)
    /// A type another page declares, lent to the block's program (`struct Foo` of an article on internals), which
    /// lacks a conformance the block's code needs (`Foo` is no `Message`): the page means a type of its own, which
    /// it does not show. Passed at syntax.
    case usesALentType(String)
    /// A type the library declares, restated in an extension of the library's own type (`extension OTel { public
    /// struct Configuration … }`, "the shape of `OTel.Configuration`"): the compiler finds two, so every name in
    /// it is ambiguous. A listing: passed at syntax.
    case restatesTheLibrarysType(String)
    /// Statements that `return`: a function's body shown without its function.
    case functionBody
    /// `func isLess(…) -> Bool { ... }`, `Task.withTaskCancellationHandler { // ... }`: the code that returns, or
    /// that decides a type, is left out.
    case elidedBody
    /// An expression shown alone whose type only its context decides
    /// (`OneOf { "-"; "/" }` before it is used): passed at syntax.
    case withoutContext(String)
    /// Types more than one module imported for the block declares (a package
    /// whose `Kit` and `Kit30` products both declare `API`), where the block
    /// writes no import of its own: which one the reader imports, the page
    /// does not say.
    case ambiguousImport([String])
    /// Names the package declares only under a compilation condition (`#if`, a
    /// trait) this build does not meet: skipped, since its API is not built here.
    case notCompiledHere([String])
    /// Members a module adds that the page uses and this build lacks (`.http2NIOPosix` on a page whose manifest
    /// adds `GRPCNIOTransportHTTP2`, another package's): skipped, as a block importing that module is.
    case moduleNotHere(String, members: [String])
    /// A macro the page declares as a compiler plugin's (`#externalMacro(module: "CodeMacros", …)`), used: a
    /// guide's build loads no plugin, so the use cannot be expanded. Passed at syntax.
    case macroPluginNotLoaded(module: String, macro: String)
    /// Members another block declares in an extension of a type (`extension
    /// DependencyValues { var apiClient … }`), used where that block is not
    /// compiled (`@Dependency(\.apiClient)` on another page, or beside a
    /// block left at syntax): the reader has the member. Passed at syntax.
    case memberDeclaredElsewhere([String])
    /// Members the library lacks, in a design proposal's section of
    /// alternatives it did not take (`MetricsSystem.pushFactory` under
    /// "Alternatives considered"): API proposed, never built. Passed at syntax.
    case consideredAlternative(heading: String, members: [String])
    /// Conformances, or members, another block of the program declares too
    /// (`extension Author: FetchableRecord { }` under a page's `struct Author:
    /// Codable, FetchableRecord`, each protocol illustrated apart): the compiler
    /// rejects the second, and the page does not say the two are one program.
    /// Passed at syntax.
    case conformanceShownApart([String])

    /// The gap every error of a block comes from, or nil when one of them
    /// says the doc is wrong. Errors that follow from a missing name (a
    /// conformance that cannot be checked, a type that cannot be inferred)
    /// go with it. `isDeclared` tells whether a name is one the guides or
    /// the dependencies do declare (another sample's type, a package's public
    /// API): missing, it is a failure, never a gap, unless `isCompiledOut`
    /// says the package declares it only under a condition this build does not meet.
    static func explain(
        _ errors: [VerificationReport.Location], expressionAlone: Bool = false, isElided: Bool = false,
        elidedTypes: Set<String> = [], typesShownInParts: Set<String> = [],
        membersAddedElsewhere: [String: [String]] = [:],
        usedTypesShownInParts: [String: Int] = [:],
        typesInStatement: (VerificationReport.Location) -> Set<String> = { _ in [] },
        importsChosen: Bool = false,
        isDeclared: (String) -> Bool, isCompiledOut: (String) -> Bool = { _ in false },
        isMemberCompiledOut: (String) -> Bool = { _ in false },
        collidingName: (VerificationReport.Location) -> String? = { _ in nil },
        lateName: (VerificationReport.Location) -> String? = { _ in nil },
        memberDeclaredElsewhere: (VerificationReport.Location) -> String? = { _ in nil },
        restatedConformance: (VerificationReport.Location) -> String? = { _ in nil },
        inLiteralWithoutContext: (VerificationReport.Location) -> Bool = { _ in false },
        leftOutName: (String) -> Bool = { _ in false },
        declaredLater: (String) -> Bool = { _ in false },
        leftOutConformance: (VerificationReport.Location) -> String? = { _ in nil },
        isSwift6Only: (String) -> Bool = { _ in false },
        standardTypeOwned: (VerificationReport.Location) -> String? = { _ in nil },
        lentType: (VerificationReport.Location) -> String? = { _ in nil },
        moduleLacking: (String) -> String? = { _ in nil },
        restatedLibraryType: (VerificationReport.Location) -> String? = { _ in nil },
        statement: (Int) -> ClosedRange<Int>? = { $0...$0 },
        alternativeHeading: String? = nil
    ) -> DocGap? {
        guard !errors.isEmpty else { return nil }
        // What else the compiler says in a statement using a missing name is about the code it could not read.
        let ambiguousImport = { (message: String) in importsChosen ? ambiguousType(in: message) : nil }
        // A member the library's type lacks on a page using a module this build lacks: the module's, perhaps.
        // A member of a standard type (`'any Error'`, `Character`) is read by the rules for those.
        func moduleOfMissingMember(_ message: String) -> String? {
            guard let lacking = missingMember(in: message), memberOfAStandardType(in: message) == nil,
                standardTypeInPlaceOfTheDocs(in: message) == nil, !standardTypesAppsExtend.contains(lacking.type)
            else { return nil }
            return moduleLacking(lacking.type)
        }
        // A C declaration found for the doc's own value (`user[keyPath: \User.name]` finding Glibc's `struct user`)
        // is a missing name too.
        let missingNameStatements = errors.compactMap { error in
            missingName(in: error.message) != nil || ambiguousImport(error.message) != nil
                || collidingName(error) != nil || memberDeclaredElsewhere(error) != nil
                ? error.line.flatMap(statement) : nil
        }
        let followsAMissingName = { (line: Int?) in
            line.map { line in missingNameStatements.contains { $0.contains(line) } } == true
        }
        let incomplete = elidedTypes.union(typesShownInParts).union(membersAddedElsewhere.keys)
        // `Author.CodingKeys` lacks the `name` an elided `Author` leaves to the reader.
        let lackingType = { (message: String) in
            missingMember(in: message).map { String($0.type.dropLast($0.type.hasSuffix(".CodingKeys") ? 11 : 0)) }
        }
        if !incomplete.isEmpty,
            let type = errors.lazy.compactMap({
                nonConformingType(in: $0.message) ?? lackingType($0.message)
                    ?? classWithoutInitializers(in: $0.message)
            }).first(where: incomplete.contains),
            errors.allSatisfy({
                nonConformingType(in: $0.message).map(incomplete.contains) == true
                    || lackingType($0.message).map(incomplete.contains) == true
                    || followsFromMissingNames($0.message)
            })
        {
            if elidedTypes.contains(type) { return .elidedMembers(type) }
            if typesShownInParts.contains(type) { return .shownInParts(type) }
            return .completedElsewhere(type, members: membersAddedElsewhere[type] ?? [])
        }
        // An error about a type the program has in part, or in a statement using it, is about that version.
        func usedInPart(_ error: VerificationReport.Location) -> String? {
            // A name missing beside it (`db`) is a gap of its own, said as such.
            guard missingName(in: error.message) == nil else { return nil }
            return [nonConformingType(in: error.message), lackingType(error.message)].compactMap { $0 }
                .first { usedTypesShownInParts[$0] != nil }
                ?? typesInStatement(error).sorted().first { usedTypesShownInParts[$0] != nil }
        }
        if expressionAlone, let inference = errors.first(where: { needsContext($0.message) }),
            errors.allSatisfy({ needsContext($0.message) || followsFromMissingNames($0.message) })
        {
            return .withoutContext(inference.message)
        }
        var missing: [String] = []
        var compiledOutMembers: [String] = []
        var proposedMembers: [String] = []
        var late: [String] = []
        var elsewhere: [String] = []
        var ambiguous: [String] = []
        var restated: [String] = []
        var contextless: String?
        // A type the program has in part, which an error is about.
        var shownInPart: String?
        var platform: String?
        var followers = 0
        var returns = false
        var bodyElided = false
        var unexplained = false
        var lackedBesideAGap: [String] = []
        var conformedEarlier: [String] = []
        var misfit: String?
        var membersOfThePagesModule: [String] = []
        var moduleLacked: String?
        var lentInAStatement: [String] = []
        for error in errors {
            if error.message.hasPrefix("return invalid outside of a func") {
                returns = true
            } else if isElided,
                error.message.hasPrefix("missing return in") || needsContext(error.message)
                    || error.message.contains("which cannot be implicitly ignored")
                    // `case .string: …` then `...`: the cases left out are the doc's ellipsis.
                    || error.message == "switch must be exhaustive"
            {
                bodyElided = true
            } else if error.message == "no macro named 'Preview'" {
                platform = platform ?? "`#Preview` comes from SwiftUI"
            } else if error.message == "protocol 'OptionSet' does not have primary associated types that can be "
                + "constrained"
            {
                // `@OptionSet<Int>`: the standard library's macro, whose plugin Apple's toolchains ship.
                platform = platform ?? "the `@OptionSet` macro comes with Apple's toolchains"
            } else if let name = missingName(in: error.message) {
                if let framework = appleOnlyTypes[name] {
                    platform = platform ?? "`\(name)` comes from \(framework)"
                } else if !missing.contains(name) {
                    missing.append(name)
                }
            } else if let protocolName = leftOutConformance(error) {
                // A conformance the page showed to an earlier version of the protocol, which this program leaves out.
                if !missing.contains(protocolName) { missing.append(protocolName) }
                if !conformedEarlier.contains(protocolName) { conformedEarlier.append(protocolName) }
            } else if let attribute = unknownAttribute(in: error.message), let framework = appleOnlyTypes[attribute] {
                platform = platform ?? "`@\(attribute)` comes from \(framework)"
            } else if let member = appleOnlyMember(in: error.message) {
                platform = platform ?? member
            } else if let member = missingMember(in: error.message)?.member, isMemberCompiledOut(member) {
                // `readPublisher`, declared only `#if canImport(Combine)`: the package built here lacks it.
                if !compiledOutMembers.contains(member) { compiledOutMembers.append(member) }
            } else if alternativeHeading != nil, let missing = missingMember(in: error.message) {
                let member = "\(missing.type).\(missing.member)"
                if !proposedMembers.contains(member) { proposedMembers.append(member) }
            } else if let name = ambiguousImport(error.message) {
                if !ambiguous.contains(name) { ambiguous.append(name) }
            } else if let member = memberDeclaredElsewhere(error) {
                if !elsewhere.contains(member) { elsewhere.append(member) }
            } else if let name = collidingName(error) {
                if !missing.contains(name) { missing.append(name) }
            } else if inLiteralWithoutContext(error) {
                contextless = contextless ?? error.message
            } else if let type = restatedConformance(error) {
                if !restated.contains(type) { restated.append(type) }
            } else if let type = usedInPart(error) {
                shownInPart = shownInPart ?? type
            } else if !followsAMissingName(error.line), let module = moduleOfMissingMember(error.message),
                let lacking = missingMember(in: error.message)
            {
                // `.http2NIOPosix` on the library's `ServerTransport`, on a page using a module this build lacks.
                if !membersOfThePagesModule.contains(lacking.member) { membersOfThePagesModule.append(lacking.member) }
                moduleLacked = module
            } else if followsFromMissingNames(error.message) || followsAMissingName(error.line)
                // A data race Swift 5 would only warn of, in a block lacking names the Swift 5 check cannot give.
                || isSwift6Only(error.message)
            {
                followers += 1
            } else if let name = lateName(error) {
                if !late.contains(name) { late.append(name) }
            } else if let name = standardTypeOwned(error) ?? memberOfAStandardType(in: error.message) {
                // The app's own `Character`, or `error.debugDescription` from an extension of its own; or a
                // mistake. Beside other names the block lacks, it is one more, and the block cannot be judged.
                if !lackedBesideAGap.contains(name) { lackedBesideAGap.append(name) }
            } else if let type = lentType(error), error.message.contains("'\(type)"), error.message.contains("conform")
            {
                // Another page's `Foo` is no `Message`: the page means a type of its own. A member the lent type lacks
                // is another matter: the page's type was renamed under it, and that fails.
                misfit = misfit ?? type
            } else if let type = lentType(error) {
                // An error in a statement using the lent type, which it does not quote: beside other names the block
                // lacks, one more thing the page leaves out; alone, it may be the doc's mistake.
                if !lentInAStatement.contains(type) { lentInAStatement.append(type) }
            } else {
                unexplained = true
            }
        }
        // Code built on an Apple-only framework cannot be judged here, whatever else its errors say.
        if let platform { return .platform("platform: \(platform), which only Apple platforms have") }
        // `external macro implementation type 'CodeMacros.FourCharacterCode' could not be found for macro
        // 'fourCharacterCode(_:)'`: what the use needs is the plugin.
        if let plugin = errors.lazy.compactMap({ Self.macroPlugin(in: $0.message) }).first {
            return .macroPluginNotLoaded(module: plugin.module, macro: plugin.macro)
        }
        // Restating the library's own type, the block is a listing of its shape: what else fails follows from the two.
        if let restated = errors.lazy.compactMap(restatedLibraryType).first {
            return .restatesTheLibrarysType(restated)
        }
        if unexplained || (!lackedBesideAGap.isEmpty && missing.isEmpty)
            || (!lentInAStatement.isEmpty && missing.isEmpty && misfit == nil)
        {
            return nil
        }
        if let moduleLacked, !membersOfThePagesModule.isEmpty {
            // Only where those members are all the block's trouble: beside other gaps, they may be the doc's. What an
            // elided body leaves the compiler to infer (`.dns(host:)` in the call it holds) is no other gap.
            let alone =
                missing.isEmpty && late.isEmpty && ambiguous.isEmpty && elsewhere.isEmpty && restated.isEmpty
                && misfit == nil && contextless == nil && shownInPart == nil && compiledOutMembers.isEmpty
                && proposedMembers.isEmpty && !returns
            return alone ? .moduleNotHere(moduleLacked, members: membersOfThePagesModule) : nil
        }
        missing += lackedBesideAGap.filter { !missing.contains($0) }
        if let alternativeHeading, !proposedMembers.isEmpty {
            return .consideredAlternative(heading: alternativeHeading, members: proposedMembers)
        }
        if missing.isEmpty, let shownInPart, let line = usedTypesShownInParts[shownInPart] {
            return .usesATypeShownInParts(shownInPart, line: line)
        }
        if missing.isEmpty, !compiledOutMembers.isEmpty { return .notCompiledHere(compiledOutMembers) }
        let declared = missing.filter(isDeclared)
        let earlierVersion = { (names: [String]) -> DocGap in
            .declaredWithAnEarlierVersion(
                names.filter { !conformedEarlier.contains($0) }, conformances: conformedEarlier.filter(names.contains))
        }
        if !declared.isEmpty, declared.allSatisfy(leftOutName) { return earlierVersion(declared) }
        if !declared.isEmpty {
            return declared.allSatisfy(isCompiledOut) ? .notCompiledHere(declared) : nil
        }
        if missing.isEmpty, !ambiguous.isEmpty { return .ambiguousImport(ambiguous) }
        if missing.isEmpty, !late.isEmpty { return .usedBeforeDeclared(late) }
        if missing.isEmpty, !elsewhere.isEmpty { return .memberDeclaredElsewhere(elsewhere) }
        if missing.isEmpty, bodyElided { return .elidedBody }
        if missing.isEmpty, !restated.isEmpty { return .conformanceShownApart(restated) }
        if missing.isEmpty, let contextless { return .withoutContext(contextless) }
        if missing.isEmpty, let misfit { return .usesALentType(misfit) }
        if missing.isEmpty { return returns && followers == 0 ? .functionBody : nil }
        // `for item in collection { statements }`: a body that is the word `statements` makes the whole a form.
        if missing.allSatisfy(isTemplateName) || missing.contains("statements") {
            return .template(missing)
        }
        // `Subscription`, declared beside the `User` a later block redeclares: the page has it, in another program.
        if missing.allSatisfy(leftOutName) { return earlierVersion(missing) }
        // `reader.int(forKey:)` above the block declaring `let reader`: the program keeps them apart, as it
        // would reach the variable before it is set.
        if missing.allSatisfy(declaredLater) { return .usedBeforeDeclared(missing) }
        return .notSelfContained(missing)
    }

    /// The names a block lacks in its program, whether no block declares
    /// them or one beside an earlier version does: the API may give them.
    var valuesLackedHere: [String]? {
        switch self {
        case .notSelfContained(let names), .declaredWithAnEarlierVersion(let names, _), .usedBeforeDeclared(let names):
            return names
        default: return nil
        }
    }

    /// Whether the block passes at syntax with the reason; the others are skipped.
    var passesAtSyntax: Bool {
        switch self {
        case .platform, .notCompiledHere, .moduleNotHere: return false
        default: return true
        }
    }

    /// What the result says.
    var reason: String {
        switch self {
        case .platform(let reason):
            return reason
        case .template(let names):
            return "template: \(Self.listed(names)) \(names.count == 1 ? "stands" : "stand") for your own code"
        case .elidedMembers(let type):
            return "elided: the members of `\(type)` are left to the reader, so its conformance is not checked"
        case .shownInParts(let type):
            return "shown in parts: the page's other versions of `\(type)` show members this one lacks, so its "
                + "conformance is not checked"
        case .completedElsewhere(let type, let members):
            return "shown in parts: the page adds \(Self.listed(members)) to `\(type)` in blocks outside this one's "
                + "program, so its conformance is not checked"
        case .usesATypeShownInParts(let type, let line):
            return "not checked: uses `\(type)` as the block at line \(line) shows it, in part (the page's other "
                + "versions show members it lacks), so what it uses of `\(type)` is not checked"
        case .moduleNotHere(let module, let members):
            return "requires \(module), which the page uses and this build does not have: "
                + "\(Self.listed(members.map { "." + $0 })) may come from it"
        case .macroPluginNotLoaded(let module, let macro):
            return "uses the macro `\(macro)`, whose compiler plugin (module `\(module)`) a guide's build does not "
                + "load: not expanded, not compiled"
        case .restatesTheLibrarysType(let type):
            return "a listing: restates the library's own `\(type)`, which the compiler then finds twice; parsed, not "
                + "compiled"
        case .usesALentType(let type):
            return "not self-contained: uses `\(type)` as another page declares it, which does not fit here (the page "
                + "means a `\(type)` of its own, which it does not show)"
        case .functionBody:
            return "a function's body shown without its function: it returns outside one"
        case .elidedBody:
            return "code elided (`...`) that a value or a type depends on: parsed, not compiled"
        case .withoutContext(let message):
            return "an expression without context: its type depends on where it is used (\(message))"
        case .ambiguousImport(let names):
            return "ambiguous imports: \(Self.listed(names)) \(names.count == 1 ? "is" : "are") declared by more than "
                + "one module imported for it, and the page does not say which it imports"
        case .consideredAlternative(let heading, let members):
            return "an alternative the proposal considered (under “\(heading)”): \(Self.listed(members)) "
                + "\(members.count == 1 ? "is" : "are") proposed, not the library's API; parsed, not compiled"
        case .notCompiledHere(let names):
            return "not built here: the package declares \(Self.listed(names)) only under a compilation condition "
                + "(`#if`) this build does not meet"
        case .declaredWithAnEarlierVersion(let names, let conformances):
            let conformed =
                conformances.isEmpty
                ? "" : "the conformances to \(Self.listed(conformances)) the page shows for an earlier version of it"
            guard !names.isEmpty else {
                return "not checked: uses \(conformed), which a later version leaves out of this block's program"
            }
            return "not checked: uses \(Self.listed(names)), which the page declares beside an earlier version of a "
                + "name it redeclares, \(conformed.isEmpty ? "so it is" : "and \(conformed), so they are") not in "
                + "this block's program"
        case .usedBeforeDeclared(let names):
            return "not self-contained: uses \(Self.listed(names)), which only a later block declares "
                + "(a hidden block before it can declare \(names.count == 1 ? "it" : "them"); --require typecheck "
                + "fails it)"
        case .memberDeclaredElsewhere(let members):
            let declaring = members.count == 1 ? "a block declares in an extension" : "blocks declare in extensions"
            return "not self-contained: uses \(Self.listed(members.map { "." + $0 })), which \(declaring) not "
                + "compiled with this one (--require typecheck fails it)"
        case .conformanceShownApart(let types):
            return "a conformance shown apart: another block of its program declares \(Self.listed(types)) "
                + "with it already, so the compiler rejects it restated here; parsed, not checked with it"
        case .notSelfContained(let names):
            return Self.notSelfContained(names)
        }
    }

    /// Why a block lacking `names` is not self-contained. `elsewhere` says how
    /// other pages declare some of them, each its own way, so that none is
    /// lent (`Player` on 9 other pages, in 7 versions).
    static func notSelfContained(_ names: [String], elsewhere: String? = nil) -> String {
        let them = names.count == 1 ? "it" : "them"
        let completion = "a hidden block or a `setup` file can declare \(them); --require typecheck fails it"
        guard let elsewhere else {
            return "not self-contained: uses \(Self.listed(names)), which no block declares (\(completion))"
        }
        return "not self-contained: uses \(Self.listed(names)), which no block of its page declares (\(elsewhere); "
            + "\(completion))"
    }

    /// The heading of a design proposal's section of alternatives not taken
    /// ("Alternatives considered", "Alternative 1: …"), among a block's headings.
    static func alternativeHeading(in headings: [String]) -> String? {
        headings.first { heading in
            let words = heading.lowercased().split { !$0.isLetter }
            return words.first.map { ["alternative", "alternatives"].contains($0) } == true
        }
    }

    /// `'OpenAPI' is ambiguous for type lookup in this context` → the name.
    static func ambiguousType(in message: String) -> String? {
        guard message.hasPrefix("'"), message.hasSuffix("' is ambiguous for type lookup in this context") else {
            return nil
        }
        let name = message.dropFirst().dropLast("' is ambiguous for type lookup in this context".count)
        return name.isEmpty ? nil : String(name)
    }

    /// `redundant conformance of 'Author' to protocol 'TableRecord'` → `Author`.
    static func redundantConformance(in message: String) -> String? {
        let prefix = "redundant conformance of '"
        guard message.hasPrefix(prefix), message.contains("' to protocol '") else { return nil }
        let type = message.dropFirst(prefix.count).prefix { $0 != "'" }
        return type.isEmpty ? nil : String(type)
    }

    /// `invalid redeclaration of 'demographics'` → `demographics`.
    static func redeclaredName(in message: String) -> String? {
        let prefix = "invalid redeclaration of '"
        guard message.hasPrefix(prefix), message.hasSuffix("'") else { return nil }
        let name = message.dropFirst(prefix.count).dropLast()
        return name.isEmpty || name.contains("'") ? nil : String(name)
    }

    /// `ambiguous type name 'Configuration' in 'OTel'` → (`Configuration`, `OTel`).
    static func ambiguousNestedType(in message: String) -> (name: String, outer: String)? {
        let prefix = "ambiguous type name '"
        guard message.hasPrefix(prefix) else { return nil }
        let parts = message.dropFirst(prefix.count).split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[1] == " in " else { return nil }
        return (String(parts[0]), String(parts[2]))
    }

    /// `cannot find 'x' in scope`, `cannot find type 'X' in scope` → the name.
    static func missingName(in message: String) -> String? {
        for prefix in ["cannot find type '", "cannot find operator '", "cannot find '"] where message.hasPrefix(prefix)
        {
            let rest = message.dropFirst(prefix.count)
            guard let close = rest.firstIndex(of: "'"), rest[close...].hasPrefix("' in scope") else { return nil }
            return String(rest[..<close])
        }
        // `file.lines`, `for await value in sequence`: a value the doc leaves to the reader, named as one of
        // Swift's own functions or macros, which the compiler found in its place.
        let asMacro = "expansion of macro '"
        if message.hasPrefix(asMacro), message.hasSuffix("()' requires leading '#'") {
            return String(message.dropFirst(asMacro.count).dropLast("()' requires leading '#'".count))
        }
        let asProperty = "function '"
        if message.hasPrefix(asProperty), message.contains("' was used as a property") {
            let name = String(message.dropFirst(asProperty.count).prefix { $0 != "'" })
            if standardFunctionsNamedLikeValues.contains(name) { return name }
        }
        if message.contains("-> UnfoldSequence<") || message.contains("-> UnfoldFirstSequence<") { return "sequence" }
        // `#fourCharacterCode("ABCD")`, a macro the doc's own package declares.
        let noMacro = "no macro named '"
        if message.hasPrefix(noMacro), message.hasSuffix("'") {
            return String(message.dropFirst(noMacro.count).dropLast())
        }
        // `higherThan: LowerGroupName` in a precedence group's template; a misspelled group is the doc's slip.
        let unknownGroup = "unknown precedence group '"
        if message.hasPrefix(unknownGroup), message.hasSuffix("'") {
            let name = String(message.dropFirst(unknownGroup.count).dropLast())
            return isTemplateName(name) ? name : nil
        }
        return nil
    }

    /// Swift's global functions whose names docs give values too (`let lines = try await file.lines…`).
    static let standardFunctionsNamedLikeValues: Set<String> = [
        "file", "line", "column", "function", "sequence", "stride", "zip", "type", "dump", "swap", "min", "max", "abs",
    ]

    /// The member or argument label an error says the code's types lack, which an extension in a module the
    /// block does not import may declare: `value of type 'X' has no member 'm'` → `m`, `incorrect argument
    /// labels in call (have 'validatingOpenAPIServerURL:variables:', …)` → `validatingOpenAPIServerURL`,
    /// `extra argument 'upTo' in call` → `upTo`.
    static func memberOrLabel(in message: String) -> String? {
        func quoted(after marker: String) -> Substring? {
            guard let start = message.range(of: marker) else { return nil }
            let rest = message[start.upperBound...]
            return rest.firstIndex(of: "'").map { rest[..<$0] }
        }
        if let member = quoted(after: "has no member '") { return String(member) }
        if let extra = quoted(after: "extra argument '"), message.hasSuffix("' in call") { return String(extra) }
        if message.hasPrefix("incorrect argument label"), let labels = quoted(after: "(have '"),
            let first = labels.split(separator: ":", omittingEmptySubsequences: false).first, !first.isEmpty,
            first != "_"
        {
            return String(first)
        }
        return nil
    }

    /// Whether an error is one an operator's module left unimported causes:
    /// the operator is a member of a type the code reaches, but Swift finds
    /// operators only in modules imported. The compiler then finds no operator
    /// for the operands (`binary operator '+' cannot be applied`, `unary operator '-' cannot be applied`), or gives up
    /// on the expression without saying why ("failed to produce diagnostic").
    static func mayLackAnOperatorsImport(_ message: String) -> Bool {
        message.hasPrefix("failed to produce diagnostic")
            || ((message.hasPrefix("binary operator '") || message.hasPrefix("unary operator '"))
                && message.contains("cannot be applied to"))
    }

    /// What the compiler says about code that uses a name it could not find:
    /// it cannot check a conformance or infer a type without it.
    static func followsFromMissingNames(_ message: String) -> Bool {
        [
            "does not conform to protocol", "cannot infer contextual base", "could not be inferred",
            "cannot infer key path type",
            "unable to infer", "failed to produce diagnostic", "cannot infer type of closure parameter",
            "cannot infer return type for closure", "requires a contextual type", "without a contextual type",
            "unable to type-check this expression in reasonable time",
            // A stored property of a missing type leaves its class without an initializer.
            "has no initializers", "because it has no accessible initializers",
            "argument passed to call that takes no arguments",
            // `viewModel.user = nil` on an `@Observable` class whose `var user: User?` names a missing type: its
            // macro expansion failed, and the compiler looks for the member through the `@State`'s binding.
            "requires wrapper 'Binding<", "to type 'Binding<Subject>'",
            // `@CasePathable enum UserAction { case home(HomeAction) }` with `HomeAction` missing: what the macro
            // expands to fails for want of it (`no exact matches in call to instance method 'append'`).
            "(in expansion of macro '",
        ].contains { message.contains($0) }
            // `mock.result = .success([.stub()])` on a mock of a missing type: the compiler knows no type there
            // ("value of type 'Any' …" is a value the doc itself typed so).
            || message.hasPrefix("type 'Any' has no member")
    }

    /// Whether an error at a name no block declares shows the compiler found
    /// a C declaration of that name instead (Glibc's `index` function, its
    /// `struct user`): the doc meant a value of its own, so the name is missing.
    /// C functions take unlabeled arguments (`#2`) of C types (`Int32`, `int`):
    /// `write(.novel)` misses Glibc's `write`'s second and third, `write()` all three.
    static func isAboutACDeclaration(_ message: String, name: String) -> Bool {
        [
            "UnsafePointer<CChar>", "UnsafeMutablePointer<CChar>", "UnsafePointer<Int8>", "Int32) ->",
            "type '\(name)'", "type 'Int32' has no member", "for parameters #1", "for parameters #2",
            "for parameter #2",
            // A C struct's name used as a value (`extract(entry)`) is its metatype.
            "type '\(name).Type'",
            // `&index`: "cannot pass immutable value as inout argument: 'index' is a function".
            "'\(name)' is a function",
            // `assertSnapshot(of: user, …)` finding Glibc's `struct user`: a type where a value belongs.
            "'\(name).Type'", "expected member name or initializer call after type name",
        ]
        .contains(where: message.contains)
    }

    /// C library names a doc's own value often has (`index`, `user`, `time`):
    /// undeclared on the page, the compiler finds Glibc's instead.
    static let cLibraryNames: Set<String> = [
        "index", "rindex", "user", "time", "times", "random", "rand", "log", "exp", "gamma", "stat", "remove",
        "link", "open", "close", "read", "write", "select", "signal", "kill", "wait", "sleep", "pipe", "accept",
        "bind", "listen", "connect", "send", "socket", "shutdown", "access", "sync", "pause", "alarm", "clock",
        "system", "abort", "free", "div", "tm", "timezone", "environ", "errno", "truncate", "dup", "nice", "y0",
        "y1", "j0", "j1", "entry", "group",
    ]

    /// The member an error says a standard library or Foundation type lacks ("value of type 'any Error' has no
    /// member 'debugDescription'" → `debugDescription`): apps add such members in extensions of their own.
    static func memberOfAStandardType(in message: String) -> String? {
        guard let missing = missingMember(in: message) else { return nil }
        let type = missing.type.hasPrefix("any ") ? String(missing.type.dropFirst(4)) : missing.type
        let base = String(type.prefix { $0 != "<" && $0 != "?" })
        return standardTypesAppsExtend.contains(base) ? missing.member : nil
    }

    static let standardTypesAppsExtend: Set<String> = [
        "Error", "String", "Substring", "Int", "Double", "Float", "Bool", "Date", "URL", "Data", "UUID", "Decimal",
        "Set", "Result", "Calendar", "Locale", "TimeZone", "JSONDecoder",
        "JSONEncoder", "DateFormatter", "NumberFormatter", "URLRequest", "URLSession", "Bundle", "FileManager",
        "UserDefaults", "NotificationCenter",
    ]

    /// Types of the standard library and Foundation named as an app names its own models (`Character` of a
    /// cartoon's cast, `Operation`, `Notification`): a doc using its own finds Swift's, which lacks its members.
    static let standardTypesDocsNameTheirOwn: Set<String> = [
        "Character", "Operation", "Process", "Notification", "Timer", "Unit", "Stream", "Host", "Port", "Thread",
    ]

    /// The standard type an error finds where a doc means its own of that name: "value of type 'Character' has no
    /// member 'id'" → `Character`.
    static func standardTypeInPlaceOfTheDocs(in message: String) -> String? {
        guard let type = missingMember(in: message)?.type, standardTypesDocsNameTheirOwn.contains(type) else {
            return nil
        }
        return type
    }

    /// `type 'Style' does not conform to protocol 'TableStyle'` → `TableStyle`.
    static func nonConformedProtocol(in message: String) -> String? {
        guard nonConformingType(in: message) != nil,
            let marker = message.range(of: "' does not conform to protocol '")
        else { return nil }
        return String(message[marker.upperBound...].prefix { $0 != "'" })
    }

    /// The type and protocol of a conformance the compiler finds missing, the type without its generic arguments:
    /// `global function 'f' requires that '[String]' conform to 'Container'` → (`Array`, `Container`),
    /// `type 'Stack<Element>' does not conform to protocol 'Container'` → (`Stack`, `Container`).
    static func conformanceRequired(in message: String) -> (type: String, protocolName: String)? {
        let quoted: (type: String, protocolName: String)
        if let marker = message.range(of: "requires that '"),
            let conform = message.range(of: "' conform to '", range: marker.upperBound..<message.endIndex)
        {
            quoted = (
                String(message[marker.upperBound..<conform.lowerBound]),
                String(message[conform.upperBound...].prefix { $0 != "'" })
            )
        } else if let type = nonConformingType(in: message), let protocolName = nonConformedProtocol(in: message) {
            quoted = (type, protocolName)
        } else {
            return nil
        }
        let type = quoted.type
        let named: String
        if type.hasPrefix("[") {
            named = type.contains(":") ? "Dictionary" : "Array"
        } else if type.hasSuffix("?") {
            named = "Optional"
        } else {
            named = String(type.prefix { $0 != "<" && $0 != "." })
        }
        guard !named.isEmpty, !quoted.protocolName.isEmpty else { return nil }
        return (named, quoted.protocolName)
    }

    /// `type 'Style' does not conform to protocol 'TableStyle'` → `Style`; `type 'Box<Value>' …` → `Box`.
    static func nonConformingType(in message: String) -> String? {
        guard message.hasPrefix("type '"), message.contains("' does not conform to protocol '") else { return nil }
        return String(message.dropFirst("type '".count).prefix { $0 != "'" && $0 != "<" })
    }

    /// `class 'APIGateway' has no initializers` → `APIGateway`: a class whose stored properties nothing
    /// initializes, as when its `init` is among the members left out.
    static func classWithoutInitializers(in message: String) -> String? {
        guard message.hasPrefix("class '"), message.hasSuffix("' has no initializers") else { return nil }
        return String(message.dropFirst("class '".count).prefix { $0 != "'" && $0 != "<" })
    }

    /// An expression whose value nothing uses, which the compiler rejects
    /// (`result of key path is unused`) and docs write to show a value or a type.
    static func isUnusedValue(_ message: String) -> Bool {
        message.hasPrefix("result of key path is unused")
            || (message.hasPrefix("expression of type") && message.contains("is unused"))
    }

    /// What the compiler says when an expression's type is left to its context.
    static func needsContext(_ message: String) -> Bool {
        message.hasPrefix("ambiguous use of") || message.contains("could not be inferred")
            || message.contains("requires a contextual type") || message.contains("without a contextual type")
            || message.contains("cannot infer contextual base")
    }

    /// Types and attributes of Apple's UI frameworks and Combine, with where they come from.
    static let appleOnlyTypes: [String: String] = [
        "UIApplication": "UIKit", "UIView": "UIKit", "UIViewController": "UIKit", "UIColor": "UIKit",
        "UIImage": "UIKit",
        "UIWindow": "UIKit", "UITableView": "UIKit", "UIButton": "UIKit", "UILabel": "UIKit",
        "NSApplication": "AppKit", "NSView": "AppKit", "NSViewController": "AppKit", "NSColor": "AppKit",
        "NSImage": "AppKit",
        "ObservableObject": "Combine", "Published": "Combine", "AnyCancellable": "Combine",
        "PassthroughSubject": "Combine",
        "CurrentValueSubject": "Combine", "State": "SwiftUI", "Binding": "SwiftUI", "StateObject": "SwiftUI",
        "ObservedObject": "SwiftUI", "EnvironmentObject": "SwiftUI", "View": "SwiftUI", "Text": "SwiftUI",
        "UIStoryboard": "UIKit", "UINavigationController": "UIKit", "UITableViewCell": "UIKit",
        "UICollectionView": "UIKit",
        "UIScreen": "UIKit", "UIDevice": "UIKit", "UIImageView": "UIKit", "UITextField": "UIKit",
        "UIStackView": "UIKit",
        "UIHostingController": "SwiftUI", "NSWindow": "AppKit", "NSWorkspace": "AppKit", "NSAlert": "AppKit",
        "NSHostingView": "SwiftUI", "CALayer": "Core Animation", "WKWebView": "WebKit",
        "NSException": "the Objective-C runtime", "NSInternalInconsistencyException": "the Objective-C runtime",
        "DistributedNotificationCenter": "macOS Foundation", "QOS_CLASS_DEFAULT": "Darwin",
        "Just": "Combine", "AnyPublisher": "Combine", "Publishers": "Combine", "Cancellable": "Combine",
        "Future": "Combine",
        "XCUIApplication": "XCUITest", "XCUIElement": "XCUITest",
        "CLLocationCoordinate2D": "Core Location", "CLLocationDegrees": "Core Location", "CLLocation": "Core Location",
    ]

    /// `unknown attribute 'Published'` → `Published`.
    static func unknownAttribute(in message: String) -> String? {
        guard message.hasPrefix("unknown attribute '") else { return nil }
        return String(message.dropFirst("unknown attribute '".count).prefix { $0 != "'" })
    }

    /// Members of Foundation's types that exist on Apple platforms only, by type, with the framework adding them:
    /// Foundation's own async sequences, and Combine's publishers.
    static let appleOnlyMembers: [String: [String: String]] = [
        "FileHandle": ["bytes": "Foundation"],
        "URL": ["resourceBytes": "Foundation", "lines": "Foundation"],
        "URLSession": ["bytes": "Foundation", "dataTaskPublisher": "Combine"],
        "NotificationCenter": ["notifications": "Foundation", "publisher": "Combine"],
        "Timer": ["publish": "Combine"],
    ]

    /// `value of type 'FileHandle' has no member 'bytes'` → `FileHandle.bytes is Apple-only Foundation`, when it
    /// is Apple-only.
    static func appleOnlyMember(in message: String) -> String? {
        guard let (type, member) = missingMember(in: message) else { return nil }
        // `[1, 2, 3].publisher`, `(1...7).publisher`: Combine's publisher of a standard sequence's elements.
        let standardSequences = ["[", "Array<", "ClosedRange<", "Range<", "Set<", "Dictionary<", "String"]
        if member == "publisher", standardSequences.contains(where: type.hasPrefix) {
            return "Sequence.publisher is Apple-only Combine"
        }
        guard let framework = appleOnlyMembers[type]?[member] else { return nil }
        return "\(type).\(member) is Apple-only \(framework)"
    }

    /// `value of type 'DatabaseQueue' has no member 'readPublisher'` → the type and the member.
    static func missingMember(in message: String) -> (type: String, member: String)? {
        for prefix in ["value of type '", "type '"] where message.hasPrefix(prefix) {
            let rest = message.dropFirst(prefix.count)
            guard let close = rest.firstIndex(of: "'") else { return nil }
            let tail = rest[close...]
            guard tail.hasPrefix("' has no member '") else { return nil }
            let member = tail.dropFirst("' has no member '".count).prefix { $0 != "'" }
            return (String(rest[..<close]), String(member))
        }
        return nil
    }

    /// Names grammar-style docs use for the reader's own: `SomeType`, `MyProtocol`, `parameters`, `ReturnType`,
    /// `SuperclassName`, `LowerGroupName`.
    static func isTemplateName(_ name: String) -> Bool {
        if ["parameters", "statements", "expression", "condition", "Foo", "Bar", "Baz", "ReturnType"].contains(name) {
            return true
        }
        // A grammar's names for the reader's own (`GroupName`, `SuperclassName`), not a type named so (`UserName`).
        if name.hasSuffix("Name"), grammarsNames.contains(String(name.dropLast(4))) { return true }
        for prefix in ["Some", "some", "My", "my", "Your", "your"] where name.hasPrefix(prefix) {
            if name.dropFirst(prefix.count).first?.isUppercase == true { return true }
        }
        return false
    }

    /// `external macro implementation type 'CodeMacros.FourCharacterCode' could not be found for macro
    /// 'fourCharacterCode(_:)'…` → the plugin's module and the macro.
    static func macroPlugin(in message: String) -> (module: String, macro: String)? {
        let opening = "external macro implementation type '"
        guard message.hasPrefix(opening), message.contains("could not be found for macro '") else { return nil }
        let module = message.dropFirst(opening.count).prefix { $0 != "." && $0 != "'" }
        guard let macroStart = message.range(of: "for macro '")?.upperBound else { return nil }
        let macro = message[macroStart...].prefix { $0 != "'" && $0 != "(" }
        return (String(module), String(macro))
    }

    /// What a grammar's `…Name` placeholders name (`LowerGroupName`, `SuperclassName`).
    static let grammarsNames: Set<String> = [
        "Type", "Group", "LowerGroup", "HigherGroup", "Precedence", "Superclass", "Subclass", "Class", "Protocol",
        "Structure", "Struct", "Enumeration", "Enum", "Actor", "Property", "Function", "Method", "Parameter",
        "Attribute", "Module", "Case", "Variable", "Constant", "Label", "Operator", "Macro", "Associated",
        "AssociatedType", "Generic", "Extension", "Element",
    ]

    /// Names in backquotes, joined with commas and a last "and": at most four, then how many more.
    static func listed(_ names: [String]) -> String {
        let quoted = names.prefix(4).map { "`\($0)`" }
        let shown =
            quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        return names.count > 4 ? "\(shown) and \(names.count - 4) more" : shown
    }
}
