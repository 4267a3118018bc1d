import Foundation

/// Starts a link as the jobs the driver would start (extracting the
/// objects' autolink entries, then `clang`), without the driver: starting it
/// and planning the jobs was a third of the link that ends every preview
/// verification of the page on screen.
///
/// The driver is asked once per shape of link (`swiftc -###`), with one
/// stand-in object and a stand-in output; every link of that shape puts its
/// own objects and output back in. A shape whose jobs cannot be read back
/// keeps the driver.
final class LinkCommands: Sendable {
    /// The driver's jobs for a shape, or nil to keep the driver.
    private struct Plan {
        var jobs: [[String]]?
    }

    private let plans = SharedCache<[String], Plan>()
    static let standInOutput = "/\(FrontendCommands.standIn)/\(FrontendCommands.standIn)"
    static let standInObject = standInOutput + ".o"

    /// What the driver would start, in order, for `swiftc -emit-executable -o output objects options` in
    /// `directory`; nil where the driver itself must run. `runner` asks the driver for a shape not seen yet.
    func jobs(
        output: String, objects: [String], options: [String], in directory: String, runner: ProcessRunner
    )
        -> [[String]]?
    {
        // Put back by their text: only absolute paths, and none the stand-ins could be mistaken for.
        guard !objects.isEmpty, output.hasPrefix("/"), objects.allSatisfy({ $0.hasPrefix("/") }),
            !([output] + objects + options).contains(where: { $0.contains(FrontendCommands.standIn) })
        else { return nil }
        let plan = plans.value(for: options) { Plan(jobs: Self.plan(options, in: directory, runner: runner)) }
        guard let template = plan.jobs else { return nil }
        let jobs = template.map { job in
            job.flatMap { argument in
                argument == Self.standInObject
                    ? objects : [argument.replacingOccurrences(of: Self.standInOutput, with: output)]
            }
        }
        let longest = jobs.map { $0.reduce(0) { $0 + $1.utf8.count + 1 } }.max() ?? 0
        return longest <= FrontendCommands.longestCommand ? jobs : nil
    }

    /// The driver's jobs for a link of the stand-ins with `options`: each an absolute tool, the stand-in object in
    /// each once, the stand-in output in the last; nil for anything else.
    private static func plan(_ options: [String], in directory: String, runner: ProcessRunner) -> [[String]]? {
        let output = runner.run(
            "swiftc", ["-###", "-emit-executable", "-o", standInOutput, standInObject] + options, in: directory)
        let lines = output.text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        guard output.succeeded, !lines.isEmpty else { return nil }
        let jobs = lines.compactMap { FrontendCommands.shellWords(String($0)) }
        let readable = { (job: [String]) in
            job.first?.hasPrefix("/") == true && job.filter { $0 == standInObject }.count == 1
        }
        guard jobs.count == lines.count, jobs.allSatisfy(readable), jobs.last?.contains(standInOutput) == true
        else { return nil }
        return jobs
    }
}
