import Foundation

/// Writes a `VerificationReport` as text for people, JSON for tools, JUnit XML
/// for CI dashboards, or GitHub Actions annotations.
public enum VerifyReportFormatter {
    public enum Format: String, Sendable, CaseIterable {
        case text, json, junit, github
    }

    public static func format(_ report: VerificationReport, as format: Format) -> String {
        switch format {
        case .text: return text(report)
        case .json: return json(report)
        case .junit: return junit(report)
        case .github: return github(report)
        }
    }

    /// Failures with their diagnostics, then blocked, skipped and syntax-only
    /// blocks with their reasons, then the summary line. Each block appears
    /// once, naming the samples it applies to; a failure shows the first failing
    /// sample's diagnostics, each with its guide line and a caret under the
    /// column when `sources` (guide path → markdown) holds the guide.
    public static func text(_ report: VerificationReport, sources: [String: String] = [:]) -> String {
        var lines: [String] = []
        for diagnostic in report.diagnostics { lines.append(diagnostic.diagnostic.description) }
        for group in grouped(report.blocks.filter { $0.status == .failed }) {
            let first = group[0]
            lines.append(
                "FAIL \(first.guide):\(first.line) \(samples(group))" + (first.reason.map { " — \($0)" } ?? ""))
            for diagnostic in first.diagnostics {
                lines.append("  " + diagnostic.diagnostic.description)
                lines += excerpt(diagnostic, sources: sources).map { "  " + $0 }
            }
            for test in first.tests where !test.passed { lines.append("  test failed: \(test.name)") }
        }
        for group in grouped(report.blocks.filter { $0.status == .blocked }) {
            lines.append(
                "BLOCKED \(group[0].guide):\(group[0].line) \(samples(group)) — \(group[0].reason ?? "blocked")")
        }
        for group in grouped(report.blocks.filter { $0.status == .skipped }) {
            lines.append("skip \(group[0].guide):\(group[0].line) \(samples(group)) — \(group[0].reason ?? "skipped")")
        }
        for group in grouped(report.blocks.filter { $0.status == .passed && $0.level == .syntax }) {
            lines.append(
                "passed at syntax only \(group[0].guide):\(group[0].line) \(samples(group)) — \(group[0].reason ?? "")")
        }
        var warnings: [VerificationReport.Location] = []
        for block in report.blocks where block.status == .passed {
            warnings += block.diagnostics.filter { $0.severity == .warning }
        }
        lines += warnings.uniqued().map(\.diagnostic.description)
        let summary = report.summary
        var cache = "\(summary.cachedUnits) of \(summary.units) units from cache"
        if summary.units > 0, summary.cachedUnits == summary.units { cache += ", no compiler run" }
        lines.append("\(cache) (\(String(format: "%.1f", summary.seconds)) s)")
        lines.append(summary.line)
        return lines.map { $0 + "\n" }.joined()
    }

    /// Results of the same block together, guides in report order and blocks in guide order.
    static func grouped(_ results: [VerificationReport.BlockResult]) -> [[VerificationReport.BlockResult]] {
        var guides: [String] = []
        var groups: [BlockID: [VerificationReport.BlockResult]] = [:]
        for result in results {
            if !guides.contains(result.guide) { guides.append(result.guide) }
            groups[BlockID(guide: result.guide, index: result.index), default: []].append(result)
        }
        return groups.keys
            .sorted {
                (guides.firstIndex(of: $0.guide) ?? 0, $0.index) < (guides.firstIndex(of: $1.guide) ?? 0, $1.index)
            }
            .compactMap { groups[$0] }
    }

    private static func samples(_ group: [VerificationReport.BlockResult]) -> String {
        "[" + group.map(\.sample).joined(separator: ", ") + "]"
    }

    /// The guide line a diagnostic points at and a caret under its column, as swiftc prints them.
    static func excerpt(_ location: VerificationReport.Location, sources: [String: String]) -> [String] {
        guard let guide = location.guide, let number = location.line, let source = sources[guide] else { return [] }
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard number >= 1, number <= sourceLines.count else { return [] }
        let line = String(sourceLines[number - 1]).replacingOccurrences(of: "\r", with: "")
        let gutter = "\(number) | "
        var result = [gutter + line]
        if let column = location.column, column >= 1 {
            // Columns count UTF-8 bytes; the caret needs characters, with tabs kept so it lines up.
            let prefix = String(decoding: Array(line.utf8).prefix(column - 1), as: UTF8.self)
            let padding = prefix.map { $0 == "\t" ? "\t" : " " }.joined()
            result.append(String(repeating: " ", count: gutter.count - 2) + "| " + padding + "^")
        }
        return result
    }

    public static func json(_ report: VerificationReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// One test suite per guide, one test case per block and sample.
    public static func junit(_ report: VerificationReport) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"playbook\" tests=\"\(report.summary.blocks)\" failures=\"\(report.summary.failed)\" "
            + "skipped=\"\(report.summary.skipped + report.summary.blocked)\" "
            + "time=\"\(String(format: "%.3f", report.summary.seconds))\">\n"
        var guides: [String] = []
        for block in report.blocks where !guides.contains(block.guide) { guides.append(block.guide) }
        for guide in guides {
            let blocks = report.blocks.filter { $0.guide == guide }
            let skipped = blocks.filter { $0.status == .skipped || $0.status == .blocked }.count
            xml +=
                "  <testsuite name=\"\(escape(guide))\" tests=\"\(blocks.count)\" "
                + "failures=\"\(blocks.filter { $0.status == .failed }.count)\" skipped=\"\(skipped)\">\n"
            for block in blocks {
                let name = "\(guide):\(block.line) [\(block.sample)]"
                xml +=
                    "    <testcase classname=\"\(escape(guide))\" name=\"\(escape(name))\" "
                    + "time=\"\(String(format: "%.3f", block.seconds))\""
                switch block.status {
                case .passed:
                    xml += "/>\n"
                case .skipped, .blocked, .pending:
                    xml +=
                        ">\n      <skipped message=\"\(escape(block.reason ?? block.status.rawValue))\"/>\n    "
                        + "</testcase>\n"
                case .failed:
                    let details = block.diagnostics.filter { $0.severity == .error }.map(\.diagnostic.description)
                        .joined(separator: "\n")
                    let message = block.diagnostics.first { $0.severity == .error }?.message ?? block.reason ?? "failed"
                    xml +=
                        ">\n      <failure message=\"\(escape(message))\">\(escape(details))</failure>\n    "
                        + "</testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// `::error file=…,line=…,col=…::message` for each error at a guide location.
    public static func github(_ report: VerificationReport) -> String {
        var lines: [String] = []
        for block in report.blocks {
            for diagnostic in block.diagnostics where diagnostic.severity != .note {
                let command = diagnostic.severity == .error ? "error" : "warning"
                var properties = [
                    "file=\(property(diagnostic.guide ?? block.guide))", "line=\(diagnostic.line ?? block.line)",
                ]
                if let column = diagnostic.column { properties.append("col=\(column)") }
                lines.append(
                    "::\(command) "
                        + "\(properties.joined(separator: ","))::\(data("[\(block.sample)] \(diagnostic.message)"))"
                )
            }
            if block.status == .failed, !block.diagnostics.contains(where: { $0.severity == .error }) {
                let message = "[\(block.sample)] \(block.reason ?? "failed")"
                lines.append("::error file=\(property(block.guide)),line=\(block.line)::\(data(message))")
            }
        }
        lines.append(report.summary.line)
        return lines.map { $0 + "\n" }.joined()
    }

    /// Combines shard reports: blocks concatenated in guide order, summaries added.
    public static func merge(_ reports: [VerificationReport]) -> VerificationReport {
        let blocks = reports.flatMap(\.blocks).sorted {
            ($0.guide, $0.index, $0.sample) < ($1.guide, $1.index, $1.sample)
        }
        let summary = VerificationReport.Summary(
            blocks: blocks,
            units: reports.map(\.summary.units).reduce(0, +),
            cachedUnits: reports.map(\.summary.cachedUnits).reduce(0, +),
            seconds: reports.map(\.summary.seconds).max() ?? 0
        )
        return VerificationReport(
            summary: summary, blocks: blocks, diagnostics: reports.flatMap(\.diagnostics).uniqued())
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// GitHub's workflow-command escaping for the message part.
    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// … and for property values, which also escape `:` and `,`.
    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
