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
    /// What the workspace reads: guides, config, support, theme.
    public let outputGuard: OutputGuard
    /// Protected targets the user named explicitly (`--force-file`), as the scaffold's relative paths.
    public let namedExplicitly: Set<String>

    public init(
        destination: String, outputGuard: OutputGuard = OutputGuard(inputs: []), namedExplicitly: Set<String> = []
    ) {
        self.destination = destination
        self.outputGuard = outputGuard
        self.namedExplicitly = namedExplicitly
    }

    /// What writing would do to each file, every file checked before any is
    /// written. Refused: a path whose real location leaves the destination
    /// (through a symbolic link inside it), one under a file (`Tests` being a
    /// file), and, unless named explicitly, a protected file (`isProtected`).
    public func inspect(_ scaffold: Scaffold) throws(Failure) -> [Planned] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination, isDirectory: &isFolder), !isFolder.boolValue {
            throw Failure(description: "\(destination) is a file, not a folder to write into; nothing was written")
        }
        let root = URL(fileURLWithPath: destination, isDirectory: true).standardizedFileURL.resolvingSymlinksInPath()
            .path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var planned: [Planned] = []
        for file in scaffold.files {
            let url = URL(fileURLWithPath: destination, isDirectory: true).appendingPathComponent(file.path)
            guard OutputGuard.realPath(url.path).hasPrefix(prefix) else {
                throw Failure(
                    description:
                        "\(file.path) (from \(file.guide):\(file.line)) leads out of \(destination) through a "
                        + "symbolic link; nothing was written"
                )
            }
            if let blocking = Self.fileInTheWay(of: file.path, in: destination) {
                throw Failure(
                    description:
                        "\(file.path) (from \(file.guide):\(file.line)) cannot be written: \(blocking) is a file, not "
                        + "a folder; nothing was written"
                )
            }
            if let reason = protection(of: file.path, at: url), !namedExplicitly.contains(file.path) {
                throw Failure(
                    description:
                        "\(file.path) (from \(file.guide):\(file.line)) is \(reason); name it with --force-file "
                        + "\(file.path) to write it anyway; nothing was written"
                )
            }
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                planned.append(Planned(file: file, change: .create))
                continue
            }
            guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: url.path) else {
                throw Failure(description: "\(file.path) exists and is not a readable file; nothing was written")
            }
            let existing = String(decoding: data, as: UTF8.self)
            planned.append(
                Planned(file: file, change: existing == file.contents ? .unchanged : .replace, existing: existing))
        }
        return planned
    }

    /// Why a target is not a project source file Playbook may write: one of
    /// Playbook's inputs, inside a version-control folder, hidden (`.github/…`,
    /// `.gitignore`), or a Playbook config; nil for an ordinary source file.
    func protection(of relativePath: String, at url: URL) -> String? {
        if outputGuard.isProtected(file: url.path) {
            return "one of Playbook's inputs or inside a repository's own folder"
        }
        let components = relativePath.split(separator: "/")
        if components.contains(where: { $0.hasPrefix(".") }) { return "a hidden file or inside a hidden folder" }
        if components.last.map(String.init) == ConfigLoader.fileName { return "a Playbook config" }
        return nil
    }

    /// The first part of `relativePath` under `destination` that exists as a file where a folder must be.
    static func fileInTheWay(of relativePath: String, in destination: String) -> String? {
        let components = relativePath.split(separator: "/").dropLast()
        var path = destination
        var shown: [Substring] = []
        for component in components {
            path = PathText.join(path, String(component))
            shown.append(component)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
            if !isFolder.boolValue { return shown.joined(separator: "/") }
        }
        return nil
    }

    /// Writes every planned file that changes, all or nothing: each goes to a
    /// temporary file beside its target first, and only when all are written
    /// are they renamed into place. A replaced file keeps its permissions (a
    /// script's run bit).
    public func write(_ planned: [Planned]) throws(Failure) {
        let manager = FileManager.default
        var staged: [(temporary: URL, target: URL)] = []
        var createdFolders: [URL] = []
        do {
            for entry in planned where entry.change != .unchanged {
                let target = URL(fileURLWithPath: destination, isDirectory: true).appendingPathComponent(
                    entry.file.path)
                createdFolders += try Self.createFolders(above: target)
                let temporary = target.deletingLastPathComponent().appendingPathComponent(
                    ".\(target.lastPathComponent).playbook-\(UUID().uuidString)")
                staged.append((temporary, target))
                try Data(entry.file.contents.utf8).write(to: temporary)
                if let mode = (try? manager.attributesOfItem(atPath: target.path))?[.posixPermissions] {
                    try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary.path)
                }
            }
        } catch {
            for entry in staged { try? manager.removeItem(at: entry.temporary) }
            for folder in createdFolders.reversed() { try? manager.removeItem(at: folder) }
            throw Failure(
                description:
                    "cannot write \(staged.last?.target.path ?? destination): \(error.localizedDescription); nothing "
                    + "was written"
            )
        }
        for entry in staged {
            if rename(entry.temporary.path, entry.target.path) != 0 {
                let reason = String(cString: strerror(errno))
                for rest in staged { try? manager.removeItem(at: rest.temporary) }
                throw Failure(description: "cannot write \(entry.target.path): \(reason)")
            }
        }
    }

    /// Creates the folders missing above `file`, returning those it created, outermost first.
    private static func createFolders(above file: URL) throws -> [URL] {
        var missing: [URL] = []
        var folder = file.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.path), folder.path != "/" {
            missing.insert(folder, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        for folder in missing {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        }
        return missing
    }

    /// The unified diff of a planned file against what is there (nothing, for a new file).
    public static func diff(_ entry: Planned) -> String {
        UnifiedDiff.make(
            old: entry.existing ?? "", new: entry.file.contents,
            oldName: entry.change == .create ? "/dev/null" : "a/" + entry.file.path, newName: "b/" + entry.file.path
        )
    }
}
