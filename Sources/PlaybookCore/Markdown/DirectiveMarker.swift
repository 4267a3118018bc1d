/// Where a DocC directive that shapes the page opens or closes, kept by line
/// so the renderer can put the directive's HTML in the marker's place.
public struct DirectiveMarker: Sendable, Equatable {
    public var header: DirectiveHeader
    /// True on the `}` line that ends the directive's body.
    public var isClosing: Bool

    public init(header: DirectiveHeader, isClosing: Bool) {
        self.header = header
        self.isClosing = isClosing
    }
}
