import Foundation

/// Answers GET and HEAD for the files of the served folder: the right
/// Content-Type, an ETag and Last-Modified for conditional requests, and in
/// HTML pages the live-reload script, which exists only in what is served.
struct StaticFileResponder: Sendable {
    let resolver: SitePathResolver
    /// Inserted before `</body>` of every HTML page served.
    let pageScript: String

    func respond(method: String, rawPath: String, fields: HTTPFields) -> HTTPResponse {
        guard method == "GET" || method == "HEAD" else {
            return .text(405, "Only GET and HEAD are served.", fields: [("Allow", "GET, HEAD")])
        }
        guard let path = resolver.file(forRawPath: rawPath), let stamp = FileStamp(path: path) else {
            return notFound()
        }
        // The page script is part of what is served, so it is part of the tag.
        let tag = "\"\(String(stamp.size, radix: 16))-\(String(stamp.modifiedNanoseconds, radix: 16))\""
        let lastModified = HTTPDate.format(seconds: stamp.modifiedNanoseconds / 1_000_000_000)
        let responseFields = [
            ("ETag", tag), ("Last-Modified", lastModified), ("Cache-Control", "no-cache"),
            ("Content-Type", MediaType.of(path: path)), ("X-Content-Type-Options", "nosniff"),
        ]
        if Self.isNotModified(fields: fields, tag: tag, lastModified: lastModified) {
            return HTTPResponse(status: 304, fields: responseFields)
        }
        guard var body = FileManager.default.contents(atPath: path) else { return notFound() }
        if path.hasSuffix(".html") { body = injectingScript(into: body) }
        return HTTPResponse(status: 200, fields: responseFields, body: .bytes(body))
    }

    /// A text the server makes itself, such as the page script.
    func respond(text: String, contentType: String) -> HTTPResponse {
        HTTPResponse(
            status: 200, fields: [("Content-Type", contentType), ("Cache-Control", "no-cache")],
            body: .bytes(Data(text.utf8)))
    }

    /// If-None-Match wins over If-Modified-Since, as RFC 9110 says; a browser
    /// sends back the Last-Modified it was given, so equality suffices there.
    static func isNotModified(fields: HTTPFields, tag: String, lastModified: String) -> Bool {
        if let match = fields["If-None-Match"] {
            return match.split(separator: ",").contains { candidate in
                let value = candidate.trimmingCharacters(in: .whitespaces)
                return value == "*" || value == tag || value == "W/" + tag
            }
        }
        return fields["If-Modified-Since"] == lastModified
    }

    /// The site's 404 page when it has one, so a broken link still shows the sidebar and search.
    private func notFound() -> HTTPResponse {
        let page = resolver.file(forRawPath: "/404.html").flatMap { FileManager.default.contents(atPath: $0) }
        let body = page.map(injectingScript) ?? Data("<!doctype html><title>Not found</title><p>Not found.</p>\n".utf8)
        return HTTPResponse(
            status: 404, fields: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-cache")],
            body: .bytes(body))
    }

    /// The script goes before the last `</body>`, found in the bytes: pages
    /// are UTF-8, and no conversion to a string is needed.
    private func injectingScript(into page: Data) -> Data {
        let bytes = [UInt8](page)
        let closing = Array("</body>".utf8)
        var position = bytes.count - closing.count
        while position >= 0 {
            if bytes[position] == UInt8(ascii: "<"),
                zip(bytes[position...].prefix(closing.count), closing).allSatisfy({ $0 | 0x20 == $1 | 0x20 })
            {
                return Data(bytes[..<position] + Array(pageScript.utf8) + bytes[position...])
            }
            position -= 1
        }
        return page + Data(pageScript.utf8)
    }
}
