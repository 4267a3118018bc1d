/// One Swift block's verdict over every sample it was verified with: what its
/// badge says. A block is as good as its worst sample, because a guide that
/// compiles for one set of names and not another is still broken.
struct BlockVerdict: Sendable, Equatable {
    enum Status: String, Sendable {
        case passed, failed, skipped
        /// Never compiled or tested: a block it depends on fails.
        case blocked
        /// The preview server is compiling the block's unit; the badge updates when it is done.
        case verifying
        /// Built with `--no-verify`, or the block is absent from the report.
        case unverified
    }

    let status: Status
    /// The lowest level the passing samples reached.
    let level: VerificationReport.Level?
    /// Per sample, in report order.
    let results: [VerificationReport.BlockResult]
    /// The block is marked `expect-error`: its pass means the compiler rejected it.
    let expectsError: Bool
    /// Samples the preview is still verifying while the others' verdicts are in: the badge says what is known and
    /// that the rest is being checked.
    let checking: [String]

    init(results: [VerificationReport.BlockResult], expectsError: Bool = false) {
        self.results = results
        self.expectsError = expectsError
        checking = results.filter { $0.status == .pending }.map(\.sample)
        let known = results.filter { $0.status != .pending }
        if results.isEmpty {
            status = .unverified
            level = nil
        } else if known.isEmpty {
            status = .verifying
            level = nil
        } else if known.contains(where: { $0.status == .failed }) {
            status = .failed
            level = known.filter { $0.status == .failed }.compactMap(\.level).min()
        } else if known.contains(where: { $0.status == .blocked }) {
            status = .blocked
            level = nil
        } else if known.allSatisfy({ $0.status == .skipped }) {
            status = .skipped
            level = nil
        } else {
            status = .passed
            level = known.filter { $0.status == .passed }.compactMap(\.level).min()
        }
    }

    /// An `expect-error` block the compiler rejected: code shown so readers do not write it, never code to copy.
    var failsAsExpected: Bool {
        expectsError && status == .passed && (level ?? .syntax) > .syntax
    }

    /// The CSS class of the badge and the block: a pass that stopped at
    /// syntax is `passed-syntax`, so it never looks like a full pass, and a
    /// rejected `expect-error` block is `expected-error`, neither a pass nor a failure to the eye.
    var styleClass: String {
        if failsAsExpected { return "expected-error" }
        return status == .passed && (level ?? .syntax) == .syntax ? "passed-syntax" : status.rawValue
    }

    /// The badge's words: `passed · test`, `syntax only`, `fails as expected`, `failed`, `failed in episode`,
    /// `blocked`, `skipped`, `not verified`; while the preview still verifies some samples, what the others gave
    /// and `· checking episode…`.
    var label: String {
        guard status != .verifying, !checking.isEmpty else { return knownLabel }
        return knownLabel + " · checking " + checking.joined(separator: ", ") + "…"
    }

    private var knownLabel: String {
        switch status {
        case .passed:
            if failsAsExpected { return "fails as expected" }
            guard let level, level > .syntax else { return "syntax only" }
            return "passed · \(level.rawValue)"
        case .blocked: return "blocked"
        case .failed:
            // A block that fails for some samples only is usually a name written by hand where a placeholder belongs.
            let failing = results.filter { $0.status == .failed }.map(\.sample)
            return failing.count == results.count ? "failed" : "failed in " + failing.joined(separator: ", ")
        case .skipped: return "skipped"
        case .verifying: return "verifying…"
        case .unverified: return "not verified"
        }
    }

    /// The badge's tooltip: each sample's status, level and reason.
    var detail: String {
        guard !results.isEmpty else { return "The site was built without verifying the guides." }
        return results.map { result in
            var line = "\(result.sample): \(result.status.rawValue)"
            if let level = result.level { line += " at \(level.rawValue)" }
            if let reason = result.reason { line += " (\(reason))" }
            return line
        }.joined(separator: "\n")
    }

    /// The compiler's message of an error an `expect-error` block or an error mark was meant to meet, or nil for
    /// any other diagnostic.
    static func expectedError(_ location: VerificationReport.Location) -> String? {
        guard location.severity == .note, location.message.hasPrefix(ResultAssembler.expectedErrorPrefix) else {
            return nil
        }
        return String(location.message.dropFirst(ResultAssembler.expectedErrorPrefix.count))
    }

    /// Every sample's diagnostics, each distinct message once, in line order.
    var diagnostics: [(location: VerificationReport.Location, samples: [String])] {
        var order: [VerificationReport.Location] = []
        var samples: [VerificationReport.Location: [String]] = [:]
        for result in results {
            for location in result.diagnostics {
                if samples[location] == nil { order.append(location) }
                if samples[location]?.contains(result.sample) != true {
                    samples[location, default: []].append(result.sample)
                }
            }
        }
        return
            order
            .sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
            .map { ($0, samples[$0] ?? []) }
    }
}
