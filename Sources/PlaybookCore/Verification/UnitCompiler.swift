import Foundation

/// Compiles units: the support modules once (`SupportModules`); units headed
/// for the test level once with `swiftc` into one test executable
/// (`DirectBuild`); every other unit, and every one that failed there,
/// typechecked through SIL with `swiftc` (in parallel, each unit isolated from
/// the others' errors); a failed unit again as its twins (`UnitTwins`); then
/// the tests and programs run (`UnitTestRunner`). Outcomes are cached under
/// `UnitCacheKeys`.
struct UnitCompiler: Sendable {
    var directory: String
    var settings: GeneratedPackage.Settings
    /// Prepared blocks by sample.
    var blocks: [String: [BlockID: PreparedBlock]]
    var level: VerificationReport.Level
    var jobs: Int
    var useCache: Bool
    var cacheOnly = false
    var runner: ProcessRunner
    /// Seconds one test may run (config `testTimeout`).
    var testTimeout: TimeInterval = 60
    /// Bytes a test run may print (config `testOutputLimit`).
    var testOutputLimit = 4 << 20
    /// Seconds a unit's program may run (config `runTimeout`).
    var runTimeout: TimeInterval = 10
    /// Whether tested units may be built directly (`DirectBuild`).
    var compileOnce = true
    /// Whether the run is of some guides' units only (the preview's page on screen): the package's other units
    /// are left as the last whole run wrote them (`PackageWriter.write(_:keepingOtherUnits:)`).
    var keepsOtherUnits = false
    /// The types the dependencies' API gives its parameter names, for the
    /// values fragments use but no block declares; nil gives none.
    var parameterNames: ParameterNames?
    /// The names the packages declare or mention, so a type no block declares stands in only when they do not.
    var dependencyNames: DependencyNames?
    /// Each sample's lender, for the versions a twin lends its fragments (`UnitTwins.withAssumedVersions`).
    var lenders: [String: BlockLender] = [:]
    /// Each unit's XCTest cases by target name, found once: the direct build
    /// and both test routes ask for them.
    private let xctestCasesFound = SharedCache<String, [XCTestDiscovery.TestCase]?>()
    /// The support modules' search arguments, looked up once (`SupportModules.moduleSearchArguments`).
    private let searchArgumentsFound = SharedCache<String, [String]>()
    private let frontendCommands = FrontendCommands()
    private let linkCommands = LinkCommands()

    struct Run: Sendable {
        /// The units compiled: those asked for, then isolated ones derived from failures.
        var units: [VerificationUnit]
        var outcomes: [String: UnitOutcome]
        var diagnostics: [Diagnostic]
        /// Units left uncompiled because the run was cache-only and they were not in the cache.
        var pending: Set<String> = []
    }

    var writer: PackageWriter { PackageWriter(directory: directory) }
    var attribution: DiagnosticAttribution { DiagnosticAttribution(settings: settings, blocks: blocks) }
    var cache: ResultCache { ResultCache(directory: PathText.join(directory, "cache")) }
    var support: SupportModules {
        SupportModules(
            directory: directory, settings: settings, blocks: blocks, runner: runner,
            foundSearchArguments: searchArgumentsFound, keepsOtherUnits: keepsOtherUnits)
    }
    var twins: UnitTwins {
        UnitTwins(
            settings: settings, blocks: blocks, parameterNames: parameterNames, lenders: lenders,
            dependencyNames: dependencyNames)
    }

    /// Compiles `units`; a unit that fails typechecking is compiled again
    /// without its failing blocks and what depends on them (an "isolated"
    /// unit), so one broken block does not keep the rest of a guide unchecked.
    func compile(_ units: [VerificationUnit], progress: @Sendable (Verifier.Progress) -> Void) -> Run {
        let cacheKeys = UnitCacheKeys(settings: settings, blocks: blocks, level: level)
        let context = cacheKeys.context()
        let planned = Set(units.map(\.id))
        var run = Run(units: units, outcomes: [:], diagnostics: [])
        var round = units
        var fresh: [VerificationUnit] = []
        var keys: [String: String] = [:]
        var packageWritten = false
        let direct = DirectBuild(compiler: self)
        var directlyBuilt: Set<String> = []
        var moduleStamps: [String: CompileStamp] = [:]
        while !round.isEmpty {
            var pending: [VerificationUnit] = []
            // Each key hashes the unit's files: on all cores, since every run computes all of them.
            let roundKeys = round.concurrentMap { cacheKeys.key(of: $0, context: context) }
            for (unit, key) in zip(round, roundKeys) {
                keys[unit.id] = key
                if useCache, var cached = cache.load(key) {
                    cached = cached.shiftingLines { guideLine(ofBlock: $0, in: unit) - 1 }
                    cached.fromCache = true
                    run.outcomes[unit.id] = cached
                } else {
                    pending.append(unit)
                }
            }
            if cacheOnly {
                run.pending.formUnion(pending.map(\.id))
                pending = []
            }
            var earlyBuilt: [DirectBuild.Compiled] = []
            if !pending.isEmpty, !packageWritten {
                let early =
                    level >= .test && direct.isAvailable
                    ? pending.filter { direct.accepts($0) && !support.importsSupport($0) } : []
                let preparation = support.prepareModules(
                    units: run.units, compilingMeanwhile: early, with: direct, progress: progress)
                earlyBuilt = preparation.early
                if let failure = preparation.failure {
                    // Nothing could be compiled: every unit still to check fails with the reason, uncached.
                    run.diagnostics += failure
                    let reason =
                        failure.first.map { "the support modules failed to build: \($0.description)" }
                        ?? "the support modules failed to build"
                    for unit in pending { run.outcomes[unit.id] = .toolFailure(unit.id, reason) }
                    return run
                }
                packageWritten = true
            } else if !pending.isEmpty {
                do {
                    try writer.write(
                        GeneratedPackage(settings: settings, units: run.units, testedUnits: [], blocks: blocks).files,
                        keepingOtherUnits: keepsOtherUnits)
                } catch {
                    let reason = "cannot write the generated package: \(error.localizedDescription)"
                    run.diagnostics.append(.error(reason, file: directory))
                    for unit in pending { run.outcomes[unit.id] = .toolFailure(unit.id, reason) }
                    return run
                }
            }
            // Units headed for the test level are compiled once, for good; those that fail there are typechecked below
            // as usual.
            let compiledEarly = Set(earlyBuilt.map(\.unit.id))
            let built =
                earlyBuilt
                + (level >= .test && direct.isAvailable
                    ? direct.compile(
                        pending.filter { direct.accepts($0) && !compiledEarly.contains($0.id) }, progress: progress)
                    : [])
            for compiled in built where compiled.succeeded {
                run.outcomes[compiled.unit.id] = UnitOutcome(
                    unitID: compiled.unit.id, diagnostics: compiled.diagnostics, typechecked: true,
                    testsRan: false, tests: [], seconds: compiled.seconds
                )
                directlyBuilt.insert(compiled.unit.id)
                moduleStamps[compiled.unit.id] = compiled.moduleStamp
            }
            let unchecked = pending.filter { !directlyBuilt.contains($0.id) }
            let counter = Counter()
            let total = unchecked.count
            let typechecked = unchecked.concurrentMap(limit: jobs) { unit -> UnitOutcome in
                let outcome = typecheck(unit)
                progress(Verifier.Progress(done: counter.next(), total: total, phase: "typecheck", unit: unit))
                return outcome
            }
            for outcome in typechecked { run.outcomes[outcome.unitID] = outcome }
            fresh += pending
            // A unit the twins already cover (the same blocks, names given alike) is not compiled again.
            var covered = Set(run.units.map(\.coverage))
            round = round.flatMap { unit -> [VerificationUnit] in
                guard let outcome = run.outcomes[unit.id] else { return [] }
                // Names are given to a planned unit, and to one isolated from it: its other failures left out.
                let givesNames = planned.contains(unit.id) || unit.id.hasSuffix(UnitTwins.isolatedSuffix)
                let given = givesNames ? twins.withGivenNames(unit, after: outcome) : nil
                // Versions are assumed in a twin of their own, which gives values too, beside the one giving values
                // alone: an assumption that fails one fragment takes no other's check.
                let assumed = givesNames ? twins.withAssumedVersions(unit, after: outcome) : nil
                // Values passed whole to a call are given as probes first; the types they meet, next round.
                let probed = givesNames ? twins.withProbes(unit, after: outcome) : nil
                let standingIn = givesNames ? twins.withStandIns(unit, after: outcome) : nil
                return [
                    twins.isolated(unit, after: outcome), twins.keepingMarkedFailures(unit, after: outcome),
                    twins.inSwift5(unit, after: outcome), given, assumed,
                    probed, standingIn, twins.withArgumentTypes(unit, after: outcome),
                    twins.withStandInMembers(unit, after: outcome),
                ].compactMap { $0 }
            }.filter { covered.insert($0.coverage).inserted }
            run.units += round
        }

        if level >= .test {
            let testRunner = UnitTestRunner(compiler: self)
            let testable = fresh.filter { unit in
                unit.expectedError == nil && unit.assumesNothing && run.outcomes[unit.id]?.typechecked == true
                    && (hasTests(unit) || isRunnableProgram(unit))
            }
            var viaSwiftPM = testable.filter { !directlyBuilt.contains($0.id) }
            let viaDirect = testable.filter { directlyBuilt.contains($0.id) }
            if let outcomes = testRunner.testDirectly(viaDirect, build: direct, progress: progress) {
                for outcome in outcomes {
                    run.outcomes[outcome.unitID] = outcome
                    // Only a module whose code no failure pointed into is reused for a comment's change.
                    if Self.passedCleanly(outcome) {
                        moduleStamps[outcome.unitID]?.vouchForTokens()
                    } else {
                        moduleStamps[outcome.unitID]?.withdrawTokens()
                    }
                }
            } else {
                for unit in viaDirect { moduleStamps[unit.id]?.withdrawTokens() }
                // The link failed: SwiftPM builds them as it builds the rest.
                viaSwiftPM += viaDirect
            }
            for outcome in testRunner.test(viaSwiftPM, all: run.units, progress: progress) {
                run.outcomes[outcome.unitID] = outcome
            }
        }
        // A tool failure, a time limit or an error outside every block may not
        // repeat, so only outcomes about the guides' own code are kept; a run
        // stopped midway (its processes killed) keeps nothing.
        for unit in fresh where runner.group?.wasTerminated != true {
            if let outcome = run.outcomes[unit.id], let key = keys[unit.id], outcome.isCacheable {
                cache.store(outcome.shiftingLines { 1 - guideLine(ofBlock: $0, in: unit) }, key: key)
            }
        }
        return run
    }

    /// Every test passed and the program, if any, ran as its comments say,
    /// and nothing was said about the code: no line of it reached the report.
    static func passedCleanly(_ outcome: UnitOutcome) -> Bool {
        outcome.toolFailure == nil && !outcome.timedOut && outcome.diagnostics.isEmpty && outcome.testsRan
            && outcome.tests.allSatisfy(\.passed) && outcome.outputs.allSatisfy(\.check.matched)
    }

    /// The guide line a block of the unit's sample begins at (1 for a block no longer planned).
    func guideLine(ofBlock id: BlockID, in unit: VerificationUnit) -> Int {
        blocks[unit.sample]?[id]?.sourceMap.firstGuideLine ?? 1
    }

    /// `arguments` with the unit's own `-swift-version`, if it has one.
    static func inLanguageMode(of unit: VerificationUnit, _ arguments: [String]) -> [String] {
        guard let mode = unit.languageMode, let flag = arguments.firstIndex(of: "-swift-version"),
            flag + 1 < arguments.count
        else { return arguments }
        var changed = arguments
        changed[flag + 1] = "\(mode)"
        return changed
    }

    static let diagnosticFlags = ["-Xswiftc", "-diagnostic-style", "-Xswiftc", "llvm"]

    // MARK: Typecheck

    func typecheck(_ unit: VerificationUnit) -> UnitOutcome {
        let started = Date()
        let root = writer.path("\(GeneratedPackage.unitsFolder)/\(unit.targetName)")
        let files = GeneratedPackage.unitFiles(unit, blocks: blocks[unit.sample] ?? [:], settings: settings)
            .keys.sorted().map { writer.path($0) }
        // A program's `main.swift` holds top-level code; every other unit is a library.
        let program = GeneratedPackage.isProgram(unit, blocks: blocks[unit.sample] ?? [:])
        // SIL, not only types: data-race and definite-initialization errors
        // are found in SIL's mandatory passes, which `-typecheck` never runs.
        var arguments =
            ["-emit-sil", "-whole-module-optimization", "-Onone", "-o", "/dev/null"]
            + (program ? [] : ["-parse-as-library"]) + [
                "-module-name", unit.moduleName, "-swift-version", "\(settings.languageMode)", "-diagnostic-style",
                "llvm", "-package-name", GeneratedPackage.packageName,
            ] + settings.isolationArguments
        if settings.hasModules { arguments += support.moduleSearchArguments() }
        let output = compile(Self.inLanguageMode(of: unit, arguments) + files, name: unit.targetName, in: root)
        let diagnostics = attribution.attribute(CompilerDiagnosticParser.parse(output.text), units: [unit])
        let hasErrors = diagnostics.contains { $0.location.severity == .error }
        // The compiler failed without saying why in the guides' code (a crash, a bad module cache): the tool's failure.
        let toolFailure = !output.succeeded && !hasErrors ? Self.failure(output, what: "swiftc") : nil
        return UnitOutcome(
            unitID: unit.id, diagnostics: diagnostics, typechecked: !hasErrors && toolFailure == nil,
            testsRan: false, tests: [], toolFailure: toolFailure, seconds: Date().timeIntervalSince(started)
        )
    }

    /// Runs `swiftc arguments` in `directory`: through the frontend alone
    /// when the driver would start one job (`FrontendCommands`), where `name`
    /// is the unit's target name and the trailing `.swift` arguments its sources.
    func compile(_ arguments: [String], name: String, in directory: String) -> ProcessRunner.Output {
        guard let command = frontendCommands.command(for: arguments, name: name, in: directory, runner: runner) else {
            return runner.run("swiftc", arguments, in: directory)
        }
        return runner.run(command[0], Array(command.dropFirst()), in: directory)
    }

    /// Links `objects` into the executable `output` with `options` (libraries, search paths), running the driver's
    /// jobs without it where it can (`LinkCommands`).
    func link(
        _ objects: [String], into output: String, options: [String], in directory: String
    )
        -> ProcessRunner.Output
    {
        guard
            let jobs = linkCommands.jobs(
                output: output, objects: objects, options: options, in: directory, runner: runner)
        else {
            return runner.run("swiftc", ["-emit-executable", "-o", output] + objects + options, in: directory)
        }
        var last = ProcessRunner.Output(status: 0, text: "", timedOut: false)
        for job in jobs {
            last = runner.run(job[0], Array(job.dropFirst()), in: directory)
            guard last.succeeded else { return last }
        }
        return last
    }

    func hasTests(_ unit: VerificationUnit) -> Bool {
        unit.members.contains { blocks[unit.sample]?[$0.block]?.isTest == true }
    }

    /// A unit whose statements are run: a program, unless an API listing in it
    /// got trapping bodies, which a run would only reach (it is typechecked).
    func isRunnableProgram(_ unit: VerificationUnit) -> Bool {
        let sampleBlocks = blocks[unit.sample] ?? [:]
        // A server would run until stopped: its program is typechecked, not run.
        return GeneratedPackage.isProgram(unit, blocks: sampleBlocks)
            && !unit.members.contains {
                sampleBlocks[$0.block]?.isListing == true || sampleBlocks[$0.block]?.analysis.servesUntilStopped == true
            }
    }

    /// The unit's XCTest test cases: none when no block imports XCTest, nil when they cannot all be found.
    func xctestCases(of unit: VerificationUnit) -> [XCTestDiscovery.TestCase]? {
        let sampleBlocks = blocks[unit.sample] ?? [:]
        guard unit.members.contains(where: { sampleBlocks[$0.block]?.analysis.imports.contains("XCTest") == true })
        else { return [] }
        if let found = xctestCasesFound[unit.targetName] { return found }
        let tests = "\(GeneratedPackage.unitsFolder)/\(unit.targetName)/Tests/"
        let files = GeneratedPackage.unitFiles(unit, blocks: sampleBlocks, settings: settings)
        let found = XCTestDiscovery.testCases(
            in: files.filter { $0.key.hasPrefix(tests) }.sorted { $0.key < $1.key }.map(\.value))
        xctestCasesFound[unit.targetName] = .some(found)
        return found
    }

    /// A tool failure with the last lines the tool printed.
    static func failure(_ output: ProcessRunner.Output, what: String) -> String {
        let tail = output.text.split(whereSeparator: \.isNewline).suffix(8).joined(separator: "\n")
        let reason = output.timedOut ? "timed out" : "failed (exit \(output.status))"
        return "\(what) \(reason): \(tail)"
    }
}
