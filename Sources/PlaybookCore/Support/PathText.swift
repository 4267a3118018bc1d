import Foundation

/// Path arithmetic on plain strings. Foundation's `NSString.deletingLastPathComponent`
/// traps on Linux for a one-character relative path (`q`), so every path
/// Playbook takes apart goes through here instead.
enum PathText {
    /// The folder part of `path`: `a/b.md` → `a`, `b.md` → ``, `/b.md` → `/`, `a/` → ``.
    static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var folder = trimmed[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }

    /// The last component of `path`: `a/b.md` → `b.md`, `a/` → `a`, `/` → `/`.
    static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/"), trimmed != "/" else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `component` under `folder`; an empty folder is the working folder.
    static func join(_ folder: String, _ component: String) -> String {
        if folder.isEmpty { return component }
        return folder.hasSuffix("/") ? folder + component : folder + "/" + component
    }

    /// `text` with its `%XX` escapes decoded; as written when it has none, or when one is malformed.
    /// Foundation's decoding cost 4% of a site build with symbols even where there was nothing to
    /// decode: a site of symbol pages decodes the source path of each of thousands of symbols.
    static func decodingPercents(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }
}
