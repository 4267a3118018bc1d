import ArgumentParser
import Foundation
import PlaybookCore

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site while writing: rebuild on every save, verify in the background, reload open pages.",
        discussion: """
            The site is built into a temporary folder and served from there; `playbook build`'s output is never \
            touched. Guides, playbook.yml, the support folders and theme/ are watched: a save rebuilds the pages \
            it changes and open browsers reload them, blocks whose code changed show "verifying…" until the \
            compiler is done, and errors (a broken config, an unclosed fence, a failing block) show on the page \
            and here while the server keeps serving. Ctrl-C or SIGTERM stops it and removes the temporary \
            folder. Exit status: 0 after a clean stop, 2 when the server cannot start (a port in use, a bad \
            --host) or on a usage error.
            """
    )

    @OptionGroup var input: GuideOptions

    @Option(help: "The address to listen on. Anything but loopback shares the preview with your network.")
    var host: String = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one. The address is printed either way.")
    var port: UInt16 = 8000

    @Flag(help: "Keep raw HTML written in guides (cmark-gfm's tag filter still defuses <script>).")
    var unsafeHtml = false

    func run() async throws {
        var options = PreviewSession.Options(paths: input.paths, configFile: input.config)
        options.unsafeHTML = unsafeHtml
        // Orphans of the guides' tests are reparented here, found and killed.
        OrphanReaper.adopt()
        let session: PreviewSession
        do {
            session = try PreviewSession(options: options, log: Self.log)
        } catch {
            Terminal.report([.error("cannot create a temporary folder for the site: \(error.localizedDescription)")])
            throw ExitCode(PlaybookExit.inputError)
        }
        // Bound before the first build, so a port in use fails at once.
        let server = PreviewServer(
            folder: session.folder, events: session.events, readers: session.readers, host: host, port: port)
        let url: URL
        do {
            url = try await server.start()
        } catch {
            session.stop()
            Terminal.report([.error(error.description)])
            throw ExitCode(PlaybookExit.inputError)
        }
        let stop = SignalWaiter(signals: [SIGINT, SIGTERM])
        session.start()
        if !["127.0.0.1", "::1", "localhost"].contains(host) {
            Terminal.report([.warning("listening on \(host): anyone who can reach this machine can read the guides")])
        }
        Self.log(
            PreviewSession.Line(
                text: "Serving the guides at \(url.absoluteString) from \(session.folder) (Ctrl-C to stop)",
                isProblem: false))
        await stop.wait()
        await server.stop()
        session.stop()
        Self.log(PreviewSession.Line(text: "Stopped.", isProblem: false))
    }

    /// Progress to standard output, problems to standard error, as every command does.
    private static let log: @Sendable (PreviewSession.Line) -> Void = { line in
        (line.isProblem ? FileHandle.standardError : FileHandle.standardOutput).write(Data((line.text + "\n").utf8))
    }
}
