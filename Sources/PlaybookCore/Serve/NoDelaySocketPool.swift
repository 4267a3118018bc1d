import FlyingFox
import FlyingSocks
import Foundation

/// FlyingFox's socket pool with Nagle's algorithm turned off on every socket
/// it waits on. FlyingFox writes a response's head and body separately; with
/// Nagle on, a body smaller than a segment waits for the client's delayed
/// ACK, 40 ms on Linux, for every stylesheet and script. The listening
/// socket is waited on before its first connection, and accepted sockets
/// inherit the option from it.
struct NoDelaySocketPool: AsyncSocketPool {
    let base: any AsyncSocketPool = HTTPServer.defaultPool()

    func prepare() async throws {
        try await base.prepare()
    }

    func run() async throws {
        try await base.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        var on: Int32 = 1
        _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
