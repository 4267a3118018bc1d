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
        // The children being read at each depth, read where they are rather than copied onto a stack one by one.
        var levels: [(nodes: [MarkdownNode], next: Int)] = [([document], 0)]
        while let level = levels.indices.last {
            let index = levels[level].next
            guard index < levels[level].nodes.count else {
                levels.removeLast()
                continue
            }
            levels[level].next += 1
            if !levels[level].nodes[index].children.isEmpty { levels.append((levels[level].nodes[index].children, 0)) }
            let kind = levels[level].nodes[index].kind
            guard kind == .image || kind == .link, let destination = levels[level].nodes[index].destination,
                let path = localPath(destination, in: guide.path), seen.insert(path).inserted
            else { continue }
            paths.append(path)
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
        let joined = LinkResolver.join(guidePath, path.removingPercentEncoding ?? path)
        return joined.isEmpty ? nil : joined
    }
}
