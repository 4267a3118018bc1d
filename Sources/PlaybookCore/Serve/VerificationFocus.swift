/// What the preview verifies first after a save: the guide a reader has on screen, for the sample shown, so the
/// badge they are watching answers before the other samples and guides are checked.
struct VerificationFocus: Sendable, Equatable {
    var guide: String
    /// The sample to verify first; nil when the config has no samples (the guides compile as written).
    var sample: String?

    /// The focus for what a reader `view`s: the page's guide when some of its blocks are `pending`, for the
    /// sample shown, else the config's first. With no reader, a save that left one guide pending is that guide.
    /// Nil when nothing on screen waits, or when verifying first would only repeat the whole run.
    init?(view: ReaderFocus.View?, workspace: Workspace, pending: Set<BlockID>) {
        let pendingGuides = Set(pending.map(\.guide))
        let samples = workspace.config.samples.map(\.name)
        let guide: String
        if let view, let viewed = Self.guide(ofPage: view.page, in: workspace), pendingGuides.contains(viewed) {
            guide = viewed
            sample = view.sample.flatMap { samples.contains($0) ? $0 : nil } ?? samples.first
        } else if view == nil, pendingGuides.count == 1, let only = pendingGuides.first {
            guide = only
            sample = samples.first
        } else {
            return nil
        }
        // One guide and at most one sample pending: the first pass would be the whole run.
        guard pendingGuides.count > 1 || samples.count > 1 else { return nil }
        self.guide = guide
    }

    /// The guide whose page is `page` (a path in the site, as a browser asks for it).
    static func guide(ofPage page: String, in workspace: Workspace) -> String? {
        let navigation = SiteNavigation(guides: workspace.guides, nav: workspace.config.nav)
        let paths = SitePaths(guides: navigation.guides.map(\.path), units: [], home: navigation.home?.path)
        let wanted = SitePaths.file(ofHref: page)
        return paths.guidePages.first { SitePaths.file(ofHref: $0.value) == wanted }?.key
    }
}
