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
    /// and returns how many files were written. With `keepingOtherUnits`, a
    /// run of some units only (the preview's page on screen) leaves the folders
    /// of units it does not write as they are: the next whole run rewrites them
    /// or removes them, and deleting them only to write them again cost the
    /// page's verdict a tenth of a second.
    @discardableResult
    public func write(_ files: [String: String], keepingOtherUnits: Bool = false) throws -> Int {
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let entries = files.map { (full: PathText.join(directory, $0.key), data: Data($0.value.utf8)) }
        for folder in Set(entries.map { PathText.folder(of: $0.full) }).sorted() {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        // Compared, and written where changed, on all cores: every run reads all of them.
        let outcomes = entries.concurrentMap { entry -> Result<Bool, any Error> in
            if let existing = FileManager.default.contents(atPath: entry.full), existing == entry.data {
                return .success(false)
            }
            return Result { try entry.data.write(to: URL(fileURLWithPath: entry.full), options: .atomic) }.map { true }
        }
        var count = 0
        for outcome in outcomes where try outcome.get() { count += 1 }
        let written = Set(files.keys.compactMap(Self.unitFolder))
        for folder in Self.managedFolders {
            let root = PathText.join(directory, folder)
            guard let enumerator = manager.enumerator(atPath: root) else { continue }
            for case let relative as String in enumerator {
                let path = "\(folder)/\(relative)"
                if keepingOtherUnits, let unit = Self.unitFolder(of: path), !written.contains(unit) {
                    enumerator.skipDescendants()
                    continue
                }
                let full = PathText.join(root, relative)
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue, files[path] == nil {
                    try manager.removeItem(atPath: full)
                }
            }
        }
        return count
    }

    /// `Units/UName1` for a path in a unit's folder (or the folder itself); nil outside the units.
    static func unitFolder(of path: String) -> String? {
        let parts = path.split(separator: "/", maxSplits: 2)
        guard parts.count >= 2, parts[0] == GeneratedPackage.unitsFolder else { return nil }
        return "\(parts[0])/\(parts[1])"
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

    /// `-I` for the modules SwiftPM built in the package, and the module maps
    /// of the C targets among its dependencies (checked out, or local
    /// packages at `localPackages`, whose C targets are read in place), for
    /// compiling against them with `swiftc` directly.
    public func swiftPMModuleSearchArguments(localPackages: [String] = []) -> [String] {
        let build = path(".build/debug")
        var arguments = ["-I", "\(build)/Modules"]
        let manager = FileManager.default
        for entry in ((try? manager.contentsOfDirectory(atPath: build)) ?? []).sorted() {
            // `X-tool.build` is X built again for the host (for a plugin or a macro): its module map names X a second
            // time.
            if entry.hasSuffix(".build"), !entry.hasSuffix("-tool.build") {
                let map = "\(build)/\(entry)/module.modulemap"
                if manager.fileExists(atPath: map) { arguments += ["-Xcc", "-fmodule-map-file=\(map)"] }
            } else if entry.hasSuffix("-tool"), manager.isExecutableFile(atPath: "\(build)/\(entry)") {
                // A macro target SwiftPM built for the host (`CasePathsMacros-tool`): the
                // dependency's `#externalMacro(module: "CasePathsMacros", …)` is served by it.
                arguments += ["-load-plugin-executable", "\(build)/\(entry)#\(entry.dropLast("-tool".count))"]
            }
        }
        // A C target's module map sits in its `include/` folder, or, for a system
        // library target (`CZlib`), in the target's own folder; a local package
        // may keep its C targets outside `Sources/` (`CSystemLinux/include/`).
        for root in [path(".build/checkouts")] + localPackages {
            guard let enumerator = manager.enumerator(atPath: root) else { continue }
            for case let relative as String in enumerator {
                let name = PathText.lastComponent(of: relative)
                if name.hasPrefix(".") || name == "Tests" {
                    enumerator.skipDescendants()
                    continue
                }
                guard name == "module.modulemap" else { continue }
                let folder = PathText.folder(of: relative)
                let isSystemLibrary = PathText.lastComponent(of: PathText.folder(of: folder)) == "Sources"
                guard PathText.lastComponent(of: folder) == "include" || isSystemLibrary else { continue }
                let include = "\(root)/\(folder)"
                arguments += ["-Xcc", "-I\(include)", "-Xcc", "-fmodule-map-file=\(include)/module.modulemap"]
            }
        }
        return arguments
    }

    /// The absolute path of a file of the package.
    public func path(_ relative: String) -> String {
        PathText.join(directory, relative)
    }
}
