import Foundation

/// Starts a one-job `swiftc` compile as the `swift-frontend` command the
/// driver would start, without the driver: starting it and planning the job
/// took 0.04–0.06 s of every compile, about 7% of a cold verify of guides/.
///
/// The driver is asked once per shape of compile (`swiftc -###`), with the
/// sources and the unit's name replaced by stand-ins; every compile of that
/// shape fills its own back in. A shape the driver plans as anything but one
/// frontend job (a program's compile and link), or whose command cannot be
/// read back, keeps the driver.
final class FrontendCommands: Sendable {
    /// The driver's plan for a shape: the frontend command, or nil to keep the driver.
    private struct Plan {
        var command: [String]?
    }

    private let plans = SharedCache<[String], Plan>()
    static let standIn = "PlaybookStandIn"
    static let standInSource = "/\(standIn)/\(standIn).swift"
    /// Bytes of the longest command started directly; a longer one goes
    /// through the driver, which passes it in a response file.
    static let longestCommand = 128 * 1024

    /// What the driver would start for `swiftc arguments` in `directory`,
    /// whose trailing `.swift` arguments are the sources and where `name` (a
    /// unit's target name) may appear in any argument; nil where the driver
    /// itself must run. `runner` asks the driver for a shape not seen yet.
    func command(for arguments: [String], name: String, in directory: String, runner: ProcessRunner) -> [String]? {
        let sources = arguments.reversed().prefix { $0.hasSuffix(".swift") }.reversed()
        let options = arguments.dropLast(sources.count)
        // Stand-ins are put back by their text: only absolute paths and a name they cannot be mistaken for.
        guard !sources.isEmpty, !name.isEmpty, directory.hasPrefix("/"), sources.allSatisfy({ $0.hasPrefix("/") }),
            !arguments.contains(where: { $0.contains(Self.standIn) })
        else { return nil }
        let shape = options.map { $0.replacingOccurrences(of: name, with: Self.standIn) } + [Self.standInSource]
        let plan = plans.value(for: shape) { Plan(command: Self.plan(shape, in: directory, runner: runner)) }
        guard let template = plan.command else { return nil }
        var command: [String] = []
        for argument in template {
            if argument == Self.standInSource {
                command += sources
            } else if command.last == "-file-compilation-dir" {
                command.append(directory)
            } else {
                command.append(argument.replacingOccurrences(of: Self.standIn, with: name))
            }
        }
        return command.reduce(0) { $0 + $1.utf8.count + 1 } <= Self.longestCommand ? command : nil
    }

    /// The driver's one frontend job for `shape`, with the stand-in source in it once; nil for anything else.
    private static func plan(_ shape: [String], in directory: String, runner: ProcessRunner) -> [String]? {
        let output = runner.run("swiftc", ["-###"] + shape, in: directory)
        let lines = output.text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        guard output.succeeded, lines.count == 1, let words = shellWords(String(lines[0])), words.count > 2,
            words[0].hasPrefix("/"), words[0].hasSuffix("/swift-frontend"), words[1] == "-frontend",
            words.filter({ $0 == standInSource }).count == 1
        else { return nil }
        return words
    }

    /// The words of a command line as the driver prints it: spaces between
    /// words, single quotes around any with special characters, `\'` for a
    /// quote. Nil for anything else (double quotes, an unclosed quote).
    static func shellWords(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quoted = false
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if quoted {
                if character == "'" { quoted = false } else { word.append(character) }
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if character == "'" {
                quoted = true
                inWord = true
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if character == "\"" {
                return nil
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard !quoted, !escaped else { return nil }
        if inWord { words.append(word) }
        return words
    }
}
