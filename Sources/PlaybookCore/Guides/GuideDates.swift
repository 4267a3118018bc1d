import Foundation

/// When each guide last changed: the date of the last commit that touched it
/// when it lives in a git repository, else its file's modification date. Read
/// at the edge (the build and serve commands), so the site's rendering stays pure.
public enum GuideDates {
    /// Guide path → date, for the guides of `workspace` whose file can be found.
    public static func lastUpdated(_ workspace: Workspace) -> [String: Date] {
        let runner = ProcessRunner(timeout: 20)
        var dates: [String: Date] = [:]
        for guide in workspace.guides {
            guard let file = file(of: guide, roots: workspace.guideRoots) else { continue }
            dates[guide.path] = committed(file, runner: runner) ?? modified(file)
        }
        return dates
    }

    private static func file(of guide: Guide, roots: [String]) -> URL? {
        roots.lazy
            .map { root in root.isEmpty ? URL(fileURLWithPath: guide.path) : URL(fileURLWithPath: root).appendingPathComponent(guide.path) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The committer date of the last commit touching `file`; nil outside a repository or for a file never committed.
    private static func committed(_ file: URL, runner: ProcessRunner) -> Date? {
        let folder = file.deletingLastPathComponent().path
        let output = runner.run("git", ["-C", folder, "log", "-1", "--format=%cI", "--", file.lastPathComponent], separateErrors: true)
        let text = output.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard output.succeeded, !text.isEmpty else { return nil }
        return ISO8601DateFormatter().date(from: text)
    }

    private static func modified(_ file: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
    }
}
