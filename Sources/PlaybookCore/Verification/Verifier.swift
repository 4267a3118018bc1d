import Foundation

/// Runs the whole verification: prepare and plan in process, then compile
/// each unit with `swiftc`, build and run the tests, and turn
/// every diagnostic and test issue into a result at a guide line. Units whose
/// inputs are unchanged come from the cache without starting a compiler.
public struct Verifier: Sendable {
    public struct Progress: Sendable {
        public var done: Int
        public var total: Int
        public var phase: String
        public var unit: VerificationUnit
    }

    /// One sample's prepared blocks and units.
    public struct SamplePlan: Sendable {
        public internal(set) var name: String
        public internal(set) var blocks: [BlockID: PreparedBlock]
        public internal(set) var order: [BlockID]
        public internal(set) var units: [VerificationUnit]
        /// What planned the units, which also lends a fragment's twin a version of a name (`UnitTwins`).
        var planner: UnitPlanner
    }

    public let workspace: Workspace
    public let options: VerifyOptions
    public let runner: ProcessRunner
    /// Block analyses kept across runs by a long-lived caller; nil analyses every block afresh.
    public let analyses: AnalysisCache?

    /// The local packages' declarations, read once for every sample and stage that asks.
    let dependencyNames: DependencyNames
    /// The types the local packages' API gives its parameter names, read once when a fragment asks.
    let parameterNames: ParameterNames
    /// The packages the local packages build on, whose products a page may import as their users do.
    let inheritedDependencies: [PlaybookConfig.PackageDependency]

    public init(
        workspace: Workspace, options: VerifyOptions, runner: ProcessRunner = ProcessRunner(),
        analyses: AnalysisCache? = nil
    ) {
        self.workspace = workspace
        self.options = options
        self.runner = runner
        self.analyses = analyses
        let config = workspace.config
        let packageFolders = config.dependencies.compactMap(\.path).map(config.resolve)
        dependencyNames = DependencyNames(
            packageFolders: packageFolders,
            checkouts: PathText.join(Self.packageDirectory(options, config), ".build/checkouts"))
        parameterNames = ParameterNames(packageFolders: packageFolders)
        inheritedDependencies = LocalPackageManifest.dependencies(
            ofPackagesIn: packageFolders.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
            besides: config.dependencies)
    }

    var config: PlaybookConfig { workspace.config }

    /// Absolute, because the compilers run in folders of their own.
    public var packageDirectory: String { Self.packageDirectory(options, config) }

    static func packageDirectory(_ options: VerifyOptions, _ config: PlaybookConfig) -> String {
        let path = options.packageDirectory ?? config.resolve(".build/playbook")
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Makes sure the package folder is Playbook's before anything is written
    /// in it: new, empty, or marked by an earlier run. The default folder
    /// (`.build/playbook` beside the config) is Playbook's by its place, and
    /// is marked on its first use; a folder given with `--package-dir` must be
    /// empty or marked, so verify never overwrites a user's package.
    func claimPackageFolder() throws(ConfigLoader.Failure) {
        let directory = packageDirectory
        let marker = PathText.join(directory, OutputGuard.OwnedFolder.package.marker)
        let manager = FileManager.default
        if options.packageDirectory == nil, manager.fileExists(atPath: directory), !manager.fileExists(atPath: marker) {
            _ = manager.createFile(atPath: marker, contents: Data(Self.packageMarkerText.utf8))
        }
        do {
            try OutputGuard(workspace: workspace).checkReplaceable(folder: directory, as: .package)
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            // Not atomic: a temporary file beside it would look foreign to a run claiming the folder at the same time.
            if !manager.fileExists(atPath: marker),
                !manager.createFile(atPath: marker, contents: Data(Self.packageMarkerText.utf8))
            {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch let refusal as OutputGuard.Refusal {
            let option = options.packageDirectory == nil ? "the package folder" : "--package-dir"
            throw ConfigLoader.Failure(diagnostics: [.error("\(option): \(refusal.description)")])
        } catch {
            throw ConfigLoader.Failure(diagnostics: [
                .error("cannot create the package folder \(directory): \(error.localizedDescription)")
            ])
        }
    }

    static let packageMarkerText =
        "Written by playbook verify: this folder is Playbook's generated package, rewritten on every run.\n"

    /// The samples to verify: the named ones, else all; a config without samples verifies its guides as written.
    public func selectedSamples() throws(ConfigLoader.Failure) -> [PlaybookConfig.Sample?] {
        guard !config.samples.isEmpty else { return [nil] }
        guard !options.samples.isEmpty else { return config.samples }
        return try options.samples.map { name throws(ConfigLoader.Failure) in
            guard let sample = config.samples.first(where: { $0.name == name }) else {
                let known = config.samples.map(\.name).joined(separator: ", ")
                throw ConfigLoader.Failure(diagnostics: [
                    .error("no sample named `\(name)`; the config has: \(known)", file: config.file)
                ])
            }
            return sample
        }
    }

    public func verify(
        progress: @Sendable (Progress) -> Void = { _ in }
    ) throws(ConfigLoader.Failure) -> VerificationReport {
        let started = Date()
        let plans = try selectedSamples().map(plan).map(chosenGuides)
        let allUnits = plans.flatMap(\.units)
        let units = shardUnits(allUnits)
        let blocks = Dictionary(uniqueKeysWithValues: plans.map { ($0.name, $0.blocks) })

        var compiledUnits = units
        var outcomes: [String: UnitOutcome] = [:]
        var pending: Set<String> = []
        var diagnostics: [Diagnostic] = []
        if options.level >= .typecheck, !units.isEmpty {
            let compiler = UnitCompiler(
                directory: packageDirectory, settings: settings(blocks: plans.flatMap { $0.blocks.values }),
                blocks: blocks, level: options.level,
                jobs: options.jobs, useCache: options.useCache || options.cacheOnly, cacheOnly: options.cacheOnly,
                runner: runner,
                testTimeout: config.testTimeout, testOutputLimit: config.testOutputLimit, runTimeout: config.runTimeout,
                compileOnce: options.compileOnce, keepsOtherUnits: options.guides != nil,
                parameterNames: parameterNames, dependencyNames: dependencyNames,
                lenders: Dictionary(uniqueKeysWithValues: plans.map { ($0.name, $0.planner.lender) })
            )
            // Runs sharing the package folder take turns; a cache-only run writes nothing.
            let directory = packageDirectory
            let waiting = options.waitingForPackage
            if !options.cacheOnly { try claimPackageFolder() }
            let lock =
                options.cacheOnly
                ? nil
                : ExclusiveLock(
                    path: PathText.join(directory, ".lock"), waiting: waiting.map { tell in { tell(directory) } })
            let run = withExtendedLifetime(lock) { () -> UnitCompiler.Run in
                var run = compiler.compile(units, progress: progress)
                if let imported = compilingDependencyImports(
                    after: run, planned: Set(units.map(\.id)), compiler: compiler,
                    blocks: plans.flatMap { $0.blocks.values }, progress: progress)
                {
                    run.units += imported.units
                    run.outcomes.merge(imported.outcomes) { first, _ in first }
                    run.pending.formUnion(imported.pending)
                    run.diagnostics += imported.diagnostics
                }
                if options.level >= .test {
                    runningCrashedBlocksApart(
                        &run, planned: Set(units.map(\.id)), compiler: compiler, progress: progress)
                    runningPastStops(&run, planned: Set(units.map(\.id)), compiler: compiler, progress: progress)
                }
                return run
            }
            compiledUnits = run.units
            outcomes = run.outcomes
            pending = run.pending
            diagnostics += run.diagnostics
        }

        let manifests = options.level >= .typecheck ? checkManifestPieces(plans: plans, blocks: blocks) : nil

        // The products each page adds in pieces of Package.swift, fenced as Swift or not: modules its code may use.
        let productsNamed = Dictionary(
            workspace.guides.map { guide in
                (guide.path, Set(guide.blocks.flatMap { ManifestPiece.productNames(in: $0.code) }))
            },
            uniquingKeysWith: { $0.union($1) })
        var results: [VerificationReport.BlockResult] = []
        for plan in plans {
            // A type only another sample declares is a sample's name written by hand.
            let declaredHere = Set(plan.blocks.values.flatMap(\.analysis.declaredNames))
            let otherSamples = Set(
                plans.filter { $0.name != plan.name }.flatMap { $0.blocks.values.flatMap(\.analysis.declaredNames) })
            // A probe's unit only told the types its values meet (`UnitTwins.withProbes`): it vouches for no block.
            var assembler = ResultAssembler(
                blocks: plan.blocks, units: compiledUnits.filter { $0.sample == plan.name && !$0.givesProbes },
                outcomes: outcomes,
                level: options.level, require: options.require, pending: pending,
                knownNames: otherSamples.subtracting(declaredHere)
            )
            assembler.declaredByDependency = dependencyNames.declare
            assembler.compiledOutOfDependency = dependencyNames.declareOnlyConditionally
            assembler.protocolRequirements = dependencyNames.requirements(ofProtocol:)
            assembler.memberCompiledOutOfDependency = dependencyNames.declareAnywhereOnlyConditionally
            assembler.manifestOutcome = manifests
            assembler.dataRacesAreSwift6Only = !config.swiftLanguageModeIsChosen
            assembler.productsNamedOnPage = { productsNamed[$0] ?? [] }
            let included = blocksInShard(
                plan, allUnits: allUnits.filter { $0.sample == plan.name }, shardUnitIDs: Set(units.map(\.id)))
            for id in plan.order where included.contains(id) {
                if let block = plan.blocks[id] { results.append(assembler.result(for: block)) }
            }
        }
        SampleMismatch.annotate(&results, samples: config.samples)
        let summary = VerificationReport.Summary(
            blocks: results, units: outcomes.count, cachedUnits: outcomes.values.filter(\.fromCache).count,
            seconds: Date().timeIntervalSince(started)
        )
        return VerificationReport(
            summary: summary, blocks: results, diagnostics: diagnostics.map(VerificationReport.Location.init))
    }

    /// The twins that import products of what the local packages build on for
    /// the names their fragments use without importing them
    /// (`UnitTwins.withDependencyImports`), compiled after `run` with those
    /// products added to the generated package: only then has SwiftPM checked
    /// out the packages whose sources tell which product declares a name. Nil
    /// when no fragment uses such a name.
    func compilingDependencyImports(
        after run: UnitCompiler.Run, planned: Set<String>, compiler: UnitCompiler, blocks: [PreparedBlock],
        progress: @Sendable (Progress) -> Void
    ) -> UnitCompiler.Run? {
        guard !inheritedDependencies.isEmpty else { return nil }
        let modules = DependencyModules(
            dependencies: inheritedDependencies, checkouts: PathText.join(packageDirectory, ".build/checkouts"))
        var covered = Set(run.units.map(\.coverage))
        let twins = run.units.filter { planned.contains($0.id) || $0.id.hasSuffix(UnitTwins.isolatedSuffix) }
            .compactMap { unit in
                run.outcomes[unit.id].flatMap { compiler.twins.withDependencyImports(unit, after: $0, from: modules) }
            }
            .filter { covered.insert($0.coverage).inserted }
        guard !twins.isEmpty else { return nil }
        var importing = compiler
        importing.settings = settings(
            blocks: blocks, importing: Set(twins.flatMap { $0.dependencyImports.map(\.module) }))
        // The package keeps the units compiled before: only the twins are written and compiled now.
        importing.keepsOtherUnits = true
        return importing.compile(twins, progress: progress)
    }

    /// Each program that crashed in a block after others run again from that
    /// block, apart from the statements before it that it does not use
    /// (`UnitTwins.apart(_:after:)`). Where the block runs whole apart, the
    /// crash was the statements' together (a setup a process makes once, made
    /// by two blocks): the program's outcome stops at it instead of failing,
    /// and the block is judged by its run apart. Where it crashes apart too,
    /// the crash is its own and it fails as before.
    func runningCrashedBlocksApart(
        _ run: inout UnitCompiler.Run, planned: Set<String>, compiler: UnitCompiler,
        progress: @Sendable (Progress) -> Void
    ) {
        let twins = Self.programs(in: run, planned: planned).compactMap { unit in
            run.outcomes[unit.id].flatMap { compiler.twins.apart(unit, after: $0) }
        }
        guard !twins.isEmpty else { return }
        var apart = compiler
        apart.keepsOtherUnits = true
        let ran = apart.compile(twins, progress: progress)
        run.units += ran.units
        run.outcomes.merge(ran.outcomes) { first, _ in first }
        run.pending.formUnion(ran.pending)
        run.diagnostics += ran.diagnostics
        for twin in twins {
            let crashedUnit = String(twin.id.dropLast(UnitTwins.apartSuffix.count))
            guard let block = twin.runApart, let outcome = ran.outcomes[twin.id], outcome.ranThrough(block),
                let crashed = run.outcomes[crashedUnit],
                let line = compiler.blocks[twin.sample]?[block]?.block.line
            else { continue }
            let reason =
                "a crash in the block at line \(line), which ran whole apart from the statements before it that "
                + "it does not use"
            run.outcomes[crashedUnit] = crashed.excusingCrash(in: block, ranApart: outcome, reason: reason)
        }
    }

    /// Each program that stopped in a block with script blocks after it, run
    /// again without the statement it stopped at (`UnitTwins.pastTheStop(_:after:)`),
    /// past up to `stopsRunPast` stops a program: the blocks after a stop are
    /// judged by the run past it, the block that stopped by the program's own.
    /// The twins are no block's home, so they stay out of `run.units`.
    func runningPastStops(
        _ run: inout UnitCompiler.Run, planned: Set<String>, compiler: UnitCompiler,
        progress: @Sendable (Progress) -> Void
    ) {
        var past = compiler
        past.keepsOtherUnits = true
        // Each program's latest run: its own, then its twin's.
        var latest = Self.programs(in: run, planned: planned).compactMap { unit in
            run.outcomes[unit.id].map { (original: unit.id, unit: unit, outcome: $0) }
        }
        for _ in 0..<Self.stopsRunPast {
            let twins = latest.compactMap { entry in
                compiler.twins.pastTheStop(entry.unit, after: entry.outcome).map {
                    (original: entry.original, past: $0)
                }
            }
            guard !twins.isEmpty else { return }
            let ran = past.compile(twins.map(\.past.unit), progress: progress)
            run.pending.formUnion(ran.pending)
            run.diagnostics += ran.diagnostics
            latest = []
            for (original, twin) in twins {
                guard let outcome = ran.outcomes[twin.unit.id], outcome.typechecked, outcome.toolFailure == nil,
                    let merged = run.outcomes[original]
                else { continue }
                run.outcomes[original] = merged.runningPast(
                    twin.block, lines: twin.lines, after: twin.after, outcome: outcome)
                latest.append((original, twin.unit, outcome))
            }
        }
    }

    /// The units that run a page's program: the planned ones, and those isolated from a block that did not
    /// compile, which run the page's other blocks.
    static func programs(in run: UnitCompiler.Run, planned: Set<String>) -> [VerificationUnit] {
        run.units.filter { planned.contains($0.id) || $0.id.hasSuffix(UnitTwins.isolatedSuffix) }
    }

    /// How many stops one program is run past: a page showing more traps than this keeps the rest unrun.
    static let stopsRunPast = 3

    /// The guides' pieces of `Package.swift`, typechecked against PackageDescription; nil when there are none.
    func checkManifestPieces(plans: [SamplePlan], blocks: [String: [BlockID: PreparedBlock]]) -> UnitOutcome? {
        var pieces: [String: [PreparedBlock]] = [:]
        for plan in plans {
            pieces[plan.name] = plan.order.compactMap { plan.blocks[$0] }.filter { $0.manifestPiece != nil }
        }
        let units = ManifestChecker.units(for: pieces)
        guard !units.isEmpty else { return nil }
        let checker = ManifestChecker(
            directory: packageDirectory, runner: runner, useCache: options.useCache, cacheOnly: options.cacheOnly)
        // Attribution of a piece's lines needs the blocks alone, not the units' settings.
        return checker.check(
            units: units, attribution: DiagnosticAttribution(settings: GeneratedPackage.Settings(), blocks: blocks))
    }

    /// The plan narrowed to the guides `options.guides` names: their units,
    /// and their blocks in the report; borrowed blocks stay in those units.
    func chosenGuides(_ plan: SamplePlan) -> SamplePlan {
        guard let guides = options.guides else { return plan }
        var narrowed = plan
        narrowed.order = plan.order.filter { guides.contains($0.guide) }
        narrowed.units = plan.units.filter { guides.contains($0.guide) }
        return narrowed
    }

    /// Instantiates, analyses and groups every Swift block for one sample.
    public func plan(_ sample: PlaybookConfig.Sample?) -> SamplePlan {
        let instantiator = Instantiator(placeholders: PlaceholderSet(config: config), sample: sample)
        let name = sample?.name ?? "default"
        let module = config.module.map(instantiator.fill).flatMap { $0.isEmpty ? nil : $0 } ?? "GuideCode"
        let preparer = BlockPreparer(
            instantiator: instantiator, sampleName: name,
            modules: ModuleAvailability(
                config: config, moduleName: module, inheritedProducts: inheritedDependencies.flatMap(\.products)),
            strict: options.strict, analyses: analyses
        )
        let jobs = workspace.guides.flatMap { guide in
            guide.blocks.filter(\.isSwift).map { GuideBlock(guide: guide, block: $0) }
        }
        let guides = Dictionary(workspace.guides.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // A block read again from its code rewritten (a type continued, its `private` opened).
        let reprepare = { (block: PreparedBlock, code: String) -> PreparedBlock? in
            guard let guide = guides[block.id.guide] else { return nil }
            var rewritten = block.block
            rewritten.code = code
            return preparer.prepare(rewritten, in: guide)
        }
        let firstReading = Self.continuingShortenedTypes(
            jobs.concurrentMap { preparer.prepare($0.block, in: $0.guide) }, prepare: reprepare)
        let placed = Self.placingStatementsInAdopters(
            Self.openingPrivateMembers(
                Self.placingMembers(
                    firstReading, fill: instantiator.fill, isAPI: dependencyNames.declareAnywhere,
                    isGlobalAPI: dependencyNames.declare,
                    hold: { block in
                        guides[block.id.guide].map { preparer.prepareAsMembersOfTheirOwn(block.block, in: $0) } ?? block
                    },
                    program: { block in
                        guides[block.id.guide].map { preparer.prepareAsProgram(block.block, in: $0) } ?? block
                    }
                ) { block, host in
                    guides[block.id.guide].map { preparer.prepare(block.block, in: $0, host: host) } ?? block
                }, prepare: reprepare),
            protocols: dependencyNames.protocolsDeclaringStatically
        ) { block, adopted, names in
            guides[block.id.guide].map { preparer.prepare(block.block, in: $0, adopting: adopted, for: names) } ?? block
        }
        // What other pages declare, a page's statements may borrow (see `BlockLender.borrowed(for:assuming:)`).
        let lendable = Set(placed.filter(BlockLender.canLend).flatMap(\.analysis.declaredNames))
        let prepared = sayingParallelImports(
            Self.restatingTheAPI(
                Self.leavingOutRestatedAPI(
                    Self.withoutContextlessExpressions(
                        placed, declaredElsewhere: setupNames.union(lendable),
                        givable: { parameterNames.givenName($0) != nil }),
                    isAPI: dependencyNames.declare, libraryMembers: dependencyNames.members(ofProtocol:),
                    rewrite: reprepare),
                isAPI: dependencyNames.declare, isAPIMember: dependencyNames.declareAnywhere))
        let planner = UnitPlanner(blocks: prepared, moduleName: module)
        return SamplePlan(
            name: name,
            blocks: Dictionary(uniqueKeysWithValues: prepared.map { ($0.id, $0) }),
            order: prepared.map(\.id),
            units: planner.plan(), planner: planner
        )
    }

    /// What the config's `setup` files declare: in scope for every block.
    var setupNames: Set<String> {
        Set(
            config.setup.flatMap { file in
                SwiftBlockAnalyzer.analyze((try? String(contentsOfFile: config.resolve(file), encoding: .utf8)) ?? "")
                    .declaredNames
            })
    }

    private struct GuideBlock: Sendable {
        var guide: Guide
        var block: CodeBlock
    }

    /// The units of this run's shard (all without `--shard`): every unit lands in exactly one shard.
    func shardUnits(_ units: [VerificationUnit]) -> [VerificationUnit] {
        guard let shard = options.shard else { return units }
        return UnitShards(units: units).units(ofShard: shard.index, of: shard.count)
    }

    /// Each block is reported by exactly one shard: that of its first home
    /// unit, or, for blocks no unit compiles, a round-robin of their own.
    func blocksInShard(_ plan: SamplePlan, allUnits: [VerificationUnit], shardUnitIDs: Set<String>) -> Set<BlockID> {
        guard options.shard != nil else { return Set(plan.order) }
        var home: [BlockID: String] = [:]
        // A block's home is a unit that judges it: one of its regular units, or
        // for an `expect-error` block its own; never another block's expect-error unit.
        for unit in allUnits {
            for id in unit.ownBlocks where home[id] == nil && (unit.expectedError == nil || unit.expectedError == id) {
                home[id] = unit.id
            }
        }
        let homeless = plan.order.filter { home[$0] == nil }
        let homelessInShard = shardUnits(
            homeless.map {
                VerificationUnit(
                    id: "\(plan.name)/\($0)", targetName: "", sample: plan.name, moduleName: "", guide: $0.guide,
                    members: [])
            }
        ).map(\.id)
        return Set(
            plan.order.filter { id in
                if let unit = home[id] { return shardUnitIDs.contains(unit) }
                return homelessInShard.contains("\(plan.name)/\(id)")
            })
    }
}
