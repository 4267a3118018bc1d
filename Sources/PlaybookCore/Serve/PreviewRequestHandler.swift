import FlyingFox
import Foundation

/// Routes a request: the event stream, the page script, or a file of the site.
struct PreviewRequestHandler: HTTPHandler {
    let files: StaticFileResponder
    let events: LiveEvents

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let rawPath = request.target.path(percentEncoded: true)
        switch rawPath {
        case PreviewServer.eventsPath where request.method == .GET:
            let stream = events.subscribe()
            return HTTPResponse(
                statusCode: .ok,
                headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-cache"],
                body: HTTPBodySequence(from: EventStreamBody(events: stream))
            )
        case PreviewServer.scriptPath:
            return files.respond(text: LiveReloadScript.javaScript, contentType: "text/javascript; charset=utf-8", method: request.method)
        default:
            return files.respond(method: request.method, rawPath: rawPath, headers: request.headers)
        }
    }
}
