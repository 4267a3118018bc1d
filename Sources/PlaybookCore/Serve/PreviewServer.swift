import FlyingFox
import FlyingSocks
import Foundation

/// The HTTP side of `playbook serve`, on FlyingFox: the site folder's files
/// (see `StaticFileResponder`), the live-reload script and the event stream
/// open pages listen to. It binds to loopback unless told otherwise.
public actor PreviewServer {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Paths under this prefix belong to the server, never to the site.
    static let reservedPrefix = "/_playbook/"
    static let eventsPath = reservedPrefix + "events"
    static let scriptPath = reservedPrefix + "live.js"

    public let host: String
    public let requestedPort: UInt16
    private let handler: PreviewRequestHandler
    private let events: LiveEvents
    private var server: HTTPServer?
    private var runTask: Task<Void, Never>?
    private var heartbeatTask: Task<Void, Never>?

    public init(folder: String, events: LiveEvents, host: String = "127.0.0.1", port: UInt16 = 8000) {
        self.host = host
        self.requestedPort = port
        self.events = events
        handler = PreviewRequestHandler(
            files: StaticFileResponder(resolver: SitePathResolver(root: folder), pageScript: "<script src=\"\(Self.scriptPath)\" defer></script>\n"),
            events: events
        )
    }

    /// Binds and starts serving; returns the address to open. A port in use
    /// or an address that is not this machine's fails here, before any page is served.
    public func start() async throws(Failure) -> URL {
        let address = try socketAddress()
        let server = HTTPServer(address: address, timeout: 30, pool: NoDelaySocketPool(), logger: .disabled, handler: handler)
        let failure = RunFailure()
        self.server = server
        runTask = Task {
            do { try await server.run() } catch { failure.record(error) }
        }
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let error = failure.error { throw Failure(description: describe(error)) }
            if let bound = await server.listeningAddress, let port = Self.port(of: bound) {
                heartbeatTask = Task { [events] in
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(15))
                        events.heartbeat()
                    }
                }
                let shownHost = host.contains(":") ? "[\(host)]" : host
                return URL(string: "http://\(shownHost):\(port)/")!
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        throw Failure(description: "the server did not start listening on \(host):\(requestedPort) within 10 seconds")
    }

    /// Closes the event streams, then the server; open connections get half a second.
    public func stop() async {
        heartbeatTask?.cancel()
        events.finish()
        await server?.stop(timeout: 0.5)
        runTask?.cancel()
        server = nil
    }

    private func socketAddress() throws(Failure) -> any SocketAddress {
        let name = host == "localhost" ? "127.0.0.1" : host
        do {
            return name.contains(":") ? try sockaddr_in6.inet6(ip6: name, port: requestedPort) : try sockaddr_in.inet(ip4: name, port: requestedPort)
        } catch {
            throw Failure(description: "--host \(host) is not an IPv4 or IPv6 address (use 127.0.0.1, ::1 or 0.0.0.0)")
        }
    }

    private func describe(_ error: any Error) -> String {
        if case SocketError.failed(let type, let code, _) = error, type == "Bind" {
            if code == EADDRINUSE {
                return "port \(requestedPort) on \(host) is in use; choose another with --port, or --port 0 for a free one"
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

    /// The first error of the server's run, written by its task and read while waiting for it to listen.
    private final class RunFailure: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (any Error)?

        var error: (any Error)? { lock.withLock { stored } }
        func record(_ error: any Error) { lock.withLock { stored = error } }
    }
}
