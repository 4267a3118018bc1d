/// The HTML of one code block: highlighted code, and for a Swift block its
/// badge, a switcher between the template and each sample's instantiation, a
/// copy button, its diagnostics and links to the verified examples.
struct CodeBlockRenderer: Sendable {
    let highlighter: SwiftHighlighter
    let samples: [PlaybookConfig.Sample]
    let paths: SitePaths

    func render(_ block: CodeBlock, in guide: Guide, results: [VerificationReport.BlockResult]) -> String {
        guard block.isSwift else { return plainBlock(block) }
        let verdict = BlockVerdict(results: results)
        let template = highlighter.classify(template: block.code)
        let variants = sampleVariants(block, template: template)
        let root = SitePaths.rootPrefix(of: paths.guidePages[guide.path] ?? "")
        var html = "<figure class=\"code-block swift status-\(verdict.status.rawValue)\" id=\"block-\(block.line)\">\n"
        html += "<figcaption class=\"code-header\">"
        html += "<span class=\"code-title\">\(block.targetFile.map(highlighter.markPlaceholders) ?? "Swift")</span>"
        html += "<span class=\"badge badge-\(verdict.status.rawValue)\" title=\"\(HTML.escape(verdict.detail))\">\(HTML.escape(verdict.label))</span>"
        if !variants.isEmpty {
            html += "<span class=\"sample-switch\" role=\"group\" aria-label=\"Show the code as\">"
            html += "<button type=\"button\" class=\"variant-button\" data-variant=\"template\" aria-pressed=\"true\">Template</button>"
            for variant in variants {
                html += "<button type=\"button\" class=\"variant-button\" data-variant=\"\(HTML.escape(variant.sample))\" aria-pressed=\"false\">\(HTML.escape(variant.sample))</button>"
            }
            html += "</span>"
        }
        html += copyButton
        html += "</figcaption>\n"
        html += "<pre class=\"variant\" data-variant=\"template\"><code class=\"language-swift\">\(highlighter.highlightTemplate(template))</code></pre>\n"
        for variant in variants {
            html += "<pre class=\"variant\" data-variant=\"\(HTML.escape(variant.sample))\" hidden><code class=\"language-swift\">\(variant.html)</code></pre>\n"
        }
        html += diagnostics(verdict, guide: guide)
        html += exampleLinks(results, root: root)
        html += "</figure>\n"
        return html
    }

    private var copyButton: String {
        "<button type=\"button\" class=\"copy-button\" aria-label=\"Copy the code shown\">Copy</button>"
    }

    private func plainBlock(_ block: CodeBlock) -> String {
        let language = block.language.isEmpty ? "" : " class=\"language-\(HTML.escape(block.language))\""
        var html = "<figure class=\"code-block plain\">\n<figcaption class=\"code-header\">"
        html += "<span class=\"code-title\">\(HTML.escape(block.language.isEmpty ? "text" : block.language))</span>"
        html += copyButton + "</figcaption>\n"
        html += "<pre class=\"variant\"><code\(language)>\(HTML.escape(block.code))</code></pre>\n</figure>\n"
        return html
    }

    /// Each sample's instantiation, or none when the block has no placeholder to fill.
    private func sampleVariants(_ block: CodeBlock, template: SwiftHighlighter.ClassifiedTemplate) -> [(sample: String, html: String)] {
        guard !template.placeholders.isEmpty else { return [] }
        return samples.map { sample in
            let instantiated = Instantiator(placeholders: highlighter.placeholders, sample: sample).instantiate(block.code)
            return (sample.name, highlighter.highlightInstantiated(instantiated, from: template))
        }
    }

    private func diagnostics(_ verdict: BlockVerdict, guide: Guide) -> String {
        let reasons = orderedUnique(verdict.results.compactMap { result in
            result.reason.map { result.status == .passed ? "Checked to \(result.level?.rawValue ?? "syntax"): \($0)" : $0 }
        })
        let located = verdict.diagnostics.filter { $0.location.severity != .note || verdict.status == .failed }
        guard !reasons.isEmpty || !located.isEmpty else { return "" }
        var html = "<div class=\"block-notes\">"
        for reason in reasons { html += "<p class=\"block-reason\">\(HTML.escape(reason))</p>" }
        if !located.isEmpty {
            html += "<ul class=\"diagnostics\">"
            for (location, samples) in located {
                var place = location.guide ?? guide.path
                if let line = location.line { place += ":\(line)" + (location.column.map { ":\($0)" } ?? "") }
                html += "<li class=\"diagnostic diagnostic-\(location.severity.rawValue)\">"
                html += "<code class=\"diagnostic-place\">\(HTML.escape(place))</code> "
                html += "<span class=\"diagnostic-severity\">\(location.severity.rawValue)</span> "
                html += "<span class=\"diagnostic-message\">\(HTML.escape(location.message))</span>"
                if samples.count < verdict.results.count {
                    html += " <span class=\"diagnostic-samples\">(\(HTML.escape(samples.joined(separator: ", "))))</span>"
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
            return "<a class=\"example-link\" data-variant=\"\(HTML.escape(result.sample))\" href=\"\(HTML.escape(root + page))\">\(HTML.escape(result.sample))</a>"
        }
        guard !links.isEmpty else { return "" }
        return "<nav class=\"block-links\" aria-label=\"Verified examples\">Verified example: \(links.joined(separator: " · "))</nav>\n"
    }

    private func orderedUnique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
