import Foundation
import Testing

@testable import PlaybookCore

/// The site fixture and hand-made reports, so site tests need no compiler.
enum SiteFixture {
    static func workspace() throws -> Workspace {
        let workspace = Workspace.open(paths: [try TestSupport.fixture("Site").path], configFile: nil)
        #expect(!workspace.diagnostics.hasErrors, "\(workspace.diagnostics)")
        return workspace
    }

    static func guide(_ path: String, in workspace: Workspace) throws -> Guide {
        try #require(workspace.guides.first { $0.path == path }, "no guide \(path)")
    }

    /// One result per Swift block and sample: passed at `test`, unless `outcome` says otherwise.
    static func report(
        for workspace: Workspace,
        outcome: (Guide, CodeBlock, String) -> VerificationReport.BlockResult? = { _, _, _ in nil }
    ) -> VerificationReport {
        var results: [VerificationReport.BlockResult] = []
        for sample in workspace.config.samples {
            let instantiator = Instantiator(placeholders: PlaceholderSet(config: workspace.config), sample: sample)
            for guide in workspace.guides {
                for block in guide.blocks where block.isSwift {
                    let standard = VerificationReport.BlockResult(
                        guide: guide.path, line: block.line, index: block.index, sample: sample.name,
                        status: .passed, level: .test, reason: nil, unit: "\(sample.name)/\(guide.path)#1",
                        diagnostics: [], borrowed: [], tests: [], code: instantiator.fill(block.code),
                        targetFile: block.targetFile.map(instantiator.fill), seconds: 0.25
                    )
                    results.append(outcome(guide, block, sample.name) ?? standard)
                }
            }
        }
        return VerificationReport(
            summary: .init(blocks: results, units: Set(results.compactMap(\.unit)).count, cachedUnits: 0, seconds: 1),
            blocks: results
        )
    }

    static func build(
        _ workspace: Workspace, report: VerificationReport?, theme: Theme = .builtIn, unsafeHTML: Bool = false
    ) throws -> Site {
        try SiteBuilder(
            workspace: workspace, report: report, theme: theme, options: SiteOptions(unsafeHTML: unsafeHTML)
        ).build()
    }

    /// The `<figure>` of the block whose fence is on `line`.
    static func figure(line: Int, in html: String) throws -> String {
        let start = try #require(html.range(of: "id=\"block-\(line)\">"), "no block at line \(line)")
        let opening = try #require(
            html.range(of: "<figure", options: .backwards, range: html.startIndex..<start.lowerBound))
        let closing = try #require(html.range(of: "</figure>", range: start.upperBound..<html.endIndex))
        return String(html[opening.lowerBound..<closing.upperBound])
    }

    /// Text without tags or entities' escaping undone: what a reader sees in code.
    static func visibleText(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                text.append(character)
            }
        }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

extension Site {
    /// The sidebar as a browser shows it on `page`, done as `assets/sidebar.js` does it: the sidebar's HTML from
    /// the script, the page's way up to the root in front of its relative links, and `aria-current="page"` on the
    /// link to the page the page's script tag names.
    func sidebar(shownOn page: String) throws -> String {
        let script = try #require(text(SidebarScript.file), "no \(SidebarScript.file)")
        let start = try #require(script.range(of: "var html = ")).upperBound
        let end = try #require(script.range(of: ";\n", range: start..<script.endIndex)).lowerBound
        let html = try #require(
            try JSONSerialization.jsonObject(with: Data(script[start..<end].utf8), options: .fragmentsAllowed)
                as? String)
        let source = try #require(text(page), "no page \(page)")
        let tag = try #require(source.range(of: "<script src=\""), "\(page) does not load the sidebar")
        let src = source[tag.upperBound...].prefix { $0 != "\"" }
        #expect(src.hasSuffix(SidebarScript.file))
        let root = String(src.dropLast(SidebarScript.file.count))
        var shown = html.replacingOccurrences(of: "href=\"", with: "href=\"\(root)")
        for outside in ["http:", "https:", "mailto:", "/", "#"] {
            shown = shown.replacingOccurrences(of: "href=\"\(root)\(outside)", with: "href=\"\(outside)")
        }
        let tagEnd = source[tag.upperBound...].prefix { $0 != ">" }
        guard let current = tagEnd.range(of: "data-page=\"") else { return shown }
        let marked = tagEnd[current.upperBound...].prefix { $0 != "\"" }
        let link = "href=\"\(root)\(marked)\""
        guard let found = shown.range(of: link) else { return shown }
        return shown.replacingCharacters(in: found, with: link + " aria-current=\"page\"")
    }
}
