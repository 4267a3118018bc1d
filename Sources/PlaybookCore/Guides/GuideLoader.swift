import Foundation

/// Reads guides from disk: the one I/O edge of the guides stage.
public enum GuideLoader {
    public static let guideExtensions: Set<String> = ["md", "markdown"]

    public struct Result: Sendable {
        public var guides: [Guide]
        public var diagnostics: [Diagnostic]
    }

    /// Loads every guide named by `paths`. A folder is searched recursively for
    /// `.md` and `.markdown` files (hidden folders skipped) and is the root their
    /// paths are relative to; a file of any extension is read as markdown, but
    /// for a `.swift` file, whose doc comments are read (see `DocCommentExtractor`).
    /// With `docComments`, folders' `.swift` files are read that way too, and
    /// those without an example are left out.
    /// Problems become diagnostics; one bad file never hides the others.
    /// Files `excluding` selects (by real path) are not read at all.
    public static func load(
        paths: [String], excluding: (URL) -> Bool = { _ in false }, docComments: Bool = false
    ) -> Result {
        var files: [GuideFile] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                diagnostics.append(.error("no such file or folder", file: path))
                continue
            }
            if isFolder.boolValue {
                let contents = ContainedFiles(folder: path) { file in
                    guideExtensions.contains(file.pathExtension.lowercased())
                        || (docComments && isDocCommentSource(file))
                }
                let prefix = paths.count > 1 ? path : ""
                let catalog =
                    DocCCatalog.isCatalog(path)
                    ? DocCCatalog(
                        files: ContainedFiles(folder: path) { _ in true }.files.map { join(prefix, $0.relativePath) })
                    : nil
                let found = contents.files.map {
                    GuideFile(url: $0.url, displayPath: join(prefix, $0.relativePath), catalog: catalog)
                }
                diagnostics += contents.warnings(shownFolder: path, role: "guides folder")
                if found.isEmpty {
                    diagnostics.append(
                        .error(
                            "no guides (.md or .markdown files\(docComments ? " or Swift sources" : "")) in this "
                                + "folder",
                            file: path))
                }
                // Two folders may hold guides of the same name (`Guides/Chain.md`,
                // `Documentation.docc/Chain.md`): given several inputs, a guide's
                // path starts with its folder as given, so every path is unique.
                files += found
            } else {
                files.append(GuideFile(url: URL(fileURLWithPath: path), displayPath: path))
            }
        }
        var seen = Set<String>()
        files.removeAll { !seen.insert($0.url.standardizedFileURL.path).inserted || excluding($0.url) }

        let results = files.concurrentMap { file in
            file.url.pathExtension == "swift"
                ? loadDocComments(at: file.url, displayPath: file.displayPath)
                : loadGuide(at: file.url, displayPath: file.displayPath, catalog: file.catalog)
        }
        var guides: [Guide] = []
        for (guide, fileDiagnostics) in results {
            if let guide { guides.append(guide) }
            diagnostics += fileDiagnostics
        }
        return Result(guides: guides, diagnostics: diagnostics)
    }

    struct GuideFile: Sendable {
        var url: URL
        /// The path shown to the user and stored as `Guide.path`.
        var displayPath: String
        var catalog: DocCCatalog?
    }

    private static func join(_ folder: String, _ path: String) -> String {
        folder.isEmpty ? path : PathText.join(folder, path)
    }

    static func loadGuide(at url: URL, displayPath: String, catalog: DocCCatalog? = nil) -> (Guide?, [Diagnostic]) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return (nil, [.error("cannot be read: \(error.localizedDescription)", file: displayPath)])
        }
        guard let markdown = String(data: data, encoding: .utf8) else {
            return (nil, [.error("is not valid UTF-8 text", file: displayPath, line: firstInvalidUTF8Line(data))])
        }
        var diagnostics: [Diagnostic] = []
        // Stops at the first visible character, rather than copying the guide to trim it.
        let blank = CharacterSet.whitespacesAndNewlines.union(["\u{FEFF}"])
        if markdown.unicodeScalars.allSatisfy(blank.contains) {
            diagnostics.append(.warning("the guide is empty", file: displayPath))
        }
        let extracted = GuideExtractor.extract(markdown: markdown, path: displayPath, catalog: catalog)
        return (extracted.guide, diagnostics + extracted.diagnostics)
    }

    /// A Swift source whose doc comments may hold examples: not a manifest, not a test.
    static func isDocCommentSource(_ file: URL) -> Bool {
        file.pathExtension == "swift" && file.lastPathComponent != "Package.swift"
            && !file.lastPathComponent.hasPrefix("Package@")
            && !file.pathComponents.contains("Tests")
    }

    /// The guide of a Swift file's doc comments; nil, without a word, when they hold no example.
    static func loadDocComments(at url: URL, displayPath: String) -> (Guide?, [Diagnostic]) {
        guard let data = try? Data(contentsOf: url) else { return (nil, [.error("cannot be read", file: displayPath)]) }
        guard let source = String(data: data, encoding: .utf8) else {
            return (nil, [.error("is not valid UTF-8 text", file: displayPath, line: firstInvalidUTF8Line(data))])
        }
        let module = DocCommentExtractor.module(ofSourcePath: url.standardizedFileURL.path)
        guard let extracted = DocCommentExtractor.guide(swiftSource: source, path: displayPath, module: module) else {
            return (nil, [])
        }
        return (extracted.guide, extracted.diagnostics)
    }

    /// The line holding the first byte that is not UTF-8, for the error message.
    static func firstInvalidUTF8Line(_ data: Data) -> Int {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
            case .emptyInput:
                return line
            case .error:
                return line
            }
        }
    }
}
