import Foundation

/// Puts a `GeneratedPackage` on disk, touching only files whose contents
/// changed, so SwiftPM's incremental build recompiles only what changed.
public struct PackageWriter: Sendable {
    /// Folders the writer owns; anything else in the package folder (`.build`, the cache) is left alone.
    static let managedFolders = ["Modules", GeneratedPackage.unitsFolder]

    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// Writes `files`, removes files of earlier runs that are no longer generated,
    /// and returns how many files were written.
    @discardableResult
    public func write(_ files: [String: String]) throws -> Int {
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var written = 0
        for (path, contents) in files {
            let full = (directory as NSString).appendingPathComponent(path)
            if let existing = manager.contents(atPath: full), existing == Data(contents.utf8) { continue }
            try manager.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: full), options: .atomic)
            written += 1
        }
        for folder in Self.managedFolders {
            let root = (directory as NSString).appendingPathComponent(folder)
            guard let enumerator = manager.enumerator(atPath: root) else { continue }
            for case let relative as String in enumerator {
                let path = "\(folder)/\(relative)"
                let full = (root as NSString).appendingPathComponent(relative)
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue, files[path] == nil {
                    try manager.removeItem(atPath: full)
                }
            }
        }
        return written
    }

    /// The absolute path of a file of the package.
    public func path(_ relative: String) -> String {
        (directory as NSString).appendingPathComponent(relative)
    }
}
