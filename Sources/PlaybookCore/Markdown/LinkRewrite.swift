/// What rendering does with a link, as `MarkdownParser.renderHTML`'s `rewritingLink` decides it.
public enum LinkRewrite: Sendable, Equatable {
    /// The link leads to this destination instead of its own.
    case destination(String)
    /// The link leads to this destination, and `html` follows it (a DocC Topics entry's summary).
    case destinationFollowedBy(String, html: String)
    /// The link is dropped and its text kept: a DocC link to nothing has no address worth following.
    case plainText
}
