import Foundation

/// What `playbook serve` does between the files and the server: builds the
/// site into a temporary folder, watches the sources, rebuilds on a save
/// and tells open pages which ones changed, and verifies changed units in
/// the background, so a prose edit shows at once and badges follow.
///
/// A rebuild never waits for the compiler: it takes every unit it can from
/// the cache and marks the others' blocks "verifying…". One verification
/// runs at a time. It verifies the page a reader has on screen first, for the
/// sample shown (`ReaderFocus`), and shows those verdicts at once; then every
/// other unit. Its results are shown only if the sources have not changed
/// since (the newer build queued a verification of its own), and a save that
/// changes the code it is compiling stops it; a save elsewhere lets it finish
/// into the cache.
public final class PreviewSession: @unchecked Sendable {
    /// A line for the terminal: progress, or a problem (which goes where diagnostics go).
    public struct Line: Sendable {
        public var text: String
        public var isProblem: Bool

        public init(text: String, isProblem: Bool) {
            self.text = text
            self.isProblem = isProblem
        }
    }

    public struct Options: Sendable {
        public var paths: [String]
        public var configFile: String?
        public var verify = VerifyOptions()
        public var unsafeHTML = false
        /// How often the sources are checked for changes.
        public var pollInterval: TimeInterval = 0.05
        /// Told each time verification results reach the pages: the report shown, whether it is every verdict
        /// (false for the page on screen verified first), and the `build` whose sources it verified. For tests and
        /// the bench.
        public var verdictsShown: (@Sendable (VerificationReport, _ complete: Bool, _ build: Int) -> Void)?

        public init(paths: [String] = [], configFile: String? = nil) {
            self.paths = paths
            self.configFile = configFile
        }
    }

    /// The temporary folder the server serves; removed by `stop()`.
    public let folder: String
    /// How many times the sources were loaded and built: each save's build has a higher number than any before
    /// it, and `Options.verdictsShown` says which build the verdicts it shows belong to.
    public var build: Int { lock.withLock { generation } }
    public let events = LiveEvents()
    /// What readers have on screen, told through the server.
    public let readers = ReaderFocus()
    private let options: Options
    private let output: @Sendable (Line) -> Void
    private let site: PreviewSiteFolder
    private let analyses = AnalysisCache()
    private let verifications = DispatchQueue(label: "playbook.serve.verification")

    /// Guards everything below and the folder's contents.
    private let lock = NSLock()
    private var generation = 0
    /// The last build whose own site (cached verdicts, "verifying…" for the rest) reached the pages, and the
    /// last whose verification did: a build's site never replaces its verdicts, whichever is ready first.
    private var publishedBuild = 0
    private var verifiedBuild = 0
    private var requestedVerification = 0
    private var roots: Set<String> = []
    private var snapshot = SourceSnapshot(files: [:])
    /// The config and each block's code as the last build had them: what a save changed.
    private var lastConfig: PlaybookConfig?
    private var lastCode: [BlockID: String] = [:]
    private var problems: [Diagnostic] = []
    private var stopped = false
    private var running: RunningVerification?

    /// The verification under way: its processes, and the code of the blocks it compiles, so a save can tell
    /// whether it made that work stale.
    private struct RunningVerification {
        var processes: ProcessGroup
        var config: PlaybookConfig
        /// The code of each block it compiles.
        var code: [BlockID: String]

        func isMadeStale(by workspace: Workspace) -> Bool {
            guard workspace.config == config else { return true }
            let now = PreviewSession.code(of: workspace) { code[$0] != nil }
            return now != code
        }
    }

    /// The blocks whose code this build changed, added or removed since the last one; none when the config
    /// changed, which the cache's pending blocks follow instead.
    private func changedCode(in workspace: Workspace) -> Set<BlockID> {
        let code = Self.code(of: workspace)
        return lock.withLock {
            defer {
                lastCode = code
                lastConfig = workspace.config
            }
            guard lastConfig == workspace.config else { return [] }
            return Set(code.keys.filter { code[$0] != lastCode[$0] } + lastCode.keys.filter { code[$0] == nil })
        }
    }

    /// The code of the blocks `included` takes (every block by default) as `workspace` has it; a block gone is
    /// missing from the result.
    private static func code(
        of workspace: Workspace, where included: (BlockID) -> Bool = { _ in true }
    )
        -> [BlockID: String]
    {
        var code: [BlockID: String] = [:]
        for guide in workspace.guides {
            for block in guide.blocks {
                let id = BlockID(guide: guide.path, index: block.index)
                if included(id) { code[id] = block.code }
            }
        }
        return code
    }

    /// Creates the temporary folder; `log` receives the lines meant for the terminal.
    public init(options: Options, log: @escaping @Sendable (Line) -> Void) throws {
        self.options = options
        output = log
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "playbook-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.folder = folder.path
        site = PreviewSiteFolder(path: folder.path)
    }

    /// The first build, before the server answers, then the watch on a thread of its own.
    public func start() {
        lock.withLock {
            roots = Set(watchedRoots(nil))
            snapshot = SourceSnapshot.take(of: Array(roots))
        }
        rebuild(changed: [])
        let thread = Thread { [self] in watch() }
        thread.name = "playbook serve: watching the sources"
        thread.start()
    }

    /// Stops watching and verifying, stops running compilers and removes the folder.
    public func stop() {
        lock.withLock {
            stopped = true
            running?.processes.terminateAll()
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func watch() {
        while !isStopped {
            Thread.sleep(forTimeInterval: options.pollInterval)
            let changed: [String] = lock.withLock {
                guard !stopped else { return [] }
                let current = SourceSnapshot.take(of: Array(roots))
                defer { snapshot = current }
                return current.changes(since: snapshot)
            }
            if !changed.isEmpty { rebuild(changed: changed) }
        }
    }

    /// Loads the sources, builds the site from the cache and publishes what
    /// changed; a failing load keeps the last good site and shows the errors.
    private func rebuild(changed: [String]) {
        let started = Date()
        let workspace = Workspace.open(paths: options.paths, configFile: options.configFile)
        lock.withLock { roots.formUnion(watchedRoots(workspace)) }
        if !changed.isEmpty {
            log("Changed: " + changed.map(displayPath).joined(separator: ", "))
        }
        guard !workspace.diagnostics.hasErrors else {
            lock.withLock {
                guard !stopped else { return }
                if site.files.isEmpty { publish(ProblemPage.files(workspace.diagnostics), event: "reload") }
                show(problems: workspace.diagnostics)
            }
            return
        }
        let changed = changedCode(in: workspace)
        let cached = Eventually<VerificationReport?>()
        // The compiler starts on the page on screen before the cache is read and the site built: the badge a
        // writer waits for is the compiler's.
        let (build, focusStarted): (Int?, Bool) = lock.withLock {
            guard !stopped else { return (nil, false) }
            generation += 1
            if let running, running.isMadeStale(by: workspace) {
                running.processes.terminateAll()
                log("Stopped verifying code this save changed")
            }
            guard let focus = VerificationFocus(view: readers.current, workspace: workspace, pending: changed),
                changed.contains(where: { $0.guide == focus.guide })
            else { return (generation, false) }
            scheduleVerification(of: workspace, generation: generation, cached: cached, focus: focus)
            return (generation, true)
        }
        var cacheOnly = options.verify
        cacheOnly.cacheOnly = true
        let report: VerificationReport
        do {
            report = try Verifier(workspace: workspace, options: cacheOnly, analyses: analyses).verify()
        } catch {
            cached.set(nil)
            lock.withLock { show(problems: workspace.diagnostics + error.diagnostics) }
            return
        }
        cached.set(report)
        let pending = report.pendingBlocks
        if !pending.isEmpty {
            lock.withLock {
                guard !stopped, build == generation else { return }
                log("Verifying \(pending.count) block\(pending.count == 1 ? "" : "s") in the background…")
                if !focusStarted {
                    scheduleVerification(of: workspace, generation: generation, cached: cached, focus: nil)
                }
            }
        }
        guard let build else { return }
        let built: Site
        do throws(ConfigLoader.Failure) {
            built = try buildSite(workspace, report: report)
        } catch {
            lock.withLock { show(problems: workspace.diagnostics + error.diagnostics) }
            return
        }
        lock.withLock {
            guard !stopped, build == generation, verifiedBuild != build else { return }
            publishedBuild = build
            let pages = publish(built.files, event: "reload")
            show(problems: workspace.diagnostics + built.warnings + report.diagnostics.map(\.diagnostic))
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            log(
                pages == 0
                    ? "No page changed (\(seconds) s)" : "Rebuilt \(pages) page\(pages == 1 ? "" : "s") in \(seconds) s"
            )
            if pending.isEmpty { options.verdictsShown?(report, true, build) }
        }
    }

    /// Queues a verification of the blocks the cache lacks: the page on screen first, then everything; a queued
    /// one that a newer build replaced never starts. `cached` is the build's report from the cache, on which the
    /// page's own verdicts are shown first. With a `focus` known from the code a save changed, the compiler starts
    /// on it before that report exists; without one, the report's pending blocks decide the focus.
    private func scheduleVerification(
        of workspace: Workspace, generation: Int, cached: Eventually<VerificationReport?>, focus: VerificationFocus?
    ) {
        requestedVerification = generation
        verifications.async { [self] in
            let processes = ProcessGroup()
            let started = Date()
            let starts = lock.withLock {
                guard !stopped, requestedVerification == generation else { return false }
                running = RunningVerification(
                    processes: processes, config: workspace.config,
                    code: focus.map { focus in Self.code(of: workspace) { $0.guide == focus.guide } } ?? [:])
                return true
            }
            guard starts else { return }
            defer { lock.withLock { if running?.processes === processes { running = nil } } }
            if let focus {
                verify(
                    workspace, focus: focus, cached: cached, generation: generation, processes: processes,
                    started: started)
                guard !processes.wasTerminated else { return }
            }
            guard let cachedReport = cached.wait() else { return }
            let pending = cachedReport.pendingBlocks
            // Nothing the cache lacked: the build's own site showed every verdict.
            guard !pending.isEmpty else { return }
            lock.withLock { running?.code = Self.code(of: workspace, where: pending.contains) }
            if focus == nil,
                let later = VerificationFocus(view: readers.current, workspace: workspace, pending: pending)
            {
                verify(
                    workspace, focus: later, cached: cached, generation: generation, processes: processes,
                    started: started)
                guard !processes.wasTerminated else { return }
            }
            guard let report = verify(workspace, focus: nil, processes: processes),
                let built = try? buildSite(workspace, report: report)
            else { return }
            lock.withLock {
                guard !stopped, generation == self.generation, !processes.wasTerminated else { return }
                showVerified(built, of: workspace, report: report, build: generation)
                logVerification(report, seconds: Date().timeIntervalSince(started))
                options.verdictsShown?(report, true, generation)
            }
        }
    }

    /// Verifies the focus's guide for its sample, then shows every verdict known: those, the cache's, and
    /// "verifying…" for the rest.
    private func verify(
        _ workspace: Workspace, focus: VerificationFocus, cached: Eventually<VerificationReport?>, generation: Int,
        processes: ProcessGroup, started: Date
    ) {
        guard let verified = verify(workspace, focus: focus, processes: processes), let cachedReport = cached.wait(),
            // A focus started before the cache was read may find its units there: the build's site shows them.
            !cachedReport.pendingBlocks.isEmpty
        else { return }
        let shown = cachedReport.updated(with: verified)
        guard let built = try? buildSite(workspace, report: shown) else { return }
        lock.withLock {
            guard !stopped, generation == self.generation, !processes.wasTerminated else { return }
            showVerified(built, of: workspace, report: shown, build: generation)
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            log("Verified \(focus.guide)\(focus.sample.map { " for \($0)" } ?? "") first, in \(seconds) s")
            options.verdictsShown?(shown, false, generation)
        }
    }

    /// Publishes a site with a verification's verdicts, and its problems: in place when the build's own site is
    /// on the pages, as a reload when the verdicts came first and the pages still show an earlier build.
    private func showVerified(_ built: Site, of workspace: Workspace, report: VerificationReport, build: Int) {
        verifiedBuild = build
        publish(built.files, event: publishedBuild == build ? "verified" : "reload")
        show(problems: workspace.diagnostics + built.warnings + report.diagnostics.map(\.diagnostic))
    }

    /// One verification run; nil when it could not run (the problems are shown) or was stopped.
    private func verify(
        _ workspace: Workspace, focus: VerificationFocus?, processes: ProcessGroup
    ) -> VerificationReport? {
        var options = self.options.verify
        if let focus {
            options.guides = [focus.guide]
            options.samples = focus.sample.map { [$0] } ?? []
        }
        do throws(ConfigLoader.Failure) {
            let report = try Verifier(
                workspace: workspace, options: options, runner: ProcessRunner(group: processes), analyses: analyses
            ).verify()
            return processes.wasTerminated ? nil : report
        } catch {
            lock.withLock { show(problems: workspace.diagnostics + error.diagnostics) }
            return nil
        }
    }

    private func buildSite(_ workspace: Workspace, report: VerificationReport) throws(ConfigLoader.Failure) -> Site {
        try SiteBuilder(
            workspace: workspace, report: report, theme: Theme.of(workspace.config),
            options: SiteOptions(unsafeHTML: options.unsafeHTML, lastUpdated: GuideDates.lastUpdated(workspace))
        ).build().addingReferencedFiles(from: workspace.guideRoots)
    }

    /// Writes the files that changed and tells the pages; returns how many pages changed.
    @discardableResult
    private func publish(_ files: [String: Data], event: String) -> Int {
        let changed: [String]
        do {
            changed = try site.update(to: files)
        } catch {
            problem("error: cannot write the preview site to \(folder): \(error.localizedDescription)")
            return 0
        }
        let pages = changed.filter { $0.hasSuffix(".html") }
        // The search index changes with every edit; stylesheets, scripts and images may show on any page.
        let everyPage = changed.contains { !$0.hasSuffix(".html") && $0 != "\(SitePaths.assetsFolder)/search-index.js" }
        if !changed.isEmpty { publishEvent(event, ["pages": pages, "all": everyPage]) }
        return pages.count
    }

    /// Sends the problems to open pages, and to the terminal when they changed.
    private func show(problems current: [Diagnostic]) {
        let unique = current.uniqued()
        guard unique != problems else { return }
        problems = unique
        for diagnostic in unique where diagnostic.severity != .note { problem(diagnostic.description) }
        let list = unique.filter { $0.severity != .note }.map { problem -> [String: String] in
            var place = problem.file ?? ""
            if let line = problem.line { place += ":\(line)" + (problem.column.map { ":\($0)" } ?? "") }
            return ["severity": problem.severity.rawValue, "place": place, "message": problem.message]
        }
        publishEvent("problems", ["problems": list])
    }

    private func publishEvent(_ name: String, _ object: [String: Any]) {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        events.publish(LiveEvents.Event(name: name, data: String(decoding: data, as: UTF8.self)))
    }

    private func logVerification(_ report: VerificationReport, seconds: TimeInterval) {
        let summary = report.summary
        log(
            "Verified in \(String(format: "%.1f", seconds)) s: \(summary.line) (\(summary.cachedUnits) of "
                + "\(summary.units) units from the cache)"
        )
        var seen = Set<String>()
        for result in report.blocks where result.status == .failed {
            for location in result.diagnostics where location.severity == .error {
                let line = location.diagnostic.description
                if seen.insert(line).inserted { problem("\(line) [\(result.sample)]") }
            }
            if result.diagnostics.isEmpty, let reason = result.reason {
                problem("\(result.guide):\(result.line): error: \(reason) [\(result.sample)]")
            }
        }
    }

    private func log(_ text: String) { output(Line(text: text, isProblem: false)) }
    private func problem(_ text: String) { output(Line(text: text, isProblem: true)) }

    /// The guides, the config, the support and substitute folders and the theme.
    private func watchedRoots(_ workspace: Workspace?) -> [String] {
        let configFile = workspace?.config.file ?? options.configFile ?? Workspace.discoverConfig(paths: options.paths)
        var roots = workspace?.inputs ?? (options.paths.isEmpty ? ["guides"] : options.paths)
        if let configFile { roots.append(configFile) }
        if let workspace, workspace.config.file != nil {
            let config = workspace.config
            roots += config.support.map(config.resolve)
            roots += config.setup.map(config.resolve)
            for case .folder(let folder) in config.modules.values { roots.append(config.resolve(folder)) }
            roots.append(config.resolve("theme"))
        }
        return roots
    }

    private func displayPath(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
    }
}
