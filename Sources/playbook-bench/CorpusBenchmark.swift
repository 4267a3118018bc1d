import Foundation
import PlaybookCore

/// How Playbook judges Swift docs written elsewhere: the README and DocC
/// articles of public packages from the local package mirror (each checked
/// against the package itself, with a config of a few lines in
/// `bench/corpus/NAME.yml`), and the seed guides. For each: blocks, the share
/// that passed beyond syntax, failures, blocked blocks, `// Prints` outputs
/// checked and matched, and why blocks stayed at syntax.
func runCorpusBenchmark(_ options: BenchOptions) throws {
    let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let corpus: [(name: String, repository: String, version: String)] = [
        ("swift-algorithms", "apple/swift-algorithms", "1.2.1"),
        ("swift-argument-parser", "apple/swift-argument-parser", "1.8.2"),
        ("swift-collections", "apple/swift-collections", "1.6.0"),
    ]
    var all: [VerificationReport.BlockResult] = []
    for entry in corpus {
        let config = packageRoot.appendingPathComponent("bench/corpus/\(entry.name).yml")
        let folder = packageRoot.appendingPathComponent(".build/corpus/\(entry.name)")
        try checkout(entry.repository, entry.version, into: folder, mirror: options.mirror)
        let configText = try String(contentsOf: config, encoding: .utf8)
        try configText.write(to: folder.appendingPathComponent("playbook.yml"), atomically: true, encoding: .utf8)
        let inputs =
            configText.split(separator: "\n").first { $0.hasPrefix("# input:") }?
            .dropFirst("# input:".count).split(separator: " ").map { folder.appendingPathComponent(String($0)).path }
            ?? []
        let report = try verify(
            name: entry.name, paths: inputs, config: folder.appendingPathComponent("playbook.yml").path)
        all += report.blocks
    }
    printFigures("corpus (3 packages)", all)
    let seeds = try options.seedFiles().map(\.path)
    _ = try verify(
        name: "seeds", paths: seeds, config: packageRoot.appendingPathComponent("bench/seeds/playbook.yml").path)
}

/// The package at `version`, from the mirror, unless a copy is already there.
func checkout(_ repository: String, _ version: String, into folder: URL, mirror: URL) throws {
    let stamp = folder.appendingPathComponent(".playbook-corpus-version")
    if (try? String(contentsOf: stamp, encoding: .utf8)) == version { return }
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let archive = Process()
    archive.executableURL = URL(fileURLWithPath: "/bin/sh")
    archive.arguments = [
        "-c", "git -C \"$0\" archive \"$1\" | tar -x -C \"$2\"",
        mirror.appendingPathComponent("\(repository).git").path, version, folder.path,
    ]
    try archive.run()
    archive.waitUntilExit()
    guard archive.terminationStatus == 0 else {
        throw BenchError(description: "cannot check out \(repository) \(version) from \(mirror.path)")
    }
    try version.write(to: stamp, atomically: true, encoding: .utf8)
}

private func verify(name: String, paths: [String], config: String) throws -> VerificationReport {
    let workspace = Workspace.open(paths: paths, configFile: config)
    if workspace.diagnostics.hasErrors {
        throw BenchError(description: "\(name) did not load: \(workspace.diagnostics.map(\.description))")
    }
    var report: VerificationReport?
    let seconds = try Clock.time { report = try Verifier(workspace: workspace, options: VerifyOptions()).verify() }
    guard let report else { throw BenchError(description: "\(name): no report") }
    printFigures(name, report.blocks)
    print(
        "\(name) verify: \(String(format: "%.1f s", seconds)) (\(report.summary.cachedUnits) of "
            + "\(report.summary.units) units from cache)"
    )
    for block in report.blocks where block.status == .failed {
        let message = block.diagnostics.first { $0.severity == .error }?.message ?? block.reason ?? "failed"
        print("\(name)   failed \(block.guide):\(block.line) — \(message.prefix(140))")
    }
    return report
}

private func printFigures(_ name: String, _ blocks: [VerificationReport.BlockResult]) {
    let summary = VerificationReport.Summary(blocks: blocks, units: 0, cachedUnits: 0, seconds: 0)
    let beyond = summary.passedLevels.run + summary.passedLevels.test + summary.passedLevels.typecheck
    let share = blocks.isEmpty ? 0 : Double(beyond) / Double(blocks.count) * 100
    print(
        "\(name): \(blocks.count) blocks; \(beyond) passed beyond syntax (\(String(format: "%.0f%%", share))): "
            + "\(summary.passedLevels.run) run, \(summary.passedLevels.test) test, \(summary.passedLevels.typecheck) "
            + "typecheck; "
            + "\(summary.passedLevels.syntax) at syntax, \(summary.failed) failed, \(summary.blocked) blocked, "
            + "\(summary.skipped) skipped; "
            + "outputs \(summary.outputs.matched) of \(summary.outputs.checked) matched")
    var reasons: [String: Int] = [:]
    for block in blocks where block.status == .passed && (block.level ?? .syntax) == .syntax {
        let reason = block.reason ?? "syntax"
        reasons[String(reason.prefix { $0 != ":" }), default: 0] += 1
    }
    for (reason, count) in reasons.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
        print("\(name)   at syntax: \(count) × \(reason)")
    }
}
