import Testing

@testable import PlaybookCore

/// The page contexts that give their template values themselves give what their `Mirror` would.
@Suite struct TemplateValuesTests {
    @Test func handWrittenValuesMatchTheReflectedOnes() {
        let link = PageContexts.PageLink(title: "Next", href: "b.html")
        let toc = PageContexts.TocEntry(level: 2, text: "A & B", html: "A &amp; B", anchor: "a-b")
        let row = PageContexts.ReportRow(
            line: 3, blockHref: "a.html#block-3", section: "S", sample: "s", status: "passed", statusText: "passed",
            reason: "why", level: "run", unit: "u", exampleHref: "examples/u.html", time: "0.10 s")
        let guide = PageContexts.ReportGuide(title: "A", path: "a.md", href: "a.html", anchor: "a", rows: [row])
        let contexts: [any TemplateValueConvertible] = [
            PageContexts.Layout(
                siteTitle: "Site", pageTitle: "Page", root: "../", isHome: false, isReport: true, content: "<p>",
                description: "d", placeholdersJSON: "{}"),
            link, toc, PageContexts.SampleName(name: "n"), row, guide,
            PageContexts.GuidePage(
                root: "", title: "T", path: "a.md", hasTitleHeading: true, summary: "s", body: "<h1>T</h1>",
                titleHeading: "<h1>T</h1>", bodyAfterTitle: "", toc: [toc], hasToc: false, hasPlaceholders: true,
                samples: [PageContexts.SampleName(name: "x")], placeholderNames: [], editHref: "e", lastUpdated: "l",
                previous: link, next: link),
            PageContexts.Report(
                root: "", verified: true, blocks: 1, passed: 1, passedRun: 1, passedTest: 0, passedTypecheck: 0,
                passedSyntax: 0, failed: 0, blocked: 0, skipped: 0, units: 1, cachedUnits: 0, resultsText: "1",
                unitsText: "1", guides: [guide]),
        ]
        for context in contexts {
            #expect(canonical(context.templateValues) == canonical(TemplateValues.reflected(context)))
        }
    }

    @Test func aNilOptionalIsLeftOutAsReflectionLeavesItOut() {
        let row = PageContexts.ReportRow(
            line: 1, blockHref: "", section: "", sample: "", status: "", statusText: "", reason: nil, level: "",
            unit: "", exampleHref: nil, time: "")
        #expect(row.templateValues["reason"] == nil)
        #expect(canonical(row.templateValues) == canonical(TemplateValues.reflected(row)))
    }

    /// Dictionaries with their keys sorted, so two conversions compare by their text.
    private func canonical(_ value: Any) -> String {
        if let dictionary = value as? [String: Any] {
            return "{" + dictionary.keys.sorted().map { "\($0): \(canonical(dictionary[$0]!))" }.joined(separator: ", ")
                + "}"
        }
        if let array = value as? [Any] { return "[" + array.map(canonical).joined(separator: ", ") + "]" }
        return "\(type(of: value))(\(value))"
    }
}
