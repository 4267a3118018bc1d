import Foundation
import Testing

@testable import PlaybookCore

/// A local package built on another (`Fixtures/InheritedProducts`: `Kit` depends on the package `Journal`, whose
/// product is `JournalKit`): its docs import `JournalKit` as its users do, and the blocks compile and run.
@Suite(.serialized)
struct InheritedProductsIntegrationTests {
    static let report = try! TestSupport.verifyFixture("InheritedProducts", guides: ["greeting.md"])

    @Test func aProductOfThePackageTheLocalPackageBuildsOnIsImportedAndRun() throws {
        let block = try #require(Self.report.blocks.first { $0.line == 5 })
        #expect(block.status == .passed && block.level == .run, "\(block.diagnostics) \(block.reason ?? "")")
    }

    @Test func aModuleNeitherPackageOffersIsStillSkipped() throws {
        let block = try #require(Self.report.blocks.first { $0.line == 16 })
        #expect(block.status == .skipped)
        #expect(block.reason?.contains("Elsewhere") == true, "\(block.reason ?? "")")
    }
}
