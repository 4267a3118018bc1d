/// HTML put around a part of a rendered document: `opening` before it, `closing` after it.
public struct HTMLFrame: Sendable, Equatable {
    public var opening: String
    public var closing: String

    public init(opening: String, closing: String) {
        self.opening = opening
        self.closing = closing
    }
}
