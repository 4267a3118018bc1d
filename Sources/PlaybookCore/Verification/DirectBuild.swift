import Foundation

/// Builds units' tests and programs with `swiftc` alone: one compiler run
/// makes a unit's module and object, one more its tests, and one link joins
/// every unit's tests into a single test executable. The compile is also the
/// unit's typecheck, so a tested unit is compiled once instead of checked by
/// `swiftc` and compiled again by SwiftPM.
///
/// It takes only what it can build the way SwiftPM would: units whose tests
/// use Swift Testing, or XCTest with every case found in the tests' syntax
/// (SwiftPM finds them in its index), and programs without tests. A unit that fails here is judged again on the
/// regular path, so its errors, and the isolation of its failing blocks,
/// are exactly those of a unit that never came this way.
struct DirectBuild: Sendable {
    var compiler: UnitCompiler

    /// What compiling one unit gave.
    struct Compiled: Sendable {
        var unit: VerificationUnit
        /// Warnings; errors mean the unit goes the regular way.
        var diagnostics: [UnitOutcome.BlockDiagnostic]
        var succeeded: Bool
        var seconds: Double
        /// A library's module compile, whose tokens are vouched for once its tests pass.
        var moduleStamp: CompileStamp?
    }

    /// Where objects, modules and executables go, apart from SwiftPM's own folders.
    var folder: String { compiler.writer.path(".build/playbook-direct") }
    var testExecutable: String { "\(folder)/PlaybookTests" }

    func executable(of unit: VerificationUnit) -> String { "\(folder)/\(unit.targetName)" }

    /// Linux only: elsewhere the test libraries live in SDK frameworks that SwiftPM knows how to find.
    var isAvailable: Bool {
        #if os(Linux)
            compiler.compileOnce
        #else
            false
        #endif
    }

    /// Whether `unit` can be built here: a library with tests whose XCTest
    /// tests, if any, are all found in their syntax, or a program without tests.
    func accepts(_ unit: VerificationUnit) -> Bool {
        let blocks = compiler.blocks[unit.sample] ?? [:]
        // A unit with given names is typechecked only: its given values trap.
        guard unit.expectedError == nil, unit.assumesNothing else { return false }
        if compiler.isRunnableProgram(unit) { return !compiler.hasTests(unit) }
        return compiler.hasTests(unit) && compiler.xctestCases(of: unit) != nil
            && !GeneratedPackage.isProgram(unit, blocks: blocks)
    }

    /// Compiles each unit's module (with `-enable-testing`) and tests, or its program, in parallel.
    /// Without `withSupport`, the support modules are not searched: they may be under construction.
    func compile(
        _ units: [VerificationUnit], withSupport: Bool = true, progress: @Sendable (Verifier.Progress) -> Void
    ) -> [Compiled] {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let searchesSupport = withSupport && compiler.settings.hasModules
        // One frontend writes both module and object: the driver's separate
        // module job would typecheck the unit a second time.
        let common =
            [
                "-whole-module-optimization", "-no-emit-module-separately-wmo", "-Onone", "-gline-tables-only",
                "-swift-version", "\(compiler.settings.languageMode)", "-diagnostic-style", "llvm",
                // `package` declarations need a package, as under SwiftPM.
                "-package-name", GeneratedPackage.packageName,
            ] + compiler.settings.isolationArguments
            + (searchesSupport ? compiler.support.moduleSearchArguments() : [])
        let context = stampContext(searchesSupport: searchesSupport)
        let counter = Counter()
        // Largest first: a large unit started last would leave a core idle while it finishes.
        let largestFirst = units.sorted { $0.members.count > $1.members.count }
        return largestFirst.concurrentMap(limit: compiler.jobs) { unit in
            let compiled = compile(unit, common: common, linksSupport: withSupport, context: context)
            progress(Verifier.Progress(done: counter.next(), total: units.count, phase: "build", unit: unit))
            return compiled
        }
    }

    /// Outputs are reused only under the same toolchain and, for a compile that searches them, the same support
    /// modules.
    private func stampContext(searchesSupport: Bool) -> String {
        Toolchain.identity
            + (searchesSupport
                ? "\n" + ((try? String(contentsOfFile: compiler.support.supportStamp, encoding: .utf8)) ?? "") : "")
    }

    /// `common` are the arguments every compile of the batch shares, `context` what else decides their outputs.
    private func compile(_ unit: VerificationUnit, common: [String], linksSupport: Bool, context: String) -> Compiled {
        let started = Date()
        let common = UnitCompiler.inLanguageMode(of: unit, common)
        let root = compiler.writer.path("\(GeneratedPackage.unitsFolder)/\(unit.targetName)")
        let files = GeneratedPackage.unitFiles(
            unit, blocks: compiler.blocks[unit.sample] ?? [:], settings: compiler.settings
        ).keys.sorted()
        let sources = files.filter { $0.hasPrefix("\(GeneratedPackage.unitsFolder)/\(unit.targetName)/Sources/") }.map(
            compiler.writer.path)
        let tests = files.filter { $0.hasPrefix("\(GeneratedPackage.unitsFolder)/\(unit.targetName)/Tests/") }.map(
            compiler.writer.path)
        let module = "\(folder)/\(unit.targetName)"
        var steps: [CompileStamp] = []
        if compiler.isRunnableProgram(unit) {
            let arguments =
                common + ["-module-name", unit.targetName, "-emit-executable", "-o", executable(of: unit)]
                + (linksSupport ? linkArguments() : []) + sources
            steps.append(
                CompileStamp(
                    path: "\(module).stamp", arguments: arguments, context: context, inputs: sources,
                    outputs: [executable(of: unit)]
                ))
        } else {
            let arguments =
                common + [
                    "-parse-as-library", "-enable-testing", "-module-name", unit.targetName,
                    "-emit-module", "-emit-module-path", "\(module).swiftmodule", "-c", "-o", "\(module).o",
                ] + sources
            steps.append(
                CompileStamp(
                    path: "\(module).stamp", arguments: arguments, context: context, inputs: sources,
                    outputs: ["\(module).swiftmodule", "\(module).o"], comparesTokens: true
                ))
            // `-enable-testing` here too: the entry point lists XCTest cases through `@testable import`.
            let listsXCTest = compiler.xctestCases(of: unit)?.isEmpty == false
            let testArguments =
                common + [
                    "-parse-as-library", "-enable-testing", "-module-name", unit.targetName + "Tests",
                    "-module-alias", "\(unit.moduleName)=\(unit.targetName)",
                    "-I", folder, "-c", "-o", "\(module)Tests.o",
                ] + (listsXCTest ? ["-emit-module", "-emit-module-path", "\(module)Tests.swiftmodule"] : []) + tests
            // The unit's module is an input too, hashed once its own step is done.
            steps.append(
                CompileStamp(
                    path: "\(module)Tests.stamp", arguments: testArguments, context: context,
                    inputs: tests + ["\(module).swiftmodule"],
                    outputs: ["\(module)Tests.o"] + (listsXCTest ? ["\(module)Tests.swiftmodule"] : [])
                ))
        }
        var diagnostics: [UnitOutcome.BlockDiagnostic] = []
        var reusedByTokens = false
        let moduleStamp = steps.first { $0.comparesTokens }
        for step in steps {
            let digest = step.digest()
            // Without the cache, every compile runs: nothing earlier is taken on trust.
            if compiler.useCache, let match = step.match(digest) {
                reusedByTokens = reusedByTokens || match == .sameTokens
                continue
            }
            step.remove()
            let output = compiler.compile(step.arguments, name: unit.targetName, in: root)
            // A module reused by its tokens has the lines of older code: what the
            // compiler says about it must come from the code as it is now.
            if reusedByTokens, !output.text.isEmpty {
                moduleStamp?.remove()
                return compile(unit, common: common, linksSupport: linksSupport, context: context)
            }
            diagnostics += compiler.attribution.attribute(CompilerDiagnosticParser.parse(output.text), units: [unit])
            guard output.succeeded else {
                return Compiled(
                    unit: unit, diagnostics: diagnostics, succeeded: false, seconds: Date().timeIntervalSince(started))
            }
            if output.text.isEmpty { step.record(digest) }
        }
        let hasErrors = diagnostics.contains { $0.location.severity == .error }
        return Compiled(
            unit: unit, diagnostics: diagnostics.uniqued(), succeeded: !hasErrors,
            seconds: Date().timeIntervalSince(started),
            moduleStamp: moduleStamp
        )
    }

    /// Links the compiled units' modules and tests with an entry point into
    /// one executable; nil when that fails. Its `--testing-library xctest`
    /// runs the XCTest cases (listed here, as SwiftPM lists those it
    /// discovers), anything else Swift Testing.
    func linkTests(_ units: [VerificationUnit]) -> String? {
        let runner = "\(folder)/PlaybookTestsMain.swift"
        let xctest = units.compactMap { unit in compiler.xctestCases(of: unit).flatMap { $0.isEmpty ? nil : (unit, $0) }
        }
        guard (try? Data(Self.entryPoint(xctest: xctest).utf8).write(to: URL(fileURLWithPath: runner))) != nil else {
            return nil
        }
        guard let entryObject = compileEntryPoint(runner, listing: xctest.map(\.0)) else { return nil }
        let objects = units.flatMap { ["\(folder)/\($0.targetName).o", "\(folder)/\($0.targetName)Tests.o"] }
        let output = compiler.link([entryObject] + objects, into: testExecutable, options: linkArguments(), in: folder)
        return output.succeeded ? testExecutable : nil
    }

    /// The entry point's object, compiled only when the entry point or a test
    /// module it lists changed: it was half of every link after an edit.
    private func compileEntryPoint(_ source: String, listing xctest: [VerificationUnit]) -> String? {
        let object = "\(folder)/PlaybookTestsMain.o"
        // Swift 5 mode: a list of a `@MainActor` test class's methods is what SwiftPM's own list is, not a data race.
        let arguments =
            [
                "-Onone", "-parse-as-library", "-swift-version", "5", "-module-name", "PlaybookTestsMain", "-I", folder,
                "-c", "-o", object,
            ] + (compiler.settings.hasModules ? compiler.support.moduleSearchArguments() : []) + [source]
        let stamp = CompileStamp(
            path: "\(folder)/PlaybookTestsMain.stamp", arguments: arguments,
            context: stampContext(searchesSupport: compiler.settings.hasModules),
            inputs: [source] + xctest.map { "\(folder)/\($0.targetName)Tests.swiftmodule" }, outputs: [object]
        )
        let digest = stamp.digest()
        if compiler.useCache, stamp.match(digest) != nil { return object }
        stamp.remove()
        let output = compiler.compile(arguments, name: "PlaybookTestsMain", in: folder)
        guard output.succeeded else { return nil }
        if output.text.isEmpty { stamp.record(digest) }
        return object
    }

    /// The entry point SwiftPM gives a test product, with the XCTest cases of `xctest` listed.
    static func entryPoint(xctest: [(unit: VerificationUnit, cases: [XCTestDiscovery.TestCase])]) -> String {
        guard !xctest.isEmpty else {
            return """
                // Generated by playbook verify: the entry point SwiftPM gives a test product.
                import Testing

                @main struct PlaybookTestsMain {
                    static func main() async { await Testing.__swiftPMEntryPoint() as Never }
                }

                """
        }
        let imports = xctest.map { "@testable import \($0.unit.targetName)Tests\n" }.joined()
        let entries = xctest.flatMap { unit, cases in
            cases.map { testCase in
                let type = "\(unit.targetName)Tests.\(testCase.className)"
                let methods = testCase.methods.map { method in
                    "(\"\(method.name)\", "
                        + "\(method.isAsync ? "asyncTest(\(type).\(method.name))" : "\(type).\(method.name)"))"
                }
                return "            testCase([\(methods.joined(separator: ", "))]),\n"
            }
        }.joined()
        return """
            // Generated by playbook verify: the entry point SwiftPM gives a test product.
            import Testing
            import XCTest
            \(imports)
            @main struct PlaybookTestsMain {
                @_silgen_name("$ss13_runAsyncMainyyyyYaKcF")
                private static func runAsyncMain(_ body: @Sendable @escaping () async throws -> ())

                static func main() {
                    let arguments = CommandLine.arguments
                    if let flag = arguments.firstIndex(of: "--testing-library"), flag + 1 < arguments.count, \
            arguments[flag + 1] == "xctest" {
                        XCTMain([
            \(entries)            ])
                    }
                    runAsyncMain { await Testing.__swiftPMEntryPoint() as Never }
                }
            }

            """
    }

    /// What a unit's objects need at link time: the support modules' library or objects.
    func linkArguments() -> [String] {
        guard compiler.settings.hasModules else { return [] }
        guard compiler.support.needsSwiftPMForModules else {
            return compiler.settings.modules.map { "\(compiler.support.folderModulesPath)/\($0.moduleName).o" }
        }
        let build = compiler.writer.path(".build/debug")
        return ["-L", build, "-l\(GeneratedPackage.supportLibrary)", "-Xlinker", "-rpath=\(build)"]
    }
}
