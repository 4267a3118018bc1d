import Foundation
import Testing
@testable import PlaybookCore

/// `playbook build` end to end, through the built executable, without verifying (no compiler).
@Suite struct SiteCommandTests {
    @Test func buildWritesTheSiteAndWarnsAboutBrokenLinks() throws {
        try TestSupport.withTemporaryFolder { folder in
            let out = folder.appendingPathComponent("site").path
            let run = try TestSupport.runPlaybook(["build", try TestSupport.fixture("Site").path, "--no-verify", "--out", out])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("first.md:"))
            #expect(run.stderr.contains(": warning: link to a missing guide `missing.md`"))
            #expect(run.stdout.contains("for 3 guides"))
            for page in ["index.html", "first.html", "nested/third.html", "assets/search-index.js", SiteWriter.marker] {
                #expect(FileManager.default.fileExists(atPath: "\(out)/\(page)"), "missing \(page)")
            }
        }
    }

    @Test func strictFailsOnBrokenLinksAndKeepsThePreviousSite() throws {
        try TestSupport.withTemporaryFolder { folder in
            let out = folder.appendingPathComponent("site")
            try SiteWriter().write(SiteWriterTests.site("old"), to: out.path)
            let before = SiteWriterTests.snapshot(out)
            let run = try TestSupport.runPlaybook(["build", try TestSupport.fixture("Site").path, "--no-verify", "--strict", "--out", out.path])
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

    /// Kills `playbook build` at growing delays while it writes a large site:
    /// after each kill the folder holds the previous site or the new one, whole.
    @Test func aKilledBuildLeavesThePreviousSiteWhole() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guides = folder.appendingPathComponent("guides")
            func writeCorpus(_ version: String) throws {
                for number in 0..<300 {
                    let text = "# Guide \(number) \(version)\n\n## Step\n\n```swift\nstruct Type\(number) { let version = \"\(version)\" }\n```\n"
                    try TestSupport.write(text, to: guides, "guide\(number).md")
                }
            }
            let out = folder.appendingPathComponent("site")
            try writeCorpus("old")
            #expect(try TestSupport.runPlaybook(["build", guides.path, "--no-verify", "--out", out.path]).status == 0)
            let old = SiteWriterTests.snapshot(out)
            try writeCorpus("new")
            for delay in [0.05, 0.15, 0.3, 0.5, 0.8] {
                let process = Process()
                process.executableURL = try TestSupport.playbookExecutable
                process.arguments = ["build", guides.path, "--no-verify", "--out", out.path]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                Thread.sleep(forTimeInterval: delay)
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                let now = SiteWriterTests.snapshot(out)
                #expect(now.keys.sorted() == old.keys.sorted(), "after a kill at \(delay) s the site has all its pages")
                let versions = Set(now.filter { $0.key.hasPrefix("guide") }.map { page in
                    String(decoding: page.value, as: UTF8.self).contains(" old · Guides</title>") ? "old" : "new"
                })
                #expect(versions.count == 1, "after a kill at \(delay) s the site is one build, not a mix")
            }
        }
    }
}
