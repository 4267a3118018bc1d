import Foundation
import Testing

@testable import PlaybookCore

/// Build-time highlighting from swift-syntax's classification, with placeholders marked.
@Suite struct SiteHighlighterTests {
    let highlighter = SwiftHighlighter(
        placeholders: PlaceholderSet(names: ["Name", "Screen"], forms: [.braces, .angleBrackets]))

    @Test func classifiesKeywordsTypesStringsNumbersAndComments() {
        let html = highlighter.highlight(
            "// note\nlet count: Int = 42 // \"x\"\n@MainActor func f() { print(\"hi\") }\n")
        #expect(html.contains("<span class=\"hl-c\">// note</span>"))
        #expect(html.contains("<span class=\"hl-k\">let</span>"))
        #expect(html.contains("<span class=\"hl-t\">Int</span>"))
        #expect(html.contains("<span class=\"hl-n\">42</span>"))
        #expect(
            html.contains("<span class=\"hl-s\">&quot;hi&quot;</span>")
                || html.contains("<span class=\"hl-s\">hi</span>"))
        #expect(
            html.contains("<span class=\"hl-a\">@MainActor</span>")
                || html.contains("<span class=\"hl-a\">MainActor</span>"))
    }

    @Test func templatePlaceholdersAreMarkedAndParsedAsNames() {
        let html = highlighter.highlightTemplate(
            highlighter.classify(template: "final class {Screen}ViewModel: <Name>Loading {}\n"))
        #expect(
            html.contains(
                "<span class=\"hl-t ph\" data-ph=\"Screen\">{Screen}</span><span class=\"hl-t\">ViewModel</span>"))
        #expect(html.contains("<span class=\"hl-t ph\" data-ph=\"Name\">&lt;Name&gt;</span>"))
        #expect(SiteFixture.visibleText(html) == "final class {Screen}ViewModel: <Name>Loading {}\n")
    }

    @Test func instantiatedCodeIsColouredFromTheTemplateAndItsValuesMarked() {
        let template = "let a = {Screen}View(title: \"{Name}s\")\n// {Name}\nlet {name} = 1\n"
        let sample = PlaybookConfig.Sample(name: "s", values: ["Name": "Character", "Screen": "Welcome"])
        let result = Instantiator(placeholders: highlighter.placeholders, sample: sample).instantiate(template)
        let html = highlighter.highlightInstantiated(result, from: highlighter.classify(template: template))
        #expect(html.contains("<span class=\"hl-t ph-value\">Welcome</span><span class=\"hl-t\">View</span>"))
        #expect(
            html.contains("<span class=\"hl-s ph-value\">Character</span><span class=\"hl-s\">s&quot;</span>"),
            "a value in a string is coloured as the string")
        #expect(
            html.contains("<span class=\"hl-c ph-value\">Character</span>"),
            "a value in a comment is coloured as the comment")
        #expect(html.contains("<span class=\"ph-value\">character</span>"))
        #expect(html.contains("<span class=\"hl-l\">title</span>"))
        #expect(SiteFixture.visibleText(html) == result.text)
    }

    @Test func codeIsAlwaysEscaped() {
        let html = highlighter.highlight("let s = \"</code></pre><script>alert(1)</script>\"")
        #expect(!html.contains("<script>"))
        #expect(!html.contains("</pre>"))
    }

    @Test func identifiersFeedTheSearch() {
        let code =
            "struct CharacterViewModel { let useCase: LoadUseCase } // NotThis\nlet s = \"NorThis \\(x)\"\n/* Nope */ "
            + "id"
        #expect(SearchIndexBuilder.identifiers(in: code) == ["CharacterViewModel", "useCase", "LoadUseCase"])
    }

    @Test func proseIsEscapedAndOnlyItsPlaceholdersMarked() {
        #expect(highlighter.markPlaceholders("Tom & \"Jerry\" <3") == "Tom &amp; &quot;Jerry&quot; &lt;3")
        #expect(
            highlighter.markPlaceholders("the {Screen} & <Name>")
                == "the <span class=\"ph\" data-ph=\"Screen\">{Screen}</span> &amp; "
                + "<span class=\"ph\" data-ph=\"Name\">&lt;Name&gt;</span>")
    }

    @Test func linesAreNumberedAnchoredAndTheirErrorsMarked() {
        var lines = SwiftHighlighter.Lines(first: 9, anchored: true)
        lines.failing = [10]
        lines.errorMarks = [11..<12]
        let html = highlighter.highlightTemplate(highlighter.classify(template: "let a = 1\nb()\n"), lines: lines)
        #expect(
            html
                == "<span class=\"line\" data-line=\"9\" data-number=\"1\" id=\"L9\"><span class=\"hl-k\">let</span> "
                + "a = <span class=\"hl-n\">1</span></span>\n<span class=\"line line-error\" data-line=\"10\" "
                + "data-number=\"2\" id=\"L10\">b<span class=\"error-mark\">(</span>)</span>\n")
    }

    @Test func searchFragmentsAreWhatJSONEncoderWrites() throws {
        var awkward = String(String.UnicodeScalarView((0..<128).compactMap(Unicode.Scalar.init)))
        awkward += "é\u{2028}\u{2029}😀</script><!--"
        let entries = [
            SearchIndexBuilder.Entry(title: awkward, heading: "", url: "a/b.html#x", text: "t", code: []),
            SearchIndexBuilder.Entry(title: "T", heading: awkward, url: awkward, text: awkward, code: ["a", awkward]),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let encoded = HTML.scriptSafeJSON(String(decoding: try encoder.encode(entries), as: UTF8.self))
        #expect("[" + SearchIndexBuilder.scriptFragment(entries) + "]" == encoded)
        #expect(SearchIndexBuilder.scriptFragment([]).isEmpty)
    }

    /// Declarations as a compiler's symbol graph splits them: coloured from the fragments' kinds
    /// as a parse of the joined text colours them.
    @Test(arguments: [
        [
            ("keyword", "func"), ("text", " "), ("identifier", "split"), ("text", "("),
            ("externalParam", "maxSplits"), ("text", ": "), ("typeIdentifier", "Int"), ("text", " = Int.max, "),
            ("externalParam", "separator"), ("text", ": "), ("typeIdentifier", "String"), ("text", " = \"\", "),
            ("externalParam", "_"), ("text", " "), ("internalParam", "body"), ("text", ": "),
            ("attribute", "@escaping "), ("text", "("), ("typeIdentifier", "Self"), ("text", "."),
            ("typeIdentifier", "Element"), ("text", ") "), ("keyword", "throws"), ("text", " -> "),
            ("typeIdentifier", "Bool"), ("text", ") -> [Bool]"),
        ],
        [
            ("keyword", "static"), ("text", " "), ("keyword", "func"), ("text", " "), ("identifier", "..<"),
            ("text", " ("), ("internalParam", "minimum"), ("text", ": "), ("typeIdentifier", "Self"),
            ("text", ") -> "), ("typeIdentifier", "Range"), ("text", "<"), ("typeIdentifier", "Self"), ("text", ">"),
        ],
        [
            ("keyword", "init"), ("text", "("), ("externalParam", "from"), ("text", " "),
            ("internalParam", "decoder"), ("text", ": any "), ("typeIdentifier", "Decoder"), ("text", ", "),
            ("externalParam", "count"), ("text", ": "), ("typeIdentifier", "Int"), ("text", " = 1, "),
            ("externalParam", "flag"), ("text", ": "), ("typeIdentifier", "Bool"), ("text", " = true) "),
            ("keyword", "throws"),
        ],
        [
            ("keyword", "func"), ("text", " "), ("identifier", "map"), ("text", "<"),
            ("genericParameter", "T"), ("text", ">("), ("externalParam", "_"), ("text", " "),
            ("internalParam", "transform"), ("text", ": ("), ("typeIdentifier", "Element"), ("text", ") -> "),
            ("typeIdentifier", "T"), ("text", ") -> ["), ("typeIdentifier", "T"), ("text", "] "),
            ("keyword", "where"), ("text", " "), ("typeIdentifier", "T"), ("text", " : "),
            ("typeIdentifier", "Sendable"),
        ],
    ])
    func aDeclarationsFragmentsAreColouredAsItsParse(_ fragments: [(String, String)]) {
        let declaration = fragments.map { SymbolGraph.Fragment(kind: $0.0, spelling: $0.1) }
        let text = declaration.map(\.spelling).joined()
        #expect(highlighter.highlight(declaration) == highlighter.highlight(text), "\(text)")
    }
}
