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
                let source = root.isEmpty ? path : (root as NSString).appendingPathComponent(path)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder), !isFolder.boolValue,
                      let data = FileManager.default.contents(atPath: source) else { continue }
                site.files[target] = data
                break
            }
        }
        return site
    }
}
