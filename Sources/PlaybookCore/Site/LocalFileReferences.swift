import Foundation

/// Files beside the guides that the guides show or link to (a diagram, a
/// sample project), so the site can carry them at the same relative place and
/// `![diagram](images/flow.svg)` still shows once the guide is a page.
enum LocalFileReferences {
    /// Paths relative to the guides' root that `guide` (parsed: `document`)
    /// refers to, in the order met, each once.
    static func referenced(by guide: Guide, document: MarkdownNode) -> [String] {
        var seen = Set<String>()
        var paths: [String] = []
        document.walk { node, _ in
            if node.kind == .image || node.kind == .link, let destination = node.destination,
                let path = localPath(destination, in: guide.path), seen.insert(path).inserted
            {
                paths.append(path)
            }
            return true
        }
        return paths
    }

    /// A relative destination that is not a guide, resolved against the guide's folder; nil for anything else.
    private static func localPath(_ destination: String, in guidePath: String) -> String? {
        let path = String(destination.prefix { $0 != "#" && $0 != "?" })
        let lowered = path.lowercased()
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains(":"),
            !lowered.hasSuffix(".md"), !lowered.hasSuffix(".markdown"), !path.hasSuffix("/")
        else { return nil }
        let joined = LinkResolver.join(guidePath, PathText.decodingPercents(path))
        return joined.isEmpty ? nil : joined
    }
}
