import Foundation

/// When each guide last changed: the date of the last commit that touched it
/// when it lives in a git repository, else its file's modification date. Read
/// at the edge (the build and serve commands), so the site's rendering stays pure.
public enum GuideDates {
    /// Guide path → date, for the guides of `workspace` whose file can be found.
    /// One `git log` per guides folder that holds a guide, not one per guide:
    /// the preview asks on every save. The working folder, a root only for
    /// guides given as files, is not asked about when none was: at a
    /// repository's top its log is the whole repository's history.
    public static func lastUpdated(
        _ workspace: Workspace, runner: ProcessRunner = ProcessRunner(timeout: 20)
    ) -> [String: Date] {
        let found = workspace.guides.compactMap { guide in
            locate(guide, roots: workspace.guideRoots).map { (guide: guide.path, place: $0) }
        }
        var committed: [String: Date] = [:]
        for root in Set(found.map(\.place.root)).sorted() {
            committed.merge(commitDates(under: root, runner: runner)) { first, _ in first }
        }
        var dates: [String: Date] = [:]
        for (guide, place) in found {
            dates[guide] = committed[place.file.standardizedFileURL.path] ?? modified(place.file)
        }
        return dates
    }

    /// The guide's file and the first root it is found under.
    private static func locate(_ guide: Guide, roots: [String]) -> (root: String, file: URL)? {
        roots.lazy
            .map { root in
                (
                    root,
                    root.isEmpty
                        ? URL(fileURLWithPath: guide.path)
                        : URL(fileURLWithPath: root).appendingPathComponent(guide.path)
                )
            }
            .first { FileManager.default.fileExists(atPath: $0.1.path) }
    }

    /// Absolute path → committer date of the last commit touching it, for every
    /// file committed under `root`; empty outside a repository. The log lists
    /// commits newest first, so a file's first appearance is its last change.
    static func commitDates(under root: String, runner: ProcessRunner) -> [String: Date] {
        let folder = root.isEmpty ? FileManager.default.currentDirectoryPath : root
        let output = runner.run(
            "git",
            [
                "-C", folder, "-c", "core.quotePath=false", "log", "--format=%x00%cI", "--name-only", "--relative",
                "--", ".",
            ],
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

    /// The file's modification date, unless it is a stand-in: files unpacked from
    /// archives or written by reproducible builds carry 1970-01-01 or 1980-01-01,
    /// which no writer edited on, so the page shows no date rather than a false one.
    /// Read with `stat` alone: FileManager's attributes look the file's owner and group up in /etc/passwd and
    /// /etc/group, two files opened and read for every guide.
    private static func modified(_ file: URL) -> Date? {
        guard let date = FileStamp(path: file.path)?.modified else { return nil }
        return date.timeIntervalSince1970 > earliestRealDate ? date : nil
    }

    /// 1990-01-01: later than every stand-in date, earlier than any guide a Swift team wrote.
    static let earliestRealDate: TimeInterval = 631_152_000
}
