import Testing

@testable import PlaybookCore

/// What docs write for readers, turned into code a compiler takes without moving a line.
struct CodeNormalizerTests {
    @Test func anEllipsisAloneOnALineIsBlankedAndSaid() {
        let result = CodeNormalizer.normalize("func f() -> Int {\n    ...\n    return 1\n}\n")
        #expect(result.code == "func f() -> Int {\n       \n    return 1\n}\n")
        #expect(result.elided)
        #expect(result.bodiesAdded == 0)
    }

    /// `{ nodes in // TODO }`: a closure whose comment says it is left to write is completed as a function's is; one
    /// holding another comment alone stays as written, as a closure returning nothing may.
    @Test func aClosureLeftToWriteIsCompleted() {
        let code = "let s = try DER.sequence(node) { nodes in\n    // TODO\n}\n"
        let result = CodeNormalizer.normalize(code)
        #expect(
            result.code
                == "let s = try DER.sequence(node) { nodes in\n    // TODO\n"
                + "fatalError(\"\(CodeNormalizer.elidedBodyTrap)\") }\n"
        )
        #expect(result.elided)
        let ignored = "channel.onClose { _ in\n    // nothing to clean up\n}\n"
        #expect(CodeNormalizer.normalize(ignored).code == ignored)
        let kept = "let onDone = {\n    // TODO\n}\n"
        #expect(CodeNormalizer.normalize(kept).code == kept, "a closure kept in a variable would return `Never`")
    }

    /// `Player(...)`: a value of the type named, whatever its arguments; a function's elided arguments, a method's
    /// or a case's, stay as written: no one can tell their result.
    @Test func aTypeCalledWithItsArgumentsElidedIsAGivenValueOfIt() {
        let given = CodeNormalizer.givenValueFunction + "()"
        let result = CodeNormalizer.normalize("try Player(...).insert(db)\nlet box = Box<Int>(…)\n")
        #expect(result.code == "try (\(given) as Player).insert(db)\nlet box = (\(given) as Box<Int>)\n")
        #expect(result.elided)
        for unchanged in ["let rows = try Row.fetchAll(db, ...)\n", "let x = make(...)\n", "let c = Color.rgb(...)\n"] {
            #expect(CodeNormalizer.normalize(unchanged).code == unchanged)
        }
    }

    /// `[...]` alone on a line, as a quotation marks a cut, is elided code too: blanked, not a syntax error.
    @Test func anEllipsisInBracketsAloneOnALineIsBlankedAndSaid() {
        let code = "bootstrap.childChannelInitializer { channel in\n    [...]\n    channel.close()\n    [\u{2026}]\n}\n"
        let result = CodeNormalizer.normalize(code)
        // Each line keeps its length in bytes (`    […]` is nine, as `    [...]` is).
        let blank = String(repeating: " ", count: 9)
        #expect(
            result.code
                == "bootstrap.childChannelInitializer { channel in\n\(blank)\n    channel.close()\n\(blank)\n}\n")
        #expect(result.elided)
        // A subscript of every element (`a[...]`) is code, not a cut.
        #expect(CodeNormalizer.normalize("let all = a[...]\n").elided == false)
    }

    /// `struct Player: TableRecord { ... }`, `func run() { ... }`: members or a body left out on the declaration's
    /// line. Members and a body returning nothing are blanked, as a line of `...` is; a body owing a value gets the
    /// given one, an initializer's traps with its message; a closure's is a value, and a `guard`'s must leave.
    @Test func anEllipsisAloneInBracesStandsForMembersOrABody() {
        let given = CodeNormalizer.givenValueFunction + "()"
        let result = CodeNormalizer.normalize("struct Player: TableRecord { ... }\nextension Team { … }\n")
        #expect(
            result.code == "struct Player: TableRecord {/*.*/}\nextension Team {/*.*/}\n",
            "members left to the reader, as a comment says; the three bytes of `…` as three")
        #expect(SwiftBlockAnalyzer.analyze(result.code).typesWithElidedMembers == ["Player"])
        #expect(result.elided)
        let bodies = CodeNormalizer.normalize(
            "func run() async throws { ... }\nfunc mean() -> Double { ... }\nvar count: Int { ... }\n"
                + "init(id: Int) { ... }\ndo { try f() } catch { ... }\n")
        #expect(
            bodies.code
                == "func run() async throws {     }\nfunc mean() -> Double { \(given) }\nvar count: Int { \(given) }\n"
                + "init(id: Int) { fatalError(\"\(CodeNormalizer.givenValueTrap)\") }\n"
                + "do { try f() } catch {     }\n", "\(bodies.code)")
        for untouched in ["guard let x else { ... }\n", "let r = a[...]\n", "let s = S { ... }\n", "f(...)\n"] {
            #expect(CodeNormalizer.ellipsesAloneInBraces(in: untouched).isEmpty, "\(untouched)")
        }
    }

    /// `{ db in ... }`, `path: ...`, `let x: T = ...`: values the reader writes, given; not arguments left out whole.
    @Test func anEllipsisStandingForAValueIsGivenOne() {
        let given = CodeNormalizer.givenValueFunction + "()"
        let result = CodeNormalizer.normalize(
            "try dbQueue.write { db in ... }\nlet pool = try DatabasePool(path: ..., configuration: c)\n"
                + "let x: Int = ... // the reader's\nqueue.async { … }\n")
        #expect(
            result.code
                == "try dbQueue.write { db in \(given) }\n"
                + "let pool = try DatabasePool(path: \(given), configuration: c)\n"
                + "let x: Int = \(given) // the reader's\nqueue.async { \(given) }\n")
        #expect(result.elided)
        let thrown = CodeNormalizer.normalize("do {\n    try ...\n} catch {\n    throw ...\n}\n... // load the key\n")
        #expect(
            thrown.code
                == "do {\n    try \(given)\n} catch {\n    throw \(given)\n}\n" + String(repeating: " ", count: 19)
                + "\n",
            "\(thrown.code)")
        let returned = CodeNormalizer.normalize("func f() -> Int {\n    return ...\n}\n")
        #expect(returned.code == "func f() -> Int {\n    return \(given)\n}\n", "\(returned.code)")
        for untouched in [
            "let cursor = try String.fetchCursor(db, ...)\n", "func f() -> ClosedRange<Int> { return 1... }\n",
            "let y = ...\n", "struct S { ... }\n",
            "func f() { ... }\n", "let r = a[...]\n", "for i in 0... { break }\n",
        ] {
            #expect(!CodeNormalizer.normalize(untouched).code.contains(given), "\(untouched)")
        }
    }

    @Test func signaturesWithoutBodiesGetATrapAndTypeHeadersAnEmptyBody() {
        let result = CodeNormalizer.normalize(
            "extension Collection {\n    func cycled() -> CycledSequence<Self>\n}\n@frozen struct Deque<Element>\n")
        #expect(
            result.code
                == ("extension Collection {\n    func cycled() -> CycledSequence<Self> { fatalError() }\n}\n        "
                    + "struct Deque<Element> {}\n")
        )
        #expect(result.bodiesAdded == 2)
    }

    /// `public var timeInterval: TimeInterval {get}` in a listed extension: its getter traps, as a listed function.
    @Test func aListedPropertysGetterTraps() {
        let result = CodeNormalizer.normalize(
            "extension Duration {\n   public init(timeInterval: Double)\n   public var timeInterval: Double {get}\n}\n")
        #expect(
            result.code
                == ("extension Duration {\n   public init(timeInterval: Double) { fatalError() }\n   public var "
                    + "timeInterval: Double {get { fatalError() }}\n}\n"))
        #expect(result.bodiesAdded == 2)
        #expect(CodeNormalizer.normalize("protocol P {\n    var x: Int { get }\n}\n").bodiesAdded == 0)
    }

    /// `public var date: Date` beside listed initializers in an extension is a computed property's interface, and so is
    /// a type's `static let default: Self`; a stored property in an extension of real code is left for the compiler
    /// to reject.
    @Test func aListedPropertyWithATypeAloneGetsAnAccessor() {
        let result = CodeNormalizer.normalize(
            "extension Timestamp {\n   public init(date: Date)\n   public var date: Date\n}\nstruct Level {\n"
                + "   static let `default`: Self\n   var name: String\n}\n")
        #expect(
            result.code
                == ("extension Timestamp {\n   public init(date: Date) { fatalError() }\n   public var date: Date "
                    + "{ get { fatalError() } set {} }\n}\nstruct Level {\n   static var `default`: Self "
                    + "{ fatalError() }\n"
                    + "   var name: String\n}\n"))
        #expect(result.bodiesAdded == 3)
        let stored = "extension User {\n    var nickname: String\n    func greet() { print(nickname) }\n}\n"
        #expect(CodeNormalizer.normalize(stored).code == stored)
    }

    @Test func protocolRequirementsAndOpaqueResultsAreLeftAlone() {
        #expect(CodeNormalizer.normalize("protocol P {\n    func f() async throws\n}\n").bodiesAdded == 0)
        #expect(CodeNormalizer.normalize("func make() -> some View\n").bodiesAdded == 0)
    }

    /// `\Point.x  // KeyPath<Point, Int>` shows a key path's type; unused, the compiler rejects it, so it is given
    /// to `_`.
    @Test func aKeyPathShownAloneIsGivenToTheDiscard() {
        let result = CodeNormalizer.normalize(
            "struct Point { var x = 0 }\n\\Point.x  // KeyPath<Point, Int>\nlet path = \\Point.x\n"
                + "func f() {\n    \\Point.x\n}\n")
        #expect(
            result.code
                == "struct Point { var x = 0 }\n_ = \\Point.x  // KeyPath<Point, Int>\nlet path = \\Point.x\n"
                + "func f() {\n    \\Point.x\n}\n",
            "only a top-level statement that is a key path alone: \(result.code)")
        #expect(!result.elided)
        #expect(CodeNormalizer.normalize("points.map(\\.x)\n").code == "points.map(\\.x)\n")
    }

    /// A loop left to the reader ends at once when run, instead of spinning through `zip(a, 1...)`.
    @Test func aLoopWithAnEmptyBodyEndsAtOnce() {
        let result = CodeNormalizer.normalize(
            "for (odd, n) in zip([true, false].cycled(), 1...) {\n    // ...\n}\nfor x in 1...3 {\n    print(x)\n}\n")
        #expect(
            result.code
                == ("for (odd, n) in zip([true, false].cycled(), 1...) {\n    // ...\nbreak }\nfor x in 1...3 {\n    "
                    + "print(x)\n}\n")
        )
        #expect(result.elided)
    }

    /// A `case` whose body is left to the reader gets a `break`, so the switch compiles.
    @Test func anEmptyCaseBodyIsLeftToTheReader() {
        let result = CodeNormalizer.normalize(
            "switch result {\ncase .success:\n    // use the value\ncase .failure:\n    // handle the error\n}\n")
        #expect(
            result.code
                == ("switch result {\ncase .success: break\n    // use the value\ncase .failure: break\n    // handle "
                    + "the error\n}\n")
        )
        #expect(result.elided)
    }

    @Test func errorCommentsMarkTheirLineOrTheStatementBeforeThem() {
        #expect(ScriptAnalyzer.errorMarks(in: "let x = 5\nx = 6 // Error: x is a constant\n").map(\.lines) == [2...2])
        #expect(
            ScriptAnalyzer.errorMarks(in: "let s = \"a\"\ns.append(\n    \"b\"\n)\n// error: s is a constant\n").map(
                \.lines) == [2...4])
        #expect(
            ScriptAnalyzer.errorMarks(in: "let y = 1 // errors are prose here? no: still a mark\n").map(\.lines) == [
                1...1
            ])
        #expect(ScriptAnalyzer.errorMarks(in: "let z = 1 // an error would be here\n").isEmpty)
        #expect(
            ScriptAnalyzer.errorMarks(in: "print(a[3]) // Runtime error: Index out of range\n") == [
                ErrorMark(lines: 1...1, scope: 1...1, kind: .runtime, text: "Runtime error: Index out of range")
            ])
        // A sentence that says so marks too.
        #expect(
            ScriptAnalyzer.errorMarks(
                in:
                    "let name = \"Swift\"\nname = \"Swift++\"\n// This is a compile-time error: name cannot be "
                    + "changed.\n"
            ).map(\.lines) == [2...2])
        #expect(
            ScriptAnalyzer.errorMarks(in: "let x = a[9] // This is a runtime error: out of range\n").map(\.kind) == [
                .runtime
            ])
        #expect(ScriptAnalyzer.errorMarks(in: "let e = Failure() // describes the error to the user\n").isEmpty)
        // Right after a `{`, no statement ends: the mark stands over the next one, not the whole function.
        let opening =
            "struct S {\n    func make() -> Int {\n        // ❌ Created on demand\n        let n = 1\n        return "
            + "n\n    }\n}\n"
        #expect(ScriptAnalyzer.errorMarks(in: opening).map(\.lines) == [4...4])
        #expect(ScriptAnalyzer.errorMarks(in: opening).map(\.scope) == [2...6])
    }

    /// A mark on the brace that closes a declaration marks the declaration: the brace alone left out would leave
    /// it unclosed.
    @Test func aMarkOnAClosingBraceMarksWhatItCloses() {
        let missingReturn = "func total() -> Int {\n    let x = 1\n} // error: missing return\nprint(1)\n"
        #expect(ScriptAnalyzer.errorMarks(in: missingReturn).map(\.lines) == [1...3])
        let call = "let total = [1, 2].reduce(0) { sum, x in\n    sum + x } // Error\n"
        #expect(
            ScriptAnalyzer.errorMarks(in: call).map(\.lines) == [1...2],
            "a brace after code closing what an earlier line opened marks the statement")
        let balanced = "let a = [1].map { $0 }\nlet b = a.map { $0 } // Error\n"
        #expect(ScriptAnalyzer.errorMarks(in: balanced).map(\.lines) == [2...2], "a line closing what it opens")
    }

    /// `// viewModel.isLoading = true  // Compile error` is a line commented out, said to fail: it marks nothing
    /// around it.
    @Test func aLineCommentedOutAndSaidToFailMarksNothing() {
        let code = "var body: some View {\n    // viewModel.isLoading = true  // Compile error\n    Text(\"a\")\n}\n"
        #expect(ScriptAnalyzer.errorMarks(in: code).isEmpty)
        #expect(ScriptAnalyzer.errorMarks(in: "let a = 1\na = 2 // error: a is a constant\n").map(\.lines) == [2...2])
    }

    /// A mark on a line that opens what later lines close (`check(value) { // ❌` over a closure) marks the
    /// statement: the line alone left out would leave the rest closing nothing.
    @Test func aMarkOnALineThatOpensABraceMarksTheStatement() {
        let closure = "let n = 1\ncheck(n) {  // ❌\n  \"\"\"\n  one\n  \"\"\"\n}\nprint(n)\n"
        #expect(ScriptAnalyzer.errorMarks(in: closure).map(\.lines) == [2...6])
        let member = "struct S {\n    init(x: Int) { // error: no value given\n        print(x)\n    }\n}\n"
        #expect(ScriptAnalyzer.errorMarks(in: member).map(\.lines) == [2...4])
        // What the words say of is the statement up to the comment: the `try` a closing line's call began with.
        let thrown = "let user = try decoder.decode(\n    User.self, from: json\n) // Error: keyNotFound\n"
        let mark = ScriptAnalyzer.errorMarks(in: thrown).first
        #expect(mark?.lines == 1...3 && mark?.saidOf == 1...3)
        #expect(ScriptAnalyzer.errorMarks(in: closure).first?.saidOf == 2...2, "not the closure's body")
    }

    /// A mark is met by a name missing where the block binds it elsewhere (scope), not by one it only unwraps.
    @Test func aNameTheBlockBindsIsItsScopeAndOneItUnwrapsIsNot() {
        #expect(ResultAssembler.binds("func greet() {\n    let message = \"Hi\"\n}\nprint(message)\n", "message"))
        #expect(ResultAssembler.binds("for item in items { }\n", "item"))
        #expect(!ResultAssembler.binds("if let user { // ❌\n    print(user.name)\n}\n", "user"))
        #expect(!ResultAssembler.binds("print(message)\n", "message"))
    }

    /// A compiler's diagnostic copied as it draws it marks the line above; its notes mark nothing.
    @Test func theCompilersDrawingOfAnErrorMarksTheLineAboveIt() {
        let copied = """
            var items = [1, 2]
            //      `- error: 'items' used after consume
            let old = consume items
            //        `- note: consumed here
            print(items)
            //    |   `- error: used here
            """
        #expect(ScriptAnalyzer.errorMarks(in: copied).map(\.lines) == [1...1, 5...5])
        #expect(ScriptAnalyzer.errorMarks(in: copied).map(\.kind) == [.compile, .compile])
    }

    /// A mark ending with a colon introduces the code under it; so does one before a block's first statement.
    @Test func anErrorCommentEndingWithAColonMarksTheStatementAfterIt() {
        let first = "// Swift\n\n// Does not compile:\nexpect(1 + 1).to(equal(\"Squee!\"))\n"
        #expect(ScriptAnalyzer.errorMarks(in: first).map(\.lines) == [4...4])
        let between = "let a = 1\n// Error:\na = 2\nprint(a)\n"
        #expect(ScriptAnalyzer.errorMarks(in: between).map(\.lines) == [3...3])
        let after = "let a = 1\na = 2\n// error: a is a constant\n"
        #expect(ScriptAnalyzer.errorMarks(in: after).map(\.lines) == [2...2], "a mark after its statement is unchanged")
    }

    @Test func editorPlaceholdersAreFoundAndFilledWhenDeclared() {
        #expect(Instantiator.hasEditorPlaceholder("let s = <#ScreenName#>"))
        #expect(!Instantiator.hasEditorPlaceholder("let s = a < b && c # > d"))
        let instantiator = Instantiator(
            placeholders: PlaceholderSet(names: ["T"]), sample: .init(name: "s", values: ["T": "Int"]))
        #expect(instantiator.instantiate("let x: <#T##Type#> = 1").text == "let x: Int = 1")
    }

    /// `guard let entry = archive["file.txt"] else { return }` among a block's top-level statements: the body of a
    /// function the page does not show. Its bare `return`s trap, so the program typechecks and stops where that
    /// function would end; returns of its own functions and closures stay, and a `return total` leaves them all.
    @Test func aBareReturnAmongTopLevelStatementsStopsTheProgram() {
        let trap = "fatalError(\"\(CodeNormalizer.returnTrap)\")"
        let source =
            "guard let entry = archive[\"file.txt\"] else {\n    return\n}\n"
            + "let sizes = entries.map { e in return e.size }\nfunc f() { return }\nif sizes.isEmpty { return }\n"
        let result = CodeNormalizer.normalize(source, returnsStop: true)
        #expect(
            result.code
                == "guard let entry = archive[\"file.txt\"] else {\n    \(trap)\n}\n"
                + "let sizes = entries.map { e in return e.size }\nfunc f() { return }\nif sizes.isEmpty { \(trap) }\n")
        #expect(result.returnsStop)
        #expect(CodeNormalizer.normalize(source).code == source, "a test's body may return")
        let valued = "guard let first = numbers.first else { return }\nreturn first * 2\n"
        #expect(CodeNormalizer.normalize(valued, returnsStop: true).code == valued, "a function returning a value")
        #expect(!CodeNormalizer.normalize(valued, returnsStop: true).returnsStop)
    }
}
