import Foundation
import Testing

@testable import PlaybookCore

/// `playbook list`: the report's text and JSON, and the built executable's
/// output streams and exit codes (0 success, 2 usage or input error).
@Suite struct ListCommandTests {
    private static let requiredBlockKeys: Set<String> = [
        "index", "language", "attributes", "line", "contentLine", "endLine", "headingPath", "targetFile", "hidden",
    ]

    private func json(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        return try #require(object as? [String: Any], "not a JSON object: \(text)")
    }

    private func guides(_ text: String) throws -> [[String: Any]] {
        try #require(try json(text)["guides"] as? [[String: Any]])
    }

    // MARK: The report

    @Test func textReportHasOneLinePerBlock() throws {
        let (guide, _) = TestSupport.extract(
            """
            # Guide

            ## Step 1

            Create `Sources/A.swift`:

            ```swift
            let a = 1
            ```

            <!-- playbook:hidden
            let b = 1
            -->

                indented
            """, path: "dir/guide.md")
        #expect(
            ListReport.text([guide]) == """
                dir/guide.md:7  swift  Sources/A.swift  Step 1
                dir/guide.md:11  swift (hidden)  -  Step 1
                dir/guide.md:15  -  -  Step 1

                """)
        #expect(ListReport.text([]) == "")
    }

    @Test func jsonReportHasTheDocumentedKeys() throws {
        let (guide, _) = TestSupport.extract(
            "# Title\n\n```swift skip\nlet a = 1\n```\n\n```swift file=Sources/B.swift\n```\n", path: "g.md")
        let listed = try guides(ListReport.json([guide]))
        #expect(listed.count == 1)
        let entry = try #require(listed.first)
        #expect(Set(entry.keys) == ["path", "title", "blocks"])
        #expect(entry["path"] as? String == "g.md")
        #expect(entry["title"] as? String == "Title")
        let blocks = try #require(entry["blocks"] as? [[String: Any]])
        #expect(blocks.count == 2)
        for block in blocks {
            #expect(Self.requiredBlockKeys.isSubset(of: Set(block.keys)))
        }
        let first = blocks[0]
        #expect(first["index"] as? Int == 0)
        #expect(first["language"] as? String == "swift")
        #expect(first["attributes"] as? [String] == ["skip"])
        #expect(first["line"] as? Int == 3)
        #expect(first["contentLine"] as? Int == 4)
        #expect(first["endLine"] as? Int == 5)
        #expect(first["headingPath"] as? [String] == ["Title"])
        // A missing target file is an explicit null, not an absent key.
        #expect(first["targetFile"] is NSNull)
        #expect(first["hidden"] as? Bool == false)
        #expect(blocks[1]["targetFile"] as? String == "Sources/B.swift")
        #expect(try guides(ListReport.json([])).isEmpty)
    }

    // MARK: The executable

    @Test func jsonOverTheFixtureFolder() throws {
        let folder = try TestSupport.fixture("guides")
        let result = try TestSupport.runPlaybook(["list", "--format", "json", folder.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        let listed = try guides(result.stdout)
        #expect(listed.map { $0["path"] as? String } == ["create-viewmodel.md", "nested/other.markdown"])
        #expect(listed.map { $0["title"] as? String } == ["Create a ViewModel", "Other Guide"])
        let blocks = try #require(listed.first?["blocks"] as? [[String: Any]])
        #expect(blocks.map { $0["line"] as? Int } == [13, 23, 29, 35])
        #expect(blocks.map { $0["hidden"] as? Bool } == [false, false, true, false])
        #expect(blocks.map { $0["attributes"] as? [String] } == [[], ["skip"], ["unit=support"], []])
        #expect(
            blocks[0]["targetFile"] as? String
                == "Sources/Presentation/{Screen}/ViewModels/{Screen}ViewModelContract.swift")
        #expect(blocks[0]["headingPath"] as? [String] == ["How To: Create ViewModel", "Step 1 — Contract"])
        #expect(blocks[3]["targetFile"] is NSNull)
        for block in blocks {
            #expect(Self.requiredBlockKeys.isSubset(of: Set(block.keys)))
        }
    }

    @Test func textIsTheDefaultFormat() throws {
        let folder = try TestSupport.fixture("guides")
        let result = try TestSupport.runPlaybook(["list", folder.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        let contract = "Sources/Presentation/{Screen}/ViewModels/{Screen}ViewModelContract.swift"
        #expect(lines.first == "create-viewmodel.md:13  swift  \(contract)  Step 1 — Contract")
        let viewModels = "Sources/Presentation/{Screen}/ViewModels/"
        #expect(lines.last == "nested/other.markdown:9  -  -  {Screen}ViewModel.swift — \(viewModels)")
    }

    @Test func defaultInputIsTheGuidesFolder() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("# Default\n\n```swift\nlet a = 1\n```\n", to: folder, "guides/default.md")
            let result = try TestSupport.runPlaybook(["list", "--format", "json"], in: folder)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let listed = try guides(result.stdout)
            #expect(listed.map { $0["path"] as? String } == ["default.md"])
        }
    }

    @Test func missingPathExitsTwoWithMessageOnStderr() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)").path
        let result = try TestSupport.runPlaybook(["list", "--format", "json", missing])
        #expect(result.status == 2)
        #expect(result.stderr.contains(missing))
        #expect(result.stderr.contains("error"))
        // Standard output stays valid JSON.
        #expect(try guides(result.stdout).isEmpty)
    }

    @Test func warningsGoToStderrAndStdoutStaysJSON() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("# Open\n\n```swift\nlet a = 1\n", to: folder, "open.md")
            let result = try TestSupport.runPlaybook(["list", "--format", "json", folder.path])
            // A warning alone is not a failure.
            #expect(result.status == 0)
            #expect(result.stderr.contains("open.md:3: warning:"))
            let listed = try guides(result.stdout)
            let block = try #require((listed.first?["blocks"] as? [[String: Any]])?.first)
            #expect(block["line"] as? Int == 3)
        }
    }

    @Test func badGuideAmongGoodOnesExitsTwoButListsTheRest() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("# Good\n\n```swift\nlet a = 1\n```\n", to: folder, "good.md")
            try TestSupport.write(Data([0x23, 0x20, 0xFF, 0x0A]), to: folder, "bad.md")
            let result = try TestSupport.runPlaybook(["list", "--format", "json", folder.path])
            #expect(result.status == 2)
            #expect(result.stderr.contains("bad.md:1: error:"))
            #expect(try guides(result.stdout).map { $0["path"] as? String } == ["good.md"])
        }
    }

    @Test func badConfigExitsTwo() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("# A\n", to: folder, "a.md")
            let config = try TestSupport.write("placeholders: [Name]\nsampels: []\n", to: folder, "custom.yml")
            let result = try TestSupport.runPlaybook(["list", "--config", config.path, folder.path])
            #expect(result.status == 2)
            #expect(result.stderr.contains("\(config.path):2:1: error: unknown key `sampels`"))
        }
    }

    @Test(arguments: [
        ["list", "--format", "xml"],
        ["list", "--no-such-flag"],
        ["no-such-command"],
    ])
    func badUsageExitsTwo(_ arguments: [String]) throws {
        let result = try TestSupport.runPlaybook(arguments)
        #expect(result.status == 2, "stdout: \(result.stdout) stderr: \(result.stderr)")
        #expect(!result.stderr.isEmpty)
        #expect(result.stdout.isEmpty)
    }

    @Test func helpExitsZero() throws {
        let result = try TestSupport.runPlaybook(["list", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--format"))
    }

    @Test(.enabled(if: TestSupport.seedsAvailable, "seed guides not found (set PLAYBOOK_SEEDS)"))
    func jsonOverTheSeedsMatchesCmarkLines() throws {
        let paths = try SeedExtractionTests.expectations.map { try TestSupport.seed($0.file).path }
        let result = try TestSupport.runPlaybook(["list", "--format", "json"] + paths)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        // Seed 002's lost line breaks are reported, on stderr only.
        #expect(result.stderr.contains("002_d76c42ed96511a00.txt:1: warning:"))
        let listed = try guides(result.stdout)
        let lines = listed.map { guide in (guide["blocks"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? Int }
        }
        #expect(lines == SeedExtractionTests.expectations.map { $0.fences.map(\.line) })
    }
}
