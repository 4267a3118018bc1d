import Foundation

/// A value one thread sets once and others wait for: the preview's compiler
/// starts on the page on screen while the rebuild is still reading the
/// cache, and its verdicts wait for the cache's report they are shown over;
/// `playbook build` reads the guides' dates from git while it decodes the symbol graphs.
public final class Eventually<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value?
    private var isSet = false

    public init() {}

    /// Sets the value; later calls are ignored.
    public func set(_ newValue: Value) {
        condition.withLock {
            guard !isSet else { return }
            value = newValue
            isSet = true
            condition.broadcast()
        }
    }

    /// The value, once it is set.
    public func wait() -> Value {
        condition.withLock {
            while !isSet { condition.wait() }
            return value!
        }
    }
}
