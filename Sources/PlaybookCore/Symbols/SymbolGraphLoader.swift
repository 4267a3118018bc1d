import Foundation

/// Gets a package's symbol graphs: from a folder of `*.symbols.json` files, or
/// from the compiler, which builds the package to write them. The only I/O of the symbols stage.
public enum SymbolGraphLoader {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Every `*.symbols.json` in `folder` (not its subfolders), decoded. A module's
    /// extensions of other modules' types (`Shapes@Swift.symbols.json`) count as the module's.
    public static func load(folder: URL) throws(Failure) -> [SymbolGraph] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw Failure(description: "cannot read the symbol graphs in \(folder.path): \(error.localizedDescription)")
        }
        var graphs: [SymbolGraph] = []
        for name in names where name.hasSuffix(".symbols.json") {
            let file = folder.appendingPathComponent(name)
            do {
                var graph = try SymbolGraphReader.read(Data(contentsOf: file))
                // `Shapes@Swift` holds Shapes' extensions of Swift's types: they are Shapes' symbols.
                if let at = name.firstIndex(of: "@") { graph.module.name = String(name[..<at]) }
                graphs.append(graph)
            } catch {
                throw Failure(description: "\(file.path): not a symbol graph the compiler writes (\(error))")
            }
        }
        return graphs
    }

    /// The graphs of the modules the catalogs among `guides` document (their roots are titled
    /// ``` # ``Module`` ```), as DocC documents one module per catalog; all of them when no catalog says.
    public static func documented(_ graphs: [SymbolGraph], by guides: [Guide]) -> [SymbolGraph] {
        let modules = Set(guides.filter(\.isCatalogRoot).compactMap(\.symbolTitle))
        guard !modules.isEmpty else { return graphs }
        return graphs.filter { modules.contains($0.module.name) }
    }

    /// The package holding `path`: the nearest folder at or above it with a `Package.swift`.
    public static func packageDirectory(containing path: String) -> URL? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Builds the package at `packageDirectory` and has the compiler write its public
    /// symbols' graphs (`swift package dump-symbol-graph`), in `scratch` so the package's own `.build` is left alone.
    public static func extract(
        packageDirectory: URL, scratch: URL, runner: ProcessRunner = ProcessRunner()
    ) throws(Failure) -> [SymbolGraph] {
        let output = runner.run(
            "swift",
            [
                "package", "--scratch-path", scratch.path, "dump-symbol-graph", "--minimum-access-level", "public",
            ],
            in: packageDirectory.path)
        // SwiftPM names the folder it wrote on its last line: "Files written to <folder>". It exits with 1 when
        // a module it cannot load (the package's test module) has no graph, after writing every other module's.
        let marker = "Files written to "
        guard !output.timedOut, output.stopped == nil,
            let line = output.text.split(separator: "\n").last(where: { $0.contains(marker) }),
            let range = line.range(of: marker)
        else {
            let reason = output.timedOut ? "timed out" : "exit code \(output.status)"
            throw Failure(
                description: "the symbol graph of \(packageDirectory.path) could not be made (\(reason)):\n"
                    + output.text.split(separator: "\n").suffix(20).joined(separator: "\n"))
        }
        return try load(folder: URL(fileURLWithPath: String(line[range.upperBound...])))
    }
}
