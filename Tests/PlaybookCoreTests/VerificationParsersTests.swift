import Testing

@testable import PlaybookCore

struct VerificationParsersTests {
    @Test func readsOneLineCompilerDiagnostics() {
        let output = """
            UCharacterGuide1/create-viewmodel.md:60:9: error: cannot find 'x' in scope
            let y = x
                    ^
            /tmp/p/Units/U/Sources/a.swift:3:1: warning: unused
            note: something without a location
            """
        let entries = CompilerDiagnosticParser.parse(output)
        #expect(entries.count == 2)
        #expect(
            entries[0]
                == .init(
                    file: "UCharacterGuide1/create-viewmodel.md", line: 60, column: 9, severity: .error,
                    message: "cannot find 'x' in scope"))
        #expect(entries[1].severity == .warning)
    }

    @Test func readsSwiftTestingEvents() throws {
        let stream = """
            {"kind":"test","payload":{"id":"UAppGuide1Tests.loads()/guide_3.swift:4:2","kind":"function",\
            "name":"loads()","sourceLocation":{"filePath":"/p/Units/UAppGuide1/Tests/guide_3.swift","line":4,\
            "column":2}},"version":"6.3.0"}
            {"kind":"event","payload":{"kind":"issueRecorded","issue":{"isFailure":true,"isKnown":false,\
            "sourceLocation":{"filePath":"UAppGuide1/guide.md","line":61,"column":5}},"messages":[{"symbol":"fail",\
            "text":"Expectation failed: 1 == 2"}],"testID":"UAppGuide1Tests.loads()/guide_3.swift:4:2"},\
            "version":"6.3.0"}
            {"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"fail","text":"failed"}],\
            "testID":"UAppGuide1Tests.loads()/guide_3.swift:4:2"},"version":"6.3.0"}
            """
        let records = TestEventParser.parseEventStream(stream)
        let record = try #require(records.first)
        #expect(records.count == 1)
        #expect(record.module == "UAppGuide1Tests")
        #expect(record.file == "guide_3.swift")
        #expect(!record.passed)
        #expect(
            record.issues == [
                .init(message: "Expectation failed: 1 == 2", file: "UAppGuide1/guide.md", line: 61, column: 5)
            ])
    }

    @Test func readsXCTestOutput() {
        let output = """
            Test Case 'UAppGuide1Tests.ModelTests/testLoads' started at 2026-11-22 04:00:00
            UAppGuide1/guide.md:77: error: UAppGuide1Tests.ModelTests/testLoads : XCTAssertEqual failed: ("1") is not \
            equal to ("2") -
            Test Case 'UAppGuide1Tests.ModelTests/testLoads' failed (0.001 seconds)
            Test Case 'UAppGuide1Tests.ModelTests/testOther' passed (0.001 seconds)
            """
        let records = TestEventParser.parseXCTestOutput(output)
        #expect(records.map(\.id) == ["UAppGuide1Tests.ModelTests.testLoads", "UAppGuide1Tests.ModelTests.testOther"])
        #expect(records.map(\.passed) == [false, true])
        #expect(records[0].issues.first?.line == 77)
        #expect(records[0].issues.first?.message.hasPrefix("XCTAssertEqual failed") == true)
    }

    @Test func sha256MatchesKnownDigests() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(String(repeating: "a", count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
