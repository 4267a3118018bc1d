import Foundation
import Testing

@testable import PlaybookCore

/// The five seed guides (markdown despite `.txt`), with exact expectations.
/// Fence lines were checked by hand against cmark-gfm's own CLI:
/// `cmark-gfm --sourcepos -e table -e strikethrough -e autolink -e tagfilter -e tasklist -t xml FILE`.
/// The seeds live outside the repo: `PLAYBOOK_SEEDS`, else `<package root>/../shared/seeds`.
@Suite(.enabled(if: TestSupport.seedsAvailable, "seed guides not found (set PLAYBOOK_SEEDS)"))
struct SeedExtractionTests {
    struct Expectation: Sendable, CustomTestStringConvertible {
        var file: String
        var title: String
        var swiftBlocks: Int
        /// (opening fence line, closing fence line, language) of every block, cmark-gfm's `sourcepos`.
        var fences: [(line: Int, endLine: Int, language: String)]

        var testDescription: String { file }
    }

    static let expectations: [Expectation] = [
        Expectation(
            file: "000_0b00a7adb084b832.txt", title: "Skill: ViewModel", swiftBlocks: 20,
            fences: [
                (18, 38, ""), (52, 72, "swift"), (84, 105, "swift"), (111, 134, "swift"), (140, 176, "swift"),
                (193, 227, "swift"), (242, 255, "swift"), (264, 277, "swift"), (281, 292, "swift"), (302, 325, "swift"),
                (335, 346, "swift"), (352, 360, "swift"), (368, 420, "swift"), (432, 443, "swift"), (449, 464, "swift"),
                (474, 481, "swift"), (485, 506, "swift"), (510, 529, "swift"), (537, 634, "swift"), (648, 670, "swift"),
                (676, 719, "swift"),
            ]),
        Expectation(
            file: "001_eb02261a1d4d4502.txt", title: "How To: Create ViewModel", swiftBlocks: 24,
            fences: [
                (24, 37, ""), (107, 112, "swift"), (120, 140, "swift"), (146, 163, "swift"), (169, 211, "swift"),
                (223, 245, "swift"), (251, 261, "swift"), (267, 339, "swift"), (354, 382, "swift"), (388, 503, "swift"),
                (515, 538, "swift"), (546, 556, "swift"), (562, 631, "swift"), (639, 667, "swift"), (673, 799, "swift"),
                (809, 823, "swift"), (827, 835, "swift"), (841, 944, "swift"), (955, 1050, "swift"),
                (1062, 1067, "swift"),
                (1071, 1080, "swift"), (1086, 1132, "swift"), (1138, 1156, "swift"), (1160, 1175, "swift"),
                (1179, 1254, "swift"),
            ]),
        Expectation(file: "002_d76c42ed96511a00.txt", title: "002_d76c42ed96511a00", swiftBlocks: 0, fences: []),
        Expectation(
            file: "003_8a79ce74d72325af.txt", title: "iOS Create ViewModel Skill", swiftBlocks: 15,
            fences: [
                (38, 96, "swift"), (101, 106, "swift"), (109, 113, "swift"), (116, 131, "swift"), (135, 160, "swift"),
                (165, 191, "swift"), (194, 210, "swift"), (213, 240, "swift"), (244, 281, "swift"), (285, 307, "swift"),
                (311, 326, "swift"), (330, 523, "swift"), (588, 614, "swift"), (618, 638, "swift"), (642, 672, "swift"),
            ]),
        Expectation(
            file: "004_5208d6568dcabe48.txt", title: "ViewModel Design", swiftBlocks: 6,
            fences: [
                (7, 76, "swift"), (82, 147, "swift"), (153, 225, "swift"), (231, 279, "swift"), (285, 373, "swift"),
                (379, 450, "swift"),
            ]),
    ]

    /// Loads one seed through the same path `playbook list` uses.
    private func load(_ name: String) throws -> (guide: Guide, diagnostics: [Diagnostic]) {
        let url = try TestSupport.seed(name)
        let result = GuideLoader.load(paths: [url.path])
        let guide = try #require(result.guides.first, "\(name) did not load: \(result.diagnostics)")
        return (guide, result.diagnostics)
    }

    @Test func seedsFolderExists() {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: TestSupport.seedsFolder.path, isDirectory: &isFolder)
        #expect(
            exists && isFolder.boolValue,
            "PLAYBOOK_SEEDS or ../shared/seeds must be a folder: \(TestSupport.seedsFolder.path)")
    }

    @Test(arguments: expectations)
    func seedBlocks(_ expected: Expectation) throws {
        let (guide, _) = try load(expected.file)
        #expect(guide.title == expected.title)
        #expect(guide.blocks.filter(\.isSwift).count == expected.swiftBlocks)
        #expect(guide.blocks.map(\.line) == expected.fences.map(\.line))
        #expect(guide.blocks.map(\.endLine) == expected.fences.map(\.endLine))
        #expect(guide.blocks.map(\.language) == expected.fences.map(\.language))
        #expect(guide.blocks.map(\.contentLine) == expected.fences.map { $0.line + 1 })
        #expect(guide.blocks.map(\.index) == Array(0..<expected.fences.count))
        #expect(guide.blocks.allSatisfy { $0.closed && !$0.hidden && $0.attributes.isEmpty })
    }

    @Test func seed000() throws {
        let (guide, diagnostics) = try load("000_0b00a7adb084b832.txt")
        #expect(diagnostics.isEmpty)
        #expect(guide.frontMatter["name"] == "viewmodel")
        #expect(guide.frontMatter["title"] == nil)
        // The front matter's lines are blanked, not removed.
        #expect(guide.headings.first?.line == 6)
        let targets = guide.blocks.compactMap { block in block.targetFile.map { (block.line, $0) } }
        #expect(targets.map(\.0) == [648, 676])
        #expect(
            targets.map(\.1) == [
                "Sources/Presentation/CharacterList/ViewModels/CharacterListViewState.swift",
                "Sources/Presentation/CharacterList/ViewModels/CharacterListViewModel.swift",
            ])
        #expect(
            guide.blocks.first { $0.line == 302 }?.headingPath
                == ["Skill: ViewModel", "Preventing Unnecessary Reloads", "Pattern: loadIfNeeded() + private load()"])
        #expect(guide.blocks.first { $0.line == 648 }?.code.hasPrefix("// Sources/Presentation/CharacterList/") == true)
    }

    @Test func seed001CreateStepsHaveTargetFiles() throws {
        let (guide, diagnostics) = try load("001_eb02261a1d4d4502.txt")
        #expect(diagnostics.isEmpty)
        let contract = "Sources/Presentation/{Screen}/ViewModels/{Screen}ViewModelContract.swift"
        let viewModel = "Sources/Presentation/{Screen}/ViewModels/{Screen}ViewModel.swift"
        let viewState = "Sources/Presentation/{Screen}/ViewModels/{Screen}ViewState.swift"
        let mock = "Tests/Shared/Mocks/{Screen}ViewModelMock.swift"
        let tests = "Tests/Unit/Presentation/{Screen}/ViewModels/{Screen}ViewModelTests.swift"
        let expected: [(line: Int, target: String?)] = [
            (24, nil),
            // Step 3a — Stateless
            (107, contract), (120, viewModel), (146, mock), (169, tests),
            // Step 3b — Stateful Detail
            (223, viewState), (251, contract), (267, viewModel), (354, mock), (388, tests),
            // Step 3c — Stateful List
            (515, viewState), (546, contract), (562, viewModel), (639, mock), (673, tests),
            // Steps 3d and 3e name no files.
            (809, nil), (827, nil), (841, nil), (955, nil), (1062, nil), (1071, nil), (1086, nil), (1138, nil),
            (1160, nil), (1179, nil),
        ]
        #expect(guide.blocks.map(\.line) == expected.map(\.line))
        #expect(guide.blocks.map(\.targetFile) == expected.map(\.target))

        let block = try #require(guide.blocks.first { $0.line == 267 })
        #expect(block.headingPath == ["How To: Create ViewModel", "Step 3b — Stateful Detail", "3. Create ViewModel"])
        let anchors = guide.headings.map(\.anchor)
        #expect(anchors.contains("step-3a--stateless"))
        #expect(anchors.contains("step-3b--stateful-detail"))
        // "### Contract" and "### Tests" appear in both 3d and 3e.
        #expect(anchors.filter { $0.hasPrefix("contract") } == ["contract", "contract-1"])
        #expect(guide.links.first == Guide.Link(destination: "create-usecase.md", text: "Create UseCase", line: 11))
    }

    @Test func seed002LostItsLineBreaks() throws {
        let (guide, diagnostics) = try load("002_d76c42ed96511a00.txt")
        #expect(guide.blocks.isEmpty)
        #expect(diagnostics.count == 1)
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.line == 1)
        #expect(warning.file?.hasSuffix("002_d76c42ed96511a00.txt") == true)
        #expect(warning.message.contains("no line breaks"))
    }

    @Test func seed003TargetsFromFirstLineComments() throws {
        let (guide, diagnostics) = try load("003_8a79ce74d72325af.txt")
        #expect(diagnostics.isEmpty)
        let targets = guide.blocks.compactMap { block in block.targetFile.map { (block.line, $0) } }
        #expect(targets.map(\.0) == [38, 330])
        #expect(
            targets.map(\.1) == [
                "ViewModels/[FeatureName]/[ViewName]ViewModel.swift", "Tests/ViewModels/[ViewName]ViewModelTests.swift",
            ])
    }

    @Test func seed004HasNoTargets() throws {
        let (guide, diagnostics) = try load("004_5208d6568dcabe48.txt")
        #expect(diagnostics.isEmpty)
        #expect(guide.blocks.allSatisfy { $0.targetFile == nil })
        #expect(
            guide.blocks.map(\.headingPath.last) == [
                "One ViewModel Per Screen", "Public Read-Only State", "Actions as Methods",
                "Lifecycle with .task Modifier", "State Enum for Complex States",
                "Dependency Injection via Initializer",
            ])
    }

    @Test func allSeedsTogetherThroughTheWorkspace() throws {
        let paths = try Self.expectations.map { try TestSupport.seed($0.file).path }
        let workspace = Workspace.open(paths: paths, configFile: nil)
        #expect(!workspace.diagnostics.hasErrors)
        #expect(workspace.guides.map { $0.blocks.count } == [21, 25, 0, 15, 6])
        #expect(workspace.guides.map { $0.blocks.filter(\.isSwift).count } == [20, 24, 0, 15, 6])
    }
}
