import Foundation
import PlaybookCore

/// What `playbook list` costs over the seeds: load and extract every seed
/// through the same entry point the command uses, timed as the median of runs.
func runListBenchmark(_ options: BenchOptions) throws {
    let paths = try options.seedFiles().map(\.path)
    let first = Workspace.open(paths: paths, configFile: nil)
    if first.diagnostics.hasErrors {
        throw BenchError(description: "the seeds did not load: \(first.diagnostics.map(\.description))")
    }
    for guide in first.guides {
        let swift = guide.blocks.filter(\.isSwift).count
        print("blocks \((guide.path as NSString).lastPathComponent): \(guide.blocks.count) (swift \(swift))")
    }
    let total = first.guides.reduce(0) { $0 + $1.blocks.count }
    let totalSwift = first.guides.reduce(0) { $0 + $1.blocks.filter(\.isSwift).count }
    print("blocks total: \(total) (swift \(totalSwift)) in \(first.guides.count) guides")

    var seen = 0
    let times = (0..<options.runs).map { _ in
        Clock.time {
            let workspace = Workspace.open(paths: paths, configFile: nil)
            seen &+= workspace.guides.count
        }
    }
    print(
        "list all seeds: median \(Clock.milliseconds(Clock.median(times))) over \(options.runs) runs (min "
            + "\(Clock.milliseconds(times.min() ?? 0)), max \(Clock.milliseconds(times.max() ?? 0)))"
    )
    if seen != options.runs * first.guides.count {
        throw BenchError(description: "a run loaded a different number of guides")
    }
}
