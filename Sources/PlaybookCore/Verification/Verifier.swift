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
                }
                return run
            }
            compiledUnits = run.units
            outcomes = run.outcomes
            pending = run.pending
            diagnostics += run.diagnostics
        }

        let manifests = options.level >= .typecheck ? checkManifestPieces(plans: plans, blocks: blocks) : nil

        var results: [VerificationReport.BlockResult] = []
        for plan in plans {
            // A type only another sample declares is a sample's name written by hand.
            let declaredHere = Set(plan.blocks.values.flatMap(\.analysis.declaredNames))
            let otherSamples = Set(
                plans.filter { $0.name != plan.name }.flatMap { $0.blocks.values.flatMap(\.analysis.declaredNames) })
            var assembler = ResultAssembler(
                blocks: plan.blocks, units: compiledUnits.filter { $0.sample == plan.name }, outcomes: outcomes,
                level: options.level, require: options.require, pending: pending,
                knownNames: otherSamples.subtracting(declaredHere)
            )
            assembler.declaredByDependency = dependencyNames.declare
            assembler.compiledOutOfDependency = dependencyNames.declareOnlyConditionally
            assembler.protocolRequirements = dependencyNames.requirements(ofProtocol:)
            assembler.memberCompiledOutOfDependency = dependencyNames.declareAnywhereOnlyConditionally
            assembler.manifestOutcome = manifests
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
        let twins = run.units.filter { planned.contains($0.id) }.compactMap { unit in
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
                    hold: { block in
                        guides[block.id.guide].map { preparer.prepareAsMembersOfTheirOwn(block.block, in: $0) } ?? block
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
                    isAPI: dependencyNames.declare, rewrite: reprepare),
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
    /// its `private` members are out of reach; in the reader's file they are not. Its `private` and
    /// `fileprivate` are blanked, so the members shown apart see what the type's own would. So is a
    /// type another block uses (`private enum TestIDKey`, then `self[TestIDKey.self]` in an extension):
    /// a page's declarations are the reader's one file.
    static func openingPrivateMembers(
        _ blocks: [PreparedBlock], prepare: (PreparedBlock, String) -> PreparedBlock?
    ) -> [PreparedBlock] {
        var hosts: [String: Set<String>] = [:]
        var usedBy: [String: [BlockID: Set<String>]] = [:]
        for block in blocks {
            if let host = block.host { hosts[block.id.guide, default: []].insert(host) }
            // `extension TemperatureLogger { … max = measurement }` in a block of its own is in another file too.
            hosts[block.id.guide, default: []].formUnion(block.analysis.extendedTypes)
            usedBy[block.id.guide, default: [:]][block.id] = block.analysis.usedNames
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
            guard hosted || !used.isEmpty, let opened = AccessOpening.withoutPrivate(block.block.code),
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
        hold: (PreparedBlock) -> PreparedBlock = { $0 },
        prepare: (PreparedBlock, String) -> PreparedBlock
    ) -> [PreparedBlock] {
        var types: [String: [String]] = [:]
        var classes: [String: Set<String>] = [:]
        var members: [String: [String: Set<String>]] = [:]
        return blocks.map { block in
            let guide = block.id.guide
            defer {
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
                if !needed.isEmpty, needed.allSatisfy(isAPI), !block.analysis.hasStoredMembers,
                    block.analysis.syntaxErrors.isEmpty, !BlockPreparer.elidesArguments(block.code),
                    !Instantiator.hasEditorPlaceholder(block.code), !SwiftBlockAnalyzer.namesItsOwnType(block.code)
                {
                    kept.disposition = .compile
                    kept.notes.append("functions using only the library's names: compiled as global functions")
                    return kept
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

    /// A block that quotes a type of the library (`protocol
    /// MutablePersistableRecord { static var persistenceConflictPolicy … }`)
    /// beside its own code (`struct Player: MutablePersistableRecord { … }`,
    /// `try player.insert(db)`) shows what that code adopts: its code means the
    /// library's type, so the quotation's lines are left out of what is
    /// compiled (blanked, every line still where it was), and said.
    static func leavingOutRestatedAPI(
        _ blocks: [PreparedBlock], isAPI: (String) -> Bool, rewrite: (PreparedBlock, String) -> PreparedBlock?
    ) -> [PreparedBlock] {
        blocks.map { block in
            let types = Set(block.analysis.declaredTypes)
            // Only a type the block's code adopts is quoted: a `struct Digits: Parser { … }` of the page's own, named
            // as the library's parser is, is the reader's, shadowing it.
            let restated = types.filter(isAPI).intersection(block.analysis.protocolNames)
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
    /// `Database`) is compiled, so that it is typechecked with them given.
    static func withoutContextlessExpressions(
        _ blocks: [PreparedBlock], declaredElsewhere: Set<String> = [], givable: (String) -> Bool = { _ in false }
    ) -> [PreparedBlock] {
        var declared: [String: Set<String>] = [:]
        return blocks.map { block in
            var block = block
            let known = declared[block.id.guide, default: []].union(block.analysis.declaredNames).union(
                declaredElsewhere)
            let missing = block.analysis.freeValueNames.subtracting(known).sorted()
            if block.isScript, block.analysis.shape == .expression, !missing.isEmpty, !missing.allSatisfy(givable) {
                block.disposition = .syntaxOnly(
                    reason: "an expression without context: no block before it declares "
                        + missing.map { "`\($0)`" }.joined(separator: ", "))
            }
            declared[block.id.guide, default: []].formUnion(block.analysis.declaredNames)
            return block
        }
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
