import SwiftParser
import SwiftSyntax

/// Instantiates and analyses every Swift block for one sample, and decides
/// how far each can be verified. Pure: no compiler, no disk.
public struct BlockPreparer: Sendable {
    public var instantiator: Instantiator
    public var sampleName: String
    public var modules: ModuleAvailability
    /// Treat undeclared look-alike placeholders as errors.
    public var strict: Bool
    /// Earlier runs' analyses, when the caller keeps them.
    public var analyses: AnalysisCache?

    public init(
        instantiator: Instantiator, sampleName: String, modules: ModuleAvailability, strict: Bool,
        analyses: AnalysisCache? = nil
    ) {
        self.instantiator = instantiator
        self.sampleName = sampleName
        self.modules = modules
        self.strict = strict
        self.analyses = analyses
    }

    /// Prepares `block`; with a `host`, the block is members shown without
    /// their type and is compiled inside `extension Host { … }`, its lines unmoved.
    /// Statements in test code (`XCTAssertEqual(model.count, 1)` at the top
    /// level) are a test's body: plain ones are compiled as the body of a
    /// function of the test target, never called.
    public func prepare(_ block: CodeBlock, in guide: Guide, host: String? = nil) -> PreparedBlock {
        let prepared = prepare(block, in: guide, host: host, asTestBody: false, adopting: nil)
        guard prepared.disposition == Self.statementsInTestCode, ScriptAnalyzer.arePlainStatements(prepared.code)
        else { return prepared }
        let body = prepare(block, in: guide, host: nil, asTestBody: true, adopting: nil)
        return body.disposition == .compile ? body : prepared
    }

    /// Prepares stored properties shown without their type, which no
    /// extension can hold (`@Option var count: Int?`), as the members of a
    /// struct of their own (a class for `@Published` ones), named after the block: typechecked, so what they
    /// name and their property wrappers' initializers are checked against the API.
    func prepareAsMembersOfTheirOwn(_ block: CodeBlock, in guide: Guide) -> PreparedBlock {
        var prepared = prepare(block, in: guide, host: nil, asTestBody: false, adopting: nil, ownStruct: true)
        let holder = SwiftBlockAnalyzer.wrapsPropertiesOnlyAClassHolds(block.code) ? "class" : "struct"
        prepared.notes.append("stored properties shown without their type: typechecked as a \(holder) of their own")
        return prepared
    }

    /// Prepares statements that call `names`, static members of the package's
    /// protocol `adopted`, bare (`describe("…") { it("…") { … } }` of a test
    /// library's `SyncDSLUser`), as the body of a static function of an
    /// extension of the protocol, where a type adopting it holds them: typechecked, not run.
    func prepare(_ block: CodeBlock, in guide: Guide, adopting adopted: String, for names: [String]) -> PreparedBlock {
        var prepared = prepare(block, in: guide, host: nil, asTestBody: false, adopting: adopted)
        let adoption =
            "statements calling \(DocGap.listed(names)) of `\(adopted)` bare, as a type adopting it does: "
            + "typechecked in a static function of an extension of it, not run"
        prepared.adoption = adoption
        prepared.notes.append(adoption)
        return prepared
    }

    /// Prepares functions shown alone that use the program's top-level values (`func visit() { visits += 1 }`
    /// after a block's `var visits = 0`) as the program's own: run in its main file, where those values are seen.
    func prepareAsProgram(_ block: CodeBlock, in guide: Guide) -> PreparedBlock {
        var prepared = prepare(block, in: guide, host: nil, asTestBody: false, adopting: nil, asProgram: true)
        if prepared.isScript {
            prepared.notes.append("functions using the program's top-level values: compiled in its main file")
        }
        return prepared
    }

    static let statementsInTestCode = PreparedBlock.Disposition.syntaxOnly(reason: "statements in test code")

    static let membersOutsideAType = PreparedBlock.Disposition.syntaxOnly(reason: "members outside a type")

    /// What a block's code is compiled inside, if anything: members in an
    /// extension of their `host`, or stored ones as a struct of their own
    /// (`ownStruct`) named after the block, a class where a property wrapper
    /// works only in one (`@Published`); a protocol adopter's statements in a static
    /// function of an extension of the protocol (`adopting`), named after the
    /// block at `blockIndex`; a test's statements in a function of a type
    /// (a loose function reads as a member shown alone) named after the block
    /// at `index`, so that two such bodies in one test target do not clash.
    /// Either function is `async` only when the statements wait, as a
    /// reader's code holding them would be.
    private static func enclosing(
        host: String?, testBodyOf index: Int?, adopting: String?, ownStruct: Bool, blockIndex: Int, code: String
    ) -> (
        opening: String, closing: String
    )? {
        if let host { return ("extension \(host) { ", "}\n") }
        if ownStruct, SwiftBlockAnalyzer.wrapsPropertiesOnlyAClassHolds(code) {
            // Never made: the initializer stands for the reader's, which sets every property.
            return ("final class PlaybookMembers\(blockIndex) { ", "init() { fatalError() } }\n")
        }
        if ownStruct { return ("struct PlaybookMembers\(blockIndex) { ", "}\n") }
        let effects = ScriptAnalyzer.waitsAtTopLevel(code) ? "async throws" : "throws"
        if let adopting {
            return ("extension \(adopting) { static func playbookStatements\(blockIndex)() \(effects) { ", "} }\n")
        }
        guard let index else { return nil }
        return ("@MainActor enum PlaybookTestBody\(index) { static func run() \(effects) { ", "} }\n")
    }

    private func prepare(
        _ block: CodeBlock, in guide: Guide, host: String?, asTestBody: Bool, adopting: String?,
        ownStruct: Bool = false,
        asProgram: Bool = false
    ) -> PreparedBlock {
        if block.code.utf8.count > Self.largestBlock { return tooLarge(block, in: guide) }
        let instantiated = instantiator.instantiate(
            block.code, firstGuideLine: block.contentLine, columnOffset: block.hidden ? 0 : block.column - 1
        )
        var map = instantiated.sourceMap
        // A test's body may return; the program's statements may not, and one that does shows a function's body.
        let normalized = CodeNormalizer.normalize(instantiated.text, returnsStop: !asTestBody && adopting == nil)
        var code = normalized.code
        let ownModuleStandIns = Self.importsOfTheReadersModule(in: code, available: modules)
        if !ownModuleStandIns.modules.isEmpty { code = ownModuleStandIns.code }
        if let enclosing = Self.enclosing(
            host: host, testBodyOf: asTestBody ? block.index : nil, adopting: adopting, ownStruct: ownStruct,
            blockIndex: block.index, code: code)
        {
            code = enclosing.opening + code + (code.hasSuffix("\n") ? "" : "\n") + enclosing.closing
            map = map.prefixingFirstLine(by: enclosing.opening.utf8.count)
        }
        // A whole `@main` program a doc offers to run runs, its `main()` called where its type ends.
        var runsAMainType = false
        if !asTestBody, adopting == nil, host == nil, block.targetFile == nil, !code.containsBytes("import Testing"),
            !code.containsBytes("import XCTest"), !block.has("syntax-only"), !block.has("expect-error"),
            let runnable = MainEntry.runnable(code)
        {
            code = runnable
            runsAMainType = true
        }
        var analysis = analyses?.analysis(of: code) ?? SwiftBlockAnalyzer.analyze(code)
        // Still a program's entry point: a second one on the page is a program of its own.
        if runsAMainType { analysis.declaresMain = true }
        let targetFile = block.targetFile.map(instantiator.fill)
        var diagnostics: [Diagnostic] = []
        for lookAlike in instantiated.lookAlikes {
            diagnostics.append(
                Diagnostic(
                    strict ? .error : .warning,
                    "`\(lookAlike.token)` looks like a placeholder but is not declared in playbook.yml",
                    file: guide.path,
                    line: map.guideLine(lookAlike.line),
                    column: lookAlike.column + map.columnOffset
                ))
        }
        // A template with Xcode's placeholders is parsed, not compiled: its placeholders are not errors.
        let isTemplate = Instantiator.hasEditorPlaceholder(code)
        // Code elided inside an expression (`trimming(while: { ... })`) can be parsed around, not compiled.
        let codeLines = code.split(separator: "\n", omittingEmptySubsequences: false)
        // `Tagged</* What goes here? */, String>`: what the parser misses there, the comment stands for.
        let leftToAComment = analysis.syntaxErrors.isEmpty ? [] : ScriptAnalyzer.linesLeftToAComment(code)
        let elides = { (error: SwiftBlockAnalysis.SyntaxError) in
            Self.isElision(error.message) || Self.isElidedValue(error, lines: codeLines)
                || leftToAComment.contains(error.line)
        }
        let elidedInside = analysis.syntaxErrors.contains(where: elides) || Self.elidesArguments(code)
        // A piece of a `Package.swift` (`.package(url: …, from: …),`) is the manifest's, not a program's.
        let isManifestPiece = Self.isManifestPiece(code)
        // `init<S: Sequence>(S)`, `func contains(Element) -> Bool`: an API outlined in shorthand, not code.
        let isShorthandOutline =
            !analysis.syntaxErrors.isEmpty
            && (analysis.syntaxErrors.allSatisfy { Self.isShorthandParameter($0.message) }
                || ScriptAnalyzer.isSignatureWithoutKeyword(code))
        // `protocol ServiceName.ClientProtocol { … }`: where a generated type lives, outlined; Swift declares no
        // type by a qualified name.
        let isQualifiedNameOutline =
            !analysis.syntaxErrors.isEmpty && analysis.syntaxErrors.allSatisfy { Self.isQualifiedTypeName($0.message) }
        // `public var OTel.Configuration.resourceAttributes: [String: String]`: a member outlined where it lives, as a
        // design document lists the API it adds.
        let isQualifiedMemberOutline =
            !analysis.syntaxErrors.isEmpty
            && analysis.syntaxErrors.allSatisfy { error in
                error.line >= 1 && error.line <= codeLines.count
                    && Self.declaresAMemberByItsQualifiedName(codeLines[error.line - 1])
            }
        // "Here is the first part of the generated code:", then `public struct Foo: Message {` and its first members:
        // the block ends before what it opens is closed. Shown in part, or a `}` forgotten: the code cannot tell.
        let isLeftOpen =
            !analysis.syntaxErrors.isEmpty && Self.endsInsideABody(codeLines)
            && analysis.syntaxErrors.allSatisfy {
                $0.message.hasPrefix("expected '}' to end ") && $0.line >= Self.lastCodeLine(of: codeLines)
            }
        // `extension ServiceName.ClientProtocol { … }` under the page's `protocol ServiceName.ClientProtocol { … }`
        // outline: it extends a type that exists in the outline alone.
        let outlineExtended = Self.outlinedTypeExtended(by: analysis, in: guide, besides: block)
        // `case .reference(let ref): ...`: one case of a `switch` the doc does not show.
        let isCaseAlone =
            !analysis.syntaxErrors.isEmpty
            && analysis.syntaxErrors.allSatisfy { $0.message.hasPrefix("'case' can only appear inside a 'switch'") }
        // `paths: ["/hello/world": .pathItem(…)]`: a call's arguments shown without the call.
        let isArgumentsAlone = !analysis.syntaxErrors.isEmpty && ScriptAnalyzer.isArgumentsAlone(code)
        // `@Suite(.macros([…], record: .all))`: what to add to the declaration the page showed before.
        let isAttributeAlone = !analysis.syntaxErrors.isEmpty && ScriptAnalyzer.isAttributeAlone(code)
        // `#available(<#platform name#> <#version#>, *)`: a placeholder stands where the grammar wants more.
        let atPlaceholder = { (error: SwiftBlockAnalysis.SyntaxError) in
            error.message.contains("editor placeholder")
                || (error.line <= codeLines.count && codeLines[error.line - 1].contains("<#"))
        }
        // `"""` closed left of a line, then `// Error: insufficient indentation …`: the parser's error is the one
        // a comment on its lines marks, saying it or saying only "Error"; the compiler meets it as any marked error.
        let parseMarks =
            analysis.syntaxErrors.isEmpty ? [] : ScriptAnalyzer.errorMarks(in: code).filter { $0.kind != .runtime }
        var forgiven: [Diagnostic] = []
        for error in analysis.syntaxErrors
        where !(isTemplate && atPlaceholder(error)) && !elides(error) && !isManifestPiece && !isShorthandOutline
            && !isQualifiedNameOutline && !isQualifiedMemberOutline && !isCaseAlone && !isArgumentsAlone
            && !isAttributeAlone && !isLeftOpen
        {
            let diagnostic = Diagnostic.error(
                error.message, file: guide.path,
                line: map.guideLine(error.line), column: map.guideColumn(line: error.line, column: error.column))
            // A mark quoting the compiler (`// Error: expected '{'`) says which error; one only saying that the code
            // is wrong (`// This code isn't valid.`) leaves it to the text around the block.
            if parseMarks.contains(where: { $0.lines.contains(error.line) && $0.says(error.message) })
                || (!parseMarks.contains { $0.text.contains(" '") || $0.text.contains("`") }
                    && Self.saysItDoesNotCompile(around: block))
            {
                forgiven.append(diagnostic)
            } else {
                diagnostics.append(diagnostic)
            }
        }
        let isTest =
            analysis.importsTesting || analysis.usesSwiftTesting || analysis.usesXCTest
            || targetFile.map(Self.isTestPath) == true
        var disposition = disposition(block, analysis: analysis, diagnostics: diagnostics, isTest: isTest)
        if asProgram, disposition == Self.membersOutsideAType { disposition = .script }
        if block.languageInferred,
            Self.isMostlyUnparsable(
                analysis.syntaxErrors, lineCount: codeLines.filter { !$0.allSatisfy(\.isWhitespace) }.count)
                || Self.isDrawing(analysis.syntaxErrors)
                || (!analysis.syntaxErrors.isEmpty && (Self.namesNothing(code) || Self.opensWithAShellPrompt(code))),
            !elidedInside, !isShorthandOutline
        {
            // An unlabeled example that mostly does not parse is a diagram or printed output, not Swift;
            // one with a slip here and there (a missing `{`) is Swift with a defect.
            disposition = .skipped(
                reason: "not Swift: an unlabeled example that does not parse as Swift (a diagram or output)")
            diagnostics.removeAll { $0.severity == .error }
        } else if !analysis.syntaxErrors.isEmpty, let leadIn = block.leadIn, Self.introducesOutput(leadIn) {
            // "This code will print something like this:", then the output fenced as `swift`.
            disposition = .skipped(reason: "not Swift: the text before it says it is what a program prints")
            diagnostics.removeAll { $0.severity == .error }
        } else if let leadIn = block.leadIn, Self.introducesWindowsCode(leadIn), !block.has("skip") {
            // "Example (Windows):" then `path.root = "C:"`: paths and calls that hold on Windows alone.
            disposition = .skipped(reason: "platform: the text before it says it is Windows' code")
            diagnostics.removeAll { $0.severity == .error }
        } else if isManifestPiece, !block.has("skip") {
            disposition = .syntaxOnly(reason: "part of a package manifest (Package.swift)")
        } else if analysis.syntaxErrors.isEmpty, !block.has("skip"), ScriptAnalyzer.isATypeAlone(code) {
            // "The type of this parser is:" then `Prefix<Substring>`.
            disposition = .syntaxOnly(reason: "a type shown alone: parsed, not compiled")
        } else if analysis.syntaxErrors.isEmpty, !block.has("skip"), ScriptAnalyzer.isCustomInterpolationAlone(code) {
            // `"SELECT * FROM player WHERE \(literal: condition)"`, shown as what an `SQL` literal may hold.
            disposition = .syntaxOnly(
                reason: "an expression without context: a string literal whose interpolations its type defines, "
                    + "and its use decides the type")
        } else if analysis.syntaxErrors.isEmpty, !block.has("skip"),
            let module = SwiftBlockAnalyzer.externalMacroModule(in: code)
        {
            // The toolchain's declaration of one of its macros, shown: beside a use, it would take the place of the
            // toolchain's, and its plugin is one a guide's build does not load.
            disposition = .syntaxOnly(
                reason: "the declaration of a macro the toolchain has, implemented by a compiler plugin (module "
                    + "`\(module)`): parsed, not compiled")
        } else if analysis.syntaxErrors.isEmpty, !block.has("skip"),
            let comment = ScriptAnalyzer.bodyLeftToAComment(code)
        {
            // `get { // return an appropriate value }`: a form, whose body the comment stands for.
            disposition = .syntaxOnly(
                reason: "a form: a body that must return a value holds only a comment (`// \(comment)`)")
        } else if isCaseAlone, !block.has("skip") {
            disposition = .syntaxOnly(reason: "a `case` shown without its `switch`: parsed, not compiled alone")
        } else if isArgumentsAlone, !block.has("skip") {
            disposition = .syntaxOnly(reason: "arguments shown without their call: parsed, not compiled alone")
        } else if isAttributeAlone, !block.has("skip") {
            disposition = .syntaxOnly(
                reason: "an attribute shown without the declaration it marks: parsed, not compiled alone")
        } else if isShorthandOutline, !block.has("skip") {
            disposition = .syntaxOnly(
                reason: ScriptAnalyzer.isSignatureWithoutKeyword(code)
                    ? "pseudocode: a function's signature written without `func`, not Swift to compile"
                    : "pseudocode: an API outlined in shorthand (parameter types without names), not Swift to compile")
        } else if isQualifiedNameOutline, !block.has("skip") {
            disposition = .syntaxOnly(
                reason: "pseudocode: a type declared by its qualified name (`Outer.Inner`), an outline of where it "
                    + "lives, not Swift to compile")
        } else if isLeftOpen, !block.has("skip") {
            disposition = .syntaxOnly(
                reason: "left open: the block ends before the declaration it opens is closed (its first part shown, "
                    + "or a `}` missing); parsed, not compiled")
        } else if let outlineExtended, analysis.syntaxErrors.isEmpty, disposition == .compile || disposition == .script,
            !block.has("skip")
        {
            disposition = .syntaxOnly(
                reason: "pseudocode: an extension of `\(outlineExtended)`, which the page outlines by its qualified "
                    + "name, not Swift to compile")
        } else if isQualifiedMemberOutline, !block.has("skip") {
            disposition = .syntaxOnly(
                reason: "pseudocode: a member declared by its qualified name (`Type.member`), an outline of where it "
                    + "lives, not Swift to compile")
        } else if !diagnostics.hasErrors,
            disposition == .compile || disposition == .script || disposition == .expectError
        {
            if isTemplate {
                disposition = .syntaxOnly(reason: "template with editor placeholders")
            } else if elidedInside {
                disposition = .syntaxOnly(reason: "code elided inside an expression (`{ ... }`)")
            }
        }
        // A block not compiled keeps the parse errors its marks say as marks met: notes.
        if !forgiven.isEmpty, !(disposition == .script || disposition == .compile) {
            diagnostics += forgiven.map {
                Diagnostic(.note, "expected error: " + $0.message, file: $0.file, line: $0.line, column: $0.column)
            }
        }
        var prepared = PreparedBlock(
            id: BlockID(guide: guide.path, index: block.index),
            block: block,
            sample: sampleName,
            code: code,
            sourceMap: map,
            targetFile: targetFile,
            analysis: analysis,
            isTest: isTest,
            disposition: disposition,
            diagnostics: diagnostics
        )
        if disposition == .script {
            prepared.script = Self.withShownOutput(
                of: block, ScriptAnalyzer.analyze(code, evenWithoutComments: block.shownOutput != nil),
                firstGuideLine: map.firstGuideLine)
        }
        if disposition == .script || disposition == .compile {
            prepared.errorMarks = ScriptAnalyzer.errorMarks(in: code)
            if disposition == .script {
                prepared.errorMarks += ScriptAnalyzer.topLevelThrows(in: code).filter { thrown in
                    !prepared.errorMarks.contains { $0.lines.overlaps(thrown.lines) }
                }
            }
            if prepared.errorMarks.isEmpty { prepared.errorMarks = Self.errorMarks(of: block, code: code) }
        }
        if isTest { prepared.showsFailingTest = Self.showsFailure(of: block, analysis: analysis, in: guide) }
        // An ellipsis between a manifest's arguments or elements leaves them out; the rest is typechecked, and a
        // missing argument it stands for is the doc's ellipsis (`ManifestPiece.leavesArgumentsOut`).
        let onlyLinesElided = normalized.code == CodeNormalizer.blankingElisionLines(instantiated.text)
        // An ellipsis left inside a list (`dependencies: [..., "Kit"]`) is no element the compiler could take; one in
        // a comment (`// ...`) is the comment's.
        let elidesInline = codeLines.contains { line in
            let beforeComment = line.components(separatedBy: "//")[0]
            return beforeComment.contains("...") || beforeComment.contains("…")
        }
        if isManifestPiece, !elidedInside, onlyLinesElided, !elidesInline, !isTemplate, !block.has("skip") {
            prepared.manifestPiece = ManifestPiece.shape(of: code)
        }
        // A unit checking marked errors holds the block whole: its versions are not told apart.
        if prepared.errorMarks.contains(where: { $0.kind != .runtime })
            || !(disposition == .script || disposition == .compile)
        {
            prepared.analysis.alternatives = nil
        }
        // Lines marked to trap when run (`// This will crash`) leave alternatives what they are.
        if !prepared.analysis.redeclaredNames.isEmpty, prepared.errorMarks.allSatisfy({ $0.kind == .runtime }),
            disposition == .script || disposition == .compile
        {
            let names = prepared.analysis.redeclaredNames.map { "`\($0)`" }.joined(separator: ", ")
            if let alternatives = prepared.analysis.alternatives {
                // Both ways are meant to work: each version is compiled apart, the others' lines blanked.
                let before = alternatives.beforeAChange.sorted().compactMap { alternatives.versions[$0].first }
                let lines = before.map { String(map.guideLine($0.lowerBound)) }.joined(separator: ", ")
                let which = before.count == 1 ? "the one at line" : "those at lines"
                prepared.notes.append(
                    "alternatives: \(names) declared twice, each version checked apart"
                        + (before.isEmpty ? "" : " but \(which) \(lines), shown before a change: parsed, not compiled"))
            } else {
                prepared.disposition = .syntaxOnly(
                    reason:
                        "alternatives: \(names) declared twice, versions to choose between; parsed, not compiled "
                        + "together")
            }
        }
        if normalized.elided {
            prepared.isElided = true
            prepared.notes.append("elided code (`...`) left out")
        }
        if let host {
            prepared.host = host
            prepared.notes.append("members of `\(host)`, checked in an extension of it")
        }
        if asTestBody {
            prepared.isTestBody = true
            prepared.notes.append("statements in test code: typechecked as a test's body, not run")
        }
        if !ownModuleStandIns.modules.isEmpty {
            prepared.notes.append(
                "\(DocGap.listed(ownModuleStandIns.modules)) read as the guides' own module, which "
                    + (ownModuleStandIns.modules.count == 1 ? "it stands" : "they stand") + " for")
        }
        if normalized.returnsStop {
            prepared.notes.append(
                "a function's body shown without its function: its `return` ends the run where that function would end")
        }
        if normalized.bodiesAdded > 0 {
            prepared.isListing = true
            prepared.notes.append("declarations shown without bodies: their signatures were checked")
        }
        return prepared
    }

    /// `@testable import YourApp`: a module named as a template names (`YourApp`, `MyApp`), which no package
    /// here provides, is the reader's app, which the guides' own module stands for. Its imports are blanked (same
    /// lines, so nothing moves), as the guides' module is imported into their tests anyway.
    static func importsOfTheReadersModule(
        in code: String, available: ModuleAvailability
    ) -> (code: String, modules: [String]) {
        guard code.containsBytes("import ") else { return (code, []) }
        var blanked = Set<Int>()
        var modules: [String] = []
        for found in ImportFinder.imports(in: code) {
            let module = String(found.module.prefix { $0 != "." })
            guard Self.namesTheReadersModule(module), !available.available.contains(module) else { continue }
            blanked.insert(found.line)
            if !modules.contains(module) { modules.append(module) }
        }
        guard !modules.isEmpty else { return (code, []) }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
            blanked.contains(offset + 1) ? String(repeating: " ", count: line.utf8.count) : String(line)
        }
        return (lines.joined(separator: "\n"), modules)
    }

    /// `YourApp`, `MyFramework`: "your" or "my" and what a module is (not `MySQLKit`, a real module).
    static func namesTheReadersModule(_ module: String) -> Bool {
        ["Your", "My"].contains { prefix in
            module.hasPrefix(prefix)
                && ["App", "Module", "Framework", "Project", "Package", "Target", "Library", "Feature"].contains(
                    String(module.dropFirst(prefix.count)))
        }
    }

    private func disposition(
        _ block: CodeBlock, analysis: SwiftBlockAnalysis, diagnostics: [Diagnostic], isTest: Bool
    ) -> PreparedBlock.Disposition {
        if block.has("skip") { return .skipped(reason: "marked skip") }
        if diagnostics.hasErrors { return block.has("expect-error") ? .expectError : .failed }
        if let module = modules.missing(in: analysis.imports) { return .skipped(reason: "requires \(module)") }
        if let feature = analysis.objectiveCFeature, !block.has("expect-error") {
            return .skipped(
                reason: "platform: \(feature) needs the Objective-C runtime, which only Apple platforms have")
        }
        if block.has("syntax-only") { return .syntaxOnly(reason: "marked syntax-only") }
        if block.has("expect-error") { return .expectError }
        switch analysis.shape {
        // A doc's `let city = OneOf { … }` beside its types is the reader's program, unless the guide says it goes in a
        // source file.
        // So are declarations with a comment giving a global's value (`let icon = switch today { … } // icon is
        // "umbrella"`): the value is shown only when they run.
        case .declarations
        where (analysis.hasComputedGlobals || (!analysis.declaresMain && Self.givesAGlobalsValue(block.code)))
            && block.targetFile == nil
            && !isTest:
            return .script
        case .declarations: return .compile
        case .members: return Self.membersOutsideAType
        // Statements run as the guide's program, in guide order, as a reader follows them.
        case .statements, .expression: return isTest ? Self.statementsInTestCode : .script
        case .empty: return .syntaxOnly(reason: "no code")
        }
    }

    /// `script` with the output a fence after the block shows (`CodeBlock.ShownOutput`) promised after its last
    /// statement, where no `Prints` of its own promises any.
    static func withShownOutput(
        of block: CodeBlock, _ script: ScriptAnalyzer.Script, firstGuideLine: Int
    ) -> ScriptAnalyzer.Script {
        guard let shown = block.shownOutput,
            let last = script.statements.indices.last(where: { !script.statements[$0].isDeclaration }),
            !script.expectations.contains(where: { !$0.mayBeProse && $0.value == nil })
        else { return script }
        var expectation = ScriptAnalyzer.Expectation(
            statement: last, line: shown.line - firstGuideLine + 1, lines: shown.lines)
        expectation.isShownApart = true
        expectation.mayBeProse = shown.isApproximate
        var script = script
        script.expectations.append(expectation)
        return script
    }

    /// Whether a comment in `code` gives the value of one of its top-level variables (`// icon is "umbrella"`).
    static func givesAGlobalsValue(_ code: String) -> Bool {
        code.containsBytes("//") && ScriptAnalyzer.analyze(code).expectations.contains { $0.value != nil }
    }

    /// Bytes of code above which a block is not parsed or compiled: no guide
    /// shows a megabyte of code, and a parse holds many times its size in memory.
    public static let largestBlock = 1 << 20

    /// A block too large to check: skipped, saying so, without parsing it.
    private func tooLarge(_ block: CodeBlock, in guide: Guide) -> PreparedBlock {
        let size = String(format: "%.1f MB", Double(block.code.utf8.count) / 1_048_576)
        return PreparedBlock(
            id: BlockID(guide: guide.path, index: block.index), block: block, sample: sampleName, code: block.code,
            sourceMap: SourceMap(firstGuideLine: block.contentLine),
            targetFile: block.targetFile.map(instantiator.fill),
            analysis: SwiftBlockAnalysis(
                shape: .empty, declaredNames: [], extendedTypes: [], extensionMembers: [], referencedNames: [],
                imports: [],
                usesObservable: false, syntaxErrors: []
            ),
            isTest: false,
            disposition: .skipped(reason: "too large to check (\(size); the limit is 1 MB)"),
            diagnostics: []
        )
    }

    /// The parser's words for a parameter written as its type alone (`init(S)`).
    static func isShorthandParameter(_ message: String) -> Bool {
        message == "expected identifier and ':' in parameter" || message == "expected ':' and type in parameter"
            || message == "expected identifier in parameter"
    }

    /// `protocol ServiceName.ClientProtocol {`: the parser stops at the name's `.` inside the declaration.
    static func isQualifiedTypeName(_ message: String) -> Bool {
        // `'.Inner'`, not `'...'`: a body elided as `{ ... }` is unexpected code starting with a dot too.
        let prefix = "unexpected code '."
        guard message.hasPrefix(prefix), let next = message.dropFirst(prefix.count).first,
            next.isLetter || next == "_"
        else { return false }
        return ["protocol", "struct", "class", "enum", "actor"].contains { message.hasSuffix("' in \($0)") }
    }

    /// `public var OTel.Configuration.resourceAttributes: [String: String]`, `static func Kit.Client.make() -> Self`:
    /// a property or function declared by a dotted name, which Swift declares only inside its type.
    static func declaresAMemberByItsQualifiedName(_ line: Substring) -> Bool {
        let modifiers: Set<Substring> = [
            "public", "package", "internal", "fileprivate", "private", "open", "static", "class", "final", "mutating",
            "nonmutating", "override", "nonisolated",
        ]
        var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
        while let first = words.first, modifiers.contains(first) || first.hasPrefix("@") { words = words.dropFirst() }
        guard let keyword = words.first, ["var", "let", "func"].contains(keyword), let rest = words.dropFirst().first
        else { return false }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { $0.first.map { $0.isLetter || $0 == "_" } == true }
            && parts.first?.first?.isUppercase == true
    }

    /// `let markdown: String = ...`: a value left out, where the parser expected an expression.
    static func isElidedValue(_ error: SwiftBlockAnalysis.SyntaxError, lines: [Substring]) -> Bool {
        guard error.message.hasPrefix("expected expression"), error.line >= 1, error.line <= lines.count else {
            return false
        }
        var line = Substring(lines[error.line - 1])
        // `= ... // any client transport`: the comment says what the elided value is;
        // `= // ...` or `= // some networking code`: the comment is the elided value.
        var comment: Substring = ""
        if let start = line.range(of: "//") {
            comment = line[start.upperBound...]
            line = line[..<start.lowerBound]
        }
        let code = line.trimmingSpaces()
        let commentElides = !String(comment).trimmingSpaces().isEmpty
        return code.hasSuffix("= ...") || code.hasSuffix("= …") || code.hasSuffix("(...)") || code.hasSuffix("(…)")
            || (code.hasSuffix("=") && commentElides)
    }

    /// `ByteBuffer(...)`, `f(a, ...)`, `f(/* a value */)`: arguments left out.
    /// It parses (as the unbounded range `...`, or no argument), but stands
    /// for code the doc does not show. Read from the tokens: `IN (...)` in a
    /// comment or a string elides nothing.
    static func elidesArguments(_ code: String) -> Bool {
        guard code.containsBytes("...") || code.containsBytes("…") else {
            return !ScriptAnalyzer.linesLeftToAComment(code).isEmpty
        }
        for token in Parser.parse(source: code).tokens(viewMode: .sourceAccurate)
        where token.text == "..." || token.text == "…" {
            guard let before = token.previousToken(viewMode: .sourceAccurate),
                let after = token.nextToken(viewMode: .sourceAccurate)
            else { continue }
            if ["(", ",", ":"].contains(before.text) && [")", ","].contains(after.text) { return true }
        }
        return !ScriptAnalyzer.linesLeftToAComment(code).isEmpty
    }

    /// Whether the page shows `block`'s test failing: the next block, in the
    /// same section, is output reporting a failure, or a test is named for failing.
    static func showsFailure(of block: CodeBlock, analysis: SwiftBlockAnalysis, in guide: Guide) -> Bool {
        if analysis.declaredNames.contains(where: { name in
            ["fails", "failing"].contains { name.lowercased().hasPrefix($0) }
        }) {
            return true
        }
        guard let next = guide.blocks.first(where: { $0.index > block.index && !$0.hidden }), !next.isSwift,
            next.headingPath == block.headingPath
        else { return false }
        let output = next.code.lowercased()
        return ["fail", "error:", "✘", "❌"].contains { output.contains($0) }
    }

    /// Whether the paragraph before a block says the block is a program's output.
    static func introducesOutput(_ leadIn: String) -> Bool {
        let text = leadIn.lowercased()
        return [
            "will print", "prints something like", "print something like", "the output is", "output:",
            "following output", "outputs something like",
        ].contains(where: text.contains)
    }

    /// The marks of a block's code, or when it has none and the text around says the block fails, one mark over
    /// all of it ("If you try to define this function …, it won't compile"). A paragraph between two blocks saying
    /// the code above fails speaks of the block before it.
    static func errorMarks(of block: CodeBlock, code: String) -> [ErrorMark] {
        let marks = ScriptAnalyzer.errorMarks(in: code)
        guard marks.isEmpty else { return marks }
        let codeLines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = 1...max(1, codeLines.count - (codeLines.last?.isEmpty == true ? 1 : 0))
        if block.leadIn.map({ saysTheCodeFails($0) && !saysTheCodeAboveFails($0) }) == true
            || block.followUp.map(saysTheCodeAboveFails) == true
        {
            return [ErrorMark(lines: lines, scope: lines, kind: .symbol)]
        }
        // "A seat outside the chart stops the program at the precondition:": its statements are left out of the
        // run, so the blocks after it run; its declarations stay for them.
        guard block.leadIn.map(saysTheCodeTraps) == true else { return [] }
        return ScriptAnalyzer.runningStatementLines(in: code).map { ErrorMark(lines: $0, scope: $0, kind: .runtime) }
    }

    /// Whether the text right before or after a block says in so many words that it does not compile ("The code
    /// above doesn't compile."), which a parse error meets; "is invalid" may be said of what the code handles.
    static func saysItDoesNotCompile(around block: CodeBlock) -> Bool {
        let compiling = { (text: String) in
            let lowered = text.lowercased().replacingOccurrences(of: "’", with: "'")
            return
                ([
                    "won't compile", "doesn't compile", "does not compile", "will not compile", "fails to compile",
                    "code isn't valid", "code is not valid", "code is invalid",
                ] + compilerRejections).contains(where: lowered.contains)
        }
        return block.leadIn.map { compiling($0) && saysTheCodeFails($0) && !saysTheCodeAboveFails($0) } == true
            || block.followUp.map { saysTheCodeAboveFails($0) && compiling($0) } == true
    }

    /// Whether the paragraph before a block says its code traps when run: the sentence saying so introduces the
    /// block, ending the paragraph with a colon ("A seat outside the chart stops the program at the precondition:")
    /// or pointing ahead ("The next listing compiles, but it crashes at runtime."). Not a sentence before another
    /// ("Force-unwrapping nil crashes. Use `if let` instead:"), nor one on keeping it from trapping ("To avoid a
    /// crash, …") or on crashes as a thing ("To report crashes, …").
    static func saysTheCodeTraps(_ leadIn: String) -> Bool {
        let text = leadIn.lowercased().replacingOccurrences(of: "’", with: "'")
            .split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        let sentences = text.split(omittingEmptySubsequences: true) { ".:!?".contains($0) }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let traps = [
            "stops the program", "will crash", "crashes at", "crashes when", "crashes because", "crashes on",
            "crashes if", "it crashes", "this crashes", "traps at", "traps when", "traps because", "it traps",
            "a runtime error", "a run-time error", "a fatal error", "terminates the program",
        ]
        let ahead = ["the next", "the following", "below", "this listing", "this code", "this example"]
        let keptFrom = [
            "avoid", "prevent", "instead", "safe", "rather", "without crash", "won't crash", "doesn't crash", "check",
            "guard",
        ]
        return sentences.enumerated().contains { index, sentence in
            let introduces =
                (index == sentences.count - 1 && text.hasSuffix(":")) || ahead.contains(where: sentence.contains)
            let saysItTraps =
                traps.contains(where: sentence.contains) || sentence.hasSuffix(" crashes")
                || sentence.hasSuffix(" traps")
            // "If an error actually is thrown, you'll get a runtime error:" speaks of what may happen; "If you run
            // this code, it crashes:" and "When you read past the end, the program crashes:" of this code.
            let conditional = ["if an ", "if a ", "if any "].contains(where: sentence.hasPrefix)
            return introduces && !sentence.hasPrefix("to ") && saysItTraps && !conditional
                && !keptFrom.contains(where: sentence.contains)
        }
    }

    /// Whether the paragraph before a block introduces it as Windows' alone ("Example (Windows):", "On Windows:"),
    /// on a platform that is not Windows.
    static func introducesWindowsCode(_ leadIn: String) -> Bool {
        #if os(Windows)
            return false
        #else
            let text = leadIn.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces() }.joined(separator: " ")
            return text.hasSuffix(":")
                && (text.contains("(Windows)") || text.hasPrefix("On Windows") || text.hasPrefix("Windows"))
        #endif
    }

    /// Whether the paragraph before a block says its code does not compile. A paragraph ending in a sentence of its
    /// own that introduces the block says so there, or before in words pointing ahead ("The following code doesn't
    /// compile. Try it yourself in a playground:"): "The compiler checks its syntax, so a mistake in the pattern is
    /// a compile-time error. The `firstMatch(of:)` method finds the first match:" speaks of mistakes, then
    /// introduces code that works.
    static func saysTheCodeFails(_ leadIn: String) -> Bool {
        let text = leadIn.lowercased().replacingOccurrences(of: "’", with: "'")
            .split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        let phrases =
            [
                "won't compile", "doesn't compile", "does not compile", "will not compile", "fails to compile",
                "isn't valid", "is not valid", "is invalid", "compile-time error", "results in an error",
                "produces an error", "causes an error", "triggers an error",
            ] + compilerRejections
        let saidToFail = phrases.compactMap { text.range(of: $0)?.upperBound }.max()
        guard let saidToFail else { return false }
        // A last sentence of its own introducing the block ("The `firstMatch(of:)` method finds the first match in
        // a string:") speaks of it; a bare one ("For example:", "Look:", "Consider:") leaves that to the sentences
        // before it.
        if text.hasSuffix(":"),
            let last = text.components(separatedBy: ". ").last?.components(separatedBy: "? ").last?
                .components(separatedBy: "! ").last,
            last.split(separator: " ").count >= 5, !phrases.contains(where: last.contains)
        {
            let ahead = ["the next", "the following", "below", "this listing", "this code", "this example"]
            let before = text.dropLast(last.count)
            guard ahead.contains(where: before.contains) else { return false }
        }
        // "`Player.order("name")` does not compile. Instead, use:", "… Here's a correct call:": the block is what to
        // write in its place.
        return ["instead", "correct", "here's", "here is"].allSatisfy {
            text.range(of: $0, range: saidToFail..<text.endIndex) == nil
        }
    }

    /// The compiler said to reject the code at hand ("The compiler rejects that code, because …"), not a thing
    /// it rejects ("a declaration the compiler rejects for want of it").
    static let compilerRejections = [
        "compiler rejects that code", "compiler rejects this code", "compiler rejects the code",
        "compiler rejects the following", "compiler rejects the listing",
    ]

    /// Whether the paragraph after a block says the code it follows fails: its first sentence points back ("This
    /// function doesn't compile as written above") and says so, and does not introduce what comes next ("… won't
    /// compile:").
    static func saysTheCodeAboveFails(_ followUp: String) -> Bool {
        let text = followUp.lowercased().replacingOccurrences(of: "’", with: "'")
        let firstSentence = text.prefix { $0 != "." && $0 != ":" }
        // After a colon, only words of compiling: "That function isn't valid for large inputs: it traps." speaks
        // of running it.
        let saysItDoesNotCompile = { (sentence: String) in
            (["won't compile", "doesn't compile", "does not compile", "will not compile", "fails to compile"]
                + compilerRejections).contains(where: sentence.contains)
        }
        guard pointsBack(followUp), firstSentence.endIndex < text.endIndex else { return false }
        return text[firstSentence.endIndex] == "."
            ? saysTheCodeFails(String(firstSentence))
            : explainsAfterItsColon(text, firstSentence) && saysItDoesNotCompile(String(firstSentence))
    }

    /// Whether a paragraph's first sentence speaks of the code above it as it stands ("as written above.", "That
    /// function doesn't compile."): not of the code below ("As above, this won't compile:", "Unlike the version
    /// above, the following …"), nor of the code above changed ("Without the annotation above, …").
    static func pointsBack(_ paragraph: String) -> Bool {
        let text = paragraph.lowercased().replacingOccurrences(of: "’", with: "'")
        let firstSentence = text.prefix { $0 != "." && $0 != ":" }
        let speaksOfOther = ["below", "following", "next", "without", "unless", "if you remove", "unlike"].contains {
            firstSentence.contains($0)
        }
        // "That function doesn't compile.", not "That way, a switch that forgets a case won't compile."
        // "That doesn't compile.": "That" then what it does. "That last listing …": which one, then the noun.
        let codeNouns = ["function", "code", "line", "example", "call", "snippet", "listing", "block", "version"]
        let verbs = ["doesn't ", "does not ", "won't ", "will not ", "fails ", "isn't ", "is not ", "can't "]
        let which = ["last ", "previous ", "earlier ", "preceding ", "first ", ""]
        let pointing =
            firstSentence.contains("above")
            || ["rejects that code", "rejects this code", "rejects that listing"].contains(
                where: firstSentence.contains)
            || ["that ", "those "].contains { demonstrative in
                let rest = firstSentence.dropFirst(demonstrative.count)
                return firstSentence.hasPrefix(demonstrative)
                    && (verbs.contains(where: rest.hasPrefix)
                        || which.contains {
                            rest.hasPrefix($0) && codeNouns.contains(where: rest.dropFirst($0.count).hasPrefix)
                        })
            }
        // "That last listing doesn't compile as written: the third line …" explains; "… won't compile:" introduces.
        let introduces = text.dropFirst(firstSentence.count).first == ":" && !explainsAfterItsColon(text, firstSentence)
        return pointing && !speaksOfOther && !introduces
    }

    /// Whether a paragraph's first sentence ends in a colon that more words of the same paragraph follow (an
    /// explanation), not one that ends the paragraph, pointing to the block below.
    static func explainsAfterItsColon(_ text: String, _ firstSentence: Substring) -> Bool {
        guard firstSentence.endIndex < text.endIndex, text[firstSentence.endIndex] == ":" else { return false }
        let after = text[text.index(after: firstSentence.endIndex)...]
        // "That call is fine, but a negative count doesn't compile: the parameter is a `UInt`:" is one sentence
        // pointing down; "… as written: the third line calls `reading(from:)`. Here's the corrected version:" ends
        // the sentence it explains, and another points down.
        let endsASentence = after.split(separator: " ").dropLast().contains { $0.hasSuffix(".") }
        return after.contains { $0.isLetter }
            && (endsASentence || !text.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(":"))
    }

    /// Whether the parser stumbled on box-drawing characters or arrows (`┌─┐`, `▲`), or on a rule of dashes or
    /// equals signs (`cosh(x) = ------------`, a fraction's bar): lines drawn in code font, a diagram or a
    /// formula, however much of it happens to parse.
    static func isDrawing(_ errors: [SwiftBlockAnalysis.SyntaxError]) -> Bool {
        errors.contains { error in
            error.message.unicodeScalars.contains {
                (0x2190...0x21FF).contains($0.value) || (0x2500...0x25FF).contains($0.value)
            } || ["unexpected code '----", "unexpected code '===="].contains(where: error.message.hasPrefix)
        }
    }

    /// Whether `code` opens with a shell prompt and a command (`$ example --verbose one two`): a terminal
    /// session, the command and what it printed, which no Swift line starts as.
    static func opensWithAShellPrompt(_ code: String) -> Bool {
        guard let first = code.split(separator: "\n").first(where: { !$0.allSatisfy(\.isWhitespace) }) else {
            return false
        }
        let line = first.drop { $0 == " " }
        return line.hasPrefix("$ ") && line.dropFirst(2).first.map { !$0.isWhitespace } == true
    }

    /// Whether `code` holds no name and no keyword, only literals, punctuation and operators (`[0, 1, 4] *`): rows
    /// of values, as an example shows the states of an algorithm, which no program is; with a slip it is no code.
    static func namesNothing(_ code: String) -> Bool {
        Parser.parse(source: code).tokens(viewMode: .sourceAccurate).allSatisfy { token in
            switch token.tokenKind {
            case .identifier, .keyword, .dollarIdentifier, .regexLiteralPattern: false
            default: true
            }
        }
    }

    /// Whether syntax errors fall on more than a third of a block's lines.
    static func isMostlyUnparsable(_ errors: [SwiftBlockAnalysis.SyntaxError], lineCount: Int) -> Bool {
        let lines = Set(errors.map(\.line))
        return !lines.isEmpty && lines.count * 3 > max(1, lineCount)
    }

    /// `{ ... }` alone, or with words inside (`{ ... a, b, c ... }`): code the doc leaves out.
    static func isElision(_ message: String) -> Bool {
        message.hasPrefix("unexpected code '...") || message.hasPrefix("unexpected code '…")
    }

    /// The qualified type (`ServiceName.ClientProtocol`) `analysis` extends that another Swift block of the page
    /// declares by that name (`protocol ServiceName.ClientProtocol`), an outline of where a type lives.
    static func outlinedTypeExtended(
        by analysis: SwiftBlockAnalysis, in guide: Guide, besides block: CodeBlock
    )
        -> String?
    {
        guard !analysis.nestedNamesExtended.isEmpty else { return nil }
        let qualified = analysis.extendedTypes.sorted().flatMap { base in
            analysis.nestedNamesExtended.sorted().map { base + "." + $0 }
        }
        let others = guide.blocks.filter { $0.index != block.index && $0.isSwift }
        return qualified.first { name in
            others.contains { other in
                ["protocol", "struct", "class", "enum", "actor"].contains { declares(other.code, "\($0) \(name)") }
            }
        }
    }

    /// Whether `code` holds `declaration` (`protocol ServiceName.ClientProtocol`) as a whole name: not the start of
    /// a longer one (`ServiceName.ClientProtocolV2`).
    private static func declares(_ code: String, _ declaration: String) -> Bool {
        var rest = Substring(code)
        while let found = rest.range(of: declaration) {
            rest = rest[found.upperBound...]
            if rest.first.map(PublicDeclarationIndex.isIdentifierCharacter) != true { return true }
        }
        return false
    }

    /// The 1-based line of the last code in `lines`: neither blank nor a comment alone (`// more fields`), which the
    /// parser reads past to report a missing `}` after the last token.
    static func lastCodeLine(of lines: [Substring]) -> Int {
        let isCode = { (line: Substring) in
            let text = line.trimmingSpaces()
            return !text.isEmpty && !text.hasPrefix("//")
        }
        return lines.lastIndex(where: isCode).map { $0 + 1 } ?? 0
    }

    /// Whether a block that does not close what it opens ends inside a body (a member, an array's `]`), as a first
    /// part shown does, rather than with a `}` back at its first line's indentation, which closes the declaration
    /// and leaves a brace missing inside it.
    static func endsInsideABody(_ lines: [Substring]) -> Bool {
        let last = lastCodeLine(of: lines)
        guard last > 0, let first = lines.firstIndex(where: { !$0.trimmingSpaces().isEmpty }) else { return false }
        let indent = { (line: Substring) in line.prefix { $0 == " " || $0 == "\t" }.count }
        let closing = lines[last - 1]
        return !(closing.trimmingSpaces() == "}" && indent(closing) <= indent(lines[first]))
    }

    /// `.package(url:…)`, `.product(name:…)`, a target (`.target(name:…)`) or `import PackageDescription`: the
    /// language of `Package.swift`.
    static func isManifestPiece(_ code: String) -> Bool {
        code.containsBytes("import PackageDescription")
            || calls(".package(", withFirstLabelIn: ["url:", "path:", "id:", "name:"], in: code)
            || ["product", "plugin", "target", "testTarget", "executableTarget", "macro"].contains {
                calls(".\($0)(", withFirstLabelIn: ["name:"], in: code)
            }
            || calls("= Package(", withFirstLabelIn: ["name:"], in: code)
    }

    /// Whether `code` calls `function` with one of `labels` first, on its line or the next (`.package(\n    url: …`).
    static func calls(_ function: String, withFirstLabelIn labels: [String], in code: String) -> Bool {
        // Byte offsets: Foundation's `range(of:)` was a tenth of planning a sample.
        let bytes = Array(code.utf8)
        var start = 0
        while let offset = code.utf8Offset(of: function, from: start) {
            var next = offset + function.utf8.count
            while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
            let arguments = bytes[next...]
            if labels.contains(where: { arguments.starts(with: $0.utf8) }) { return true }
            start = offset + function.utf8.count
        }
        return false
    }

    static func isTestPath(_ path: String) -> Bool {
        path.hasPrefix("Tests/") || path.contains("/Tests/")
    }
}
