import Testing

@testable import PlaybookCore

/// XCTest cases found in test files' syntax, as SwiftPM finds them in its index on Linux.
struct XCTestDiscoveryTests {
    @Test func casesAreTheTestMethodsOfXCTestCaseSubclassesAndTheirExtensions() throws {
        let files = [
            """
            import XCTest
            class BaseTests: XCTestCase {
                func helper() {}
            }
            final class CounterTests: BaseTests {
                func testIncrements() {}
                func testWaits() async throws {}
                private func testHidden() {}
                static func testStatic() {}
                func testWithArgument(_ value: Int) {}
            }
            struct Fixture { func testNotACase() {} }
            """,
            """
            extension CounterTests {
                func testFromAnExtension() throws {}
            }
            """,
        ]
        let cases = try #require(XCTestDiscovery.testCases(in: files))
        #expect(
            cases == [
                XCTestDiscovery.TestCase(
                    className: "CounterTests",
                    methods: [
                        .init(name: "testIncrements", isAsync: false), .init(name: "testWaits", isAsync: true),
                        .init(name: "testFromAnExtension", isAsync: false),
                    ])
            ])
    }

    @Test func aTestClassNestedInAnotherTypeLeavesTheUnitToSwiftPM() {
        let nested = "import XCTest\nenum Group {\n    final class InnerTests: XCTestCase { func testA() {} }\n}\n"
        #expect(XCTestDiscovery.testCases(in: [nested]) == nil)
    }

    @Test func filesWithoutXCTestCasesHaveNone() {
        #expect(XCTestDiscovery.testCases(in: ["import Testing\n@Test func plain() {}\n"]) == [])
    }
}
