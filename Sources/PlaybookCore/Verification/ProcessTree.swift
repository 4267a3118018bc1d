import Foundation

/// A process and everything it started. SwiftPM runs test binaries in
/// process groups of their own, so signalling the group of `swift test` alone
/// leaves a hung test binary running; the tree is found through `/proc`.
enum ProcessTree {
    /// Stops `root` and all its descendants at once (SIGSTOP first, so none
    /// can start another child while the tree is being collected), then kills them.
    static func kill(_ root: pid_t) {
        var tree: Set<pid_t> = [root]
        while true {
            for pid in tree { _ = Foundation.kill(pid, SIGSTOP) }
            let found = Set(descendants(of: root))
            if found.isSubset(of: tree) { break }
            tree.formUnion(found)
        }
        for pid in tree { _ = Foundation.kill(pid, SIGKILL) }
    }

    /// Stops every process `matches` selects, again until no new one
    /// appears (a stopped process cannot start another), then kills them
    /// all. Returns the processes killed.
    @discardableResult
    static func stopAndKill(where matches: (pid_t) -> Bool) -> Set<pid_t> {
        let me = getpid()
        var found: Set<pid_t> = []
        for _ in 0..<20 {
            let now = Set(pids().filter { $0 != me && !found.contains($0) && matches($0) })
            if now.isEmpty { break }
            for pid in now { _ = Foundation.kill(pid, SIGSTOP) }
            found.formUnion(now)
        }
        for pid in found { _ = Foundation.kill(pid, SIGKILL) }
        return found
    }

    /// A process's environment as `/proc` shows it (`NAME=value`, NUL-separated); empty if it cannot be read.
    static func environment(of pid: pid_t) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return [] }
        return [UInt8](data)
    }

    static func parent(of pid: pid_t) -> pid_t? {
        stat(of: pid).flatMap { fields in fields.count > 1 ? pid_t(fields[1]) : nil }
    }

    static func isZombie(_ pid: pid_t) -> Bool {
        stat(of: pid)?.first == "Z"
    }

    /// The fields of `/proc/PID/stat` after the command name: state, parent, …
    private static func stat(of pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    /// Every process below `root`: its children, theirs, and so on.
    static func descendants(of root: pid_t) -> [pid_t] {
        let all = parents()
        var found: [pid_t] = []
        var known: Set<pid_t> = [root]
        var changed = true
        while changed {
            changed = false
            for (pid, parent) in all where known.contains(parent) && !known.contains(pid) {
                found.append(pid)
                known.insert(pid)
                changed = true
            }
        }
        return found
    }

    /// Every process's parent, read from `/proc/PID/stat` (empty where there is no `/proc`).
    static func parents() -> [(pid: pid_t, parent: pid_t)] {
        pids().compactMap { pid in parent(of: pid).map { (pid, $0) } }
    }

    /// Every process `/proc` lists.
    private static func pids() -> [pid_t] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
    }
}
