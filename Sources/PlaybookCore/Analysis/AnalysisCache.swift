import Foundation

/// Analyses by block text, kept by a long-lived caller across runs
/// (`playbook serve`): a save changes a block or two, so every other
/// block's parse is reused and a rebuild skips most of swift-syntax's work.
public final class AnalysisCache: @unchecked Sendable {
    /// Texts of blocks since edited away pile up; past this many, the cache starts over.
    private static let limit = 20_000
    private let lock = NSLock()
    private var analyses: [String: SwiftBlockAnalysis] = [:]

    public init() {}

    func analysis(of text: String) -> SwiftBlockAnalysis {
        if let known = lock.withLock({ analyses[text] }) { return known }
        let analysis = SwiftBlockAnalyzer.analyze(text)
        lock.withLock {
            if analyses.count >= Self.limit { analyses = [:] }
            analyses[text] = analysis
        }
        return analysis
    }
}
