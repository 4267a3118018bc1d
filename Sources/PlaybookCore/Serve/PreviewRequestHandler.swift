import Foundation

/// Routes a request: the event stream, the page script, or a file of the site.
struct PreviewRequestHandler: Sendable {
    let files: StaticFileResponder
    let events: LiveEvents

    @Sendable func respond(to request: HTTPRequestHead) async -> HTTPResponse {
        let rawPath = request.rawPath
        switch rawPath {
        case PreviewServer.eventsPath where request.method == "GET":
            return HTTPResponse(
                status: 200,
                fields: [("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-cache")],
                body: .stream(events.subscribe())
            )
        case PreviewServer.scriptPath:
            return files.respond(text: LiveReloadScript.javaScript, contentType: "text/javascript; charset=utf-8")
        default:
            return files.respond(method: request.method, rawPath: rawPath, fields: request.fields)
        }
    }
}
