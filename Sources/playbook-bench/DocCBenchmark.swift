import Foundation

/// What `playbook build --no-verify` costs on a package's DocC catalog with the
/// package's symbol graph, against `docc convert` on the same catalog and the
/// same graph files: real catalogs from the mirror, every public symbol given
/// a page by both. Both run as processes, so wall time, CPU time (docc converts
/// on several threads) and peak memory are each tool's own. The symbol graphs
/// are made once and kept in `.build/docc-bench/`, as making them builds the package.
func runDocCBenchmark(_ options: BenchOptions) throws {
    let playbook = try playbookExecutable()
    guard let docc = DocCConverter.find() else {
        print("docc is not installed beside swift on PATH: the comparison with docc convert is skipped")
        return
    }
    let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let work = packageRoot.appendingPathComponent(".build/docc-bench")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "playbook-docc-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    // Every output stays until the end: files removed during the runs would slow the next ones' file creation
    // (a file system without a journal skips inodes freed in the last 30 seconds, reading each to tell).
    defer { try? FileManager.default.removeItem(at: scratch) }
    let runs = min(options.runs, 5)
    print(
        "playbook build --no-verify --symbol-graph and docc convert --additional-symbol-graph-dir on the same catalog "
            + "and graph, median of \(runs) runs each (wall, CPU of the process and its children, peak memory)"
    )
    var ratios: [(wall: Double, cpu: Double)] = []
    for catalog in SymbolCatalog.measured {
        let graph = try catalog.symbolGraph(in: work, mirror: options.mirror)
        let name = "\(catalog.repository) \(catalog.version) \(catalog.module)"
        // A fresh folder for every run, so neither tool pays for replacing the previous output.
        let outputs = (0..<runs).map { scratch.appendingPathComponent("\(catalog.module)-\($0)-\(UUID().uuidString)") }
        let doccOutputs = outputs.map { $0.appendingPathExtension("doccarchive") }
        // The two tools take turns, so both meet the same machine: a file system that has just removed thousands of
        // files makes new ones slower for a while, and a busy neighbour comes and goes.
        var playbookRuns: [MeasuredRun] = []
        var doccRuns: [MeasuredRun] = []
        for (out, doccOut) in zip(outputs, doccOutputs) {
            playbookRuns.append(
                try MeasuredRun.run(
                    playbook,
                    [
                        "build", catalog.folder(in: work).path, "--symbol-graph", graph.path, "--no-verify", "--out",
                        out.path,
                    ]
                ).expecting([0], "playbook build"))
            doccRuns.append(
                try docc.convert(catalog.folder(in: work), graph: graph, module: catalog.module, out: doccOut))
        }
        let playbookSite = PlaybookSite(out: outputs[0], catalog: catalog.folder(in: work))
        let doccArchive = DocCArchive(out: doccOutputs[0])
        let ours = Figures(playbookRuns)
        let theirs = Figures(doccRuns)
        print(
            "\(name): playbook \(ours) for \(playbookSite.pages) pages, \(playbookSite.symbolPages) of symbols, "
                + "\(megabytes(in: outputs[0])) written")
        print(
            "\(name): docc \(theirs) for \(doccArchive.pages) pages, \(doccArchive.symbolPages) of symbols, "
                + "\(megabytes(in: doccOutputs[0])) written")
        let wall = theirs.seconds / ours.seconds
        let cpu = theirs.cpuSeconds / ours.cpuSeconds
        print("\(name): docc / playbook: \(ratio(wall)) wall, \(ratio(cpu)) CPU")
        ratios.append((wall, cpu))
    }
    let wall = ratios.map(\.wall).min() ?? 0
    let cpu = ratios.map(\.cpu).min() ?? 0
    Goals.shared.record(
        "site build of a catalog with symbols vs docc convert, wall and CPU (the smaller across packages)",
        measured: "\(ratio(wall)) / \(ratio(cpu))", goal: "≥ 10× both", met: wall >= 10 && cpu >= 10
    )
}

/// The size of every file under `folder`, in megabytes: how much a tool wrote.
private func megabytes(in folder: URL) -> String {
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
    let bytes = (files?.allObjects as? [URL] ?? []).reduce(0) {
        $0 + ((try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
    }
    return String(format: "%.1f MB", Double(bytes) / 1_000_000)
}

/// A package's DocC catalog and the module whose symbol graph goes with it.
private struct SymbolCatalog {
    var repository: String
    var version: String
    var module: String
    /// The catalog, relative to the package.
    var catalog: String

    /// A small package with one catalog of many articles, and the largest module of a big one with
    /// extension files for its main types (swift-collections' umbrella module only re-exports, so has no symbols).
    static let measured = [
        SymbolCatalog(
            repository: "apple/swift-algorithms", version: "1.2.1", module: "Algorithms",
            catalog: "Sources/Algorithms/Documentation.docc"),
        SymbolCatalog(
            repository: "apple/swift-collections", version: "1.6.0", module: "OrderedCollections",
            catalog: "Sources/OrderedCollections/OrderedCollections.docc"),
    ]

    var name: String { String(repository.split(separator: "/").last ?? "") }

    func package(in work: URL) -> URL { work.appendingPathComponent("packages/\(name)") }

    func folder(in work: URL) -> URL { package(in: work).appendingPathComponent(catalog) }

    /// A folder holding only the module's graph files (`Module.symbols.json`, `Module@Other.symbols.json`), so both
    /// tools read exactly the same; made the first time with `swift package dump-symbol-graph`, which builds the
    /// package (minutes), then reused.
    func symbolGraph(in work: URL, mirror: URL) throws -> URL {
        let graph = work.appendingPathComponent("symbol-graphs/\(name)-\(version)-\(module)")
        let main = graph.appendingPathComponent("\(module).symbols.json")
        if FileManager.default.fileExists(atPath: main.path) { return graph }
        let package = package(in: work)
        try checkout(repository, version, into: package, mirror: mirror)
        print("\(name): making the symbol graph with swift package dump-symbol-graph (once; not timed)")
        // Not held to exit 0: SwiftPM exits 1 when it cannot load the package's test module
        // (`swift_algorithmsPackageTests`), after writing every other module's graph.
        let dump = try MeasuredRun.run(
            "swift",
            [
                "package", "--package-path", package.path,
                "--scratch-path", work.appendingPathComponent("scratch/\(name)").path, "dump-symbol-graph",
            ]
        )
        // SwiftPM names the folder it wrote on its last line: "Files written to <folder>".
        let marker = "Files written to "
        guard let line = dump.output.split(separator: "\n").last(where: { $0.contains(marker) }),
            let range = line.range(of: marker)
        else {
            let tail = dump.output.split(separator: "\n").suffix(10).joined(separator: "\n")
            throw BenchError(
                description: "swift package dump-symbol-graph in \(package.path) exited with \(dump.status) and wrote "
                    + "no graphs:\n\(tail)")
        }
        let written = URL(fileURLWithPath: line[range.upperBound...].trimmingCharacters(in: .whitespaces))
        let files = try FileManager.default.contentsOfDirectory(atPath: written.path).filter {
            $0 == "\(module).symbols.json" || ($0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json"))
        }
        guard files.contains(main.lastPathComponent) else {
            throw BenchError(description: "no \(main.lastPathComponent) in \(written.path)")
        }
        // Copied into a folder beside, then moved in, so an interrupted copy is not taken for a whole graph next time.
        let partial = graph.appendingPathExtension("partial")
        try? FileManager.default.removeItem(at: partial)
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
        for file in files {
            try FileManager.default.copyItem(
                at: written.appendingPathComponent(file), to: partial.appendingPathComponent(file))
        }
        try FileManager.default.moveItem(at: partial, to: graph)
        return graph
    }
}

/// The `docc` command of the toolchain, beside `swift`.
private struct DocCConverter {
    var executable: String

    /// Beside the first `swift` on PATH.
    static func find() -> DocCConverter? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let folder = paths.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/swift") }) else {
            return nil
        }
        let docc = "\(folder)/docc"
        return FileManager.default.isExecutableFile(atPath: docc) ? DocCConverter(executable: docc) : nil
    }

    /// One `docc convert` of `catalog` with the graph files in `graph`; the catalog has no Info.plist, so its name
    /// and identifier are given as the Swift-DocC plugin gives them.
    func convert(_ catalog: URL, graph: URL, module: String, out: URL) throws -> MeasuredRun {
        try MeasuredRun.run(
            executable,
            [
                "convert", catalog.path, "--additional-symbol-graph-dir", graph.path, "--output-path", out.path,
                "--fallback-display-name", module, "--fallback-bundle-identifier", "org.example.\(module)",
            ]
        ).expecting([0], "docc convert")
    }
}

/// The pages `playbook build` wrote.
private struct PlaybookSite {
    var pages: Int
    /// Symbols' own pages (under `documentation/`) and the catalog's pages that document a symbol (titled
    /// ``` # ``Symbol`` ```: the module's root and the extension files), as DocC counts both among its symbols.
    var symbolPages: Int

    init(out: URL, catalog: URL) {
        let html = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".html")
        }
        pages = html.count
        let ownPages = html.filter { $0.hasPrefix("documentation/") }.count
        let articles = (FileManager.default.enumerator(atPath: catalog.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".md")
        }
        let documentingSymbols = articles.filter { article in
            let text = (try? String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)) ?? ""
            let title = text.split(separator: "\n").first { $0.hasPrefix("# ") } ?? ""
            return title.hasPrefix("# ``")
        }
        symbolPages = ownPages + documentingSymbols.count
    }
}

/// The pages `docc convert` wrote: a render JSON file each under `data/`, which the archive's web app shows.
private struct DocCArchive {
    var pages: Int
    /// The pages whose `kind` is `symbol` (the module's and every symbol's), not articles.
    var symbolPages: Int

    init(out: URL) {
        let data = out.appendingPathComponent("data")
        let files = (FileManager.default.enumerator(atPath: data.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".json")
        }
        pages = files.count
        symbolPages =
            files.filter { file in
                guard file.hasPrefix("documentation/"),
                    let json = try? Data(contentsOf: data.appendingPathComponent(file)),
                    let page = try? JSONSerialization.jsonObject(with: json) as? [String: Any]
                else { return false }
                return page["kind"] as? String == "symbol"
            }.count
    }
}
