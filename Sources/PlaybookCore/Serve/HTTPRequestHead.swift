import Foundation

/// A request's line and header fields, as `HTTPHeadReader` collected them.
/// The preview serves files only, so a request's body is never read.
struct HTTPRequestHead: Sendable, Equatable {
    var method: String
    /// As written on the request line: the path, percent-encoded, and any query.
    var target: String
    var version: String
    var fields: HTTPFields

    /// The path of the target, still percent-encoded, without query or fragment;
    /// an absolute-form target (`http://host/path`) gives its path.
    var rawPath: String {
        var path = Substring(target)
        if let scheme = path.range(of: "://") {
            let afterAuthority = path[scheme.upperBound...].firstIndex(of: "/") ?? path.endIndex
            path = path[afterAuthority...]
        }
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        return path.isEmpty ? "/" : String(path)
    }

    /// HTTP/1.1 keeps a connection open unless told to close; HTTP/1.0 closes unless told otherwise.
    var keepsAlive: Bool {
        let connection = fields["Connection"]?.lowercased() ?? ""
        if version == "HTTP/1.0" { return connection.contains("keep-alive") }
        return !connection.contains("close")
    }

    /// A request that says it has a body: the connection cannot be reused,
    /// because the body is never read.
    var announcesBody: Bool {
        fields["Transfer-Encoding"] != nil || (fields["Content-Length"].flatMap { Int($0) } ?? 0) != 0
    }
}

/// Header fields with case-insensitive names, in the order received.
struct HTTPFields: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private(set) var entries: [(name: String, value: String)]

    init(_ entries: [(name: String, value: String)] = []) {
        self.entries = entries
    }

    init(dictionaryLiteral elements: (String, String)...) {
        entries = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The first field of that name.
    subscript(name: String) -> String? {
        entries.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    static func == (left: HTTPFields, right: HTTPFields) -> Bool {
        left.entries.elementsEqual(right.entries) { $0.name == $1.name && $0.value == $1.value }
    }
}
