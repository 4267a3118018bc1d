import Foundation
import Testing

@testable import PlaybookCore

/// A guide's tests run code nobody here wrote: what they print is capped,
/// and nothing they start outlives their run, however it left the tree.
@Suite(.serialized)
struct GuideProcessBoundsTests {
    /// A guide whose test prints without end.
    static let chattyGuide = """
        # Chatty

        Create `Tests/ChattyTests.swift`:

        ```swift
        import Testing

        @Test func printsForever() {
            let line = String(repeating: "x", count: 1_000)
            while true { print(line) }
        }
        ```
        """

    /// A guide whose test leaves a child of `Process` (its own process group)
    /// and a `setsid -f` child (its own session) running, each with a
    /// duration no other process on the machine uses.
    static func sleepersGuide(_ first: String, _ second: String) -> String {
        """
        # Sleepers

        Create `Tests/SleepersTests.swift`:

        ```swift
        import Foundation
        import Testing

        @Test func leavesSleepersBehind() throws {
            let sleeper = Process()
            sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
            sleeper.arguments = ["\(first)"]
            try sleeper.run()
            let detached = Process()
            detached.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
            detached.arguments = ["-f", "/bin/sleep", "\(second)"]
            try detached.run()
            // Not `waitUntilExit`: Foundation would wait for the detached sleep, which holds its descriptors.
            Thread.sleep(forTimeInterval: 0.5)
            #expect(sleeper.isRunning)
        }
        ```
        """
    }

    /// Processes whose command line is `sleep SECONDS`, anywhere on the machine.
    static func sleepers(_ seconds: String) -> [pid_t] {
        ProcessTree.parents().map(\.pid).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            let words = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return words.count == 2 && words[0].hasSuffix("sleep") && words[1] == seconds
        }
    }

    // 5. A test that prints forever is stopped at the cap and fails with the reason.
    @Test func aTestThatPrintsForeverIsStoppedAtTheCap() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guides = folder.appendingPathComponent("guides")
            try TestSupport.write("testOutputLimit: 1\ntestTimeout: 120\n", to: guides, "playbook.yml")
            try TestSupport.write(Self.chattyGuide, to: guides, "chatty.md")
            let workspace = Workspace.open(paths: [guides.path], configFile: nil)
            #expect(workspace.config.testOutputLimit == 1 << 20)
            let report = try Verifier(workspace: workspace, options: VerifyOptions()).verify()
            let block = try #require(report.blocks.first { $0.guide == "chatty.md" && $0.line == 5 })
            #expect(block.status == .failed, "\(block)")
            #expect(
                block.diagnostics.contains { $0.message.contains("printed more than 1 MB (testOutputLimit); stopped") },
                "\(block.diagnostics)")
        }
    }

    // 7. Every process a test starts is gone when its run ends: found by the run's tag alone (the library, no
    //    subreaper).
    @Test func childrenATestLeftBehindAreKilledByTheRunsTag() throws {
        try TestSupport.withTemporaryFolder { folder in
            let (first, second) = ("305.\(Int.random(in: 100...999))", "304.\(Int.random(in: 100...999))")
            let guides = folder.appendingPathComponent("guides")
            try TestSupport.write(Self.sleepersGuide(first, second), to: guides, "sleepers.md")
            try TestSupport.write("title: Sleepers\n", to: guides, "playbook.yml")
            let report = try Verifier(
                workspace: Workspace.open(paths: [guides.path], configFile: nil), options: VerifyOptions()
            ).verify()
            let block = try #require(report.blocks.first { $0.guide == "sleepers.md" })
            #expect(block.status == .passed, "\(block)")
            #expect(Self.sleepers(first).isEmpty, "the Process child outlived the run")
            #expect(Self.sleepers(second).isEmpty, "the setsid child outlived the run")
        }
    }

    /// The same through the `playbook` executable, which also adopts orphans as a subreaper.
    @Test func noProcessOfAVerifyRunIsLeftAfterTheCommand() throws {
        try TestSupport.withTemporaryFolder { folder in
            let (first, second) = ("303.\(Int.random(in: 100...999))", "302.\(Int.random(in: 100...999))")
            let guides = folder.appendingPathComponent("guides")
            try TestSupport.write(Self.sleepersGuide(first, second), to: guides, "sleepers.md")
            try TestSupport.write("title: Sleepers\n", to: guides, "playbook.yml")
            let run = try TestSupport.runPlaybook(["verify", "guides"], in: folder)
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(
                Self.sleepers(first).isEmpty && Self.sleepers(second).isEmpty, "a sleeper outlived `playbook verify`")
        }
    }
}
