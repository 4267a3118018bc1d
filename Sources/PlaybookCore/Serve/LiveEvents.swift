import Foundation

/// The server-sent events open pages listen to: `reload` when pages were
/// rebuilt from changed sources, `verified` when background verification
/// changed badges, `problems` with the errors and warnings of the latest
/// build. A page that connects is sent the current problems at once.
/// Publishing is synchronous, so every listener gets events in the order
/// they happened.
public final class LiveEvents: @unchecked Sendable {
    public struct Event: Sendable, Equatable {
        public var name: String
        /// JSON, on one line.
        public var data: String

        public init(name: String, data: String) {
            self.name = name
            self.data = data
        }

        /// The event in the `text/event-stream` format.
        var encoded: Data { Data("event: \(name)\ndata: \(data)\n\n".utf8) }
    }

    private let lock = NSLock()
    private var subscribers: [UUID: AsyncStream<Data>.Continuation] = [:]
    private var problems = Event(name: "problems", data: "{\"problems\":[]}")
    private var finished = false

    public init() {}

    /// A new listener's stream: the reconnection delay, the current problems, then every event.
    func subscribe() -> AsyncStream<Data> {
        let (stream, continuation) = AsyncStream<Data>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let id = UUID()
        let accepted = lock.withLock {
            guard !finished else { return false }
            subscribers[id] = continuation
            continuation.yield(Data("retry: 500\n\n".utf8))
            continuation.yield(problems.encoded)
            return true
        }
        guard accepted else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
        return stream
    }

    public func publish(_ event: Event) {
        lock.withLock {
            if event.name == "problems" { problems = event }
            for continuation in subscribers.values { continuation.yield(event.encoded) }
        }
    }

    /// A comment line: it keeps idle connections open and finds closed ones.
    func heartbeat() {
        lock.withLock {
            for continuation in subscribers.values { continuation.yield(Data(": keep-alive\n\n".utf8)) }
        }
    }

    /// Ends every stream, so the server can close their connections and stop.
    func finish() {
        let ended = lock.withLock {
            finished = true
            defer { subscribers = [:] }
            return Array(subscribers.values)
        }
        for continuation in ended { continuation.finish() }
    }

    private func unsubscribe(_ id: UUID) {
        _ = lock.withLock { subscribers.removeValue(forKey: id) }
    }
}
