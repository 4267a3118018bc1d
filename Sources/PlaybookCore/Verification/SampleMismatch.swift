import Foundation

/// A block that compiles for some samples and not others almost always holds
/// a name typed by hand where a placeholder belongs (`CharacterSummary` in a
/// guide whose samples are `Character` and `Episode`). This says so first, in
/// the reason of each failing sample's result.
enum SampleMismatch {
    static func annotate(_ results: inout [VerificationReport.BlockResult], samples: [PlaybookConfig.Sample]) {
        var groups: [BlockID: [Int]] = [:]
        for (offset, result) in results.enumerated() {
            groups[BlockID(guide: result.guide, index: result.index), default: []].append(offset)
        }
        for offsets in groups.values {
            let failing = offsets.filter { results[$0].status == .failed }
            let passing = offsets.filter { results[$0].status == .passed }.map { results[$0].sample }
            guard !failing.isEmpty, !passing.isEmpty else { continue }
            let failingSamples = failing.map { results[$0].sample }
            var hint =
                "fails only for sample" + (failing.count == 1 ? " " : "s ")
                + failingSamples.map { "`\($0)`" }.joined(separator: ", ")
            if let clue = clue(
                in: failing.flatMap { results[$0].diagnostics }, passing: passing, failing: failingSamples,
                samples: samples)
            {
                hint += " — a name typed by hand where a placeholder belongs? (" + clue + ")"
            }
            for offset in failing {
                results[offset].reason = hint + (results[offset].reason.map { "; " + $0 } ?? "")
            }
        }
    }

    /// The first quoted identifier of an error that holds a passing sample's
    /// value, as "`CharacterSummary` holds `Character`, the `Name` of sample `character`".
    static func clue(
        in diagnostics: [VerificationReport.Location], passing: [String], failing: [String],
        samples: [PlaybookConfig.Sample]
    ) -> String? {
        let failingValues = Set(samples.filter { failing.contains($0.name) }.flatMap(\.values.values))
        for message in diagnostics.filter({ $0.severity == .error }).map(\.message) {
            for identifier in quotedIdentifiers(message) {
                for sample in samples where passing.contains(sample.name) {
                    for (placeholder, value) in sample.values.sorted(by: { $0.key < $1.key })
                    where value.count > 1 && !failingValues.contains(value) && identifier.contains(value) {
                        return "`\(identifier)` holds `\(value)`, the `\(placeholder)` of sample `\(sample.name)`"
                    }
                }
            }
        }
        return nil
    }

    /// Names a compiler message quotes: `cannot find 'CharacterSummary' in scope`.
    static func quotedIdentifiers(_ message: String) -> [String] {
        message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
            .filter { $0.first?.isLetter == true || $0.first == "_" }
    }
}
