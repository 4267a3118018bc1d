import Foundation
import Testing

@testable import PlaybookCore

#if canImport(Glibc)
    import Glibc
#endif

/// The preview's HTTP layer under requests a hostile page or a broken
/// client sends: oversized heads are refused before parsing, slow and silent
/// connections are closed, and none of it holds up other requests or a stop.
@Suite struct ServeHostileRequestTests {
    private static func text(from socket: Int32, waiting seconds: Int = 10) throws -> String {
        String(decoding: RawHTTP.receiveAll(from: socket, waiting: seconds), as: UTF8.self)
    }

    private func read(_ text: String, in pieces: Int = 1) -> HTTPHeadReader.Step {
        var reader = HTTPHeadReader()
        let bytes = Array(text.utf8)
        let size = max(1, bytes.count / pieces)
        var step = HTTPHeadReader.Step.needMore
        for start in stride(from: 0, to: bytes.count, by: size) where step == .needMore {
            step = reader.read(bytes[start..<min(bytes.count, start + size)])
        }
        return step
    }

    @Test func aHeadIsReadWholeWhateverPiecesItArrivesIn() throws {
        let text = "\r\nGET /a%20b.html?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nIf-None-Match: \"1\"\r\n\r\nGET /next"
        for pieces in [1, 3, text.utf8.count] {
            guard case .head(let head, let leftover) = read(text, in: pieces) else {
                Issue.record("no head from \(pieces) pieces")
                continue
            }
            #expect(head.method == "GET")
            #expect(head.rawPath == "/a%20b.html")
            #expect(head.fields["if-none-match"] == "\"1\"")
            #expect(head.keepsAlive)
            // What arrived after the head is kept for the next request.
            #expect("GET /next".hasPrefix(String(decoding: leftover, as: UTF8.self)))
            if pieces == 1 { #expect(leftover.count == 9) }
        }
        guard case .head(let bare, _) = read("GET / HTTP/1.0\nConnection: keep-alive\n\n") else {
            Issue.record("a head with bare line feeds is read")
            return
        }
        #expect(bare.keepsAlive)
        guard case .head(let absolute, _) = read("GET http://127.0.0.1:8000/guide.html?q HTTP/1.1\r\n\r\n") else {
            return
        }
        #expect(absolute.rawPath == "/guide.html")
    }

    @Test func oversizedAndMalformedHeadsAreRefusedWithTheirStatus() {
        let longLine = "GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\n\r\n"
        #expect(read(longLine, in: 50) == .rejected(.requestLineTooLong))
        #expect(
            read(String(longLine.prefix(HTTPHeadReader.maxRequestLine + 10))) == .rejected(.requestLineTooLong),
            "refused before the line ends")
        let manyFields =
            "GET / HTTP/1.1\r\n"
            + String(repeating: "X-Filler: " + String(repeating: "b", count: 100) + "\r\n", count: 200)
        #expect(read(manyFields, in: 20) == .rejected(.headerFieldsTooLarge))
        #expect(read("GET /\r\n\r\n") == .rejected(.malformed("the request line is not METHOD TARGET VERSION")))
        #expect(read("GET / HTTP/2.0\r\n\r\n") == .rejected(.versionNotSupported))
        #expect(read("GET / HTTP/1.1\r\n folded\r\n\r\n") == .rejected(.malformed("a header field is not NAME: VALUE")))
        #expect(read(String(repeating: "\r\n", count: 10_000)) == .rejected(.malformed("too many empty lines")))
    }

    /// A 100,000-byte request line costs time in proportion to its length.
    @Test func aHugeRequestIsRefusedQuicklyWhileOtherPagesAreServed() throws {
        try ServeIntegrationTests.withPreview { preview in
            let hostile = try (0..<2).map { _ in try RawHTTP.connect(port: preview.port) }
            defer { hostile.forEach { close($0) } }
            let started = Date()
            for socket in hostile {
                try RawHTTP.send(
                    "GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: x\r\n\r\n", to: socket)
            }
            for socket in hostile {
                let answer = try Self.text(from: socket)
                #expect(answer.hasPrefix("HTTP/1.1 414 URI Too Long\r\n"), "\(answer.prefix(200))")
            }
            let headers = try RawHTTP.connect(port: preview.port)
            defer { close(headers) }
            try RawHTTP.send(
                "GET / HTTP/1.1\r\n"
                    + String(repeating: "X-Filler: " + String(repeating: "b", count: 1000) + "\r\n", count: 100)
                    + "\r\n", to: headers)
            #expect(try Self.text(from: headers).hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
            #expect(try preview.get("/").status == 200)
            #expect(Date().timeIntervalSince(started) < 5)
        }
    }

    /// Connections that send half a head and wait, or nothing at all, are
    /// still open when SIGTERM arrives; `withPreview` checks the stop takes
    /// under a second and removes the site folder.
    @Test func stalledConnectionsNeitherBlockPagesNorTheStop() throws {
        try ServeIntegrationTests.withPreview { preview in
            var stalled: [Int32] = []
            defer { stalled.forEach { close($0) } }
            for index in 0..<20 {
                let socket = try RawHTTP.connect(port: preview.port)
                if index.isMultiple(of: 2) {
                    try RawHTTP.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", to: socket)
                }
                stalled.append(socket)
            }
            for _ in 0..<5 { #expect(try preview.get("/").status == 200) }
        }
    }

    /// The real server's own limits: a head that trickles in is answered 408
    /// ten seconds after its first byte, and a silent connection is closed
    /// after thirty, while the stop still takes under a second.
    @Test func slowHeadsTimeOutAndSilentConnectionsClose() throws {
        try ServeIntegrationTests.withPreview { preview in
            let slow = try RawHTTP.connect(port: preview.port)
            defer { close(slow) }
            let silent = try RawHTTP.connect(port: preview.port)
            defer { close(silent) }
            let opened = Date()
            try RawHTTP.send("GET / HTTP/1.1\r\n", to: slow)
            sleep(2)
            try RawHTTP.send("Host: 127.0.0.1\r\n", to: slow)
            #expect(try Self.text(from: slow).hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
            #expect((9...20).contains(Date().timeIntervalSince(opened)), "\(Date().timeIntervalSince(opened)) s")
            #expect(try Self.text(from: silent, waiting: 40).isEmpty, "closed without an answer")
            #expect((29...45).contains(Date().timeIntervalSince(opened)), "\(Date().timeIntervalSince(opened)) s")
        }
    }

    /// Keep-alive and pipelining: a HEAD and a GET sent at once are answered in order, the HEAD without a body.
    @Test func pipelinedRequestsAreAnsweredInOrder() throws {
        try ServeIntegrationTests.withPreview { preview in
            let pipelined = try RawHTTP.connect(port: preview.port)
            defer { close(pipelined) }
            try RawHTTP.send(
                "HEAD /index.html HTTP/1.1\r\nHost: localhost\r\n\r\nGET /missing HTTP/1.1\r\nHost: "
                    + "localhost\r\nConnection: close\r\n\r\n",
                to: pipelined)
            let both = try Self.text(from: pipelined)
            let first = try #require(both.range(of: "HTTP/1.1 200 OK\r\n"))
            let second = try #require(both.range(of: "HTTP/1.1 404 Not Found\r\n"))
            #expect(first.lowerBound < second.lowerBound)
            #expect(!both[..<second.lowerBound].contains("<html"), "HEAD sends no body")
        }
    }

    // 6. DNS rebinding: a page that resolves its own name to 127.0.0.1 gets nothing, nor does another page's event
    //    stream request.
    @Test func onlyThePreviewsOwnHostIsAnswered() throws {
        try ServeIntegrationTests.withPreview { preview in
            let port = preview.port
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST", "[::1]:\(port)"] {
                #expect(
                    try RawHTTP.request(port: port, "GET", "/", headers: ["Host": host]).status == 200, "Host: \(host)")
            }
            for host in [
                "rebind.attacker.example:\(port)", "rebind.attacker.example", "127.0.0.1:\(port + 1)", "127.0.0.1:x",
                "",
            ] {
                let answer = try RawHTTP.request(port: port, "GET", "/", headers: ["Host": host])
                #expect(answer.status == 421, "Host: \(host)")
                #expect(!answer.text.contains("<html"), "Host: \(host) was given a page")
            }
            let events = try RawHTTP.request(
                port: port, "GET", "/_playbook/events", headers: ["Origin": "http://rebind.attacker.example:\(port)"])
            #expect(events.status == 403)
        }
    }

    @Test func allowedHostsFollowTheListeningAddress() {
        let loopback = AllowedHosts(host: "127.0.0.1", port: 8000)
        #expect(
            loopback.allows(host: "127.0.0.1:8000") && loopback.allows(host: "localhost")
                && !loopback.allows(host: "192.168.1.5:8000"))
        #expect(!loopback.allows(host: nil))
        #expect(loopback.allows(origin: nil) && loopback.allows(origin: "http://localhost:8000"))
        #expect(!loopback.allows(origin: "http://evil.example:8000") && !loopback.allows(origin: "null"))
        let everywhere = AllowedHosts(host: "0.0.0.0", port: 8000)
        #expect(everywhere.allows(host: "192.168.1.5:8000") && !everywhere.allows(host: "team-docs.example:8000"))
        let named = AllowedHosts(host: "::1", port: 9000)
        #expect(named.allows(host: "[::1]:9000") && !named.allows(host: "[::1]:9001"))
    }
}
