import Foundation
import Testing

@testable import PlaybookCore

/// Compiles started without the driver are the driver's own commands.
struct FrontendCommandsTests {
    @Test func readsTheDriversQuotingBack() {
        #expect(
            FrontendCommands.shellWords("a 'b c' 'it'\\''s' -Xcc '-DA=1'") == ["a", "b c", "it's", "-Xcc", "-DA=1"])
        #expect(FrontendCommands.shellWords("one  two ''") == ["one", "two", ""])
        #expect(FrontendCommands.shellWords("a \"b c\"") == nil, "the driver never quotes so; nothing is guessed")
        #expect(FrontendCommands.shellWords("a 'b") == nil)
    }

    /// Every shape a verify starts, for two units of different names, folders
    /// and sources: the command is what `swiftc -###` prints for that very
    /// compile, and the driver is asked once per shape.
    @Test func eachCompileIsTheCommandTheDriverWouldStartForIt() throws {
        try TestSupport.withTemporaryFolder { folder in
            // The second folder's name needs the driver's quoting.
            let units = [
                (
                    name: "UCharacterViewmodelDetail1",
                    directory: folder.appendingPathComponent("Units/UCharacterViewmodelDetail1").path
                ),
                (
                    name: "UEpisodeViewmodelDetail1",
                    directory: folder.appendingPathComponent("It's a folder/UEpisodeViewmodelDetail1").path
                ),
            ]
            for unit in units {
                try FileManager.default.createDirectory(atPath: unit.directory, withIntermediateDirectories: true)
            }
            let output = folder.appendingPathComponent("direct").path
            let shapes: [(String, String) -> [String]] = [
                { name, directory in
                    [
                        "-whole-module-optimization", "-no-emit-module-separately-wmo", "-Onone", "-gline-tables-only",
                        "-swift-version", "6",
                        "-parse-as-library", "-enable-testing", "-module-name", name, "-emit-module",
                        "-emit-module-path", "\(output)/\(name).swiftmodule",
                        "-c", "-o", "\(output)/\(name).o", "\(directory)/Sources/a.swift",
                        "\(directory)/Sources/b c.swift",
                    ]
                },
                { name, directory in
                    [
                        "-whole-module-optimization", "-Onone", "-gline-tables-only", "-parse-as-library",
                        "-module-name", name + "Tests",
                        "-module-alias", "Multiverse=\(name)", "-I", output, "-c", "-o", "\(output)/\(name)Tests.o",
                        "\(directory)/Tests/t.swift",
                    ]
                },
                { _, directory in
                    [
                        "-emit-sil", "-whole-module-optimization", "-Onone", "-o", "/dev/null", "-module-name",
                        "Multiverse",
                        "\(directory)/Sources/a.swift", "\(directory)/Sources/main.swift",
                    ]
                },
            ]
            let asked = LaunchLog()
            let runner = ProcessRunner(onLaunch: { _, arguments in
                if arguments.first == "-###" { asked.record(arguments.joined(separator: " ")) }
            })
            let commands = FrontendCommands()
            for shape in shapes {
                for unit in units {
                    let arguments = shape(unit.name, unit.directory)
                    let command = try #require(
                        commands.command(for: arguments, name: unit.name, in: unit.directory, runner: runner))
                    let driver = ProcessRunner().run("swiftc", ["-###"] + arguments, in: unit.directory)
                    let expected = FrontendCommands.shellWords(
                        driver.text.trimmingCharacters(in: .whitespacesAndNewlines))
                    #expect(command == expected, "\(unit.name): \(arguments)")
                }
            }
            #expect(asked.count == shapes.count, "one question to the driver per shape: \(asked.all)")
        }
    }

    @Test func aCompileTheDriverPlansAsMoreThanOneJobKeepsTheDriver() throws {
        try TestSupport.withTemporaryFolder { folder in
            let arguments = [
                "-Onone", "-module-name", "UProgram1", "-emit-executable", "-o",
                folder.appendingPathComponent("p").path,
                folder.appendingPathComponent("main.swift").path,
            ]
            #expect(
                FrontendCommands().command(for: arguments, name: "UProgram1", in: folder.path, runner: ProcessRunner())
                    == nil)
            #expect(
                FrontendCommands().command(
                    for: ["-c", "relative.swift"], name: "U1", in: folder.path, runner: ProcessRunner()) == nil)
        }
    }
}
