import Foundation

/// Puts a built site on disk so that a reader never sees half of it: every
/// file goes into a staging folder beside the destination, and only when all
/// are written does the staging folder take the destination's place. A build
/// that fails or is killed midway leaves the previous site as it was.
public struct SiteWriter: Sendable {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// A file in the site's root that marks the folder as a Playbook site and
    /// lists every file the build wrote (`SiteManifest`), so `--out` pointed
    /// at a folder of other things never replaces it.
    public static let marker = OutputGuard.OwnedFolder.site.marker

    /// Writes one file; tests swap it for one that fails partway.
    public var writeFile: @Sendable (URL, Data) throws -> Void
    /// What must never be replaced: the workspace's inputs, repositories, the root, home.
    public var outputGuard: OutputGuard
    /// Told once when another build into the same place holds the lock.
    public var waiting: (@Sendable () -> Void)?

    public init(
        outputGuard: OutputGuard = OutputGuard(inputs: []),
        writeFile: @escaping @Sendable (URL, Data) throws -> Void = SiteWriter.writeUnsynced,
        waiting: (@Sendable () -> Void)? = nil
    ) {
        self.outputGuard = outputGuard
        self.waiting = waiting
        self.writeFile = writeFile
    }

    /// Checks the destination, then writes the site beside it and swaps it
    /// in. Builds into one destination take turns (a lock on its parent
    /// folder), so none removes another's staging folder.
    public func write(_ site: Site, to destination: String) throws(Failure) {
        let target = URL(fileURLWithPath: OutputGuard.realPath(destination))
        let parent = target.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(parent.path): \(error.localizedDescription)")
        }
        let lock = try lockParent(of: target)
        defer { withExtendedLifetime(lock) {} }
        try checkLocked(destination)
        try writeLocked(site, target: target, parent: parent, name: target.lastPathComponent)
    }

    /// Checks, before any work, that `destination` may take a site. The check
    /// waits its turn like a write: a build swapping its site in at that moment
    /// leaves the folder briefly absent or half listed, which is not a refusal.
    public func checkDestination(_ destination: String) throws(Failure) {
        let target = URL(fileURLWithPath: OutputGuard.realPath(destination))
        guard FileManager.default.fileExists(atPath: target.deletingLastPathComponent().path) else {
            return try checkLocked(destination)
        }
        let lock = try lockParent(of: target)
        defer { withExtendedLifetime(lock) {} }
        try checkLocked(destination)
    }

    /// Builds into one destination take turns on a lock of its parent folder.
    private func lockParent(of target: URL) throws(Failure) -> ExclusiveLock {
        let parent = target.deletingLastPathComponent()
        guard let lock = ExclusiveLock(path: parent.path, waiting: waiting) else {
            throw Failure(description: "cannot lock \(parent.path) to write the site")
        }
        return lock
    }

    private func checkLocked(_ destination: String) throws(Failure) {
        do {
            try outputGuard.checkReplaceable(folder: destination, as: .site)
        } catch {
            throw Failure(description: "--out: \(error.description)")
        }
    }

    private func writeLocked(_ site: Site, target: URL, parent: URL, name: String) throws(Failure) {
        let manager = FileManager.default
        removeLeftovers(of: name, in: parent)
        let staging = parent.appendingPathComponent(".\(name).building-\(UUID().uuidString)", isDirectory: true)
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            let entries = site.files.sorted { $0.key < $1.key }.map {
                (file: staging.appendingPathComponent($0.key), data: $0.value)
            }
            for folder in Set(entries.map { $0.file.deletingLastPathComponent().path }).sorted() {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            // A few at a time: writing is mostly the file system's waiting, not CPU.
            let writeFile = writeFile
            let failures = entries.concurrentMap(limit: 4) { entry -> (any Error)? in
                do { try writeFile(entry.file, entry.data) } catch { return error }
                return nil
            }
            if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
            try writeFile(staging.appendingPathComponent(Self.marker), SiteManifest(files: Set(site.files.keys)).data)
            Self.flushWrites()
        } catch {
            try? manager.removeItem(at: staging)
            throw Failure(description: "cannot write the site: \(error.localizedDescription)")
        }
        try moveIntoPlace(staging, target: target, parent: parent, name: name)
    }

    /// Writes `data` to a new file without waiting for the disk: the files go to the
    /// staging folder, which is flushed once (`flushWrites`) before it takes the site's place.
    /// Foundation's `Data.write` waits for each file (an fsync apiece), which made writing
    /// a site of thousands of symbol pages slower than rendering it.
    public static func writeUnsynced(_ url: URL, _ data: Data) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(url) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw Self.failure(url) }
                offset += written
            }
        }
    }

    /// The error `errno` names, with the file it happened to.
    private static func failure(_ url: URL) -> NSError {
        let code = errno
        return NSError(
            domain: NSPOSIXErrorDomain, code: Int(code),
            userInfo: [NSLocalizedDescriptionKey: "\(url.path): \(String(cString: strerror(code)))"])
    }

    /// Puts everything written on disk in one go, before the staging folder is swapped in: one `sync`
    /// in place of an fsync per file (the C library's `syncfs`, for one file system, is not visible to Swift here).
    static func flushWrites() {
        sync()
    }

    /// The previous site steps aside, the new one takes its name, then the
    /// previous one is removed: a reader sees the old site or the new one.
    private func moveIntoPlace(_ staging: URL, target: URL, parent: URL, name: String) throws(Failure) {
        let manager = FileManager.default
        let previous = parent.appendingPathComponent(".\(name).previous-\(UUID().uuidString)", isDirectory: true)
        let hadPrevious = manager.fileExists(atPath: target.path)
        do {
            if hadPrevious { try manager.moveItem(at: target, to: previous) }
            try manager.moveItem(at: staging, to: target)
        } catch {
            if hadPrevious, !manager.fileExists(atPath: target.path) { try? manager.moveItem(at: previous, to: target) }
            try? manager.removeItem(at: staging)
            throw Failure(description: "cannot move the site into \(target.path): \(error.localizedDescription)")
        }
        if hadPrevious { try? manager.removeItem(at: previous) }
    }

    /// Staging folders of builds that were killed before they finished.
    private func removeLeftovers(of name: String, in parent: URL) {
        let manager = FileManager.default
        for entry in (try? manager.contentsOfDirectory(atPath: parent.path)) ?? []
        where entry.hasPrefix(".\(name).building-") || entry.hasPrefix(".\(name).previous-") {
            try? manager.removeItem(at: parent.appendingPathComponent(entry))
        }
    }
}
