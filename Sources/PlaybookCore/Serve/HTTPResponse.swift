import Foundation

/// What the preview answers: a status, header fields, and either bytes or a
/// stream that is sent in chunks as it produces them (the live events).
struct HTTPResponse: Sendable {
    enum Body: Sendable {
        case bytes(Data)
        case stream(AsyncStream<Data>)
    }

    var status: Int
    var fields: [(name: String, value: String)]
    var body: Body

    init(status: Int, fields: [(name: String, value: String)] = [], body: Body = .bytes(Data())) {
        self.status = status
        self.fields = fields
        self.body = body
    }

    /// A short plain-text answer, for errors the server itself decides.
    static func text(_ status: Int, _ message: String, fields: [(name: String, value: String)] = []) -> HTTPResponse {
        HTTPResponse(
            status: status, fields: [("Content-Type", "text/plain; charset=utf-8")] + fields,
            body: .bytes(Data((message + "\n").utf8)))
    }

    var isStream: Bool {
        if case .stream = body { return true }
        return false
    }

    /// 1xx, 204 and 304 carry no body and no length (RFC 9110).
    var hasNoContent: Bool { status < 200 || status == 204 || status == 304 }

    /// The status line and header fields, with the framing the body needs.
    /// A HEAD answer announces GET's length and is sent without its body.
    func head(keepAlive: Bool) -> Data {
        var text = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        for field in fields { text += "\(field.name): \(field.value)\r\n" }
        switch body {
        case .bytes(let data) where !hasNoContent: text += "Content-Length: \(data.count)\r\n"
        case .stream: text += "Transfer-Encoding: chunked\r\n"
        case .bytes: break
        }
        text += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        return Data(text.utf8)
    }

    /// One chunk of a streamed body; an empty one ends the stream.
    static func chunk(_ data: Data) -> Data {
        Data((String(data.count, radix: 16) + "\r\n").utf8) + data + Data("\r\n".utf8)
    }

    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 414: "URI Too Long"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }
}
