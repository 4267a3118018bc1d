import CProcessControl
import Foundation
import Synchronization

/// Makes sure no process a guide's code started outlives its run. A test
/// can start `Process` or `setsid -f sleep 300`: Foundation puts each child
/// in a process group of its own, and `setsid` leaves the session, so
/// neither a group kill nor the tree under the test binary finds them once
/// the binary exits. Every process a run of guide code starts carries the
/// run's tag in its environment (`tagVariable`), so all of them are found
/// by the tag wherever they were reparented, and killed when the run ends.
///
/// A command that owns its whole process (the `playbook` executable) also
/// calls `adopt()`: the process becomes a subreaper, so orphans are
/// reparented to it rather than to init, it reaps those that end, and on
/// exit it kills any left that scrubbed their environment.
public enum OrphanReaper {
    /// The environment variable that carries a run's tag.
    static let tagVariable = "PLAYBOOK_RUN_TAG"

    private struct State {
        var adopting = false
        /// Children started by a `ProcessRunner` and not yet seen to end: Foundation reaps those itself.
        var launched: Set<pid_t> = []
    }

    private static let state = Mutex(State())

    /// Becomes the subreaper of everything this process starts, where the
    /// system has subreapers (Linux); elsewhere runs still kill by tag.
    /// Only for a process whose every child is started through
    /// `ProcessRunner`: other children's ends would be reaped here too.
    public static func adopt() {
        let first = state.withLock { current -> Bool in
            guard !current.adopting else { return false }
            current.adopting = playbook_become_child_subreaper() == 0
            return current.adopting
        }
        if first { atexit { OrphanReaper.killStrays() } }
    }

    /// Starts a process through `launch` and records its pid, under the
    /// lock the reaping holds, so a child that ends at once is never reaped
    /// here before Foundation knows its pid.
    static func launch(_ launch: () throws -> pid_t) throws {
        try state.withLock { current in
            let pid = try launch()
            current.launched.insert(pid)
        }
    }

    static func ended(_ pid: pid_t) {
        state.withLock { _ = $0.launched.remove(pid) }
    }

    /// Kills every process carrying `tag`, wherever it was reparented, then
    /// reaps the ones that ended here.
    static func killRun(tagged tag: String) {
        let marker = Array("\(tagVariable)=\(tag)".utf8)
        let tagged = ProcessTree.stopAndKill { pid in
            ProcessTree.environment(of: pid).split(separator: 0).contains { $0.elementsEqual(marker) }
        }
        state.withLock { current in
            guard current.adopting else { return }
            let me = getpid()
            for pid in tagged where ProcessTree.parent(of: pid) == me && !current.launched.contains(pid) {
                _ = waitpid(pid, nil, 0)
            }
            reapEnded(current)
        }
    }

    /// Children that ended after being adopted: reaped, so they do not pile up as zombies in a long `serve`.
    private static func reapEnded(_ current: State) {
        let me = getpid()
        for (pid, parent) in ProcessTree.parents()
        where parent == me && !current.launched.contains(pid) && ProcessTree.isZombie(pid) {
            _ = waitpid(pid, nil, WNOHANG)
        }
    }

    /// On exit: adopted processes still alive (ones that cleared their environment) are killed and reaped.
    static func killStrays() {
        state.withLock { current in
            guard current.adopting else { return }
            let me = getpid()
            for _ in 0..<5 {
                let strays = ProcessTree.parents().filter { $0.parent == me && !current.launched.contains($0.pid) }.map(
                    \.pid)
                if strays.isEmpty { return }
                for pid in strays { ProcessTree.kill(pid) }
                for pid in strays { _ = waitpid(pid, nil, 0) }
            }
        }
    }
}
