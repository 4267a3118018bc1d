import Foundation

/// The one rule for every path Playbook replaces or deletes: the site folder
/// (`build --out`), the generated package (`verify --package-dir`), a report
/// (`verify --output`) and the files `playbook new` writes. A folder may be
/// replaced only when Playbook made it; a file only when it is not one of
/// Playbook's inputs. Every refusal says why, before anything is touched.
public struct OutputGuard: Sendable {
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The folders Playbook owns, each known by the marker file in its root.
    public enum OwnedFolder: Sendable {
        /// A built site: its marker lists every file the build wrote.
        case site
        /// A generated package: its marker says Playbook created the folder.
        case package

        public var marker: String {
            switch self {
            case .site: ".playbook-site"
            case .package: ".playbook-package"
            }
        }

        var role: String {
            switch self {
            case .site: "the site folder"
            case .package: "the package folder"
            }
        }
    }

    /// Folders of version control: a folder holding one is a repository, never output.
    static let versionControlFolders: Set<String> = [
        ".git", ".hg", ".svn", ".bzr", "_darcs", ".jj", ".fossil", ".pijul",
    ]

    /// Real paths of what Playbook reads: guide folders and files, the config,
    /// support, module and theme folders. No output may replace or hold them.
    public let inputs: [String]
    /// The inputs a writer keeps as sources: the guide files themselves (not
    /// the rest of their folder), the config, support, module and theme
    /// folders. `playbook new` never writes them unless told by name.
    public let sources: [String]

    public init(inputs: [String], sources: [String]? = nil) {
        self.inputs = inputs.filter { !$0.isEmpty }.map(Self.realPath)
        self.sources = (sources ?? inputs).filter { !$0.isEmpty }.map(Self.realPath)
    }

    /// Every input of the workspace: the guide paths given, the config, its
    /// guides folder and the support, module and theme folders it names.
    public init(workspace: Workspace) {
        let config = workspace.config
        var folders: [String] = []
        if let file = config.file {
            folders += [config.guidesFolder, config.resolve("theme")]
            folders += config.support.map(config.resolve)
            folders += config.setup.map(config.resolve)
            for substitute in config.modules.values {
                if case .folder(let folder) = substitute { folders.append(config.resolve(folder)) }
            }
            folders.append(file)
        }
        let roots = workspace.guideRoots
        let guideFiles = workspace.guides.compactMap { guide in
            roots.lazy.map { PathText.join($0, guide.path) }.first { FileManager.default.fileExists(atPath: $0) }
        }
        let existing = { (paths: [String]) in paths.filter { FileManager.default.fileExists(atPath: $0) } }
        self.init(
            inputs: existing(workspace.inputs + folders),
            sources: existing(folders.filter { $0 != config.guidesFolder } + guideFiles))
    }

    /// Checks that `path` may be replaced whole, or written into, as `kind`:
    /// it does not exist, is empty, or holds that kind's marker (for a site,
    /// with nothing beside the files the marker lists).
    public func checkReplaceable(folder path: String, as kind: OwnedFolder) throws(Refusal) {
        let real = try checkPlace(path, role: kind.role)
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: real, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw Refusal(description: "\(path) exists and is not a folder; \(kind.role) must be a folder")
        }
        // A run that is claiming the folder at this moment has made its lock and marker first: those are Playbook's.
        let entries = ((try? manager.contentsOfDirectory(atPath: real)) ?? []).filter {
            kind != .package || !Self.claimingFiles(kind).contains($0)
        }
        if let repository = entries.first(where: Self.versionControlFolders.contains) {
            throw Refusal(
                description:
                    "\(path) holds a version-control folder (\(repository)): it is a repository, not \(kind.role); "
                    + "choose another folder"
            )
        }
        guard !entries.isEmpty else { return }
        guard let markerData = manager.contents(atPath: PathText.join(real, kind.marker)) else {
            throw Refusal(
                description:
                    "\(path) holds files Playbook did not write (\(Self.sample(entries.sorted()))); choose another "
                    + "folder or empty it"
            )
        }
        guard kind == .site else { return }
        guard let manifest = SiteManifest(data: markerData) else {
            throw Refusal(
                description:
                    "\(path) has a \(kind.marker) that lists no files (copied, or written by an older Playbook), so "
                    + "what else it holds cannot be told apart; remove the folder yourself or choose another"
            )
        }
        let foreign = Self.files(under: real).filter { !manifest.files.contains($0) && $0 != kind.marker }
        guard foreign.isEmpty else {
            throw Refusal(
                description:
                    "\(path) holds \(foreign.count) file(s) Playbook did not write (\(Self.sample(foreign))); move "
                    + "them, or choose another folder"
            )
        }
    }

    /// Checks that the file at `path` may be written: it is not a folder, an
    /// input, inside an input folder, or inside a repository's own folder.
    public func checkReplaceable(file path: String, role: String) throws(Refusal) {
        let real = try checkPlace(path, role: role)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), isFolder.boolValue {
            throw Refusal(description: "\(path) is a folder; \(role) must be a file")
        }
        if let input = inputs.first(where: { real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
            throw Refusal(
                description: "\(path) is inside \(Self.shown(input)), which Playbook reads; write \(role) elsewhere")
        }
    }

    /// Whether `path` is, or is inside, one of the sources or a version-control folder: a file `playbook new` must not
    /// write unless named.
    public func isProtected(file path: String) -> Bool {
        let real = Self.realPath(path)
        if real.split(separator: "/").contains(where: { Self.versionControlFolders.contains(String($0)) }) {
            return true
        }
        return sources.contains { $0 == real || real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// The checks every kind of output shares: a real place that is not the
    /// root, the home folder, an input, a folder holding an input, or inside
    /// a version-control folder. Returns the real path.
    private func checkPlace(_ path: String, role: String) throws(Refusal) -> String {
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw Refusal(description: "\(role) is an empty path; name a folder")
        }
        let real = Self.realPath(path)
        if real == "/" {
            throw Refusal(description: "\(path) is the filesystem root; \(role) must be a folder of its own")
        }
        if let home = Self.home, real == home {
            throw Refusal(description: "\(path) is the home folder; \(role) must be a folder of its own")
        }
        if let component = real.split(separator: "/").first(where: { Self.versionControlFolders.contains(String($0)) })
        {
            throw Refusal(
                description: "\(path) is inside a version-control folder (\(component)); choose a path outside it")
        }
        for input in inputs {
            if input == real {
                throw Refusal(description: "\(path) is one of Playbook's inputs; \(role) must not replace it")
            }
            if input.hasPrefix(real == "/" ? real : real + "/") {
                throw Refusal(
                    description:
                        "\(path) contains \(Self.shown(input)), which Playbook reads; \(role) must not contain its "
                        + "inputs"
                )
            }
        }
        return real
    }

    /// What a run claiming a folder of `kind` writes before anything else.
    private static func claimingFiles(_ kind: OwnedFolder) -> Set<String> {
        [".lock", kind.marker]
    }

    private static var home: String? {
        guard let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty else { return nil }
        return realPath(home)
    }

    /// The path as the file system resolves it: absolute, without `.`, `..`
    /// or symbolic links, for the part that exists (the rest appended).
    static func realPath(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        let base = existing.resolvingSymlinksInPath().path
        return rest.isEmpty ? base : PathText.join(base, rest.joined(separator: "/"))
    }

    /// Every file and link below `root`, relative to it; folders only through their files.
    static func files(under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        for case let relative as String in enumerator {
            var isFolder: ObjCBool = false
            let full = PathText.join(root, relative)
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: full)) != nil
            if isLink || !FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) || !isFolder.boolValue {
                found.append(relative)
            } else if (try? FileManager.default.contentsOfDirectory(atPath: full))?.isEmpty == true {
                found.append(relative + "/")
            }
        }
        return found.sorted()
    }

    private static func sample(_ names: [String]) -> String {
        let shown = names.prefix(3).joined(separator: ", ")
        return names.count > 3 ? "\(shown) and \(names.count - 3) more" : shown
    }

    private static func shown(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// What `playbook build` writes into a site's marker: an id for the build and
/// every file it wrote, so the next build can tell its own files from a
/// user's and never replace a folder it did not make whole.
public struct SiteManifest: Sendable, Equatable, Codable {
    public var id: String
    public var files: Set<String>

    public init(id: String = UUID().uuidString, files: Set<String>) {
        self.id = id
        self.files = files
    }

    /// A marker of an earlier build; nil for one that is not Playbook's manifest.
    init?(data: Data) {
        guard let manifest = try? JSONDecoder().decode(SiteManifest.self, from: data), !manifest.id.isEmpty else {
            return nil
        }
        self = manifest
    }

    var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return (try? encoder.encode(self)) ?? Data()
    }
}
