import FlyingFox
import Foundation

/// Answers GET and HEAD for the files of the served folder: the right
/// Content-Type, an ETag and Last-Modified for conditional requests, and in
/// HTML pages the live-reload script, which exists only in what is served.
struct StaticFileResponder: Sendable {
    let resolver: SitePathResolver
    /// Inserted before `</body>` of every HTML page served.
    let pageScript: String

    func respond(method: HTTPMethod, rawPath: String, headers: HTTPHeaders) -> HTTPResponse {
        guard method == .GET || method == .HEAD else {
            return HTTPResponse(statusCode: .methodNotAllowed, headers: [.allow: "GET, HEAD", .contentType: "text/plain; charset=utf-8"], body: Data("Only GET and HEAD are served.\n".utf8))
        }
        guard let path = resolver.file(forRawPath: rawPath), let stamp = FileStamp(path: path) else {
            return notFound(method: method)
        }
        // The page script is part of what is served, so it is part of the tag.
        let tag = "\"\(String(stamp.size, radix: 16))-\(String(stamp.modifiedNanoseconds, radix: 16))\""
        let lastModified = HTTPDate.format(seconds: stamp.modifiedNanoseconds / 1_000_000_000)
        let responseHeaders: HTTPHeaders = [
            .eTag: tag, .lastModified: lastModified, .cacheControl: "no-cache",
            .contentType: MediaType.of(path: path), .xContentTypeOptions: "nosniff",
        ]
        if Self.isNotModified(headers: headers, tag: tag, lastModified: lastModified) {
            return HTTPResponse(statusCode: .notModified, headers: responseHeaders)
        }
        guard var body = FileManager.default.contents(atPath: path) else { return notFound(method: method) }
        if path.hasSuffix(".html") { body = injectingScript(into: body) }
        return response(.ok, headers: responseHeaders, body: body, method: method)
    }

    /// A text the server makes itself, such as the page script.
    func respond(text: String, contentType: String, method: HTTPMethod) -> HTTPResponse {
        response(.ok, headers: [.contentType: contentType, .cacheControl: "no-cache"], body: Data(text.utf8), method: method)
    }

    /// If-None-Match wins over If-Modified-Since, as RFC 9110 says; a browser
    /// sends back the Last-Modified it was given, so equality suffices there.
    static func isNotModified(headers: HTTPHeaders, tag: String, lastModified: String) -> Bool {
        if let match = headers[.ifNoneMatch] {
            return match.split(separator: ",").contains { candidate in
                let value = candidate.trimmingCharacters(in: .whitespaces)
                return value == "*" || value == tag || value == "W/" + tag
            }
        }
        return headers[.ifModifiedSince] == lastModified
    }

    /// The site's 404 page when it has one, so a broken link still shows the sidebar and search.
    private func notFound(method: HTTPMethod) -> HTTPResponse {
        let page = resolver.file(forRawPath: "/404.html").flatMap { FileManager.default.contents(atPath: $0) }
        let body = page.map(injectingScript) ?? Data("<!doctype html><title>Not found</title><p>Not found.</p>\n".utf8)
        return response(.notFound, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"], body: body, method: method)
    }

    /// A HEAD answer carries GET's headers, Content-Length included, and no body.
    private func response(_ status: HTTPStatusCode, headers: HTTPHeaders, body: Data, method: HTTPMethod) -> HTTPResponse {
        guard method == .HEAD else {
            // One buffer for the whole body: FlyingFox's default of 4 KiB writes a page in a dozen awaits.
            return HTTPResponse(statusCode: status, headers: headers, body: HTTPBodySequence(data: body, suggestedBufferSize: Swift.max(body.count, 4096)))
        }
        var headers = headers
        headers[.contentLength] = String(body.count)
        return HTTPResponse(statusCode: status, headers: headers)
    }

    /// The script goes before the last `</body>`, found in the bytes: pages
    /// are UTF-8, and no conversion to a string is needed.
    private func injectingScript(into page: Data) -> Data {
        let bytes = [UInt8](page)
        let closing = Array("</body>".utf8)
        var position = bytes.count - closing.count
        while position >= 0 {
            if bytes[position] == UInt8(ascii: "<"),
               zip(bytes[position...].prefix(closing.count), closing).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) {
                return Data(bytes[..<position] + Array(pageScript.utf8) + bytes[position...])
            }
            position -= 1
        }
        return page + Data(pageScript.utf8)
    }
}

extension HTTPHeader {
    static let allow = HTTPHeader("Allow")
    static let xContentTypeOptions = HTTPHeader("X-Content-Type-Options")
}
