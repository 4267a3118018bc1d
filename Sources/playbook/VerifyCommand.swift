import ArgumentParser
import Foundation
import PlaybookCore

extension VerifyReportFormatter.Format: ExpressibleByArgument {}
extension VerificationReport.Level: ExpressibleByArgument {}

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Fill the placeholders, compile every Swift block, run the guides' tests, report at guide lines.",
        discussion:
            "Exit status: 0 when no block failed, 1 when a block failed, 2 on a usage, configuration or input error."
    )

    @OptionGroup var input: GuideOptions

    @Option(help: "Output format: text, json, junit or github.")
    var format: VerifyReportFormatter.Format = .text

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(help: "Check no further than this level: syntax, typecheck or test.")
    var level: VerificationReport.Level = .test

    @Option(help: "Fail blocks that could not reach this level: typecheck or test.")
    var require: VerificationReport.Level?

    @Option(help: "Verify only this sample (repeatable). Default: every sample.")
    var sample: [String] = []

    @Flag(help: "Verify every sample (the default).")
    var allSamples = false

    @Option(help: "Verify shard K of N (e.g. 2/3); every unit lands in exactly one shard.")
    var shard: String?

    @Option(help: "Typecheck this many units at once. Default: the number of cores.")
    var jobs: Int?

    @Flag(help: "Ignore cached results and compile everything.")
    var noCache = false

    @Flag(help: "Treat undeclared look-alike placeholders as errors.")
    var strict = false

    @Option(help: "Where the generated package lives. Default: .build/playbook beside the config.")
    var packageDir: String?

    func validate() throws {
        if allSamples, !sample.isEmpty { throw ValidationError("--sample and --all-samples exclude each other.") }
        if let shard, Self.parseShard(shard) == nil {
            throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, e.g. 2/3.")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    }

    static func parseShard(_ text: String) -> (index: Int, count: Int)? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        return (index, count)
    }

    func run() throws {
        let workspace = input.openWorkspace()
        Terminal.report(workspace.diagnostics)
        if workspace.diagnostics.hasErrors { throw ExitCode(PlaybookExit.inputError) }
        if let output {
            do {
                // Before verifying: the report must never replace a guide, the config or a support file.
                try OutputGuard(workspace: workspace).checkReplaceable(file: output, role: "the report")
            } catch {
                Terminal.report([.error("--output: \(error.description)")])
                throw ExitCode(PlaybookExit.inputError)
            }
        }
        var options = VerifyOptions()
        options.level = level
        options.require = require
        options.samples = sample
        options.shard = shard.flatMap(Self.parseShard)
        if let jobs { options.jobs = jobs }
        options.useCache = !noCache
        options.strict = strict
        options.packageDirectory = packageDir
        options.waitingForPackage = { directory in
            FileHandle.standardError.write(Data("waiting for another playbook run to finish with \(directory)\n".utf8))
        }
        CleanExit.install()
        let verifier = Verifier(workspace: workspace, options: options, runner: ProcessRunner(group: CleanExit.group))
        let showProgress = format == .text && output == nil && isatty(STDERR_FILENO) == 1
        let report: VerificationReport
        do {
            report = try verifier.verify { progress in
                guard showProgress else { return }
                let heading = workspace.guides.first { $0.path == progress.unit.guide }?
                    .blocks.first { $0.index == progress.unit.ownBlocks.last?.index }?.headingPath.last
                let line =
                    "[\(progress.done)/\(progress.total)] \(progress.phase) \(progress.unit.guide)"
                    + (heading.map { " § \($0)" } ?? "") + " [\(progress.unit.sample)]"
                FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
            }
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode(PlaybookExit.inputError)
        }
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        let sources = Dictionary(
            workspace.guides.map { ($0.path, $0.markdown) }, uniquingKeysWith: { first, _ in first })
        let text =
            format == .text
            ? VerifyReportFormatter.text(report, sources: sources) : VerifyReportFormatter.format(report, as: format)
        if let output {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                Terminal.report([.error("cannot write the report: \(error.localizedDescription)", file: output)])
                throw ExitCode(PlaybookExit.inputError)
            }
            print(report.summary.line)
        } else {
            print(text, terminator: "")
        }
        if !report.diagnostics.isEmpty, report.blocks.isEmpty { throw ExitCode(PlaybookExit.inputError) }
        if report.hasFailures || report.diagnostics.contains(where: { $0.severity == .error }) {
            throw ExitCode(PlaybookExit.findings)
        }
    }
}

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine JSON reports of `verify --shard` runs into one report."
    )

    @Argument(help: "JSON reports written by `playbook verify --format json`.")
    var reports: [String]

    @Option(help: "Output format: text, json, junit or github.")
    var format: VerifyReportFormatter.Format = .json

    func run() throws {
        var loaded: [VerificationReport] = []
        for path in reports {
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                loaded.append(try JSONDecoder().decode(VerificationReport.self, from: data))
            } catch {
                Terminal.report([.error("not a playbook JSON report: \(error.localizedDescription)", file: path)])
                throw ExitCode(PlaybookExit.inputError)
            }
        }
        let merged = VerifyReportFormatter.merge(loaded)
        print(VerifyReportFormatter.format(merged, as: format), terminator: "")
        if merged.hasFailures { throw ExitCode(PlaybookExit.findings) }
    }
}
