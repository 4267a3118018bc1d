import Foundation
import Testing

@testable import PlaybookCore

/// A local package whose API is built only with one of its traits (`Fixtures/Traits`: `Gauge` declares
/// `calibrated()` under `#if Calibrated`): the config's `traits` reach SwiftPM, so the block runs; without them the
/// API is not built, and the block is skipped as such, never failed.
@Suite(.serialized)
struct TraitsIntegrationTests {
    static let withTrait = try! TestSupport.verifyFixture("Traits", guides: ["calibrated.md"])
    /// The fixture verified with a config that names no trait, so the package's defaults (none) are built.
    static let withoutTrait = try! TestSupport.verifyFixture(
        "Traits", guides: ["calibrated.md"], config: "dependencies:\n  - path: Gauge\n    products: [Gauge]\n")

    @Test func theTraitTheConfigNamesIsBuiltAndTheBlockRunsAsPromised() throws {
        let block = try #require(Self.withTrait.blocks.first)
        #expect(block.status == .passed && block.level == .run, "\(block.diagnostics) \(block.reason ?? "")")
        #expect(Self.withTrait.summary.outputs.matched == 1)
    }

    @Test func withoutTheTraitTheAPIIsNotBuiltAndTheBlockIsSkippedNotFailed() throws {
        let block = try #require(Self.withoutTrait.blocks.first)
        #expect(block.status == .skipped, "\(block.diagnostics) \(block.reason ?? "")")
        #expect(block.reason?.contains("`calibrated`") == true, "\(block.reason ?? "")")
        #expect(block.reason?.contains("only under a compilation condition") == true, "\(block.reason ?? "")")
    }
}
