import Foundation
import Testing

@testable import PlaybookCore

/// Names borrowed from another page (`Fixtures/BorrowedShape`): `animals.md`
/// declares `Dolphin` with `init(happy:)`; `moods.md` uses that dolphin, and
/// `clicks.md` means one of its own that it never shows.
@Suite(.serialized)
struct BorrowedShapeIntegrationTests {
    static let report: VerificationReport = {
        let folder = TestSupport.temporaryCopy(ofFixture: "BorrowedShape")
        let workspace = Workspace.open(paths: [folder.path], configFile: nil)
        return try! Verifier(workspace: workspace, options: VerifyOptions(), runner: ProcessRunner()).verify()
    }()

    func result(_ guide: String, line: Int) throws -> VerificationReport.BlockResult {
        try #require(
            Self.report.blocks.first { $0.guide == guide && $0.line == line }, "no result for \(guide):\(line)")
    }

    @Test func aBlockThatDoesNotFitTheBorrowedDeclarationIsAFragmentNotAFailure() throws {
        let clicks = try result("clicks.md", line: 5)
        #expect(clicks.status == .passed && clicks.level == .syntax, "\(clicks.diagnostics)")
        #expect(
            clicks.reason
                == "not self-contained: uses `Dolphin`, which this page does not declare and another declares "
                + "otherwise (animals.md:3): the block does not fit that declaration, so it was checked without it")
        #expect(clicks.diagnostics.contains { $0.message.contains("happy") }, "the mismatch is shown as a note")
    }

    @Test func aBlockThatFitsTheBorrowedDeclarationRunsWithIt() throws {
        let moods = try result("moods.md", line: 5)
        #expect(moods.status == .passed && moods.level == .run, "\(moods.diagnostics)")
        #expect(moods.borrowed.map(\.guide) == ["animals.md"])
    }
}
