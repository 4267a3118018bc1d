import Foundation
import Testing

@testable import PlaybookCore

@Suite struct SymbolGraphReaderTests {
    /// A graph as the compiler writes one, with what the reader skips (metadata, mixins, generics,
    /// names, nulls, numbers, booleans) around what it keeps.
    static let graph = #"""
        {
          "metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "Apple Swift 6.3.1"},
          "module": {"name": "Shapes", "platform": {"architecture": "x86_64", "vendor": "unknown"}},
          "symbols": [
            {
              "kind": {"identifier": "swift.method", "displayName": "Instance Method"},
              "identifier": {"precise": "s:6Shapes6CircleV6scaled2byACSd_tF", "interfaceLanguage": "swift"},
              "pathComponents": ["Circle", "scaled(by:)"],
              "names": {"title": "scaled(by:)", "subHeading": [{"kind": "keyword", "spelling": "func"}]},
              "docComment": {
                "uri": "file:///work/shapes/Sources/Shapes/Circle.swift",
                "module": "Shapes",
                "lines": [
                  {"range": {"start": {"line": 11, "character": 8}, "end": {"line": 11, "character": 40}},
                   "text": "Scales the circle by \"factor\"\u00a0\u2014 caf\u00e9 \ud83d\ude00."},
                  {"text": "\tInherited\\no range."}
                ]
              },
              "functionSignature": {
                "parameters": [{"name": "factor", "declarationFragments": [
                  {"kind": "identifier", "spelling": "factor"}, {"kind": "text", "spelling": ": "},
                  {"kind": "typeIdentifier", "spelling": "Double", "preciseIdentifier": "s:Sd"}]}],
                "returns": [{"kind": "typeIdentifier", "spelling": "Circle", "preciseIdentifier": "s:6Shapes6CircleV"}]
              },
              "swiftGenerics": {"constraints": [{"kind": "conformance", "lhs": "Self", "rhs": "Sendable"}]},
              "declarationFragments": [
                {"kind": "keyword", "spelling": "func"}, {"kind": "text", "spelling": " "},
                {"kind": "identifier", "spelling": "scaled"}
              ],
              "accessLevel": "public",
              "isSPI": false,
              "availability": [{"domain": "macOS", "introduced": {"major": 13}, "deprecated": 1.5e2}],
              "location": {"uri": "file:///work/shapes/Sources/Shapes/Circle.swift",
                           "position": {"line": 12, "character": 16}}
            },
            {
              "kind": {"identifier": "swift.struct", "displayName": "Structure"},
              "identifier": {"precise": "s:6Shapes6CircleV", "interfaceLanguage": "swift"},
              "pathComponents": ["Circle"],
              "docComment": null,
              "accessLevel": "open"
            }
          ],
          "relationships": [
            {"kind": "memberOf", "source": "s:6Shapes6CircleV6scaled2byACSd_tF", "target": "s:6Shapes6CircleV",
             "targetFallback": null, "swiftConstraints": []}
          ]
        }
        """#

    @Test func keepsWhatTheSiteUsesAndSkipsTheRest() throws {
        let graph = try SymbolGraphReader.read(Data(Self.graph.utf8))
        #expect(graph.module.name == "Shapes")
        #expect(graph.symbols.count == 2)
        let method = graph.symbols[0]
        #expect(method.identifier == "s:6Shapes6CircleV6scaled2byACSd_tF")
        #expect(method.kind == "swift.method")
        #expect(method.kindName == "Instance Method")
        #expect(method.pathComponents == ["Circle", "scaled(by:)"])
        #expect(method.declarationText == "func scaled")
        #expect(method.accessLevel == "public")
        #expect(method.sourceURI == "file:///work/shapes/Sources/Shapes/Circle.swift")
        #expect(method.sourceLine == 13)
        #expect(method.parameterTypes == ["Double"])
        #expect(method.returnType == "Circle")
        let circle = graph.symbols[1]
        #expect(circle.docComment == nil)
        #expect(circle.accessLevel == "open")
        #expect(circle.parameterTypes == nil && circle.returnType == nil && circle.sourceLine == nil)
        #expect(graph.relationships == [.init(kind: "memberOf", source: method.identifier, target: circle.identifier)])
    }

    @Test func unescapesStringsAsJSONWritesThem() throws {
        let comment = try #require(try SymbolGraphReader.read(Data(Self.graph.utf8)).symbols[0].docComment)
        #expect(comment.sourceURI == "file:///work/shapes/Sources/Shapes/Circle.swift")
        #expect(comment.lines.map(\.sourceLine) == [12, nil])
        #expect(comment.lines[0].text == "Scales the circle by \"factor\"\u{a0}— café 😀.")
        #expect(comment.lines[1].text == "\tInherited\\no range.")
    }

    @Test(arguments: [
        ("", "at byte 0: expected a value"),
        (#"{"module": {"name": "Shapes"}, "symbols": [}"#, "at byte 43: expected an object"),
        (#"{"module": {"name": "Shapes"}} trailing"#, "at byte 31: expected the end of the document"),
        (#"{"module": {"name": "Sha"#, "at byte 20: expected the end of the string"),
        (#"{"symbols": []}"#, "at byte 15: expected a module with a name"),
        (#"{"module": {"name": 3}}"#, "at byte 20: expected a string"),
        (
            #"{"module": {"name": "S"}, "symbols": [{"pathComponents": ["A"]}]}"#,
            "at byte 63: expected a symbol with an identifier, a kind and a path"
        ),
        (#"{"module": {"name": "S"} "symbols": []}"#, "at byte 25: expected ',' or '}'"),
        (#"{"module": {"name": "S", "x": tru}}"#, "at byte 30: expected true"),
    ])
    func saysWhereADocumentStopsBeingAGraph(_ json: String, _ message: String) {
        #expect {
            try SymbolGraphReader.read(Data(json.utf8))
        } throws: { error in
            (error as? JSONScanner.Failure)?.description == message
        }
    }

    @Test func aCompilersGraphReadsAsTheLoaderGivesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.graph.utf8).write(to: folder.appendingPathComponent("Shapes@Swift.symbols.json"))
        try Data("{}".utf8).write(to: folder.appendingPathComponent("notes.json"))
        let graphs = try SymbolGraphLoader.load(folder: folder)
        #expect(graphs.map(\.module.name) == ["Shapes"])
        #expect(graphs.first?.symbols.count == 2)
        try Data("{\"module\": ".utf8).write(to: folder.appendingPathComponent("Broken.symbols.json"))
        #expect {
            try SymbolGraphLoader.load(folder: folder)
        } throws: { error in
            "\(error)".contains(
                "Broken.symbols.json: not a symbol graph the compiler writes (at byte 11: expected a value)")
        }
    }
}
