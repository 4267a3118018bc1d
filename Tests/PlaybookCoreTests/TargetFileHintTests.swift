import Testing

@testable import PlaybookCore

/// Every form of "this code goes in that file" the guides use, checked through extraction.
@Suite struct TargetFileHintTests {
    private func targets(_ markdown: String) -> [String?] {
        TestSupport.extract(markdown).guide.blocks.map(\.targetFile)
    }

    @Test func paragraphWithCreateCodeSpan() {
        let markdown = """
            ### 2. Create ViewModel

            Create `Sources/Presentation/{Screen}/ViewModels/{Screen}ViewModel.swift`:

            ```swift
            final class {Screen}ViewModel {}
            ```
            """
        #expect(targets(markdown) == ["Sources/Presentation/{Screen}/ViewModels/{Screen}ViewModel.swift"])
    }

    @Test func paragraphWithPathLabel() {
        let markdown = "Path: `Tests/Shared/Mocks/{Screen}NavigatorMock.swift`\n\n```swift\nfinal class M {}\n```\n"
        #expect(targets(markdown) == ["Tests/Shared/Mocks/{Screen}NavigatorMock.swift"])
    }

    @Test func paragraphPicksTheSwiftSpanAmongOthers() {
        let markdown =
            "Add `import Foundation` to `Sources/App/Models/User.swift` (not `Package.swift x`):\n\n```swift\nstruct "
            + "User {}\n```\n"
        #expect(targets(markdown) == ["Sources/App/Models/User.swift"])
    }

    @Test func paragraphWithoutSwiftSpanGivesNothing() {
        let markdown =
            "Edit `Package.resolved` and `README.md`, or Sources/App/X.swift in plain text:\n\n```swift\nlet a = "
            + "1\n```\n"
        #expect(targets(markdown) == [nil])
    }

    @Test func spanThatIsOnlyTheExtensionOrHasSpacesIsNotAPath() {
        #expect(targets("Files ending in `.swift`:\n\n```swift\nlet a = 1\n```\n") == [nil])
        #expect(targets("Open `My File.swift`:\n\n```swift\nlet a = 1\n```\n") == [nil])
    }

    @Test func onlyTheParagraphJustBeforeTheBlockCounts() {
        let markdown = """
            Create `Sources/A.swift`:

            Then add this code:

            ```swift
            let a = 1
            ```
            """
        #expect(targets(markdown) == [nil])
    }

    @Test func paragraphHintAppliesToOneBlockOnly() {
        let markdown = "Create `Sources/A.swift`:\n\n```swift\nlet a = 1\n```\n\n```swift\nlet b = 1\n```\n"
        #expect(targets(markdown) == ["Sources/A.swift", nil])
    }

    @Test func listItemBeforeAnUnindentedFence() {
        let markdown = """
            1. Create `Sources/Feature/{Name}Repository.swift`:
            ```swift
            protocol {Name}Repository {}
            ```
            """
        #expect(targets(markdown) == ["Sources/Feature/{Name}Repository.swift"])
    }

    @Test func fenceInsideTheListItemUsesTheItemParagraph() {
        let markdown = """
            1. Create `Sources/Feature/{Name}UseCase.swift`:

               ```swift
               struct {Name}UseCase {}
               ```
            """
        #expect(targets(markdown) == ["Sources/Feature/{Name}UseCase.swift"])
    }

    @Test func headingWithFileNameAndFolder() {
        let markdown = """
            ### {Screen}ViewModel.swift — `Sources/Presentation/{Screen}/ViewModels/`

            ```swift
            final class {Screen}ViewModel {}
            ```
            """
        #expect(targets(markdown) == ["Sources/Presentation/{Screen}/ViewModels/{Screen}ViewModel.swift"])
    }

    @Test func headingWithFullPathSpan() {
        let markdown = "## The mock: `Tests/Shared/Mocks/XMock.swift`\n\n```swift\nfinal class XMock {}\n```\n"
        #expect(targets(markdown) == ["Tests/Shared/Mocks/XMock.swift"])
    }

    @Test func headingHintReachesPastParagraphsToTheFirstBlock() {
        let markdown = """
            ### {Screen}ViewModel.swift — `Sources/Presentation/{Screen}/ViewModels/`

            The view model owns the state.

            ```swift
            final class {Screen}ViewModel {}
            ```

            ```swift
            extension {Screen}ViewModel {}
            ```
            """
        #expect(targets(markdown) == ["Sources/Presentation/{Screen}/ViewModels/{Screen}ViewModel.swift", nil])
    }

    @Test func headingWithoutFolderSpanGivesNothing() {
        #expect(targets("### {Screen}ViewModel.swift\n\n```swift\nlet a = 1\n```\n") == [nil])
        #expect(targets("### Create ViewModel — `Sources/Presentation/`\n\n```swift\nlet a = 1\n```\n") == [nil])
    }

    @Test func firstLineComment() {
        let markdown =
            "```swift\n// Sources/Presentation/CharacterList/ViewModels/CharacterListViewModel.swift\nimport "
            + "Foundation\n```\n"
        #expect(targets(markdown) == ["Sources/Presentation/CharacterList/ViewModels/CharacterListViewModel.swift"])
    }

    @Test func firstLineCommentWithLabel() {
        #expect(targets("```swift\n// File: Sources/A.swift\n```\n") == ["Sources/A.swift"])
        #expect(targets("```swift\n//Path: Tests/B.swift\n```\n") == ["Tests/B.swift"])
        #expect(targets("```swift\n   // Sources/C.swift   \nlet c = 1\n```\n") == ["Sources/C.swift"])
    }

    @Test func commentThatIsNotAPathOrNotFirstGivesNothing() {
        #expect(targets("```swift\n// Bad - god-object ViewModel\nclass A {}\n```\n") == [nil])
        #expect(targets("```swift\nimport Foundation\n// Sources/A.swift\n```\n") == [nil])
        #expect(targets("```swift\n/* Sources/A.swift */\n```\n") == [nil])
    }

    @Test func fileAttribute() {
        #expect(
            targets("```swift file=Sources/Explicit/X.swift skip\nlet a = 1\n```\n") == ["Sources/Explicit/X.swift"])
    }

    @Test func strongestHintWins() {
        // file= beats the first-line comment, which beats the paragraph, which beats the heading.
        let markdown = """
            ### Heading.swift — `Sources/FromHeading/`

            Create `Sources/FromParagraph.swift`:

            ```swift file=Sources/FromAttribute.swift
            // Sources/FromComment.swift
            ```

            ### Heading.swift — `Sources/FromHeading/`

            Create `Sources/FromParagraph.swift`:

            ```swift
            // Sources/FromComment.swift
            ```

            ### Heading.swift — `Sources/FromHeading/`

            Create `Sources/FromParagraph.swift`:

            ```swift
            let a = 1
            ```

            ### Heading.swift — `Sources/FromHeading/`

            ```swift
            let a = 1
            ```
            """
        #expect(
            targets(markdown) == [
                "Sources/FromAttribute.swift",
                "Sources/FromComment.swift",
                "Sources/FromParagraph.swift",
                "Sources/FromHeading/Heading.swift",
            ])
    }

    @Test func paragraphHintNeverCrossesAHeading() {
        let markdown = """
            ## Step 1

            Create `Sources/A.swift`:

            ## Step 2

            ```swift
            let a = 1
            ```
            """
        #expect(targets(markdown) == [nil])
    }

    @Test func headingHintNeverCrossesIntoAnotherSection() {
        let markdown = """
            ### {Screen}ViewModel.swift — `Sources/Presentation/{Screen}/ViewModels/`

            No code in this section.

            ### Another section

            ```swift
            let a = 1
            ```

            #### Deeper section

            ```swift
            let b = 1
            ```
            """
        #expect(targets(markdown) == [nil, nil])
    }

    @Test func headingHintDoesNotLeakIntoASubsection() {
        let markdown = """
            ## {Screen}View.swift — `Sources/Presentation/{Screen}/Views/`

            ### Preview

            ```swift
            #Preview {}
            ```
            """
        #expect(targets(markdown) == [nil])
    }

    @Test func placeholdersStayAsWritten() {
        let markdown = "Create `Sources/<Feature>/[ViewName]View.swift`:\n\n```swift\nstruct V {}\n```\n"
        #expect(targets(markdown) == ["Sources/<Feature>/[ViewName]View.swift"])
    }

    @Test func resolveDirectly() {
        #expect(
            TargetFileHint.resolve(attributes: ["file=Sources/X.swift"], code: "", previous: nil, heading: "H.swift")
                == "Sources/X.swift")
        #expect(
            TargetFileHint.resolve(attributes: [], code: "", previous: nil, heading: "Sources/H.swift")
                == "Sources/H.swift")
        #expect(TargetFileHint.resolve(attributes: [], code: "let a = 1\n", previous: nil, heading: nil) == nil)
        #expect(TargetFileHint.fromFirstLineComment("") == nil)
    }
}
