import Foundation
import Testing

@testable import PlaybookCore

/// `playbook serve` answers the block on screen first and ends where a batch verify ends: a real session (watcher,
/// compiler) over a two-guide, two-sample project, with a reader on one page showing one sample.
@Suite struct PreviewVerdictOrderTests {
    static let config = """
        placeholders: [Name]
        samples:
          first: {Name: Invoice}
          second: {Name: Receipt}

        """

    static let shown = """
        # Shown

        The page the reader has open.

        ```swift
        struct {Name}Total {
            var amount = 1
        }
        ```

        """

    static let other = """
        # Other

        ```swift
        struct {Name}Note {
            var text = "a"
        }
        ```

        """

    /// Each save, in order: the file and how it changes, and whether it changes code.
    static let saves: [(file: String, change: @Sendable (String) -> String, changesCode: Bool)] = [
        ("shown.md", { $0.replacingOccurrences(of: "var amount = 1", with: "var amount = 22") }, true),
        ("shown.md", { $0.replacingOccurrences(of: "var amount = 22", with: "var amount: Int = \"x\"") }, true),
        ("shown.md", { $0.replacingOccurrences(of: "var amount: Int = \"x\"", with: "var amount = 3") }, true),
        ("other.md", { $0.replacingOccurrences(of: "var text = \"a\"", with: "var text = \"bb\"") }, true),
        ("shown.md", { $0.replacingOccurrences(of: "The page the reader", with: "The page a writer") }, false),
    ]

    @Test func theBlockOnScreenComesFirstAndEverySaveEndsAsVerifyDoes() throws {
        try TestSupport.withTemporaryFolder { temporary in
            let folder = temporary.appendingPathComponent("guides")
            try TestSupport.write(Self.config, to: folder, "playbook.yml")
            try TestSupport.write(Self.shown, to: folder, "shown.md")
            try TestSupport.write(Self.other, to: folder, "other.md")
            let shownReports = ShownReports()
            var options = PreviewSession.Options(paths: [folder.path])
            options.verdictsShown = { report, complete, build in
                shownReports.record(report, complete: complete, build: build)
            }
            let log = LogLines()
            let session = try PreviewSession(options: options, log: log.append)
            defer { session.stop() }
            session.readers.tell(ReaderFocus.View(page: "shown.html", sample: "second"))

            // The first build finds nothing in the cache: the page on screen, for its sample, comes first.
            session.start()
            var complete = try #require(shownReports.waitForComplete(after: 0), "no verdicts after the first build")
            try expectTheShownBlockCameFirst(shownReports, after: 0)
            try expectAgreement(complete, folder: folder, step: "first build")

            for (step, save) in Self.saves.enumerated() {
                // Only the verdicts of this save's build count: an earlier build's may still arrive.
                let earlierBuild = session.build
                let linesBefore = log.lines.count
                let file = folder.appendingPathComponent(save.file)
                try save.change(String(contentsOf: file, encoding: .utf8)).write(
                    to: file, atomically: true, encoding: .utf8)
                complete = try #require(
                    shownReports.waitForComplete(after: earlierBuild), "no verdicts after save \(step + 1)")
                if save.file == "shown.md" && save.changesCode {
                    try expectTheShownBlockCameFirst(shownReports, after: earlierBuild)
                }
                if !save.changesCode {
                    #expect(shownReports.partial(after: earlierBuild).isEmpty, "a prose save verified the page first")
                    #expect(
                        !log.lines.dropFirst(linesBefore).contains { $0.hasPrefix("Verifying") },
                        "a prose save started a verification")
                }
                try expectAgreement(complete, folder: folder, step: "save \(step + 1)")
            }
        }
    }

    @Test func aSaveThatChangesTheCodeBeingVerifiedStopsThatRun() throws {
        try TestSupport.withTemporaryFolder { temporary in
            let folder = temporary.appendingPathComponent("guides")
            try TestSupport.write(Self.config, to: folder, "playbook.yml")
            let slow = """
                # Slow

                ```swift
                import Testing

                @Test func waits() async throws {
                    try await Task.sleep(for: .seconds(600))
                }
                ```

                """
            try TestSupport.write(slow, to: folder, "slow.md")
            let shownReports = ShownReports()
            var options = PreviewSession.Options(paths: [folder.path])
            options.verdictsShown = { report, complete, build in
                shownReports.record(report, complete: complete, build: build)
            }
            let log = LogLines()
            let session = try PreviewSession(options: options, log: log.append)
            defer { session.stop() }
            session.start()
            // Its test sleeps for ten minutes: the run is under way until something stops it.
            try #require(log.waitFor({ $0.hasPrefix("Verifying") }), "the first verification never started")
            Thread.sleep(forTimeInterval: 1)
            let earlierBuild = session.build
            let file = folder.appendingPathComponent("slow.md")
            try String(contentsOf: file, encoding: .utf8)
                .replacingOccurrences(of: "try await Task.sleep(for: .seconds(600))", with: "#expect(1 + 1 == 2)")
                .write(to: file, atomically: true, encoding: .utf8)
            #expect(log.waitFor { $0 == "Stopped verifying code this save changed" }, "the stale run went on")
            let complete = try #require(shownReports.waitForComplete(after: earlierBuild), "no verdicts after the save")
            #expect(complete.blocks.allSatisfy { $0.status == .passed && $0.level == .test })
            try expectAgreement(complete, folder: folder, step: "the save")
        }
    }

    /// The first report shown for a build after `build` holds the verdict of the page's block for the sample on
    /// screen while the other sample's is still pending.
    private func expectTheShownBlockCameFirst(_ shownReports: ShownReports, after build: Int) throws {
        let first = try #require(shownReports.partial(after: build).first, "no verdict came before the whole run's")
        let shownBlock = { (sample: String) in
            first.blocks.first { $0.guide.hasSuffix("shown.md") && $0.sample == sample }?.status
        }
        #expect(shownBlock("second") != nil && shownBlock("second") != .pending)
        #expect(shownBlock("first") == .pending, "the sample not on screen was verified first")
    }

    /// Every block and sample has the status and level a batch verify gives, without a cache, in a folder of its own.
    private func expectAgreement(_ report: VerificationReport, folder: URL, step: String) throws {
        var options = VerifyOptions()
        options.useCache = false
        // Beside the guides, so it shares nothing with the preview's package in `.build/playbook`.
        options.packageDirectory = folder.deletingLastPathComponent().appendingPathComponent("batch-package").path
        let batch = try Verifier(workspace: Workspace.open(paths: [folder.path], configFile: nil), options: options)
            .verify()
        #expect(Self.verdicts(report) == Self.verdicts(batch), "\(step): the preview ended otherwise than verify")
        #expect(report.blocks.allSatisfy { $0.status != .pending }, "\(step): a block was left verifying")
    }

    private static func verdicts(_ report: VerificationReport) -> [String: String] {
        Dictionary(
            report.blocks.map {
                ("\($0.guide)#\($0.index)@\($0.sample)", "\($0.status) \($0.level.map(\.rawValue) ?? "-")")
            }, uniquingKeysWith: { first, _ in first })
    }
}

/// The reports a session showed, each with the build whose sources it verified: those for the page on screen
/// first, then the whole run's.
private final class ShownReports: @unchecked Sendable {
    private let condition = NSCondition()
    private var shown: [(report: VerificationReport, complete: Bool, build: Int)] = []

    func record(_ report: VerificationReport, complete: Bool, build: Int) {
        condition.withLock {
            shown.append((report, complete, build))
            condition.broadcast()
        }
    }

    /// The page's own verdicts shown for builds after `build`, in order.
    func partial(after build: Int) -> [VerificationReport] {
        condition.withLock { shown.filter { !$0.complete && $0.build > build }.map(\.report) }
    }

    /// The whole run's report for the first build after `build`; waiting is a check that it comes, never a speed
    /// check.
    func waitForComplete(after build: Int, seconds: TimeInterval = 300) -> VerificationReport? {
        let deadline = Date().addingTimeInterval(seconds)
        let isWanted = { (shown: (report: VerificationReport, complete: Bool, build: Int)) in
            shown.complete && shown.build > build
        }
        return condition.withLock {
            while !shown.contains(where: isWanted) {
                guard condition.wait(until: deadline) else { return nil }
            }
            return shown.first(where: isWanted)?.report
        }
    }
}

private final class LogLines: @unchecked Sendable {
    private let condition = NSCondition()
    private var collected: [String] = []
    var lines: [String] { condition.withLock { collected } }

    func append(_ line: PreviewSession.Line) {
        condition.withLock {
            collected.append(line.text)
            condition.broadcast()
        }
    }

    /// Whether a line matching `matches` came within `seconds`; waiting is a check that it comes.
    func waitFor(seconds: TimeInterval = 300, _ matches: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        return condition.withLock {
            while !collected.contains(where: matches) {
                guard condition.wait(until: deadline) else { return false }
            }
            return true
        }
    }
}
