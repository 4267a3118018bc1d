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

    init(guides: [Guide], paths: SitePaths) {
        pages = paths.guidePages
        anchors = Dictionary(uniqueKeysWithValues: guides.map { ($0.path, Set($0.headings.map(\.anchor))) })
    }

    /// Resolves `destination`, written in the guide at `guidePath`.
    func resolve(_ destination: String, from guidePath: String) -> Resolution {
        guard !destination.isEmpty, !Self.hasScheme(destination), !destination.hasPrefix("/") else { return .external }
        let (path, fragment) = Self.split(destination)
        let target: String
        if path.isEmpty {
            target = guidePath
        } else {
            let decoded = path.removingPercentEncoding ?? path
            guard Self.isGuideLink(decoded) || pages[Self.join(guidePath, decoded)] != nil else { return .external }
            target = Self.join(guidePath, decoded)
        }
        guard let page = pages[target] else {
            return .broken("link to a missing guide `\(path)`", pageHref: nil)
        }
        guard let fromPage = pages[guidePath] else { return .external }
        let href = path.isEmpty ? "" : SitePaths.rootPrefix(of: fromPage) + page
        if let fragment, !fragment.isEmpty {
            let anchor = fragment.removingPercentEncoding ?? fragment
            guard anchors[target]?.contains(anchor) == true else {
                let place = path.isEmpty ? "this guide" : "`\(path)`"
                return .broken("link to a missing anchor `#\(anchor)` in \(place)", pageHref: path.isEmpty ? nil : href)
            }
        }
        return .page(href: href + (fragment.map { "#" + $0 } ?? ""))
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
