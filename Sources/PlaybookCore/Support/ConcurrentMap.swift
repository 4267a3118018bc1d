import Foundation

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores, or at most `limit` at once; results in input order.
    func concurrentMap<Mapped: Sendable>(limit: Int? = nil, _ transform: @Sendable (Element) -> Mapped) -> [Mapped] {
        let results = ResultSlots<Mapped>(count: count)
        let elements = self
        let workers = Swift.max(1, Swift.min(limit ?? ProcessInfo.processInfo.activeProcessorCount, count))
        let nextIndex = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = nextIndex.next() - 1
                guard index < elements.count else { return }
                results[index] = transform(elements[index])
            }
        }
        return results.values
    }
}

/// Fixed slots written by concurrent workers, each slot by exactly one worker.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [Value] { lock.withLock { slots.map { $0! } } }
}
