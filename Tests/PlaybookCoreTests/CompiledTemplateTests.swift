import Foundation
import Testing

@testable import PlaybookCore

/// `CompiledTemplate` renders what swift-mustache renders, and leaves to it what it does not read. swift-mustache
/// is reached through `ThemeTemplates`, which renders any template but a built-in one with it.
@Suite struct CompiledTemplateTests {
    private func swiftMustache(_ template: String, _ values: [String: Any]) throws -> String {
        try ThemeTemplates(theme: Theme(templates: ["own.mustache": template], assets: [:]))
            .render(values, template: "own.mustache")
    }

    @Test func everyBuiltInTemplateCompiles() {
        for (name, text) in DefaultTheme.templates {
            #expect(CompiledTemplate(text) != nil, "\(name)")
        }
    }

    @Test func rendersAsSwiftMustacheDoes() throws {
        let cases: [(template: String, values: [String: Any])] = [
            // Standalone section lines are dropped; the values are escaped.
            (
                "<ul>\n  {{#items}}\n  <li>{{name}}</li>\n  {{/items}}\n</ul>\n",
                ["items": [["name": "a"], ["name": "b & <c>"]] as [[String: Any]]] as [String: Any]
            ),
            // Tags amid text keep the whitespace around them.
            ("a {{#flag}}yes{{/flag}} b\n  {{^flag}}no{{/flag}}  \n", ["flag": true]),
            ("a {{#flag}}yes{{/flag}} b\n  {{^flag}}no{{/flag}}  \n", ["flag": false]),
            // A name missing from a section's value is looked up around it.
            (
                "{{#rows}}{{root}}{{href}}{{#reason}} ({{reason}}){{/reason}}\n{{/rows}}",
                ["root": "../", "rows": [["href": "a.html", "reason": "why"], ["href": "b.html"]] as [Any]]
            ),
            (
                "{{count}} {{ratio}} {{flag}} {{{raw}}} {{&raw}} {{raw}}",
                ["count": 3, "ratio": 2.5, "flag": true, "raw": "<b>"]
            ),
            // An empty string is a value; only a missing one is not.
            (
                "{{#empty}}[{{empty}}]{{/empty}}{{^empty}}none{{/empty}}"
                    + "{{#missing}}x{{/missing}}{{^missing}}-{{/missing}}",
                ["empty": ""]
            ),
            ("{{^items}}no items{{/items}}{{^list}}x{{/list}}{{#list}}<li>{{/list}}", ["items": [Any](), "list": [1]]),
            ("{{#n}}{{n}}-{{name}}{{/n}}", ["n": 3, "name": "x"]),
            ("{{#a}}\r\nx\r\n{{/a}}\r\ny\r\n", ["a": true]),
            ("{{text}}", ["text": "a<\u{338}b \"q\" 'x' & é<"]),
            ("a { b }} c {{x}}", ["x": "y"]),
            ("{{#a}}\nx{{/a}} {{#b}}\ny\n{{/b}}\n", ["a": true, "b": true]),
            ("\t{{#a}}  \n\tz\n\t{{/a}}\t\n", ["a": true]),
            ("{{ name }} {{# flag }}y{{/ flag }}", ["name": "n", "flag": true]),
            ("{{#a}}x{{/a}}   ", ["a": [String: Any]()]),
        ]
        for (template, values) in cases {
            let compiled = try #require(CompiledTemplate(template), "\(template)")
            #expect(compiled.render(values) == (try swiftMustache(template, values)), "\(template)")
        }
    }

    @Test func leavesToSwiftMustacheWhatItDoesNotRead() {
        for template in [
            "{{! a note }}", "{{> partial}}", "{{a.b}}", "{{.}}", "{{uppercase(a)}}", "{{=<% %>=}}", "{{#a}}open",
            "{{$block}}{{/block}}",
        ] {
            #expect(CompiledTemplate(template) == nil, "\(template)")
        }
        let compiled = CompiledTemplate("{{a}}{{#b}}{{/b}}{{^c}}{{/c}}")
        for values: [String: Any] in [["a": [1, 2]], ["b": Set([1])], ["c": Set<Int>()], ["a": Float(1)]] {
            #expect(compiled?.render(values) == nil, "\(values)")
        }
    }

    /// The built-in theme's templates each with a comment at the end, which renders nothing but is not built-in text,
    /// so swift-mustache renders every page.
    @Test func aSiteRendersTheSameThroughEitherRenderer() throws {
        var throughSwiftMustache = Theme.builtIn
        for name in Theme.templateNames {
            throughSwiftMustache.templates[name]? += "{{! rendered by swift-mustache }}"
        }
        let workspace = try SiteFixture.workspace()
        let report = SiteFixture.report(for: workspace)
        let catalog = Workspace.open(paths: [try TestSupport.fixture("Catalog/Greeting.docc").path], configFile: nil)
        for (workspace, report) in [(workspace, report), (workspace, nil), (catalog, nil)] {
            let compiled = try SiteFixture.build(workspace, report: report)
            let rendered = try SiteFixture.build(workspace, report: report, theme: throughSwiftMustache)
            #expect(compiled.files.keys.sorted() == rendered.files.keys.sorted())
            for (name, data) in compiled.files where rendered.files[name] != data {
                Issue.record("\(name) differs")
            }
        }
    }
}
