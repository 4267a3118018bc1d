extension String {
    /// The text as a journal line.
    public var journaled: String {
        "- \(self)"
    }
}
