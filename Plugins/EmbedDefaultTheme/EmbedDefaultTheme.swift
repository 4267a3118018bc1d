import Foundation
import PackagePlugin

/// Turns the files of `Site/DefaultTheme/` (templates, style sheet, scripts) into Swift the target compiles, so
/// the theme is edited as real CSS, JavaScript and Mustache files yet ships inside the `playbook` binary.
@main
struct EmbedDefaultTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let themeFiles = target.sourceFiles
            .map(\.url)
            .filter { $0.deletingLastPathComponent().lastPathComponent == "DefaultTheme" }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultThemeFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default theme (\(themeFiles.count) files)",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [output.path] + themeFiles.map(\.path),
                inputFiles: themeFiles,
                outputFiles: [output]
            )
        ]
    }
}
