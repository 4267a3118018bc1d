import Foundation
import PackagePlugin

/// `swift package playbook verify` (or `build`, `serve`, `new`, `list`) in a
/// package that depends on Playbook: the package's docs are the guides (its
/// `.docc` catalogs under Sources/, README.md and docs/, and for `verify` and
/// `list` the examples in the sources' doc comments), and the package
/// itself is a dependency every block can import, as DocC's plugin documents
/// a package from inside it. A `playbook.yml` at the package root is used
/// when there is one; otherwise the plugin writes one naming the package's
/// library products, in its work folder.
@main
struct PlaybookPlugin: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Options of the commands that take a value, so their values are not mistaken for inputs.
    static let valueOptions: Set<String> = [
        "--format", "--output", "--level", "--require", "--sample", "--shard", "--jobs", "--package-dir",
        "--config", "--out", "--host", "--port", "--set", "--into", "--guides", "--symbol-graph",
    ]
    static let subcommands: Set<String> = ["verify", "build", "serve", "new", "list", "merge", "init"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let subcommand = arguments.first, Self.subcommands.contains(subcommand) else {
            throw Failure(
                description:
                    "usage: swift package playbook verify|build|serve|new|list [options]; the default inputs are the "
                    + "package's .docc catalogs, README.md and docs/"
            )
        }
        var rest = Array(arguments.dropFirst())
        let root = context.package.directoryURL
        let inputs = Self.defaultInputs(in: root)
        if !rest.contains("--config") {
            let own = root.appendingPathComponent("playbook.yml")
            let config = FileManager.default.fileExists(atPath: own.path) ? own : try writeConfig(for: context)
            rest += ["--config", config.path]
        }
        if subcommand == "new" {
            if !rest.contains("--guides") { rest += inputs.flatMap { ["--guides", $0] } }
        } else if subcommand != "merge", subcommand != "init", !Self.hasPositionalArguments(rest) {
            guard !inputs.isEmpty else {
                throw Failure(
                    description:
                        "no docs found: no .docc catalog under Sources/, no README.md, no docs/ in \(root.path)")
            }
            // Verifying, the examples in the sources' doc comments are doctests too (after the
            // catalogs, so their articles are read as the catalogs' own).
            let sources = root.appendingPathComponent("Sources")
            let withSources =
                ["verify", "list", "build"].contains(subcommand) && FileManager.default.fileExists(atPath: sources.path)
            rest = inputs + (withSources ? ["Sources", "--symbols"] : []) + rest
            // The site gives each public symbol a page and checks ``Symbol`` links, against the graphs
            // SwiftPM makes for the plugin (a nested `swift package` would wait on the build folder's lock).
            if subcommand == "build", !rest.contains("--symbol-graph") {
                rest += try symbolGraphFolders(for: context).flatMap { ["--symbol-graph", $0] }
            }
        }
        let tool = try context.tool(named: "playbook")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = [subcommand] + rest
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            // The command printed its findings; the plugin only passes its failure on.
            throw Failure(description: "playbook \(subcommand) exited with status \(process.terminationStatus)")
        }
    }

    /// The package's `.docc` catalogs under Sources/, README.md and docs/, those that exist, relative to the package.
    static func defaultInputs(in root: URL) -> [String] {
        let manager = FileManager.default
        var inputs: [String] = []
        let sources = root.appendingPathComponent("Sources")
        if let targets = try? manager.contentsOfDirectory(atPath: sources.path) {
            for target in targets.sorted() {
                let folder = sources.appendingPathComponent(target)
                for entry in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                where entry.hasSuffix(".docc") {
                    inputs.append("Sources/\(target)/\(entry)")
                }
            }
        }
        for candidate in ["README.md", "docs"]
        where manager.fileExists(atPath: root.appendingPathComponent(candidate).path) {
            inputs.append(candidate)
        }
        return inputs
    }

    static func hasPositionalArguments(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if valueOptions.contains(argument) {
                index += 2
                continue
            }
            if !argument.hasPrefix("-") { return true }
            index += 1
        }
        return false
    }

    /// The public symbol graph of each Swift target a library product holds, as DocC's plugin asks for it.
    func symbolGraphFolders(for context: PluginContext) throws -> [String] {
        let targets = context.package.products.filter { $0 is LibraryProduct }.flatMap(\.targets)
        var seen = Set<String>()
        var folders: [String] = []
        for target in targets where target is SwiftSourceModuleTarget && seen.insert(target.name).inserted {
            let options = PackageManager.SymbolGraphOptions(
                minimumAccessLevel: .public, includeSynthesized: true, includeSPI: false)
            folders.append(try packageManager.getSymbolGraph(for: target, options: options).directoryURL.path)
        }
        return folders
    }

    /// A config naming the package's library products as a path dependency,
    /// in the plugin's work folder (where the generated package lives too).
    func writeConfig(for context: PluginContext) throws -> URL {
        let products = context.package.products.filter { $0 is LibraryProduct }.map(\.name)
        let quoted = { (text: String) in
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let yaml = """
            # Written by `swift package playbook`: the package's own docs, checked against the package.
            title: \(quoted(context.package.displayName))
            dependencies:
              - path: \(quoted(context.package.directoryURL.path))
                products: [\(products.map(quoted).joined(separator: ", "))]

            """
        let file = context.pluginWorkDirectoryURL.appendingPathComponent("playbook.yml")
        try FileManager.default.createDirectory(at: context.pluginWorkDirectoryURL, withIntermediateDirectories: true)
        try Data(yaml.utf8).write(to: file, options: .atomic)
        return file
    }
}
