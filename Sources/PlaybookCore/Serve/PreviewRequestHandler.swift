import Foundation

/// Routes a request: the event stream, what a page shows, the page script, or a
/// file of the site; a request for another host is refused first.
struct PreviewRequestHandler: Sendable {
    let files: StaticFileResponder
    let events: LiveEvents
    let readers: ReaderFocus
    /// Set once the port is bound; until then nothing is served.
    var allowedHosts: AllowedHosts?

    @Sendable func respond(to request: HTTPRequestHead) async -> HTTPResponse {
        guard let allowedHosts, allowedHosts.allows(host: request.fields["Host"]) else {
            return Self.refusal(
                421, "This preview answers only its own address (Host: 127.0.0.1 or localhost, with its port).")
        }
        let rawPath = request.rawPath
        switch rawPath {
        case PreviewServer.eventsPath where !allowedHosts.allows(origin: request.fields["Origin"]):
            return Self.refusal(403, "The event stream is for the preview's own pages.")
        case PreviewServer.eventsPath where request.method == "GET":
            return HTTPResponse(
                status: 200,
                fields: [("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-cache")],
                body: .stream(events.subscribe())
            )
        case PreviewServer.viewingPath where !allowedHosts.allows(origin: request.fields["Origin"]):
            return Self.refusal(403, "Only the preview's own pages say what they show.")
        case PreviewServer.viewingPath where request.method == "GET":
            guard let view = ReaderFocus.view(fromTarget: request.target) else {
                return Self.refusal(400, "Say the page shown: \(PreviewServer.viewingPath)?page=a.html&sample=name.")
            }
            readers.tell(view)
            return HTTPResponse(status: 204, fields: [("Cache-Control", "no-store")], body: .bytes(Data()))
        case PreviewServer.scriptPath:
            return files.respond(text: LiveReloadScript.javaScript, contentType: "text/javascript; charset=utf-8")
        default:
            return files.respond(method: request.method, rawPath: rawPath, fields: request.fields)
        }
    }

    private static func refusal(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(
            status: status, fields: [("Content-Type", "text/plain; charset=utf-8"), ("Connection", "close")],
            body: .bytes(Data((text + "\n").utf8))
        )
    }
}
