import Foundation

/// Compiles units: support modules once with SwiftPM; units headed for the
/// test level once with `swiftc` into one test executable (`DirectBuild`);
/// every other unit, and every one that failed there, typechecked through SIL
/// with `swiftc` (in parallel, each unit isolated from the others' errors);
/// the tests of units the direct build cannot take built and run by SwiftPM.
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
    /// The types the dependencies' API gives its parameter names, for the
    /// values fragments use but no block declares; nil gives none.
    var parameterNames: ParameterNames?
    /// Each unit's XCTest cases by target name, found once: the direct build
    /// and both test routes ask for them.
    private let xctestCasesFound = SharedCache<String, [XCTestDiscovery.TestCase]?>()
    /// `moduleSearchArguments`, looked up once the support modules are built:
    /// every compile asks, and finding the module maps walks the checkouts.
    private let searchArgumentsFound = SharedCache<String, [String]>()
    private let frontendCommands = FrontendCommands()

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

    /// Compiles `units`; a unit that fails typechecking is compiled again
    /// without its failing blocks and what depends on them (an "isolated"
    /// unit), so one broken block does not keep the rest of a guide unchecked.
    func compile(_ units: [VerificationUnit], progress: @Sendable (Verifier.Progress) -> Void) -> Run {
        let context = cacheContext()
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
            let roundKeys = round.concurrentMap { cacheKey($0, context: context) }
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
                    ? pending.filter { direct.accepts($0) && !importsSupport($0) } : []
                let preparation = prepareModules(
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
                        GeneratedPackage(settings: settings, units: run.units, testedUnits: [], blocks: blocks).files)
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
                let givesNames = planned.contains(unit.id) || unit.id.hasSuffix(Self.isolatedSuffix)
                return [
                    isolated(unit, after: outcome), inSwift5(unit, after: outcome),
                    givesNames ? withGivenNames(unit, after: outcome) : nil,
                ].compactMap { $0 }
            }.filter { covered.insert($0.coverage).inserted }
            run.units += round
        }

        if level >= .test {
            let testable = fresh.filter { unit in
                unit.expectedError == nil && unit.givenNames.isEmpty && run.outcomes[unit.id]?.typechecked == true
                    && (hasTests(unit) || isRunnableProgram(unit))
            }
            var viaSwiftPM = testable.filter { !directlyBuilt.contains($0.id) }
            let viaDirect = testable.filter { directlyBuilt.contains($0.id) }
            if let outcomes = testDirectly(viaDirect, build: direct, progress: progress) {
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
            for outcome in test(viaSwiftPM, all: run.units, progress: progress) {
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

    /// The unit's cache key: its files as if every block began at guide line 1,
    /// plus how each block's columns map to the guide. Prose added above a
    /// block moves its lines, not its code, so it finds the same outcome,
    /// stored with lines counted from each block's start. The outputs its
    /// comments promise are part of it: they are judged after the run.
    func cacheKey(_ unit: VerificationUnit, context: String) -> String {
        var unmoved = blocks[unit.sample] ?? [:]
        var layout = ""
        for member in unit.members {
            guard var block = unmoved[member.block] else { continue }
            block.sourceMap.firstGuideLine = 1
            unmoved[member.block] = block
            layout += "\n\(member.block) \(block.sourceMap.columnLayout)"
            for expectation in block.script?.expectations ?? [] {
                layout += "\n\(expectation.line) \(expectation.lines)"
            }
        }
        let files = GeneratedPackage.unitFiles(unit, blocks: unmoved, settings: settings)
        return ResultCache.key(files: files, context: context + layout)
    }

    /// The guide line a block of the unit's sample begins at (1 for a block no longer planned).
    func guideLine(ofBlock id: BlockID, in unit: VerificationUnit) -> Int {
        blocks[unit.sample]?[id]?.sourceMap.firstGuideLine ?? 1
    }

    /// What preparing the package gave: the support modules' errors, if any,
    /// and the units compiled while they were built.
    struct Preparation {
        var failure: [Diagnostic]?
        var early: [DirectBuild.Compiled] = []
    }

    /// Writes the package and builds the support modules unless they are
    /// built already. Meanwhile `early` (units that import none of them) are
    /// compiled directly, since SwiftPM leaves a core idle for much of its
    /// build; one that fails there is judged again later, with the modules built.
    func prepareModules(
        units: [VerificationUnit], compilingMeanwhile early: [VerificationUnit] = [], with direct: DirectBuild? = nil,
        progress: @Sendable (Verifier.Progress) -> Void = { _ in }
    ) -> Preparation {
        let package = GeneratedPackage(settings: settings, units: units, testedUnits: [], blocks: blocks)
        do {
            try writer.discardBuildIfMoved()
            try writer.write(package.files)
        } catch {
            return Preparation(failure: [
                .error("cannot write the generated package: \(error.localizedDescription)", file: directory)
            ])
        }
        guard settings.hasModules else { return Preparation(failure: nil) }
        // Built by an earlier run from the same sources: nothing to redo, not even SwiftPM's check, a second on every
        // run.
        let digest = supportDigest(manifest: package.files["Package.swift"] ?? "")
        if supportIsBuilt(digest) { return Preparation(failure: nil) }
        try? FileManager.default.removeItem(atPath: supportStamp)
        var preparation = Preparation(failure: nil)
        for done in [Work.support, Work.early].concurrentMap(
            limit: 2,
            { work -> Done in
                switch work {
                case .support: .support(buildModules())
                case .early: .early(direct?.compile(early, withSupport: false, progress: progress) ?? [])
                }
            })
        {
            switch done {
            case .support(let failure): preparation.failure = failure
            case .early(let compiled): preparation.early = compiled
            }
        }
        if preparation.failure == nil {
            try? Data(digest.utf8).write(to: URL(fileURLWithPath: supportStamp), options: .atomic)
        }
        return preparation
    }

    private enum Work: Sendable { case support, early }
    private enum Done: Sendable {
        case support([Diagnostic]?)
        case early([DirectBuild.Compiled])
    }

    /// Whether the unit may need a support module: all do when one is
    /// imported into every unit; otherwise those whose blocks, or the config's
    /// implicit imports, name one of them or a dependency's product.
    func importsSupport(_ unit: VerificationUnit) -> Bool {
        if settings.modules.contains(where: \.exportedToUnits) { return true }
        let provided = Set(settings.builtModules + settings.dependencies.flatMap(\.products))
        if !provided.isDisjoint(with: settings.imports) { return true }
        let sampleBlocks = blocks[unit.sample] ?? [:]
        return unit.members.contains { member in
            sampleBlocks[member.block]?.analysis.imports.isDisjoint(with: provided) == false
        }
    }

    /// Builds the support modules: folders alone with `swiftc` directly, in a
    /// fraction of a SwiftPM build's time; package dependencies need SwiftPM.
    private func buildModules() -> [Diagnostic]? {
        guard needsSwiftPMForModules else {
            for module in settings.modules {
                let files = module.files.keys.sorted().map { writer.path("Modules/\(module.moduleName)/\($0)") }
                // The object too: tests built directly link it.
                let output = runner.run(
                    "swiftc",
                    [
                        "-emit-module", "-whole-module-optimization", "-c", "-o",
                        "\(folderModulesPath)/\(module.moduleName).o",
                        "-parse-as-library", "-module-name", module.moduleName,
                        "-swift-version", "\(settings.languageMode)", "-diagnostic-style", "llvm",
                        "-emit-module-path", "\(folderModulesPath)/\(module.moduleName).swiftmodule", "-I",
                        folderModulesPath,
                    ] + files, in: directory)
                if !output.succeeded { return attribution.supportDiagnostics(output.text) }
            }
            return nil
        }
        // With SwiftPM's index store, though only its XCTest discovery reads it: a later test build with other settings
        // gave wrong errors.
        let build = runner.run(
            "swift", ["build", "--product", GeneratedPackage.supportLibrary] + Self.diagnosticFlags, in: directory)
        return build.succeeded ? nil : attribution.supportDiagnostics(build.text)
    }

    /// Records what the support modules were last built from; absent while a build is under way or after one failed.
    var supportStamp: String { writer.path(".build/playbook-support") }

    /// What the support build depends on: the toolchain, the manifest (dependencies and their versions), every module's
    /// files, local packages' sources.
    func supportDigest(manifest: String) -> String {
        var hasher = SHA256()
        hasher.update(Toolchain.identity)
        hasher.update(manifest)
        for module in settings.modules {
            for name in module.files.keys.sorted() {
                hasher.update("\u{0}\(module.moduleName)/\(name)\u{0}")
                hasher.update(module.files[name] ?? "")
            }
        }
        for path in settings.dependencies.compactMap(\.path) {
            hasher.update("\u{0}\(path) \(Self.contentHash(of: path))")
        }
        return hasher.finalize()
    }

    /// Whether the last support build was of `digest` and its products are all still there.
    func supportIsBuilt(_ digest: String) -> Bool {
        let manager = FileManager.default
        guard manager.contents(atPath: supportStamp) == Data(digest.utf8) else { return false }
        let modules = needsSwiftPMForModules ? writer.path(".build/debug/Modules") : folderModulesPath
        var products = settings.builtModules.map { "\(modules)/\($0).swiftmodule" }
        if needsSwiftPMForModules {
            #if canImport(Darwin)
                products.append(writer.path(".build/debug/lib\(GeneratedPackage.supportLibrary).dylib"))
            #else
                products.append(writer.path(".build/debug/lib\(GeneratedPackage.supportLibrary).so"))
            #endif
        } else {
            products += settings.modules.map { "\(folderModulesPath)/\($0.moduleName).o" }
        }
        return products.allSatisfy(manager.fileExists)
    }

    var needsSwiftPMForModules: Bool { !settings.dependencies.isEmpty || !settings.packageSubstitutes.isEmpty }

    /// Where `swiftc` puts the modules of support folders when SwiftPM is not needed.
    var folderModulesPath: String { writer.path(".build/playbook-modules") }

    /// The unit without the blocks its errors point at and their dependents,
    /// if that leaves any of the unit's own blocks to check. For an
    /// `expect-error` unit, the context is reduced the same way, so the block
    /// is judged on its own errors; unless it depends on what failed.
    func isolated(_ unit: VerificationUnit, after outcome: UnitOutcome) -> VerificationUnit? {
        guard !outcome.typechecked, outcome.toolFailure == nil else { return nil }
        var failing = Set(outcome.errors.compactMap(\.block))
        guard !failing.isEmpty, outcome.errors.allSatisfy({ $0.block != nil }) else { return nil }
        if let expected = unit.expectedError {
            failing.remove(expected)
            guard !failing.isEmpty else { return nil }
        }
        let sampleBlocks = blocks[unit.sample] ?? [:]
        let dropped = UnitPlanner.closure(of: failing, among: unit.members.map(\.block), blocks: sampleBlocks)
        if let expected = unit.expectedError, dropped.contains(expected) { return nil }
        var reduced = unit
        reduced.members = unit.members.filter { !dropped.contains($0.block) }
        guard reduced.members.contains(where: { $0.borrowedFor == nil }) else { return nil }
        reduced.id = unit.id + Self.isolatedSuffix
        reduced.targetName = unit.targetName + "Isolated"
        return reduced
    }

    static let isolatedSuffix = "/isolated"

    /// The unit again in the Swift 5 language mode, when Swift 6's data-race
    /// checks are some of its errors: docs written before Swift 6 (`static var
    /// count = 0` in a type) are Swift 5 code, checked as such and said so.
    /// Blocks failing for other reasons are left out, as in `isolated(_:after:)`.
    func inSwift5(_ unit: VerificationUnit, after outcome: UnitOutcome) -> VerificationUnit? {
        guard settings.checksSwift5Again, settings.languageMode >= 6, unit.languageMode == nil, unit.givenNames.isEmpty,
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
    /// fragment of the API's docs is then typechecked against the API.
    /// Blocks failing for other reasons are left out, as in `isolated(_:after:)`.
    /// Typechecked only, never run: the given values trap.
    func withGivenNames(_ unit: VerificationUnit, after outcome: UnitOutcome) -> VerificationUnit? {
        guard let parameterNames, unit.expectedError == nil, unit.languageMode == nil, unit.givenNames.isEmpty,
            !outcome.typechecked, outcome.toolFailure == nil, outcome.errors.allSatisfy({ $0.block != nil })
        else { return nil }
        var given: [GivenName] = []
        var refused = Set<String>()
        var fragments = Set<BlockID>()
        for error in outcome.errors {
            guard let block = error.block, let name = Self.missingValue(in: error.location.message) else { continue }
            if given.contains(where: { $0.name == name }) {
                fragments.insert(block)
            } else if !refused.contains(name), let found = parameterNames.givenName(name) {
                given.append(found)
                fragments.insert(block)
            } else {
                refused.insert(name)
            }
        }
        guard !given.isEmpty else { return nil }
        let failing = Set(outcome.errors.compactMap(\.block)).subtracting(fragments)
        let dropped = UnitPlanner.closure(
            of: failing, among: unit.members.map(\.block), blocks: blocks[unit.sample] ?? [:])
        var twin = unit
        twin.members = unit.members.filter { !dropped.contains($0.block) }
        guard twin.members.contains(where: { $0.borrowedFor == nil && fragments.contains($0.block) }) else {
            return nil
        }
        twin.id = unit.id + "/given"
        twin.targetName = unit.targetName + "Given"
        twin.givenNames = given
        return twin
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
        ].contains(where: message.contains)
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

    /// What besides the unit's files decides its outcome.
    func cacheContext() -> String {
        var parts = [
            ResultCache.generation, Toolchain.identity, "level=\(level.rawValue)", "mode=\(settings.languageMode)",
        ]
        for module in settings.modules {
            parts.append("module \(module.moduleName)")
            for name in module.files.keys.sorted() { parts.append("\(name)\u{0}\(module.files[name] ?? "")") }
        }
        parts += settings.packageSubstitutes.sorted { $0.key < $1.key }.map { "substitute \($0.key)=\($0.value)" }
        parts += settings.dependencies.map { "dependency \($0.url)@\($0.version) \($0.products)" }
        parts.append("imports \(settings.imports)")
        // A local package changes without a version: its files are part of every key.
        for path in settings.dependencies.compactMap(\.path) {
            parts.append("package \(path) \(Self.contentHash(of: path))")
        }
        return parts.joined(separator: "\n")
    }

    /// A hash of a local package's manifest and Swift sources (hidden and build folders skipped).
    static func contentHash(of folder: String) -> String {
        var hasher = SHA256()
        let manager = FileManager.default
        guard
            let enumerator = manager.enumerator(
                at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else {
            return "missing"
        }
        var files: [String] = []
        for case let url as URL in enumerator {
            if url.lastPathComponent.hasPrefix(".build") {
                enumerator.skipDescendants()
                continue
            }
            if url.pathExtension == "swift" { files.append(url.path) }
        }
        for file in files.sorted() {
            hasher.update("\u{0}\(file)\u{0}")
            hasher.update((try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
        }
        return hasher.finalize()
    }

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
            ]
        if settings.hasModules { arguments += moduleSearchArguments() }
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

    /// `-I` for the modules SwiftPM built, and the module maps of C targets
    /// among the dependencies. Asked only after the support build.
    func moduleSearchArguments() -> [String] {
        guard needsSwiftPMForModules else { return ["-I", folderModulesPath] }
        if let found = searchArgumentsFound[""] { return found }
        let arguments = writer.swiftPMModuleSearchArguments(localPackages: settings.dependencies.compactMap(\.path))
        searchArgumentsFound[""] = arguments
        return arguments
    }

    // MARK: Tests

    /// Builds the units' tests in one package and runs them. A unit whose build
    /// fails is taken out and the rest rebuilt, since SwiftPM stops at the first failing target.
    func test(
        _ units: [VerificationUnit], all: [VerificationUnit], progress: @Sendable (Verifier.Progress) -> Void
    ) -> [UnitOutcome] {
        guard !units.isEmpty else { return [] }
        let started = Date()
        var remaining = units
        var failed: [String: [UnitOutcome.BlockDiagnostic]] = [:]
        var toolFailures: [String: String] = [:]
        while !remaining.isEmpty {
            let package = GeneratedPackage(
                settings: settings, units: all, testedUnits: Set(remaining.map(\.id)), blocks: blocks)
            do {
                try writer.write(package.files)
            } catch {
                for unit in remaining {
                    toolFailures[unit.id] = "cannot write the generated package: \(error.localizedDescription)"
                }
                remaining = []
                break
            }
            let build = runner.run("swift", ["build", "--build-tests"] + Self.diagnosticFlags, in: directory)
            if build.succeeded { break }
            let diagnostics = attribution.attribute(CompilerDiagnosticParser.parse(build.text), units: remaining)
            let broken = Set(
                remaining.filter { unit in
                    diagnostics.contains { $0.location.severity == .error && attribution.owner(of: $0, in: [unit]) }
                }.map(\.id))
            if broken.isEmpty {
                for unit in remaining { toolFailures[unit.id] = Self.failure(build, what: "the test build") }
                remaining = []
                break
            }
            for unit in remaining where broken.contains(unit.id) {
                failed[unit.id] = diagnostics.filter { attribution.owner(of: $0, in: [unit]) }
            }
            remaining.removeAll { broken.contains($0.id) }
        }

        var session = TestSession.Result(records: [])
        if remaining.contains(where: hasTests) {
            session = TestSession(
                runner: runner, directory: directory, eventsPath: writer.path(".build/playbook-events.jsonl"),
                testTimeout: testTimeout,
                outputLimit: testOutputLimit
            ).run()
            session.records = creditingXCTest(session.records, to: remaining)
        }
        let programs = remaining.filter(isRunnableProgram)
        let runs = Dictionary(
            uniqueKeysWithValues: programs.concurrentMap(limit: jobs) { unit in
                (unit.id, ProgramRun(unit: unit, blocks: blocks[unit.sample] ?? [:], compiler: self).run())
            })
        return outcomes(
            of: units, session: session, runs: runs, failed: failed, toolFailures: toolFailures,
            seconds: Date().timeIntervalSince(started) / Double(units.count), progress: progress
        )
    }

    /// Runs the tests and programs of units `build` compiled: one test
    /// executable for all, each program its own. Nil when the tests cannot be
    /// linked or their XCTest cases do not end cleanly, which leaves them to SwiftPM.
    func testDirectly(
        _ units: [VerificationUnit], build: DirectBuild, progress: @Sendable (Verifier.Progress) -> Void
    ) -> [UnitOutcome]? {
        guard !units.isEmpty else { return [] }
        let started = Date()
        var session = TestSession.Result(records: [])
        let tested = units.filter(hasTests)
        if !tested.isEmpty {
            guard let executable = build.linkTests(tested) else { return nil }
            let tests = TestSession(
                runner: runner, directory: directory, eventsPath: writer.path(".build/playbook-events.jsonl"),
                testTimeout: testTimeout, outputLimit: testOutputLimit, executable: executable
            )
            session = tests.run()
            for unit in tested {
                let cases = xctestCases(of: unit) ?? []
                let methods = cases.reduce(0) { $0 + $1.methods.count }
                guard methods > 0 else { continue }
                let limit = testTimeout * Double(methods) + 30
                guard
                    let records = tests.runXCTest(unit: unit.targetName, classes: cases.map(\.className), limit: limit)
                else { return nil }
                session.records += records
            }
        }
        let runs = Dictionary(
            uniqueKeysWithValues: units.filter(isRunnableProgram).concurrentMap(limit: jobs) { unit in
                (
                    unit.id,
                    ProgramRun(
                        unit: unit, blocks: blocks[unit.sample] ?? [:], compiler: self,
                        executable: build.executable(of: unit)
                    ).run()
                )
            })
        return outcomes(
            of: units, session: session, runs: runs, failed: [:], toolFailures: [:],
            seconds: Date().timeIntervalSince(started) / Double(units.count), progress: progress
        )
    }

    /// Each unit's outcome from its test records and program run; a unit
    /// whose test build failed (`failed`) or could not be built or run
    /// (`toolFailures`, the session's failure) says so instead.
    func outcomes(
        of units: [VerificationUnit], session: TestSession.Result, runs: [String: ProgramRun.Result],
        failed: [String: [UnitOutcome.BlockDiagnostic]], toolFailures: [String: String], seconds: Double,
        progress: @Sendable (Verifier.Progress) -> Void
    ) -> [UnitOutcome] {
        units.enumerated().map { offset, unit in
            progress(Verifier.Progress(done: offset + 1, total: units.count, phase: "test", unit: unit))
            if let failure = toolFailures[unit.id] ?? (failed[unit.id] == nil ? session.toolFailure : nil) {
                // It typechecked; only its tests could not be built or run.
                return UnitOutcome(
                    unitID: unit.id, diagnostics: [], typechecked: true, testsRan: false, tests: [],
                    toolFailure: failure, seconds: seconds)
            }
            if let diagnostics = failed[unit.id] {
                return UnitOutcome(
                    unitID: unit.id, diagnostics: diagnostics, typechecked: false, testsRan: false, tests: [],
                    seconds: seconds)
            }
            let records = session.records.filter { $0.module == unit.targetName + "Tests" }
            var outcome = outcome(of: unit, records: records, seconds: seconds)
            outcome.timedOut = records.contains { session.timedOut.contains($0.id) }
            if let program = runs[unit.id] {
                outcome.ran = program.ran
                outcome.runLacked = program.lacking
                outcome.runStoppedAtCheck = program.stoppedAtCheck
                outcome.outputs = program.outputs
                outcome.diagnostics += program.diagnostics
                outcome.timedOut = outcome.timedOut || program.timedOut
            }
            return outcome
        }
    }

    func outcome(of unit: VerificationUnit, records: [TestEventParser.TestRecord], seconds: Double) -> UnitOutcome {
        let sampleBlocks = blocks[unit.sample] ?? [:]
        var diagnostics: [UnitOutcome.BlockDiagnostic] = []
        var tests: [UnitOutcome.Test] = []
        for record in records {
            let declaring = testBlock(record, unit: unit, blocks: sampleBlocks)
            let name = attribution.publicNames(record.name, unit: unit)
            tests.append(UnitOutcome.Test(block: declaring, name: name, passed: record.passed && record.ended))
            for issue in record.issues {
                let entry = CompilerDiagnosticParser.Entry(
                    file: issue.file, line: issue.line, column: issue.column, severity: .error, message: issue.message)
                var attributed = attribution.attribute([entry], units: [unit])
                if attributed.first?.block == nil, let declaring, let block = sampleBlocks[declaring] {
                    // An issue without a guide location (a time limit): at the test's own line.
                    let line = record.fileLine.flatMap {
                        attribution.guideLine(ofGeneratedLine: $0, in: block, unit: unit)
                    }
                    let message = "\(name): " + attribution.publicNames(issue.message, unit: unit)
                    attributed = [
                        UnitOutcome.BlockDiagnostic(
                            block: declaring,
                            location: .init(
                                Diagnostic(.error, message, file: block.id.guide, line: line, column: nil)
                            ))
                    ]
                }
                diagnostics += attributed
            }
        }
        return UnitOutcome(
            unitID: unit.id, diagnostics: diagnostics, typechecked: true, testsRan: true, tests: tests, seconds: seconds
        )
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

    /// XCTest on Linux names a case `Class.test`, without its module: a case
    /// of a class that only one of `units` declares is credited to that unit.
    /// One that several declare stays unclaimed (its blocks do not reach the test level).
    func creditingXCTest(
        _ records: [TestEventParser.TestRecord], to units: [VerificationUnit]
    ) -> [TestEventParser.TestRecord] {
        let testModules = Set(units.map { $0.targetName + "Tests" })
        var declaring: [String: [VerificationUnit]] = [:]
        for unit in units {
            for testCase in xctestCases(of: unit) ?? [] { declaring[testCase.className, default: []].append(unit) }
        }
        return records.map { record in
            guard !testModules.contains(record.module), let owners = declaring[record.module], owners.count == 1 else {
                return record
            }
            return record.inModule(owners[0].targetName + "Tests")
        }
    }

    /// The block declaring a test: by generated file (Swift Testing) or by the test class's name (XCTest).
    func testBlock(
        _ record: TestEventParser.TestRecord, unit: VerificationUnit, blocks: [BlockID: PreparedBlock]
    ) -> BlockID? {
        if let file = record.file,
            let member = unit.members.first(where: { GeneratedPackage.fileName(for: $0.block) == file })
        {
            return member.block
        }
        let components = record.id.split(separator: ".").map(String.init)
        return unit.members.first { member in
            components.dropFirst().contains { blocks[member.block]?.analysis.declaredNames.contains($0) == true }
        }?.block
    }

    /// A tool failure with the last lines the tool printed.
    static func failure(_ output: ProcessRunner.Output, what: String) -> String {
        let tail = output.text.split(whereSeparator: \.isNewline).suffix(8).joined(separator: "\n")
        let reason = output.timedOut ? "timed out" : "failed (exit \(output.status))"
        return "\(what) \(reason): \(tail)"
    }
}
