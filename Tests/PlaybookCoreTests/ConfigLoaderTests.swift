import Foundation
import Testing

@testable import PlaybookCore

/// `playbook.yml`: every key read, and every mistake named with key, file and line.
@Suite struct ConfigLoaderTests {
    private func parse(
        _ yaml: String, file: String = "guides/playbook.yml", folder: String = "guides"
    ) throws(ConfigLoader.Failure) -> PlaybookConfig {
        try ConfigLoader.parse(yaml, file: file, folder: folder)
    }

    /// The diagnostics of a config that must fail.
    private func failures(_ yaml: String, file: String = "guides/playbook.yml") -> [Diagnostic] {
        do {
            let config = try parse(yaml, file: file)
            Issue.record("expected the config to be rejected, got \(config)")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func validFileWithEveryKey() throws {
        let url = try TestSupport.fixture("configs/playbook.yml")
        let config = try ConfigLoader.load(file: url.path)
        #expect(config.file == url.path)
        #expect(config.folder == url.deletingLastPathComponent().path)
        #expect(config.title == "Team Guides")
        #expect(config.guides == "guides")
        #expect(config.guidesFolder == url.deletingLastPathComponent().appendingPathComponent("guides").path)
        #expect(config.module == "{AppName}{Feature}")
        #expect(config.placeholders == ["Name", "Screen", "Feature", "AppName"])
        #expect(config.placeholderForms == [.braces, .angleBrackets])
        #expect(
            config.samples == [
                PlaybookConfig.Sample(
                    name: "Character",
                    values: [
                        "Name": "Character", "Screen": "CharacterDetail", "Feature": "Character",
                        "AppName": "Challenge",
                    ]),
                PlaybookConfig.Sample(
                    name: "Episode",
                    values: ["Name": "Episode", "Screen": "EpisodeList", "Feature": "Episode", "AppName": "Challenge"]),
            ])
        #expect(config.support == ["support"])
        #expect(
            config.modules == [
                "SwiftUI": .folder("support/SwiftUIShim"),
                "Combine": .package(
                    PlaybookConfig.PackageDependency(
                        url: "https://example.com/OpenCombine/OpenCombine.git", version: "0.14.0",
                        products: ["OpenCombine"]
                    )),
            ])
        #expect(
            config.dependencies == [
                PlaybookConfig.PackageDependency(
                    url: "https://example.com/pointfreeco/swift-snapshot-testing", version: "1.17.0",
                    products: ["SnapshotTesting", "InlineSnapshotTesting"]
                )
            ])
        #expect(config.nav == ["create-viewmodel.md", "nested/other.markdown"])
    }

    @Test func defaultsForAnEmptyFile() throws {
        let config = try parse("")
        #expect(config.file == "guides/playbook.yml")
        #expect(config.guides == ".")
        #expect(config.guidesFolder == "guides")
        #expect(config.placeholders.isEmpty)
        #expect(config.samples.isEmpty)
        #expect(config.placeholderForms == PlaybookConfig.PlaceholderForm.allCases)
    }

    @Test func pathsResolveAgainstTheConfigFolder() throws {
        let config = try parse("guides: docs\nsupport: [support, /abs/support]\n", folder: "project")
        #expect(config.guidesFolder == "project/docs")
        #expect(config.resolve(config.support[0]) == "project/support")
        #expect(config.resolve(config.support[1]) == "/abs/support")
        let here = try parse("guides: docs\n", folder: ".")
        #expect(here.guidesFolder == "docs")
    }

    @Test func unknownKeyNamesKeyFileAndLine() throws {
        let url = try TestSupport.fixture("configs/unknown-key.yml")
        do {
            _ = try ConfigLoader.load(file: url.path)
            Issue.record("an unknown key must be rejected")
        } catch {
            let diagnostics = error.diagnostics
            #expect(diagnostics.count == 1)
            let diagnostic = try #require(diagnostics.first)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.message.contains("`sampels`"))
            #expect(diagnostic.file == url.path)
            #expect(diagnostic.line == 3)
            #expect(diagnostic.column == 1)
            #expect(diagnostic.description.hasPrefix("\(url.path):3:1: error: unknown key `sampels`"))
        }
    }

    @Test func wrongTypeNamesKeyAndLine() throws {
        let url = try TestSupport.fixture("configs/wrong-type.yml")
        do {
            _ = try ConfigLoader.load(file: url.path)
            Issue.record("a mapping where a list belongs must be rejected")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.message.contains("`placeholders`"))
            #expect(diagnostic.message.contains("list"))
            #expect(diagnostic.file == url.path)
            #expect(diagnostic.line == 3)
        }
    }

    @Test func wrongScalarTypes() throws {
        let title = try #require(failures("placeholders: [Name]\ntitle:\n  - a\n  - b\n").first)
        #expect(title.message.contains("`title`"))
        #expect(title.message.contains("expected text"))
        #expect(title.line == 3)

        let nested = try #require(failures("placeholders: [Name]\nsamples:\n  - Name: [Character]\n").first)
        #expect(nested.message.contains("`samples.Name`"))
        #expect(nested.line == 3)

        let notMapping = try #require(failures("- just\n- a list\n").first)
        #expect(notMapping.message.contains("mapping"))
        #expect(notMapping.line == 1)
    }

    @Test func siteURLMustBeAnHTTPAddress() throws {
        #expect(
            try parse("siteURL: https://team.example.com/playbook/\n").siteURL == "https://team.example.com/playbook/")
        let wrong = try #require(failures("title: A\nsiteURL: /playbook/\n").first)
        #expect(wrong.message.contains("`siteURL`") && wrong.line == 2)
    }

    @Test func everyProblemIsReportedNotOnlyTheFirst() {
        let diagnostics = failures("titel: A\nguides: [a, b]\nnav: {a: b}\n")
        #expect(diagnostics.count == 3)
        #expect(diagnostics.map(\.line) == [1, 2, 3])
        #expect(diagnostics.allSatisfy { $0.file == "guides/playbook.yml" })
    }

    @Test func samplesAsList() throws {
        let config = try parse(
            """
            placeholders: [Name, Screen]
            samples:
              - Name: Character
                Screen: CharacterDetail
              - {Name: Episode, Screen: EpisodeList}
            """)
        #expect(config.samples.map(\.name) == ["Character", "Episode"])
        #expect(config.samples[1].values == ["Name": "Episode", "Screen": "EpisodeList"])
    }

    @Test func samplesAsMapping() throws {
        let config = try parse(
            """
            placeholders: [Name, Screen]
            samples:
              detail: {Name: Character, Screen: CharacterDetail}
              list:
                Name: Episode
                Screen: EpisodeList
            """)
        #expect(
            config.samples == [
                PlaybookConfig.Sample(name: "detail", values: ["Name": "Character", "Screen": "CharacterDetail"]),
                PlaybookConfig.Sample(name: "list", values: ["Name": "Episode", "Screen": "EpisodeList"]),
            ])
    }

    @Test func placeholdersDefaultToTheSamplesNames() throws {
        let config = try parse("samples:\n  - {Screen: CharacterDetail, Name: Character}\n")
        #expect(config.placeholders == ["Name", "Screen"])
    }

    @Test func missingSampleValuesAreNamed() throws {
        let diagnostics = failures(
            """
            placeholders: [Name, Screen, Feature]
            samples:
              - {Name: Character, Screen: CharacterDetail, Feature: Character}
              - {Name: Episode}
            """)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.message.contains("sample `Episode`"))
        #expect(diagnostic.message.contains("`Screen`"))
        #expect(diagnostic.message.contains("`Feature`"))
        #expect(!diagnostic.message.contains("`Name`"))
        #expect(diagnostic.line == 3)
    }

    @Test func undeclaredSampleValueIsAnError() throws {
        let diagnostic = try #require(failures("placeholders: [Name]\nsamples:\n  - {Name: A, Extra: B}\n").first)
        #expect(diagnostic.message.contains("`Extra`"))
    }

    @Test func duplicateSampleNamesAreAnError() throws {
        let diagnostic = try #require(failures("placeholders: [Name]\nsamples:\n  - {Name: A}\n  - {Name: A}\n").first)
        #expect(diagnostic.message.contains("two samples are named `A`"))
    }

    @Test func samplesOfTheWrongShape() throws {
        let diagnostic = try #require(failures("samples: Character\n").first)
        #expect(diagnostic.message.contains("`samples`"))
        #expect(diagnostic.line == 1)
    }

    @Test func unknownPlaceholderForm() throws {
        let diagnostic = try #require(failures("placeholderForms: [\"{}\", \"(())\"]\n").first)
        #expect(diagnostic.message.contains("`placeholderForms`"))
        #expect(diagnostic.message.contains("(())"))
    }

    @Test func dependencyProblems() throws {
        let missingVersion = try #require(failures("dependencies:\n  - url: https://example.com/a/b.git\n").first)
        #expect(missingVersion.message.contains("`dependencies`"))
        #expect(missingVersion.message.contains("`version`"))
        #expect(missingVersion.line == 2)

        let unknown = try #require(failures("dependencies:\n  - url: u\n    version: 1.0.0\n    branch: main\n").first)
        #expect(unknown.message.contains("`branch`"))
        #expect(unknown.line == 4)

        let config = try parse(
            "dependencies:\n  - url: https://example.com/a/Thing.git\n    version: 1.0.0\n    product: ThingCore\n")
        #expect(config.dependencies.first?.products == ["ThingCore"])
    }

    @Test func defaultIsolationIsMainActorOrNonisolated() throws {
        #expect(try parse("defaultIsolation: MainActor\n").defaultIsolation == "MainActor")
        #expect(try parse("").defaultIsolation == nil)
        let wrong = try #require(failures("title: A\ndefaultIsolation: main\n").first)
        #expect(wrong.message.contains("`defaultIsolation`") && wrong.line == 2)
    }

    @Test func aDependencysTraitsAreKeptAndAbsentTraitsKeepItsDefaults() throws {
        let config = try parse(
            "dependencies:\n  - path: ..\n    products: [Bench]\n    traits: [MallocInterposer]\n"
                + "  - url: https://example.com/a/Kit.git\n    version: 1.0.0\n    traits: []\n"
                + "  - url: https://example.com/a/Plain.git\n    version: 1.0.0\n")
        #expect(config.dependencies.map(\.traits) == [["MallocInterposer"], [], nil])

        let notAList = try #require(failures("dependencies:\n  - path: ..\n    traits: {a: b}\n").first)
        #expect(notAList.message.contains("`dependencies.traits`"))
        #expect(notAList.line == 3)
    }

    @Test func invalidYAMLNamesTheLine() throws {
        let diagnostic = try #require(failures("title: ok\nsamples: [unclosed\nnav: []\n").first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("YAML"))
        #expect(diagnostic.file == "guides/playbook.yml")
        // Yams notices the missing `]` on the next line.
        #expect(diagnostic.line == 3)
    }

    @Test func missingConfigFile() throws {
        let path = "/nonexistent-\(UUID().uuidString)/playbook.yml"
        do {
            _ = try ConfigLoader.load(file: path)
            Issue.record("a missing config must be an error")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.file == path)
            #expect(diagnostic.message == "no such config file")
        }
    }

    /// A package's catalog given alone (`Sources/Kit/Kit.docc`) is checked with the `playbook.yml` beside the
    /// package's `Package.swift`, as a reader running Playbook from the package expects; the search stops at the
    /// project's root, so a folder outside the package never lends its config.
    @Test func theConfigIsTheNearestAboveAFolderGivenWithinItsProject() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("config-search-\(UUID().uuidString)")
        let package = root.appendingPathComponent("Kit")
        let catalog = package.appendingPathComponent("Sources/Kit/Kit.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(
            to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "title: Outside\n".write(
            to: root.appendingPathComponent("playbook.yml"), atomically: true, encoding: .utf8)
        #expect(Workspace.discoverConfig(paths: [catalog.path]) == nil)
        try "title: Kit\n".write(to: package.appendingPathComponent("playbook.yml"), atomically: true, encoding: .utf8)
        #expect(Workspace.discoverConfig(paths: [catalog.path]) == package.appendingPathComponent("playbook.yml").path)
        let guide = catalog.appendingPathComponent("Kit.md")
        try "# Kit\n".write(to: guide, atomically: true, encoding: .utf8)
        #expect(Workspace.discoverConfig(paths: [guide.path]) == package.appendingPathComponent("playbook.yml").path)
        #expect(Workspace.discoverConfig(paths: [package.path]) == package.appendingPathComponent("playbook.yml").path)
    }
}
