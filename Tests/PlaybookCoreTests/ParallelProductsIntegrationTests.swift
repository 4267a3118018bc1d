import Foundation
import Testing

@testable import PlaybookCore

/// A package offering two products for two versions of one API (`Fixtures/ParallelProducts`: `Kit` and
/// `Kit30`, both declaring `API`): a block that writes no import is compiled with one, and says which.
@Suite(.serialized)
struct ParallelProductsIntegrationTests {
    static let report = try! TestSupport.verifyFixture("ParallelProducts", guides: ["current.md", "earlier.md"])

    func result(_ guide: String, line: Int) throws -> VerificationReport.BlockResult {
        try #require(Self.report.blocks.first { $0.guide.hasSuffix(guide) && $0.line == line })
    }

    @Test func aPageWritingNoImportRunsWithTheProductNamedLikeThePackage() throws {
        let block = try result("current.md", line: 3)
        #expect(block.status == .passed && block.level == .run, "\(block.diagnostics)")
        #expect(
            block.reason
                == "checked with `import Kit`, not `Kit30`, which declares the same names: the block writes no "
                + "import of them, and it is named like its package")
    }

    @Test func aPageImportingOneRunsItsOtherBlocksWithIt() throws {
        let block = try result("earlier.md", line: 7)
        #expect(block.status == .passed && block.level == .run, "\(block.diagnostics)")
        #expect(block.reason?.hasPrefix("checked with `import Kit30`, not `Kit`") == true, "\(block.reason ?? "")")
        #expect(block.reason?.hasSuffix("the page's other blocks import it") == true)
    }
}
