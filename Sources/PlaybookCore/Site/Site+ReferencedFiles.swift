import Foundation

extension Site {
    /// The site with the files its guides show or link to read in, each from
    /// the first of `roots` (guide folders; `""` for the working folder) that
    /// holds it. A missing file is left out: the link stays as the guide wrote it.
    public func addingReferencedFiles(from roots: [String]) -> Site {
        var site = self
        for path in referencedFiles {
            let target = SitePaths.insideSite(path)
            guard !target.isEmpty, site.files[target] == nil else { continue }
            for root in roots {
                let source = root.isEmpty ? path : PathText.join(root, path)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder), !isFolder.boolValue else {
                    continue
                }
                // Only what really lives in the guides' folder is published, never a link's target elsewhere.
                let base = URL(fileURLWithPath: root.isEmpty ? FileManager.default.currentDirectoryPath : root)
                    .resolvingSymlinksInPath().path
                guard
                    URL(fileURLWithPath: source).resolvingSymlinksInPath().path.hasPrefix(
                        base.hasSuffix("/") ? base : base + "/")
                else {
                    site.warnings.append(
                        .warning(
                            "not copied: `\(path)` is a symbolic link that leads out of the guides folder", file: source
                        ))
                    break
                }
                guard let data = FileManager.default.contents(atPath: source) else { continue }
                site.files[target] = data
                break
            }
        }
        return site
    }
}
