import Foundation
import Testing

@testable import PlaybookCore

/// What a block tells its reader: a badge that never makes code not to write look like code to copy, line
/// numbers as in the file it writes, inline code that wraps between words, and example pages in plain words.
@Suite struct SiteBlocksTests {
    private let config = """
        module: "{App}"
        samples:
          character: {App: Showcase, Name: Character}
        """

    private let guide = """
        # Shelves

        The test file is `Tests/PresentationTests/CharacterListViewModelTests.swift`.

        ## Make the shelf

        Create `Sources/Shelves/{Name}Shelf.swift`:

        ```swift
        struct {Name}Shelf {
            var items: [String] = []
        }
        ```

        ## Keep the items private

        ```swift expect-error
        func empty(_ shelf: inout {Name}Shelf) {
            shelf.count = 0
        }
        ```

        ## Don't force-unwrap the first item

        ```swift
        func firstItem(of shelf: {Name}Shelf) -> String {
            shelf.items.first!
        }
        ```

        ## Reading items

        ```swift dont
        func lastItem(of shelf: {Name}Shelf) -> String {
            shelf.items.last!
        }
        ```
        """

    private let expectedMessage = "cannot assign to property: 'count' is a get-only property"

    /// The site of `guide`, every block passed at typecheck and the `expect-error` block rejected by the compiler.
    private func site() throws -> (site: Site, guide: Guide) {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(config, to: folder, "playbook.yml")
            try TestSupport.write(guide, to: folder, "shelves.md")
            let workspace = Workspace.open(paths: [folder.path], configFile: nil)
            let shelves = try SiteFixture.guide("shelves.md", in: workspace)
            let fill = Instantiator(
                placeholders: PlaceholderSet(config: workspace.config), sample: workspace.config.samples[0]
            ).fill
            let report = SiteFixture.report(for: workspace) { guide, block, sample in
                var result = VerificationReport.BlockResult(
                    guide: guide.path, line: block.line, index: block.index, sample: sample, status: .passed,
                    level: .typecheck, reason: nil, unit: "\(sample)/\(guide.path)#1", diagnostics: [], borrowed: [],
                    tests: [], code: fill(block.code), targetFile: block.targetFile.map(fill), seconds: 0.1)
                if block.has("expect-error") {
                    result.unit = "\(sample)/\(guide.path)#2"
                    result.reason = "fails to compile, as expected"
                    let error = VerificationReport.Location(
                        .error(expectedMessage, file: guide.path, line: block.contentLine + 1, column: 11))
                    var note = error
                    note.severity = .note
                    note.message = ResultAssembler.expectedErrorPrefix + error.message
                    result.diagnostics = [note]
                }
                return result
            }
            return (try SiteFixture.build(workspace, report: report), shelves)
        }
    }

    private func block(_ guide: Guide, _ attribute: String? = nil, under heading: String? = nil) throws -> CodeBlock {
        try #require(
            guide.blocks.first { block in
                (attribute.map(block.has) ?? true) && (heading.map { block.headingPath.last == $0 } ?? true)
            })
    }

    @Test func anExpectErrorBlockTheCompilerRejectedFailsAsExpectedWithItsErrorShown() throws {
        let (site, guide) = try site()
        let page = try #require(site.text("shelves.html"))
        let expectError = try block(guide, "expect-error")
        let figure = try SiteFixture.figure(line: expectError.line, in: page)
        #expect(figure.contains("<figure class=\"code-block swift status-expected-error\""))
        #expect(figure.contains("<span class=\"badge badge-expected-error\""))
        #expect(figure.contains(">fails as expected</span>"))
        #expect(!figure.contains("passed · typecheck"), "never the words of code to copy")
        #expect(!figure.contains("line-error"), "its error is the point, not a mistake to mark")
        let line = expectError.contentLine + 1
        #expect(
            figure.contains(
                "<li class=\"diagnostic diagnostic-expected\"><a class=\"diagnostic-place\" href=\"#L\(line)\" "
                    + "data-line=\"\(line)\"><code>shelves.md:\(line):11</code></a> "
                    + "<span class=\"diagnostic-severity\">expected error</span> "
                    + "<span class=\"diagnostic-message\">\(HTML.escape(expectedMessage))</span></li>"),
            "the error it expects is listed under it, linked to its guide line")
        #expect(figure.contains("The compiler rejects this code, as the guide intends:"))
        #expect(!figure.contains("Checked to typecheck"))
        let report = try #require(site.text("report.html"))
        #expect(
            report.contains("<span class=\"badge badge-expected-error\">fails as expected</span>"),
            "the report's row says what the block's badge says")
    }

    @Test func anExpectErrorBlockKeepsTheUsualBadgeUnlessTheCompilerRejectedIt() {
        func result(
            _ status: VerificationReport.Status, _ level: VerificationReport.Level?
        )
            -> VerificationReport
            .BlockResult
        {
            VerificationReport.BlockResult(
                guide: "g.md", line: 3, index: 0, sample: "s", status: status, level: level, reason: nil, unit: nil,
                diagnostics: [], borrowed: [], tests: [], code: "", targetFile: nil, seconds: 0)
        }
        let rejected = BlockVerdict(results: [result(.passed, .typecheck)], expectsError: true)
        #expect(rejected.failsAsExpected && rejected.styleClass == "expected-error")
        #expect(rejected.label == "fails as expected")
        let compiled = BlockVerdict(results: [result(.failed, .typecheck)], expectsError: true)
        #expect(compiled.styleClass == "failed" && compiled.label == "failed", "compiling when it must not fails")
        let parsedOnly = BlockVerdict(results: [result(.passed, .syntax)], expectsError: true)
        #expect(parsedOnly.label == "syntax only", "a block never compiled has not failed as expected")
        let ordinary = BlockVerdict(results: [result(.passed, .typecheck)])
        #expect(ordinary.styleClass == "passed" && ordinary.label == "passed · typecheck")
    }

    @Test func blocksTheGuideSaysNotToWriteAreLabelled() throws {
        func marked(heading: String?, attributes: [String] = []) -> Bool {
            CodeBlock(
                index: 0, language: "swift", attributes: attributes, code: "", line: 1, contentLine: 2, endLine: 3,
                headingPath: heading.map { ["Guide", $0] } ?? []
            ).showsWhatNotToWrite
        }
        #expect(marked(heading: nil, attributes: ["dont"]))
        #expect(marked(heading: "Don't force-unwrap"))
        #expect(marked(heading: "Don’t share state"))
        #expect(marked(heading: "Do not share state"))
        #expect(marked(heading: "❌ Don't"))
        #expect(!marked(heading: "Do nothing yet"))
        #expect(!marked(heading: "Donuts"))
        #expect(!marked(heading: "Why you shouldn't, and don't"))
        #expect(!marked(heading: nil))

        let (site, guide) = try site()
        let page = try #require(site.text("shelves.html"))
        let label = "<span class=\"block-label block-label-dont\">Don't write this</span>"
        for dont in [try block(guide, "dont"), try block(guide, under: "Don't force-unwrap the first item")] {
            let figure = try SiteFixture.figure(line: dont.line, in: page)
            #expect(figure.contains(label) && figure.contains("<figure class=\"code-block swift status-passed dont\""))
        }
        let shelf = try SiteFixture.figure(line: try block(guide, under: "Make the shelf").line, in: page)
        #expect(!shelf.contains(label), "code to copy carries no such label")
    }

    @Test func linesAreNumberedAsInTheFileTheBlockWrites() throws {
        let numbering = SwiftHighlighter.Lines(first: 56)
        #expect(numbering.number(ofGuideLine: 56) == 1 && numbering.number(ofGuideLine: 60) == 5)

        let (site, guide) = try site()
        let page = try #require(site.text("shelves.html"))
        let shelf = try block(guide, under: "Make the shelf")
        let figure = try SiteFixture.figure(line: shelf.line, in: page)
        let first = shelf.contentLine
        #expect(
            figure.contains("<span class=\"line\" data-line=\"\(first)\" data-number=\"1\" id=\"L\(first)\">"),
            "the number shown is the file's line; the anchor keeps the guide's")
        #expect(figure.contains("<span class=\"line\" data-line=\"\(first + 1)\" data-number=\"2\">"))
        let free = try block(guide, "expect-error")
        #expect(
            try SiteFixture.figure(line: free.line, in: page).contains(
                "data-line=\"\(free.contentLine)\" data-number=\"1\" id=\"L\(free.contentLine)\""),
            "a block without a file counts from 1 too")
    }

    /// The numbers shown are the lines of the file `playbook new` writes, for every block that writes one,
    /// a later version of the file as much as the first.
    @Test func theNumbersShownAreTheLinesPlaybookNewWrites() throws {
        let versions = """
            # Versions

            Create `Sources/Counter.swift`:

            ```swift
            struct Counter {
                var count = 0
            }
            ```

            Prose between the versions.

            Replace `Sources/Counter.swift`:

            ```swift
            struct Counter {
                var count = 0

                mutating func increment() { count += 1 }
            }
            ```
            """
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("samples:\n  one: {}\n", to: folder, "playbook.yml")
            try TestSupport.write(versions, to: folder, "versions.md")
            let workspace = Workspace.open(paths: [folder.path], configFile: nil)
            let guide = try SiteFixture.guide("versions.md", in: workspace)
            let scaffold = ScaffoldPlanner(workspace: workspace, sample: workspace.config.samples.first)
                .plan(guide: guide)
            let file = try #require(scaffold.files.first { $0.path == "Sources/Counter.swift" })
            let fileLines = file.contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let page = try #require(try SiteFixture.build(workspace, report: nil).text("versions.html"))
            for block in guide.blocks where block.isSwift {
                let figure = try SiteFixture.figure(line: block.line, in: page)
                let shown = Self.numberedLines(figure)
                #expect(shown.first?.number == 1, "line \(block.line): the block opens its file")
                guard block.line == file.line else { continue }
                for (number, text) in shown {
                    #expect(fileLines[number - 1] == text, "line \(number) of the written file")
                }
            }
        }
    }

    /// Each template line's shown number and its text, from `<span class="line" … data-number="n" id=…>`.
    private static func numberedLines(_ figure: String) -> [(number: Int, text: String)] {
        figure.components(separatedBy: "<span class=\"line\"").dropFirst().compactMap { piece in
            guard piece.contains(" id=\"L"), let numberStart = piece.range(of: "data-number=\""),
                let number = Int(piece[numberStart.upperBound...].prefix { $0.isNumber }),
                let opened = piece.firstIndex(of: ">")
            else { return nil }
            let line = piece[piece.index(after: opened)...].components(separatedBy: "\n")[0]
            let text = SiteFixture.visibleText(String(line))
            return (number, text)
        }
    }

    @Test func inlineCodeWrapsAfterSlashesBeforeDotsAndBetweenCamelCaseWords() throws {
        #expect(
            InlineCodeBreaks.marking("Tests/PresentationTests/ListViewModelTests.swift")
                == "Tests/<wbr>Presentation<wbr>Tests/<wbr>List<wbr>View<wbr>Model<wbr>Tests<wbr>.swift")
        #expect(InlineCodeBreaks.marking("URLSession") == "URL<wbr>Session")
        #expect(
            InlineCodeBreaks.marking("viewmodel-list.md") == "viewmodel<span class=\"no-break\">-l</span>ist<wbr>.md",
            "a hyphen never ends a line as if the word were hyphenated")
        #expect(
            InlineCodeBreaks.marking("Sources/<span class=\"ph\" data-ph=\"Name\">{Name}</span>.swift")
                == "Sources/<wbr><span class=\"ph\" data-ph=\"Name\">{Name}</span><wbr>.swift",
            "breaks stay outside a placeholder's mark, whose text the page refills")
        for unchanged in ["loading", "private(set)", "1.0", "...", "&lt;/i&gt;", "a &amp;&amp; b", "// done"] {
            #expect(InlineCodeBreaks.marking(unchanged) == unchanged)
        }

        let (site, _) = try site()
        let page = try #require(site.text("shelves.html"))
        let path = "Tests/PresentationTests/CharacterListViewModelTests.swift"
        let span =
            "<code>Tests/<wbr>Presentation<wbr>Tests/<wbr>Character<wbr>List<wbr>"
            + "View<wbr>Model<wbr>Tests<wbr>.swift</code>"
        #expect(page.contains(span))
        #expect(SiteFixture.visibleText(page).contains(path), "the text reads, copies and is found as written")
        let search = try #require(site.text("assets/search-index.js"))
        #expect(search.contains(path), "search indexes the text, not the markup")
    }

    @Test func examplePagesSpeakPlainlyAndMarkTheirGuideCurrent() throws {
        let (site, _) = try site()
        let main = try #require(site.text("examples/character-shelves-md-1.html"))
        #expect(
            try site.sidebar(shownOn: "examples/character-shelves-md-1.html").contains(
                "<a class=\"nav-link\" href=\"../shelves.html\" aria-current=\"page\">"))
        #expect(!main.contains("no target file") && !main.contains("Unit <code>"), "no words of Playbook's own")
        #expect(main.contains("<span class=\"code-title\">The guide names no file for this code</span>"))
        #expect(main.contains("<span class=\"code-title\">Sources/Shelves/CharacterShelf.swift</span>"))
        #expect(main.contains("<span class=\"block-label block-label-dont\">Don't write this</span>"))
        let rejected = try #require(site.text("examples/character-shelves-md-2.html"))
        #expect(rejected.contains("<span class=\"badge badge-expected-error\">fails as expected</span>"))
        #expect(
            rejected.contains(
                "<span class=\"diagnostic-severity\">expected error</span> "
                    + "<span class=\"diagnostic-message\">\(HTML.escape(expectedMessage))</span>"))
    }
}
