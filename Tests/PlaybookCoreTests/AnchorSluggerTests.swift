import Testing

@testable import PlaybookCore

/// GitHub-compatible heading anchors, so links written for GitHub work on the site.
@Suite struct AnchorSluggerTests {
    @Test(arguments: [
        ("Step 3a — Stateless", "step-3a--stateless"),
        ("How To: Create ViewModel", "how-to-create-viewmodel"),
        ("ViewModel Pattern (Detail - no navigation)", "viewmodel-pattern-detail---no-navigation"),
        ("Pattern: loadIfNeeded() + private load()", "pattern-loadifneeded--private-load"),
        ("ViewState == Operator", "viewstate--operator"),
        ("What's new?", "whats-new"),
        ("snake_case_name", "snake_case_name"),
        ("Über Café 2", "über-café-2"),
        ("日本語 見出し", "日本語-見出し"),
        ("  padded  ", "--padded--"),
        ("1. Create ViewModel", "1-create-viewmodel"),
        ("Scope & Boundaries", "scope--boundaries"),
        (
            "{Screen}ViewModel.swift — Sources/Presentation/{Screen}/ViewModels/",
            "screenviewmodelswift--sourcespresentationscreenviewmodels"
        ),
        ("", ""),
    ])
    func slug(text: String, expected: String) {
        #expect(AnchorSlugger.slug(text) == expected)
    }

    @Test func duplicatesAreNumbered() {
        var slugger = AnchorSlugger()
        #expect(
            ["Tests", "Tests", "Tests", "Contract"].map { slugger.slug(for: $0) } == [
                "tests", "tests-1", "tests-2", "contract",
            ])
    }

    @Test func duplicatesAfterDifferentTextThatSlugsAlike() {
        var slugger = AnchorSlugger()
        #expect(["Mock", "mock", "MOCK!"].map { slugger.slug(for: $0) } == ["mock", "mock-1", "mock-2"])
    }

    @Test func numberedSlugCollidingWithARealHeading() {
        // GitHub: "Foo", "Foo", "Foo 1" -> foo, foo-1, foo-1-1.
        var slugger = AnchorSlugger()
        #expect(["Foo", "Foo", "Foo 1"].map { slugger.slug(for: $0) } == ["foo", "foo-1", "foo-1-1"])
        // GitHub: "Foo 1", "Foo", "Foo" -> foo-1, foo, foo-2.
        var other = AnchorSlugger()
        #expect(["Foo 1", "Foo", "Foo"].map { other.slug(for: $0) } == ["foo-1", "foo", "foo-2"])
    }

    @Test func everySlugIsUnique() {
        var slugger = AnchorSlugger()
        let texts = ["A", "A", "A 1", "A-1", "A", "A 2", "A-2", "A", "a"]
        let slugs = texts.map { slugger.slug(for: $0) }
        #expect(Set(slugs).count == slugs.count)
        #expect(slugs[0] == "a")
    }
}
