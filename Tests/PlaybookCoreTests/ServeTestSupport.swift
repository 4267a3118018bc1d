import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// HTTP as a browser or an attacker sends it: raw request lines over a
/// loopback socket, so paths arrive exactly as written (no client
/// normalises `..` away).
enum RawHTTP {
    struct Response {
        var status: Int
        /// Lower-cased names.
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func request(
        port: Int, _ method: String = "GET", _ path: String, headers: [String: String] = [:]
    ) throws -> Response {
        let socket = try connect(port: port)
        defer { close(socket) }
        var head =
            "\(method) \(path) HTTP/1.1\r\nHost: \(headers["Host"] ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (name, value) in headers where name != "Host" { head += "\(name): \(value)\r\n" }
        try send(head + "\r\n", to: socket)
        let raw = receiveAll(from: socket)
        guard let end = raw.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: "no response head in \(raw.count) bytes")
        }
        let lines = String(decoding: raw[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: fields, body: Data(raw[end.upperBound...]))
    }

    /// Everything the server sends until it closes the connection, waiting at most `seconds` for each read.
    static func receiveAll(from socket: Int32, waiting seconds: Int = 10) -> Data {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var raw = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            raw.append(contentsOf: buffer[0..<count])
        }
        return raw
    }

    static func connect(port: Int) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(socket)
            throw Failure(description: "cannot connect to port \(port): \(errno)")
        }
        return socket
    }

    static func send(_ text: String, to socket: Int32) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw Failure(description: "send failed: \(errno)") }
            sent += count
        }
    }
}

/// Listens to the server's event stream like a page's EventSource, on a
/// thread of its own, and keeps every event received.
final class EventStreamListener: @unchecked Sendable {
    struct Event: Equatable {
        var name: String
        var data: String
    }

    private let socket: Int32
    private let lock = NSLock()
    private var received: [Event] = []
    private var closed = false

    init(port: Int) throws {
        socket = try RawHTTP.connect(port: port)
        try RawHTTP.send("GET /_playbook/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", to: socket)
        let thread = Thread { [self] in read() }
        thread.start()
    }

    deinit { stop() }

    func stop() {
        lock.withLock {
            guard !closed else { return }
            closed = true
            shutdown(socket, Int32(SHUT_RDWR))
        }
    }

    var events: [Event] { lock.withLock { received } }

    /// The first event named `name` after the first `skip` events that `matches`, within `timeout` seconds.
    func wait(
        for name: String, after skip: Int = 0, timeout: TimeInterval, where matches: (Event) -> Bool = { _ in true }
    ) -> Event? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let event = events.dropFirst(skip).first(where: { $0.name == name && matches($0) }) { return event }
            usleep(10_000)
        } while Date() < deadline
        return nil
    }

    /// Reads the chunked response body and splits it into events.
    private func read() {
        var raw = Data()
        var buffer = [UInt8](repeating: 0, count: 16384)
        var headerDone = false
        var body = Data()
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            raw.append(contentsOf: buffer[0..<count])
            if !headerDone, let end = raw.range(of: Data("\r\n\r\n".utf8)) {
                headerDone = true
                raw = Data(raw[end.upperBound...])
            }
            guard headerDone else { continue }
            // Chunks: a hexadecimal size line, that many bytes, CRLF.
            while let line = raw.range(of: Data("\r\n".utf8)),
                let size = Int(String(decoding: raw[raw.startIndex..<line.lowerBound], as: UTF8.self), radix: 16),
                raw.distance(from: line.upperBound, to: raw.endIndex) >= size + 2
            {
                let start = line.upperBound
                let stop = raw.index(start, offsetBy: size)
                body.append(raw[start..<stop])
                raw = Data(raw[raw.index(stop, offsetBy: 2)...])
            }
            while let end = body.range(of: Data("\n\n".utf8)) {
                let block = String(decoding: body[body.startIndex..<end.lowerBound], as: UTF8.self)
                body = Data(body[end.upperBound...])
                var name = "message"
                var data = ""
                for line in block.split(separator: "\n") {
                    if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { data = String(line.dropFirst(6)) }
                }
                if !block.hasPrefix(":"), !block.hasPrefix("retry:") {
                    lock.withLock { received.append(Event(name: name, data: data)) }
                }
            }
        }
    }
}
