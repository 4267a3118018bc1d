import Foundation
import Testing

@testable import PlaybookCore

/// Shared helpers: fixture and seed locations, temporary folders, running the CLI.
enum TestSupport {
    /// The package root, found from this file's path (Tests/PlaybookCoreTests/TestSupport.swift).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The copied `Fixtures` folder of the test bundle.
    static var fixtures: URL {
        get throws {
            try #require(
                Bundle.module.url(forResource: "Fixtures", withExtension: nil), "the Fixtures resource is missing")
        }
    }

    static func fixture(_ relativePath: String) throws -> URL {
        try fixtures.appendingPathComponent(relativePath)
    }

    // MARK: Seeds

    /// `PLAYBOOK_SEEDS` when set, else `<package root>/../shared/seeds`.
    static var seedsFolder: URL {
        if let explicit = ProcessInfo.processInfo.environment["PLAYBOOK_SEEDS"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds", isDirectory: true)
    }

    /// True when the seed tests should run. When `PLAYBOOK_SEEDS` is set they
    /// always run, so a wrong path fails loudly instead of skipping quietly.
    static var seedsAvailable: Bool {
        if let explicit = ProcessInfo.processInfo.environment["PLAYBOOK_SEEDS"], !explicit.isEmpty { return true }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: seedsFolder.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    static func seed(_ name: String) throws -> URL {
        let url = seedsFolder.appendingPathComponent(name)
        try #require(FileManager.default.fileExists(atPath: url.path), "seed \(name) not found in \(seedsFolder.path)")
        return url
    }

    /// Verifies `guides` of a copy of the fixture `name` with its `playbook.yml`, its package folder inside the copy.
    static func verifyFixture(_ name: String, guides: [String], config: String? = nil) throws -> VerificationReport {
        let folder = temporaryCopy(ofFixture: name)
        // Another config for the same fixture: what the verdicts are without a key the fixture's own sets.
        if let config {
            try config.write(to: folder.appendingPathComponent("playbook.yml"), atomically: true, encoding: .utf8)
        }
        let workspace = Workspace.open(
            paths: guides.map { folder.appendingPathComponent($0).path },
            configFile: folder.appendingPathComponent("playbook.yml").path)
        var options = VerifyOptions()
        options.packageDirectory = folder.appendingPathComponent(".build/playbook").path
        return try Verifier(workspace: workspace, options: options).verify()
    }

    /// Verifies a copy of the whole fixture `name`, its config and package folder found as for a user's folder.
    static func verifyWholeFixture(_ name: String) throws -> VerificationReport {
        let workspace = Workspace.open(paths: [temporaryCopy(ofFixture: name).path], configFile: nil)
        return try Verifier(workspace: workspace, options: VerifyOptions(), runner: ProcessRunner()).verify()
    }

    /// A copy of `Fixtures/NAME` in a new temporary folder, so a generated package never lands in the source tree.
    static func temporaryCopy(ofFixture name: String) -> URL {
        temporaryCopy(of: Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name))
    }

    /// A copy of `source` that lives until the test process exits (suites share
    /// such copies, and their generated packages, across tests).
    static func temporaryCopy(of source: URL) -> URL {
        let folder = copiesFolder.appendingPathComponent(
            "\(source.lastPathComponent.lowercased())-\(UUID().uuidString)")
        try! FileManager.default.copyItem(at: source, to: folder)
        return folder
    }

    /// The one folder holding this process's copies; a few hundred MB of
    /// packages per run, removed at exit instead of piling up.
    private static let copiesFolder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "playbook-tests-\(getpid())-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestSupport.copiesFolder) }
        return folder
    }()

    // MARK: Temporary folders

    /// Runs `body` with a fresh folder under the temporary directory and removes it afterwards.
    static func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("playbook-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    @discardableResult
    static func write(_ text: String, to folder: URL, _ name: String) throws -> URL {
        try write(Data(text.utf8), to: folder, name)
    }

    @discardableResult
    static func write(_ data: Data, to folder: URL, _ name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }

    // MARK: Extraction shortcuts

    static func extract(_ markdown: String, path: String = "guide.md") -> (guide: Guide, diagnostics: [Diagnostic]) {
        GuideExtractor.extract(markdown: markdown, path: path)
    }

    // MARK: The command line

    struct RunResult {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The built `playbook` executable: next to the test bundle (the products
    /// folder), else in the package's `.build/debug` or `.build/release`.
    static var playbookExecutable: URL {
        get throws {
            var candidates: [URL] = []
            if let executable = Bundle.main.executableURL {
                var folder = executable.deletingLastPathComponent()
                for _ in 0..<4 {
                    candidates.append(folder.appendingPathComponent("playbook"))
                    folder = folder.deletingLastPathComponent()
                }
            }
            candidates.append(Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("playbook"))
            for configuration in ["debug", "release"] {
                candidates.append(packageRoot.appendingPathComponent(".build/\(configuration)/playbook"))
            }
            let found = candidates.first { url in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
                    && !isFolder.boolValue && FileManager.default.isExecutableFile(atPath: url.path)
            }
            return try #require(found, "the playbook executable was not built; looked in \(candidates.map(\.path))")
        }
    }

    /// Runs a tool with standard input closed and its two streams merged, as a terminal shows them.
    static func runMerged(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Runs `playbook` with `arguments`, standard input closed, and captures both streams.
    static func runPlaybook(
        _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]
    ) throws -> RunResult {
        let process = Process()
        process.executableURL = try playbookExecutable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let folder { process.currentDirectoryURL = folder }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting so a large output cannot fill a pipe and stall the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        DispatchQueue.global().async(group: group) { outData = stdout.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = stderr.fileHandleForReading.readDataToEndOfFile() }
        group.wait()
        process.waitUntilExit()
        return RunResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }
}
