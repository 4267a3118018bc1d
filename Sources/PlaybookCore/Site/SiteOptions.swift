import Foundation

/// How `playbook build` renders.
public struct SiteOptions: Sendable {
    /// Keep raw HTML written in guides (cmark-gfm's tag filter still defuses
    /// `<script>` and its kind); by default raw HTML is left out.
    public var unsafeHTML = false
    /// When each guide (by its path) last changed, read by whoever builds the
    /// site (`GuideDates`), so rendering reads no file and runs no process.
    public var lastUpdated: [String: Date] = [:]
    /// The package's symbol graph (`SymbolGraphLoader`): its symbols get pages, and
    /// symbol links are resolved and checked against it. Without one they stay code.
    public var symbols: SymbolIndex?

    public init(unsafeHTML: Bool = false, lastUpdated: [String: Date] = [:], symbols: SymbolIndex? = nil) {
        self.unsafeHTML = unsafeHTML
        self.lastUpdated = lastUpdated
        self.symbols = symbols
    }
}
