import Foundation
import Testing

@testable import PlaybookCore

/// `playbook serve` end to end: a real server on a free loopback port over
/// guides in a temporary folder, the real watcher, and the real compiler
/// for the background verification.
@Suite struct ServeIntegrationTests {
    /// How long a test waits for an event. Waiting is a check that the event comes,
    /// never a speed check: the whole suite shares two cores with compilers, so an
    /// event due in milliseconds may take seconds. The latency is printed instead.
    static let eventPatience: TimeInterval = 60

    static let config = """
        placeholders: [Name]
        samples:
          sample: {Name: Invoice}

        """

    static let greeting = """
        # Greeting

        Say hello to the {Name}.

        ```swift
        struct {Name}Greeting {
            let text = "Hello"
        }
        ```

        ## Use it

        ```swift
        func greetingLength() -> Int {
            {Name}Greeting().text.count
        }
        ```

        """

    static let notes = """
        # Notes

        Plain prose, no code.

        """

    /// A project with two guides, served by `playbook serve --port 0` until
    /// `body` returns; then SIGTERM, which must stop it cleanly.
    static func withPreview(config: String = config, _ body: (Preview) throws -> Void) throws {
        try TestSupport.withTemporaryFolder { project in
            let guides = project.appendingPathComponent("guides")
            try TestSupport.write(config, to: guides, "playbook.yml")
            try TestSupport.write(greeting, to: guides, "greeting.md")
            try TestSupport.write(notes, to: guides, "notes.md")
            let preview = try Preview(guides: guides)
            defer { preview.kill() }
            try body(preview)
            let stop = try preview.terminate()
            #expect(stop.status == 0, "\(preview.output)")
            #expect(stop.seconds < 1, "SIGTERM stops the server within a second")
            #expect(!FileManager.default.fileExists(atPath: preview.folder), "the temporary site folder is removed")
        }
    }

    /// A running `playbook serve`: the real command, so the server has its
    /// process to itself as it has for a writer.
    final class Preview: @unchecked Sendable {
        let guides: URL
        let process = Process()
        let port: Int
        /// The temporary folder the server serves, from its "Serving" line.
        let folder: String
        private let printed = PrintedOutput()

        init(guides: URL) throws {
            self.guides = guides
            process.executableURL = try TestSupport.playbookExecutable
            process.arguments = ["serve", guides.path, "--port", "0"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let reader = Thread { [printed, pipe] in
                while true {
                    let data = pipe.fileHandleForReading.availableData
                    guard !data.isEmpty else { break }
                    printed.append(data)
                }
            }
            reader.start()
            let deadline = Date().addingTimeInterval(120)
            var serving: (port: Int, folder: String)?
            while serving == nil, Date() < deadline, process.isRunning {
                serving = Self.servingLine(in: printed.text)
                if serving == nil { usleep(20_000) }
            }
            let text = printed.text
            let found = try #require(serving, "no Serving line: \(text)")
            port = found.port
            folder = found.folder
        }

        var output: String { printed.text }

        private static func servingLine(in output: String) -> (port: Int, folder: String)? {
            guard
                let line = output.split(separator: "\n").first(where: {
                    $0.hasPrefix("Serving the guides at http://127.0.0.1:")
                })
            else { return nil }
            let rest = line.dropFirst("Serving the guides at http://127.0.0.1:".count)
            guard let slash = rest.firstIndex(of: "/"), let port = Int(rest[..<slash]),
                let from = rest.range(of: " from "), let end = rest.range(of: " (Ctrl-C")
            else { return nil }
            return (port, String(rest[from.upperBound..<end.lowerBound]))
        }

        func get(_ path: String, headers: [String: String] = [:]) throws -> RawHTTP.Response {
            try RawHTTP.request(port: port, "GET", path, headers: headers)
        }

        func edit(_ guide: String, _ change: (String) -> String) throws {
            let file = guides.appendingPathComponent(guide)
            try change(String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        }

        /// SIGTERM, then the exit status and how long the exit took.
        func terminate() throws -> (status: Int32, seconds: TimeInterval) {
            let sent = Date()
            process.terminate()
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { usleep(5_000) }
            let seconds = Date().timeIntervalSince(sent)
            try #require(!process.isRunning, "still running 10 s after SIGTERM")
            return (process.terminationStatus, seconds)
        }

        func kill() {
            if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        }
    }

    /// What the command printed so far, filled by a reader thread.
    final class PrintedOutput: @unchecked Sendable {
        private let lock = NSLock()
        private var collected = ""

        var text: String { lock.withLock { collected } }
        func append(_ data: Data) { lock.withLock { collected += String(decoding: data, as: UTF8.self) } }
    }

    @Test func servesPagesWithTypesValidatorsAndTheInjectedScript() throws {
        try Self.withPreview { preview in
            let home = try preview.get("/")
            #expect(home.status == 200)
            #expect(home.headers["content-type"] == "text/html; charset=utf-8")
            #expect(home.text.contains("<script src=\"/_playbook/live.js\" defer></script>\n</body>"))
            let onDisk = try String(contentsOfFile: preview.folder + "/index.html", encoding: .utf8)
            #expect(!onDisk.contains("_playbook"), "the script is added when serving, never written into the site")

            #expect(try preview.get("/assets/style.css").headers["content-type"] == "text/css; charset=utf-8")
            #expect(try preview.get("/_playbook/live.js").headers["content-type"] == "text/javascript; charset=utf-8")

            let page = try preview.get("/greeting.html")
            let head = try RawHTTP.request(port: preview.port, "HEAD", "/greeting.html")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.headers["content-length"] == String(page.body.count))
            #expect(head.headers["etag"] == page.headers["etag"])

            let tag = try #require(page.headers["etag"])
            #expect(try preview.get("/greeting.html", headers: ["If-None-Match": tag]).status == 304)
            #expect(try preview.get("/greeting.html", headers: ["If-None-Match": "\"other\""]).status == 200)
            let modified = try #require(page.headers["last-modified"])
            #expect(try preview.get("/greeting.html", headers: ["If-Modified-Since": modified]).status == 304)

            #expect(try RawHTTP.request(port: preview.port, "POST", "/greeting.html").status == 405)
            let missing = try preview.get("/no-such-page.html")
            #expect(missing.status == 404)
            #expect(missing.text.contains("Page not found"))
        }
    }

    @Test func pathsThatLeaveTheSiteAreAnswered404() throws {
        try Self.withPreview { preview in
            let outside = URL(fileURLWithPath: preview.folder).deletingLastPathComponent()
            let secretName = "playbook-secret-\(UUID().uuidString).txt"
            let secret = try TestSupport.write("secret", to: outside, secretName)
            defer { try? FileManager.default.removeItem(at: secret) }
            try FileManager.default.createSymbolicLink(
                atPath: preview.folder + "/escape", withDestinationPath: outside.path)
            try FileManager.default.createSymbolicLink(
                atPath: preview.folder + "/escape.txt", withDestinationPath: secret.path)

            let attempts = [
                "/../\(secretName)",
                "/%2e%2e/\(secretName)",
                "/assets/..%2f..%2f\(secretName)",
                "/escape/\(secretName)",
                "/escape.txt",
                "/%252e%252e/\(secretName)",
                "/assets/%2E%2E/%2E%2E/\(secretName)",
                "/.%2e/\(secretName)",
            ]
            for attempt in attempts {
                let response = try preview.get(attempt)
                #expect(response.status == 404, "\(attempt)")
                #expect(!response.text.contains("secret"), "\(attempt)")
            }
            #expect(try preview.get("/greeting.html").status == 200)
        }
    }

    @Test func aSavedGuideReloadsOnlyItsPage() throws {
        try Self.withPreview { preview in
            let listener = try EventStreamListener(port: preview.port)
            defer { listener.stop() }
            #expect(
                listener.wait(for: "problems", timeout: Self.eventPatience) != nil,
                "a new listener gets the current problems")
            // Verdicts that land after the save change their pages too, in the same reload: the save waits for them.
            #expect(try waitForPage(preview, "/greeting.html", toContain: "badge badge-passed", timeout: 300))
            let seen = listener.events.count
            let saved = Date()
            try preview.edit("notes.md") { $0.replacingOccurrences(of: "Plain prose", with: "Edited prose") }
            let reload = listener.wait(for: "reload", after: seen, timeout: Self.eventPatience)
            let latency = Date().timeIntervalSince(saved)
            let event = try #require(reload, "no reload event after the save")
            #expect(event.data.contains("\"notes.html\""))
            #expect(!event.data.contains("greeting.html"), "pages that did not change do not reload")
            #expect(try preview.get("/notes.html").text.contains("Edited prose"))
            print("reload event \(String(format: "%.3f", latency)) s after the save")
        }
    }

    @Test func badgesFollowABlockBrokenThenFixed() throws {
        try Self.withPreview { preview in
            let listener = try EventStreamListener(port: preview.port)
            defer { listener.stop() }
            #expect(try waitForPage(preview, "/greeting.html", toContain: "badge badge-passed", timeout: 300))

            var seen = listener.events.count
            try preview.edit("greeting.md") {
                $0.replacingOccurrences(of: "let text = \"Hello\"", with: "let text: Int = \"Hello\"")
            }
            #expect(
                listener.wait(for: "reload", after: seen, timeout: Self.eventPatience) {
                    $0.data.contains("greeting.html")
                } != nil)
            let pending = try preview.get("/greeting.html").text
            #expect(pending.contains("badge badge-verifying"), "the changed block shows that it is being verified")
            // The first verification's own `verified` event may still be on its way
            // when the page already shows it, so the page says when this one is done.
            #expect(try waitForPage(preview, "/greeting.html", toContain: "badge badge-failed", timeout: 300))
            #expect(
                listener.wait(for: "verified", after: seen, timeout: Self.eventPatience) {
                    $0.data.contains("greeting.html")
                } != nil)
            let broken = try preview.get("/greeting.html").text
            #expect(broken.contains("badge badge-failed"))
            #expect(broken.contains("greeting.md:7:"), "the error is at the guide line of `let text`")
            #expect(broken.contains("cannot convert value of type"))

            seen = listener.events.count
            try preview.edit("greeting.md") {
                $0.replacingOccurrences(of: "let text: Int = \"Hello\"", with: "let text = \"Hello\"")
            }
            #expect(listener.wait(for: "reload", after: seen, timeout: Self.eventPatience) != nil)
            // The fixed code is the code verified first, so its units may come straight from the cache.
            #expect(try waitForPage(preview, "/greeting.html", toContain: "badge badge-passed", timeout: 300))
            #expect(try !preview.get("/greeting.html").text.contains("badge badge-failed"))
        }
    }

    @Test func brokenInputShowsProblemsAndTheServerStaysUp() throws {
        try Self.withPreview { preview in
            let listener = try EventStreamListener(port: preview.port)
            defer { listener.stop() }
            #expect(listener.wait(for: "problems", timeout: Self.eventPatience) != nil)

            var seen = listener.events.count
            try preview.edit("playbook.yml") { $0 + "samples: [unclosed\n" }
            let yaml = try #require(
                listener.wait(for: "problems", after: seen, timeout: Self.eventPatience) {
                    $0.data.contains("\"error\"")
                })
            #expect(yaml.data.contains("playbook.yml"))
            #expect(try preview.get("/greeting.html").status == 200, "the last good site is still served")

            seen = listener.events.count
            try preview.edit("playbook.yml") { _ in Self.config }
            #expect(
                listener.wait(for: "problems", after: seen, timeout: Self.eventPatience) {
                    $0.data == "{\"problems\":[]}"
                } != nil, "fixing the file clears the problems")

            seen = listener.events.count
            try preview.edit("notes.md") { $0 + "\n```swift\nlet unclosed = 1\n" }
            let fence = try #require(
                listener.wait(for: "problems", after: seen, timeout: Self.eventPatience) {
                    $0.data.contains("\"warning\"")
                })
            #expect(fence.data.contains("notes.md:"))
            #expect(try preview.get("/notes.html").status == 200)
        }
    }

    @Test func aProjectThatNeverBuiltShowsItsProblemsThenRecovers() throws {
        try Self.withPreview(config: "placeholders: [Name\n") { preview in
            let first = try preview.get("/")
            #expect(first.status == 200)
            #expect(first.text.contains("The guides do not build yet"))
            #expect(first.text.contains("playbook.yml"))
            let listener = try EventStreamListener(port: preview.port)
            defer { listener.stop() }
            try preview.edit("playbook.yml") { _ in Self.config }
            #expect(listener.wait(for: "reload", timeout: Self.eventPatience) { $0.data.contains("index.html") } != nil)
            #expect(try preview.get("/").text.contains("Greeting"))
        }
    }

    @Test func aPortInUseIsAClearError() throws {
        try Self.withPreview { preview in
            let run = try TestSupport.runPlaybook(["serve", preview.guides.path, "--port", String(preview.port)])
            #expect(run.status == 2)
            #expect(
                run.stderr.contains(
                    "error: port \(preview.port) on 127.0.0.1 is in use; choose another with --port, or --port 0 for "
                        + "a free one"
                ))
        }
    }

    /// Polls a page until it contains `text`: background verification takes the compiler's time.
    private func waitForPage(
        _ preview: Preview, _ path: String, toContain text: String, timeout: TimeInterval
    ) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if try preview.get(path).text.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        } while Date() < deadline
        return false
    }
}
