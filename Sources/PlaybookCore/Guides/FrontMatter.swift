import Yams

/// YAML front matter between `---` lines at the top of a guide.
struct FrontMatter {
    /// Top-level scalar entries.
    var values: [String: String] = [:]
    /// The markdown with the front matter's lines emptied, so line numbers stay true.
    var body: String
    var diagnostics: [Diagnostic] = []

    init(splitting markdown: String, file: String) {
        func isDelimiter(_ line: Substring, _ marks: [String]) -> Bool {
            marks.contains(line.trimmingCharacters(in: [" ", "\t", "\r"]))
        }
        // Most guides have no front matter: their first line tells, before the whole text is split into lines.
        let firstLineEnd = markdown.unicodeScalars.firstIndex(of: "\n") ?? markdown.endIndex
        guard isDelimiter(Substring(markdown.unicodeScalars[..<firstLineEnd]), ["---"]) else {
            body = markdown
            return
        }
        // Split on the "\n" scalar: Swift treats "\r\n" as one Character, so splitting
        // the String itself would find no line ends in a CRLF file.
        var lines = markdown.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
        guard let first = lines.first, isDelimiter(first, ["---"]),
            let closing = lines.dropFirst().firstIndex(where: { isDelimiter($0, ["---", "..."]) })
        else {
            body = markdown
            return
        }
        let yaml = lines[1..<closing].joined(separator: "\n")
        for index in 0...closing {
            lines[index] = lines[index].hasSuffix("\r") ? "\r" : ""
        }
        body = lines.joined(separator: "\n")
        do {
            if case .mapping(let mapping)? = try Yams.compose(yaml: yaml) {
                for (key, value) in mapping {
                    if let key = key.string, let scalar = value.scalar {
                        values[key] = scalar.string
                    }
                }
            }
        } catch let error as YamlError {
            // The YAML starts on the file's second line.
            diagnostics.append(
                .error("front matter is not valid YAML: \(error.summary)", file: file, line: (error.line ?? 0) + 1))
        } catch {
            diagnostics.append(.error("front matter is not valid YAML: \(error)", file: file, line: 2))
        }
    }
}
