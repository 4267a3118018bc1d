/// The order guides appear in: the config's `nav:` first, then every other
/// guide by title, so a guide missing from `nav:` is still reachable. Without
/// `nav:`, a DocC catalog is ordered as DocC orders it: its root page, then
/// the `## Topics` of the root (each `### Group` a sidebar group), each
/// article followed by the articles of its own Topics. The home page is that
/// root, else a top-level `index.md`, else the overview the site writes.
struct SiteNavigation: Sendable {
    let guides: [Guide]
    /// The guide shown as the site's home page: a DocC catalog's root, or a top-level `index.md`.
    let home: Guide?
    /// The sidebar group a guide opens, by guide path.
    let groupTitles: [String: String]

    init(guides: [Guide], nav: [String]) {
        var remaining = Dictionary(guides.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var ordered: [Guide] = []
        var groups: [String: String] = [:]
        for path in nav {
            if let guide = remaining.removeValue(forKey: Self.normalized(path)) { ordered.append(guide) }
        }
        let root = (nav.isEmpty ? Self.catalogRoot(of: guides) : nil) ?? Self.indexPage(of: guides)
        if let root, let guide = remaining.removeValue(forKey: root.path) {
            let articles = Dictionary(
                guides.map { (SitePaths.fileStem(forGuide: $0.path).lowercased(), $0.path) },
                uniquingKeysWith: { first, _ in first })
            ordered.append(guide)
            // Depth first, each article at its first mention, so a cycle of Topics ends.
            func place(_ topics: [Guide.TopicGroup], groupTitle: (Guide.TopicGroup) -> String?) {
                for group in topics {
                    var title = groupTitle(group)
                    for destination in group.destinations {
                        guard let name = LinkResolver.docArticleName(destination)?.name, let path = articles[name],
                            let article = remaining.removeValue(forKey: path)
                        else { continue }
                        if let pending = title { groups[path] = pending }
                        title = nil
                        ordered.append(article)
                        place(article.topics) { _ in nil }
                    }
                }
            }
            place(guide.topics) { $0.title }
        }
        let rest = remaining.values.sorted { ($0.title.lowercased(), $0.path) < ($1.title.lowercased(), $1.path) }
        if !groups.isEmpty, let first = rest.first { groups[first.path] = "Other pages" }
        ordered += rest
        self.guides = ordered
        self.home = root
        self.groupTitles = groups
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
