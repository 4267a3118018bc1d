import Foundation

/// Fills the theme's templates: each page's own template, then the layout
/// around it with the sidebar.
struct SitePages: Sendable {
    let templates: ThemeTemplates
    let siteTitle: String
    let navigation: SiteNavigation
    let paths: SitePaths
    let verdicts: [String: GuideVerdict]
    let highlighter: SwiftHighlighter
    let choices: PlaceholderChoices
    let editURL: String?
    let lastUpdated: [String: Date]
    private let choicesJSON: String
    /// Has a value (`_`) for every placeholder: a guide it fills has placeholders.
    private let anyValues: Instantiator
    /// The sidebar's entries as template values, made once: every page shows
    /// the same list, so a site of n guides would otherwise convert n² entries.
    private let navValues: TemplateValues.Frozen

    /// Each guide's line in the sidebar, by path.
    private let navPositions: [String: Int]

    /// `symbols` gives the symbols a catalog's Topics list their sidebar lines; without it they have none.
    init(
        templates: ThemeTemplates, siteTitle: String, navigation: SiteNavigation, paths: SitePaths,
        verdicts: [String: GuideVerdict],
        highlighter: SwiftHighlighter, choices: PlaceholderChoices, editURL: String?, lastUpdated: [String: Date],
        symbols: SymbolPages? = nil
    ) {
        self.editURL = editURL
        self.lastUpdated = lastUpdated
        self.templates = templates
        self.highlighter = highlighter
        self.choices = choices
        choicesJSON = choices.json
        anyValues = Instantiator(
            placeholders: highlighter.placeholders,
            sample: PlaybookConfig.Sample(
                name: "", values: Dictionary(uniqueKeysWithValues: choices.names.map { ($0, "_") }))
        )
        self.siteTitle = siteTitle
        self.navigation = navigation
        self.paths = paths
        self.verdicts = verdicts
        let guides = Dictionary(navigation.guides.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [PageContexts.NavEntry] = []
        var positions: [String: Int] = [:]
        var pendingGroup: String?
        for (position, entry) in navigation.entries.enumerated() {
            pendingGroup = navigation.groupTitles[position] ?? pendingGroup
            switch entry {
            case .guide(let path):
                guard let guide = guides[path] else { continue }
                positions[path] = entries.count
                let statusText = verdicts[path]?.summary ?? ""
                // An extension file's page is its symbol's: named in code, as the symbols beside it.
                let isSymbol = guide.symbolTitle != nil && !guide.isCatalogRoot
                entries.append(
                    PageContexts.NavEntry(
                        title: guide.title, href: paths.guidePages[path] ?? "", current: false,
                        status: verdicts[path]?.status ?? "none", statusText: statusText,
                        group: pendingGroup, isSymbol: isSymbol,
                        titleHTML: isSymbol ? InlineCodeBreaks.marking(HTML.escape(guide.title)) : "",
                        hasStatus: !statusText.isEmpty, depth: navigation.depths[position] ?? 0))
            case .symbol(let link, let listedIn):
                guard let guide = guides[listedIn], let target = symbols?.target(of: link, in: guide) else { continue }
                entries.append(
                    PageContexts.NavEntry(
                        title: target.title, href: target.href, current: false, status: "none", statusText: "",
                        group: pendingGroup, isSymbol: true,
                        titleHTML: InlineCodeBreaks.marking(HTML.escape(target.title)),
                        depth: navigation.depths[position] ?? 0))
            }
            pendingGroup = nil
        }
        navPositions = positions
        navValues = TemplateValues.Frozen(entries)
    }

    /// `document` is the guide's markdown, parsed once for the page, its search entries and its files.
    /// `editable` is false for a page no file of the guides holds (a symbol's), which has no edit link.
    /// `breadcrumbs` are the pages above a page the navigation does not hold (a symbol's); a guide's come from
    /// the Topics that lead to it.
    /// `description` is the page's summary when no markdown `document` gives one (a symbol's abstract).
    func guidePage(
        _ guide: Guide, page: String, body: String, document: MarkdownNode?, description: String? = nil,
        editable: Bool = true, breadcrumbs: [PageContexts.PageLink]? = nil
    ) -> String {
        let root = SitePaths.rootPrefix(of: page)
        let link = { (other: Guide) in
            PageContexts.PageLink(title: other.title, href: paths.guidePages[other.path] ?? "")
        }
        let toc = guide.headings.filter { (2...3).contains($0.level) }.map {
            PageContexts.TocEntry(
                level: $0.level, text: $0.text, html: highlighter.markPlaceholders($0.text), anchor: $0.anchor)
        }
        let hasPlaceholders = anyValues.fillsAny(guide.markdown)
        let title = Self.titleHeading(openingOf: body)
        let crumbs = breadcrumbs ?? self.breadcrumbs(of: guide.path).map(link)
        let context = PageContexts.GuidePage(
            root: root, title: guide.title, path: guide.path,
            hasTitleHeading: guide.headings.contains { $0.level == 1 },
            summary: verdicts[guide.path]?.summary ?? "", body: body,
            titleHeading: String(title?.heading ?? ""), bodyAfterTitle: String(title?.rest ?? body[...]),
            toc: toc, hasToc: toc.count > 1,
            hasPlaceholders: hasPlaceholders, samples: choices.samples.map { PageContexts.SampleName(name: $0.name) },
            placeholderNames: choices.names.map { PageContexts.SampleName(name: $0) },
            editHref: editURL.flatMap { editable ? $0 : nil }.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + guide.path },
            lastUpdated: lastUpdated[guide.path].map(Self.day),
            previous: navigation.previous(of: guide.path).map(link), next: navigation.next(of: guide.path).map(link),
            breadcrumbs: crumbs, hasBreadcrumbs: !crumbs.isEmpty,
            hasSummary: !(verdicts[guide.path]?.summary ?? "").isEmpty
        )
        return layout(
            render("guide.mustache", context), title: guide.title, root: root, current: guide.path, page: page,
            description: document.map { Self.description(of: guide, document: $0) } ?? description
        )
    }

    /// The guides whose Topics lead to `path`, from the root down; a cycle ends at its first repeat.
    private func breadcrumbs(of path: String) -> [Guide] {
        var chain: [Guide] = []
        var seen: Set<String> = [path]
        var current = path
        while let parent = navigation.parents[current], seen.insert(parent).inserted,
            let guide = navigation.guides.first(where: { $0.path == parent })
        {
            chain.insert(guide, at: 0)
            current = parent
        }
        return chain
    }

    func home(report: VerificationReport?, sampleCount: Int) -> String {
        let guides = navigation.guides.map { guide in
            PageContexts.HomeGuide(
                title: guide.title, href: paths.guidePages[guide.path] ?? "",
                status: verdicts[guide.path]?.status ?? "none", summary: verdicts[guide.path]?.summary ?? "",
                description: guide.frontMatter["description"]
            )
        }
        let summary = report?.summary
        let swiftBlocks = Set((report?.blocks ?? []).map { "\($0.guide)#\($0.index)" }).count
        let context = PageContexts.Home(
            root: "", siteTitle: siteTitle, verified: report != nil,
            swiftBlocks: swiftBlocks, blocks: summary?.blocks ?? 0,
            passed: summary?.passed ?? 0, passedRun: summary?.passedLevels.run ?? 0,
            passedTest: summary?.passedLevels.test ?? 0,
            passedTypecheck: summary?.passedLevels.typecheck ?? 0, passedSyntax: summary?.passedLevels.syntax ?? 0,
            failed: summary?.failed ?? 0, blocked: summary?.blocked ?? 0, skipped: summary?.skipped ?? 0,
            sampleCount: sampleCount, swiftBlocksText: CountPhrase.of(swiftBlocks, "Swift block"),
            samplesText: CountPhrase.of(sampleCount, "sample"),
            resultsText: CountPhrase.of(summary?.blocks ?? 0, "result"),
            guides: guides
        )
        return layout(render("home.mustache", context), title: "Overview", root: "", isHome: true)
    }

    func report(report: VerificationReport?) -> String {
        let results = Dictionary(grouping: report?.blocks ?? [], by: \.guide)
        let guides = navigation.guides.compactMap { guide -> PageContexts.ReportGuide? in
            let page = paths.guidePages[guide.path] ?? ""
            let headings = Dictionary(
                guide.blocks.map { ($0.index, $0.headingPath.last ?? "") }, uniquingKeysWith: { first, _ in first })
            let expectingErrors = Set(guide.blocks.filter { $0.has("expect-error") }.map(\.index))
            var rows: [PageContexts.ReportRow]
            if report != nil {
                // By line, each block's samples together; the sort is stable, so samples keep the report's order.
                let ordered = (results[guide.path] ?? []).enumerated().sorted {
                    ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
                }
                rows = ordered.map(\.element).map { result in
                    // Each row says what the block's badge says for its sample: "fails as expected", "syntax only".
                    let verdict = BlockVerdict(results: [result], expectsError: expectingErrors.contains(result.index))
                    return PageContexts.ReportRow(
                        line: result.line, blockHref: "\(page)#block-\(result.line)",
                        section: headings[result.index] ?? "",
                        sample: result.sample, status: verdict.styleClass, statusText: verdict.label,
                        reason: result.reason,
                        level: result.level?.rawValue ?? "–", unit: result.unit ?? "–",
                        exampleHref: result.unit.flatMap { paths.examplePages[$0] },
                        time: String(format: "%.2f s", result.seconds)
                    )
                }
            } else {
                rows = guide.blocks.filter(\.isSwift).map { block in
                    PageContexts.ReportRow(
                        line: block.line, blockHref: "\(page)#block-\(block.line)",
                        section: block.headingPath.last ?? "",
                        sample: "–", status: "unverified", statusText: "not verified", reason: nil, level: "–",
                        unit: "–", exampleHref: nil, time: "–"
                    )
                }
            }
            guard !rows.isEmpty else { return nil }
            return PageContexts.ReportGuide(
                title: guide.title, path: guide.path, href: page, anchor: SitePaths.fileStem(guide.path), rows: rows)
        }
        let summary = report?.summary
        let context = PageContexts.Report(
            root: "", verified: report != nil, blocks: summary?.blocks ?? 0, passed: summary?.passed ?? 0,
            passedRun: summary?.passedLevels.run ?? 0, passedTest: summary?.passedLevels.test ?? 0,
            passedTypecheck: summary?.passedLevels.typecheck ?? 0, passedSyntax: summary?.passedLevels.syntax ?? 0,
            failed: summary?.failed ?? 0, blocked: summary?.blocked ?? 0, skipped: summary?.skipped ?? 0,
            units: summary?.units ?? 0,
            cachedUnits: summary?.cachedUnits ?? 0, resultsText: CountPhrase.of(summary?.blocks ?? 0, "block result"),
            unitsText: CountPhrase.of(summary?.units ?? 0, "unit"), guides: guides
        )
        return layout(render("report.mustache", context), title: "Verification report", root: "", isReport: true)
    }

    /// A result's badge class: a pass that stopped at syntax looks apart from a compiled one.
    func example(_ context: PageContexts.Example, page: String) -> String {
        layout(
            render("example.mustache", context), title: "Verified example: \(context.heading)", root: context.root,
            current: context.guidePath)
    }

    /// `root` is absolute (`SitePaths.absoluteRoot`): the page is shown at any missing address, at any depth.
    func notFound(root: String) -> String {
        layout(render("404.mustache", PageContexts.NotFound(root: root)), title: "Page not found", root: root)
    }

    /// The `<h1>` element `body` opens with, and what follows it; nil when it opens with anything else.
    /// Searched in UTF-8: Foundation's `range(of:)` goes through NSString, 6% of a site build, and the standard
    /// library's `firstRange(of:)` read the whole body.
    static func titleHeading(openingOf body: String) -> (heading: Substring, rest: Substring)? {
        let closing = "</h1>"
        guard body.hasPrefix("<h1"), let offset = body.utf8Offset(of: closing) else { return nil }
        let end = body.utf8.index(body.utf8.startIndex, offsetBy: offset + closing.utf8.count)
        return (body[..<end], body[end...])
    }

    /// The day a guide last changed, in UTC so every build of the same commit says the same.
    /// From the C library: a Foundation date formatter per page was 3% of a site build.
    static func day(_ date: Date) -> String {
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&time, &parts)
        return String(format: "%04d-%02d-%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday)
    }

    /// The front matter's description, else the guide's first paragraph, cut at a word near 160 characters.
    static func description(of guide: Guide, document: MarkdownNode) -> String? {
        if let described = guide.frontMatter["description"], !described.isEmpty { return described }
        guard let paragraph = document.children.first(where: { $0.kind == .paragraph }) else { return nil }
        let text = SearchIndexBuilder.collapsingWhitespace(SearchIndexBuilder.plainText(paragraph))
        guard text.count > 160 else { return text.isEmpty ? nil : text }
        let cut = text.prefix(160)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }

    private func layout(
        _ content: String, title: String, root: String, current: String? = nil, page: String? = nil,
        isHome: Bool = false,
        isReport: Bool = false,
        description: String? = nil, inlineSidebar: String? = nil
    ) -> String {
        var nav = navValues.entries
        if let current, let position = navPositions[current] {
            nav[position]["current"] = true
        }
        let context = PageContexts.Layout(
            siteTitle: siteTitle, pageTitle: title, root: root, isHome: isHome, isReport: isReport, content: content,
            description: description, placeholdersJSON: choicesJSON
        )
        guard var values = TemplateValues.convert(context) as? [String: Any] else { return "" }
        // A theme's own layout may still list `nav` itself.
        values["nav"] = nav
        let shown = isHome ? "index.html" : isReport ? "report.html" : page ?? current.flatMap { paths.guidePages[$0] }
        values["sidebar"] = inlineSidebar ?? SidebarScript.slot(root: root, page: shown)
        return templates.render(values, template: "layout.mustache")
    }

    /// The sidebar as the theme renders it for the site's root, once for every page: `assets/sidebar.js` holds it.
    private func sidebar() -> String {
        // A guide that is the home page (an index.md, a catalog's root) is listed once, under its own title.
        let values: [String: Any] = [
            "root": "", "nav": navValues.entries, "homeIsAGuide": navigation.home != nil,
        ]
        return templates.render(values, template: "sidebar.mustache")
    }

    /// `assets/sidebar.js`: the sidebar every page loads.
    func sidebarScript() -> String {
        SidebarScript.script(sidebarHTML: sidebar())
    }

    /// `contents.html`, where a reader without scripts finds every page: the sidebar is in the page itself.
    func contents() -> String {
        let inline = sidebar() + "\n" + SidebarScript.loader(root: "", page: SidebarScript.contentsPage)
        return layout(
            render("contents.mustache", PageContexts.Contents(root: "", siteTitle: siteTitle)), title: "Every page",
            root: "", inlineSidebar: inline)
    }

    private func render(_ template: String, _ context: Any) -> String {
        templates.render(TemplateValues.convert(context), template: template)
    }
}
