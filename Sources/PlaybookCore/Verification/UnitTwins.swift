import Foundation

/// The units a failed unit is compiled again as, so one broken block does not keep the rest of a guide
/// unchecked: without its failing blocks (isolated), in the Swift 5 language mode when Swift 6's data-race checks
/// failed it, and with the values its fragments use given their API's type.
struct UnitTwins: Sendable {
    var settings: GeneratedPackage.Settings
    /// Prepared blocks by sample.
    var blocks: [String: [BlockID: PreparedBlock]]
    /// The types the dependencies' API gives its parameter names; nil gives none.
    var parameterNames: ParameterNames?
    /// Each sample's lender, which lends a fragment a version of a name other pages declare each their own way.
    var lenders: [String: BlockLender] = [:]
    /// The names the packages declare or mention; nil stands no type in for the reader's own (`StandInType`).
    var dependencyNames: DependencyNames? = nil

    /// The unit without the blocks its errors point at and their dependents,
    /// if that leaves any of the unit's own blocks to check. For an
    /// `expect-error` unit, the context is reduced the same way, so the block
    /// is judged on its own errors; unless it depends on what failed.
    func isolated(_ unit: VerificationUnit, after outcome: UnitOutcome) -> VerificationUnit? {
        guard !outcome.typechecked, outcome.toolFailure == nil, !unit.givesProbes else { return nil }
        var failing = Set(outcome.errors.compactMap(\.block))
        guard !failing.isEmpty, outcome.errors.allSatisfy({ $0.block != nil }) else { return nil }
        if let expected = unit.expectedError {
            failing.remove(expected)
            guard !failing.isEmpty else { return nil }
        }
        return reduced(unit, without: failing, suffix: Self.isolatedSuffix, name: "Isolated")
    }

    /// The unit without the blocks failing where they do not mark it (and their dependents), keeping those whose
    /// every error is one they mark (`return shape // Error`, and the conformance it leaves unmet): their home,
    /// when blocks failing otherwise shared the unit, so they fail as the page says. The rest is checked in the
    /// isolated twin, which leaves the marked blocks out too. Nil when no block fails only where it marks.
    func keepingMarkedFailures(_ unit: VerificationUnit, after outcome: UnitOutcome) -> VerificationUnit? {
        guard !outcome.typechecked, outcome.toolFailure == nil, !unit.givesProbes, unit.expectedError == nil,
            outcome.errors.allSatisfy({ $0.block != nil })
        else { return nil }
        let sampleBlocks = blocks[unit.sample] ?? [:]
        let failingOtherwise = Set(
            outcome.errors.filter { error in
                error.block.flatMap { sampleBlocks[$0] }?.marksExpect(
                    error.location.message, line: error.location.line ?? 0) != true
            }.compactMap(\.block))
        let failingAsMarked = Set(outcome.errors.compactMap(\.block)).subtracting(failingOtherwise)
        guard !failingOtherwise.isEmpty, !failingAsMarked.isEmpty else { return nil }
        return reduced(unit, without: failingOtherwise, suffix: Self.isolatedSuffix + "/marks", name: "Marks")
    }

    /// `unit` without `failing` and the blocks depending on them, if any of its own blocks are left.
    private func reduced(
        _ unit: VerificationUnit, without failing: Set<BlockID>, suffix: String, name: String
    ) -> VerificationUnit? {
        let dropped = UnitPlanner.closure(
            of: failing, among: unit.members.map(\.block), blocks: blocks[unit.sample] ?? [:])
        if let expected = unit.expectedError, dropped.contains(expected) { return nil }
        var reduced = unit
        reduced.members = unit.members.filter { !dropped.contains($0.block) }
        guard reduced.members.contains(where: { $0.borrowedFor == nil }) else { return nil }
        reduced.id = unit.id + suffix
        reduced.targetName = unit.targetName + name
        return reduced
    }

    static let isolatedSuffix = "/isolated"
    static let apartSuffix = "/apart"

    /// The unit again in the Swift 5 language mode, when Swift 6's data-race
    /// checks are some of its errors: docs written before Swift 6 (`static var
    /// count = 0` in a type) are Swift 5 code, checked as such and said so.
    /// Blocks failing for other reasons are left out, as in `isolated(_:after:)`.
    func inSwift5(_ unit: VerificationUnit, after outcome: UnitOutcome) -> VerificationUnit? {
        guard settings.checksSwift5Again, settings.languageMode >= 6, unit.languageMode == nil, unit.assumesNothing,
            !outcome.typechecked, outcome.toolFailure == nil, outcome.errors.allSatisfy({ $0.block != nil })
        else { return nil }
        let racing = Set(outcome.errors.filter { Self.isDataRaceCheck($0.location.message) }.compactMap(\.block))
        // For an error-marked block, the context's data races hide the block's own error: the compiler stops
        // before the checks that find it (an escaping closure capturing `self`). A marked data race is the block's.
        if let expected = unit.expectedError, racing.contains(expected) { return nil }
        var otherwiseFailing = Set(
            outcome.errors.filter { !Self.isDataRaceCheck($0.location.message) }.compactMap(\.block))
        if let expected = unit.expectedError { otherwiseFailing.remove(expected) }
        let dropped = UnitPlanner.closure(
            of: otherwiseFailing, among: unit.members.map(\.block), blocks: blocks[unit.sample] ?? [:])
        if let expected = unit.expectedError, dropped.contains(expected) { return nil }
        var twin = unit
        twin.members = unit.members.filter { !dropped.contains($0.block) }
        guard twin.members.contains(where: { racing.contains($0.block) }) else { return nil }
        twin.id = unit.id + "/swift5"
        twin.targetName = unit.targetName + "Swift5"
        twin.languageMode = 5
        return twin
    }

    /// The unit again with the values its fragments use but no block declares
    /// given (`db` as a `Database`), where the dependencies' API gives every
    /// parameter so named nearly always one type (`ParameterNames`): a
    /// fragment of the API's docs is then typechecked against the API. The
    /// types they use that nothing declares stand in as empty ones (`StandInType`).
    /// Blocks failing for other reasons are left out, as in `isolated(_:after:)`.
    /// Typechecked only, never run: the given values trap.
    func withGivenNames(_ unit: VerificationUnit, after outcome: UnitOutcome) -> VerificationUnit? {
        guard unit.assumesNothing else { return nil }
        return twin(of: unit, after: outcome, assumingVersions: false)
    }

    /// The unit again with the values its fragments pass whole to a call
    /// (`XMLHash.parse(xmlToParse)`) and that nothing else gives, each given as
    /// a type of its own (`GivenName.probe(_:)`): the compiler's errors then say
    /// the type each parameter takes, which `withArgumentTypes(_:after:)` gives.
    /// Values given as in `withGivenNames` are given here too. Never credited.
    func withProbes(_ unit: VerificationUnit, after outcome: UnitOutcome) -> VerificationUnit? {
        guard unit.assumesNothing else { return nil }
        return twin(of: unit, after: outcome, assumingVersions: false, probing: true)
    }

    /// The unit again with the values its fragments use that nothing declares
    /// nor types standing in as the reader's own (`StandInValue`), and values
    /// given as in `withGivenNames`: the API the fragment passes them to or
    /// iterates them with is typechecked. Apart from the twins giving typed
    /// values, whose check is credited first. Typechecked only, never run.
    func withStandIns(_ unit: VerificationUnit, after outcome: UnitOutcome) -> VerificationUnit? {
        guard unit.assumesNothing else { return nil }
        return twin(of: unit, after: outcome, assumingVersions: false, standingIn: true)
    }

    /// The unit again with a version of the names other pages declare each their own way
    /// lent (`BlockLender.assumedVersion(of:usedBy:)`), or the page's own
    /// version that the unit leaves out for an earlier one of a name it
    /// redeclares (`BlockLender.lentBack(_:besides:to:keeping:)`), and values given as
    /// in `withGivenNames`. Apart from the twin that only gives values, so an
    /// assumption that fails one fragment does not take the others' check.
    /// Typechecked only, never run.
    func withAssumedVersions(_ unit: VerificationUnit, after outcome: UnitOutcome) -> VerificationUnit? {
        guard unit.assumesNothing else { return nil }
        return twin(of: unit, after: outcome, assumingVersions: true)
    }

    /// The unit again with the products of the packages the local package
    /// builds on imported for the names its fragments use without importing
    /// them (`DependencyModules.importGiving(_:)`), and values given as in
    /// `withGivenNames`. Compiled after the others, with those products added
    /// to the generated package. Typechecked only, never run.
    func withDependencyImports(
        _ unit: VerificationUnit, after outcome: UnitOutcome, from modules: DependencyModules
    ) -> VerificationUnit? {
        guard unit.assumesNothing else { return nil }
        return twin(of: unit, after: outcome, assumingVersions: false, importingFrom: modules)
    }

    /// The unit again to run the script block its program crashed in apart
    /// from the program's statements before it that it does not use, when
    /// there are such: blocks that each set up what a process sets up once
    /// (`MetricsSystem.bootstrap(…)` on one page, twice) crash together, not
    /// apart. The blocks it uses stay, and so do the declarations; the
    /// statements after it go.
    func apart(_ unit: VerificationUnit, after outcome: UnitOutcome) -> VerificationUnit? {
        guard unit.assumesNothing, unit.expectedError == nil, unit.runApart == nil, outcome.typechecked,
            !outcome.ran, outcome.toolFailure == nil, !outcome.timedOut, outcome.runLacked == nil,
            outcome.runStoppedAtCheck == nil
        else { return nil }
        let sampleBlocks = blocks[unit.sample] ?? [:]
        let scripts = GeneratedPackage.inProgramOrder(
            unit.members.compactMap { sampleBlocks[$0.block] }.filter(\.isScript), unit: unit)
        let crashes = outcome.diagnostics.filter { Self.isCrash($0.location.message) }.compactMap(\.block)
        guard crashes.count == 1, let crashed = crashes.first,
            let position = scripts.firstIndex(where: { $0.id == crashed }), position > 0
        else { return nil }
        let members = unit.members.map(\.block)
        // An earlier statement goes when nothing it declares reaches the crashed block.
        var leaving = Set(scripts[(position + 1)...].map(\.id))
        for earlier in scripts[..<position] {
            let reached = UnitPlanner.closure(of: [earlier.id], among: members, blocks: sampleBlocks)
            if !reached.contains(crashed) { leaving.formUnion(reached) }
        }
        guard scripts[..<position].contains(where: { leaving.contains($0.id) }) else { return nil }
        var twin = unit
        twin.members = unit.members.filter { !leaving.contains($0.block) }
        twin.id = unit.id + Self.apartSuffix
        twin.targetName = unit.targetName + "Apart"
        twin.runApart = crashed
        return twin
    }

    /// The unit again without the top-level statement its program stopped
    /// at (and those after it in its block when it declares a variable), when a script block follows:
    /// a trap the page shows
    /// (`precondition(index > 0)`, then prose saying it stops the program) or
    /// one it does not say keeps no later block from running. The stop stays
    /// the verdict of the block it is in. A stop inside a function the
    /// statements call is taken for the one statement of the block the run
    /// stopped in, when it has only one. A twin of a twin runs past the next
    /// stop; a statement declaring what later code uses leaves a twin that does
    /// not compile, which says nothing.
    func pastTheStop(_ unit: VerificationUnit, after outcome: UnitOutcome) -> PastTheStop? {
        guard unit.assumesNothing, unit.expectedError == nil, unit.runApart == nil, outcome.typechecked,
            !outcome.ran, outcome.toolFailure == nil, !outcome.timedOut, outcome.runLacked == nil,
            let stop = outcome.stoppedAt, let crashed = stop.block, let guideLine = stop.location.line,
            let crashedBlock = blocks[unit.sample]?[crashed]
        else { return nil }
        let sampleBlocks = blocks[unit.sample] ?? [:]
        let scripts = GeneratedPackage.inProgramOrder(
            unit.members.compactMap { sampleBlocks[$0.block] }.filter(\.isScript), unit: unit)
        let line = guideLine - crashedBlock.sourceMap.firstGuideLine + 1
        let leftOutOf = { (block: PreparedBlock) in unit.members.first { $0.block == block.id }?.leftOutLines ?? [] }
        let runningLeft = { (block: PreparedBlock) in
            ScriptAnalyzer.runningStatementLines(in: block.code).filter { statement in
                !leftOutOf(block).contains { $0.overlaps(statement) }
            }
        }
        let block: PreparedBlock
        let running: [ClosedRange<Int>]
        let stopAt: Int
        let elidedBody = stop.location.message.contains(CodeNormalizer.elidedBodyTrap)
        // The statements left out besides the one stopped at, when each of them would stop the run too.
        var everyCall: [Int] = []
        let crashedRunning =
            crashedBlock.isScript && !outcome.endsPrinted.contains(crashed) ? runningLeft(crashedBlock) : []
        if let index = crashedRunning.firstIndex(where: { $0.contains(line) }) {
            (block, running, stopAt) = (crashedBlock, crashedRunning, index)
        } else if let stoppedIn = scripts.first(where: { !outcome.endsPrinted.contains($0.id) }) {
            // `check(-1)` calling a `precondition` of a function: the line is the function's, the statement is the
            // one of the block the run stopped in that names it (`Percent(150)` for a type's initializer), or the
            // block's only one.
            let statements = ScriptAnalyzer.executedLines(in: stoppedIn.code).filter { statement in
                !leftOutOf(stoppedIn).contains { $0.overlaps(statement) }
            }
            let reaching = ScriptAnalyzer.namesReaching(line: line, in: crashedBlock.code)
            let codeLines = stoppedIn.code.split(separator: "\n", omittingEmptySubsequences: false)
            let naming = statements.indices.filter { index in
                statements[index].contains { number in
                    number <= codeLines.count
                        && !Set(
                            codeLines[number - 1].split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
                        )
                        .isDisjoint(with: reaching)
                }
            }
            // Two calls (`total += checked(5)`, then `checked(-1)`) leave it open which one stopped: neither is taken.
            // A body the doc leaves to the reader stops every call: all go.
            if elidedBody, naming.count > 1 {
                everyCall = naming
            }
            guard
                let index = everyCall.first
                    ?? (naming.count == 1 ? naming.first : (naming.isEmpty && statements.count == 1 ? 0 : nil))
            else { return nil }
            (block, running, stopAt) = (stoppedIn, statements, index)
        } else {
            return nil
        }
        guard let position = scripts.firstIndex(where: { $0.id == block.id }), position + 1 < scripts.count,
            let member = unit.members.firstIndex(where: { $0.block == block.id })
        else { return nil }
        // The statement goes; so do the block's statements after it when it declares a variable
        // (`let fourth = numbers[3]`, then `print(fourth)`), which they may use. The others stay (`account.deposit(10)`
        // after a failed withdrawal), and so do its declarations, for the blocks after it.
        let variables = ScriptAnalyzer.variableLines(in: block.code)
        let stopping = everyCall.isEmpty ? [stopAt] : everyCall
        let declaresAVariable = stopping.contains { variables.contains(running[$0]) }
        var twin = unit
        twin.members[member].leftOutLines +=
            declaresAVariable ? Array(running[stopAt...]) : stopping.map { running[$0] }
        twin.id = unit.id + Self.pastSuffix
        twin.targetName = unit.targetName + "Past"
        let lastLeftOut = running[stopping.last ?? stopAt]
        let lines =
            block.sourceMap.guideLine(running[stopAt].lowerBound)...block.sourceMap.guideLine(lastLeftOut.upperBound)
        return PastTheStop(
            unit: twin, block: block.id, lines: lines, after: Set(scripts[(position + 1)...].map(\.id)))
    }

    /// A unit run past where its program stopped (`pastTheStop(_:after:)`): the block and the guide lines of the
    /// statement left out, and the script blocks after it, which the run past speaks for.
    struct PastTheStop {
        var unit: VerificationUnit
        var block: BlockID
        var lines: ClosedRange<Int>
        var after: Set<BlockID>
    }

    static let pastSuffix = "/past"

    /// Whether a program's diagnostic is its crash (`ProgramRun`): "the program crashed: …", "the program exited
    /// with status 1".
    static func isCrash(_ message: String) -> Bool {
        message.hasPrefix("the program crashed") || message.hasPrefix("the program exited with status")
    }

    /// The twin of `unit` with values given and, when `assumingVersions`, versions lent, or with `importingFrom`,
    /// products imported; nil when it would give, lend or import nothing.
    private func twin(
        of unit: VerificationUnit, after outcome: UnitOutcome, assumingVersions: Bool,
        importingFrom modules: DependencyModules? = nil, probing: Bool = false, standingIn: Bool = false
    ) -> VerificationUnit? {
        guard unit.expectedError == nil, unit.languageMode == nil, !outcome.typechecked, outcome.toolFailure == nil,
            outcome.errors.allSatisfy({ $0.block != nil })
        else { return nil }
        let lender = assumingVersions ? lenders[unit.sample] : nil
        var given: [GivenName] = []
        var standIns: [StandInType] = []
        var imports: [DependencyImport] = []
        var assumedNames: [String] = []
        // Names the page declares in a block this program leaves out, by the fragment first using them.
        var lentBack: [String: BlockID] = [:]
        var refused = Set<String>()
        var fragments = Set<BlockID>()
        var users: [String: [BlockID]] = [:]
        let declaredValues = standingIn ? valuesDeclared(in: unit) : []
        for error in outcome.errors {
            // A member or label only a product's extension declares is given by importing it.
            if let modules, let block = error.block, let member = DocGap.memberOrLabel(in: error.location.message),
                let found = importGiving(member: member, among: imports, from: modules, in: unit)
            {
                Self.merge(found, into: &imports)
                fragments.insert(block)
                continue
            }
            // An operator's error names nothing the code lacks: the members its line reaches may be a product's
            // whose operators the page did not import (`.now() + .milliseconds(1)`, NIOCore's).
            if let modules, let block = error.block, DocGap.mayLackAnOperatorsImport(error.location.message) {
                let found = membersOnLine(of: error, in: unit).compactMap { member in
                    importGiving(member: member, among: imports, from: modules, in: unit)
                }
                for each in found {
                    let forOperators = DependencyImport(
                        module: each.module, package: each.package, names: [], operatorMembers: each.names)
                    Self.merge(forOperators, into: &imports)
                }
                if !found.isEmpty {
                    fragments.insert(block)
                    continue
                }
            }
            guard let block = error.block, let name = DocGap.missingName(in: error.location.message) else { continue }
            // A module imported for another block's name, which this one qualifies names by (`OpenAPIRuntime.`):
            // its import gives the module's own name too.
            if let module = imports.firstIndex(where: { $0.module == name }), !imports[module].names.contains(name) {
                imports[module].names.append(name)
            }
            if given.contains(where: { $0.name == name }) || assumedNames.contains(name) || lentBack[name] != nil
                || imports.contains(where: { $0.gives(name) }) || standIns.contains(where: { $0.name == name })
            {
                fragments.insert(block)
                users[name, default: []].append(block)
            } else if !refused.contains(name), Self.missingValue(in: error.location.message) != nil,
                let found = parameterNames?.givenName(name)
            {
                given.append(found)
                fragments.insert(block)
            } else if !refused.contains(name),
                // A program's declaration is lent alone only where no other page offers a version of its own.
                let earlier = lender?.earlierDeclaration(
                    of: name, before: block, inPrograms: lender?.versionCandidates[name] == nil)
            {
                lentBack[name] = earlier
                fragments.insert(block)
                users[name, default: []].append(block)
            } else if !refused.contains(name), lender?.versionCandidates[name] != nil {
                assumedNames.append(name)
                fragments.insert(block)
                users[name, default: []].append(block)
            } else if !refused.contains(name), let found = modules?.importGiving(name) {
                Self.merge(found, into: &imports)
                fragments.insert(block)
            } else if !refused.contains(name), let standIn = standInType(name, in: unit) {
                standIns.append(standIn)
                fragments.insert(block)
            } else if probing, !refused.contains(name), Self.missingValue(in: error.location.message) != nil,
                blocks[unit.sample]?[block]?.analysis.freeArgumentNames.contains(name) == true
            {
                given.append(.probe(name))
                fragments.insert(block)
            } else if standingIn, !refused.contains(name), Self.missingValue(in: error.location.message) != nil,
                mayStandIn(name, usedBy: block, in: unit, besides: declaredValues)
            {
                given.append(.standIn(name))
                fragments.insert(block)
            } else {
                refused.insert(name)
            }
        }
        let assuming = assumedNames.reduce(into: [String: BlockID]()) { chosen, name in
            chosen[name] = lender?.assumedVersion(of: name, usedBy: users[name] ?? [])
        }
        guard !given.isEmpty || !standIns.isEmpty || !assuming.isEmpty || !lentBack.isEmpty || !imports.isEmpty
        else { return nil }
        if standingIn {
            // A block reaching only stand-ins and Swift's own names (`print(shown)`) would be checked for nothing.
            let standingInNames = Set(given.filter(\.standsIn).map(\.name))
            let declaredInSample = namesDeclared(in: unit)
            fragments = fragments.filter { block in
                reachesNamedCode(block, besides: standingInNames, in: unit, declaredInSample: declaredInSample)
            }
        }
        let failing = Set(outcome.errors.compactMap(\.block)).subtracting(fragments)
        let dropped = UnitPlanner.closure(
            of: failing, among: unit.members.map(\.block), blocks: blocks[unit.sample] ?? [:])
        var twin = unit
        twin.members = unit.members.filter { !dropped.contains($0.block) }
        guard twin.members.contains(where: { $0.borrowedFor == nil && fragments.contains($0.block) }) else {
            return nil
        }
        if let lender {
            // The page's own earlier version first: what the reader has in mind, before other pages' versions.
            Self.lendBack(lentBack, users: users, into: &twin, lender: lender)
            Self.lend(assuming, into: &twin, lender: lender)
        }
        // Each twin exists for what it adds: imports, versions, or given values.
        let (adds, kind) =
            modules != nil
            ? (!imports.isEmpty, "Imports")
            : assumingVersions
                ? (!twin.assumedVersions.isEmpty, "Assumed")
                : probing
                    ? (given.contains(where: \.isProbe), "Probe")
                    : standingIn
                        ? (given.contains(where: \.standsIn), "StandIn")
                        : (!given.isEmpty || !standIns.isEmpty, "Given")
        guard adds else { return nil }
        twin.id = unit.id + "/" + kind.lowercased()
        twin.targetName = unit.targetName + kind
        twin.givenNames = given
        twin.standInTypes = standIns
        twin.dependencyImports = imports
        return twin
    }

    /// `name` standing in as the reader's own type, when it may be one
    /// (`StandInType.mayStandIn(_:)`) and no block of the unit's sample
    /// declares it, nor do the packages mention it: a protocol where a
    /// block of the unit conforms to it or writes it `any` or `some`, else a struct.
    private func standInType(_ name: String, in unit: VerificationUnit) -> StandInType? {
        guard let dependencyNames, StandInType.mayStandIn(name) else { return nil }
        let sampleBlocks = blocks[unit.sample] ?? [:]
        let declared = sampleBlocks.values.contains { block in
            block.analysis.declaredNames.contains(name)
                || block.analysis.typeMembers.values.contains { $0.contains(name) }
        }
        guard !declared, !dependencyNames.mention(name) else { return nil }
        let asProtocol = unit.members.contains { sampleBlocks[$0.block]?.analysis.protocolNames.contains(name) == true }
        return StandInType(name: name, kind: asProtocol ? .protocol : .structure)
    }

    /// The members the code reaches with a dot on the line `error` points at.
    private func membersOnLine(of error: UnitOutcome.BlockDiagnostic, in unit: VerificationUnit) -> [String] {
        guard let id = error.block, let block = blocks[unit.sample]?[id], let line = error.location.line else {
            return []
        }
        return block.membersReached(onGuideLine: line)
    }

    /// The import giving `member`, a member or argument label of a product's types: one of `imports` already,
    /// or the one product declaring it (`DependencyModules.importGivingMember(_:)`), unless `unit` imports that
    /// product already, when importing it again explains nothing.
    private func importGiving(
        member: String, among imports: [DependencyImport], from modules: DependencyModules, in unit: VerificationUnit
    ) -> DependencyImport? {
        if let chosen = imports.first(where: { $0.names.contains(member) || $0.operatorMembers.contains(member) }) {
            return DependencyImport(module: chosen.module, package: chosen.package, names: [member])
        }
        guard let found = modules.importGivingMember(member),
            !settings.imports(forGuide: unit.guide).contains(found.module)
        else { return nil }
        return found
    }

    /// `found` among `imports`: with the names it gives added to its module's import, if there is one.
    private static func merge(_ found: DependencyImport, into imports: inout [DependencyImport]) {
        if let same = imports.firstIndex(where: { $0.module == found.module }) {
            imports[same].names = (imports[same].names + found.names).uniqued()
            imports[same].operatorMembers = (imports[same].operatorMembers + found.operatorMembers).uniqued()
        } else {
            imports.append(found)
        }
    }

    /// `twin` with the blocks of its page that declare `lentBack`'s names lent back to their first `users`, and
    /// the page's extensions of those names between the two, each said as an assumed version.
    private static func lendBack(
        _ lentBack: [String: BlockID], users: [String: [BlockID]], into twin: inout VerificationUnit,
        lender: BlockLender
    ) {
        for (name, provider) in lentBack.sorted(by: { $0.key < $1.key }) {
            let others = twin.members.filter { $0.block != provider }
            guard let block = lender.blocks[provider], let borrower = users[name]?.first,
                let lent = lender.lentBack(provider, besides: others, to: borrower, keeping: name)
            else { continue }
            let program = !BlockLender.canLendBack(block)
            // A block the unit holds in part keeps its place, with less of it left out; a program's block it holds
            // keeps its statements, which a lent declaration would take away.
            if let held = twin.members.firstIndex(where: { $0.block == provider }) {
                guard !program else { continue }
                twin.members[held].leftOutLines = lent.leftOutLines
                twin.members[held].leftOutSpans = lent.leftOutSpans
            } else {
                twin.members.append(lent)
            }
            for extending in lender.extensionsLentBack(of: name, after: provider, before: borrower) {
                guard !twin.members.contains(where: { $0.block == extending }),
                    let lent = lender.lentBack(extending, besides: twin.members, to: borrower, keeping: name)
                else { continue }
                twin.members.append(lent)
            }
            twin.assumedVersions.append(
                AssumedVersion(name: name, provider: provider, line: block.block.line, pages: nil))
            // A program's declaration lent alone is written for the names as the page has them by then (`makeText`
            // "works unchanged with the new builder"): no earlier version comes back for it.
            if !program {
                restoreEarlierVersions(usedBy: block, lentAs: name, for: borrower, into: &twin, lender: lender)
            }
        }
    }

    /// `twin` with the page's earlier version of each name `lent` uses that a later block of the unit declares
    /// again (`struct Crate: Shelf`, written against the first `protocol Shelf`, beside the version constraining
    /// its `Item`): that later block left out, the earlier one lent back with the blocks of the unit's left-out
    /// ones written against it (`extension Array: Shelf`), each said as an assumed version. Only where the later
    /// block declares that name alone, and no type of the unit after it uses the name (`struct Tote: Shelf`,
    /// written against the later version); a block of the unit that needs the later version otherwise fails the
    /// twin, which vouches for nothing.
    private static func restoreEarlierVersions(
        usedBy lent: PreparedBlock, lentAs lentName: String, for borrower: BlockID, into twin: inout VerificationUnit,
        lender: BlockLender
    ) {
        for name in lent.analysis.usedNames.sorted() {
            guard
                let later = twin.members.first(where: { member in
                    member.borrowedFor == nil && member.block != borrower && member.block.guide == lent.id.guide
                        && member.block.index > lent.id.index
                        && lender.blocks[member.block]?.analysis.declaredNames.contains(name) == true
                })?.block,
                let laterBlock = lender.blocks[later], laterBlock.analysis.declaredNames == [name],
                laterBlock.analysis.extendedTypes.isEmpty,
                !twin.members.contains(where: { member in
                    member.block.guide == later.guide && member.block.index > later.index
                        && lender.blocks[member.block].map {
                            !$0.analysis.declaredTypes.isEmpty && $0.analysis.usedNames.contains(name)
                        } == true
                }),
                let earlier = lender.earlierDeclaration(of: name, before: lent.id), earlier != later,
                // A block the unit holds in part keeps the later version: its other declarations stay.
                !twin.members.contains(where: { $0.block == earlier }),
                let declaring = lender.blocks[earlier]
            else { continue }
            twin.members.removeAll { $0.block == later }
            let writtenAgainst = twin.leftOut.filter { id in
                id.index < borrower.index && id != earlier && id != lent.id
                    && !twin.members.contains(where: { $0.block == id })
                    && lender.blocks[id].map {
                        BlockLender.canLendBack($0) && $0.disposition == .compile
                            && $0.analysis.usedNames.contains(name)
                    } == true
            }
            for id in [earlier] + writtenAgainst where !twin.members.contains(where: { $0.block == id }) {
                twin.members.append(VerificationUnit.Member(block: id, borrowedFor: borrower))
            }
            let restored = AssumedVersion(name: name, provider: earlier, line: declaring.block.line, pages: nil)
            twin.assumedVersions.append(restored)
            if let lentVersion = twin.assumedVersions.firstIndex(where: { $0.name == lentName && $0.pages == nil }) {
                twin.assumedVersions[lentVersion].alongside.append(restored)
            }
        }
    }

    /// `twin` with the versions `assuming` chooses lent from other pages, as the planner lends (transitively,
    /// with their extensions), each said as an assumed version when it could be lent.
    private static func lend(_ assuming: [String: BlockID], into twin: inout VerificationUnit, lender: BlockLender) {
        guard !assuming.isEmpty else { return }
        let lent = lender.borrowed(for: twin.members.map(\.block), assuming: assuming)
        twin.members += lent
        let lentBlocks = Set(lent.map(\.block))
        twin.assumedVersions += assuming.sorted { $0.key < $1.key }.compactMap { name, provider in
            guard lentBlocks.contains(provider), let block = lender.blocks[provider] else { return nil }
            return AssumedVersion(
                name: name, provider: provider, line: block.block.line,
                pages: lender.versionCandidates[name]?.count ?? 1)
        }
    }

    /// `cannot find 'db' in scope` → `db`: a value's name, which a parameter may have (not a type's).
    static func missingValue(in message: String) -> String? {
        guard message.hasPrefix("cannot find '"), let name = DocGap.missingName(in: message),
            name.first.map({ $0.isLowercase || $0 == "_" }) == true
        else { return nil }
        return name
    }

    /// Whether an error is one of Swift 6's data-race checks, which Swift 5 reports as a warning.
    static func isDataRaceCheck(_ message: String) -> Bool {
        [
            "concurrency-safe", "nonisolated context", "data race", "non-Sendable", "non-sendable", "to 'Sendable'",
            "'Sendable' protocol", "concurrently-executing code", "actor-isolated", "isolated to the main actor",
            "global actor",
            // A generic or opaque type's metatype crossing isolation (`Generator<String, some Sequence>`).
            "'SendableMetatype' protocol",
        ].contains(where: message.contains)
    }
}
