import Foundation
import PlaybookCore

/// Every Swift doc of the local package mirror, checked as the plugin checks
/// a package's own docs: its README, `.docc` catalogs and `Documentation/`,
/// `Guides/` or `docs/` folders, against its library products as a path
/// dependency. Docs nobody here wrote are where a false failure shows.
///
/// Hours for the whole mirror on two cores, so it runs only when named
/// (`--only wild`), in parts (`--packages a,b`), and resumes: each package's
/// result is kept in `.build/wild/results/` and printed again, not measured
/// again, while its version and Playbook's rules (`ResultCache.generation`) are unchanged.
func runWildCorpusBenchmark(_ options: BenchOptions) throws {
    let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let wild = packageRoot.appendingPathComponent(".build/wild")
    let packages = try WildPackage.all(in: options.mirror)
    let excluded = packages.filter { WildPackage.heldOut.contains($0.repository.lowercased()) }
    print(
        "wild: \(packages.count - excluded.count) packages of the mirror; held out for review and skipped: "
            + "\(excluded.map(\.repository).joined(separator: ", "))"
    )
    var chosen = packages.filter { !WildPackage.heldOut.contains($0.repository.lowercased()) }
    if let names = options.packages {
        chosen = chosen.filter { names.contains($0.name) || names.contains($0.repository) }
        let unknown = names.filter { name in !chosen.contains { $0.name == name || $0.repository == name } }
        if !unknown.isEmpty {
            throw BenchError(
                description: "no such package in the mirror (or held out): \(unknown.joined(separator: ", "))")
        }
    }
    let mode: WildMode = options.docComments ? .docComments : .docs
    var results: [WildResult] = []
    for package in chosen {
        let result =
            try WildResult.load(package, from: wild, folder: mode.folder)
            ?? measure(package, in: wild, mirror: options.mirror, mode: mode)
        print(result.line)
        results.append(result)
    }
    let counted = results.filter { $0.status == "ok" }
    let blocks = counted.reduce(0) { $0 + $1.blocks }
    let beyond = counted.reduce(0) { $0 + $1.beyondSyntax }
    let failed = counted.reduce(0) { $0 + $1.failed }
    let share = { (part: Int) in blocks == 0 ? "-" : String(format: "%.1f%%", Double(part) / Double(blocks) * 100) }
    print(
        "wild total: \(counted.count) packages that build, \(blocks) blocks; beyond syntax \(beyond) "
            + "(\(share(beyond))), failed \(failed) (\(share(failed))); "
            + "build \(String(format: "%.0f s", counted.reduce(0) { $0 + $1.buildSeconds })), verify "
            + "\(String(format: "%.0f s", counted.reduce(0) { $0 + $1.verifySeconds }))"
    )
    for status in Set(results.map(\.status)).sorted() where status != "ok" {
        print(
            "wild not counted (\(status)): "
                + "\(results.filter { $0.status == status }.map(\.package).joined(separator: ", "))"
        )
    }
    let beyondShare = blocks == 0 ? 0 : Double(beyond) / Double(blocks) * 100
    let failedShare = blocks == 0 ? 0 : Double(failed) / Double(blocks) * 100
    Goals.shared.record(
        "\(mode.name) beyond syntax", measured: String(format: "%.1f%%", beyondShare), goal: "≥ 85%",
        met: blocks > 0 && beyondShare >= 85)
    if mode == .docs {
        Goals.shared.record(
            "wild corpus failed", measured: String(format: "%.1f%%", failedShare), goal: "≤ 3%",
            met: blocks > 0 && failedShare <= 3)
    } else {
        Goals.shared.record(
            "doc-comment blocks found", measured: "\(blocks)", goal: "≥ 800 (swift-algorithms and swift-collections)",
            met: blocks >= 800)
    }
}

/// What of a package the wild bench reads: its docs (the wild corpus), or
/// with `--symbols` the examples in its sources' doc comments (doctests).
enum WildMode: Equatable {
    case docs, docComments

    /// Where the results are kept under `.build/wild/`.
    var folder: String { self == .docs ? "results" : "doc-comments" }
    var name: String { self == .docs ? "wild corpus" : "doc comments" }
}

/// Checks one package out, builds it through a one-line probe guide (its
/// build time), then verifies its docs (their time), and keeps the result.
private func measure(_ package: WildPackage, in wild: URL, mirror: URL, mode: WildMode) throws -> WildResult {
    let folder = wild.appendingPathComponent("packages/\(package.name)")
    try checkout(package.repository, package.version, into: folder, mirror: mirror)
    var result = WildResult(package: package.name, version: package.version)
    let sources = folder.appendingPathComponent("Sources")
    let inputs =
        mode == .docs
        ? WildPackage.docInputs(in: folder)
        : (FileManager.default.fileExists(atPath: sources.path) ? [sources] : [])
    guard !inputs.isEmpty else { return try result.saved(status: "no docs", in: wild, folder: mode.folder) }
    guard let products = WildPackage.libraryProducts(of: folder), !products.isEmpty else {
        return try result.saved(status: "no library product", in: wild, folder: mode.folder)
    }
    let config = folder.appendingPathComponent("playbook.yml")
    let quoted = products.map { "\"\($0)\"" }.joined(separator: ", ")
    let traits = WildPackage.traits[package.repository].map { "    traits: [\($0.joined(separator: ", "))]\n" } ?? ""
    let configText =
        "# The package's own docs, checked against the package (as the plugin does).\ndependencies:\n  - path: .\n"
        + "    products: [\(quoted)]\n" + traits
    try configText.write(to: config, atomically: true, encoding: .utf8)

    let probe = folder.appendingPathComponent("playbook-build-probe.md")
    try "# Build\n\n```swift\nlet playbookBuildProbe = 0\n```\n".write(to: probe, atomically: true, encoding: .utf8)
    var probeReport: VerificationReport?
    var probeOptions = VerifyOptions()
    probeOptions.level = .typecheck
    let cpuBeforeBuild = LaunchTally.childCPUSeconds()
    result.buildSeconds = try Clock.time {
        probeReport = try Verifier(
            workspace: Workspace.open(paths: [probe.path], configFile: config.path), options: probeOptions
        ).verify()
    }
    result.buildCPUSeconds = LaunchTally.childCPUSeconds() - cpuBeforeBuild
    if let probeReport, probeReport.blocks.first?.status != .passed {
        let message =
            probeReport.diagnostics.first?.message ?? probeReport.blocks.first?.diagnostics.first?.message ?? "unknown"
        result.note = buildError(in: message)
        return try result.saved(status: "does not build here", in: wild, folder: mode.folder)
    }

    let workspace = Workspace.open(
        paths: inputs.map(\.path), configFile: config.path, docComments: mode == .docComments)
    var report: VerificationReport?
    let tally = LaunchTally()
    let cpuBeforeVerify = LaunchTally.childCPUSeconds()
    let ownCPUBeforeVerify = LaunchTally.ownCPUSeconds()
    result.verifySeconds = try Clock.time {
        report = try Verifier(
            workspace: workspace, options: VerifyOptions(), runner: ProcessRunner(onLaunch: tally.count)
        ).verify()
    }
    result.verifyCPUSeconds = LaunchTally.childCPUSeconds() - cpuBeforeVerify
    result.verifyOwnCPUSeconds = LaunchTally.ownCPUSeconds() - ownCPUBeforeVerify
    result.launches = tally.counts
    guard let report else { throw BenchError(description: "\(package.name): no report") }
    result.take(report)
    try FileManager.default.createDirectory(
        at: wild.appendingPathComponent(mode.folder), withIntermediateDirectories: true)
    try JSONEncoder().encode(report).write(
        to: wild.appendingPathComponent("\(mode.folder)/\(package.name).report.json"))
    // The probe imports nothing, so a package whose own dependencies the mirror lacks (or a product its docs import
    // from one) fails only here: its blocks are not verified, which says nothing of its docs.
    let unbuilt = "not verified: the support modules failed to build"
    if let reason = report.blocks.lazy.compactMap(\.reason).first(where: { $0.hasPrefix(unbuilt) }) {
        result.note = buildError(in: reason)
        return try result.saved(status: "does not build here", in: wild, folder: mode.folder)
    }
    return try result.saved(status: "ok", in: wild, folder: mode.folder)
}

/// The line of a failed build's output that says why: the compiler's or
/// the package manager's own error, not the build's first progress line.
private func buildError(in message: String) -> String {
    let lines = message.split(whereSeparator: \.isNewline).map(String.init)
    let reason =
        lines.first { $0.contains("error:") && !$0.contains("error: the support modules failed to build") }
        ?? lines.first ?? ""
    return String(reason.trimmingCharacters(in: .whitespaces).prefix(200))
}

/// A package of the mirror at the version it holds.
struct WildPackage {
    var repository: String
    var version: String
    var name: String { String(repository.split(separator: "/").last ?? "") }

    /// Measured at review on docs nobody here has read: never in the wild corpus.
    static let heldOut: Set<String> = ["apple/swift-async-algorithms", "apple/swift-log", "apple/swift-configuration"]

    /// The traits a package is built with, as its maintainers' `playbook.yml` would name them. ordo-one/benchmark's
    /// default `RuntimeInterposer` needs a package the mirror lacks; swift-collections documents its sorted
    /// collections in code built only with `UnstableSortedCollections`.
    static let traits = [
        "ordo-one/benchmark": ["MallocInterposer"],
        "apple/swift-collections": ["UnstableSortedCollections"],
    ]

    /// Every `OWNER/NAME.git` of the mirror, at its highest version tag. The
    /// mirror may hold one repository under two spellings (`Quick/Quick`,
    /// `quick/quick`), as GitHub's names ignore case, or under the owner it
    /// moved from and the one it moved to (`apple/swift-subprocess`,
    /// `swiftlang/swift-subprocess`), or under its earlier name (`ordo-one/package-benchmark`, now
    /// `ordo-one/benchmark`, the same commit): it is measured once, as its results are kept by name.
    static func all(in mirror: URL) throws -> [WildPackage] {
        var found: [WildPackage] = []
        var seen = Set<String>()
        for owner in try FileManager.default.contentsOfDirectory(atPath: mirror.path).sorted() {
            let ownerFolder = mirror.appendingPathComponent(owner)
            for repository in (try? FileManager.default.contentsOfDirectory(atPath: ownerFolder.path))?.sorted() ?? []
            where repository.hasSuffix(".git") {
                let tags = run("git", ["-C", ownerFolder.appendingPathComponent(repository).path, "tag"])
                    .split(whereSeparator: \.isNewline).map(String.init)
                guard let newest = tags.max(by: { versionParts($0).lexicographicallyPrecedes(versionParts($1)) }) else {
                    continue
                }
                let name = "\(owner)/\(repository.dropLast(4))"
                // A package renamed keeps its history: the same commit under two names is one package.
                let folder = ownerFolder.appendingPathComponent(repository).path
                let commit = run("git", ["-C", folder, "rev-parse", "--verify", "\(newest)^{commit}"])
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                let isHash = commit.utf8.count == 40 && commit.allSatisfy(\.isHexDigit)
                guard seen.insert(repository.dropLast(4).lowercased()).inserted, !isHash || seen.insert(commit).inserted
                else { continue }
                found.append(WildPackage(repository: name, version: newest))
            }
        }
        return found
    }

    private static func versionParts(_ tag: String) -> [Int] {
        tag.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }

    /// The docs a package publishes: its README, its `.docc` catalogs, and
    /// top-level `Documentation`, `Guides` and `docs` folders.
    static func docInputs(in folder: URL) -> [URL] {
        var inputs: [URL] = []
        let manager = FileManager.default
        for entry in (try? manager.contentsOfDirectory(atPath: folder.path))?.sorted() ?? [] {
            let url = folder.appendingPathComponent(entry)
            if entry.lowercased() == "readme.md" { inputs.append(url) }
            if ["documentation", "guides", "docs"].contains(entry.lowercased()) { inputs.append(url) }
        }
        if let enumerator = manager.enumerator(atPath: folder.path) {
            for case let relative as String in enumerator where relative.hasSuffix(".docc") {
                let top = relative.split(separator: "/").first.map(String.init) ?? ""
                guard ![".build", "Tests"].contains(top),
                    !inputs.contains(where: { relative.hasPrefix($0.lastPathComponent + "/") })
                else { continue }
                inputs.append(folder.appendingPathComponent(relative))
                enumerator.skipDescendants()
            }
        }
        return inputs
    }

    /// The library products the manifest declares; nil when it cannot be read.
    static func libraryProducts(of folder: URL) -> [String]? {
        let json = run("swift", ["package", "dump-package", "--package-path", folder.path])
        guard let data = json.data(using: .utf8),
            let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let products = manifest["products"] as? [[String: Any]]
        else { return nil }
        return products.compactMap { product in
            guard let type = product["type"] as? [String: Any], type["library"] != nil else { return nil }
            return product["name"] as? String
        }
    }

    private static func run(_ tool: String, _ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// One package's figures, as printed and as kept for the next run.
struct WildResult: Codable {
    var package: String
    var version: String
    /// The rules it was measured with (`ResultCache.generation`): a result of older rules is measured again.
    var rules: String? = ResultCache.generation
    var status = "ok"
    var note: String?
    var blocks = 0
    var beyondSyntax = 0
    var atSyntax: [String: Int] = [:]
    var failed = 0
    var blocked = 0
    var skipped = 0
    var buildSeconds = 0.0
    var verifySeconds = 0.0
    /// CPU seconds of the child processes of each phase (nil in results kept before they were measured).
    var buildCPUSeconds: Double?
    var verifyCPUSeconds: Double?
    /// CPU seconds of the verification in the bench's own process: planning, cache keys, verdicts.
    var verifyOwnCPUSeconds: Double?
    /// The verification's process launches: compilers by the kind of unit they compile (`LaunchTally`), other tools
    /// by name.
    var launches: [String: Int]?

    init(package: String, version: String) {
        self.package = package
        self.version = version
    }

    mutating func take(_ report: VerificationReport) {
        let summary = report.summary
        blocks = report.blocks.count
        beyondSyntax = summary.passedLevels.run + summary.passedLevels.test + summary.passedLevels.typecheck
        failed = summary.failed
        blocked = summary.blocked
        skipped = summary.skipped
        for block in report.blocks where block.status == .passed && (block.level ?? .syntax) == .syntax {
            atSyntax[String((block.reason ?? "syntax").prefix { $0 != ":" }), default: 0] += 1
        }
    }

    var line: String {
        guard status == "ok" else { return "wild \(package) \(version): \(status)\(note.map { " (\($0))" } ?? "")" }
        let share = { (part: Int) in blocks == 0 ? "-" : String(format: "%.0f%%", Double(part) / Double(blocks) * 100) }
        let reasons = atSyntax.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
            .joined(separator: ", ")
        return
            "wild \(package) \(version): \(blocks) blocks, beyond syntax \(beyondSyntax) (\(share(beyondSyntax))), at "
            + "syntax \(atSyntax.values.reduce(0, +))"
            + (reasons.isEmpty ? "" : " [\(reasons)]")
            + ", failed \(failed) (\(share(failed))), blocked \(blocked), skipped \(skipped); build "
            + "\(String(format: "%.0f s", buildSeconds))\(cpu(buildCPUSeconds)), verify "
            + "\(String(format: "%.0f s", verifySeconds))\(cpu(verifyCPUSeconds, own: verifyOwnCPUSeconds))"
            + launchesSaid
    }

    /// ` (CPU 473 s, in process 190 s)`: the child processes' CPU time, and the bench's own when measured.
    private func cpu(_ seconds: Double?, own: Double? = nil) -> String {
        guard let seconds else { return "" }
        return String(format: " (CPU %.0f s", seconds) + (own.map { String(format: ", in process %.0f s", $0) } ?? "")
            + ")"
    }

    /// `; launched 1204: first 600, isolated 210, …, swift-build 2`, most first.
    private var launchesSaid: String {
        guard let launches, !launches.isEmpty else { return "" }
        let kinds = launches.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
        return "; launched \(launches.values.reduce(0, +)): \(kinds.joined(separator: ", "))"
    }

    static func load(_ package: WildPackage, from wild: URL, folder: String) throws -> WildResult? {
        let file = wild.appendingPathComponent("\(folder)/\(package.name).json")
        guard let data = FileManager.default.contents(atPath: file.path),
            let result = try? JSONDecoder().decode(WildResult.self, from: data), result.version == package.version,
            result.rules == ResultCache.generation
        else { return nil }
        return result
    }

    func saved(status: String, in wild: URL, folder name: String) throws -> WildResult {
        var result = self
        result.status = status
        let folder = wild.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(result).write(to: folder.appendingPathComponent("\(package).json"))
        return result
    }
}
