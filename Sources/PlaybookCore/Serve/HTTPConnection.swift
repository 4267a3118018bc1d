import FlyingSocks
import Foundation

/// One client connection of the preview: reads request heads within the
/// limits of `HTTPHeadReader`, answers each, and keeps the connection open
/// for the next while the client wants it. Time limits keep a silent or
/// slow client from holding a connection: an idle one is closed, a head
/// that trickles in is answered 408, a client that stops reading is dropped.
struct HTTPConnection: Sendable {
    struct TimeLimits: Sendable {
        /// Between requests on an open connection.
        var idle: Duration = .seconds(30)
        /// From a request's first byte to the end of its head.
        var head: Duration = .seconds(10)
        /// For each write of a response.
        var write: Duration = .seconds(30)
        /// For the client to close after the last answer, see `finish()`.
        var linger: Duration = .seconds(1)
    }

    struct TimedOut: Error {}

    let socket: AsyncSocket
    let limits: TimeLimits
    let respond: @Sendable (HTTPRequestHead) async -> HTTPResponse

    func serve() async {
        var pending: [UInt8] = []
        while !Task.isCancelled {
            var reader = HTTPHeadReader()
            var step = reader.read(pending)
            let idleDeadline = ContinuousClock.now + limits.idle
            var headDeadline = pending.isEmpty ? nil : ContinuousClock.now + limits.head
            while step == .needMore {
                let bytes: [UInt8]
                do {
                    bytes = try await read(before: headDeadline ?? idleDeadline)
                } catch is TimedOut where reader.hasStarted {
                    step = .rejected(.timedOut)
                    break
                } catch {
                    try? socket.close()
                    return
                }
                if headDeadline == nil { headDeadline = ContinuousClock.now + limits.head }
                step = reader.read(bytes)
            }
            switch step {
            case .needMore:
                try? socket.close()
                return
            case .rejected(let rejection):
                try? await send(.text(rejection.status, rejection.explanation), method: "GET", keepAlive: false)
                await finish()
                return
            case .head(let request, let leftover):
                let response = await respond(request)
                // A stream ends only when the connection does.
                let keepAlive = request.keepsAlive && !request.announcesBody && !response.isStream
                do {
                    try await send(response, method: request.method, keepAlive: keepAlive)
                } catch {
                    try? socket.close()
                    return
                }
                guard keepAlive else {
                    await finish()
                    return
                }
                pending = leftover
            }
        }
        try? socket.close()
    }

    /// Closes after a last answer without losing it: closing a socket whose
    /// unread input holds more of the request (the rest of a refused head, a
    /// body) resets the connection, and the client may drop the answer
    /// unread. So the sending side is shut first and the input drained until
    /// the client closes, for at most `limits.linger` and 1 MB.
    private func finish() async {
        shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + limits.linger
        var drained = 0
        while drained < 1 << 20, let bytes = try? await read(before: deadline), !bytes.isEmpty {
            drained += bytes.count
        }
        try? socket.close()
    }

    private func send(_ response: HTTPResponse, method: String, keepAlive: Bool) async throws {
        let withBody = method != "HEAD" && !response.hasNoContent
        switch response.body {
        case .bytes(let data):
            try await write(response.head(keepAlive: keepAlive) + (withBody ? data : Data()))
        case .stream(let stream):
            try await write(response.head(keepAlive: keepAlive))
            guard withBody else { return }
            for await data in stream where !data.isEmpty {
                try await write(HTTPResponse.chunk(data))
            }
            try await write(HTTPResponse.chunk(Data()))
        }
    }

    private func read(before deadline: ContinuousClock.Instant) async throws -> [UInt8] {
        // Bytes already waiting are taken whatever the clock says: a busy server is late, not the client.
        do {
            return try socket.socket.read(atMost: 16 * 1024)
        } catch SocketError.blocked {
            return try await withDeadline(deadline) { [socket] in try await socket.read(atMost: 16 * 1024) }
        }
    }

    private func write(_ data: Data) async throws {
        try await withDeadline(ContinuousClock.now + limits.write) { [socket] in try await socket.write(data) }
    }

    /// Runs `operation`, cancelled at `deadline` with `TimedOut`; socket
    /// waits end on cancellation, so the connection's task never hangs.
    private func withDeadline<Value: Sendable>(
        _ deadline: ContinuousClock.Instant, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try? await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw TimedOut() }
            return value
        }
    }
}
