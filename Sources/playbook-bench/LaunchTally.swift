import Foundation
import PlaybookCore
import Synchronization

/// The compilers a verification starts, counted by the kind of unit each compiles (read from the unit folder in its
/// sources: `Units/<target>/`, whose target name ends in its twins' suffixes), and the CPU time of every child
/// process: on a shared machine, what a change saves shows in these, not in wall time.
final class LaunchTally: Sendable {
    private let kinds = Mutex<[String: Int]>([:])

    /// Counts one launch of `executable`: a compiler of a unit by its kind, anything else by its name.
    func count(_ executable: String, _ arguments: [String]) {
        let tool = (executable as NSString).lastPathComponent
        let kind =
            ["swift-frontend", "swiftc"].contains(tool) ? arguments.lazy.compactMap(Self.unitKind).first : nil
        kinds.withLock { $0[kind ?? tool, default: 0] += 1 }
    }

    var counts: [String: Int] { kinds.withLock { $0 } }

    /// `…/Units/GuideCodeReadme3IsolatedGiven/Sources/…` → `isolated+given`; a planned unit's → `first`.
    static func unitKind(of argument: String) -> String? {
        guard let range = argument.range(of: "/\(GeneratedPackage.unitsFolder)/") else { return nil }
        var target = Substring(argument[range.upperBound...].prefix { $0 != "/" })
        var suffixes: [String] = []
        while let suffix = twinSuffixes.first(where: { target.hasSuffix($0) }) {
            suffixes.insert(suffix.lowercased(), at: 0)
            target = target.dropLast(suffix.count)
        }
        return suffixes.isEmpty ? "first" : suffixes.joined(separator: "+")
    }

    private static let twinSuffixes = ["Isolated", "Swift5", "Given", "Assumed"]

    /// CPU seconds, user and system, of every child process waited for so far (and of theirs).
    static func childCPUSeconds() -> Double { cpuSeconds(of: RUSAGE_CHILDREN) }

    /// CPU seconds, user and system, of this process: the verification's own work, beside its compilers'.
    static func ownCPUSeconds() -> Double { cpuSeconds(of: RUSAGE_SELF) }

    private static func cpuSeconds(of who: __rusage_who) -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(who.rawValue), &usage)
        let cpu = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return cpu(usage.ru_utime) + cpu(usage.ru_stime)
    }
}
