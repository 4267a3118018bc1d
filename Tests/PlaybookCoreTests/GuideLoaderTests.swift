import Foundation
import Testing

@testable import PlaybookCore

/// Reading guides from disk, and every kind of bad input the loader must survive.
@Suite struct GuideLoaderTests {
    @Test func folderIsSearchedRecursivelyForGuides() throws {
        let folder = try TestSupport.fixture("guides")
        let result = GuideLoader.load(paths: [folder.path])
        #expect(result.diagnostics.isEmpty)
        // .txt is skipped inside a folder, and so is the hidden folder; paths are relative and sorted.
        #expect(result.guides.map(\.path) == ["create-viewmodel.md", "nested/other.markdown"])
        #expect(result.guides.map(\.title) == ["Create a ViewModel", "Other Guide"])
        let other = try #require(result.guides.last)
        #expect(other.blocks.map(\.line) == [5, 9])
        #expect(other.blocks.map(\.language) == ["swift", ""])
        #expect(other.blocks.first?.targetFile == "Sources/Presentation/{Screen}/ViewModels/{Screen}ViewModel.swift")
    }

    @Test func fileOfAnyExtensionIsReadWhenNamed() throws {
        let file = try TestSupport.fixture("guides/notes.txt")
        let result = GuideLoader.load(paths: [file.path])
        #expect(result.diagnostics.isEmpty)
        #expect(result.guides.count == 1)
        #expect(result.guides.first?.path == file.path)
        #expect(result.guides.first?.blocks.map(\.line) == [3])
    }

    @Test func extensionsAreMatchedCaseInsensitively() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("# Upper\n", to: folder, "UPPER.MD")
            try TestSupport.write("# Long\n", to: folder, "b/long.Markdown")
            try TestSupport.write("# Not\n", to: folder, "c.mdx")
            let result = GuideLoader.load(paths: [folder.path])
            #expect(result.guides.map(\.path) == ["UPPER.MD", "b/long.Markdown"])
        }
    }

    @Test func missingPathIsAnError() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)").path
        let result = GuideLoader.load(paths: [missing])
        #expect(result.guides.isEmpty)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.file == missing)
        #expect(diagnostic.message.contains("no such file or folder"))
    }

    @Test func oneBadPathDoesNotHideTheOthers() throws {
        let good = try TestSupport.fixture("guides")
        let result = GuideLoader.load(paths: ["/definitely/not/here-\(UUID().uuidString)", good.path])
        #expect(result.guides.count == 2)
        #expect(result.diagnostics.hasErrors)
    }

    @Test func folderWithNoGuidesIsAnError() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("not a guide", to: folder, "notes.txt")
            try TestSupport.write("# hidden", to: folder, ".git/README.md")
            let result = GuideLoader.load(paths: [folder.path])
            #expect(result.guides.isEmpty)
            let diagnostic = try #require(result.diagnostics.first)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.file == folder.path)
            #expect(diagnostic.message.contains("no guides"))
        }
    }

    @Test func bytesThatAreNotUTF8NameTheLine() throws {
        try TestSupport.withTemporaryFolder { folder in
            var data = Data("# Title\n\nline three é ok\n".utf8)
            data.append(contentsOf: [0x62, 0x61, 0x64, 0xFF, 0xFE, 0x0A]) // "bad" then invalid bytes, on line 4
            data.append(Data("more\n".utf8))
            try TestSupport.write(data, to: folder, "latin1.md")
            try TestSupport.write("# Fine\n", to: folder, "fine.md")
            let result = GuideLoader.load(paths: [folder.path])
            // The good guide still loads.
            #expect(result.guides.map(\.path) == ["fine.md"])
            let diagnostic = try #require(result.diagnostics.first)
            #expect(result.diagnostics.count == 1)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.file == "latin1.md")
            #expect(diagnostic.line == 4)
            #expect(diagnostic.message.contains("UTF-8"))
        }
    }

    @Test func invalidUTF8OnTheFirstLine() throws {
        #expect(GuideLoader.firstInvalidUTF8Line(Data([0xC3, 0x28, 0x0A])) == 1)
        #expect(GuideLoader.firstInvalidUTF8Line(Data([0x0A, 0x0A, 0xE2, 0x82])) == 3)
    }

    @Test func emptyFileWarnsAndListsNothing() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("", to: folder, "empty.md")
            try TestSupport.write("\u{FEFF}\n  \n", to: folder, "blank.md")
            let result = GuideLoader.load(paths: [folder.path])
            #expect(result.guides.map(\.path) == ["blank.md", "empty.md"])
            #expect(result.guides.allSatisfy { $0.blocks.isEmpty })
            #expect(result.guides.map(\.title) == ["blank", "empty"])
            #expect(!result.diagnostics.hasErrors)
            #expect(result.diagnostics.map(\.file) == ["blank.md", "empty.md"])
            #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains("empty") })
        }
    }

    @Test func unclosedFenceIsListedWithAWarning() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(
                "# Open\n\nText.\n\n```swift\nlet a = 1\n\n## Looks like a heading\n", to: folder, "open.md")
            let result = GuideLoader.load(paths: [folder.path])
            let block = try #require(result.guides.first?.blocks.first)
            #expect(result.guides.first?.blocks.count == 1)
            #expect(block.line == 5)
            #expect(!block.closed)
            #expect(block.code == "let a = 1\n\n## Looks like a heading\n")
            let warning = try #require(result.diagnostics.first)
            #expect(warning.severity == .warning)
            #expect(warning.file == "open.md")
            #expect(warning.line == 5)
            #expect(!result.diagnostics.hasErrors)
        }
    }

    @Test func crlfAndByteOrderMarkKeepLinesRight() throws {
        try TestSupport.withTemporaryFolder { folder in
            let lines = [
                "# Windows Guide", "", "## Step", "", "Create `Sources/W.swift`:", "",
                "```swift", "let a = 1", "```", "", "<!-- playbook:hidden swift", "let hidden = 1", "-->", "",
                "    indented", "",
            ]
            let unix = lines.joined(separator: "\n")
            try TestSupport.write(unix, to: folder, "unix.md")
            try TestSupport.write("\u{FEFF}" + lines.joined(separator: "\r\n"), to: folder, "windows.md")
            try TestSupport.write("\u{FEFF}" + unix, to: folder, "marked.md")
            let result = GuideLoader.load(paths: [folder.path])
            #expect(result.diagnostics.isEmpty)
            #expect(result.guides.map(\.path) == ["marked.md", "unix.md", "windows.md"])
            for guide in result.guides {
                #expect(guide.title == "Windows Guide", "\(guide.path)")
                #expect(guide.headings.map(\.line) == [1, 3], "\(guide.path)")
                #expect(guide.blocks.map(\.line) == [7, 11, 15], "\(guide.path)")
                #expect(guide.blocks.map(\.endLine) == [9, 13, 15], "\(guide.path)")
                #expect(guide.blocks.map(\.code) == ["let a = 1\n", "let hidden = 1\n", "indented\n"], "\(guide.path)")
                #expect(guide.blocks.first?.targetFile == "Sources/W.swift", "\(guide.path)")
                #expect(guide.blocks.first?.closed == true, "\(guide.path)")
            }
        }
    }

    @Test func fiveMegabyteGuide() throws {
        try TestSupport.withTemporaryFolder { folder in
            let section = """
                ## Step {N}

                Create `Sources/Feature/Type{N}.swift`:

                ```swift
                struct Type{N} {
                    let value: Int
                    func doubled() -> Int { value * 2 }
                }
                ```

                Some explanation that pads the guide with ordinary prose, *emphasis*, `code` and a [link](other.md).

                """
            var text = "# Big Guide\n\n"
            var count = 0
            while text.utf8.count < 5 * 1024 * 1024 {
                text += section.replacingOccurrences(of: "{N}", with: String(count))
                count += 1
            }
            try TestSupport.write(text, to: folder, "big.md")
            let sectionLines = section.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            let result = GuideLoader.load(paths: [folder.path])
            #expect(result.diagnostics.isEmpty)
            let guide = try #require(result.guides.first)
            #expect(guide.blocks.count == count)
            #expect(guide.headings.count == count + 1)
            #expect(guide.links.count == count)
            // Lines stay exact to the end of the file.
            let last = try #require(guide.blocks.last)
            #expect(last.line == 3 + (count - 1) * sectionLines + 4)
            #expect(last.targetFile == "Sources/Feature/Type\(count - 1).swift")
            #expect(last.headingPath == ["Big Guide", "Step \(count - 1)"])
        }
    }

    @Test func guideWhoseLineBreaksWereLost() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(
                "# Guide ## Step ```swift struct A {} ``` ## Next ```swift struct B {} ```", to: folder, "flat.md")
            let result = GuideLoader.load(paths: [folder.path])
            #expect(result.guides.first?.blocks.isEmpty == true)
            let warning = try #require(result.diagnostics.first)
            #expect(warning.severity == .warning)
            #expect(warning.file == "flat.md")
            #expect(warning.line == 1)
            #expect(warning.message.contains("line breaks"))
        }
    }

    @Test func folderNamedLikeAGuideIsSearchedNotRead() throws {
        try TestSupport.withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("dir.md")
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
            try TestSupport.write("# Inner\n", to: path, "inner.md")
            // Named explicitly, it is a folder of guides.
            #expect(GuideLoader.load(paths: [path.path]).guides.map(\.path) == ["inner.md"])
            // Met while searching its parent, it is not mistaken for a guide file.
            let result = GuideLoader.load(paths: [folder.path])
            #expect(result.diagnostics.isEmpty)
            #expect(result.guides.map(\.path) == ["dir.md/inner.md"])
        }
    }

    @Test func workspaceFindsTheConfigBesideTheGuides() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("# A\n", to: folder, "a.md")
            try TestSupport.write(
                "title: Found\nplaceholders: [Name]\nsamples: [{Name: X}]\n", to: folder, "playbook.yml")
            let workspace = Workspace.open(paths: [folder.path], configFile: nil)
            #expect(workspace.diagnostics.isEmpty)
            #expect(workspace.config.title == "Found")
            #expect(workspace.guides.map(\.path) == ["a.md"])
        }
    }

    @Test func workspaceReportsABadConfigAndStillLoadsGuides() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("# A\n", to: folder, "a.md")
            let config = try TestSupport.write("titel: typo\n", to: folder, "playbook.yml")
            let workspace = Workspace.open(paths: [folder.path], configFile: nil)
            #expect(workspace.guides.count == 1)
            let diagnostic = try #require(workspace.diagnostics.first)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.file == config.path)
            #expect(diagnostic.line == 1)
        }
    }
}
