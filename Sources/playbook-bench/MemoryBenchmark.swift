import Foundation
import PlaybookCore

/// Parses the largest seed many times: the cmark-gfm wrapper must free all it
/// allocates, so resident memory stops growing after the first iterations.
func runMemoryBenchmark(_ options: BenchOptions) throws {
    let files = try options.seedFiles()
    let sizes = try files.map { ($0, try Data(contentsOf: $0)) }
    guard let (file, data) = sizes.max(by: { $0.1.count < $1.1.count }),
        let markdown = String(data: data, encoding: .utf8)
    else {
        throw BenchError(description: "no readable seed")
    }
    let name = file.lastPathComponent
    let iterations = options.iterations
    let checkpoint = max(1, iterations / 10)
    print("guide: \(name) (\(data.count) bytes), \(iterations) parses with GuideExtractor.extract")
    print("peak RSS before: \(ProcessMemory.format(ProcessMemory.peakKiB))")

    var blocks = 0
    var rssAtCheckpoint: Int?
    let seconds = Clock.time {
        for iteration in 1...iterations {
            let (guide, _) = GuideExtractor.extract(markdown: markdown, path: name)
            blocks &+= guide.blocks.count
            if iteration == checkpoint { rssAtCheckpoint = ProcessMemory.residentKiB }
        }
    }
    let rssAtEnd = ProcessMemory.residentKiB
    print("peak RSS after: \(ProcessMemory.format(ProcessMemory.peakKiB))")
    print("RSS at iteration \(checkpoint): \(ProcessMemory.format(rssAtCheckpoint))")
    print("RSS at iteration \(iterations): \(ProcessMemory.format(rssAtEnd))")
    if let start = rssAtCheckpoint, let end = rssAtEnd {
        print("RSS growth from iteration \(checkpoint) to \(iterations): \(ProcessMemory.formatDelta(end - start))")
    }
    print("time per parse: \(Clock.milliseconds(seconds / Double(iterations))) (\(blocks / iterations) blocks each)")
}
