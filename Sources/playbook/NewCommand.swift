import ArgumentParser
import Foundation
import PlaybookCore

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write the files a guide creates into your project, with your names filled in.",
        discussion: """
            GUIDE is a guide's path (`viewmodel-list.md`), optionally with a section's anchor \
            (`viewmodel-list.md#second-pass`) to write only that part's files. Each target file is written in its \
            final version, tests included. With --set, the guide is first verified with your names (compiled and its \
            tests run) and nothing is written unless it passes. Existing files are never replaced without --force. \
            Exit status: 0 when the files were written (or shown, with --dry-run), 1 when a file exists or the guide \
            fails with your names, 2 on a usage, configuration or input error (an unknown placeholder, a value that \
            is not a Swift name, a target path that would leave --into).
            """
    )

    @Argument(help: "The guide, optionally with #section.")
    var guide: String

    @Option(help: "Fill the placeholders from this sample of playbook.yml. Default: the first sample.")
    var sample: String?

    @Option(
        name: .customLong("set"),
        help: "Your value for a placeholder, e.g. --set Name=Invoice (repeatable); it overrides the sample's.")
    var values: [String] = []

    @Option(help: "The folder to write into. Default: the current folder.")
    var into: String = "."

    @Flag(help: "Show what would be written, with a diff against what is there; write nothing.")
    var dryRun = false

    @Flag(help: "Replace files that exist.")
    var force = false

    @Option(
        help: ArgumentHelp(
            "Write this protected target, as the guide names it (repeatable): a Playbook input, a config, a hidden "
                + "file or one in .git.",
            valueName: "path"
        ))
    var forceFile: [String] = []

    @Flag(help: "Write without verifying your names first.")
    var noVerify = false

    @Flag(help: "Also write the files of other guides this one borrows names from.")
    var withBorrowed = false

    @Option(help: "A guides folder (repeatable). Default: the config's guides folder, else guides/.")
    var guides: [String] = []

    @Option(help: "The playbook.yml to use. Default: discovered as for the other commands.")
    var config: String?

    func run() throws {
        let workspace = Workspace.open(paths: guides, configFile: config)
        Terminal.report(workspace.diagnostics.filter { $0.severity == .error })
        if workspace.diagnostics.hasErrors { throw ExitCode(PlaybookExit.inputError) }
        let chosen: ChosenNames
        do {
            chosen = try ChosenNames(config: workspace.config, sample: sample, settings: values)
        } catch {
            Terminal.report([.error(error.description)])
            throw ExitCode(PlaybookExit.inputError)
        }
        let planner = ScaffoldPlanner(workspace: workspace, sample: chosen.sample)
        let found: (guide: Guide, section: Guide.Heading?)
        do {
            found = try planner.guide(named: guide)
        } catch {
            Terminal.report([.error(error.description)])
            throw ExitCode(PlaybookExit.inputError)
        }
        let scaffold = planner.plan(guide: found.guide, section: found.section, withBorrowed: withBorrowed)
        if !scaffold.refused.isEmpty {
            Terminal.report(
                scaffold.refused.map {
                    .error(
                        "refused target file `\($0.path)`: \($0.reason); nothing was written", file: $0.guide,
                        line: $0.line)
                })
            throw ExitCode(PlaybookExit.inputError)
        }
        if chosen.isCustom, !noVerify {
            try verify(
                found.guide, lenders: Set(scaffold.borrowed.map(\.guide)), workspace: workspace, sample: chosen.sample)
        }
        let writer = ScaffoldWriter(
            destination: into, outputGuard: OutputGuard(workspace: workspace), namedExplicitly: Set(forceFile))
        let planned: [ScaffoldWriter.Planned]
        do {
            planned = try writer.inspect(scaffold)
        } catch {
            Terminal.report([.error(error.description)])
            throw ExitCode(PlaybookExit.inputError)
        }
        let existing = planned.filter { $0.change == .replace }
        if !dryRun, !force, !existing.isEmpty {
            Terminal.report(
                existing.map {
                    .error(
                        "exists and differs; --force replaces it, --dry-run shows the difference", file: ($0.file.path))
                })
            Terminal.report([.error("nothing was written: \(existing.count) of the guide's files exist in \(into)")])
            throw ExitCode(PlaybookExit.findings)
        }
        if !dryRun {
            do {
                try writer.write(planned)
            } catch {
                Terminal.report([.error(error.description)])
                throw ExitCode(PlaybookExit.inputError)
            }
        }
        // Said after the write, so "Wrote" is never printed for files that were not.
        let target = found.section.map { "\(found.guide.path)#\($0.anchor)" } ?? found.guide.path
        print("\(dryRun ? "Would write" : "Wrote") \(target) with sample `\(scaffold.sample)` into \(into):")
        print(ScaffoldReport.listing(planned))
        print(ScaffoldReport.leftOut(scaffold, withBorrowed: withBorrowed), terminator: "")
        if dryRun {
            for entry in planned where entry.change != .unchanged { print(ScaffoldWriter.diff(entry), terminator: "") }
        }
    }

    /// Compiles the guide's units, and those of the guides it borrows from,
    /// and runs their tests with the reader's names; a block that fails or
    /// is blocked stops the command before it writes.
    private func verify(
        _ guide: Guide, lenders: Set<String>, workspace: Workspace, sample: PlaybookConfig.Sample?
    ) throws {
        guard let sample else { return }
        var narrowed = workspace
        narrowed.config.samples = [sample]
        var options = VerifyOptions()
        options.samples = [sample.name]
        options.guides = lenders.union([guide.path])
        FileHandle.standardError.write(Data("Verifying \(guide.path) with your names…\n".utf8))
        CleanExit.install()
        let report: VerificationReport
        do {
            report = try Verifier(workspace: narrowed, options: options, runner: ProcessRunner(group: CleanExit.group))
                .verify()
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(PlaybookExit.inputError)
        }
        if report.blocks.contains(where: { $0.status != .passed && $0.status != .skipped })
            || report.diagnostics.contains(where: { $0.severity == .error })
        {
            let sources = Dictionary(
                workspace.guides.map { ($0.path, $0.markdown) }, uniquingKeysWith: { first, _ in first })
            FileHandle.standardError.write(Data(VerifyReportFormatter.text(report, sources: sources).utf8))
            Terminal.report([.error("nothing was written: \(guide.path) does not pass with your names")])
            throw ExitCode(PlaybookExit.findings)
        }
        print("Verified with your names: \(report.summary.line)")
    }
}
