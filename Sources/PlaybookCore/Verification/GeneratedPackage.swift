/// The SwiftPM package that verification compiles, as a map from relative
/// path to contents. Pure: `PackageWriter` puts it on disk.
///
/// Every unit's files live under `Units/<target>/`; the manifest names only
/// the units that need SwiftPM (those with tests to run), while typechecking
/// reads the same files directly with `swiftc`.
public struct GeneratedPackage: Sendable, Equatable {
    /// Target that depends on every support module, so one build makes them all importable.
    public static let modulesTarget = "PlaybookModules"
    public static let unitsFolder = "Units"
    /// Dynamic library of the support modules and their dependencies, which directly built tests link.
    public static let supportLibrary = "PlaybookSupport"

    /// A folder of Swift files compiled as a module of its own.
    public struct ModuleFolder: Sendable, Equatable, Hashable {
        public var moduleName: String
        /// The folder as the config names it, for mapping diagnostics back.
        public var folder: String
        public var files: [String: String]
        /// Support modules are imported into every unit; substitutes only where a block imports them.
        public var exportedToUnits: Bool
    }

    public struct Settings: Sendable, Equatable {
        public var languageMode: Int
        public var modules: [ModuleFolder]
        /// Substitutes backed by a package: module name → products to re-export.
        public var packageSubstitutes: [String: [String]]
        public var dependencies: [PlaybookConfig.PackageDependency]
        /// Modules every block imports without writing it (config `imports`).
        public var imports: [String]
        /// A page's own narrower set, by guide: see `pageImports(implicit:products:blocks:)`.
        public var importsByGuide: [String: [String]] = [:]
        /// For the doc comments of a module's source file: that module, imported
        /// `@testable` so examples of internal symbols resolve as in the module.
        public var testableImportByGuide: [String: String] = [:]
        /// The config's `setup` files by name: compiled into every unit, beside its blocks.
        public var setupFiles: [String: String] = [:]
        /// Whether `#Preview` is compiled as a call of the built-in SwiftUI's
        /// `Preview` function, the macro being unavailable without Xcode.
        public var previewsAsCalls = false
        /// Whether a unit failing Swift 6's data-race checks is checked again in Swift 5 (no mode in the config).
        public var checksSwift5Again = false
        /// The guides' code's default isolation (config `defaultIsolation`); nil leaves the compiler's.
        public var defaultIsolation: String?

        /// The compiler's arguments for `defaultIsolation`, given to the units' code alone.
        var isolationArguments: [String] { defaultIsolation.map { ["-default-isolation", $0] } ?? [] }
        /// Products declaring the same API for different versions of something: a block imports one of each group.
        var parallelProducts = ParallelProducts()

        public init(
            languageMode: Int = 6, modules: [ModuleFolder] = [],
            packageSubstitutes: [String: [String]] = [:], dependencies: [PlaybookConfig.PackageDependency] = [],
            imports: [String] = []
        ) {
            self.languageMode = languageMode
            self.modules = modules
            self.packageSubstitutes = packageSubstitutes
            self.dependencies = dependencies
            self.imports = imports
        }

        /// The modules a block of `guide` imports without writing them.
        func imports(forGuide guide: String) -> [String] {
            importsByGuide[guide] ?? imports
        }

        /// What each file of `unit` imports: its page's imports, and the products a twin imports for its fragments.
        func imports(for unit: VerificationUnit) -> [String] {
            (imports(forGuide: unit.guide) + unit.dependencyImports.map(\.module)).uniqued()
        }

        /// Each page that imports some of the dependencies' products itself
        /// (`import DequeModule`) keeps every product implicitly but the
        /// umbrellas that re-export what it names (`Collections`, whose
        /// `Deque` beside `DequeModule.Deque` would be ambiguous), and, for a
        /// page naming an umbrella, the products it re-exports (`Collections`
        /// restates `BitCollections`' initializers, so both are ambiguous).
        /// `reexports(umbrella, named)` tells whether a product re-exports another.
        /// Of parallel products, every page keeps one (see `ParallelProducts`).
        static func pageImports(
            implicit: [String], products: Set<String>, blocks: [PreparedBlock], ownModules: [String: String] = [:],
            parallel: ParallelProducts = ParallelProducts(), reexports: (String, String) -> Bool
        ) -> [String: [String]] {
            // The doc comments of a module's file name their module as an import would.
            var named: [String: Set<String>] = ownModules.mapValues { [$0] }
            for block in blocks {
                let own = block.analysis.imports.intersection(products)
                if !own.isEmpty { named[block.id.guide, default: []].formUnion(own) }
            }
            var imports = named.mapValues { own in
                implicit.filter { module in
                    !products.contains(module) || own.contains(module)
                        || !own.contains { reexports(module, $0) || reexports($0, module) }
                }
            }
            guard !parallel.groups.isEmpty else { return imports }
            for guide in Set(blocks.map(\.id.guide)).union(named.keys) {
                imports[guide] = parallel.imports(implicit: imports[guide] ?? implicit, own: named[guide] ?? [])
            }
            return imports
        }

        /// Names of every module built before units: support, substitutes, package substitutes.
        var builtModules: [String] {
            (modules.map(\.moduleName) + packageSubstitutes.keys).sorted()
        }

        var hasModules: Bool { !builtModules.isEmpty || !dependencies.isEmpty }
    }

    public var files: [String: String]

    /// The file a block's `#sourceLocation` names: `<unit target>/<guide
    /// path>`, with what a string literal or a `file:line:` diagnostic
    /// cannot carry (`"`, `\`, control characters such as a tab or a line
    /// break, and `%` itself) percent-encoded. `guide(fromSourceLocation:)` reads it back.
    static func sourceLocationFile(unit: VerificationUnit, guide: String) -> String {
        var encoded = ""
        for scalar in guide.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || "\"\\%".unicodeScalars.contains(scalar) {
                encoded += "%" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
            } else {
                encoded.unicodeScalars.append(scalar)
            }
        }
        return "\(unit.targetName)/\(encoded)"
    }

    /// The guide path a `sourceLocationFile` names, after its target's `/`.
    static func guide(fromSourceLocation encoded: String) -> String {
        guard encoded.contains("%") else { return encoded }
        var bytes: [UInt8] = []
        var utf8 = Array(encoded.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The generated file name of a block: unique within a unit, stable across runs.
    public static func fileName(for id: BlockID) -> String {
        let stem = id.guide.split(separator: ".").dropLast().joined(separator: ".")
        let safe = (stem.isEmpty ? id.guide : stem).map { $0.isLetter || $0.isNumber ? $0 : "_" }
        return "\(String(safe))_\(id.index).swift"
    }

    /// The unit's files: `Sources/…` for module code, `Tests/…` for test code.
    public static func unitFiles(
        _ unit: VerificationUnit, blocks: [BlockID: PreparedBlock], settings: Settings
    ) -> [String: String] {
        let root = "\(unitsFolder)/\(unit.targetName)"
        var files: [String: String] = [:]
        let exported = settings.modules.filter(\.exportedToUnits).map(\.moduleName)
        // Always present, so a unit of test code alone still has a module to test.
        // Importing Foundation here stands for the rest of a real module: its
        // extension members (`localizedDescription`) are visible in every file.
        let givesValues =
            !unit.givenNames.isEmpty
            || unit.members.contains {
                blocks[$0.block]?.code.containsBytes(CodeNormalizer.givenValueFunction) == true
            }
        files["\(root)/Sources/_PlaybookUnit.swift"] =
            "// Generated by playbook verify.\nimport Foundation\n"
            + exported.map { "@_exported import \($0)\n" }.joined()
            + (givesValues ? givenValueFunction : "")
        if !unit.givenNames.isEmpty || !unit.standInTypes.isEmpty {
            // With the blocks' imports of the dependencies, so the type is the one their code would name.
            let products = Set(settings.dependencies.flatMap(\.products))
            let imported = unit.members.flatMap { blocks[$0.block]?.analysis.imports.intersection(products) ?? [] }
            files["\(root)/Sources/_PlaybookGivenNames.swift"] =
                "// Generated by playbook verify: the values and types the fragments use, given.\n"
                + (settings.imports(for: unit) + imported.sorted()).uniqued()
                .filter { $0 != unit.moduleName }.map { "import \($0)\n" }.joined()
                + (unit.givenNames.contains(where: \.standsIn)
                    ? StandInValue.declaration + StandInValue.members(unit.standInMembers) : "")
                + unit.givenNames.map(\.declaration).joined() + unit.standInTypes.map(\.declaration).joined()
        }
        for (name, contents) in settings.setupFiles {
            files["\(root)/Sources/_PlaybookSetup_\(name)"] = contents
        }
        var scripts: [PreparedBlock] = []
        // The file of each type a block of module code declares: its extensions join it there.
        var fileDeclaring: [String: String] = [:]
        // A type a program's block declares (`struct Captain: Decodable` under a migration) is `main.swift`'s, and so
        // are its extensions.
        let program = "\(root)/Sources/main.swift"
        // A block declaring only types that the program extends (`extension Money: Comparable` beside statements)
        // joins the program as well: Swift synthesizes a conformance (`==`), and lets an extension see `private`
        // members, only in the type's own file, as on the page.
        let extendedByProgram = Set(
            unit.members.compactMap { blocks[$0.block] }.filter(\.isScript).flatMap(\.analysis.extendedTypes))
        let joinsProgram = { (block: PreparedBlock) in
            block.isScript
                || (!block.isTest && block.errorMarks.isEmpty && !block.analysis.declaresMain
                    && !block.analysis.declaredTypes.isEmpty
                    && block.analysis.declaredNames.isSubset(of: block.analysis.declaredTypes)
                    && !extendedByProgram.isDisjoint(with: block.analysis.declaredTypes))
        }
        for member in unit.members {
            guard let block = blocks[member.block], joinsProgram(block) else { continue }
            for type in block.declaredTypes(leavingOut: member.leftOutLines) { fileDeclaring[type] = program }
        }
        for member in unit.members {
            guard let block = blocks[member.block] else { continue }
            if joinsProgram(block) {
                scripts.append(block)
                continue
            }
            if !block.isTest, extendedFile(of: block.analysis, among: fileDeclaring) == program {
                scripts.append(block)
                continue
            }
            let folder = block.isTest ? "Tests" : "Sources"
            var source = source(
                of: block, unit: unit, imports: settings.imports(for: unit),
                testableImport: settings.testableImportByGuide[block.id.guide],
                previewsAsCalls: settings.previewsAsCalls, parallel: settings.parallelProducts
            )
            // Where the guide's statements are the program, they are its entry point, not a `@main` type.
            if block.analysis.declaresMain, isProgram(unit, blocks: blocks) { source = withoutMainAttribute(source) }
            if !block.isTest, let host = extendedFile(of: block.analysis, among: fileDeclaring) {
                files[host, default: ""] += source
                continue
            }
            let file = "\(root)/\(folder)/\(fileName(for: member.block))"
            files[file] = source
            if !block.isTest {
                for type in block.declaredTypes(leavingOut: member.leftOutLines) { fileDeclaring[type] = file }
            }
        }
        if !scripts.isEmpty {
            files[program] = Self.program(
                of: inProgramOrder(scripts, unit: unit), unit: unit, imports: settings.imports(for: unit),
                testableImport: settings.testableImportByGuide[unit.guide], previewsAsCalls: settings.previewsAsCalls,
                parallel: settings.parallelProducts
            )
        }
        let leveled = unit.members.reduce(into: Set<String>()) { modules, member in
            if let block = blocks[member.block] {
                modules.formUnion(ImportFinder.modulesImportedWithAccessLevel(in: block.code))
            }
        }
        return leveled.isEmpty ? files : files.mapValues { importingAtLevels($0, of: leveled) }
    }

    /// A file's own imports of the `leveled` modules, which a block imports with an access level
    /// (`internal import SwiftSyntax`): Swift finds a plain `import SwiftSyntax` elsewhere in the module ambiguous,
    /// so Playbook's plain imports of them before the file's code become `public import`, which hides nothing from
    /// the code, or a blank line (line numbers stay) in a file whose code imports the module itself.
    static func importingAtLevels(_ file: String, of leveled: Set<String>) -> String {
        var lines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let code = lines.firstIndex { $0.hasPrefix("#sourceLocation(file:") } ?? lines.count
        let ownLeveled = ImportFinder.modulesImportedWithAccessLevel(in: lines[code...].joined(separator: "\n"))
        for index in lines[..<code].indices where lines[index].hasPrefix("import ") {
            let module = String(lines[index].dropFirst("import ".count))
            guard leveled.contains(module) else { continue }
            lines[index] = ownLeveled.contains(module) ? "" : "public import \(module)"
        }
        return lines.joined(separator: "\n")
    }

    /// The file an extensions-only block joins: the one declaring the types it
    /// extends, as on the page, where an extension sees the type's private
    /// members (`CodingKeys`) and may take a synthesized conformance (`Codable`),
    /// which Swift allows only in the file declaring the type.
    static func extendedFile(of analysis: SwiftBlockAnalysis, among fileDeclaring: [String: String]) -> String? {
        guard analysis.shape == .declarations, analysis.declaredNames.isEmpty, analysis.declaredTypes.isEmpty,
            let first = analysis.extendedTypes.first, let file = fileDeclaring[first],
            analysis.extendedTypes.allSatisfy({ fileDeclaring[$0] == file })
        else { return nil }
        return file
    }

    /// A block's code as `unit` compiles it: its `// Error` lines blanked
    /// (same length, so columns still map), except in the unit that checks they
    /// fail, and so are the declarations the unit leaves out for later versions.
    static func code(of block: PreparedBlock, in unit: VerificationUnit) -> String {
        if unit.expectedError == block.id, block.isScript, block.analysis.shape == .statements,
            let body = asBody(block.code)
        {
            return body
        }
        var blanked = unit.expectedError == block.id ? [] : block.errorLines
        for lines in unit.linesLeftOut(of: block.id) {
            blanked.formUnion(lines)
        }
        let spans = Dictionary(grouping: unit.spansLeftOut(of: block.id), by: \.line)
        guard !blanked.isEmpty || !spans.isEmpty else { return block.code }
        return block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
            if blanked.contains(offset + 1) { return String(repeating: " ", count: line.utf8.count) }
            guard let parts = spans[offset + 1] else { return String(line) }
            // Blanked byte for byte, so every column after the span stays where it was.
            var bytes = Array(line.utf8)
            for part in parts {
                for column in part.columns where column < bytes.count { bytes[column] = UInt8(ascii: " ") }
            }
            return String(decoding: bytes, as: UTF8.self)
        }.joined(separator: "\n")
    }

    /// Statements indented as a function's body (every line of code at least four spaces in; comments, such as
    /// the compiler's drawing pasted under a line, may start at the margin) are that body: in a `do` they are
    /// locals, as the doc means, where the program's top level makes them globals, which the compiler checks
    /// otherwise (a noncopyable global cannot be consumed). The `do {` takes the first line's indentation, so no
    /// line or column moves. Nil for code not so indented.
    static func asBody(_ code: String) -> String? {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let codeLines = lines.indices.filter {
            let text = lines[$0].drop { $0 == " " }
            return !text.isEmpty && !text.hasPrefix("//")
        }
        guard let first = codeLines.first, codeLines.allSatisfy({ lines[$0].hasPrefix("    ") }) else { return nil }
        lines[first] = "do {" + lines[first].dropFirst(4)
        return lines.joined(separator: "\n") + "\n}\n"
    }

    /// Each line that starts a `#Preview` made a declaration calling the
    /// stand-in's `Preview`, named after its guide line so that several in one
    /// file differ. Only that line's columns move; the body's lines are unchanged.
    static func withPreviewsAsCalls(_ code: String, firstLine: Int) -> String {
        guard code.containsBytes("#Preview") else { return code }
        return code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indent.count)
            guard rest.hasPrefix("#Preview"), rest.dropFirst(8).first.map({ " ({".contains($0) }) ?? true else {
                return String(line)
            }
            return indent + "private let _preview\(firstLine + offset) = Preview" + rest.dropFirst(8)
        }.joined(separator: "\n")
    }

    /// `@main` blanked out (same length, so columns still map).
    static func withoutMainAttribute(_ source: String) -> String {
        source.containsBytes("@main") ? source.replacingOccurrences(of: "@main", with: "     ") : source
    }

    /// Whether the unit compiles to a program: it has statements to run.
    public static func isProgram(_ unit: VerificationUnit, blocks: [BlockID: PreparedBlock]) -> Bool {
        unit.members.contains { blocks[$0.block]?.isScript == true }
    }

    /// What the program prints, then `<block index>.<statement>`, after a
    /// statement whose output a comment promises: the output since the
    /// previous mark is that statement's. It starts with a control character
    /// no guide prints.
    static let outputMarker = "\u{1E}playbook-check "

    /// What follows `outputMarker` after the last line of the program's n-th script block (`end 2`): the run
    /// went through that block whole. Counted by place in the program, not by index, since a block borrowed
    /// from another page may share a local block's index. It cuts no statement's output (`ProgramRun.segments`).
    static let endLabel = "end "

    /// What follows `outputMarker` after a statement whose output comment may be prose (`tentative 0.3`): one with
    /// no `Prints`, or `// prints the total`. Its mark cuts no other statement's output either.
    static let tentativeLabel = "tentative "

    /// What follows `outputMarker` after a statement whose comment gives a variable's value (`value 0.3 10`): the
    /// label, then the value as Swift writes it. It cuts no output.
    static let valueLabel = "value "

    /// What follows `outputMarker` before a statement whose output one `Prints` promises (`begin 0.3`): what the
    /// statement prints itself runs from there to its mark (`ProgramRun.ownOutput(of:)`). It cuts no output.
    static let beginLabel = "begin "

    /// The blocks of a program in the order it runs them: values borrowed from another page first, as the reader
    /// met them there before.
    static func inProgramOrder(_ blocks: [PreparedBlock], unit: VerificationUnit) -> [PreparedBlock] {
        let borrowed = Set(unit.members.filter { $0.borrowedFor != nil }.map(\.block))
        return blocks.filter { borrowed.contains($0.id) } + blocks.filter { !borrowed.contains($0.id) }
    }

    /// The unit's script blocks as one `main.swift`, in guide order, each
    /// between `#sourceLocation` lines. After every statement with a
    /// `// Prints` comment, a line prints its mark; a `#sourceLocation`
    /// after it keeps the guide's line numbers. After each script block, past
    /// its `#sourceLocation()`, a line prints its end mark (`endLabel`): outside
    /// the guide's lines, the "will never be executed" a block ending in a trap
    /// (a top-level `return`) earns it is generated code's, which no block is told.
    static func program(
        of scripts: [PreparedBlock], unit: VerificationUnit, imports: [String] = [], testableImport: String? = nil,
        previewsAsCalls: Bool = false, parallel: ParallelProducts = ParallelProducts()
    ) -> String {
        var text = "// Generated by playbook verify: the guide's statements, in guide order.\n"
        let ruledOut = parallel.ruledOut(byImports: Set(scripts.flatMap(\.analysis.imports)))
        text += imports.filter { $0 != unit.moduleName && !ruledOut.contains($0) }.map { "import \($0)\n" }.joined()
        if let testableImport { text += "@testable import \(testableImport)\n" }
        if scripts.contains(where: { unit.expectations(of: $0).contains { $0.expression != nil } }) {
            text += ShownExpression.shownFunction + "\n"
        }
        if scripts.contains(where: { unit.expectations(of: $0).contains { $0.value != nil && $0.expression == nil } }) {
            text += ShownExpression.valueFunction + "\n"
        }
        let marker = outputMarker.unicodeScalars.map {
            $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}"
        }.joined()
        var ended = 0
        // Not where `Task` is the page's own type, nor in a program that waits on a run loop or a semaphore, which
        // an `await` at its top level would make asynchronous.
        let awaitsTasks = !scripts.contains { block in
            block.analysis.declaredNames.contains("Task")
                || ["RunLoop", "dispatchMain", "DispatchSemaphore", "semaphore"].contains {
                    block.code.containsBytes($0)
                }
        }
        // A name the page gives a type or a function as well is no value to show.
        let notValues = Set(
            scripts.flatMap { block in block.analysis.declaredTypes + block.analysis.declaredFunctionNames })
        for block in scripts {
            let location = sourceLocationFile(unit: unit, guide: block.id.guide)
            let first = block.sourceMap.firstGuideLine
            // What each mark prints after its statement's last line: its label, and for a value a comment gives,
            // the value as Swift writes it.
            var marks: [Int: [String]] = [:]
            // Where a quoted output is promised: a task ending there is awaited (`AwaitedTasks`).
            var promised: Set<Int> = []
            // Expressions whose values comments give, each passed where it stands to the function showing it.
            var shown: [(expression: ShownExpression, label: String)] = []
            let expectations = unit.expectations(of: block)
            for expectation in expectations {
                guard let statement = block.script?.statements[expectation.statement] else { continue }
                let place = "\(block.id.index).\(expectation.statement)"
                if let value = expectation.value {
                    // A statement the unit blanks (a marked error) declares nothing to show.
                    guard block.errorLines.isDisjoint(with: 1...statement.lastLine) || unit.expectedError == block.id,
                        !notValues.contains(value)
                    else { continue }
                    if let expression = expectation.expression {
                        shown.append((expression, "\(marker)\(valueLabel)\(place) = "))
                        continue
                    }
                    marks[statement.lastLine, default: []].append(
                        "\(marker)\(valueLabel)\(place) \(value) \\(playbookValue(\(value)))")
                    continue
                }
                marks[statement.lastLine, default: []].append(
                    marker + (expectation.mayBeProse ? tentativeLabel : "") + place)
                if !expectation.mayBeProse { promised.insert(statement.lastLine) }
            }
            // Where a statement alone on its lines begins, so what it prints itself is told from what the
            // statements before it printed.
            for (index, statement) in (block.script?.statements ?? []).enumerated()
            where Self.promisesItsOwnOutput(statement: index, of: block, expectations: expectations) {
                marks[statement.firstLine - 1, default: []].append("\(marker)\(beginLabel)\(block.id.index).\(index)")
            }
            if block.analysis.usesObservable, !block.analysis.imports.contains("Observation") {
                text += "import Observation\n"
            }
            if block.analysis.usesFoundationNetworking { text += foundationNetworkingImport + "\n" }
            text += "#sourceLocation(file: \"\(location)\", line: \(first))\n"
            var written = code(of: block, in: unit)
            if previewsAsCalls { written = withPreviewsAsCalls(written, firstLine: first) }
            if awaitsTasks { written = AwaitedTasks.awaiting(written, endingOn: promised) }
            var lines = written.split(separator: "\n", omittingEmptySubsequences: false)
            // From the last, so a wrapped expression moves none still to wrap on its line.
            for (expression, label) in shown.sorted(by: { ($0.0.line, $0.0.column) > ($1.0.line, $1.0.column) }) {
                lines = expression.shown(in: lines, label: label) ?? lines
            }
            for mark in marks[0] ?? [] {
                text += "print(\"\(mark)\")\n"
                text += "#sourceLocation(file: \"\(location)\", line: \(first))\n"
            }
            for (offset, line) in lines.enumerated() {
                text += line + "\n"
                for mark in marks[offset + 1] ?? [] {
                    text += "print(\"\(mark)\")\n"
                    text += "#sourceLocation(file: \"\(location)\", line: \(first + offset + 1))\n"
                }
            }
            text += "#sourceLocation()\n"
            if block.isScript {
                text += "print(\"\(marker)\(endLabel)\(ended)\")\n"
                ended += 1
            }
        }
        return text
    }

    /// Whether the statement at `index` of `block` is one whose output exactly one `Prints` promises, alone on
    /// its lines (no statement before it ends on its first line): what it prints itself can be told apart.
    static func promisesItsOwnOutput(
        statement index: Int, of block: PreparedBlock, expectations: [ScriptAnalyzer.Expectation]
    ) -> Bool {
        guard let statements = block.script?.statements, statements.indices.contains(index) else { return false }
        let promises = expectations.filter { $0.statement == index }
        guard promises.count == 1, let promise = promises.first, promise.value == nil, !promise.mayBeProse,
            !promise.isCounted, !promise.isShownApart
        else { return false }
        return index == 0 || statements[index - 1].lastLine < statements[index].firstLine
    }

    /// URL loading where Foundation keeps it apart (Linux), nothing where it does not.
    static let foundationNetworkingImport = "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"

    /// A block's code between `#sourceLocation` lines, so the compiler and the
    /// test libraries report the guide's own lines. The file name carries the
    /// unit's target, telling apart units that share a block.
    static func source(
        of block: PreparedBlock, unit: VerificationUnit, imports: [String] = [], testableImport: String? = nil,
        previewsAsCalls: Bool = false, parallel: ParallelProducts = ParallelProducts()
    ) -> String {
        // A block importing one of parallel products means it, not the page's choice.
        let ruledOut = parallel.ruledOut(byImports: block.analysis.imports)
        var prelude = imports.filter {
            $0 != unit.moduleName && !block.analysis.imports.contains($0) && !ruledOut.contains($0)
        }.map { "import \($0)" }
        if block.analysis.usesObservable, !block.analysis.imports.contains("Observation") {
            prelude.append("import Observation")
        }
        if block.analysis.usesXCTest { prelude.append("import XCTest") }
        if block.analysis.usesFoundationNetworking { prelude.append(foundationNetworkingImport) }
        if block.analysis.usesSwiftTesting, !block.analysis.imports.contains("Testing") {
            prelude.append("import Testing")
        }
        if block.isTest, !block.analysis.imports.contains(unit.moduleName) {
            prelude.append("@testable import \(unit.moduleName)")
        }
        if let module = testableImport {
            prelude.append("@testable import \(module)")
        }
        var written = code(of: block, in: unit)
        if previewsAsCalls { written = withPreviewsAsCalls(written, firstLine: block.sourceMap.firstGuideLine) }
        let code = written.hasSuffix("\n") ? written : written + "\n"
        let location = sourceLocationFile(unit: unit, guide: block.id.guide)
        return prelude.map { $0 + "\n" }.joined()
            + "#sourceLocation(file: \"\(location)\", line: \(block.sourceMap.firstGuideLine))\n"
            + code
            + "#sourceLocation()\n"
    }

    /// The package: module folders, every unit's files, and a manifest whose
    /// targets are the modules plus the units in `testedUnits`.
    public init(
        settings: Settings, units: [VerificationUnit], testedUnits: Set<String>,
        blocks: [String: [BlockID: PreparedBlock]]
    ) {
        var files: [String: String] = [:]
        for module in settings.modules {
            for (name, contents) in module.files { files["Modules/\(module.moduleName)/\(name)"] = contents }
        }
        for (name, products) in settings.packageSubstitutes {
            files["Modules/\(name)/Reexport.swift"] = products.map { "@_exported import \($0)\n" }.joined()
        }
        files["Modules/\(Self.modulesTarget)/Modules.swift"] =
            "// Depends on every module the units may import, so one build makes them all.\n"
            + settings.builtModules.map { "import \($0)\n" }.joined()
        var tested: [VerificationUnit] = []
        for unit in units {
            files.merge(Self.unitFiles(unit, blocks: blocks[unit.sample] ?? [:], settings: settings)) { _, new in new }
            if testedUnits.contains(unit.id) { tested.append(unit) }
        }
        let sampleBlocks = { (unit: VerificationUnit) in blocks[unit.sample] ?? [:] }
        files["Package.swift"] = Self.manifest(
            settings: settings, testedUnits: tested,
            programs: Set(tested.filter { Self.isProgram($0, blocks: sampleBlocks($0)) }.map(\.id)),
            testing: Set(
                tested.filter { unit in unit.members.contains { sampleBlocks(unit)[$0.block]?.isTest == true } }.map(
                    \.id))
        )
        self.files = files
    }

    /// `testedUnits` become targets: `programs` executable ones, and those in `testing` get their test target.
    static func manifest(
        settings: Settings, testedUnits: [VerificationUnit], programs: Set<String> = [], testing: Set<String>? = nil
    ) -> String {
        let testing = testing ?? Set(testedUnits.map(\.id))
        let products = settings.dependencies.flatMap { dependency in
            dependency.products.map {
                ".product(name: \(quoted($0)), package: \(quoted(packageIdentity(dependency.path ?? dependency.url))))"
            }
        }
        let moduleNames = settings.builtModules.map(quoted)
        let isolationFlags = settings.isolationArguments.map(quoted).joined(separator: ", ")
        var targets: [String] = []
        for module in settings.builtModules {
            targets.append(
                ".target(name: \(quoted(module)), dependencies: [\(products.joined(separator: ", "))], path: "
                    + "\(quoted("Modules/\(module)")))"
            )
        }
        targets.append(
            ".target(name: \(quoted(modulesTarget)), dependencies: "
                + "[\((moduleNames + products).joined(separator: ", "))], path: \(quoted("Modules/\(modulesTarget)")))"
        )
        for unit in testedUnits {
            let root = "\(unitsFolder)/\(unit.targetName)"
            let kind = programs.contains(unit.id) ? ".executableTarget" : ".target"
            // Only the tests see the unit under the guides' module name: the
            // compiler rejects an alias for the module being compiled.
            let unitSettings =
                (unit.languageMode.map { [".swiftLanguageMode(.v\($0))"] } ?? [])
                + (settings.isolationArguments.isEmpty ? [] : [".unsafeFlags([\(isolationFlags)])"])
            let mode = unitSettings.isEmpty ? "" : ", swiftSettings: [\(unitSettings.joined(separator: ", "))]"
            targets.append(
                "\(kind)(name: \(quoted(unit.targetName)), dependencies: "
                    + "[\((moduleNames + products).joined(separator: ", "))], "
                    + "path: \(quoted("\(root)/Sources"))\(mode))"
            )
            guard testing.contains(unit.id) else { continue }
            let testFlags =
                ["\"-module-alias\"", quoted("\(unit.moduleName)=\(unit.targetName)")]
                + settings.isolationArguments.map(quoted)
            targets.append(
                ".testTarget(name: \(quoted(unit.targetName + "Tests")), dependencies: [\(quoted(unit.targetName))], "
                    + "path: \(quoted("\(root)/Tests")), "
                    + "swiftSettings: [.unsafeFlags([\(testFlags.joined(separator: ", "))])])"
            )
        }
        let dependencies = settings.dependencies.map { dependency in
            let traits = dependency.traits.map { ", traits: [\($0.map(quoted).joined(separator: ", "))]" } ?? ""
            return dependency.path.map { ".package(path: \(quoted($0))\(traits))" }
                ?? ".package(url: \(quoted(dependency.url)), "
                + (dependency.followsLocalPackage
                    ? "\"0.0.0\"..<\"10000.0.0\"" : "from: \(quoted(dependency.version))") + "\(traits))"
        }
        // Traits on a dependency need tools 6.1; other manifests keep 6.0, which older toolchains read too.
        let toolsVersion = settings.dependencies.contains { $0.traits != nil } ? "6.1" : "6.0"
        return """
            // swift-tools-version: \(toolsVersion)
            // Generated by playbook verify; rewritten on every run.
            import PackageDescription

            let package = Package(
                name: "\(packageName)",
                platforms: [.macOS(.v14)],
                products: [.library(name: \(quoted(supportLibrary)), type: .dynamic, targets: \
            [\(quoted(modulesTarget))])],
                dependencies: [
                    \(dependencies.joined(separator: ",\n        "))
                ],
                targets: [
                    \(targets.joined(separator: ",\n        "))
                ],
                swiftLanguageModes: [.v\(settings.languageMode)]
            )

            """
    }

    /// What a value a doc leaves to the reader stands for (see `CodeNormalizer.givenValues`).
    static let givenValueFunction =
        "func \(CodeNormalizer.givenValueFunction)<T>() -> T { fatalError(\"\(CodeNormalizer.givenValueTrap)\") }\n"

    /// The generated package's name, which `package` declarations in guides belong to.
    static let packageName = "PlaybookVerification"

    /// SwiftPM's identity for a package URL: its last path component, lowercased, without `.git`.
    static func packageIdentity(_ url: String) -> String {
        var last = url.split(separator: "/").last.map(String.init) ?? url
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
