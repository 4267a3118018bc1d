import Foundation
import PlaybookCore

/// What a writer in `playbook serve` waits for: three kinds of edit to one block of `viewmodel-detail.md`, five
/// saves each, with the reader on that page showing the first sample. For each save it times the save until the
/// edited block's verdict for that sample reaches the page, and until every verdict does; then it checks both
/// against a batch verify of the same sources.
struct VerdictFirstBenchmark {
    /// An edit of the block: the guide's text with edit number `n` applied.
    struct Edit: Sendable {
        var name: String
        var apply: @Sendable (_ guide: String, _ n: Int) -> String
    }

    static let anchor = "    private(set) var state: {Name}DetailViewState = .idle\n"
    static let edits = [
        Edit(name: "comment edit") { guide, n in
            guide.replacingOccurrences(of: anchor, with: anchor + "    // Edited comment \(n).\n")
        },
        Edit(name: "code edit") { guide, n in
            guide.replacingOccurrences(of: anchor, with: anchor + "    func editedCode() -> Int { \(n) }\n")
        },
        Edit(name: "layout-changing edit") { guide, n in
            guide.replacingOccurrences(of: anchor, with: anchor + "    private var editedCount = \(n)\n")
        },
    ]

    let guides: URL
    let session: PreviewSession
    let shown: ShownVerdicts
    let verifyOptions: VerifyOptions

    func run(saves: Int = 5) throws {
        let guide = guides.appendingPathComponent("viewmodel-detail.md")
        let original = try String(contentsOf: guide, encoding: .utf8)
        defer { try? original.write(to: guide, atomically: true, encoding: .utf8) }
        guard original.contains(Self.anchor) else {
            throw BenchError(description: "viewmodel-detail.md no longer holds the line the edits follow")
        }
        let workspace = Workspace.open(paths: [guides.path], configFile: nil)
        guard let sample = workspace.config.samples.first?.name,
            let block = workspace.guides.first(where: { $0.path.hasSuffix("viewmodel-detail.md") })?.blocks
                .first(where: { $0.code.contains("final class {Name}DetailViewModel:") })
        else { throw BenchError(description: "viewmodel-detail.md has no sample or no ViewModel block") }
        session.readers.tell(ReaderFocus.View(page: "viewmodel-detail.html", sample: sample))
        print("verdict first: the reader shows viewmodel-detail.html with the sample \(sample)")
        for edit in Self.edits {
            var first: [Double] = []
            var all: [Double] = []
            var agreements: [Bool] = []
            for n in 1...saves {
                // Verdicts of an earlier build may still arrive: only this save's count.
                let earlierBuild = session.build
                let saved = Date()
                try edit.apply(original, n * 100 + Int.random(in: 0..<100)).write(
                    to: guide, atomically: true, encoding: .utf8)
                guard let complete = shown.waitForComplete(after: earlierBuild, timeout: 300) else {
                    throw BenchError(description: "\(edit.name) \(n): no verdicts within 300 s")
                }
                let blockFirst =
                    shown.first { $0.build > earlierBuild && $0.block(block.index, sample: sample) != nil } ?? complete
                first.append(blockFirst.time.timeIntervalSince(saved))
                all.append(complete.time.timeIntervalSince(saved))
                let batch = try Verifier(
                    workspace: Workspace.open(paths: [guides.path], configFile: nil), options: verifyOptions
                )
                .verify()
                let firstVerdict = blockFirst.block(block.index, sample: sample)
                agreements.append(
                    firstVerdict == Self.verdict(of: batch, guide: firstVerdict?.guide, index: block.index, sample)
                        && Self.statuses(complete.report) == Self.statuses(batch))
                Thread.sleep(forTimeInterval: 0.3)
            }
            print(
                "\(edit.name), \(saves) saves: save → the edited block's verdict median "
                    + "\(seconds(Clock.median(first))) (max \(seconds(first.max() ?? 0))); save → all verdicts median "
                    + "\(seconds(Clock.median(all))) (max \(seconds(all.max() ?? 0))); agree with a batch verify: "
                    + "\(agreements.filter { $0 }.count) of \(saves)")
            let median = Clock.median(first)
            Goals.shared.record(
                "serve, \(edit.name) of viewmodel-detail.md: save → the edited block's verdict (median)",
                measured: String(format: "%.2f s", median), goal: "≤ 1.5 s, agreeing with verify",
                met: median <= 1.5 && !agreements.contains(false))
        }
    }

    private static func verdict(
        of report: VerificationReport, guide: String?, index: Int, _ sample: String
    )
        -> ShownVerdicts.Verdict?
    {
        report.blocks.first { $0.guide == guide && $0.index == index && $0.sample == sample }.map(
            ShownVerdicts.Verdict.init)
    }

    private static func statuses(_ report: VerificationReport) -> [String: String] {
        Dictionary(
            report.blocks.map {
                ("\($0.guide)#\($0.index)@\($0.sample)", "\($0.status) \($0.level.map(\.rawValue) ?? "")")
            },
            uniquingKeysWith: { first, _ in first })
    }
}

/// Every report the session showed, with when it was shown and the build it belongs to.
final class ShownVerdicts: @unchecked Sendable {
    struct Verdict: Equatable {
        var guide: String
        var status: VerificationReport.Status
        var level: VerificationReport.Level?

        init(_ result: VerificationReport.BlockResult) {
            guide = result.guide
            status = result.status
            level = result.level
        }
    }

    struct Shown {
        var time: Date
        var report: VerificationReport
        var complete: Bool
        var build: Int

        /// The block's verdict for `sample` in this report, unless it is still pending.
        func block(_ index: Int, sample: String) -> Verdict? {
            report.blocks.first {
                $0.guide.hasSuffix("viewmodel-detail.md") && $0.index == index && $0.sample == sample
                    && $0.status != .pending
            }.map(Verdict.init)
        }
    }

    private let condition = NSCondition()
    private var shown: [Shown] = []

    func record(_ report: VerificationReport, complete: Bool, build: Int) {
        condition.withLock {
            shown.append(Shown(time: Date(), report: report, complete: complete, build: build))
            condition.broadcast()
        }
    }

    func first(where matches: (Shown) -> Bool) -> Shown? { condition.withLock { shown.first(where: matches) } }

    /// The first complete report of a build after `build`.
    func waitForComplete(after build: Int, timeout: TimeInterval) -> Shown? {
        let deadline = Date().addingTimeInterval(timeout)
        let isWanted = { (shown: Shown) in shown.complete && shown.build > build }
        return condition.withLock {
            while !shown.contains(where: isWanted) {
                guard condition.wait(until: deadline) else { return nil }
            }
            return shown.first(where: isWanted)
        }
    }
}
