import ArgumentParser
import Foundation
import PlaybookCore

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Verify the guides and render them as a static HTML site.",
        discussion: """
            Every Swift block carries its verdict and links to the code that was compiled. The site is written \
            to a folder beside the destination and moved into place at the end, so an interrupted build leaves \
            the previous site whole. Exit status: 0 when the site was written (failing blocks are shown in it), \
            1 when --strict finds a broken link or a failing block (the previous site is kept), 2 on a usage, \
            configuration or input error.
            """
    )

    @OptionGroup var input: GuideOptions

    @Option(help: "The folder to write the site to.")
    var out: String = "site"

    @Flag(help: "Render without verifying: blocks carry no verdict and no example pages are made.")
    var noVerify = false

    @Flag(help: "Fail, keeping the previous site, on a broken link between guides or a failing block.")
    var strict = false

    @Flag(help: "Keep raw HTML written in guides (cmark-gfm's tag filter still defuses <script>).")
    var unsafeHtml = false

    @Option(
        help: ArgumentHelp(
            "A folder of symbol graphs (*.symbols.json) to give symbols pages and check ``Symbol`` links against; "
                + "repeat it for several modules. With --symbols and none given, the package's own are made with "
                + "`swift package dump-symbol-graph`.",
            valueName: "folder"))
    var symbolGraph: [String] = []

    func run() throws {
        let workspace = input.openWorkspace()
        Terminal.report(workspace.diagnostics)
        if workspace.diagnostics.hasErrors { throw ExitCode(PlaybookExit.inputError) }
        let outputGuard = OutputGuard(workspace: workspace)
        let waiting: @Sendable () -> Void = { [out] in
            FileHandle.standardError.write(Data("waiting for another playbook build to finish writing \(out)\n".utf8))
        }
        let writer = SiteWriter(outputGuard: outputGuard, waiting: waiting)
        do {
            // Before verifying, so a refused --out costs no compile.
            try writer.checkDestination(out)
        } catch {
            Terminal.report([.error(error.description)])
            throw ExitCode(PlaybookExit.inputError)
        }
        CleanExit.install()

        // `git log` for the guides' dates mostly waits on its process: it runs while verifying and decoding graphs.
        let lastUpdated = Eventually<[String: Date]>()
        Thread.detachNewThread { lastUpdated.set(GuideDates.lastUpdated(workspace)) }
        let report = noVerify ? nil : try verify(workspace)
        let symbols = try symbolIndex(documenting: workspace.guides)
        let theme: Theme
        let site: Site
        do {
            theme = try Theme.of(workspace.config)
            let options = SiteOptions(
                unsafeHTML: unsafeHtml, lastUpdated: lastUpdated.wait(), symbols: symbols)
            site = try SiteBuilder(workspace: workspace, report: report, theme: theme, options: options)
                .build()
                .addingReferencedFiles(from: workspace.guideRoots)
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(PlaybookExit.inputError)
        }
        Terminal.report(site.warnings)
        let failed = report?.summary.failed ?? 0
        if strict, !site.warnings.isEmpty || failed > 0 {
            let reasons = [
                site.warnings.isEmpty ? nil : "\(site.warnings.count) broken link(s)",
                failed > 0 ? "\(failed) failing block result(s)" : nil,
            ]
            Terminal.report([
                .error("--strict: \(reasons.compactMap { $0 }.joined(separator: " and ")); the site was not written")
            ])
            throw ExitCode(PlaybookExit.findings)
        }
        do {
            try writer.write(site, to: out)
        } catch {
            Terminal.report([.error(error.description)])
            throw ExitCode(PlaybookExit.inputError)
        }
        let pages = site.files.keys.filter { $0.hasSuffix(".html") }.count
        var line = "Wrote \(pages) pages for \(workspace.guides.count) guides to \(out)/"
        if let summary = report?.summary {
            line += " (\(summary.line); \(summary.cachedUnits) of \(summary.units) units from the cache)"
        }
        print(line)
    }

    /// The symbol graphs given, or with `--symbols` those of the package's modules its catalogs document;
    /// nil without either.
    private func symbolIndex(documenting guides: [Guide]) throws -> SymbolIndex? {
        do {
            let package = SymbolGraphLoader.packageDirectory(containing: input.paths.first ?? ".")
            if !symbolGraph.isEmpty {
                var graphs: [SymbolGraph] = []
                for folder in symbolGraph { graphs += try SymbolGraphLoader.load(folder: URL(fileURLWithPath: folder)) }
                return SymbolIndex(graphs: graphs, sourceRoot: package?.path)
            }
            guard input.symbols, let package else { return nil }
            let scratch = package.appendingPathComponent(".build/playbook-symbol-graph")
            let graphs = try SymbolGraphLoader.extract(
                packageDirectory: package, scratch: scratch, runner: ProcessRunner(group: CleanExit.group))
            return SymbolIndex(graphs: SymbolGraphLoader.documented(graphs, by: guides), sourceRoot: package.path)
        } catch {
            Terminal.report([.error(error.description)])
            throw ExitCode(PlaybookExit.inputError)
        }
    }

    /// The same verification as `playbook verify` with its defaults, so a build after a verify run takes every unit
    /// from the cache.
    private func verify(_ workspace: Workspace) throws -> VerificationReport {
        var options = VerifyOptions()
        options.waitingForPackage = { directory in
            FileHandle.standardError.write(Data("waiting for another playbook run to finish with \(directory)\n".utf8))
        }
        let verifier = Verifier(workspace: workspace, options: options, runner: ProcessRunner(group: CleanExit.group))
        let showProgress = isatty(STDERR_FILENO) == 1
        do {
            let report = try verifier.verify { progress in
                guard showProgress else { return }
                FileHandle.standardError.write(
                    Data(
                        ("\r\u{1B}[K[\(progress.done)/\(progress.total)] \(progress.phase) \(progress.unit.guide) "
                            + "[\(progress.unit.sample)]").utf8))
            }
            if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            Terminal.report(report.diagnostics.map(\.diagnostic))
            return report
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(PlaybookExit.inputError)
        }
    }
}
