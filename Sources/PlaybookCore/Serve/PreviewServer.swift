import FlyingSocks
import Foundation

/// The HTTP side of `playbook serve`: the site folder's files (see
/// `StaticFileResponder`), the live-reload script and the event stream open
/// pages listen to, over HTTP/1.1 connections of its own (`HTTPConnection`),
/// so a hostile request is bounded before anything parses it. It binds to
/// loopback unless told otherwise.
public actor PreviewServer {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Paths under this prefix belong to the server, never to the site.
    static let reservedPrefix = "/_playbook/"
    static let eventsPath = reservedPrefix + "events"
    static let scriptPath = reservedPrefix + "live.js"
    /// Where a page tells which page and sample it shows (`ReaderFocus`).
    static let viewingPath = reservedPrefix + "viewing"
    /// Connections beyond this are closed at once, so a flood cannot exhaust file descriptors.
    static let maxConnections = 256

    public let host: String
    public let requestedPort: UInt16
    private let handler: PreviewRequestHandler
    private let events: LiveEvents
    private let limits: HTTPConnection.TimeLimits
    private var listening: Socket?
    private var poolTask: Task<Void, Never>?
    private var acceptTask: Task<Void, Never>?
    private var heartbeatTask: Task<Void, Never>?

    public init(
        folder: String, events: LiveEvents, readers: ReaderFocus = ReaderFocus(), host: String = "127.0.0.1",
        port: UInt16 = 8000
    ) {
        self.host = host
        self.requestedPort = port
        self.events = events
        limits = HTTPConnection.TimeLimits()
        handler = PreviewRequestHandler(
            files: StaticFileResponder(
                resolver: SitePathResolver(root: folder),
                pageScript: "<script src=\"\(Self.scriptPath)\" defer></script>\n"),
            events: events, readers: readers
        )
    }

    /// Binds and starts serving; returns the address to open. A port in use
    /// or an address that is not this machine's fails here, before any page is served.
    public func start() async throws(Failure) -> URL {
        let address = try socketAddress()
        let pool: some AsyncSocketPool = .make()
        let socket: Socket
        let port: UInt16
        do {
            try await pool.prepare()
            socket = try Socket(domain: Int32(type(of: address).family), type: .stream)
            try socket.setValue(true, for: .localAddressReuse)
            // Accepted sockets inherit it: a small event or page is sent at once,
            // not after the client's delayed acknowledgement (40 ms on Linux).
            var on: Int32 = 1
            _ = setsockopt(
                socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
            try socket.bind(to: address)
            try socket.listen()
            guard let bound = Self.port(of: try socket.sockname()) else {
                throw Failure(description: "cannot read the port bound on \(host)")
            }
            port = bound
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: describe(error))
        }
        let listener: AsyncSocket
        do {
            listener = try AsyncSocket(socket: socket, pool: pool)
        } catch {
            try? socket.close()
            throw Failure(description: describe(error))
        }
        listening = socket
        poolTask = Task { try? await pool.run() }
        var handler = handler
        handler.allowedHosts = AllowedHosts(host: host, port: port)
        acceptTask = Task { [handler, limits] in
            await Self.acceptConnections(on: listener, limits: limits, respond: handler.respond)
        }
        heartbeatTask = Task { [events] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                events.heartbeat()
            }
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return URL(string: "http://\(shownHost):\(port)/")!
    }

    /// Ends the event streams, cancels every connection (their socket waits
    /// end at once), and closes the listening socket.
    public func stop() async {
        heartbeatTask?.cancel()
        events.finish()
        acceptTask?.cancel()
        await acceptTask?.value
        try? listening?.close()
        listening = nil
        poolTask?.cancel()
        await poolTask?.value
    }

    private static func acceptConnections(
        on listener: AsyncSocket, limits: HTTPConnection.TimeLimits,
        respond: @escaping @Sendable (HTTPRequestHead) async -> HTTPResponse
    ) async {
        let open = OpenConnections()
        await withDiscardingTaskGroup { group in
            while !Task.isCancelled {
                let client: AsyncSocket
                do {
                    client = try await listener.accept()
                } catch {
                    // Out of descriptors or a connection reset before it was accepted: wait, then go on.
                    try? await Task.sleep(for: .milliseconds(50))
                    continue
                }
                guard open.admit() else {
                    try? client.close()
                    continue
                }
                group.addTask {
                    await HTTPConnection(socket: client, limits: limits, respond: respond).serve()
                    open.release()
                }
            }
        }
    }

    private func socketAddress() throws(Failure) -> any SocketAddress {
        let name = host == "localhost" ? "127.0.0.1" : host
        do {
            return name.contains(":")
                ? try sockaddr_in6.inet6(ip6: name, port: requestedPort)
                : try sockaddr_in.inet(ip4: name, port: requestedPort)
        } catch {
            throw Failure(description: "--host \(host) is not an IPv4 or IPv6 address (use 127.0.0.1, ::1 or 0.0.0.0)")
        }
    }

    private func describe(_ error: any Error) -> String {
        if case SocketError.failed(let type, let code, _) = error, type == "Bind" {
            if code == EADDRINUSE {
                return
                    "port \(requestedPort) on \(host) is in use; choose another with --port, or --port 0 for a free one"
            }
            return "cannot listen on \(host):\(requestedPort): \(String(cString: strerror(code)))"
        }
        return "cannot listen on \(host):\(requestedPort): \(error)"
    }

    private static func port(of address: Socket.Address) -> UInt16? {
        switch address {
        case .ip4(_, let port), .ip6(_, let port): return port
        default: return nil
        }
    }

    /// How many connections are being served, shared by their tasks.
    private final class OpenConnections: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        /// Counts one more, unless `maxConnections` are open already.
        func admit() -> Bool {
            lock.withLock {
                guard count < PreviewServer.maxConnections else { return false }
                count += 1
                return true
            }
        }

        func release() { lock.withLock { count -= 1 } }
    }
}
