import Foundation

/// The files of a folder whose real paths stay inside it, and the symbolic
/// links that lead out of it. Git stores links, so a pull request can add
/// `guides/env.md → /proc/self/environ` or `theme/x.css → ~/.ssh/id_rsa`;
/// followed, the site would publish what they point at. Hidden files and
/// folders are skipped.
struct ContainedFiles {
    struct File: Sendable {
        var url: URL
        /// Relative to the folder, as the user sees it.
        var relativePath: String
    }

    struct Escape: Sendable {
        var relativePath: String
        /// Where the link really leads.
        var target: String
    }

    /// Regular files inside the folder, sorted by relative path.
    var files: [File] = []
    /// Links that lead out of the folder, sorted by relative path.
    var escapes: [Escape] = []

    /// `recursive: false` reads only the folder's own entries. A folder that
    /// does not exist has no files.
    init(folder: String, recursive: Bool = true, including: (URL) -> Bool) {
        let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.resolvingSymlinksInPath()
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let manager = FileManager.default
        let candidates: [URL]
        if recursive {
            let enumerator = manager.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            candidates = enumerator?.compactMap { $0 as? URL } ?? []
        } else {
            candidates =
                (try? manager.contentsOfDirectory(
                    at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])) ?? []
        }
        for url in candidates where including(url) {
            let full = url.standardizedFileURL.path
            let relative = full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : url.lastPathComponent
            let resolved = url.resolvingSymlinksInPath()
            guard resolved.path.hasPrefix(prefix) else {
                escapes.append(Escape(relativePath: relative, target: resolved.path))
                continue
            }
            guard (try? resolved.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files.append(File(url: url, relativePath: relative))
        }
        files.sort { $0.relativePath < $1.relativePath }
        escapes.sort { $0.relativePath < $1.relativePath }
    }

    /// A warning for each link out, naming the file under `shownFolder`.
    func warnings(shownFolder: String, role: String) -> [Diagnostic] {
        escapes.map { escape in
            .warning(
                "skipped: a symbolic link that leads out of the \(role) (to \(escape.target)); files are read only "
                    + "from inside it",
                file: PathText.join(shownFolder, escape.relativePath)
            )
        }
    }
}
