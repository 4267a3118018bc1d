import Foundation

/// Maps a request's path to a file inside the served folder, or to nothing
/// (a 404). Nothing outside the folder can be reached: `..` in any spelling,
/// hidden names and symbolic links that lead out are all refused.
struct SitePathResolver: Sendable {
    /// The folder, with its own symbolic links resolved, so a file's resolved
    /// path can be compared with it.
    let root: String

    init(root: String) {
        self.root = Self.realPath(root) ?? URL(fileURLWithPath: root).standardizedFileURL.path
    }

    /// The path's segments, each percent-decoded exactly once, or nil when a
    /// segment is `..`, hidden, or hides a separator or NUL once decoded.
    /// Pure, so every spelling of an escape is testable without a disk.
    static func segments(ofRawPath rawPath: String) -> [String]? {
        guard rawPath.hasPrefix("/") else { return nil }
        var segments: [String] = []
        for part in rawPath.split(separator: "/", omittingEmptySubsequences: true) {
            guard let decoded = String(part).removingPercentEncoding else { return nil }
            if decoded == "." { continue }
            let smuggles = decoded.contains("/") || decoded.contains("\\") || decoded.contains("\u{0}")
            // Hidden names cover `..` and the files a writer never meant to publish.
            guard !decoded.hasPrefix("."), !smuggles else { return nil }
            segments.append(decoded)
        }
        return segments
    }

    /// The regular file a request path names (a folder means its index.html),
    /// resolved through symbolic links and still inside the folder.
    func file(forRawPath rawPath: String) -> String? {
        guard let segments = Self.segments(ofRawPath: rawPath) else { return nil }
        var path = segments.reduce(root) { PathText.join($0, $1) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { path = PathText.join(path, "index.html") }
        guard let resolved = Self.realPath(path), resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            return nil
        }
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder), !isFolder.boolValue else {
            return nil
        }
        return resolved
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
