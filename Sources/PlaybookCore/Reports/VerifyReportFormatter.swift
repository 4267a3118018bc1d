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

    /// Failures with their diagnostics, then skips and syntax-only blocks with
    /// their reasons, then `N passed, N failed, N skipped`.
    public static func text(_ report: VerificationReport) -> String {
        var lines: [String] = []
        for diagnostic in report.diagnostics { lines.append(diagnostic.diagnostic.description) }
        for block in report.blocks where block.status == .failed {
            lines.append("FAIL \(block.guide):\(block.line) [\(block.sample)]" + (block.reason.map { " — \($0)" } ?? ""))
            for diagnostic in block.diagnostics { lines.append("  " + diagnostic.diagnostic.description) }
            for test in block.tests where !test.passed { lines.append("  test failed: \(test.name)") }
        }
        for block in report.blocks where block.status == .skipped {
            lines.append("skip \(block.guide):\(block.line) [\(block.sample)] — \(block.reason ?? "skipped")")
        }
        for block in report.blocks where block.status == .passed && block.level == .syntax {
            lines.append("syntax only \(block.guide):\(block.line) [\(block.sample)] — \(block.reason ?? "")")
        }
        for block in report.blocks where block.status == .passed {
            for warning in block.diagnostics where warning.severity == .warning {
                lines.append(warning.diagnostic.description)
            }
        }
        let summary = report.summary
        let levels = VerificationReport.Level.allCases.map { level in
            "\(report.blocks.filter { $0.status == .passed && $0.level == level }.count) at \(level.rawValue)"
        }.joined(separator: ", ")
        var cache = "\(summary.cachedUnits) of \(summary.units) units from cache"
        if summary.units > 0, summary.cachedUnits == summary.units { cache += ", no compiler run" }
        lines.append("\(cache) (passed: \(levels); \(String(format: "%.1f", summary.seconds)) s)")
        lines.append("\(summary.passed) passed, \(summary.failed) failed, \(summary.skipped) skipped")
        return lines.map { $0 + "\n" }.joined()
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
        xml += "<testsuites name=\"playbook\" tests=\"\(report.summary.blocks)\" failures=\"\(report.summary.failed)\" skipped=\"\(report.summary.skipped)\" time=\"\(String(format: "%.3f", report.summary.seconds))\">\n"
        var guides: [String] = []
        for block in report.blocks where !guides.contains(block.guide) { guides.append(block.guide) }
        for guide in guides {
            let blocks = report.blocks.filter { $0.guide == guide }
            xml += "  <testsuite name=\"\(escape(guide))\" tests=\"\(blocks.count)\" failures=\"\(blocks.filter { $0.status == .failed }.count)\" skipped=\"\(blocks.filter { $0.status == .skipped }.count)\">\n"
            for block in blocks {
                let name = "\(guide):\(block.line) [\(block.sample)]"
                xml += "    <testcase classname=\"\(escape(guide))\" name=\"\(escape(name))\" time=\"\(String(format: "%.3f", block.seconds))\""
                switch block.status {
                case .passed:
                    xml += "/>\n"
                case .skipped, .pending:
                    xml += ">\n      <skipped message=\"\(escape(block.reason ?? block.status.rawValue))\"/>\n    </testcase>\n"
                case .failed:
                    let details = block.diagnostics.filter { $0.severity == .error }.map(\.diagnostic.description).joined(separator: "\n")
                    let message = block.diagnostics.first { $0.severity == .error }?.message ?? block.reason ?? "failed"
                    xml += ">\n      <failure message=\"\(escape(message))\">\(escape(details))</failure>\n    </testcase>\n"
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
                var properties = ["file=\(property(diagnostic.guide ?? block.guide))", "line=\(diagnostic.line ?? block.line)"]
                if let column = diagnostic.column { properties.append("col=\(column)") }
                lines.append("::\(command) \(properties.joined(separator: ","))::\(data("[\(block.sample)] \(diagnostic.message)"))")
            }
            if block.status == .failed, !block.diagnostics.contains(where: { $0.severity == .error }) {
                lines.append("::error file=\(property(block.guide)),line=\(block.line)::\(data("[\(block.sample)] \(block.reason ?? "failed")"))")
            }
        }
        let summary = report.summary
        lines.append("\(summary.passed) passed, \(summary.failed) failed, \(summary.skipped) skipped")
        return lines.map { $0 + "\n" }.joined()
    }

    /// Combines shard reports: blocks concatenated in guide order, summaries added.
    public static func merge(_ reports: [VerificationReport]) -> VerificationReport {
        let blocks = reports.flatMap(\.blocks).sorted { ($0.guide, $0.index, $0.sample) < ($1.guide, $1.index, $1.sample) }
        let summary = VerificationReport.Summary(
            blocks: blocks,
            units: reports.map(\.summary.units).reduce(0, +),
            cachedUnits: reports.map(\.summary.cachedUnits).reduce(0, +),
            seconds: reports.map(\.summary.seconds).max() ?? 0
        )
        return VerificationReport(summary: summary, blocks: blocks, diagnostics: reports.flatMap(\.diagnostics).uniqued())
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// GitHub's workflow-command escaping for the message part.
    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// … and for property values, which also escape `:` and `,`.
    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
