import Foundation

/// The size and modification time of every file `playbook serve` watches:
/// guides, the config, support folders and the theme. Two snapshots differ
/// when a file was saved, added or removed. Polling a few dozen files twenty
/// times a second costs less than a millisecond each time and behaves the same on
/// every platform and editor (atomic saves included).
struct SourceSnapshot: Sendable, Equatable {
    var files: [String: FileStamp]

    /// Folders are walked; hidden entries (`.build`, editors' swap files) and backups ending in `~` are left out.
    static func take(of roots: [String]) -> SourceSnapshot {
        var files: [String: FileStamp] = [:]
        let manager = FileManager.default
        for root in Set(roots) {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                files[root] = FileStamp(path: root)
                continue
            }
            guard let walker = manager.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = PathText.lastComponent(of: relative)
                if name.hasPrefix(".") {
                    walker.skipDescendants()
                    continue
                }
                guard !name.hasSuffix("~") else { continue }
                let path = PathText.join(root, relative)
                if let stamp = FileStamp(path: path),
                    walker.fileAttributes?[.type] as? FileAttributeType != .typeDirectory
                {
                    files[path] = stamp
                }
            }
        }
        return SourceSnapshot(files: files)
    }

    /// Files added, removed or changed since `earlier`, sorted.
    func changes(since earlier: SourceSnapshot) -> [String] {
        Set(files.keys).union(earlier.files.keys).filter { files[$0] != earlier.files[$0] }.sorted()
    }
}
