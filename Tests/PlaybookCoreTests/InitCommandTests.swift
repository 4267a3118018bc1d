import Foundation
import Testing

@testable import PlaybookCore

/// `playbook init`: placeholder discovery on its own, then the real command
/// on folders without a config, followed by `playbook verify`.
@Suite struct InitCommandTests {
    @Test func placeholdersAreFoundOnlyWhereSwiftCannotMeanThem() {
        let discovery = PlaceholderDiscovery(codes: [
            """
            final class {Screen}ViewModel: Get{Name}UseCaseContract {
                var items: [{Name}] = []
                let {name}: {Name}
                let cache: Dictionary<String, [String]> = [:]
                func first<T>(_ values: Array<T>) -> T? { values.first }
                let view: <ViewName>View
                let row = [Row]Cell()
                let rows: [Row] = []
                let plain: [Item] = []
                let placeholder = <#value#>
            }
            """
        ])
        #expect(
            discovery.found.map { "\($0.form.rawValue) \($0.name) \($0.count)" } == [
                "{} Name 3", "[] Row 2", "{} Screen 1", "<> ViewName 1",
            ])
        #expect(discovery.names == ["Name", "Row", "Screen", "ViewName"])
        #expect(discovery.forms == [.braces, .angleBrackets, .squareBrackets])
    }

    /// A folder of design proposals is counted, and only suggested for `exclude`.
    @Test func proposalFoldersAreCountedNotExcluded() {
        let block = CodeBlock(
            index: 0, language: "swift", attributes: [], code: "let a = 1\n", line: 3, contentLine: 4, endLine: 5,
            headingPath: [])
        let guides = [
            Guide(path: "Docs.docc/Proposals/SE-1.md", title: "One", blocks: [block, block]),
            Guide(path: "Docs.docc/Proposals/SE-2.md", title: "Two", blocks: [block]),
            Guide(path: "Docs.docc/Start.md", title: "Start", blocks: [block]),
        ]
        let draft = ConfigDraft(guides: guides, title: "Docs")
        #expect(draft.proposalFolders.map(\.folder) == ["Docs.docc/Proposals"])
        #expect(draft.proposalFolders.first?.blocks == 3 && draft.proposalFolders.first?.guides == 2)
        #expect(draft.yaml.contains("# exclude: [\"Docs.docc/Proposals/**\"]"))
        #expect(!draft.yaml.contains("\nexclude:"), "nothing is excluded by itself")
    }

    @Test func samplesShareNoValueAndFollowWhatNamesSuggest() {
        let samples = ConfigDraft.inventSamples(for: [
            "Name", "Screen", "Feature", "AppName", "ButtonName", "Widget", "item",
        ])
        #expect(samples.count == 2)
        #expect(samples[0].values["Name"] == "Invoice")
        #expect(
            samples[0].values["Screen"] == "Dashboard", "never `{Name}List`, which guides use for screens of their own")
        #expect(samples[0].values["Widget"] == "Receipt", "a name that suggests nothing gets a spare word")
        #expect(
            samples[0].values["item"] == "payment",
            "a lower-case placeholder gets a lower-camel value, distinct from the entity's")
        let first = Set(samples[0].values.values)
        let second = Set(samples[1].values.values)
        #expect(first.isDisjoint(with: second))
        #expect(first.count == 7 && second.count == 7, "values within a sample are distinct")
        for sample in samples {
            #expect(sample.values.values.allSatisfy { PlaceholderSet.identifierProblem($0) == nil })
        }
    }

    /// The seeds as a team would have them: markdown files in one folder.
    @Test(.enabled(if: TestSupport.seedsAvailable, "seed guides not found (set PLAYBOOK_SEEDS)"))
    func theSeedsGetAConfigThatVerifies() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guides = folder.appendingPathComponent("team-guides")
            try FileManager.default.createDirectory(at: guides, withIntermediateDirectories: true)
            for seed in try FileManager.default.contentsOfDirectory(atPath: TestSupport.seedsFolder.path)
            where seed.hasSuffix(".txt") {
                try FileManager.default.copyItem(
                    at: TestSupport.seedsFolder.appendingPathComponent(seed),
                    to: guides.appendingPathComponent(seed.replacingOccurrences(of: ".txt", with: ".md")))
            }
            let initRun = try TestSupport.runPlaybook(["init", guides.path])
            #expect(initRun.status == 0, "\(initRun.stderr)")
            let config = try String(contentsOf: guides.appendingPathComponent("playbook.yml"), encoding: .utf8)
            let declared = try #require(config.split(separator: "\n").first { $0.hasPrefix("placeholders:") })
            #expect(
                declared == "placeholders: [Name, Screen, Feature, Action, AppName, ViewName, Destination]",
                "array and generic types ([String], [User], <T>) are not placeholders")
            #expect(config.contains("module: \"{AppName}{Feature}\""))
            #expect(config.contains("  SwiftUI: builtin"))
            #expect(
                config.contains("imports: [Foundation, Combine, SwiftUI]"),
                "some blocks use them without importing them")

            let again = try TestSupport.runPlaybook(["init", guides.path])
            #expect(again.status == 2)
            #expect(again.stderr.contains("a config exists already"))
            #expect(try String(contentsOf: guides.appendingPathComponent("playbook.yml"), encoding: .utf8) == config)

            // Usable: the seeds' own gaps (undeclared types, elided bodies) fail; nothing fails for want of the tool's
            // setup.
            let verify = try TestSupport.runPlaybook([
                "verify", guides.path, "--level", "typecheck", "--format", "json",
                "--package-dir", folder.appendingPathComponent("package").path,
            ])
            #expect(verify.status == 1, "\(verify.stderr)")
            let report = try JSONDecoder().decode(VerificationReport.self, from: Data(verify.stdout.utf8))
            #expect(report.blocks.count > 100)
            #expect(report.summary.passed >= 20, "\(report.summary.line)")
            let messages = report.blocks.flatMap(\.diagnostics).map(\.message)
            for missing in [
                "cannot find type 'View'", "unknown attribute 'State'", "unknown attribute 'Published'",
                "no such module",
            ] {
                #expect(!messages.contains { $0.contains(missing) }, "\(missing)")
            }
            #expect(!report.blocks.contains { $0.reason?.hasPrefix("not verified") == true })
        }
    }

    /// `guides/` without its config and its support folder: the config init
    /// writes verifies every block at typecheck, for both invented samples.
    @Test func theProjectsGuidesVerifyWithTheConfigInitWrites() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guides = folder.appendingPathComponent("guides")
            try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("guides"), to: guides)
            try FileManager.default.removeItem(at: guides.appendingPathComponent("playbook.yml"))
            try? FileManager.default.removeItem(at: guides.appendingPathComponent("support"))
            let initRun = try TestSupport.runPlaybook(["init", guides.path])
            #expect(initRun.status == 0, "\(initRun.stderr)")
            let verify = try TestSupport.runPlaybook([
                "verify", guides.path, "--level", "typecheck",
                "--package-dir", folder.appendingPathComponent("package").path,
            ])
            #expect(verify.status == 0, "\(verify.stdout.suffix(3000))\n\(verify.stderr.suffix(2000))")
            #expect(verify.stdout.contains(" 0 failed, 0 blocked"))
        }
    }
}
