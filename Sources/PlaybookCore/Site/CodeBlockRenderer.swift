/// The HTML of one code block: highlighted code, and for a Swift block its
/// badge, a switcher between the template and each sample's instantiation, a
/// copy button, its diagnostics and links to the verified examples.
struct CodeBlockRenderer: Sendable {
    let highlighter: SwiftHighlighter
    let samples: [PlaybookConfig.Sample]
    let paths: SitePaths
    /// One per sample, made once: each computes its values and their variants.
    private let instantiators: [Instantiator]
    /// Highlighted views already made in this build: books repeat blocks, and highlighting is most of a page's work.
    private let highlighted = SharedCache<View, String>()

    /// What one highlighted view of a block depends on: the code, where it stands in the guide, the sample it is
    /// instantiated with (nil for the template) and the error places it marks.
    private struct View: Hashable {
        var code: String
        var contentLine: Int
        var column: Int
        var sample: String?
        var errors: [ErrorPlace]

        init(_ block: CodeBlock, sample: String?, errors: [ErrorPlace]) {
            code = block.code
            contentLine = block.contentLine
            column = block.column
            self.sample = sample
            self.errors = errors
        }
    }

    /// An error's guide line and column, as a diagnostic gives them.
    private struct ErrorPlace: Hashable {
        var line: Int
        var column: Int?
    }

    init(highlighter: SwiftHighlighter, samples: [PlaybookConfig.Sample], paths: SitePaths) {
        self.highlighter = highlighter
        self.samples = samples
        self.paths = paths
        instantiators = samples.map { Instantiator(placeholders: highlighter.placeholders, sample: $0) }
    }

    func render(_ block: CodeBlock, in guide: Guide, results: [VerificationReport.BlockResult]) -> String {
        guard block.isSwift else { return plainBlock(block) }
        // Highlighting holds many times a block's size in memory: a block too large to check is shown as written.
        guard block.code.utf8.count <= BlockPreparer.largestBlock else {
            return plainBlock(
                block,
                note:
                    "Too large to highlight or check "
                    + "(\(String(format: "%.1f MB", Double(block.code.utf8.count) / 1_048_576))): shown as written."
            )
        }
        let verdict = BlockVerdict(results: results, expectsError: block.has("expect-error"))
        let template = highlighter.classify(template: block.code)
        let variants = sampleVariants(block, in: guide, template: template, verdict: verdict)
        let templateErrors = errors(in: verdict.results, of: verdict, guide: guide)
        let templateHTML = cached(View(block, sample: nil, errors: templateErrors)) {
            highlighter.highlightTemplate(
                template, lines: lines(of: block, in: guide, errors: templateErrors, anchored: true))
        }
        let root = SitePaths.rootPrefix(of: paths.guidePages[guide.path] ?? "")
        let dont = block.showsWhatNotToWrite ? " dont" : ""
        // The highlighted views are most of the block: room for them at once, and each is appended as it is
        // rather than through an interpolation, which copies it once more.
        var html = ""
        html.reserveCapacity(variants.reduce(templateHTML.utf8.count + 2048) { $0 + $1.html.utf8.count + 256 })
        html +=
            "<figure class=\"code-block swift status-\(verdict.styleClass)\(dont)\" id=\"block-\(block.line)\">\n"
        html += "<figcaption class=\"code-header\">"
        html += "<span class=\"code-title\">\(block.targetFile.map(highlighter.markPlaceholders) ?? "Swift")</span>"
        if !dont.isEmpty { html += "<span class=\"block-label block-label-dont\">Don't write this</span>" }
        html +=
            "<span class=\"badge badge-\(verdict.styleClass)\" "
            + "title=\"\(HTML.escape(verdict.detail))\">\(HTML.escape(verdict.label))</span>"
        if !variants.isEmpty {
            html += "<span class=\"sample-switch\" role=\"group\" aria-label=\"Show the code as\">"
            html +=
                "<button type=\"button\" class=\"variant-button\" data-variant=\"template\" "
                + "aria-pressed=\"true\">Template</button>"
            for variant in variants {
                html +=
                    "<button type=\"button\" class=\"variant-button\" data-variant=\"\(HTML.escape(variant.sample))\" "
                    + "aria-pressed=\"false\">\(HTML.escape(variant.sample))</button>"
            }
            html += "</span>"
            html += "<span class=\"own-names-note\" hidden>not verified with these names</span>"
        }
        html += copyButton
        html += "</figcaption>\n"
        html += "<pre class=\"variant numbered\" data-variant=\"template\"><code class=\"language-swift\">"
        html += templateHTML
        html += "</code></pre>\n"
        for variant in variants {
            html +=
                "<pre class=\"variant numbered\" data-variant=\"\(HTML.escape(variant.sample))\" hidden><code "
                + "class=\"language-swift\">"
            html += variant.html
            html += "</code></pre>\n"
        }
        html += diagnostics(verdict, block: block, guide: guide)
        html += exampleLinks(results, root: root)
        html += "</figure>\n"
        return html
    }

    private var copyButton: String {
        "<button type=\"button\" class=\"copy-button\" aria-label=\"Copy the code shown\">Copy</button>"
    }

    private func plainBlock(_ block: CodeBlock, note: String? = nil) -> String {
        let language = block.language.isEmpty ? "" : " class=\"language-\(HTML.escape(block.language))\""
        var html = "<figure class=\"code-block plain\">\n<figcaption class=\"code-header\">"
        html += "<span class=\"code-title\">\(HTML.escape(block.language.isEmpty ? "text" : block.language))</span>"
        html += copyButton + "</figcaption>\n"
        // A file tree or shell line names files with placeholders too; the reader's choice fills them.
        html += "<pre class=\"variant\"><code\(language)>\(highlighter.markPlaceholders(block.code))</code></pre>\n"
        if let note { html += "<div class=\"block-notes\"><p class=\"block-reason\">\(HTML.escape(note))</p></div>\n" }
        html += "</figure>\n"
        return html
    }

    /// Each sample's instantiation, or none when the block has no placeholder
    /// to fill; each marks the errors of its own sample.
    private func sampleVariants(
        _ block: CodeBlock, in guide: Guide, template: SwiftHighlighter.ClassifiedTemplate, verdict: BlockVerdict
    ) -> [(sample: String, html: String)] {
        guard !template.placeholders.isEmpty else { return [] }
        return zip(samples, instantiators).map { sample, instantiator in
            let sampleErrors = errors(
                in: verdict.results.filter { $0.sample == sample.name }, of: verdict, guide: guide)
            let html = cached(View(block, sample: sample.name, errors: sampleErrors)) {
                let instantiated = instantiator.instantiate(
                    block.code, firstGuideLine: block.contentLine, columnOffset: block.column - 1)
                let lines = lines(of: block, in: guide, errors: sampleErrors, text: instantiated.text) {
                    line, column in instantiated.sourceMap.instantiatedColumn(line: line, guideColumn: column)
                }
                return highlighter.highlightInstantiated(instantiated, from: template, lines: lines)
            }
            return (sample.name, html)
        }
    }

    /// The view's HTML from this build's earlier pages, else made now and kept.
    private func cached(_ view: View, make: () -> String) -> String {
        highlighted.value(for: view, make: make)
    }

    /// Error places (guide line and column) of `results` that fall in this guide; none for a block that fails as
    /// expected, whose errors are not mistakes to mark.
    private func errors(
        in results: [VerificationReport.BlockResult], of verdict: BlockVerdict, guide: Guide
    ) -> [ErrorPlace] {
        guard !verdict.failsAsExpected else { return [] }
        return results.flatMap(\.diagnostics)
            .filter { $0.severity == .error && ($0.guide ?? guide.path) == guide.path }
            .compactMap { location in location.line.map { ErrorPlace(line: $0, column: location.column) } }
    }

    /// The guide's lines of a view of the block, with its error lines and places marked. `column` maps a
    /// guide column to the view's own (the template's are the guide's, less the block's indentation).
    private func lines(
        of block: CodeBlock, in guide: Guide, errors: [ErrorPlace], anchored: Bool = false,
        text: String? = nil,
        column: ((_ line: Int, _ guideColumn: Int) -> Int)? = nil
    ) -> SwiftHighlighter.Lines {
        var lines = SwiftHighlighter.Lines(first: block.contentLine, anchored: anchored)
        for error in errors {
            let offset = error.line - block.contentLine
            guard offset >= 0 else { continue }
            lines.failing.insert(error.line)
            guard let guideColumn = error.column else { continue }
            let viewColumn = column?(offset + 1, guideColumn) ?? guideColumn - (block.column - 1)
            if let range = SwiftHighlighter.tokenRange(in: text ?? block.code, line: offset, column: viewColumn) {
                lines.errorMarks.append(range)
            }
        }
        return lines
    }

    private func diagnostics(_ verdict: BlockVerdict, block: CodeBlock, guide: Guide) -> String {
        let expected = verdict.failsAsExpected
        // A block that fails as expected is there for the compiler's error, which its reason only alludes to.
        let located = verdict.diagnostics.filter {
            $0.location.severity != .note || verdict.status == .failed
                || (expected && BlockVerdict.expectedError($0.location) != nil)
        }
        let reasons =
            expected
            ? ["The compiler rejects this code, as the guide intends" + (located.isEmpty ? "." : ":")]
            : orderedUnique(
                verdict.results.compactMap { result in
                    // The preview shows the samples it has verified while it verifies this one.
                    if result.status == .pending, verdict.status != .verifying {
                        return "Still verifying \(result.sample)…"
                    }
                    return result.reason.map {
                        result.status == .passed ? "Checked to \(result.level?.rawValue ?? "syntax"): \($0)" : $0
                    }
                })
        guard !reasons.isEmpty || !located.isEmpty else { return "" }
        var html = "<div class=\"block-notes\">"
        for reason in reasons { html += "<p class=\"block-reason\">\(HTML.escape(reason))</p>" }
        if !located.isEmpty {
            html += "<ul class=\"diagnostics\">"
            for (location, samples) in located {
                var place = location.guide ?? guide.path
                if let line = location.line { place += ":\(line)" + (location.column.map { ":\($0)" } ?? "") }
                let expectedMessage =
                    expected && location.severity != .warning
                    ? BlockVerdict.expectedError(location) ?? location.message : nil
                let severity = expectedMessage == nil ? location.severity.rawValue : "expected"
                html += "<li class=\"diagnostic diagnostic-\(severity)\">"
                if let line = location.line, (location.guide ?? guide.path) == guide.path, line >= block.contentLine,
                    line < block.endLine
                {
                    // A link to the line in this block, whose anchor is its guide line.
                    html +=
                        "<a class=\"diagnostic-place\" href=\"#L\(line)\" "
                        + "data-line=\"\(line)\"><code>\(HTML.escape(place))</code></a> "
                } else {
                    html += "<code class=\"diagnostic-place\">\(HTML.escape(place))</code> "
                }
                let severityText = expectedMessage == nil ? severity : "expected error"
                html += "<span class=\"diagnostic-severity\">\(severityText)</span> "
                html += "<span class=\"diagnostic-message\">\(HTML.escape(expectedMessage ?? location.message))</span>"
                if samples.count < verdict.results.count {
                    html +=
                        " <span class=\"diagnostic-samples\">(\(HTML.escape(samples.joined(separator: ", "))))</span>"
                }
                html += "</li>"
            }
            html += "</ul>"
        }
        return html + "</div>\n"
    }

    private func exampleLinks(_ results: [VerificationReport.BlockResult], root: String) -> String {
        let links = results.compactMap { result -> String? in
            guard let unit = result.unit, let page = paths.examplePages[unit] else { return nil }
            return
                "<a class=\"example-link\" data-variant=\"\(HTML.escape(result.sample))\" "
                + "href=\"\(HTML.escape(root + page))\">\(HTML.escape(result.sample))</a>"
        }
        guard !links.isEmpty else { return "" }
        // Not a <nav>: a landmark per block would crowd the page's landmark list.
        return "<p class=\"block-links\">Verified example: \(links.joined(separator: " · "))</p>\n"
    }

    private func orderedUnique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
