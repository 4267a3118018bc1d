import JournalKit

public struct Greeter {
    public let journal: Journal

    public init(journal: Journal) {
        self.journal = journal
    }

    public func greet(_ name: String) -> String {
        journal.entry("Hello, \(name)")
    }
}
