import Foundation

/// Writes a scaffold into a destination folder: the I/O edge of `playbook
/// new`. Everything is checked before the first file is written, so a
/// refusal leaves the folder as it was.
public struct ScaffoldWriter: Sendable {
    public enum Change: String, Sendable, Equatable {
        case create, replace, unchanged
    }

    public struct Planned: Sendable, Equatable {
        public var file: Scaffold.File
        public var change: Change
        /// What is there now, for a replaced file.
        public var existing: String?
    }

    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The folder files are written under.
    public let destination: String

    public init(destination: String) {
        self.destination = destination
    }

    /// What writing would do to each file. A path whose real location leaves
    /// the destination (through a symbolic link inside it) is refused.
    public func inspect(_ scaffold: Scaffold) throws(Failure) -> [Planned] {
        let root = URL(fileURLWithPath: destination, isDirectory: true).standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var planned: [Planned] = []
        for file in scaffold.files {
            let url = URL(fileURLWithPath: destination, isDirectory: true).appendingPathComponent(file.path)
            guard Self.realLocation(of: url).hasPrefix(prefix) else {
                throw Failure(description: "\(file.path) (from \(file.guide):\(file.line)) leads out of \(destination) through a symbolic link; nothing was written")
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                planned.append(Planned(file: file, change: .create))
                continue
            }
            guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: url.path) else {
                throw Failure(description: "\(file.path) exists and is not a readable file; nothing was written")
            }
            let existing = String(decoding: data, as: UTF8.self)
            planned.append(Planned(file: file, change: existing == file.contents ? .unchanged : .replace, existing: existing))
        }
        return planned
    }

    /// Writes every planned file that changes, each atomically (a temporary file renamed into place).
    public func write(_ planned: [Planned]) throws(Failure) {
        for entry in planned where entry.change != .unchanged {
            let url = URL(fileURLWithPath: destination, isDirectory: true).appendingPathComponent(entry.file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(entry.file.contents.utf8).write(to: url, options: .atomic)
            } catch {
                throw Failure(description: "cannot write \(entry.file.path): \(error.localizedDescription)")
            }
        }
    }

    /// The unified diff of a planned file against what is there (nothing, for a new file).
    public static func diff(_ entry: Planned) -> String {
        UnifiedDiff.make(
            old: entry.existing ?? "", new: entry.file.contents,
            oldName: entry.change == .create ? "/dev/null" : "a/" + entry.file.path, newName: "b/" + entry.file.path
        )
    }

    /// The real path of `url`, or of the deepest folder above it that exists,
    /// with the rest appended: where a write to `url` would really land.
    static func realLocation(of url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        return ([existing.resolvingSymlinksInPath().path] + rest).joined(separator: "/")
    }
}
