public struct Journal: Sendable {
    public let label: String

    public init(label: String) {
        self.label = label
    }

    public func entry(_ text: String) -> String {
        "[\(label)] \(text)"
    }
}
