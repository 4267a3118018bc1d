import Foundation

/// Instant navigation in Chromium: `bench/navigation.py` follows every guide's "Next" link on the site of guides/
/// served from 127.0.0.1 and prints how long each click took to show the next article. Skipped, saying so, where
/// Selenium or Chromium is missing.
func runNavigationBenchmark(_ options: BenchOptions) throws {
    let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let script = packageRoot.appendingPathComponent("bench/navigation.py").path
    let run = try MeasuredRun.run("python3", [script, try playbookExecutable()])
    guard run.status == 0 else {
        let tail = run.output.split(separator: "\n").suffix(3).joined(separator: "\n")
        print("skipped: bench/navigation.py exited with \(run.status) (needs selenium, chromium and chromedriver):")
        print(tail)
        return
    }
    let lines = run.output.split(separator: "\n").filter { $0.hasPrefix("navigation ") }
    lines.forEach { print($0) }
    guard let painted = lines.first(where: { $0.hasPrefix("navigation pointer click, painted: median ") }),
        let milliseconds = Double(painted.split(separator: " ")[5])
    else {
        throw BenchError(description: "bench/navigation.py printed no pointer-click figure:\n\(run.output)")
    }
    Goals.shared.record(
        "instant navigation: click → next article painted (median, warm local server)",
        measured: String(format: "%.0f ms", milliseconds), goal: "≤ 100 ms", met: milliseconds <= 100
    )
}
