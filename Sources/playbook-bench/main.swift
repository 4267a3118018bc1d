import Foundation

// playbook-bench: performance figures for Playbook, printed as plain lines.
// Run it in release mode (`make bench`). Each benchmark is a function in its
// own file; add new ones to `benchmarks` below.
//
// Options: --seeds FOLDER  (default: $PLAYBOOK_SEEDS, else ../shared/seeds beside the package)
//          --runs N        (timed runs per measurement, default 20)
//          --iterations N  (parses in the memory check, default 10000)
//          --mirror FOLDER (the local package mirror the corpus comes from, default /opt/swift-packages)
//          --fuzz-guides N (random guides for the fuzz run, default 10000; --fuzz-seed N its seed)
//          --only NAME     (run one benchmark: list, memory, guides, scripts, verify, site, serve, navigation,
//                           corpus, fuzz; these run only when named: docc, against docc convert (minutes), and
//                           wild, every Swift doc of the mirror, with --packages A,B for a part)

let options = BenchOptions.parse(CommandLine.arguments.dropFirst())

let benchmarks: [(name: String, run: (BenchOptions) throws -> Void)] = [
    ("list", runListBenchmark),
    ("memory", runMemoryBenchmark),
    ("guides", runGuidesBenchmark),
    ("scripts", runScriptBookBenchmark),
    ("verify", runVerifyBenchmark),
    ("site", runSiteBenchmark),
    ("docc", runDocCBenchmark),
    ("serve", runServeBenchmark),
    ("navigation", runNavigationBenchmark),
    ("corpus", runCorpusBenchmark),
    ("fuzz", runFuzzBenchmark),
    ("wild", runWildCorpusBenchmark),
]
/// Minutes (docc, whose `docc convert` runs take most of it) or hours (wild) long: run only when named.
let onlyWhenNamed: Set<String> = ["docc", "wild"]

print("playbook-bench")
print("seeds: \(options.seedsFolder.path)")
var failed = false
for benchmark in benchmarks
where options.only == benchmark.name || (options.only == nil && !onlyWhenNamed.contains(benchmark.name)) {
    print("")
    print("== \(benchmark.name)")
    do {
        try benchmark.run(options)
    } catch {
        print("error: \(error)")
        failed = true
    }
}
Goals.shared.printTable()
exit(failed ? 1 : 0)
