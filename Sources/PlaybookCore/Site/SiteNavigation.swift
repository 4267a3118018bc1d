/// The order guides appear in: the config's `nav:` first, then every other
/// guide by title, so a guide missing from `nav:` is still reachable.
struct SiteNavigation: Sendable {
    let guides: [Guide]

    init(guides: [Guide], nav: [String]) {
        var remaining = Dictionary(guides.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var ordered: [Guide] = []
        for path in nav {
            if let guide = remaining.removeValue(forKey: Self.normalized(path)) { ordered.append(guide) }
        }
        ordered += remaining.values.sorted { ($0.title.lowercased(), $0.path) < ($1.title.lowercased(), $1.path) }
        self.guides = ordered
    }

    func previous(of path: String) -> Guide? {
        guard let position = guides.firstIndex(where: { $0.path == path }), position > 0 else { return nil }
        return guides[position - 1]
    }

    func next(of path: String) -> Guide? {
        guard let position = guides.firstIndex(where: { $0.path == path }), position + 1 < guides.count else { return nil }
        return guides[position + 1]
    }

    /// `./overview.md` and `overview.md` name the same guide.
    private static func normalized(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
}
