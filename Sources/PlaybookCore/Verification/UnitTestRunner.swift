import Foundation

/// Runs compiled units' tests and programs, in one test executable of the
/// direct build or through SwiftPM, and turns what they reported into each
/// unit's outcome: tests credited to the blocks declaring them, issues at
/// guide lines, programs' output checked.
struct UnitTestRunner: Sendable {
    let compiler: UnitCompiler

    /// Builds the units' tests in one package and runs them. A unit whose build
    /// fails is taken out and the rest rebuilt, since SwiftPM stops at the first failing target.
    func test(
        _ units: [VerificationUnit], all: [VerificationUnit], progress: @Sendable (Verifier.Progress) -> Void
    ) -> [UnitOutcome] {
        guard !units.isEmpty else { return [] }
        let started = Date()
        var remaining = units
        var failed: [String: [UnitOutcome.BlockDiagnostic]] = [:]
        var toolFailures: [String: String] = [:]
        while !remaining.isEmpty {
            let package = GeneratedPackage(
                settings: compiler.settings, units: all, testedUnits: Set(remaining.map(\.id)), blocks: compiler.blocks)
            do {
                try compiler.writer.write(package.files, keepingOtherUnits: compiler.keepsOtherUnits)
            } catch {
                for unit in remaining {
                    toolFailures[unit.id] = "cannot write the generated package: \(error.localizedDescription)"
                }
                remaining = []
                break
            }
            let build = compiler.runner.run(
                "swift", ["build", "--build-tests"] + UnitCompiler.diagnosticFlags, in: compiler.directory)
            if build.succeeded { break }
            let diagnostics = compiler.attribution.attribute(
                CompilerDiagnosticParser.parse(build.text), units: remaining)
            let broken = Set(
                remaining.filter { unit in
                    diagnostics.contains {
                        $0.location.severity == .error && compiler.attribution.owner(of: $0, in: [unit])
                    }
                }.map(\.id))
            if broken.isEmpty {
                for unit in remaining { toolFailures[unit.id] = UnitCompiler.failure(build, what: "the test build") }
                remaining = []
                break
            }
            for unit in remaining where broken.contains(unit.id) {
                failed[unit.id] = diagnostics.filter { compiler.attribution.owner(of: $0, in: [unit]) }
            }
            remaining.removeAll { broken.contains($0.id) }
        }

        var session = TestSession.Result(records: [])
        if remaining.contains(where: compiler.hasTests) {
            session = TestSession(
                runner: compiler.runner, directory: compiler.directory,
                eventsPath: compiler.writer.path(".build/playbook-events.jsonl"),
                testTimeout: compiler.testTimeout,
                outputLimit: compiler.testOutputLimit
            ).run()
            session.records = creditingXCTest(session.records, to: remaining)
        }
        let programs = remaining.filter(compiler.isRunnableProgram)
        let runs = Dictionary(
            uniqueKeysWithValues: programs.concurrentMap(limit: compiler.jobs) { unit in
                (unit.id, ProgramRun(unit: unit, blocks: compiler.blocks[unit.sample] ?? [:], compiler: compiler).run())
            })
        return outcomes(
            of: units, session: session, runs: runs, failed: failed, toolFailures: toolFailures,
            seconds: Date().timeIntervalSince(started) / Double(units.count), progress: progress
        )
    }

    /// Runs the tests and programs of units `build` compiled: one test
    /// executable for all, each program its own. Nil when the tests cannot be
    /// linked or their XCTest cases do not end cleanly, which leaves them to SwiftPM.
    func testDirectly(
        _ units: [VerificationUnit], build: DirectBuild, progress: @Sendable (Verifier.Progress) -> Void
    ) -> [UnitOutcome]? {
        guard !units.isEmpty else { return [] }
        let started = Date()
        var session = TestSession.Result(records: [])
        let tested = units.filter(compiler.hasTests)
        if !tested.isEmpty {
            guard let executable = build.linkTests(tested) else { return nil }
            let tests = TestSession(
                runner: compiler.runner, directory: compiler.directory,
                eventsPath: compiler.writer.path(".build/playbook-events.jsonl"),
                testTimeout: compiler.testTimeout, outputLimit: compiler.testOutputLimit, executable: executable
            )
            session = tests.run()
            for unit in tested {
                let cases = compiler.xctestCases(of: unit) ?? []
                let methods = cases.reduce(0) { $0 + $1.methods.count }
                guard methods > 0 else { continue }
                let limit = compiler.testTimeout * Double(methods) + 30
                guard
                    let records = tests.runXCTest(unit: unit.targetName, classes: cases.map(\.className), limit: limit)
                else { return nil }
                session.records += records
            }
        }
        let runs = Dictionary(
            uniqueKeysWithValues: units.filter(compiler.isRunnableProgram).concurrentMap(limit: compiler.jobs) { unit in
                (
                    unit.id,
                    ProgramRun(
                        unit: unit, blocks: compiler.blocks[unit.sample] ?? [:], compiler: compiler,
                        executable: build.executable(of: unit)
                    ).run()
                )
            })
        return outcomes(
            of: units, session: session, runs: runs, failed: [:], toolFailures: [:],
            seconds: Date().timeIntervalSince(started) / Double(units.count), progress: progress
        )
    }

    /// Each unit's outcome from its test records and program run; a unit
    /// whose test build failed (`failed`) or could not be built or run
    /// (`toolFailures`, the session's failure) says so instead.
    func outcomes(
        of units: [VerificationUnit], session: TestSession.Result, runs: [String: ProgramRun.Result],
        failed: [String: [UnitOutcome.BlockDiagnostic]], toolFailures: [String: String], seconds: Double,
        progress: @Sendable (Verifier.Progress) -> Void
    ) -> [UnitOutcome] {
        units.enumerated().map { offset, unit in
            progress(Verifier.Progress(done: offset + 1, total: units.count, phase: "test", unit: unit))
            if let failure = toolFailures[unit.id] ?? (failed[unit.id] == nil ? session.toolFailure : nil) {
                // It typechecked; only its tests could not be built or run.
                return UnitOutcome(
                    unitID: unit.id, diagnostics: [], typechecked: true, testsRan: false, tests: [],
                    toolFailure: failure, seconds: seconds)
            }
            if let diagnostics = failed[unit.id] {
                return UnitOutcome(
                    unitID: unit.id, diagnostics: diagnostics, typechecked: false, testsRan: false, tests: [],
                    seconds: seconds)
            }
            let records = session.records.filter { $0.module == unit.targetName + "Tests" }
            var outcome = outcome(of: unit, records: records, seconds: seconds)
            outcome.timedOut = records.contains { session.timedOut.contains($0.id) }
            if let program = runs[unit.id] {
                outcome.ran = program.ran
                outcome.runLacked = program.lacking
                outcome.runStoppedAtCheck = program.stoppedAtCheck
                outcome.ranWhole = program.ranWhole
                outcome.stoppedAt = program.stoppedAt
                outcome.endsPrinted = program.endsPrinted
                outcome.outputs = program.outputs
                outcome.diagnostics += program.diagnostics
                outcome.timedOut = outcome.timedOut || program.timedOut
            }
            return outcome
        }
    }

    func outcome(of unit: VerificationUnit, records: [TestEventParser.TestRecord], seconds: Double) -> UnitOutcome {
        let sampleBlocks = compiler.blocks[unit.sample] ?? [:]
        var diagnostics: [UnitOutcome.BlockDiagnostic] = []
        var tests: [UnitOutcome.Test] = []
        for record in records {
            let declaring = testBlock(record, unit: unit, blocks: sampleBlocks)
            let name = compiler.attribution.publicNames(record.name, unit: unit)
            tests.append(UnitOutcome.Test(block: declaring, name: name, passed: record.passed && record.ended))
            for issue in record.issues {
                let entry = CompilerDiagnosticParser.Entry(
                    file: issue.file, line: issue.line, column: issue.column, severity: .error, message: issue.message)
                var attributed = compiler.attribution.attribute([entry], units: [unit])
                if attributed.first?.block == nil, let declaring, let block = sampleBlocks[declaring] {
                    // An issue without a guide location (a time limit): at the test's own line.
                    let line = record.fileLine.flatMap {
                        compiler.attribution.guideLine(ofGeneratedLine: $0, in: block, unit: unit)
                    }
                    let message = "\(name): " + compiler.attribution.publicNames(issue.message, unit: unit)
                    attributed = [
                        UnitOutcome.BlockDiagnostic(
                            block: declaring,
                            location: .init(
                                Diagnostic(.error, message, file: block.id.guide, line: line, column: nil)
                            ))
                    ]
                }
                diagnostics += attributed
            }
        }
        return UnitOutcome(
            unitID: unit.id, diagnostics: diagnostics, typechecked: true, testsRan: true, tests: tests, seconds: seconds
        )
    }

    /// XCTest on Linux names a case `Class.test`, without its module: a case
    /// of a class that only one of `units` declares is credited to that unit.
    /// One that several declare stays unclaimed (its blocks do not reach the test level).
    func creditingXCTest(
        _ records: [TestEventParser.TestRecord], to units: [VerificationUnit]
    ) -> [TestEventParser.TestRecord] {
        let testModules = Set(units.map { $0.targetName + "Tests" })
        var declaring: [String: [VerificationUnit]] = [:]
        for unit in units {
            for testCase in compiler.xctestCases(of: unit) ?? [] {
                declaring[testCase.className, default: []].append(unit)
            }
        }
        return records.map { record in
            guard !testModules.contains(record.module), let owners = declaring[record.module], owners.count == 1 else {
                return record
            }
            return record.inModule(owners[0].targetName + "Tests")
        }
    }

    /// The block declaring a test: by generated file (Swift Testing) or by the test class's name (XCTest).
    func testBlock(
        _ record: TestEventParser.TestRecord, unit: VerificationUnit, blocks: [BlockID: PreparedBlock]
    ) -> BlockID? {
        if let file = record.file,
            let member = unit.members.first(where: { GeneratedPackage.fileName(for: $0.block) == file })
        {
            return member.block
        }
        let components = record.id.split(separator: ".").map(String.init)
        return unit.members.first { member in
            components.dropFirst().contains { blocks[member.block]?.analysis.declaredNames.contains($0) == true }
        }?.block
    }
}
