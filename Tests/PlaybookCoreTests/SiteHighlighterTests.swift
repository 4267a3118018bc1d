import Testing
@testable import PlaybookCore

/// Build-time highlighting from swift-syntax's classification, with placeholders marked.
@Suite struct SiteHighlighterTests {
    let highlighter = SwiftHighlighter(placeholders: PlaceholderSet(names: ["Name", "Screen"], forms: [.braces, .angleBrackets]))

    @Test func classifiesKeywordsTypesStringsNumbersAndComments() {
        let html = highlighter.highlight("// note\nlet count: Int = 42 // \"x\"\n@MainActor func f() { print(\"hi\") }\n")
        #expect(html.contains("<span class=\"hl-c\">// note</span>"))
        #expect(html.contains("<span class=\"hl-k\">let</span>"))
        #expect(html.contains("<span class=\"hl-t\">Int</span>"))
        #expect(html.contains("<span class=\"hl-n\">42</span>"))
        #expect(html.contains("<span class=\"hl-s\">&quot;hi&quot;</span>") || html.contains("<span class=\"hl-s\">hi</span>"))
        #expect(html.contains("<span class=\"hl-a\">@MainActor</span>") || html.contains("<span class=\"hl-a\">MainActor</span>"))
    }

    @Test func templatePlaceholdersAreMarkedAndParsedAsNames() {
        let html = highlighter.highlightTemplate("final class {Screen}ViewModel: <Name>Loading {}\n")
        #expect(html.contains("<span class=\"hl-t ph\">{Screen}</span><span class=\"hl-t\">ViewModel</span>"))
        #expect(html.contains("<span class=\"hl-t ph\">&lt;Name&gt;</span>"))
        #expect(SiteFixture.visibleText(html) == "final class {Screen}ViewModel: <Name>Loading {}\n")
    }

    @Test func instantiatedValuesAreMarked() {
        let sample = PlaybookConfig.Sample(name: "s", values: ["Name": "Character", "Screen": "Welcome"])
        let result = Instantiator(placeholders: highlighter.placeholders, sample: sample).instantiate("let a = {Screen}View()\nlet {name} = 1\n")
        let html = highlighter.highlightInstantiated(result)
        #expect(html.contains("<span class=\"hl-t ph-value\">Welcome</span><span class=\"hl-t\">View</span>"))
        #expect(html.contains("<span class=\"ph-value\">character</span>"))
    }

    @Test func codeIsAlwaysEscaped() {
        let html = highlighter.highlight("let s = \"</code></pre><script>alert(1)</script>\"")
        #expect(!html.contains("<script>"))
        #expect(!html.contains("</pre>"))
    }

    @Test func identifiersFeedTheSearch() {
        #expect(highlighter.identifiers(in: "struct CharacterViewModel { let useCase: LoadUseCase }") == ["CharacterViewModel", "useCase", "LoadUseCase"])
    }
}
