import JournalKit

/// Reminds of a greeting by a deadline.
public struct Reminder {
    public init() {}

    public func remind(_ name: String, by deadline: Moment? = nil) -> String {
        "Remind \(name) at \(deadline?.seconds ?? 0)"
    }
}
