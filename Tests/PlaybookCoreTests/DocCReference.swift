import Foundation

/// What the real DocC makes of a package, as the reference Playbook's symbol support is measured against: the
/// symbols it gives a page, the symbol links it resolves, and the symbol links it warns about.
///
/// `run(package:)` builds the package's symbol graph with `swift package dump-symbol-graph` (public symbols, the
/// same default as the Swift-DocC plugin) and runs `docc convert` on the module's catalog with it. Nothing is
/// hard-coded: every list is read back from DocC's own output, so the reference moves with the toolchain.
///
/// Paths are documentation paths after `/documentation/`, lowercased as DocC names its data files, for example
/// `shapes/circle/area` or `shapes/circle/moved(by:)-2jw8b`.
struct DocCReference: Sendable {
    /// A symbol link DocC resolved: the page whose content holds the link, and the page it leads to.
    struct ResolvedLink: Hashable, Sendable, Comparable, CustomStringConvertible {
        var fromPage: String
        var toPage: String

        var description: String { "\(fromPage) -> \(toPage)" }

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.fromPage, lhs.toPage) < (rhs.fromPage, rhs.toPage)
        }
    }

    /// A symbol link DocC warned about, where DocC says it is.
    ///
    /// `file` is relative to the package root. `line` is DocC's 1-based line, which for a `///` comment is the
    /// line in the Swift file itself (DocC maps doc-comment ranges back to the source). `link` is the text
    /// between the double backticks, read from that line: DocC's range covers only the path component it could
    /// not resolve (`circumference` in ``` ``Circle/circumference`` ```), and its summary quotes only that part.
    struct UnresolvedLink: Hashable, Sendable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var link: String

        var description: String { "\(file):\(line): \(link)" }

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.file, lhs.line, lhs.link) < (rhs.file, rhs.line, rhs.link)
        }
    }

    /// Every symbol DocC made a page for, the module page (`shapes`) included. Articles and the API collections
    /// DocC generates for default implementations (`shapes/circle/equatable-implementations`, kind `article`,
    /// role `collectionGroup`) are left out: they are not symbols.
    var symbolPages: Set<String>

    /// Symbol links written in a page's prose (abstract, discussion, parameters, returns), resolved.
    ///
    /// They are the render JSON's inline `reference` nodes under `abstract`, `primaryContentSections` and
    /// `sections`, whose target is a symbol. What DocC adds on its own is left out because it is not inline
    /// content: declaration tokens carry an `identifier` but no `"type": "reference"`, and the topics, see-also,
    /// relationships, "mentioned in" and hierarchy lists are arrays of identifiers outside those keys. The
    /// top-level `references` dictionary (other pages' abstracts, which hold their own links) is not walked.
    /// An unresolved link never appears here: DocC renders it as `codeVoice`.
    ///
    /// A `<doc:Symbol>` link renders the same way and would be counted too; the fixture only uses `<doc:>` for
    /// articles, which are not symbols.
    var resolvedLinks: Set<ResolvedLink>

    /// Symbol links in a page's own `## Topics` section (topic groups DocC did not generate), resolved.
    var topicLinks: Set<ResolvedLink>

    /// Every warning DocC gave whose range lies inside a double-backtick span: links that do not exist, are
    /// ambiguous, have a disambiguation that fits nothing, or name an article (“Symbol links can only resolve
    /// symbols”).
    var unresolvedLinks: Set<UnresolvedLink>

    /// All of DocC's diagnostics, one line each (`file:line:column: severity: summary`), for reading.
    var diagnostics: [String]
    /// The symbol graphs DocC was given, so another reader can be given the same.
    var symbolGraphFolder: URL

    // MARK: Finding the tools

    /// `docc` next to the `swift` found on `PATH` (symbolic links followed), if there is one.
    static var doccExecutable: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let docc = swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("docc")
            return FileManager.default.isExecutableFile(atPath: docc.path) ? docc : nil
        }
        return nil
    }

    static var isAvailable: Bool { doccExecutable != nil }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    // MARK: Running DocC

    /// Runs the real tools on the package at `package` for `module`, whose catalog is the one `.docc` folder in
    /// `Sources/<module>`. The build goes to `scratchPath` (a temporary folder when nil), so the package folder
    /// stays clean; DocC's output goes to a temporary folder removed afterwards.
    static func run(package: URL, module: String = "Shapes", scratchPath: URL? = nil) throws -> DocCReference {
        guard let docc = doccExecutable else { throw Failure(description: "docc was not found next to swift") }
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("docc-reference-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let scratch = scratchPath ?? work.appendingPathComponent("scratch")

        let dump = try TestSupport.runMerged(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swift", "package", "--package-path", package.path, "--scratch-path", scratch.path,
                "dump-symbol-graph",
            ])
        guard dump.status == 0 else {
            throw Failure(description: "swift package dump-symbol-graph failed:\n\(dump.output)")
        }
        let graphs = try symbolGraphFolder(in: scratch, module: module)

        let sources = package.appendingPathComponent("Sources/\(module)")
        let catalogs = try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "docc" }
        guard catalogs.count == 1, let catalog = catalogs.first else {
            throw Failure(description: "expected one .docc catalog in \(sources.path), found \(catalogs.count)")
        }
        let output = work.appendingPathComponent("output")
        let diagnosticsFile = work.appendingPathComponent("diagnostics.json")
        let convert = try TestSupport.runMerged(
            docc,
            [
                "convert", catalog.path,
                "--additional-symbol-graph-dir", graphs.path,
                "--output-path", output.path,
                "--fallback-display-name", module,
                "--fallback-bundle-identifier", "org.example.\(module)",
                "--diagnostics-file", diagnosticsFile.path,
            ])
        guard convert.status == 0 else { throw Failure(description: "docc convert failed:\n\(convert.output)") }

        var reference = DocCReference(
            symbolPages: [], resolvedLinks: [], topicLinks: [], unresolvedLinks: [], diagnostics: [],
            symbolGraphFolder: graphs)
        try reference.readPages(in: output.appendingPathComponent("data/documentation"))
        try reference.readDiagnostics(diagnosticsFile, packageRoot: package)
        return reference
    }

    /// The folder `dump-symbol-graph` wrote `<module>.symbols.json` to (under the scratch path's triple folder).
    private static func symbolGraphFolder(in scratch: URL, module: String) throws -> URL {
        let name = "\(module).symbols.json"
        let files =
            FileManager.default.enumerator(at: scratch, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent == name } ?? []
        guard files.count == 1, let file = files.first else {
            throw Failure(description: "expected one \(name) under \(scratch.path), found \(files.count)")
        }
        return file.deletingLastPathComponent()
    }

    // MARK: Reading the render JSON

    /// Reads every render node under `data/documentation`.
    private mutating func readPages(in folder: URL) throws {
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" } ?? []
        guard !files.isEmpty else { throw Failure(description: "DocC wrote no pages under \(folder.path)") }
        for file in files {
            let data = try Data(contentsOf: file)
            guard let node = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let identifier = (node["identifier"] as? [String: Any])?["url"] as? String
            else { throw Failure(description: "\(file.path) is not a render node") }
            let page = Self.documentationPath(identifier)
            let references = node["references"] as? [String: Any] ?? [:]
            func isSymbol(_ identifier: String) -> Bool {
                (references[identifier] as? [String: Any])?["kind"] as? String == "symbol"
            }
            if node["kind"] as? String == "symbol" { symbolPages.insert(page) }

            var inline: [String] = []
            for key in ["abstract", "primaryContentSections", "sections"] {
                Self.collectReferences(in: node[key], into: &inline)
            }
            for target in inline where isSymbol(target) {
                resolvedLinks.insert(ResolvedLink(fromPage: page, toPage: Self.documentationPath(target)))
            }
            for section in node["topicSections"] as? [[String: Any]] ?? [] where section["generated"] as? Bool != true {
                for target in section["identifiers"] as? [String] ?? [] where isSymbol(target) {
                    topicLinks.insert(ResolvedLink(fromPage: page, toPage: Self.documentationPath(target)))
                }
            }
        }
    }

    /// The identifiers of every `{"type": "reference", "identifier": …}` node under `value`.
    private static func collectReferences(in value: Any?, into identifiers: inout [String]) {
        if let object = value as? [String: Any] {
            if object["type"] as? String == "reference", let identifier = object["identifier"] as? String {
                identifiers.append(identifier)
            }
            for child in object.values { collectReferences(in: child, into: &identifiers) }
        } else if let array = value as? [Any] {
            for child in array { collectReferences(in: child, into: &identifiers) }
        }
    }

    /// `doc://org.example.Shapes/documentation/Shapes/Circle/area` → `shapes/circle/area`.
    static func documentationPath(_ identifier: String) -> String {
        guard let range = identifier.range(of: "/documentation/") else { return identifier.lowercased() }
        return String(identifier[range.upperBound...]).lowercased()
    }

    // MARK: Reading the diagnostics

    /// Reads DocC's `--diagnostics-file`: `{"diagnostics": [{"summary", "severity", "source": "file://…",
    /// "range": {"start": {"line", "column"}, "end": …}, "solutions", "notes"}]}`. The file has no diagnostic
    /// identifier, so an unresolved link is told from other warnings by where it points: inside ``…``.
    private mutating func readDiagnostics(_ file: URL, packageRoot: URL) throws {
        let data = try Data(contentsOf: file)
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = root["diagnostics"] as? [[String: Any]]
        else { throw Failure(description: "\(file.path) is not a DocC diagnostics file") }
        let rootPath = packageRoot.resolvingSymlinksInPath().path + "/"
        var sourceLines: [String: [String]] = [:]
        for entry in entries {
            let summary = entry["summary"] as? String ?? ""
            let severity = entry["severity"] as? String ?? ""
            guard let source = (entry["source"] as? String).flatMap(URL.init(string:)),
                let start = (entry["range"] as? [String: Any])?["start"] as? [String: Any],
                let line = start["line"] as? Int, let column = start["column"] as? Int
            else {
                diagnostics.append("\(severity): \(summary)")
                continue
            }
            let absolute = source.resolvingSymlinksInPath().path
            let relative = absolute.hasPrefix(rootPath) ? String(absolute.dropFirst(rootPath.count)) : absolute
            diagnostics.append("\(relative):\(line):\(column): \(severity): \(summary)")

            if sourceLines[absolute] == nil {
                let text = (try? String(contentsOf: source, encoding: .utf8)) ?? ""
                sourceLines[absolute] = text.components(separatedBy: "\n")
            }
            guard let lines = sourceLines[absolute], line >= 1, line <= lines.count,
                let link = Self.symbolLink(in: lines[line - 1], atColumn: column)
            else { continue }
            unresolvedLinks.insert(UnresolvedLink(file: relative, line: line, link: link))
        }
    }

    /// The text of the ``…`` span on `line` that holds the 1-based UTF-8 `column`, if any. Spans pair the
    /// line's double backticks from the left, as a Markdown reader would on a line without longer runs.
    static func symbolLink(in line: String, atColumn column: Int) -> String? {
        let bytes = Array(line.utf8)
        let offset = column - 1
        var ticks: [Int] = []
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "`"), bytes[index + 1] == UInt8(ascii: "`") {
                ticks.append(index)
                index += 2
            } else {
                index += 1
            }
        }
        var pair = 0
        while pair + 1 < ticks.count {
            let open = ticks[pair] + 2
            let close = ticks[pair + 1]
            if offset >= open, offset < close {
                return String(decoding: bytes[open..<close], as: UTF8.self)
            }
            pair += 2
        }
        return nil
    }
}
