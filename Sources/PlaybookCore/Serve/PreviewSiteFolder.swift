import Foundation

/// The temporary folder `playbook serve` serves. Unlike `playbook build`,
/// which swaps a whole new site in, it rewrites only the files whose bytes
/// changed (each atomically), so unchanged pages keep their ETags and open
/// browsers learn exactly which pages to reload.
final class PreviewSiteFolder: @unchecked Sendable {
    let path: String
    /// What the folder holds, by path relative to it.
    private(set) var files: [String: Data] = [:]

    init(path: String) {
        self.path = path
    }

    /// Writes what differs and removes what is gone; returns the paths that
    /// changed, removed ones included.
    func update(to site: [String: Data]) throws -> [String] {
        let manager = FileManager.default
        var changed: [String] = []
        for (relative, data) in site.sorted(by: { $0.key < $1.key }) where files[relative] != data {
            guard let target = location(of: relative) else { continue }
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target, options: .atomic)
            changed.append(relative)
        }
        for relative in files.keys.sorted() where site[relative] == nil {
            if let target = location(of: relative) { try? manager.removeItem(at: target) }
            changed.append(relative)
        }
        files = site
        return changed
    }

    /// A site path as a file inside the folder; nil for a path that would leave it.
    private func location(of relative: String) -> URL? {
        let segments = relative.split(separator: "/")
        guard !relative.hasPrefix("/"), !segments.isEmpty, !segments.contains(where: { $0 == ".." || $0 == "." }) else {
            return nil
        }
        return URL(fileURLWithPath: path).appendingPathComponent(relative)
    }
}
