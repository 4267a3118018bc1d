import Foundation

/// Puts a built site on disk so that a reader never sees half of it: every
/// file goes into a staging folder beside the destination, and only when all
/// are written does the staging folder take the destination's place. A build
/// that fails or is killed midway leaves the previous site as it was.
public struct SiteWriter: Sendable {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// A file in the site's root that marks the folder as a Playbook site, so
    /// `--out` pointed at a folder of other things never replaces it.
    public static let marker = ".playbook-site"

    /// Writes one file; tests swap it for one that fails partway.
    public var writeFile: @Sendable (URL, Data) throws -> Void

    public init(writeFile: @escaping @Sendable (URL, Data) throws -> Void = { url, data in try data.write(to: url) }) {
        self.writeFile = writeFile
    }

    public func write(_ site: Site, to destination: String) throws(Failure) {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        try checkReplaceable(target)
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(parent.path): \(error.localizedDescription)")
        }
        removeLeftovers(of: name, in: parent)
        let staging = parent.appendingPathComponent(".\(name).building-\(UUID().uuidString)", isDirectory: true)
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            let entries = site.files.sorted { $0.key < $1.key }.map { (file: staging.appendingPathComponent($0.key), data: $0.value) }
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
            try writeFile(staging.appendingPathComponent(Self.marker), Data("Written by playbook build; the folder is replaced whole on every build.\n".utf8))
        } catch {
            try? manager.removeItem(at: staging)
            throw Failure(description: "cannot write the site: \(error.localizedDescription)")
        }
        try moveIntoPlace(staging, target: target, parent: parent, name: name)
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

    /// Only an empty folder or an earlier site may be replaced.
    private func checkReplaceable(_ target: URL) throws(Failure) {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: target.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { throw Failure(description: "\(target.path) exists and is not a folder") }
        let contents = (try? manager.contentsOfDirectory(atPath: target.path)) ?? []
        guard contents.isEmpty || contents.contains(Self.marker) else {
            throw Failure(description: "\(target.path) holds files that are not a Playbook site; choose another --out or empty it")
        }
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
