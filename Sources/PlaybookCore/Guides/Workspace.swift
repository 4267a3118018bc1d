import Foundation

/// What every command starts from: the config and the guides it names.
public struct Workspace: Sendable {
    public var config: PlaybookConfig
    public var guides: [Guide]
    /// Warnings and errors met while loading; errors mean exit code 2.
    public var diagnostics: [Diagnostic]
    /// The folders and files the guides were loaded from.
    public var inputs: [String] = []

    /// Finds the config (`--config`, else `playbook.yml` in a folder given or the nearest folder above it within
    /// its project; with no paths, `guides/playbook.yml`, else `playbook.yml` here) and loads the guides. With no
    /// paths the input is the config's guides folder, or `guides/`. With `docComments`, the `.swift` files in the
    /// folders given are read for their doc comments' examples.
    public static func open(paths: [String], configFile: String?, docComments: Bool = false) -> Workspace {
        var diagnostics: [Diagnostic] = []
        var config = PlaybookConfig()
        if let file = configFile ?? discoverConfig(paths: paths) {
            do {
                config = try ConfigLoader.load(file: file)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        diagnostics += linksLeavingConfigFolders(config)
        let inputs = paths.isEmpty ? [config.file == nil ? "guides" : config.guidesFolder] : paths
        let excluded = config.exclusion()
        let loaded = GuideLoader.load(paths: inputs, excluding: { url in excluded(url.path) }, docComments: docComments)
        return Workspace(
            config: config, guides: loaded.guides, diagnostics: diagnostics + loaded.diagnostics, inputs: inputs)
    }

    /// Where guide paths are relative to: each folder loaded, and the working
    /// folder for guides given as files.
    public var guideRoots: [String] {
        inputs.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        } + [""]
    }

    /// Links out of the support folders, the module stand-in folders and
    /// `theme/`: their readers skip them, and the writer is told why.
    static func linksLeavingConfigFolders(_ config: PlaybookConfig) -> [Diagnostic] {
        guard config.file != nil else { return [] }
        var warnings: [Diagnostic] = []
        for folder in config.support {
            warnings += ContainedFiles(folder: config.resolve(folder)) { $0.pathExtension == "swift" }
                .warnings(shownFolder: config.resolve(folder), role: "support folder")
        }
        for (_, substitute) in config.modules.sorted(by: { $0.key < $1.key }) {
            guard case .folder(let folder) = substitute else { continue }
            warnings += ContainedFiles(folder: config.resolve(folder)) { $0.pathExtension == "swift" }
                .warnings(shownFolder: config.resolve(folder), role: "module folder")
        }
        let theme = config.resolve("theme")
        warnings += ContainedFiles(folder: theme, recursive: false) { _ in true }.warnings(
            shownFolder: theme, role: "theme folder")
        return warnings
    }

    static func discoverConfig(paths: [String]) -> String? {
        guard !paths.isEmpty else {
            return ["guides", ""].lazy.map(configFile(in:)).first { FileManager.default.fileExists(atPath: $0) }
        }
        for path in paths {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            if let found = nearestConfig(from: isFolder.boolValue ? path : PathText.folder(of: path)) { return found }
        }
        return nil
    }

    /// `playbook.yml` in `folder` or the nearest folder above it, up to the project's root: the first holding a
    /// `Package.swift` or `.git` (a package's catalog, `Sources/X/X.docc`, is checked with the package's config).
    static func nearestConfig(from folder: String) -> String? {
        let manager = FileManager.default
        let start = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL
        var current = start
        while true {
            let candidate = current.appendingPathComponent(ConfigLoader.fileName).path
            if manager.fileExists(atPath: candidate) {
                // The given folder's own config keeps the path as given.
                return current.path == start.path ? configFile(in: folder) : candidate
            }
            let isProjectRoot = ["Package.swift", ".git"].contains {
                manager.fileExists(atPath: current.appendingPathComponent($0).path)
            }
            let parent = current.deletingLastPathComponent()
            if isProjectRoot || parent.path == current.path { return nil }
            current = parent
        }
    }

    private static func configFile(in folder: String) -> String {
        folder.isEmpty ? ConfigLoader.fileName : PathText.join(folder, ConfigLoader.fileName)
    }
}
