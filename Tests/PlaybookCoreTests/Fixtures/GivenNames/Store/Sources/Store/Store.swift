/// A key-value store.
public final class Store {
    var values: [String: Int] = [:]

    public init() {}

    public func save(_ value: Int, forKey key: String) { values[key] = value }

    public func value(forKey key: String) -> Int? { values[key] }

    public func transaction<T>(_ body: (Store) throws -> T) rethrows -> T { try body(self) }
}

/// A value kept in a store.
public struct Counter {
    public var key: String

    public init(key: String) { self.key = key }

    public func read(_ store: Store) -> Int { store.value(forKey: key) ?? 0 }

    public func increment(_ store: Store) { store.save(read(store) + 1, forKey: key) }

    public static func reset(_ store: Store, key: String) { store.save(0, forKey: key) }

    public func migrate(from store: Store, to other: Store) { other.save(read(store), forKey: key) }
}

/// `item` names a `String` as often as an `Int`: its name alone gives it no type.
public func describe(item: String) -> String { item }
public func describe(item: Int) -> String { "\(item)" }
public func describe(item: String, in store: Store) -> String { "\(item): \(store.value(forKey: item) ?? 0)" }
public func count(item: Int) -> Int { item }

extension Counter {
    /// A kind of counter, named by its raw value.
    public struct Kind: Sendable {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// Counters read together.
public struct CounterGroup {
    public var keys: [String]

    public init(keys: [String]) { self.keys = keys }

    public func total(in source: Store) -> Int { keys.map { Counter(key: $0).read(source) }.reduce(0, +) }
}

/// A kind of thing a store counts.
public protocol Countable {}

/// A property counted in a store under a key.
@propertyWrapper
public struct Counted {
    public var wrappedValue: Int

    public init(key: String) { wrappedValue = 0 }

    public init<Kind: Countable>(kind: Kind) { wrappedValue = 0 }
}

extension Sequence {
    /// Saves how many elements the sequence has under `key`, whatever they are.
    public func tally(forKey key: String, into box: Store) { box.save(Array(self).count, forKey: key) }
}
