import Foundation

/// Turns links between guides (`create-usecase.md`, `create-usecase.md#step-3a--get`)
/// into links between rendered pages, and finds the ones that lead nowhere.
struct LinkResolver: Sendable {
    /// Where a link written in a guide leads.
    enum Resolution: Equatable, Sendable {
        /// Not a link to a guide (another site, an image, a file): left as written.
        case external
        /// A guide's page, with the anchor when the link names one.
        case page(href: String)
        /// A guide or anchor that does not exist; the message says which.
        /// `pageHref` is the guide's page when only the anchor is missing in another
        /// guide, so the reader still lands on the right page; nil leaves the link as written.
        case broken(String, pageHref: String?)
    }

    private let pages: [String: String]
    private let anchors: [String: Set<String>]
    private let headings: [String: [Guide.Heading]]
    private let titles: [String: String]
    /// Guide paths by the name DocC gives an article: its file name without extension, lowercased.
    private let articles: [String: String]

    /// What a Topics entry shows under an article's link, by guide path: its description or first paragraph.
    /// Made only for the articles some Topics list.
    private let summaries: [String: String]
    /// Each link's resolution, by its destination and the guide it is written in: a page's render and its check
    /// for broken links resolve every link, and splitting, decoding and joining its path is the cost.
    private let resolutions = SharedCache<[String], Resolution>()

    init(guides: [Guide], paths: SitePaths) {
        pages = paths.guidePages
        anchors = Dictionary(uniqueKeysWithValues: guides.map { ($0.path, Set($0.headings.map(\.anchor))) })
        headings = Dictionary(uniqueKeysWithValues: guides.map { ($0.path, $0.headings) })
        titles = Dictionary(uniqueKeysWithValues: guides.map { ($0.path, $0.title) })
        let articles = Dictionary(
            guides.map { (SitePaths.fileStem(forGuide: $0.path).lowercased(), $0.path) },
            uniquingKeysWith: { first, _ in first })
        self.articles = articles
        let listed = Set(
            guides.flatMap(\.topics).flatMap(\.destinations).compactMap {
                Self.docArticleName($0).flatMap { articles[$0.name] }
            })
        summaries = Dictionary(
            uniqueKeysWithValues: guides.filter { listed.contains($0.path) }.compactMap { guide in
                SitePages.description(of: guide, document: guide.document).map {
                    (guide.path, $0)
                }
            })
    }

    /// The summary a Topics entry shows under a link to the article `destination` names.
    func topicSummary(_ destination: String) -> String? {
        docLinkTarget(destination).flatMap { summaries[$0.guide] }
    }

    /// The page of the guide at `guidePath`, from the site's root.
    func page(of guidePath: String) -> String? { pages[guidePath] }

    /// The article a DocC link (`doc:Name`, `doc:Name#Section`, `doc:/documentation/Module/Name`) names,
    /// lowercased as DocC matches it, with the section.
    static func docArticleName(_ destination: String) -> (name: String, section: String?)? {
        guard destination.hasPrefix("doc:") else { return nil }
        let (path, fragment) = split(String(destination.dropFirst(4)))
        let name = PathText.decodingPercents(path).split(separator: "/").last.map { $0.lowercased() } ?? ""
        return (name, fragment)
    }

    /// The guide a DocC link names, with the section.
    func docLinkTarget(_ destination: String) -> (guide: String, section: String?)? {
        guard let (name, section) = Self.docArticleName(destination) else { return nil }
        return articles[name].map { ($0, section) }
    }

    /// What an autolink `<doc:Name>` shows, as DocC does: the article's title, or the section's heading.
    func docLinkTitle(_ destination: String) -> String? {
        guard let (guide, section) = docLinkTarget(destination) else { return nil }
        guard let section else { return titles[guide] }
        return headings[guide]?.first { $0.anchor == Self.docAnchor(section) }?.text ?? titles[guide]
    }

    /// DocC writes a section as its heading with spaces as hyphens (`Section-Title`), which slugs as the heading does.
    private static func docAnchor(_ section: String) -> String {
        AnchorSlugger.slug(PathText.decodingPercents(section))
    }

    private func resolveDocLink(_ destination: String, from guidePath: String) -> Resolution {
        guard let (target, section) = docLinkTarget(destination) else {
            return .broken("link to a missing article `<\(destination)>`", pageHref: nil)
        }
        guard let page = pages[target], let fromPage = pages[guidePath] else { return .external }
        let href = SitePaths.rootPrefix(of: fromPage) + page
        guard let section, !section.isEmpty else { return .page(href: href) }
        let anchor = Self.docAnchor(section)
        guard anchors[target]?.contains(anchor) == true else {
            return .broken(
                "link to a missing section `#\(section)` in `<doc:\(SitePaths.fileStem(forGuide: target))>`",
                pageHref: href)
        }
        return .page(href: href + "#" + anchor)
    }

    /// Resolves `destination`, written in the guide at `guidePath`.
    func resolve(_ destination: String, from guidePath: String) -> Resolution {
        resolutions.value(for: [destination, guidePath]) { resolution(of: destination, from: guidePath) }
    }

    private func resolution(of destination: String, from guidePath: String) -> Resolution {
        if destination.hasPrefix("doc:") { return resolveDocLink(destination, from: guidePath) }
        guard !destination.isEmpty, !Self.hasScheme(destination), !destination.hasPrefix("/") else { return .external }
        let (path, fragment) = Self.split(destination)
        let target: String
        if path.isEmpty {
            target = guidePath
        } else {
            let decoded = PathText.decodingPercents(path)
            guard Self.isGuideLink(decoded) || pages[Self.join(guidePath, decoded)] != nil else { return .external }
            target = Self.join(guidePath, decoded)
        }
        guard let page = pages[target] else {
            return .broken("link to a missing guide `\(path)`", pageHref: nil)
        }
        guard let fromPage = pages[guidePath] else { return .external }
        let href = path.isEmpty ? "" : SitePaths.rootPrefix(of: fromPage) + page
        guard let fragment, !fragment.isEmpty else { return .page(href: href) }
        let written = PathText.decodingPercents(fragment)
        if anchors[target]?.contains(written) == true { return .page(href: href + "#" + fragment) }
        // DocC keeps a heading's case in its anchor (`#Implement-a-provider`); the page's anchor is its slug.
        let slug = AnchorSlugger.slug(written)
        if anchors[target]?.contains(slug) == true { return .page(href: href + "#" + slug) }
        let place = path.isEmpty ? "this guide" : "`\(path)`"
        return .broken("link to a missing anchor `#\(written)` in \(place)", pageHref: path.isEmpty ? nil : href)
    }

    /// Warnings for every link of `guide` that leads to a missing guide or anchor, at the link's line.
    func brokenLinks(in guide: Guide) -> [Diagnostic] {
        guide.links.compactMap { link in
            guard case .broken(let message, _) = resolve(link.destination, from: guide.path) else { return nil }
            return .warning(message, file: guide.path, line: link.line)
        }
    }

    private static func hasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }

    private static func isGuideLink(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
    }

    /// The path part (query dropped) and the fragment of a destination.
    private static func split(_ destination: String) -> (path: String, fragment: String?) {
        var path = Substring(destination)
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = path[..<hash]
        }
        if let question = path.firstIndex(of: "?") { path = path[..<question] }
        return (String(path), fragment)
    }

    /// `relative` resolved against the folder of `guidePath`, `.` and `..` folded.
    static func join(_ guidePath: String, _ relative: String) -> String {
        var parts = guidePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
