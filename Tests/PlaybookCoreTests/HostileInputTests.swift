import Foundation
import Testing

@testable import PlaybookCore

/// Hostile or unlucky input, each a reproduction: nothing is published from
/// outside the guides folder, deep nesting does not overflow the stack,
/// sample values are checked where they are written, dangerous links stay
/// removed with --unsafe-html, and a config that is a folder says so.
struct HostileInputTests {
    @Test func symbolicLinksOutOfTheGuidesFolderAreNeitherReadNorPublished() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guides = folder.appendingPathComponent("guides")
            try TestSupport.write("# Fine\n\n![host](images/host.png)\n", to: guides, "fine.md")
            try TestSupport.write("secret-token=hunter2\n", to: folder, "outside/secret.txt")
            try FileManager.default.createSymbolicLink(
                atPath: guides.appendingPathComponent("env.md").path,
                withDestinationPath: folder.appendingPathComponent("outside/secret.txt").path)
            try FileManager.default.createDirectory(
                at: guides.appendingPathComponent("images"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: guides.appendingPathComponent("images/host.png").path,
                withDestinationPath: folder.appendingPathComponent("outside/secret.txt").path)
            let site = folder.appendingPathComponent("site")
            let run = try TestSupport.runPlaybook(["build", guides.path, "--no-verify", "--out", site.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stderr.contains("env.md: warning: skipped: a symbolic link that leads out of the guides folder"))
            #expect(
                run.stderr.contains(
                    "not copied: `images/host.png` is a symbolic link that leads out of the guides folder"))
            let published = FileManager.default.enumerator(atPath: site.path)?.allObjects as? [String] ?? []
            for file in published {
                let text = (try? String(contentsOf: site.appendingPathComponent(file), encoding: .utf8)) ?? ""
                #expect(!text.contains("hunter2"), "\(file) publishes the secret")
            }
            #expect(!published.contains("env.html"))
        }
    }

    /// Support folders and `theme/` are read the same way: a link out is
    /// skipped with a warning, and its target is neither compiled nor copied.
    @Test func symbolicLinksOutOfSupportAndThemeFoldersAreSkipped() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guides = folder.appendingPathComponent("guides")
            try TestSupport.write("support: [support]\n", to: guides, "playbook.yml")
            try TestSupport.write("# Fine\n\nProse.\n", to: guides, "fine.md")
            try TestSupport.write("public struct Shared {}\n", to: guides, "support/Shared.swift")
            try TestSupport.write("let token = \"hunter2\"\n", to: folder, "outside/Secret.swift")
            try TestSupport.write("body { color: red }\n", to: guides, "theme/extra.css")
            let secret = folder.appendingPathComponent("outside/Secret.swift").path
            try FileManager.default.createSymbolicLink(
                atPath: guides.appendingPathComponent("support/Secret.swift").path, withDestinationPath: secret)
            try FileManager.default.createSymbolicLink(
                atPath: guides.appendingPathComponent("theme/leak.css").path, withDestinationPath: secret)

            let support = ContainedFiles(folder: guides.appendingPathComponent("support").path) {
                $0.pathExtension == "swift"
            }
            #expect(support.files.map(\.relativePath) == ["Shared.swift"])
            #expect(support.escapes.map(\.relativePath) == ["Secret.swift"])

            let site = folder.appendingPathComponent("site")
            let run = try TestSupport.runPlaybook(["build", guides.path, "--no-verify", "--out", site.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stderr.contains(
                    "support/Secret.swift: warning: skipped: a symbolic link that leads out of the support folder"))
            #expect(
                run.stderr.contains(
                    "theme/leak.css: warning: skipped: a symbolic link that leads out of the theme folder"))
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("assets/extra.css").path))
            #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("assets/leak.css").path))
        }
    }

    @Test func deepNestingBuildsWithoutOverflowingTheStack() throws {
        try TestSupport.withTemporaryFolder { folder in
            let deep =
                "# Deep\n\n" + String(repeating: "> ", count: 10_000) + "deep\n\n"
                + (0..<3_000).map { String(repeating: "  ", count: $0) + "- item\n" }.joined()
            try TestSupport.write(deep, to: folder, "guides/deep.md")
            let run = try TestSupport.runPlaybook([
                "build", folder.appendingPathComponent("guides").path, "--no-verify", "--out",
                folder.appendingPathComponent("site").path,
            ])
            #expect(run.status == 0, "\(run.stderr.suffix(500))")
            let index = try String(
                contentsOf: folder.appendingPathComponent("site/assets/search-index.js"), encoding: .utf8)
            #expect(index.contains("deep"))
        }
    }

    @Test func unsafeHTMLKeepsRawHTMLButNotDangerousLinks() {
        let html = MarkdownParser.renderHTML(
            "[x](javascript:alert(1)) [y](JavaScript:alert(2)) [z](vbscript:x) [ok](https://example.com) "
                + "![i](data:image/png;base64,AA) <b>raw</b>\n",
            unsafe: true
        )
        #expect(html.contains("<b>raw</b>"))
        #expect(!html.lowercased().contains("javascript:"))
        #expect(!html.contains("vbscript:"))
        #expect(html.contains("href=\"https://example.com\""))
        #expect(html.contains("src=\"data:image/png;base64,AA\""))
    }

    @Test func sampleValuesThatAreNotSwiftNamesAreConfigErrorsAtTheirLine() throws {
        let text = """
            samples:
              one: {Name: "Foo Bar"}
              two: {Name: "1abc"}
              three: {Name: "class"}
              four: {Name: ""}
              five: {Name: "a\\"b"}
            """
        #expect(throws: ConfigLoader.Failure.self) { try ConfigLoader.parse(text, file: "playbook.yml", folder: ".") }
        do {
            _ = try ConfigLoader.parse(text, file: "playbook.yml", folder: ".")
        } catch {
            let messages = error.diagnostics.map(\.description)
            #expect(messages.count == 5)
            #expect(
                messages.contains {
                    $0.hasPrefix("playbook.yml:2:") && $0.contains("`one` gives `Name` the value \"Foo Bar\"")
                })
            #expect(messages.contains { $0.hasPrefix("playbook.yml:3:") && $0.contains("it starts with a digit") })
            #expect(messages.contains { $0.hasPrefix("playbook.yml:4:") && $0.contains("`class` is a Swift keyword") })
            #expect(messages.contains { $0.hasPrefix("playbook.yml:5:") && $0.contains("it is empty") })
        }
        let free = try ConfigLoader.parse(
            "placeholderKinds: {Name: text}\nsamples:\n  one: {Name: \"Foo Bar\"}\n", file: "playbook.yml", folder: ".")
        #expect(free.samples.first?.values["Name"] == "Foo Bar")
    }

    @Test func aBlockTooLargeToCheckIsSkippedAndShownAsWritten() throws {
        try TestSupport.withTemporaryFolder { folder in
            let code = (0..<60_000).map { "let value\($0) = \"a line of generated code\"" }.joined(separator: "\n")
            try TestSupport.write("# Huge\n\n```swift\n\(code)\n```\n", to: folder, "guides/huge.md")
            let guides = folder.appendingPathComponent("guides").path
            let verify = try TestSupport.runPlaybook([
                "verify", guides, "--level", "syntax", "--package-dir", folder.appendingPathComponent("package").path,
            ])
            #expect(verify.status == 0)
            #expect(verify.stdout.contains("skip huge.md:3 [default] — too large to check (2.5 MB; the limit is 1 MB)"))
            #expect(verify.stdout.contains("0 passed (0 test, 0 typecheck, 0 syntax), 0 failed, 0 blocked, 1 skipped"))
            let site = folder.appendingPathComponent("site")
            let build = try TestSupport.runPlaybook(["build", guides, "--no-verify", "--out", site.path])
            #expect(build.status == 0)
            let page = try String(contentsOf: site.appendingPathComponent("huge.html"), encoding: .utf8)
            #expect(page.contains("Too large to highlight or check (2.5 MB): shown as written."))
        }
    }

    @Test func aConfigThatIsAFolderSaysSoPlainly() throws {
        try TestSupport.withTemporaryFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("playbook.yml"), withIntermediateDirectories: true)
            try TestSupport.write("# Guide\n", to: folder, "guides/a.md")
            let run = try TestSupport.runPlaybook([
                "list", folder.appendingPathComponent("guides").path, "--config",
                folder.appendingPathComponent("playbook.yml").path,
            ])
            #expect(run.status == 2)
            #expect(run.stderr.contains("error: the config is a folder, not a file: name the playbook.yml inside it"))
            #expect(!run.stderr.contains("NSCocoaErrorDomain"))
        }
    }
}

/// Runs that share a package folder, and runs that are stopped.
@Suite(.serialized)
struct SharedAndStoppedRunTests {
    @Test func twoRunsWithDifferentSamplesOnOnePackageFolderBothFinishCorrectly() throws {
        try TestSupport.withTemporaryFolder { folder in
            let project = folder.appendingPathComponent("project")
            try FileManager.default.copyItem(at: try TestSupport.fixture("Verify"), to: project)
            let packageFolder = project.appendingPathComponent(".build/playbook")
            try FileManager.default.createDirectory(at: packageFolder, withIntermediateDirectories: true)
            // The test holds the package folder's lock until both runs have said they wait
            // for it, so they overlap however slowly a loaded machine starts them.
            var held = ExclusiveLock(path: packageFolder.appendingPathComponent(".lock").path, waiting: nil)
            #expect(held != nil)
            let samples = ["character", "episode"]
            let runs = try samples.map { sample in
                try RunWithStreamedErrors(
                    ["verify", project.path, "--sample", sample, "--format", "json"],
                    errorsTo: folder.appendingPathComponent("\(sample).stderr"))
            }
            let deadline = Date().addingTimeInterval(300)
            while Date() < deadline, !runs.allSatisfy({ $0.errorsSoFar.contains(Self.waitingMessage) }) {
                Thread.sleep(forTimeInterval: 0.1)
            }
            held = nil
            for (sample, run) in zip(samples, runs) {
                let stdout = run.wait()
                #expect(run.errorsSoFar.contains(Self.waitingMessage), "\(sample)")
                #expect(!stdout.contains("error opening input file"), "\(sample)")
                let report = try JSONDecoder().decode(VerificationReport.self, from: Data(stdout.utf8))
                #expect(report.blocks.allSatisfy { $0.sample == sample })
                #expect(report.blocks.first { $0.guide == "entity.md" && $0.line == 34 }?.level == .test, "\(sample)")
                #expect(
                    report.blocks.filter { $0.status == .failed }.allSatisfy {
                        $0.reason?.hasPrefix("not verified") != true
                    })
            }
        }
    }

    static let waitingMessage = "waiting for another playbook run to finish with"

    /// A `playbook` run whose standard error goes to a file, so the test can read it while the run goes on.
    final class RunWithStreamedErrors: @unchecked Sendable {
        let process = Process()
        let errorsFile: URL
        let output = Pipe()
        var outputData = Data()
        let reading = DispatchGroup()

        init(_ arguments: [String], errorsTo errorsFile: URL) throws {
            self.errorsFile = errorsFile
            try Data().write(to: errorsFile)
            process.executableURL = try TestSupport.playbookExecutable
            process.arguments = arguments
            process.standardOutput = output
            process.standardError = try FileHandle(forWritingTo: errorsFile)
            process.standardInput = FileHandle.nullDevice
            try process.run()
            DispatchQueue.global().async(group: reading) { [self] in
                outputData = output.fileHandleForReading.readDataToEndOfFile()
            }
        }

        var errorsSoFar: String {
            (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
        }

        /// Waits for the run to end and returns its standard output.
        func wait() -> String {
            reading.wait()
            process.waitUntilExit()
            return String(decoding: outputData, as: UTF8.self)
        }
    }

    @Test func aStoppedRunLeavesNoProcessAndNoTemporaryFile() throws {
        try TestSupport.withTemporaryFolder { folder in
            let project = folder.appendingPathComponent("project")
            try FileManager.default.copyItem(at: try TestSupport.fixture("Verdicts"), to: project)
            let process = Process()
            process.executableURL = try TestSupport.playbookExecutable
            process.arguments = ["verify", project.path, "--no-cache"]
            let temporary = folder.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Wait until it is a second into its work and running a compiler (one
            // may end between phases), then stop it as a CI timeout would.
            let deadline = Date().addingTimeInterval(60)
            var children: [pid_t] = []
            var started: Date?
            while Date() < deadline {
                children = ProcessTree.descendants(of: process.processIdentifier)
                if !children.isEmpty, started == nil { started = Date() }
                if !children.isEmpty, let started, Date().timeIntervalSince(started) >= 1 { break }
                Thread.sleep(forTimeInterval: 0.05)
            }
            #expect(!children.isEmpty)
            process.terminate()
            process.waitUntilExit()
            #expect(process.terminationStatus == 128 + SIGTERM)
            // The children get the signal at once but may take a while to exit on a busy machine.
            var alive = children
            let stopDeadline = Date().addingTimeInterval(30)
            repeat {
                Thread.sleep(forTimeInterval: 0.1)
                alive = children.filter { kill($0, 0) == 0 && !isZombie($0) }
            } while !alive.isEmpty && Date() < stopDeadline
            #expect(alive.isEmpty, "still running: \(alive)")
            let left = try FileManager.default.subpathsOfDirectory(atPath: temporary.path)
            #expect(left.isEmpty, "left in the temporary folder: \(left.prefix(20))")
        }
    }

    func isZombie(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }
}
