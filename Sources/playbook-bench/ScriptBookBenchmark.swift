import Foundation

/// A language book's shape: 1,000 short blocks, declarations and the
/// statements that use them, each statement block promising what it prints.
/// Verified cold (fresh package folder, no cache) in script mode, where each
/// guide's statements become a program that runs.
func runScriptBookBenchmark(_ options: BenchOptions) throws {
    let playbook = try playbookExecutable()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "playbook-scripts-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let book = scratch.appendingPathComponent("book")
    let blocks = try ScriptBook.write(guides: 50, blocksPerGuide: 20, into: book)
    let run = try MeasuredRun.run(
        playbook,
        [
            "verify", book.path, "--package-dir", scratch.appendingPathComponent("package").path, "--no-cache",
        ]
    ).expecting([0], "verify of the script book")
    let summary = run.output.split(separator: "\n").suffix(2).joined(separator: "; ")
    print(
        "\(blocks) blocks in 50 guides, cold: \(seconds(run.seconds)) wall, \(seconds(run.cpuSeconds)) CPU; \(summary)")
    Goals.shared.record(
        "1,000 statement/declaration blocks in script mode, cold", measured: seconds(run.seconds), goal: "≤ 90 s",
        met: run.seconds <= 90)
}

/// Generates the book: in each guide, a declaration then statements using it, ten times over.
enum ScriptBook {
    static func write(guides: Int, blocksPerGuide: Int, into folder: URL) throws -> Int {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("title: Script book\n".utf8).write(to: folder.appendingPathComponent("playbook.yml"))
        for guide in 0..<guides {
            var text = "# Chapter \(guide + 1)\n"
            for pair in 0..<(blocksPerGuide / 2) {
                let (declaration, statements) = example(number: guide * 100 + pair, kind: (guide + pair) % 4)
                text +=
                    "\nA declaration:\n\n```swift\n\(declaration)\n```\n\nAnd its "
                    + "use:\n\n```swift\n\(statements)\n```\n"
            }
            try Data(text.utf8).write(to: folder.appendingPathComponent(String(format: "chapter-%02d.md", guide + 1)))
        }
        return guides * (blocksPerGuide / 2) * 2
    }

    /// A declaration and statements that print a value computed here, so every promise holds.
    static func example(number n: Int, kind: Int) -> (String, String) {
        let a = n % 7 + 2
        let b = n % 5 + 3
        switch kind {
        case 0:
            return (
                "struct Box\(n) {\n    var width: Int\n    var height: Int\n    var area: Int { width * height }\n}",
                "let box\(n) = Box\(n)(width: \(a), height: \(b))\nprint(box\(n).area) // Prints \"\(a * b)\""
            )
        case 1:
            return (
                "func scaled\(n)(_ value: Int, by factor: Int) -> Int {\n    value * factor\n}",
                "let result\(n) = scaled\(n)(\(a), by: \(b))\nprint(result\(n)) // Prints \"\(a * b)\""
            )
        case 2:
            return (
                "enum Signal\(n) {\n    case on, off\n    var label: String { self == .on ? \"on \(n)\" : \"off "
                    + "\(n)\" }\n}",
                "let signal\(n) = Signal\(n).on\nprint(signal\(n).label) // Prints \"on \(n)\""
            )
        default:
            return (
                "extension Array where Element == Int {\n    func sum\(n)() -> Int { reduce(0, +) }\n}",
                "let values\(n) = [\(a), \(b)]\nprint(values\(n).sum\(n)()) // Prints \"\(a + b)\""
            )
        }
    }
}
