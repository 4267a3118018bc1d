import Foundation
import Testing

@testable import PlaybookCore

/// What a guide's page says about itself: where to edit it, when it changed,
/// its description for search engines, and the sitemap when the site's address is known.
@Suite struct SitePageMetaTests {
    private func site(
        config: String, guide: String = "# Add\n\nA <b>bold</b> \"claim\" & more.\n", lastUpdated: [String: Date] = [:]
    ) throws -> Site {
        try TestSupport.withTemporaryFolder { folder in
            _ = try TestSupport.write(config, to: folder, "playbook.yml")
            _ = try TestSupport.write(guide, to: folder, "add.md")
            let workspace = Workspace.open(paths: [folder.path], configFile: nil)
            #expect(!workspace.diagnostics.hasErrors, "\(workspace.diagnostics)")
            return try SiteBuilder(workspace: workspace, report: nil, options: SiteOptions(lastUpdated: lastUpdated))
                .build()
        }
    }

    @Test func editURLAndLastUpdatedCloseTheArticle() throws {
        let changed = try #require(ISO8601DateFormatter().date(from: "2025-03-14T22:30:00Z"))
        let page = try #require(
            try site(
                config: "editURL: https://github.com/team/app/edit/main/guides\n", lastUpdated: ["add.md": changed]
            ).text("add.html"))
        #expect(
            page.contains(
                "<a class=\"edit-link\" href=\"https://github.com/team/app/edit/main/guides/add.md\">Edit this page</a>"
            ))
        #expect(page.contains("Last updated <time datetime=\"2025-03-14\">2025-03-14</time>"))
    }

    @Test func theLastChangeIsTheDayInUTC() {
        #expect(SitePages.day(Date(timeIntervalSince1970: 0)) == "1970-01-01")
        // 22:13 UTC: a local time zone east of UTC would already say the 15th.
        #expect(SitePages.day(Date(timeIntervalSince1970: 1_700_000_000)) == "2023-11-14")
        #expect(SitePages.day(Date(timeIntervalSince1970: 1_798_761_599)) == "2026-12-31")
    }

    @Test func withoutEitherThePageHasNoFooter() throws {
        let page = try #require(try site(config: "title: T\n").text("add.html"))
        #expect(!page.contains("page-footer"))
    }

    @Test func anEditURLThatIsNoWebAddressIsAConfigError() throws {
        try TestSupport.withTemporaryFolder { folder in
            _ = try TestSupport.write("editURL: file:///etc\n", to: folder, "playbook.yml")
            _ = try TestSupport.write("# A\n", to: folder, "a.md")
            let workspace = Workspace.open(paths: [folder.path], configFile: nil)
            #expect(workspace.diagnostics.contains { $0.message.contains("`editURL`") })
        }
    }

    @Test func theDescriptionIsTheFirstParagraphEscaped() throws {
        let page = try #require(try site(config: "title: T\n").text("add.html"))
        #expect(page.contains("<meta name=\"description\" content=\"A bold &quot;claim&quot; &amp; more.\">"))
    }

    @Test func theSitemapListsEveryPageAtItsAddressOnlyWhenSiteURLIsSet() throws {
        let changed = try #require(ISO8601DateFormatter().date(from: "2025-03-14T10:00:00Z"))
        let published = try site(
            config: "siteURL: https://team.example.com/playbook\n", lastUpdated: ["add.md": changed])
        let sitemap = try #require(published.text("sitemap.xml"))
        #expect(sitemap.contains("<url><loc>https://team.example.com/playbook/index.html</loc></url>"))
        #expect(
            sitemap.contains(
                "<url><loc>https://team.example.com/playbook/add.html</loc><lastmod>2025-03-14</lastmod></url>"))
        #expect(try site(config: "title: T\n").text("sitemap.xml") == nil)
    }

    @Test func guideDatesComeFromTheFileOutsideARepository() throws {
        try TestSupport.withTemporaryFolder { folder in
            _ = try TestSupport.write("# A\n", to: folder, "a.md")
            let stamp = try #require(ISO8601DateFormatter().date(from: "2024-01-02T03:04:05Z"))
            try FileManager.default.setAttributes(
                [.modificationDate: stamp], ofItemAtPath: folder.appendingPathComponent("a.md").path)
            let workspace = Workspace.open(paths: [folder.path], configFile: nil)
            #expect(GuideDates.lastUpdated(workspace)["a.md"] == stamp)
        }
    }

    /// Files unpacked from an archive carry 1970-01-01: no date is shown rather than a false one.
    @Test func anArchivesStandInDateIsNoDate() throws {
        try TestSupport.withTemporaryFolder { folder in
            _ = try TestSupport.write("# A\n", to: folder, "a.md")
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 0)],
                ofItemAtPath: folder.appendingPathComponent("a.md").path)
            let workspace = Workspace.open(paths: [folder.path], configFile: nil)
            #expect(GuideDates.lastUpdated(workspace)["a.md"] == nil)
        }
    }

    /// In a repository, each guide gets the date of the last commit touching it
    /// (not another guide's, not the checkout's file date); a guide never committed gets its file's.
    @Test func guideDatesComeFromTheLastCommitTouchingEachGuide() throws {
        try TestSupport.withTemporaryFolder { folder in
            let git = { (arguments: [String], date: String) throws in try Self.git(arguments, in: folder, date: date) }
            try git(["init", "-q"], "2024-01-01T00:00:00Z")
            _ = try TestSupport.write("# A\n", to: folder, "guides/a.md")
            _ = try TestSupport.write("# B\n", to: folder, "guides/deeper/b.md")
            try git(["add", "."], "2024-01-01T00:00:00Z")
            try git(["commit", "-q", "-m", "both"], "2024-02-03T04:05:06Z")
            _ = try TestSupport.write("# B, changed\n", to: folder, "guides/deeper/b.md")
            try git(["commit", "-q", "-am", "b only"], "2024-03-04T05:06:07Z")
            _ = try TestSupport.write("# C\n", to: folder, "guides/c.md")
            let stamp = try #require(ISO8601DateFormatter().date(from: "2023-05-06T07:08:09Z"))
            try FileManager.default.setAttributes(
                [.modificationDate: stamp], ofItemAtPath: folder.appendingPathComponent("guides/c.md").path)

            let gitRuns = LaunchLog()
            let dates = GuideDates.lastUpdated(
                Workspace.open(paths: [folder.appendingPathComponent("guides").path], configFile: nil),
                runner: ProcessRunner(timeout: 20) { executable, _ in gitRuns.record(executable) }
            )
            #expect(gitRuns.count == 1, "only the guides folder is asked, not the working folder")
            let iso = ISO8601DateFormatter()
            #expect(dates["a.md"] == iso.date(from: "2024-02-03T04:05:06Z"))
            #expect(dates["deeper/b.md"] == iso.date(from: "2024-03-04T05:06:07Z"))
            #expect(dates["c.md"] == stamp, "never committed: the file's own date")
        }
    }

    /// A verified build dates its pages after verification is over, so git must
    /// still run then; and it leaves nothing in the temporary directory.
    @Test func aVerifiedBuildDatesPagesByTheirLastCommitAndLeavesNoTemporaryFiles() throws {
        try TestSupport.withTemporaryFolder { folder in
            try Self.git(["init", "-q"], in: folder, date: "2024-01-01T00:00:00Z")
            _ = try TestSupport.write("# A\n\n```swift\nlet answer = 42\n```\n", to: folder, "guides/a.md")
            try Self.git(["add", "."], in: folder, date: "2024-01-01T00:00:00Z")
            try Self.git(["commit", "-q", "-m", "a"], in: folder, date: "2024-02-03T04:05:06Z")
            let temporary = folder.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)

            let build = try TestSupport.runPlaybook(
                ["build", "guides", "--out", "site"], in: folder,
                environment: ["TMPDIR": temporary.path]
            )
            #expect(build.status == 0, "\(build.stderr)")
            #expect(build.stdout.contains("1 passed (1 run"), "compiled and ran, not taken from a cache")
            let page = try String(contentsOf: folder.appendingPathComponent("site/a.html"), encoding: .utf8)
            #expect(page.contains("Last updated <time datetime=\"2024-02-03\">2024-02-03</time>"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        }
    }

    private static func git(_ arguments: [String], in folder: URL, date: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-C", folder.path, "-c", "user.name=Writer", "-c", "user.email=writer@example.com"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging([
            "GIT_COMMITTER_DATE": date, "GIT_AUTHOR_DATE": date,
        ]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments)")
    }
}
