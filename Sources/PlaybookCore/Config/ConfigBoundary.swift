import Foundation

/// Where a config may read guides and support from without saying so: its
/// repository (the nearest folder above it holding `.git`), else its own
/// folder. `guides: /` would otherwise read the whole filesystem, and a
/// config from a pull request could publish `~/.ssh`.
struct ConfigBoundary: Sendable {
    /// The real path of the repository or the config's folder.
    let root: String

    /// The boundary of a config in `folder` (relative to the working folder).
    static func of(configFolder folder: String) -> ConfigBoundary {
        let own = OutputGuard.realPath(folder.isEmpty ? "." : folder)
        var candidate = own
        while true {
            if FileManager.default.fileExists(atPath: PathText.join(candidate, ".git")) {
                return ConfigBoundary(root: candidate)
            }
            let parent = PathText.folder(of: candidate)
            if parent == candidate || parent.isEmpty { return ConfigBoundary(root: own) }
            candidate = parent
        }
    }

    /// Whether `path`, as the config writes it (relative to `folder`), stays inside the boundary.
    func contains(_ path: String, folder: String) -> Bool {
        let resolved = path.hasPrefix("/") ? path : PathText.join(folder.isEmpty ? "." : folder, path)
        let real = OutputGuard.realPath(resolved)
        return real == root || real.hasPrefix(root == "/" ? root : root + "/")
    }
}
