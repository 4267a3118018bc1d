import Foundation

/// A counter shared by concurrent workers: hands out 1, 2, 3… once each.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func next() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
