/// Collects a request's head from the bytes a connection delivers, and
/// refuses an oversized one before parsing it: a request line longer than
/// `maxRequestLine` is 414, header fields longer than `maxHeaderFields` are
/// 431. Every byte is looked at once, so a hostile request costs time in
/// proportion to its length and never more memory than the limits.
struct HTTPHeadReader {
    static let maxRequestLine = 8 * 1024
    static let maxHeaderFields = 8 * 1024

    enum Step: Equatable {
        case needMore
        /// The head, and the bytes after it (the start of a pipelined request).
        case head(HTTPRequestHead, leftover: [UInt8])
        case rejected(Rejection)
    }

    enum Rejection: Error, Equatable {
        case requestLineTooLong
        case headerFieldsTooLarge
        case malformed(String)
        case versionNotSupported
        case timedOut

        var status: Int {
            switch self {
            case .requestLineTooLong: 414
            case .headerFieldsTooLarge: 431
            case .malformed: 400
            case .versionNotSupported: 505
            case .timedOut: 408
            }
        }

        var explanation: String {
            switch self {
            case .requestLineTooLong: "The request line is longer than \(HTTPHeadReader.maxRequestLine) bytes."
            case .headerFieldsTooLarge: "The header fields are longer than \(HTTPHeadReader.maxHeaderFields) bytes."
            case .malformed(let why): "Malformed request: \(why)."
            case .versionNotSupported: "Only HTTP/1.0 and HTTP/1.1 are served."
            case .timedOut: "The request did not arrive in time."
            }
        }
    }

    private var buffer: [UInt8] = []
    private var scanned = 0
    private var lineStart = 0
    /// Where the header fields start, once the request line is complete.
    private var fieldsStart: Int?

    /// Whether any byte of a request has arrived.
    var hasStarted: Bool { !buffer.isEmpty }

    mutating func read(_ bytes: some Sequence<UInt8>) -> Step {
        buffer.append(contentsOf: bytes)
        while scanned < buffer.count {
            let byte = buffer[scanned]
            scanned += 1
            guard byte == UInt8(ascii: "\n") else { continue }
            let lineEnd =
                scanned - 1 > lineStart && buffer[scanned - 2] == UInt8(ascii: "\r") ? scanned - 2 : scanned - 1
            defer { lineStart = scanned }
            if fieldsStart == nil {
                // RFC 9112 asks servers to ignore empty lines before a request line.
                guard lineEnd > lineStart else { continue }
                if lineEnd - lineStart > Self.maxRequestLine { return .rejected(.requestLineTooLong) }
                fieldsStart = scanned
            } else if lineEnd == lineStart {
                return finish()
            }
        }
        if fieldsStart == nil, buffer.count - lineStart > Self.maxRequestLine { return .rejected(.requestLineTooLong) }
        if let fieldsStart, buffer.count - fieldsStart > Self.maxHeaderFields {
            return .rejected(.headerFieldsTooLarge)
        }
        if fieldsStart == nil, lineStart > Self.maxHeaderFields { return .rejected(.malformed("too many empty lines")) }
        return .needMore
    }

    /// Parses the complete head: `buffer[..<scanned]`.
    private func finish() -> Step {
        let lines = buffer[..<scanned].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        guard let requestLineIndex = lines.firstIndex(where: { !$0.isEmpty }) else {
            return .rejected(.malformed("no request line"))
        }
        let parts = lines[requestLineIndex].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
            return .rejected(.malformed("the request line is not METHOD TARGET VERSION"))
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version.hasPrefix("HTTP/") else { return .rejected(.malformed("no HTTP version")) }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return .rejected(.versionNotSupported) }
        var fields: [(name: String, value: String)] = []
        for line in lines[(requestLineIndex + 1)...] where !line.isEmpty {
            // A folded line (starting with white space) is obsolete; RFC 9112 lets a server reject it.
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                !line[..<colon].contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            else {
                return .rejected(.malformed("a header field is not NAME: VALUE"))
            }
            let value = String(decoding: line[line.index(after: colon)...], as: UTF8.self).trimmingCharacters(
                in: .whitespaces)
            fields.append((name: String(decoding: line[..<colon], as: UTF8.self), value: value))
        }
        let head = HTTPRequestHead(
            method: String(decoding: parts[0], as: UTF8.self),
            target: String(decoding: parts[1], as: UTF8.self),
            version: version,
            fields: HTTPFields(fields)
        )
        return .head(head, leftover: Array(buffer[scanned...]))
    }
}
