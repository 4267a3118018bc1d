import Foundation
import Testing

@testable import PlaybookCore

/// Tested units built once with `swiftc` give the verdicts SwiftPM's test
/// build gives: the same statuses, levels, errors at the same lines, tests and
/// checked outputs, on the failing fixtures and on `guides/`.
@Suite(.serialized)
struct CompileOnceVerdictTests {
    /// A block's verdict as a reader sees it, without timings.
    struct Verdict: Equatable, CustomStringConvertible {
        var block: String
        var status: VerificationReport.Status
        var level: VerificationReport.Level?
        var errors: [String]
        var tests: [VerificationReport.TestResult]
        var outputs: [VerificationReport.OutputCheck]

        init(_ result: VerificationReport.BlockResult) {
            block = "\(result.guide):\(result.line) [\(result.sample)]"
            status = result.status
            level = result.level
            errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0.line ?? 0): \($0.message)" }
                .sorted()
            tests = result.tests.sorted { $0.name < $1.name }
            outputs = result.outputs
        }

        var description: String { "\(block) \(status) \(level.map(\.rawValue) ?? "no level") \(errors)" }
    }

    static func verdicts(_ folder: URL, compileOnce: Bool) throws -> [Verdict] {
        let workspace = Workspace.open(paths: [folder.path], configFile: nil)
        var options = VerifyOptions()
        options.compileOnce = compileOnce
        options.useCache = false
        options.packageDirectory = folder.appendingPathComponent(compileOnce ? ".build/once" : ".build/swiftpm").path
        return try Verifier(workspace: workspace, options: options).verify().blocks.map(Verdict.init)
    }

    /// The verdicts of both builds, compared block by block; returns those compiled once.
    @discardableResult
    static func compare(_ folder: URL) throws -> [Verdict] {
        defer { try? FileManager.default.removeItem(at: folder) }
        let once = try verdicts(folder, compileOnce: true)
        let swiftPM = try verdicts(folder, compileOnce: false)
        #expect(once.count == swiftPM.count)
        for (direct, built) in zip(once, swiftPM) where direct != built {
            Issue.record("compiled once: \(direct)\nby SwiftPM:    \(built)")
        }
        return once
    }

    @Test(arguments: ["Verify", "Verdicts", "Scripts"])
    func fixtures(_ name: String) throws {
        try Self.compare(TestSupport.temporaryCopy(ofFixture: name))
    }

    @Test func projectGuides() throws {
        let once = try Self.compare(
            TestSupport.temporaryCopy(of: TestSupport.packageRoot.appendingPathComponent("guides")))
        #expect(once.count == 202 && once.allSatisfy { $0.status == .passed }, "guides/ pass whole when compiled once")
    }
}
