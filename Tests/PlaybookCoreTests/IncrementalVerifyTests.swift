import Foundation
import Testing
@testable import PlaybookCore

/// What a second run recompiles after an edit: nothing for prose, one unit
/// for a change in its code; and its results sit at the edited guide's lines.
@Suite(.serialized)
struct IncrementalVerifyTests {
    /// The verify fixtures' failing guides alone, copied so edits stay in a temporary folder.
    static func failingGuides() throws -> URL {
        let folder = TestSupport.temporaryCopy(ofFixture: "Verify")
        let kept: Set = ["failing-test.md", "type-error.md", "playbook.yml", "support"]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !kept.contains(name) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        return folder
    }

    static func verify(_ folder: URL, launches: LaunchLog) throws -> VerificationReport {
        let workspace = Workspace.open(paths: [folder.path], configFile: nil)
        #expect(!workspace.diagnostics.hasErrors, "\(workspace.diagnostics)")
        let runner = ProcessRunner(onLaunch: { executable, _ in launches.record(executable) })
        return try Verifier(workspace: workspace, options: VerifyOptions(), runner: runner).verify()
    }

    static func firstError(_ report: VerificationReport, _ guide: String, sample: String = "character") -> VerificationReport.Location? {
        report.blocks.filter { $0.guide == guide && $0.sample == sample }.flatMap(\.diagnostics).first { $0.severity == .error }
    }

    static func insert(_ lines: String, after heading: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: heading + "\n", with: heading + "\n" + lines).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func proseAboveABlockMovesItsResultsAndRecompilesNothing() throws {
        let folder = try Self.failingGuides()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.verify(folder, launches: LaunchLog())
        #expect(Self.firstError(before, "type-error.md")?.line == 6)
        #expect(Self.firstError(before, "failing-test.md")?.line == 16)

        try Self.insert("\nThree lines of prose\nabove every block.\n", after: "# Type error", in: folder.appendingPathComponent("type-error.md"))
        try Self.insert("\nThree lines of prose\nabove every block.\n", after: "# Failing test", in: folder.appendingPathComponent("failing-test.md"))
        let launches = LaunchLog()
        let after = try Self.verify(folder, launches: launches)
        #expect(launches.count == 0, "a prose edit starts no compiler")
        #expect(after.summary.cachedUnits == after.summary.units)
        let typeError = try #require(Self.firstError(after, "type-error.md"))
        #expect(typeError.line == 9)
        #expect(typeError.column == 49)
        #expect(Self.firstError(after, "failing-test.md")?.line == 19)
        #expect(after.blocks.map(\.status) == before.blocks.map(\.status))
        #expect(after.blocks.map(\.line) == before.blocks.map { $0.line + 3 })
    }
}
