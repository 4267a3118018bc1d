import Foundation
import PlaybookFuzz
import Testing

@testable import PlaybookCore

/// A seeded generator of hostile guides (deep quotes and lists, fences of
/// every kind, open fences, HTML, tables, placeholders everywhere, the shapes
/// real docs use in Swift blocks, random bytes) run through extraction,
/// syntax-level verification and the site build in process: nothing may
/// crash, and every result must be one of the statuses a report can hold.
struct FuzzTests {
    static let seed: UInt64 = 20_261_122
    static let guides = 300

    @Test func randomGuidesNeverCrashTheSyntaxCheckOrTheSiteBuild() throws {
        var random = SeededRandom(seed: Self.seed)
        var workspace = Workspace(
            config: PlaybookConfig(
                placeholders: ["Name"], samples: [.init(name: "one", values: ["Name": "Widget"])]
            ), guides: [], diagnostics: [])
        for number in 0..<Self.guides {
            let markdown = FuzzGuide.make(&random)
            workspace.guides.append(GuideExtractor.extract(markdown: markdown, path: "fuzz-\(number).md").guide)
        }
        var options = VerifyOptions()
        options.level = .syntax
        let report = try Verifier(workspace: workspace, options: options).verify()
        #expect(report.blocks.allSatisfy { [.passed, .failed, .skipped].contains($0.status) })
        let site = try SiteBuilder(workspace: workspace, report: report).build()
        #expect(site.files.keys.contains("index.html"))
        #expect(site.files.count >= Self.guides)
    }
}
