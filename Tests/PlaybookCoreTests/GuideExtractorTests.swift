import Testing

@testable import PlaybookCore

/// Extraction of one guide: headings, title, front matter, links, blocks, hidden blocks.
@Suite struct GuideExtractorTests {
    private func extract(
        _ markdown: String, path: String = "guides/create-viewmodel.md"
    ) -> (guide: Guide, diagnostics: [Diagnostic]) {
        TestSupport.extract(markdown, path: path)
    }

    // MARK: Headings

    @Test func headingPathsFollowTheOutline() throws {
        let markdown = """
            # How To: Create ViewModel

            ```swift
            let top = 1
            ```

            ## Step 3b — Stateful Detail

            ### 3. Create ViewModel

            ```swift
            let deep = 1
            ```

            ## Step 3c — Stateful List

            ```swift
            let sibling = 1
            ```

            #### Skipped level

            ```swift
            let skipped = 1
            ```

            # Second Title

            ```swift
            let second = 1
            ```
            """
        let (guide, diagnostics) = extract(markdown)
        #expect(diagnostics.isEmpty)
        #expect(
            guide.blocks.map(\.headingPath) == [
                ["How To: Create ViewModel"],
                ["How To: Create ViewModel", "Step 3b — Stateful Detail", "3. Create ViewModel"],
                ["How To: Create ViewModel", "Step 3c — Stateful List"],
                ["How To: Create ViewModel", "Step 3c — Stateful List", "Skipped level"],
                ["Second Title"],
            ])
        #expect(guide.headings.map(\.level) == [1, 2, 3, 2, 4, 1])
        #expect(guide.headings.map(\.line) == [1, 7, 9, 15, 21, 27])
    }

    @Test func blockBeforeAnyHeadingHasEmptyPath() throws {
        let (guide, _) = extract("```swift\nlet a = 1\n```\n\n# Later\n")
        #expect(guide.blocks.first?.headingPath == [])
    }

    @Test func headingTextIsPlainTextWithCodeSpans() throws {
        let (guide, _) = extract("### ViewState `==` Operator\n\n## **Bold** and [link](x.md)\n")
        #expect(guide.headings.map(\.text) == ["ViewState == Operator", "Bold and link"])
        #expect(guide.headings.map(\.anchor) == ["viewstate--operator", "bold-and-link"])
    }

    @Test func setextHeadingsCount() throws {
        let (guide, _) = extract(
            "Title Here\n==========\n\nSection\n-------\n\n```swift\nlet a = 1\n```\n", path: "x.md")
        #expect(guide.title == "Title Here")
        #expect(guide.blocks.first?.headingPath == ["Title Here", "Section"])
        #expect(guide.headings.map(\.line) == [1, 4])
    }

    @Test func anchorsAreGitHubSlugsAndUnique() throws {
        let (guide, _) = extract("# Guide\n\n## Step 3a — Stateless\n\n### Tests\n\n### Tests\n\n### Tests\n")
        #expect(guide.headings.map(\.anchor) == ["guide", "step-3a--stateless", "tests", "tests-1", "tests-2"])
    }

    // MARK: Title

    @Test func titleFromFrontMatterWins() throws {
        let (guide, _) = extract("---\ntitle: From Front Matter\n---\n# From Heading\n")
        #expect(guide.title == "From Front Matter")
    }

    @Test func titleFromFirstH1() throws {
        let (guide, _) = extract("## Not This\n\n# From Heading\n\n# Not The Second\n")
        #expect(guide.title == "From Heading")
    }

    @Test func titleFromFileNameWhenNoH1() throws {
        #expect(
            extract("## Only a subheading\n", path: "guides/nested/create-usecase.md").guide.title == "create-usecase")
        #expect(extract("", path: "README").guide.title == "README")
        #expect(extract("text", path: "notes.v2.txt").guide.title == "notes.v2")
        #expect(extract("text", path: ".hidden").guide.title == ".hidden")
    }

    // MARK: Front matter

    @Test func frontMatterIsBlankedWithLinesPreserved() throws {
        let markdown = """
            ---
            title: Create ViewModel
            owner: ios
            tags: [a, b]
            ---
            # Heading

            ```swift
            let a = 1
            ```

            """
        let (guide, diagnostics) = extract(markdown)
        #expect(diagnostics.isEmpty)
        #expect(guide.frontMatter == ["title": "Create ViewModel", "owner": "ios"])
        #expect(
            guide.markdown.split(separator: "\n", omittingEmptySubsequences: false).count
                == markdown.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(guide.markdown.hasPrefix("\n\n\n\n\n# Heading"))
        #expect(!guide.markdown.contains("owner"))
        // A front matter `---` must not turn into a thematic break or setext heading.
        #expect(guide.headings.map(\.text) == ["Heading"])
        #expect(guide.headings.first?.line == 6)
        #expect(guide.blocks.first?.line == 8)
    }

    @Test func frontMatterWithCRLF() throws {
        let markdown = "---\r\ntitle: Windows Guide\r\n---\r\n# Heading\r\n\r\n```swift\r\nlet a = 1\r\n```\r\n"
        let (guide, diagnostics) = extract(markdown)
        #expect(diagnostics.isEmpty)
        #expect(guide.frontMatter["title"] == "Windows Guide")
        #expect(guide.title == "Windows Guide")
        #expect(guide.headings.map(\.text) == ["Heading"])
        #expect(guide.headings.first?.line == 4)
        #expect(guide.blocks.first?.line == 6)
    }

    @Test func frontMatterEndedByDots() throws {
        let (guide, _) = extract("---\ntitle: Dots\n...\n# H\n")
        #expect(guide.title == "Dots")
        #expect(guide.headings.first?.line == 4)
    }

    @Test func invalidFrontMatterIsAnErrorWithItsLine() throws {
        let (guide, diagnostics) = extract("---\ntitle: ok\nbad: [unclosed\n---\n# H\n")
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.file == "guides/create-viewmodel.md")
        #expect(error.message.contains("front matter"))
        // The unclosed `[` is found at the end of the YAML, on the closing `---` line.
        #expect(error.line == 4)
        // The guide is still extracted.
        #expect(guide.headings.first?.line == 5)
    }

    @Test func unterminatedFrontMatterIsLeftAsMarkdown() throws {
        let (guide, _) = extract("---\ntitle: never closed\n\n# Heading\n")
        #expect(guide.frontMatter.isEmpty)
        #expect(guide.title == "Heading")
    }

    @Test func byteOrderMarkIsRemovedAndLinesKept() throws {
        let (guide, diagnostics) = extract("\u{FEFF}---\ntitle: Marked\n---\n# H\n\n```swift\nlet a = 1\n```\n")
        #expect(diagnostics.isEmpty)
        #expect(guide.title == "Marked")
        #expect(!guide.markdown.hasPrefix("\u{FEFF}"))
        #expect(guide.blocks.first?.line == 6)
    }

    // MARK: Links

    @Test func linksCarryTheirLines() throws {
        let markdown = """
            # Guide [anchor](#top)

            See [Create UseCase](create-usecase.md) and
            [Create Feature](create-feature.md#wiring "Wiring").

            | Need | Go |
            |------|----|
            | Tracker | [Create Tracker](create-tracker.md) |

            - item with <https://example.com/x>

            ```swift
            // [not a link](ignored.md)
            ```
            """
        let (guide, _) = extract(markdown)
        #expect(
            guide.links == [
                Guide.Link(destination: "#top", text: "anchor", line: 1),
                Guide.Link(destination: "create-usecase.md", text: "Create UseCase", line: 3),
                Guide.Link(destination: "create-feature.md#wiring", text: "Create Feature", line: 4),
                Guide.Link(destination: "create-tracker.md", text: "Create Tracker", line: 8),
                Guide.Link(destination: "https://example.com/x", text: "https://example.com/x", line: 10),
            ])
    }

    // MARK: Blocks

    @Test func blockFieldsForAFencedBlock() throws {
        let (guide, _) = extract("# T\n\n```swift skip unit=Detail\nlet a = 1\nlet b = 2\n```\n")
        let block = try #require(guide.blocks.first)
        #expect(block.index == 0)
        #expect(block.language == "swift")
        #expect(block.isSwift)
        #expect(block.attributes == ["skip", "unit=Detail"])
        #expect(block.has("skip"))
        #expect(!block.has("syntax-only"))
        #expect(block.value(of: "unit") == "Detail")
        #expect(block.value(of: "file") == nil)
        #expect(block.code == "let a = 1\nlet b = 2\n")
        #expect(block.line == 3)
        #expect(block.contentLine == 4)
        #expect(block.endLine == 6)
        #expect(block.closed)
        #expect(!block.hidden)
        #expect(block.targetFile == nil)
    }

    @Test func attributesSplitOnSpacesAndTabs() throws {
        let (guide, _) = extract("```Swift  syntax-only\texpect-error   platform=apple\n```\n")
        let block = try #require(guide.blocks.first)
        #expect(block.language == "Swift")
        #expect(block.isSwift)
        #expect(block.attributes == ["syntax-only", "expect-error", "platform=apple"])
        #expect(block.value(of: "platform") == "apple")
    }

    @Test func everyFencedBlockIsKeptNotOnlySwift() throws {
        let (guide, _) = extract("```\nplain\n```\n\n```bash\nmake\n```\n\n```swift\nlet a = 1\n```\n")
        #expect(guide.blocks.map(\.language) == ["", "bash", "swift"])
        #expect(guide.blocks.map(\.index) == [0, 1, 2])
        #expect(guide.blocks.filter(\.isSwift).count == 1)
    }

    @Test func indentedCodeBlockHasEmptyLanguage() throws {
        let (guide, _) = extract("# T\n\nParagraph.\n\n    let indented = 1\n    let more = 2\n")
        let block = try #require(guide.blocks.first)
        #expect(block.language == "")
        #expect(block.attributes == [])
        #expect(!block.isSwift)
        #expect(block.code == "let indented = 1\nlet more = 2\n")
        #expect(block.line == 5)
        #expect(block.contentLine == 5)
        #expect(block.endLine == 6)
        #expect(block.closed)
    }

    @Test func blocksInListsAndQuotesAreFoundInOrder() throws {
        let markdown = """
            # T

            1. First:

               ```swift
               let inList = 1
               ```

            > ```swift
            > let inQuote = 1
            > ```

            ```swift
            let top = 1
            ```
            """
        let (guide, _) = extract(markdown)
        #expect(guide.blocks.map(\.line) == [5, 9, 13])
        #expect(guide.blocks.map(\.code) == ["let inList = 1\n", "let inQuote = 1\n", "let top = 1\n"])
        #expect(guide.blocks.map(\.column) == [4, 3, 1])
        #expect(guide.blocks.map(\.index) == [0, 1, 2])
    }

    @Test func unclosedFenceIsListedWithAWarning() throws {
        let (guide, diagnostics) = extract("# T\n\n```swift\nlet a = 1\n", path: "open.md")
        let block = try #require(guide.blocks.first)
        #expect(!block.closed)
        #expect(block.line == 3)
        #expect(block.code == "let a = 1\n")
        #expect(diagnostics.count == 1)
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.file == "open.md")
        #expect(warning.line == 3)
        #expect(warning.message.contains("never closed"))
    }

    @Test func lostLineBreaksWarning() throws {
        let (guide, diagnostics) = extract("# Title ```swift let a = 1 ``` more text", path: "flat.md")
        #expect(guide.blocks.isEmpty)
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.file == "flat.md")
        #expect(warning.line == 1)
        #expect(warning.message.contains("no line breaks"))
        // A one-line file without fence markers is fine.
        #expect(extract("# Just a title").diagnostics.isEmpty)
        // A file with line breaks and fences is fine.
        #expect(extract("```swift\nlet a = 1\n```\n").diagnostics.isEmpty)
    }

    // MARK: Hidden blocks

    @Test func hiddenBlockJoinsTheGuide() throws {
        let markdown = """
            # Guide

            ## Setup

            <!-- playbook:hidden swift unit=Detail file=Sources/Support/Entity.swift
            struct Character {
                let name: String
            }
            -->

            ```swift
            let shown = Character(name: "A")
            ```
            """
        let (guide, diagnostics) = extract(markdown)
        #expect(diagnostics.isEmpty)
        #expect(guide.blocks.count == 2)
        let hidden = guide.blocks[0]
        #expect(hidden.hidden)
        #expect(hidden.index == 0)
        #expect(hidden.language == "swift")
        #expect(hidden.attributes == ["unit=Detail", "file=Sources/Support/Entity.swift"])
        #expect(hidden.code == "struct Character {\n    let name: String\n}\n")
        #expect(hidden.line == 5)
        #expect(hidden.contentLine == 6)
        #expect(hidden.endLine == 9)
        #expect(hidden.headingPath == ["Guide", "Setup"])
        #expect(hidden.targetFile == "Sources/Support/Entity.swift")
        #expect(!guide.blocks[1].hidden)
        #expect(guide.blocks[1].index == 1)
        #expect(guide.blocks[1].line == 11)
    }

    @Test func hiddenBlockDefaultsToSwiftAndMayCloseAfterCode() throws {
        let (guide, _) = extract("<!-- playbook:hidden\nlet a = 1\nlet b = 2 -->\n\nafter\n")
        let hidden = try #require(guide.blocks.first)
        #expect(hidden.hidden)
        #expect(hidden.language == "swift")
        #expect(hidden.attributes == [])
        #expect(hidden.code == "let a = 1\nlet b = 2 \n")
        #expect(hidden.line == 1)
        #expect(hidden.contentLine == 2)
        #expect(hidden.endLine == 3)
    }

    @Test func hiddenBlockFirstLineCommentGivesTargetFile() throws {
        let (guide, _) = extract("<!-- playbook:hidden swift\n// Tests/Shared/Mocks/X.swift\nfinal class X {}\n-->\n")
        #expect(guide.blocks.first?.targetFile == "Tests/Shared/Mocks/X.swift")
    }

    @Test func hiddenBlockWithCRLF() throws {
        let (guide, _) = extract("# T\r\n\r\n<!-- playbook:hidden swift\r\nlet a = 1\r\n-->\r\n")
        let hidden = try #require(guide.blocks.first)
        #expect(hidden.code == "let a = 1\n")
        #expect(hidden.line == 3)
        #expect(hidden.endLine == 5)
    }

    @Test func ordinaryCommentsAreNotHiddenBlocks() throws {
        let (guide, diagnostics) = extract(
            "<!-- a note for editors -->\n\n<!-- playbook: hidden? no -->\n\n<div>html</div>\n")
        #expect(guide.blocks.isEmpty)
        #expect(diagnostics.isEmpty)
    }

    @Test func hiddenBlockNeverClosedWarns() throws {
        let (guide, diagnostics) = extract("# T\n\n<!-- playbook:hidden swift\nlet a = 1\n", path: "h.md")
        #expect(guide.blocks.isEmpty)
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.file == "h.md")
        #expect(warning.line == 3)
        #expect(warning.message.contains("-->"))
    }

    // MARK: The fixture guide

    @Test func fixtureGuide() throws {
        let url = try TestSupport.fixture("guides/create-viewmodel.md")
        let markdown = try String(contentsOf: url, encoding: .utf8)
        let (guide, diagnostics) = extract(markdown, path: "create-viewmodel.md")
        #expect(diagnostics.isEmpty)
        #expect(guide.title == "Create a ViewModel")
        #expect(guide.frontMatter == ["title": "Create a ViewModel", "owner": "ios-platform"])
        #expect(guide.links.map(\.line) == [7])
        #expect(guide.blocks.map(\.line) == [13, 23, 29, 35])
        #expect(guide.blocks.map(\.hidden) == [false, false, true, false])
        #expect(guide.blocks.map(\.language) == ["swift", "swift", "swift", ""])
        #expect(
            guide.blocks.map(\.targetFile) == [
                "Sources/Presentation/{Screen}/ViewModels/{Screen}ViewModelContract.swift",
                "Tests/Shared/Mocks/{Screen}ViewModelMock.swift",
                nil,
                nil,
            ])
    }
}
