import Foundation
import PlaybookCore

#if canImport(Glibc)
    import Glibc
#endif

/// `playbook serve` on a copy of guides/: how long a save takes to reach an
/// open page as a reload event, a bounded load of 50 concurrent clients
/// making 20 requests each over keep-alive connections on loopback, and how
/// soon an edited block's verdict follows a save (`VerdictFirstBenchmark`).
func runServeBenchmark(_ options: BenchOptions) throws {
    let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "playbook-serve-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let guides = scratch.appendingPathComponent("guides")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("guides"), to: guides)
    try? FileManager.default.removeItem(at: guides.appendingPathComponent(".build"))

    var sessionOptions = PreviewSession.Options(paths: [guides.path])
    // The project's own cache: after `make verify` every unit comes from it and no compiler runs during the load.
    sessionOptions.verify.packageDirectory = packageRoot.appendingPathComponent("guides/.build/playbook").path
    let shown = ShownVerdicts()
    sessionOptions.verdictsShown = { report, complete, build in shown.record(report, complete: complete, build: build) }
    let log = LogCapture()
    let session = try PreviewSession(options: sessionOptions, log: log.append)
    let server = PreviewServer(
        folder: session.folder, events: session.events, readers: session.readers, host: "127.0.0.1", port: 0)
    let url = try waitFor { try await server.start() }
    defer {
        _ = try? waitFor { await server.stop() }
        session.stop()
    }
    let port = try url.port ?? { throw BenchError(description: "no port in \(url)") }()
    let firstBuild = Clock.time { session.start() }
    print("first build (cache-first): \(Clock.milliseconds(firstBuild)); \(log.lines.last ?? "")")
    if log.lines.contains(where: { $0.hasPrefix("Verifying") }) {
        print(
            "note: some units were not in guides/.build/playbook (run `make verify` first); the compiler runs during "
                + "the figures below"
        )
    }

    try measureReloads(port: port, guide: guides.appendingPathComponent("overview.md"), edits: 10)
    try measureLoad(port: port, site: session.folder, clients: 50, requestsPerClient: 20)
    try VerdictFirstBenchmark(guides: guides, session: session, shown: shown, verifyOptions: sessionOptions.verify)
        .run()
}

/// Saves a guide `edits` times and times each save until its reload event arrives.
private func measureReloads(port: Int, guide: URL, edits: Int) throws {
    let listener = try BenchEventListener(port: port)
    defer { listener.close() }
    let original = try String(contentsOf: guide, encoding: .utf8)
    defer { try? original.write(to: guide, atomically: true, encoding: .utf8) }
    var latencies: [Double] = []
    for edit in 1...edits {
        let before = listener.reloadCount
        let saved = DispatchTime.now().uptimeNanoseconds
        try (original + "\nEdit number \(edit).\n").write(to: guide, atomically: true, encoding: .utf8)
        guard listener.waitForReload(after: before, timeout: 10) else {
            throw BenchError(description: "no reload event within 10 s of save \(edit)")
        }
        latencies.append(Double(DispatchTime.now().uptimeNanoseconds - saved) / 1e9)
        // The watcher checks every 50 ms: let the next save land at a random point of its cycle.
        Thread.sleep(forTimeInterval: 0.2 + Double(edit % 3) * 0.017)
    }
    let sorted = latencies.sorted()
    print(
        "save → reload event, \(edits) prose edits of overview.md: median "
            + "\(Clock.milliseconds(Clock.median(sorted))), max \(Clock.milliseconds(sorted.last ?? 0))"
    )
}

/// `clients` threads, each with one keep-alive connection making `requestsPerClient` GETs over the site's pages and
/// assets.
private func measureLoad(port: Int, site: String, clients: Int, requestsPerClient: Int) throws {
    let pages = (try FileManager.default.subpathsOfDirectory(atPath: site)).filter { path in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: (site as NSString).appendingPathComponent(path), isDirectory: &isFolder) && !isFolder.boolValue
    }.sorted()
    guard !pages.isEmpty else { throw BenchError(description: "the preview folder is empty") }
    let results = LoadResults()
    let group = DispatchGroup()
    let started = DispatchTime.now().uptimeNanoseconds
    for client in 0..<clients {
        group.enter()
        let thread = Thread {
            defer { group.leave() }
            var connection: KeepAliveConnection?
            for request in 0..<requestsPerClient {
                let path = "/" + pages[(client * requestsPerClient + request) % pages.count]
                let begin = DispatchTime.now().uptimeNanoseconds
                do {
                    if connection == nil { connection = try KeepAliveConnection(port: port) }
                    let status = try connection!.get(path)
                    results.record(
                        seconds: Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e9, ok: status == 200)
                } catch {
                    connection = nil
                    results.record(seconds: Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e9, ok: false)
                }
            }
            connection?.close()
        }
        thread.start()
    }
    group.wait()
    let wall = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    let latencies = results.latencies.sorted()
    let percentile = { (p: Double) in
        latencies[min(latencies.count - 1, Int((Double(latencies.count) * p).rounded(.up)) - 1)]
    }
    print(
        "load: \(clients) clients × \(requestsPerClient) requests over \(pages.count) files: \(latencies.count) "
            + "requests, \(results.errors) errors, \(String(format: "%.0f", Double(latencies.count) / wall)) requests/s"
    )
    print(
        "latency: p50 \(Clock.milliseconds(percentile(0.5))), p90 \(Clock.milliseconds(percentile(0.9))), p99 "
            + "\(Clock.milliseconds(percentile(0.99))), max \(Clock.milliseconds(latencies.last ?? 0))"
    )
    if results.errors > 0 { throw BenchError(description: "\(results.errors) requests failed under load") }
}

/// Runs async work from the benchmark's synchronous top level.
private func waitFor<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: Result<T, any Error>?
    Task {
        do { result = .success(try await work()) } catch { result = .failure(error) }
        done.signal()
    }
    done.wait()
    return try result!.get()
}

private final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []
    var lines: [String] { lock.withLock { collected } }
    func append(_ line: PreviewSession.Line) { lock.withLock { collected.append(line.text) } }
}

private final class LoadResults: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var latencies: [Double] = []
    private(set) var errors = 0

    func record(seconds: Double, ok: Bool) {
        lock.withLock {
            latencies.append(seconds)
            if !ok { errors += 1 }
        }
    }
}

/// One client's connection: GETs one after another, each answer read to the end of its Content-Length.
private final class KeepAliveConnection {
    private let socket: Int32
    private var buffer: [UInt8] = []

    init(port: Int) throws {
        socket = try connectLoopback(port: port)
    }

    func get(_ path: String) throws -> Int {
        try sendAll("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", to: socket)
        var headEnd: Int?
        while headEnd == nil {
            try receive()
            headEnd = buffer.indices.dropLast(3).first {
                buffer[$0] == 13 && buffer[$0 + 1] == 10 && buffer[$0 + 2] == 13 && buffer[$0 + 3] == 10
            }
        }
        let head = String(decoding: buffer[0..<headEnd!], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        let length =
            head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
        let total = headEnd! + 4 + length
        while buffer.count < total { try receive() }
        buffer.removeFirst(total)
        return status
    }

    func close() { Glibc.close(socket) }

    private func receive() throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(socket, &chunk, chunk.count, 0)
        guard count > 0 else { throw BenchError(description: "connection closed") }
        buffer += chunk[0..<count]
    }
}

/// Reads the event stream on its own thread and counts reload events.
private final class BenchEventListener: @unchecked Sendable {
    private let socket: Int32
    private let lock = NSLock()
    private var reloads = 0

    init(port: Int) throws {
        socket = try connectLoopback(port: port)
        try sendAll("GET /_playbook/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", to: socket)
        Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 16384)
            while true {
                let count = recv(socket, &chunk, chunk.count, 0)
                guard count > 0 else { return }
                let text = String(decoding: chunk[0..<count], as: UTF8.self)
                let found = text.components(separatedBy: "event: reload").count - 1
                if found > 0 { lock.withLock { reloads += found } }
            }
        }.start()
    }

    var reloadCount: Int { lock.withLock { reloads } }

    func waitForReload(after count: Int, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if reloadCount > count { return true }
            usleep(1_000)
        }
        return false
    }

    func close() { shutdown(socket, Int32(SHUT_RDWR)) }
}

private func connectLoopback(port: Int) throws -> Int32 {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard socket >= 0, result == 0 else {
        throw BenchError(description: "cannot connect to 127.0.0.1:\(port) (errno \(errno))")
    }
    return socket
}

private func sendAll(_ text: String, to socket: Int32) throws {
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard count > 0 else { throw BenchError(description: "send failed (errno \(errno))") }
        sent += count
    }
}
