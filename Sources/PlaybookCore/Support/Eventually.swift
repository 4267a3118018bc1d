import Foundation

/// A value one thread sets once and others wait for: the preview's compiler
/// starts on the page on screen while the rebuild is still reading the
/// cache, and its verdicts wait for the cache's report they are shown over.
final class Eventually<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value?
    private var isSet = false

    /// Sets the value; later calls are ignored.
    func set(_ newValue: Value) {
        condition.withLock {
            guard !isSet else { return }
            value = newValue
            isSet = true
            condition.broadcast()
        }
    }

    /// The value, once it is set.
    func wait() -> Value {
        condition.withLock {
            while !isSet { condition.wait() }
            return value!
        }
    }
}
