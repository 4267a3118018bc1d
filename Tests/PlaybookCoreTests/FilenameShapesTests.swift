import Foundation
import Testing

@testable import PlaybookCore

/// Guides named every way a file system allows: their Swift compiles under
/// their own names, their site links land, and the preview serves them.
@Suite(.serialized)
struct FilenameShapesTests {
    /// Guide paths a team's folder can hold, each a link, a string literal or a path hazard.
    static let names = [
        "a.md", "c#d.md", "e?f.md", "p q.md", "we#ird?%/inner.md", "100%.md", "colon:name.md", "plus+and&amp.md",
        "quote\"d.md", "back\\slash.md", "tab\tname.md", "new\nline.md", "ünïcode.md", "it's.md",
    ]

    static func guides(in folder: URL) throws -> URL {
        let guides = folder.appendingPathComponent("guides")
        // A config of its own, so the generated package stays in the temporary folder.
        try TestSupport.write("title: Shapes\n", to: guides, "playbook.yml")
        for (index, name) in names.enumerated() {
            let up = String(repeating: "../", count: name.filter { $0 == "/" }.count)
            try TestSupport.write(
                "# Shape \(index)\n\nSee [the first](\(up)a.md).\n\n```swift\nlet shape\(index) = \(index)\n```\n",
                to: guides, name)
        }
        return guides
    }

    // 8. Names with `"`, `\`, a tab or a newline enter generated Swift escaped: no false failure, errors at their guide
    //    and line.
    @Test func everyNameCompilesAndFailuresKeepTheirGuide() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guides = try Self.guides(in: folder)
            try TestSupport.write(
                "# Broken\n\n```swift\nlet broken: Int = \"text\"\n```\n", to: guides, "bro\"ken\t\\.md")
            var options = VerifyOptions()
            options.level = .typecheck
            let report = try Verifier(
                workspace: Workspace.open(paths: [guides.path], configFile: nil), options: options
            ).verify()
            for name in Self.names {
                let block = try #require(
                    report.blocks.first { $0.guide == name }, "no result for \(name.debugDescription)")
                #expect(block.status == .passed, "\(name.debugDescription): \(block.diagnostics)")
            }
            let broken = try #require(report.blocks.first { $0.guide == "bro\"ken\t\\.md" })
            #expect(broken.status == .failed)
            let error = try #require(broken.diagnostics.first)
            #expect(error.guide == "bro\"ken\t\\.md" && error.line == 4, "\(error)")
            #expect(error.message.contains("cannot convert"), "\(error.message)")
            #expect(GeneratedPackage.guide(fromSourceLocation: "a%22b%5C%09%0A%25.md") == "a\"b\\\t\n%.md")
        }
    }

    // 9. Every href and src of a site built from every shape leads to a file of the site (and an anchor on it).
    @Test func everyLinkOfTheSiteLands() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guides = try Self.guides(in: folder)
            let site = folder.appendingPathComponent("site")
            let run = try TestSupport.runPlaybook(["build", guides.path, "--no-verify", "--out", site.path])
            #expect(run.status == 0, "\(run.stderr)")
            let broken = LinkChecker.brokenLinks(in: site)
            #expect(broken.isEmpty, "\(broken.prefix(10))")
            #expect(LinkChecker.linkCount(in: site) > Self.names.count * 3, "the checker followed the links")
            let home = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(
                home.contains("href=\"c%23d.html\"") && home.contains("href=\"we%23ird%3F%25/inner.html\""),
                "links are percent-encoded")
        }
    }

    @Test func thePreviewServesEveryShape() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guides = try Self.guides(in: folder)
            let preview = try ServeIntegrationTests.Preview(guides: guides)
            defer { preview.kill() }
            for path in [
                "/p%20q.html", "/c%23d.html", "/e%3Ff.html", "/we%23ird%3F%25/inner.html", "/100%25.html",
                "/new%0Aline.html",
            ] {
                #expect(try RawHTTP.request(port: preview.port, "GET", path).status == 200, "\(path)")
            }
            _ = try preview.terminate()
        }
    }
}

/// Follows every `href` and `src` of a built site, as a reader's browser
/// would: relative to its page, percent-decoded, to a file of the site, and
/// for a fragment on another page, to an element with that id.
enum LinkChecker {
    static func brokenLinks(in site: URL) -> [String] {
        var broken: [String] = []
        forEachLink(in: site) { page, link in
            if let problem = problem(with: link, on: page, in: site) { broken.append("\(page): \(link): \(problem)") }
        }
        return broken
    }

    static func linkCount(in site: URL) -> Int {
        var count = 0
        forEachLink(in: site) { _, _ in count += 1 }
        return count
    }

    private static func forEachLink(in site: URL, _ body: (String, String) -> Void) {
        for page in OutputGuard.files(under: site.path) where page.hasSuffix(".html") {
            guard let html = try? String(contentsOf: site.appendingPathComponent(page), encoding: .utf8) else {
                continue
            }
            for attribute in ["href=\"", "src=\""] {
                var rest = html[...]
                while let start = rest.range(of: attribute) {
                    rest = rest[start.upperBound...]
                    guard let end = rest.firstIndex(of: "\"") else { break }
                    body(page, unescape(String(rest[..<end])))
                    rest = rest[end...]
                }
            }
        }
    }

    private static func problem(with link: String, on page: String, in site: URL) -> String? {
        if link.isEmpty || link.hasPrefix("#") || link.contains("://") || link.hasPrefix("mailto:")
            || link.hasPrefix("data:")
        {
            return nil
        }
        // The 404 page links from the site's absolute root.
        // The page's own folder as its address spells it, so a `#` in a folder name does not cut the link.
        var target =
            link.hasPrefix("/")
            ? String(link.dropFirst()) : PathText.join(SitePaths.href(PathText.folder(of: page)), link)
        var fragment: String?
        if let hash = target.firstIndex(of: "#") {
            fragment = String(target[target.index(after: hash)...])
            target = String(target[..<hash])
        }
        if let query = target.firstIndex(of: "?") { target = String(target[..<query]) }
        guard let decoded = target.removingPercentEncoding else { return "not percent-decodable" }
        let resolved = SitePaths.insideSite(resolvingDots(decoded))
        var file = site.appendingPathComponent(resolved)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue {
            file = file.appendingPathComponent("index.html")
        }
        guard FileManager.default.fileExists(atPath: file.path) else { return "no file \(resolved)" }
        if let fragment, !fragment.isEmpty, file.pathExtension == "html",
            let html = try? String(contentsOf: file, encoding: .utf8),
            !html.contains("id=\"\(fragment.removingPercentEncoding ?? fragment)\"")
        {
            return "no element with id \(fragment)"
        }
        return nil
    }

    private static func resolvingDots(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
