import Foundation
import Testing

@testable import PlaybookCore

/// Reading a test process's end: which tests started and ended, whether the
/// run finished, and where a crash happened.
struct TestSessionTests {
    static let stream = """
        {"kind":"test","payload":{"kind":"function","id":"UDemoTests.crashes()/T.swift:4:2","name":"crashes()",\
        "sourceLocation":{"filePath":"/p/Units/UDemo/Tests/crash_1.swift","line":4}}}
        {"kind":"test","payload":{"kind":"function","id":"UDemoTests.passes()/T.swift:6:2","name":"passes()",\
        "sourceLocation":{"filePath":"/p/Units/UDemo/Tests/crash_1.swift","line":6}}}
        {"kind":"test","payload":{"kind":"function","id":"UDemoTests.later()/T.swift:8:2","name":"later()",\
        "sourceLocation":{"filePath":"/p/Units/UDemo/Tests/crash_1.swift","line":8}}}
        {"kind":"event","payload":{"kind":"runStarted"}}
        {"kind":"event","payload":{"kind":"testStarted","testID":"UDemoTests.passes()/T.swift:6:2"}}
        {"kind":"event","payload":{"kind":"testEnded","testID":"UDemoTests.passes()/T.swift:6:2",\
        "messages":[{"symbol":"pass","text":"passed"}]}}
        {"kind":"event","payload":{"kind":"testStarted","testID":"UDemoTests.crashes()/T.swift:4:2"}}
        """

    @Test func aTestThatStartedAndNeverEndedIsNotPassedAndTheRunIsCutShort() throws {
        let records = TestEventParser.parseEventStream(Self.stream)
        #expect(records.map(\.name) == ["crashes()", "passes()", "later()"])
        #expect(records.map(\.started) == [true, true, false])
        #expect(records.map(\.ended) == [false, true, false])
        #expect(records[0].fileLine == 4)
        #expect(!TestEventParser.runEnded(Self.stream))
        #expect(TestEventParser.runEnded(Self.stream + "\n{\"kind\":\"event\",\"payload\":{\"kind\":\"runEnded\"}}"))
    }

    @Test func aTestIsSkippedByItsNameWithoutTheSourceLocation() throws {
        let record = try #require(TestEventParser.parseEventStream(Self.stream).first)
        #expect(record.filterPattern == #"^UDemoTests[./]crashes\(\)($|/)"#)
    }

    @Test func xctestCasesThatStartedButNeverFinishedAreUnfinished() {
        let output = """
            Test Case 'UDemoTests.CounterTests/testA' started at 2026-11-22 10:00:00.000
            Test Case 'UDemoTests.CounterTests/testA' passed (0.001 seconds)
            Test Case 'UDemoTests.CounterTests/testB' started at 2026-11-22 10:00:00.002
            """
        let records = TestEventParser.parseXCTestOutput(output)
        #expect(records.map(\.ended) == [true, false])
        #expect(records.map(\.started) == [true, true])
    }

    @Test func aCrashIsReadFromTheTrapMessageAndTheCrashedThreadsFirstGuideFrame() {
        let output = """
            ◇ Test crashes() started.
            UDemoTests/crash.md:15: Fatal error: Unexpectedly found nil while unwrapping an Optional value

            *** Program crashed: Illegal instruction at 0x00007fef8f56df7f ***

            Thread 2 "oot.default-qos" crashed:

              0                  0x00007fef8f56df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in \
            libswiftCore.so at /home/build/swift/stdlib/public/core/AssertCommon.swift:171:5
              2 [ra]             0x0000562ded15a201 crashes() + 112 in PlaybookVerificationPackageTests.xctest at \
            UDemo/docs/crash.md:15:52
            """
        let issue = TestSession.crash(in: output)
        #expect(issue.message == "crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(issue.file == "UDemo/docs/crash.md")
        #expect(issue.line == 15)
        #expect(issue.column == 52)
    }

    @Test func aCrashWithoutFramesIsPlacedAtTheGuideLineItsTrapNames() {
        let issue = TestSession.crash(in: "UDemo/crash.md:5: Precondition failed: only even numbers halve\n")
        #expect(issue.message == "crashed: Precondition failed: only even numbers halve")
        #expect(issue.file == "UDemo/crash.md")
        #expect(issue.line == 5)
        #expect(issue.column == nil)
        // A trap in the toolchain's own code names no guide.
        #expect(
            TestSession.crash(in: "/home/build/swift/stdlib/Array.swift:12: Fatal error: Index out of range\n").line
                == 0)
    }

    @Test func aCrashWithoutATrapMessageSaysWhatTheSystemSaid() {
        let issue = TestSession.crash(in: "*** Program crashed: Bad pointer dereference at 0x0 ***\n")
        #expect(issue.message == "crashed: Bad pointer dereference at 0x0")
        #expect(issue.line == 0)
    }

    /// A test executable run directly: the first run crashes in one test, the
    /// second (that test alone) crashes again, the third has nothing left to
    /// run and exits 69 as Swift Testing does when no test ran. That is the end
    /// of a session, not a tool failure.
    @Test func aDirectRunWithNothingLeftToRunEndsTheSession() throws {
        try TestSupport.withTemporaryFolder { folder in
            let lines = Self.stream.split(separator: "\n").map(String.init)
            let (crashes, passes) = (lines[0], lines[1])
            let runStarted = lines[3]
            let runEnded = #"{"kind":"event","payload":{"kind":"runEnded"}}"#
            let script = """
                #!/bin/bash
                out=""; skips=0
                while [ $# -gt 0 ]; do case "$1" in --event-stream-output-path) out="$2"; shift;; --skip) \
                skips=$((skips+1)); shift;; esac; shift; done
                case $skips in
                0) printf '%s\\n' '\(crashes)' '\(passes)' '\(runStarted)' '\(lines[4])' '\(lines[5])' '\(lines[6])' > \
                "$out"; kill -ABRT $$ ;;
                1) printf '%s\\n' '\(crashes)' '\(runStarted)' '\(lines[6])' > "$out"; kill -ABRT $$ ;;
                *) printf '%s\\n' '\(runStarted)' '\(runEnded)' > "$out"; exit 69 ;;
                esac
                """
            let executable = try TestSupport.write(script, to: folder, "tests")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
            let result = TestSession(
                runner: ProcessRunner(), directory: folder.path,
                eventsPath: folder.appendingPathComponent("events.jsonl").path,
                testTimeout: 30, executable: executable.path
            ).run()
            #expect(result.toolFailure == nil)
            #expect(result.records.map(\.name).sorted() == ["crashes()", "passes()"])
            #expect(result.records.first { $0.name == "passes()" }?.passed == true)
            #expect(result.records.first { $0.name == "crashes()" }?.passed == false)
        }
    }

    /// The compiler driver leaves a `TemporaryDirectory.*` folder behind on
    /// every run; it must land in Playbook's own folder, which goes at exit.
    @Test func toolsKeepTheirTemporaryFilesInPlaybooksFolder() throws {
        try TestSupport.withTemporaryFolder { folder in
            let runner = ProcessRunner()
            let shown = runner.run("sh", ["-c", "printf %s \"$TMPDIR\""])
            #expect(shown.text == ProcessRunner.toolsTemporaryFolder.path)
            let source = try TestSupport.write("let answer = 42\n", to: folder, "answer.swift")
            let before = Set(
                (try? FileManager.default.contentsOfDirectory(atPath: ProcessRunner.toolsTemporaryFolder.path)) ?? [])
            #expect(runner.run("swiftc", ["-typecheck", source.path]).succeeded)
            let after = Set(
                (try? FileManager.default.contentsOfDirectory(atPath: ProcessRunner.toolsTemporaryFolder.path)) ?? [])
            #expect(after.subtracting(before).contains { $0.hasPrefix("TemporaryDirectory.") })
        }
    }
}
