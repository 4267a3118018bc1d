import Foundation

/// When each guide last changed: the date of the last commit that touched it
/// when it lives in a git repository, else its file's modification date. Read
/// at the edge (the build and serve commands), so the site's rendering stays pure.
public enum GuideDates {
    /// Guide path → date, for the guides of `workspace` whose file can be found.
    /// One `git log` per guides folder, not one per guide: the preview asks on every save.
    public static func lastUpdated(_ workspace: Workspace) -> [String: Date] {
        let runner = ProcessRunner(timeout: 20)
        var committed: [String: Date] = [:]
        for root in Set(workspace.guideRoots) {
            committed.merge(commitDates(under: root, runner: runner)) { first, _ in first }
        }
        var dates: [String: Date] = [:]
        for guide in workspace.guides {
            guard let file = file(of: guide, roots: workspace.guideRoots) else { continue }
            dates[guide.path] = committed[file.standardizedFileURL.path] ?? modified(file)
        }
        return dates
    }

    private static func file(of guide: Guide, roots: [String]) -> URL? {
        roots.lazy
            .map { root in root.isEmpty ? URL(fileURLWithPath: guide.path) : URL(fileURLWithPath: root).appendingPathComponent(guide.path) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Absolute path → committer date of the last commit touching it, for every
    /// file committed under `root`; empty outside a repository. The log lists
    /// commits newest first, so a file's first appearance is its last change.
    static func commitDates(under root: String, runner: ProcessRunner) -> [String: Date] {
        let folder = root.isEmpty ? FileManager.default.currentDirectoryPath : root
        let output = runner.run(
            "git", ["-C", folder, "-c", "core.quotePath=false", "log", "--format=%x00%cI", "--name-only", "--relative", "--", "."],
            separateErrors: true
        )
        guard output.succeeded else { return [:] }
        let parser = ISO8601DateFormatter()
        let base = URL(fileURLWithPath: folder, isDirectory: true)
        var dates: [String: Date] = [:]
        var commitDate: Date?
        for line in output.text.split(separator: "\n") {
            if line.hasPrefix("\u{0}") {
                commitDate = parser.date(from: String(line.dropFirst()))
            } else if let commitDate {
                let path = base.appendingPathComponent(String(line)).standardizedFileURL.path
                if dates[path] == nil { dates[path] = commitDate }
            }
        }
        return dates
    }

    private static func modified(_ file: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
    }
}
