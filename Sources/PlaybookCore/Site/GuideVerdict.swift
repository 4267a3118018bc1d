/// A guide's verdict over its Swift blocks, for the sidebar, the home page and its own header.
struct GuideVerdict: Sendable {
    let status: String
    let summary: String

    /// `siteIsChecking`: the preview is still verifying blocks somewhere, which the summary says until it ends.
    init(
        guide: Guide, results: [Int: [VerificationReport.BlockResult]], verified: Bool, siteIsChecking: Bool = false
    ) {
        // Hidden blocks count: they are compiled, and a failing one breaks the guide's unit.
        let swift = guide.blocks.filter(\.isSwift)
        let verdicts = swift.map { BlockVerdict(results: results[$0.index] ?? []) }
        // A block some samples passed while others are still being verified is counted as verifying; a failure
        // is a failure whatever the rest gives.
        let settled = verdicts.filter { $0.status == .failed || $0.checking.isEmpty }
        let count = { (status: BlockVerdict.Status) in settled.filter { $0.status == status }.count }
        if swift.isEmpty {
            status = "none"
            summary = "No Swift blocks"
        } else if !verified {
            status = "unverified"
            summary = swift.count == 1 ? "1 Swift block, not verified" : "\(swift.count) Swift blocks, not verified"
        } else {
            let failed = count(.failed)
            let passed = count(.passed)
            let skipped = count(.skipped)
            let verifying = verdicts.count - settled.count
            let blocked = count(.blocked)
            let syntaxOnly = settled.filter { $0.styleClass == "passed-syntax" }.count
            status =
                verifying > 0
                ? "verifying"
                : failed > 0
                    ? "failed"
                    : blocked > 0
                        ? "blocked"
                        : syntaxOnly > 0
                            ? "passed-syntax" : passed > 0 ? "passed" : skipped > 0 ? "skipped" : "unverified"
            var parts = ["\(passed) passed" + (syntaxOnly > 0 ? " (\(syntaxOnly) at syntax only)" : "")]
            if verifying > 0 { parts.append("\(verifying) verifying") }
            if failed > 0 { parts.append("\(failed) failed") }
            if blocked > 0 { parts.append("\(blocked) blocked") }
            if skipped > 0 { parts.append("\(skipped) skipped") }
            summary =
                "\(verdicts.count) Swift block\(verdicts.count == 1 ? "" : "s"): " + parts.joined(separator: ", ")
                + (siteIsChecking ? "; checking other samples and guides…" : "")
        }
    }
}
