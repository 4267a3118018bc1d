import Foundation
import PlaybookCore

/// What `playbook verify` costs on the verify fixtures and on the seeds: a
/// cold run (empty package folder and cache), a run where nothing changed,
/// their ratio, and the naive alternative of compiling every block alone with
/// `swiftc -typecheck`, as a ratio to a cold run at the same level (typecheck)
/// and to the full cold run.
func runVerifyBenchmark(_ options: BenchOptions) throws {
    let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let fixtures = packageRoot.appendingPathComponent("Tests/PlaybookCoreTests/Fixtures/Verify").path
    try benchmarkVerify(name: "fixtures", paths: [fixtures], config: nil)
    let seeds = try options.seedFiles().map(\.path)
    try benchmarkVerify(
        name: "seeds", paths: seeds, config: packageRoot.appendingPathComponent("bench/seeds/playbook.yml").path)
}

private func benchmarkVerify(name: String, paths: [String], config: String?) throws {
    let workspace = Workspace.open(paths: paths, configFile: config)
    if workspace.diagnostics.hasErrors {
        throw BenchError(description: "\(name) did not load: \(workspace.diagnostics.map(\.description))")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playbook-bench-\(UUID().uuidString)")
    let typecheckFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "playbook-bench-\(UUID().uuidString)")
    defer {
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.removeItem(at: typecheckFolder)
    }
    var options = VerifyOptions()
    options.packageDirectory = folder.path
    let verifier = Verifier(workspace: workspace, options: options)
    options.packageDirectory = typecheckFolder.path
    options.level = .typecheck
    let typecheckVerifier = Verifier(workspace: workspace, options: options)

    var cold: VerificationReport?
    let coldSeconds = try Clock.time { cold = try verifier.verify() }
    var warm: VerificationReport?
    let warmSeconds = try Clock.time { warm = try verifier.verify() }
    let typecheckSeconds = try Clock.time { _ = try typecheckVerifier.verify() }
    // Again without the cache, with the support modules already built: the
    // same work the naive alternative does (it reuses those modules too).
    options.useCache = false
    let recheckVerifier = Verifier(workspace: workspace, options: options)
    let recheckSeconds = try Clock.time { _ = try recheckVerifier.verify() }
    guard let cold, let warm else { return }
    let naive = try naiveTypecheck(workspace: workspace, modulesFrom: typecheckFolder.path)

    let summary = cold.summary
    print("\(name): \(summary.blocks) block results, \(summary.units) units; \(summary.line)")
    print("\(name) cold run: \(String(format: "%.2f s", coldSeconds))")
    print(
        "\(name) no-change run: \(String(format: "%.3f s", warmSeconds)) (\(warm.summary.cachedUnits) of "
            + "\(warm.summary.units) units from cache)"
    )
    print("\(name) cold / no-change: \(String(format: "%.0fx", coldSeconds / max(warmSeconds, 0.000_001)))")
    print("\(name) cold run, --level typecheck: \(String(format: "%.2f s", typecheckSeconds))")
    print(
        "\(name) naive, each block alone with swiftc -typecheck: \(String(format: "%.2f s", naive.seconds)) for "
            + "\(naive.blocks) block instances (\(naive.failed) fail alone)"
    )
    print("\(name) typecheck again, no cache, modules built: \(String(format: "%.2f s", recheckSeconds))")
    print(
        "\(name) naive / typecheck with modules built: "
            + "\(String(format: "%.2fx", naive.seconds / max(recheckSeconds, 0.000_001)))"
    )
    print(
        "\(name) naive / cold typecheck: \(String(format: "%.2fx", naive.seconds / max(typecheckSeconds, 0.000_001)))")
    print(
        "\(name) naive / cold (tests included): \(String(format: "%.2fx", naive.seconds / max(coldSeconds, 0.000_001)))"
    )
}

/// Every Swift block of every sample, instantiated, typechecked alone as its
/// own module: what a tool without units would do, though most blocks fail
/// alone for want of the declarations they use.
func naiveTypecheck(
    workspace: Workspace, modulesFrom package: String
) throws -> (seconds: Double, blocks: Int, failed: Int) {
    let config = workspace.config
    let samples: [PlaybookConfig.Sample?] = config.samples.isEmpty ? [nil] : config.samples
    let blocks = samples.flatMap { sample in
        let preparer = BlockPreparer(
            instantiator: Instantiator(placeholders: PlaceholderSet(config: config), sample: sample),
            sampleName: sample?.name ?? "default",
            modules: ModuleAvailability(config: config, moduleName: "Naive"), strict: false
        )
        return workspace.guides.flatMap { guide in
            guide.blocks.filter(\.isSwift).map { preparer.prepare($0, in: guide) }
        }
    }.filter { if case .skipped = $0.disposition { return false } else { return true } }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playbook-naive-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try blocks.enumerated().map { offset, block -> String in
        let path = folder.appendingPathComponent("block\(offset).swift").path
        try Data(block.code.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
    let modules = ["-I", "\(package)/.build/debug/Modules", "-I", "\(package)/.build/playbook-modules"]
    let run = typecheckEach(files.map { ["-parse-as-library", "-module-name", "Naive"] + modules + [$0] })
    return (run.seconds, files.count, run.failed.count)
}

/// The naive alternative that reaches the same verdicts: still one
/// `swiftc -typecheck` per block, each given what it builds on, the blocks of
/// its unit that declare the names it uses (and extend its types), followed
/// transitively. A test block is checked against its unit's module as the
/// full build left it. `package` is the package folder of a full verify.
/// Returns how many fail, and how many of those are blocks a guide marks as
/// failing on purpose.
func naiveTypecheckInContext(
    workspace: Workspace, package: String
) throws -> (seconds: Double, blocks: Int, failed: Int, expected: Int) {
    var options = VerifyOptions()
    options.packageDirectory = package
    let verifier = Verifier(workspace: workspace, options: options)
    let common =
        ["-swift-version", "\(workspace.config.swiftLanguageMode)", "-I", "\(package)/.build/playbook-modules"]
        + PackageWriter(directory: package).swiftPMModuleSearchArguments()
    var jobs: [[String]] = []
    var expectedToFail: Set<Int> = []
    for sample in try verifier.selectedSamples() {
        let plan = verifier.plan(sample)
        var checked: Set<BlockID> = []
        for unit in plan.units {
            let root = "\(package)/\(GeneratedPackage.unitsFolder)/\(unit.targetName)"
            let library = GeneratedPackage.isProgram(unit, blocks: plan.blocks) ? [] : ["-parse-as-library"]
            let members = unit.members.map(\.block)
            for member in unit.members where member.borrowedFor == nil && checked.insert(member.block).inserted {
                guard let block = plan.blocks[member.block] else { continue }
                let needed = dependencies(of: member.block, among: members, blocks: plan.blocks)
                func files(_ folder: String, tests: Bool) -> [String] {
                    members.filter { needed.contains($0) && plan.blocks[$0]?.isTest == tests }.map {
                        "\(root)/\(folder)/"
                            + (plan.blocks[$0]?.isScript == true ? "main.swift" : GeneratedPackage.fileName(for: $0))
                    }.reduce(into: []) { unique, file in if !unique.contains(file) { unique.append(file) } }
                }
                if unit.expectedError == member.block { expectedToFail.insert(jobs.count) }
                if block.isTest {
                    jobs.append(
                        common + library + [
                            "-module-name", unit.targetName + "Tests", "-module-alias",
                            "\(unit.moduleName)=\(unit.targetName)",
                            "-I", "\(package)/.build/playbook-direct",
                        ] + files("Tests", tests: true))
                } else {
                    jobs.append(
                        common + library + ["-module-name", unit.targetName, "\(root)/Sources/_PlaybookUnit.swift"]
                            + files("Sources", tests: false))
                }
            }
        }
    }
    let run = typecheckEach(jobs)
    return (run.seconds, jobs.count, run.failed.count, run.failed.intersection(expectedToFail).count)
}

/// `block` and the members that declare a name it uses, or extend a type it
/// has, followed transitively.
private func dependencies(of block: BlockID, among members: [BlockID], blocks: [BlockID: PreparedBlock]) -> Set<BlockID>
{
    var needed: Set<BlockID> = [block]
    var used = blocks[block].map { $0.analysis.referencedNames.union($0.analysis.extendedTypes) } ?? []
    var declared = blocks[block]?.analysis.declaredNames ?? []
    var changed = true
    while changed {
        changed = false
        for id in members where !needed.contains(id) {
            guard let analysis = blocks[id]?.analysis else { continue }
            guard !analysis.declaredNames.isDisjoint(with: used) || !analysis.extendedTypes.isDisjoint(with: declared)
            else { continue }
            needed.insert(id)
            used.formUnion(analysis.referencedNames.union(analysis.extendedTypes))
            declared.formUnion(analysis.declaredNames)
            changed = true
        }
    }
    return needed
}

/// Runs `swiftc -typecheck` once for each argument list, as many at once as
/// the machine has cores, like `playbook verify`; the indices of those that fail.
private func typecheckEach(_ jobs: [[String]]) -> (seconds: Double, failed: Set<Int>) {
    let failures = NaiveFailures()
    let runner = ProcessRunner()
    let queue = DispatchQueue(label: "naive", attributes: .concurrent)
    let limit = DispatchSemaphore(value: ProcessInfo.processInfo.activeProcessorCount)
    let group = DispatchGroup()
    let seconds = Clock.time {
        for (index, arguments) in jobs.enumerated() {
            limit.wait()
            queue.async(group: group) {
                if !runner.run("swiftc", ["-typecheck"] + arguments).succeeded { failures.add(index) }
                limit.signal()
            }
        }
        group.wait()
    }
    return (seconds, failures.indices)
}

private final class NaiveFailures: @unchecked Sendable {
    private var failed: Set<Int> = []
    private let lock = NSLock()
    func add(_ index: Int) { _ = lock.withLock { failed.insert(index) } }
    var indices: Set<Int> { lock.withLock { failed } }
}
