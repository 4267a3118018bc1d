/// How `playbook build` renders.
public struct SiteOptions: Sendable {
    /// Keep raw HTML written in guides (cmark-gfm's tag filter still defuses
    /// `<script>` and its kind); by default raw HTML is left out.
    public var unsafeHTML = false

    public init(unsafeHTML: Bool = false) {
        self.unsafeHTML = unsafeHTML
    }
}
