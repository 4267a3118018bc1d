/// The order guides appear in: the config's `nav:` first, then every other
/// guide by title, so a guide missing from `nav:` is still reachable. Without
/// `nav:`, a DocC catalog is ordered as DocC orders it: its root page, then
/// the `## Topics` of the root (each `### Group` a sidebar group), each
/// article followed by the articles of its own Topics. The home page is that
/// root, else a top-level `index.md`, else the overview the site writes.
struct SiteNavigation: Sendable {
    /// A line of the sidebar: a guide, or a symbol a Topics group lists (its page exists only with a symbol graph).
    enum Entry: Sendable, Equatable {
        case guide(String)
        /// A symbol link of a Topics group, with the guide whose Topics list it.
        case symbol(Guide.SymbolLink, listedIn: String)
    }

    let guides: [Guide]
    /// The sidebar in order: every guide, with the symbols Topics list where they are listed.
    let entries: [Entry]
    /// The page that lists each guide in its Topics, by guide path: the way up for a breadcrumb.
    let parents: [String: String]
    /// The guide shown as the site's home page: a DocC catalog's root, or a top-level `index.md`.
    let home: Guide?
    /// The sidebar group an entry opens, by its position in `entries`.
    let groupTitles: [Int: String]
    /// How deep in the Topics each entry is listed, by its position in `entries`: the root's own are at 0,
    /// those of a page it lists at 1, and so on; guides outside the Topics are at 0.
    let depths: [Int: Int]

    init(guides: [Guide], nav: [String]) {
        var remaining = Dictionary(guides.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var ordered: [Guide] = []
        var entries: [Entry] = []
        var groups: [Int: String] = [:]
        var parents: [String: String] = [:]
        var depths: [Int: Int] = [:]
        for path in nav {
            if let guide = remaining.removeValue(forKey: Self.normalized(path)) {
                ordered.append(guide)
                entries.append(.guide(guide.path))
            }
        }
        let root = (nav.isEmpty ? Self.catalogRoot(of: guides) : nil) ?? Self.indexPage(of: guides)
        if let root, let guide = remaining.removeValue(forKey: root.path) {
            let articles = Dictionary(
                guides.map { (SitePaths.fileStem(forGuide: $0.path).lowercased(), $0.path) },
                uniquingKeysWith: { first, _ in first })
            // A symbol with an extension file is listed as that file's page, which is the symbol's.
            let extensions = Dictionary(
                guides.compactMap { guide in guide.symbolTitle.map { (Self.lastComponent($0), guide.path) } },
                uniquingKeysWith: { first, _ in first })
            ordered.append(guide)
            entries.append(.guide(guide.path))
            // Depth first, each page at its first mention, so a cycle of Topics ends.
            func place(
                _ topics: [Guide.TopicGroup], of parent: Guide, depth: Int, groupTitle: (Guide.TopicGroup) -> String?
            ) {
                for group in topics {
                    var title = groupTitle(group)
                    for entry in group.entries {
                        let path: String?
                        switch entry {
                        case .article(let destination):
                            path = LinkResolver.docArticleName(destination).flatMap { articles[$0.name] }
                        case .symbol(let link):
                            path = extensions[Self.lastComponent(link.path)]
                            if path == nil {
                                if let pending = title { groups[entries.count] = pending }
                                title = nil
                                depths[entries.count] = depth
                                entries.append(.symbol(link, listedIn: parent.path))
                                continue
                            }
                        }
                        guard let path, let article = remaining.removeValue(forKey: path) else { continue }
                        if let pending = title { groups[entries.count] = pending }
                        title = nil
                        ordered.append(article)
                        depths[entries.count] = depth
                        entries.append(.guide(path))
                        parents[path] = parent.path
                        place(article.topics, of: article, depth: depth + 1) { _ in nil }
                    }
                }
            }
            place(guide.topics, of: guide, depth: 0) { $0.title }
        }
        let rest = remaining.values.sorted { ($0.title.lowercased(), $0.path) < ($1.title.lowercased(), $1.path) }
        if !groups.isEmpty, !rest.isEmpty { groups[entries.count] = "Other pages" }
        ordered += rest
        entries += rest.map { .guide($0.path) }
        self.guides = ordered
        self.entries = entries
        self.home = root
        self.groupTitles = groups
        self.parents = parents
        self.depths = depths
    }

    /// `Shapes/Circle` and ``` ``Circle`` ``` both name `Circle`.
    private static func lastComponent(_ symbolPath: String) -> String {
        String(symbolPath.split(separator: "/").last ?? Substring(symbolPath))
    }

    /// A top-level `index.md`: the page a writer means as the front page, as static site generators take it.
    private static func indexPage(of guides: [Guide]) -> Guide? {
        guides.first { $0.path.lowercased() == "index.md" || $0.path.lowercased() == "index.markdown" }
    }

    /// The page titled by a symbol link (``` # ``Greeting`` ```), else the one
    /// with Topics that no other guide lists.
    private static func catalogRoot(of guides: [Guide]) -> Guide? {
        if let titled = guides.first(where: \.isCatalogRoot) { return titled }
        let listed = Set(
            guides.flatMap(\.topics).flatMap(\.destinations).compactMap { LinkResolver.docArticleName($0)?.name })
        return guides.first {
            !$0.topics.isEmpty && !listed.contains(SitePaths.fileStem(forGuide: $0.path).lowercased())
        }
    }

    func previous(of path: String) -> Guide? {
        guard let position = guides.firstIndex(where: { $0.path == path }), position > 0 else { return nil }
        return guides[position - 1]
    }

    func next(of path: String) -> Guide? {
        guard let position = guides.firstIndex(where: { $0.path == path }), position + 1 < guides.count else {
            return nil
        }
        return guides[position + 1]
    }

    /// `./overview.md` and `overview.md` name the same guide.
    private static func normalized(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
}
