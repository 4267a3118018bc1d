import Foundation

/// Values computed once and shared by the threads that use them.
final class SharedCache<Key: Hashable, Value>: @unchecked Sendable {
    /// One key's value, and the lock a thread holds while it makes it.
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var value: Value?
    }

    private var slots: [Key: Slot] = [:]
    private let lock = NSLock()

    subscript(key: Key) -> Value? {
        get {
            guard let slot = lock.withLock({ slots[key] }) else { return nil }
            return slot.lock.withLock { slot.value }
        }
        set {
            let slot = slot(for: key)
            slot.lock.withLock { slot.value = newValue }
        }
    }

    /// The value for `key`, made by `make` the first time it is asked for. A thread that asks while another makes
    /// it waits for that value rather than making it again: pages rendered side by side share their code blocks.
    func value(for key: Key, make: () -> Value) -> Value {
        let slot = slot(for: key)
        return slot.lock.withLock {
            if let value = slot.value { return value }
            let value = make()
            slot.value = value
            return value
        }
    }

    private func slot(for key: Key) -> Slot {
        lock.withLock {
            if let slot = slots[key] { return slot }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
    }
}
