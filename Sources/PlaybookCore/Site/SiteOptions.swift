import Foundation

/// How `playbook build` renders.
public struct SiteOptions: Sendable {
    /// Keep raw HTML written in guides (cmark-gfm's tag filter still defuses
    /// `<script>` and its kind); by default raw HTML is left out.
    public var unsafeHTML = false
    /// When each guide (by its path) last changed, read by whoever builds the
    /// site (`GuideDates`), so rendering reads no file and runs no process.
    public var lastUpdated: [String: Date] = [:]

    public init(unsafeHTML: Bool = false, lastUpdated: [String: Date] = [:]) {
        self.unsafeHTML = unsafeHTML
        self.lastUpdated = lastUpdated
    }
}
