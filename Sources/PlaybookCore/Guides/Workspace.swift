import Foundation

/// What every command starts from: the config and the guides it names.
public struct Workspace: Sendable {
    public var config: PlaybookConfig
    public var guides: [Guide]
    /// Warnings and errors met while loading; errors mean exit code 2.
    public var diagnostics: [Diagnostic]
    /// The folders and files the guides were loaded from.
    public var inputs: [String] = []

    /// Finds the config (`--config`, else `playbook.yml` in the folders given,
    /// else `guides/playbook.yml`, else `playbook.yml` here) and loads the guides. With no paths the
    /// input is the config's guides folder, or `guides/`. With `docComments`,
    /// the `.swift` files in the folders given are read for their doc comments' examples.
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
        let folders =
            paths.isEmpty
            ? ["guides", ""]
            : paths.map { path in
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                return isFolder.boolValue ? path : PathText.folder(of: path)
            }
        for folder in folders {
            let candidate = folder.isEmpty ? ConfigLoader.fileName : PathText.join(folder, ConfigLoader.fileName)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return nil
    }
}
