import Testing

@testable import PlaybookCore

/// What a badge and a guide's summary say while the preview has verified some samples of a block and not others.
@Suite struct PreviewBadgeTests {
    static func result(
        _ sample: String, _ status: VerificationReport.Status, index: Int = 0
    )
        -> VerificationReport.BlockResult
    {
        VerificationReport.BlockResult(
            guide: "g.md", line: 3, index: index, sample: sample, status: status,
            level: status == .passed ? .test : status == .failed ? .typecheck : nil, reason: nil, unit: nil,
            diagnostics: [], borrowed: [], tests: [], code: "", targetFile: nil, seconds: 0)
    }

    @Test func aBadgeSaysWhatOneSampleGaveWhileTheOtherIsChecked() {
        let partial = BlockVerdict(results: [Self.result("character", .passed), Self.result("episode", .pending)])
        #expect(partial.status == .passed && partial.checking == ["episode"])
        #expect(partial.label == "passed · test · checking episode…")
        let failing = BlockVerdict(results: [Self.result("character", .failed), Self.result("episode", .pending)])
        #expect(failing.status == .failed && failing.label == "failed in character · checking episode…")
        let waiting = BlockVerdict(results: [Self.result("character", .pending), Self.result("episode", .pending)])
        #expect(waiting.status == .verifying && waiting.label == "verifying…")
        let done = BlockVerdict(results: [Self.result("character", .passed), Self.result("episode", .passed)])
        #expect(done.checking.isEmpty && done.label == "passed · test")
    }

    @Test func aGuideCountsAPartlyCheckedBlockAsVerifyingAndSaysTheSiteIsChecking() throws {
        let guide = TestSupport.extract(
            "# G\n\n```swift\nlet a = 1\n```\n\n```swift\nlet b = 2\n```\n", path: "g.md"
        ).guide
        let results = [
            0: [Self.result("character", .passed), Self.result("episode", .pending)],
            1: [Self.result("character", .failed, index: 1), Self.result("episode", .pending, index: 1)],
        ]
        let checking = GuideVerdict(guide: guide, results: results, verified: true, siteIsChecking: true)
        #expect(checking.status == "verifying")
        #expect(
            checking.summary == "2 Swift blocks: 0 passed, 1 verifying, 1 failed; checking other samples and guides…")
        let settled = GuideVerdict(
            guide: guide,
            results: [0: [Self.result("character", .passed)], 1: [Self.result("character", .passed, index: 1)]],
            verified: true)
        #expect(settled.summary == "2 Swift blocks: 2 passed")
    }
}
