import Foundation
import Testing

/// The real DocC on `Fixtures/SymbolPackage`, through `DocCReference`: what it pages, resolves and warns about,
/// as checked by hand against `docc convert`. The three lists are printed for reading.
@Suite(.enabled(if: DocCReference.isAvailable, "docc was not found next to swift on PATH"))
struct DocCReferenceTests {
    private static let sources = "Sources/Shapes/"
    private static let catalog = "Sources/Shapes/Shapes.docc/"

    /// One DocC run for the whole suite (a build of the fixture and a conversion).
    private static let reference: Result<DocCReference, any Error> = Result {
        try DocCReference.run(
            package: TestSupport.fixture("SymbolPackage"),
            scratchPath: TestSupport.packageRoot.appendingPathComponent(".build/docc-reference"))
    }

    private func reference() throws -> DocCReference {
        try Self.reference.get()
    }

    @Test func printsWhatDocCProduced() throws {
        let reference = try reference()
        print("DocC symbol pages (\(reference.symbolPages.count)):")
        for page in reference.symbolPages.sorted() { print("  \(page)") }
        print("DocC resolved symbol links (\(reference.resolvedLinks.count)):")
        for link in reference.resolvedLinks.sorted() { print("  \(link)") }
        print("DocC topic links (\(reference.topicLinks.count)):")
        for link in reference.topicLinks.sorted() { print("  \(link)") }
        print("DocC unresolved symbol links (\(reference.unresolvedLinks.count)):")
        for link in reference.unresolvedLinks.sorted() { print("  \(link)") }
        print("DocC diagnostics (\(reference.diagnostics.count)):")
        for line in reference.diagnostics { print("  \(line)") }
        #expect(!reference.symbolPages.isEmpty)
    }

    @Test func pagesPublicSymbolsOnly() throws {
        let pages = try reference().symbolPages
        for page in [
            "shapes", "shapes/circle", "shapes/circle/area", "shapes/circle/init(radius:)",
            "shapes/circle/inscribed(insquareofside:)", "shapes/canvas/layer", "shapes/distance(from:to:)",
            "shapes/tolerance", "shapes/color/red", "shapes/shape/describe()",
        ] {
            #expect(pages.contains(page), "\(page)")
        }
        // Operators keep their spelling in the path; a default implementation also gets a page under each
        // conforming type, as do the members Equatable gives for free.
        #expect(pages.contains("shapes/point/+(_:_:)"))
        #expect(pages.contains("shapes/circle/describe()"))
        #expect(pages.contains("shapes/circle/!=(_:_:)"))
        // Overloads get a hash after the name; names that differ only in case get the symbol kind.
        #expect(pages.filter { $0.hasPrefix("shapes/circle/moved(by:)-") }.count == 2)
        #expect(!pages.contains("shapes/circle/moved(by:)"))
        #expect(pages.contains("shapes/canvas/layer/blend-swift.property"))
        #expect(pages.contains("shapes/canvas/layer/blend-swift.enum"))
        #expect(pages.contains("shapes/canvas/layer/blend-swift.enum/multiply"))
        // Internal and private symbols, articles and generated collections get none.
        #expect(!pages.contains { $0.contains("rendercache") || $0.hasSuffix("/cache") })
        #expect(!pages.contains("shapes/gettingstarted"))
        #expect(!pages.contains("shapes/circle/equatable-implementations"))
    }

    @Test func resolvesLinksOfEveryShape() throws {
        let links = try reference().resolvedLinks
        func resolved(_ from: String, _ to: String) -> Bool {
            links.contains(.init(fromPage: from, toPage: to))
        }
        // Relative links in Circle's own comment, and from a member up to its type.
        #expect(resolved("shapes/circle", "shapes/circle/area"))
        #expect(resolved("shapes/circle", "shapes/circle/scaled(by:)"))
        #expect(resolved("shapes/circle/area", "shapes/circle/radius"))
        // From a nested type up to its parent's members, and to its own before the module's (`color` is the
        // property, not the `Color` type: links are case sensitive).
        #expect(resolved("shapes/canvas/layer", "shapes/canvas/shapes(of:)"))
        #expect(resolved("shapes/canvas/layer", "shapes/canvas/layer/color"))
        #expect(resolved("shapes/canvas/layer/blend-swift.property", "shapes/canvas/layer/blend-swift.enum"))
        // Module-qualified and plain paths, from an article.
        #expect(resolved("shapes/gettingstarted", "shapes/circle"))
        #expect(resolved("shapes/gettingstarted", "shapes/circle/area"))
        #expect(resolved("shapes/gettingstarted", "shapes/point/+(_:_:)"))
        #expect(resolved("shapes/gettingstarted", "shapes/shape/describe()"))
        #expect(resolved("shapes/gettingstarted", "shapes/canvas/layer/blend-swift.property"))
        // Both overloads by parameter type, and one by DocC's hash.
        let moved = links.filter { $0.fromPage == "shapes/gettingstarted" && $0.toPage.contains("moved(by:)-") }
        #expect(moved.count == 2)
        #expect(links.contains { $0.fromPage.hasPrefix("shapes/circle/moved(by:)-") && $0.toPage.contains("moved") })
        // The extension file's prose lands on Circle's page.
        #expect(resolved("shapes/circle", "shapes/circle/center"))
        // A default implementation's comment is shown, with its links, on the conforming type's copy too.
        #expect(resolved("shapes/shape/describe()", "shapes/shape/area"))
        #expect(resolved("shapes/circle/describe()", "shapes/shape/area"))
        #expect(try reference().topicLinks.contains(.init(fromPage: "shapes/circle", toPage: "shapes/circle/radius")))
    }

    @Test func warnsAtTheLineOfEachBrokenLink() throws {
        let links = try reference().unresolvedLinks
        let expected: [DocCReference.UnresolvedLink] = [
            .init(file: Self.sources + "Canvas.swift", line: 13, link: "Circl"),
            .init(file: Self.sources + "Canvas.swift", line: 14, link: "RenderCache"),
            .init(file: Self.sources + "Circle.swift", line: 14, link: "diameter"),
            .init(file: Self.sources + "Measure.swift", line: 6, link: "Circle/contains(_:)"),
            .init(file: Self.catalog + "Circle.md", line: 5, link: "Circle/circumference"),
            .init(file: Self.catalog + "Circle.md", line: 6, link: "GettingStarted"),
            .init(file: Self.catalog + "GettingStarted.md", line: 25, link: "Circle/moved(by:)"),
            .init(file: Self.catalog + "GettingStarted.md", line: 32, link: "color/opposite"),
            .init(file: Self.catalog + "GettingStarted.md", line: 36, link: "area"),
            .init(file: Self.catalog + "GettingStarted.md", line: 37, link: "Circle/perimeter"),
            .init(file: Self.catalog + "GettingStarted.md", line: 37, link: "Canvas/clear()"),
        ]
        #expect(links == Set(expected), "\(links.sorted())")
    }

    @Test func readsTheLinkAroundAColumn() {
        let line = "/// See ``Circle/area`` and ``Circl``."
        #expect(DocCReference.symbolLink(in: line, atColumn: 11) == "Circle/area")
        #expect(DocCReference.symbolLink(in: line, atColumn: 31) == "Circl")
        #expect(DocCReference.symbolLink(in: line, atColumn: 5) == nil)
    }
}
