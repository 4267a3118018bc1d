import Foundation
import Testing

@testable import PlaybookCore

/// `playbook build` end to end, through the built executable, without verifying (no compiler).
@Suite struct SiteCommandTests {
    @Test func buildWritesTheSiteAndWarnsAboutBrokenLinks() throws {
        try TestSupport.withTemporaryFolder { folder in
            let out = folder.appendingPathComponent("site").path
            let run = try TestSupport.runPlaybook([
                "build", try TestSupport.fixture("Site").path, "--no-verify", "--out", out,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("first.md:"))
            #expect(run.stderr.contains(": warning: link to a missing guide `missing.md`"))
            #expect(run.stdout.contains("for 3 guides"))
            for page in [
                "index.html", "first.html", "nested/third.html", "assets/search-index.js", "images/flow.svg",
                SiteWriter.marker,
            ] {
                #expect(FileManager.default.fileExists(atPath: "\(out)/\(page)"), "missing \(page)")
            }
        }
    }

    @Test func strictFailsOnBrokenLinksAndKeepsThePreviousSite() throws {
        try TestSupport.withTemporaryFolder { folder in
            let out = folder.appendingPathComponent("site")
            try SiteWriter().write(SiteWriterTests.site("old"), to: out.path)
            let before = SiteWriterTests.snapshot(out)
            let run = try TestSupport.runPlaybook([
                "build", try TestSupport.fixture("Site").path, "--no-verify", "--strict", "--out", out.path,
            ])
            #expect(run.status == 1)
            #expect(run.stderr.contains("error: --strict: 3 broken link(s)"))
            #expect(SiteWriterTests.snapshot(out) == before)
        }
    }

    @Test func aBadConfigIsAnInputError() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("# Guide\n", to: folder, "guides/a.md")
            try TestSupport.write("no-such-key: 12\n", to: folder, "guides/playbook.yml")
            let run = try TestSupport.runPlaybook(["build", "guides", "--no-verify"], in: folder)
            #expect(run.status == 2)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
        }
    }

    /// Kills `playbook build` while it renders and while it writes a large
    /// site: after each kill the folder holds the previous site, whole.
    @Test func aKilledBuildLeavesThePreviousSiteWhole() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guides = folder.appendingPathComponent("guides")
            func writeCorpus(_ version: String) throws {
                for number in 0..<300 {
                    let text =
                        "# Guide \(number) \(version)\n\n## Step\n\n```swift\nstruct Type\(number) { let version = "
                        + "\"\(version)\" }\n```\n"
                    try TestSupport.write(text, to: guides, "guide\(number).md")
                }
            }
            let out = folder.appendingPathComponent("site")
            try writeCorpus("old")
            #expect(try TestSupport.runPlaybook(["build", guides.path, "--no-verify", "--out", out.path]).status == 0)
            let old = SiteWriterTests.snapshot(out)
            try writeCorpus("new")
            let whileWriting: Double? = nil
            for delay in [0.2, whileWriting] {
                let process = Process()
                process.executableURL = try TestSupport.playbookExecutable
                process.arguments = ["build", guides.path, "--no-verify", "--out", out.path]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                if let delay {
                    Thread.sleep(forTimeInterval: delay)
                } else {
                    // The staging folder appears once rendering is done and writing begins.
                    let deadline = Date().addingTimeInterval(120)
                    while Date() < deadline, process.isRunning,
                        !((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).contains(where: {
                            $0.hasPrefix(".site.building-")
                        })
                    {
                        usleep(500)
                    }
                    #expect(process.isRunning, "the build finished before it could be killed while writing")
                }
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                #expect(
                    SiteWriterTests.snapshot(out) == old,
                    "after a kill \(delay.map { "at \($0) s" } ?? "while writing") the previous site is whole")
            }
        }
    }
}
