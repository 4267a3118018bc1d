import Foundation
import Testing

@testable import PlaybookCore

/// The project's own guides under `guides/`: a refactoring that breaks them
/// must be caught at the lines that call the old name. (That the untouched
/// guides pass for both samples is checked by `.ci/run`, which verifies them.)
struct GuidesVerificationTests {
    /// Renames `didPullToRefresh()` where the detail ViewModel guide declares
    /// it (contract, ViewModel, mock), leaving its callers alone, as a
    /// refactoring that forgot the call sites would.
    @Test func renamingAContractMethodFailsItsTestsAndViewsAtTheirLines() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guides = folder.appendingPathComponent("guides")
            try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("guides"), to: guides)
            let detail = guides.appendingPathComponent("viewmodel-detail.md")
            let original = try String(contentsOf: detail, encoding: .utf8)
            try original.replacingOccurrences(of: "func didPullToRefresh()", with: "func didRefresh()")
                .write(to: detail, atomically: true, encoding: .utf8)

            let workspace = Workspace.open(paths: [guides.path], configFile: nil)
            let callers = callSites(of: "didPullToRefresh()", in: workspace, guide: "viewmodel-detail.md") { _ in true }
            #expect(callers.count >= 2, "the detail guide's tests call didPullToRefresh()")
            let viewCallers = callSites(of: "didPullToRefresh()", in: workspace, guide: "views.md") {
                $0.code.contains("DetailViewModelContract")
            }
            let viewCaller = try #require(viewCallers.first)

            var options = VerifyOptions()
            options.level = .typecheck
            options.samples = ["character"]
            options.packageDirectory = folder.appendingPathComponent("package").path
            let report = try Verifier(workspace: workspace, options: options).verify()

            let errors = report.blocks.filter { $0.status == .failed }.flatMap(\.diagnostics).filter {
                $0.severity == .error
            }
            let located = Set(errors.compactMap { error in error.line.map { "\(error.guide ?? ""):\($0)" } })
            for line in callers {
                #expect(
                    located.contains("viewmodel-detail.md:\(line)"),
                    "no error at viewmodel-detail.md:\(line); errors: \(located.sorted())")
            }
            #expect(
                located.contains("views.md:\(viewCaller)"),
                "no error at views.md:\(viewCaller); errors: \(located.sorted())")
            let expected = Set(callers.map { "viewmodel-detail.md:\($0)" } + ["views.md:\(viewCaller)"])
            let unexpected = errors.filter { !expected.contains("\($0.guide ?? ""):\($0.line ?? 0)") }
            #expect(located == expected, "unexpected errors: \(unexpected.map(\.diagnostic.description))")
        }
    }

    /// Guide lines in Swift blocks matching `filter` that call `method` (not the ones declaring it).
    private func callSites(
        of method: String, in workspace: Workspace, guide: String, where filter: (CodeBlock) -> Bool
    ) -> [Int] {
        let blocks = workspace.guides.first { $0.path == guide }?.blocks.filter { $0.isSwift && filter($0) } ?? []
        return blocks.flatMap { block in
            block.code.components(separatedBy: "\n").enumerated().compactMap { offset, line in
                line.contains(".\(method)") && !line.contains("func ") ? block.contentLine + offset : nil
            }
        }
    }
}
