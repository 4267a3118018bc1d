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

    /// SwiftPM's build folder and the compilers' module caches hold absolute
    /// paths, so a package folder copied or restored elsewhere (a moved
    /// checkout, a CI cache) would compile against modules built for the old
    /// place and fail for the tool's reasons. The folder records where it was
    /// built; found anywhere else, its build products are discarded. The result
    /// cache is kept: its keys hold no path. Returns whether it discarded anything.
    @discardableResult
    public func discardBuildIfMoved() throws -> Bool {
        let manager = FileManager.default
        let build = path(".build")
        let stamp = path(".build/playbook-location")
        let recorded = manager.contents(atPath: stamp).map { String(decoding: $0, as: UTF8.self) }
        guard recorded != directory else { return false }
        let existed = manager.fileExists(atPath: build)
        if existed { try manager.removeItem(atPath: build) }
        try manager.createDirectory(atPath: build, withIntermediateDirectories: true)
        try Data(directory.utf8).write(to: URL(fileURLWithPath: stamp), options: .atomic)
        return existed
    }

    /// The absolute path of a file of the package.
    public func path(_ relative: String) -> String {
        (directory as NSString).appendingPathComponent(relative)
    }
}
