import Foundation
import PlaybookCore

/// What `playbook build --no-verify` costs (load, render, write atomically) on
/// this project's guides and on a generated corpus of 200 guides, against
/// MkDocs building the same markdown in the same run. Without verification,
/// because verifying is measured by the verify benchmark and MkDocs verifies
/// nothing; `playbook build` after a verify run adds only cache look-ups.
func runSiteBenchmark(_ options: BenchOptions) throws {
    let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let guides = packageRoot.appendingPathComponent("guides")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("playbook-site-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let corpus = try generateCorpus(from: guides, count: 200, in: scratch.appendingPathComponent("corpus"))
    let runs = min(options.runs, 5)
    let mkdocs = MkDocs.find()
    if mkdocs == nil {
        print("mkdocs is not installed: `pip install mkdocs` to compare with it; its figures are skipped")
    }
    print("playbook build --no-verify, median of \(runs) runs (load guides, render, write the site atomically)")
    for (name, folder, config) in [
        ("guides/", guides, guides.appendingPathComponent("playbook.yml").path),
        ("corpus of 200 guides", corpus, corpus.appendingPathComponent("playbook.yml").path),
    ] {
        let out = scratch.appendingPathComponent("site-\(UUID().uuidString)").path
        var pages = 0
        let playbook = Clock.median(try (0..<runs).map { _ in
            try Clock.time { pages = try buildSite(folder: folder.path, config: config, out: out) }
        })
        print("\(name): playbook \(Clock.milliseconds(playbook)) for \(pages) pages")
        guard let mkdocs else { continue }
        let mkdocsSeconds = Clock.median(try (0..<runs).map { _ in try mkdocs.build(docs: folder, scratch: scratch) })
        print("\(name): mkdocs build \(Clock.milliseconds(mkdocsSeconds)); mkdocs / playbook: \(String(format: "%.1fx", mkdocsSeconds / max(playbook, 0.000_001)))")
    }
}

private func buildSite(folder: String, config: String, out: String) throws -> Int {
    let workspace = Workspace.open(paths: [folder], configFile: config)
    if workspace.diagnostics.hasErrors { throw BenchError(description: "\(folder) did not load: \(workspace.diagnostics.map(\.description))") }
    let theme = try Theme.builtIn(overriddenBy: (folder as NSString).appendingPathComponent("theme"))
    let site = try SiteBuilder(workspace: workspace, report: nil, theme: theme).build()
    try SiteWriter().write(site, to: out)
    return site.files.keys.filter { $0.hasSuffix(".html") }.count
}

/// `count` guides made of this project's guides, copied round-robin into
/// numbered folders (so links between guides of one folder still resolve),
/// with the guides' playbook.yml (samples, placeholders) beside them.
private func generateCorpus(from guides: URL, count: Int, in folder: URL) throws -> URL {
    let manager = FileManager.default
    let sources = try manager.contentsOfDirectory(atPath: guides.path).filter { $0.hasSuffix(".md") }.sorted()
    guard !sources.isEmpty else { throw BenchError(description: "no guides in \(guides.path)") }
    let texts = try sources.map { try String(contentsOf: guides.appendingPathComponent($0), encoding: .utf8) }
    for number in 0..<count {
        let part = folder.appendingPathComponent(String(format: "part%02d", number / sources.count))
        try manager.createDirectory(at: part, withIntermediateDirectories: true)
        let source = number % sources.count
        try Data(texts[source].utf8).write(to: part.appendingPathComponent(sources[source]))
    }
    let config = try String(contentsOf: guides.appendingPathComponent("playbook.yml"), encoding: .utf8)
    // The nav names guides of the original folder; the corpus is ordered by title instead.
    let withoutNav = config.components(separatedBy: "\nnav:")[0] + "\n"
    try Data(withoutNav.utf8).write(to: folder.appendingPathComponent("playbook.yml"))
    return folder
}

/// The `mkdocs` command, run on a folder of markdown with its default theme.
private struct MkDocs {
    var executable: String

    static func find() -> MkDocs? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { "\($0)/mkdocs" }.first { FileManager.default.isExecutableFile(atPath: $0) }.map(MkDocs.init)
    }

    /// Seconds for one `mkdocs build` of `docs`, its config and output in `scratch`.
    func build(docs: URL, scratch: URL) throws -> Double {
        let run = scratch.appendingPathComponent("mkdocs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: run) }
        let config = "site_name: Bench\ndocs_dir: \(docs.path)\nsite_dir: \(run.appendingPathComponent("site").path)\n"
        try Data(config.utf8).write(to: run.appendingPathComponent("mkdocs.yml"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["build", "--quiet", "--config-file", run.appendingPathComponent("mkdocs.yml").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let seconds = try Clock.time {
            try process.run()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0 else { throw BenchError(description: "mkdocs build failed with status \(process.terminationStatus)") }
        return seconds
    }
}
