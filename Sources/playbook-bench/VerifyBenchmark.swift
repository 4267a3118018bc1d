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
    try benchmarkVerify(name: "seeds", paths: seeds, config: packageRoot.appendingPathComponent("bench/seeds/playbook.yml").path)
}

private func benchmarkVerify(name: String, paths: [String], config: String?) throws {
    let workspace = Workspace.open(paths: paths, configFile: config)
    if workspace.diagnostics.hasErrors {
        throw BenchError(description: "\(name) did not load: \(workspace.diagnostics.map(\.description))")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playbook-bench-\(UUID().uuidString)")
    let typecheckFolder = FileManager.default.temporaryDirectory.appendingPathComponent("playbook-bench-\(UUID().uuidString)")
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
    print("\(name) no-change run: \(String(format: "%.3f s", warmSeconds)) (\(warm.summary.cachedUnits) of \(warm.summary.units) units from cache)")
    print("\(name) cold / no-change: \(String(format: "%.0fx", coldSeconds / max(warmSeconds, 0.000_001)))")
    print("\(name) cold run, --level typecheck: \(String(format: "%.2f s", typecheckSeconds))")
    print("\(name) naive, each block alone with swiftc -typecheck: \(String(format: "%.2f s", naive.seconds)) for \(naive.blocks) block instances (\(naive.failed) fail alone)")
    print("\(name) typecheck again, no cache, modules built: \(String(format: "%.2f s", recheckSeconds))")
    print("\(name) naive / typecheck with modules built: \(String(format: "%.2fx", naive.seconds / max(recheckSeconds, 0.000_001)))")
    print("\(name) naive / cold typecheck: \(String(format: "%.2fx", naive.seconds / max(typecheckSeconds, 0.000_001)))")
    print("\(name) naive / cold (tests included): \(String(format: "%.2fx", naive.seconds / max(coldSeconds, 0.000_001)))")
}

/// Every Swift block of every sample, instantiated, typechecked alone as its
/// own module: what a tool without units would do. Runs as many at once as
/// the machine has cores, like `playbook verify`.
func naiveTypecheck(workspace: Workspace, modulesFrom package: String) throws -> (seconds: Double, blocks: Int, failed: Int) {
    let config = workspace.config
    let samples: [PlaybookConfig.Sample?] = config.samples.isEmpty ? [nil] : config.samples
    let blocks = samples.flatMap { sample in
        let preparer = BlockPreparer(
            instantiator: Instantiator(placeholders: PlaceholderSet(config: config), sample: sample),
            sampleName: sample?.name ?? "default",
            modules: ModuleAvailability(config: config, moduleName: "Naive"), strict: false
        )
        return workspace.guides.flatMap { guide in guide.blocks.filter(\.isSwift).map { preparer.prepare($0, in: guide) } }
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
    let failures = NaiveFailures()
    let runner = ProcessRunner()
    let queue = DispatchQueue(label: "naive", attributes: .concurrent)
    let limit = DispatchSemaphore(value: ProcessInfo.processInfo.activeProcessorCount)
    let group = DispatchGroup()
    let seconds = Clock.time {
        for file in files {
            limit.wait()
            queue.async(group: group) {
                let output = runner.run("swiftc", ["-typecheck", "-parse-as-library", "-module-name", "Naive"] + modules + [file])
                if !output.succeeded { failures.add() }
                limit.signal()
            }
        }
        group.wait()
    }
    return (seconds, files.count, failures.count)
}

private final class NaiveFailures: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
