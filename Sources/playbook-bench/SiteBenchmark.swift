import Foundation
import PlaybookCore

/// What `playbook build --no-verify` costs (load, render, write atomically) on
/// this project's guides and on a generated corpus of 200 guides, against
/// MkDocs building the same markdown in the same run, with its default theme
/// and with Material for MkDocs (Pygments highlighting and search). Both run as processes,
/// so wall time, CPU time and peak memory are each tool's own. Without
/// verification, because verifying is measured by the guides benchmark and
/// MkDocs verifies nothing; `playbook build` after a verify run adds only cache look-ups.
func runSiteBenchmark(_ options: BenchOptions) throws {
    let playbook = try playbookExecutable()
    let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let guides = packageRoot.appendingPathComponent("guides")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "playbook-site-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let corpus = try generateCorpus(from: guides, count: 200, in: scratch.appendingPathComponent("corpus"))
    let runs = min(options.runs, 5)
    let mkdocs = MkDocs.find()
    if mkdocs == nil {
        print("mkdocs is not installed (`make bench` installs it in .build/bench-tools): its figures are skipped")
    }
    print(
        "playbook build --no-verify and mkdocs build, median of \(runs) runs each (wall, CPU of the process and its "
            + "children, peak memory)"
    )
    for (name, folder, isCorpus) in [("guides/", guides, false), ("corpus of 200 guides", corpus, true)] {
        let out = scratch.appendingPathComponent("site-\(UUID().uuidString)").path
        let playbookRuns = try (0..<runs).map { _ in
            try MeasuredRun.run(playbook, ["build", folder.path, "--no-verify", "--out", out]).expecting(
                [0], "playbook build")
        }
        let pages = (FileManager.default.enumerator(atPath: out)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".html")
        }.count
        let ours = Figures(playbookRuns)
        print("\(name): playbook \(ours) for \(pages) pages")
        if isCorpus {
            Goals.shared.record(
                "peak memory of playbook on the 200-guide build", measured: String(format: "%.0f MB", ours.peakMB),
                goal: "≤ 150 MB", met: ours.peakMB <= 150
            )
        }
        guard let mkdocs else { continue }
        let theirs = Figures(try (0..<runs).map { _ in try mkdocs.build(docs: folder, scratch: scratch) })
        print("\(name): mkdocs \(theirs)")
        let wall = theirs.seconds / ours.seconds
        let cpu = theirs.cpuSeconds / ours.cpuSeconds
        // Beside Material, for scale: MkDocs' default theme highlights nothing, so the goal is Material's.
        print("\(name): mkdocs / playbook: \(ratio(wall)) wall, \(ratio(cpu)) CPU")
        guard mkdocs.hasMaterial else {
            print("\(name): Material for MkDocs is not installed beside mkdocs (`make bench` installs it): skipped")
            continue
        }
        let material = Figures(try (0..<runs).map { _ in try mkdocs.material.build(docs: folder, scratch: scratch) })
        print("\(name): Material for MkDocs (Pygments highlighting, search) \(material)")
        let materialWall = material.seconds / ours.seconds
        let materialCPU = material.cpuSeconds / ours.cpuSeconds
        print("\(name): Material / playbook: \(ratio(materialWall)) wall, \(ratio(materialCPU)) CPU")
        if isCorpus {
            Goals.shared.record(
                "site build of 200 guides vs Material for MkDocs with Pygments, wall and CPU",
                measured: "\(ratio(materialWall)) / \(ratio(materialCPU))", goal: "≥ 15× both",
                met: materialWall >= 15 && materialCPU >= 15
            )
        }
    }
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

/// The `mkdocs` command, run on a folder of markdown with its default theme, or with Material for MkDocs and the
/// Pygments highlighting and search its users turn on.
private struct MkDocs {
    var executable: String
    /// Lines added to `mkdocs.yml`.
    var settings = ""

    var material: MkDocs {
        MkDocs(
            executable: executable,
            settings: "theme:\n  name: material\nplugins:\n  - search\nmarkdown_extensions:\n  - pymdownx.highlight\n"
                + "  - pymdownx.superfences\n")
    }

    /// Whether Material for MkDocs is installed beside this `mkdocs`.
    var hasMaterial: Bool {
        (try? MeasuredRun.run(
            URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("python3").path,
            ["-c", "import material, pymdownx, pygments"]))?.status == 0
    }

    /// On PATH, else where `make bench` installs it.
    static func find() -> MkDocs? {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let paths =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + [packageRoot.appendingPathComponent(".build/bench-tools/bin").path]
        return paths.map { "\($0)/mkdocs" }.first { FileManager.default.isExecutableFile(atPath: $0) }.map {
            MkDocs(executable: $0)
        }
    }

    /// One `mkdocs build` of `docs`, its config and output in `scratch`.
    func build(docs: URL, scratch: URL) throws -> MeasuredRun {
        let run = scratch.appendingPathComponent("mkdocs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: run) }
        let config =
            "site_name: Bench\ndocs_dir: \(docs.path)\nsite_dir: \(run.appendingPathComponent("site").path)\n"
            + settings
        try Data(config.utf8).write(to: run.appendingPathComponent("mkdocs.yml"))
        return try MeasuredRun.run(
            executable, ["build", "--quiet", "--config-file", run.appendingPathComponent("mkdocs.yml").path]
        )
        .expecting([0], "mkdocs build")
    }
}
