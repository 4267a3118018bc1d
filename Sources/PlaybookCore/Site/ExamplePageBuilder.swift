/// The verified-example page of one unit: every block compiled in it (its own
/// and those borrowed from other guides), exactly as compiled, with the
/// sample's values and the tests that ran.
struct ExamplePageBuilder: Sendable {
    let guides: [String: Guide]
    let paths: SitePaths
    let samples: [PlaybookConfig.Sample]
    let highlighter: SwiftHighlighter
    /// Every result of the report, to find borrowed blocks by guide, line and sample.
    let results: [VerificationReport.BlockResult]

    func context(unit: String, members: [VerificationReport.BlockResult]) -> PageContexts.Example {
        let page = paths.examplePages[unit] ?? ""
        let root = SitePaths.rootPrefix(of: page)
        let first = members[0]
        let guide = guides[first.guide]
        let sample = first.sample
        var files = members.map { file($0, root: root, borrowedNote: nil) }
        var seen = Set(members.map { "\($0.guide)#\($0.index)" })
        for member in members {
            for borrowed in member.borrowed {
                guard
                    let lender = results.first(where: {
                        $0.guide == borrowed.guide && $0.line == borrowed.line && $0.sample == sample
                    }),
                    seen.insert("\(lender.guide)#\(lender.index)").inserted
                else { continue }
                let names =
                    borrowed.names.isEmpty ? "" : ", for what it declares: \(borrowed.names.joined(separator: ", "))"
                files.append(file(lender, root: root, borrowedNote: "from another guide\(names)"))
            }
        }
        // A unit made to prove an `expect-error` block fails says so, as that block does.
        let verdict = BlockVerdict(
            results: members, expectsError: members.contains { block(of: $0)?.has("expect-error") == true })
        var tests: [PageContexts.ExampleTest] = []
        var testNames = Set<String>()
        for member in members {
            for test in member.tests where testNames.insert(test.name).inserted {
                tests.append(.init(name: test.name, result: test.passed ? "passed" : "failed"))
            }
        }
        let values = (samples.first { $0.name == sample }?.values ?? [:])
            .sorted { $0.key < $1.key }
            .map { PageContexts.SampleValue(name: $0.key, value: $0.value) }
        let section = guide?.blocks.first { $0.index == first.index }?.headingPath.last
        return PageContexts.Example(
            root: root,
            guidePath: first.guide,
            guideTitle: guide?.title ?? first.guide,
            guideHref: paths.guidePages[first.guide] ?? "index.html",
            heading: [guide?.title ?? first.guide, section].compactMap { $0 }.joined(separator: " › "),
            unit: unit, sample: sample, status: verdict.styleClass, statusText: verdict.label,
            values: values, hasValues: !values.isEmpty, files: files, tests: tests, hasTests: !tests.isEmpty
        )
    }

    private func block(of result: VerificationReport.BlockResult) -> CodeBlock? {
        guides[result.guide]?.blocks.first { $0.index == result.index }
    }

    private func file(
        _ result: VerificationReport.BlockResult, root: String, borrowedNote: String?
    ) -> PageContexts.ExampleFile {
        let block = block(of: result)
        let verdict = BlockVerdict(results: [result], expectsError: block?.has("expect-error") == true)
        let source = "\(result.guide), line \(result.line)"
        let diagnostics = result.diagnostics.map { location in
            var place = location.guide ?? result.guide
            if let line = location.line { place += ":\(line)" + (location.column.map { ":\($0)" } ?? "") }
            if let expected = BlockVerdict.expectedError(location) {
                return PageContexts.ExampleDiagnostic(
                    severity: "expected", severityText: "expected error", place: place, message: expected)
            }
            return PageContexts.ExampleDiagnostic(
                severity: location.severity.rawValue, severityText: location.severity.rawValue, place: place,
                message: location.message)
        }
        return PageContexts.ExampleFile(
            anchor: "file-\(SitePaths.fileStem(result.guide))-\(result.line)",
            path: result.targetFile ?? "The guide names no file for this code",
            whatNotToWrite: block?.showsWhatNotToWrite == true,
            status: verdict.styleClass, statusText: verdict.label,
            code: highlighter.highlight(result.code), source: source,
            blockHref: (paths.guidePages[result.guide] ?? "index.html") + "#block-\(result.line)",
            borrowedNote: borrowedNote, diagnostics: diagnostics, hasDiagnostics: !diagnostics.isEmpty
        )
    }
}
