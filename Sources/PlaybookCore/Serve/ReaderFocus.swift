import Foundation

/// The page and sample a reader last had on screen, as the preview's page script tells the server: after a save,
/// the blocks of that page are verified first, for that sample, so the badge being watched answers first.
public final class ReaderFocus: @unchecked Sendable {
    public struct View: Sendable, Equatable {
        /// The page's path in the site (`viewmodel-detail.html`).
        public var page: String
        /// The sample shown; nil for the template or the reader's own names, which no verification covers.
        public var sample: String?

        public init(page: String, sample: String?) {
            self.page = page
            self.sample = sample
        }
    }

    private let lock = NSLock()
    private var latest: View?

    public init() {}

    /// The last view any page told; with several readers, the one who acted last is the one waiting.
    public var current: View? { lock.withLock { latest } }

    public func tell(_ view: View) {
        lock.withLock { latest = view }
    }

    /// The view a request's target (`/_playbook/viewing?page=a.html&sample=Character`) tells; nil without a page.
    static func view(fromTarget target: String) -> View? {
        guard let items = URLComponents(string: target)?.queryItems,
            let page = items.first(where: { $0.name == "page" })?.value, !page.isEmpty
        else { return nil }
        let sample = items.first { $0.name == "sample" }?.value
        return View(page: page, sample: sample?.isEmpty == false && sample != "template" ? sample : nil)
    }
}
