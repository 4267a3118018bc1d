import Foundation
import Testing

@testable import PlaybookCore

/// Links started without the driver are the driver's own jobs, and link.
struct LinkCommandsTests {
    /// Two links of one shape, with other objects and outputs (one in a folder whose name needs the driver's
    /// quoting): each job is what `swiftc -###` prints for that very link, and the driver is asked once.
    @Test func eachLinkIsTheJobsTheDriverWouldStartForIt() throws {
        try TestSupport.withTemporaryFolder { folder in
            let quoted = folder.appendingPathComponent("It's a folder").path
            let links = [
                (output: "\(folder.path)/PlaybookTests", objects: ["\(folder.path)/Main.o", "\(folder.path)/U1.o"]),
                (output: "\(quoted)/PlaybookTests", objects: ["\(quoted)/Main.o", "\(quoted)/U2.o", "\(quoted)/U3.o"]),
            ]
            let options = ["-L", "\(folder.path)/lib", "-lPlaybookSupport", "-Xlinker", "-rpath=\(folder.path)/lib"]
            let asked = LaunchLog()
            let runner = ProcessRunner(onLaunch: { _, arguments in
                if arguments.first == "-###" { asked.record(arguments.joined(separator: " ")) }
            })
            let commands = LinkCommands()
            for link in links {
                let jobs = try #require(
                    commands.jobs(
                        output: link.output, objects: link.objects, options: options, in: folder.path, runner: runner))
                let driver = ProcessRunner().run(
                    "swiftc", ["-###", "-emit-executable", "-o", link.output] + link.objects + options,
                    in: folder.path)
                let expected = driver.text.split(separator: "\n").map { FrontendCommands.shellWords(String($0)) }
                #expect(jobs.map { Optional($0) } == expected, "\(link.output)")
            }
            #expect(asked.count == 1, "one question to the driver per shape: \(asked.all)")
        }
    }

    /// The jobs make a program that runs, as the driver's link does.
    @Test func theJobsLinkAProgram() throws {
        try TestSupport.withTemporaryFolder { folder in
            let source = folder.appendingPathComponent("main.swift")
            try "print(\"linked\")\n".write(to: source, atomically: true, encoding: .utf8)
            let object = folder.appendingPathComponent("main.o").path
            let compiled = ProcessRunner().run(
                "swiftc", ["-c", "-module-name", "Linked", "-o", object, source.path], in: folder.path)
            try #require(compiled.succeeded, "\(compiled.text)")
            let compiler = UnitCompiler(
                directory: folder.path, settings: GeneratedPackage.Settings(), blocks: [:], level: .test, jobs: 1,
                useCache: false, runner: ProcessRunner())
            let program = folder.appendingPathComponent("linked").path
            let linked = compiler.link([object], into: program, options: [], in: folder.path)
            #expect(linked.succeeded, "\(linked.text)")
            #expect(ProcessRunner().run(program, [], in: folder.path).text == "linked\n")
        }
    }

    @Test func objectsOrAnOutputItCannotPutBackKeepTheDriver() {
        let commands = LinkCommands()
        #expect(
            commands.jobs(output: "relative", objects: ["/a.o"], options: [], in: "/", runner: ProcessRunner()) == nil)
        #expect(
            commands.jobs(output: "/out", objects: ["b.o"], options: [], in: "/", runner: ProcessRunner()) == nil)
        #expect(commands.jobs(output: "/out", objects: [], options: [], in: "/", runner: ProcessRunner()) == nil)
    }
}
