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
    private static func parents() -> [(pid: pid_t, parent: pid_t)] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { entry in
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // After the command name in parentheses: state, then the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = pid_t(fields[1]) else { return nil }
            return (pid, parent)
        }
    }
}
