import Foundation
import Testing

@testable import PlaybookCore

/// A small module's symbol graph, written as the compiler writes it, and the
/// links DocC resolves and refuses in it.
enum ShapesGraph {
    static let json = """
        {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "test"},
         "module": {"name": "Shapes", "platform": {}},
         "symbols": [
          \(symbol("s:6Shapes6CircleV", "swift.struct", "Structure", ["Circle"], comment: [(0, "A round shape.")]))
          \(symbol("s:6Shapes6CircleV4areaSdvp", "swift.property", "Instance Property", ["Circle", "area"],
                   comment: [(4, "The area, from ``radius``."), (5, "See ``Circle/diameter`` too.")]))
          \(symbol("s:6Shapes6CircleV6radiusSdvp", "swift.property", "Instance Property", ["Circle", "radius"]))
          \(symbol("s:6Shapes6CircleV5moved2byACSd_tF", "swift.method", "Instance Method", ["Circle", "moved(by:)"]))
          \(symbol("s:6Shapes6CircleV5moved2byACSi_tF", "swift.method", "Instance Method", ["Circle", "moved(by:)"]))
          \(symbol("s:6Shapes6CircleV1poiyA2C_ACtFZ", "swift.func.op", "Operator", ["Circle", "+(_:_:)"]))
          \(symbol("s:6Shapes6CircleV4KindO", "swift.enum", "Enumeration", ["Circle", "Kind"]))
          \(symbol("s:6Shapes5ShapeP", "swift.protocol", "Protocol", ["Shape"]))
          \(symbol("s:6Shapes5ShapeP8describeSSyF", "swift.method", "Instance Method", ["Shape", "describe()"]))
          \(symbol("s:6Shapes5ShapePAAE8describeSSyF", "swift.method", "Instance Method", ["Shape", "describe()"],
                   last: true))
         ],
         "relationships": [
          {"kind": "memberOf", "source": "s:6Shapes6CircleV4areaSdvp", "target": "s:6Shapes6CircleV"},
          {"kind": "defaultImplementationOf", "source": "s:6Shapes5ShapePAAE8describeSSyF",
           "target": "s:6Shapes5ShapeP8describeSSyF"}
         ]}
        """

    /// A symbol declared in `Sources/Shapes/Circle.swift`, with a doc comment on the zero-based lines given.
    static func symbol(
        _ identifier: String, _ kind: String, _ kindName: String, _ path: [String], comment: [(Int, String)] = [],
        last: Bool = false
    ) -> String {
        let lines = comment.map { line, text in
            "{\"text\": \"\(text)\", \"range\": {\"start\": {\"line\": \(line), \"character\": 4}, "
                + "\"end\": {\"line\": \(line), \"character\": 40}}}"
        }
        let docComment =
            comment.isEmpty
            ? ""
            : ", \"docComment\": {\"uri\": \"file:///work/shapes/Sources/Shapes/Circle.swift\", \"lines\": ["
                + lines.joined(separator: ", ") + "]}"
        return """
            {"kind": {"identifier": "\(kind)", "displayName": "\(kindName)"},
             "identifier": {"precise": "\(identifier)", "interfaceLanguage": "swift"},
             "pathComponents": [\(path.map { "\"\($0)\"" }.joined(separator: ", "))],
             "names": {"title": "\(path.last!)"},
             "declarationFragments": [{"kind": "keyword", "spelling": "struct"}, {"kind": "text", "spelling": " "},
                                      {"kind": "identifier", "spelling": "\(path.last!)"}],
             "accessLevel": "public",
             "location": {"uri": "file:///work/shapes/Sources/Shapes/Circle.swift",
                          "position": {"line": 1, "character": 14}}\(docComment)}\(last ? "" : ",")
            """
    }

    static func graph() throws -> SymbolGraph {
        try SymbolGraphReader.read(Data(json.utf8))
    }

    static func index() throws -> SymbolIndex {
        SymbolIndex(graphs: [try graph()], sourceRoot: "/work/shapes")
    }
}

@Suite struct SymbolIndexTests {
    private func resolved(_ link: String, from context: String? = nil) throws -> String? {
        let index = try ShapesGraph.index()
        let contextSymbol = context.flatMap { index.symbols[$0] }
        switch index.resolve(link, from: contextSymbol) {
        case .symbol(let symbol): return symbol.identifier
        case .module(let name): return "module " + name
        case .ambiguous(let candidates): return "ambiguous " + candidates.map(\.identifier).joined(separator: ",")
        case .notFound: return nil
        }
    }

    @Test func aGraphDecodesAsTheCompilerWritesIt() throws {
        let graph = try ShapesGraph.graph()
        #expect(graph.module.name == "Shapes")
        let area = try #require(graph.symbols.first { $0.pathComponents == ["Circle", "area"] })
        #expect(area.kind == "swift.property")
        #expect(area.kindName == "Instance Property")
        #expect(area.declarationText == "struct area")
        #expect(area.sourceLine == 2, "the compiler's lines count from 0")
        #expect(area.docComment?.lines.map(\.sourceLine) == [5, 6])
        #expect(area.docComment?.text == "The area, from ``radius``.\nSee ``Circle/diameter`` too.")
        #expect(graph.relationships.count == 2)
    }

    @Test func theHashIsDocCsDisambiguation() {
        // Read off `docc convert` of the same symbols: the overloads' pages end with these.
        #expect(SymbolHash.of("s:6Shapes6CircleV5moved2byACSd_tF") == "2jw8b")
        #expect(SymbolHash.of("s:6Shapes6CircleV5moved2byACSi_tF") == "1feam")
        #expect(SymbolHash.of("s:6Shapes5ShapePAAE8describeSSyF") == "8yae1")
    }

    @Test func linksResolveAbsolutelyAndFromTheModule() throws {
        #expect(try resolved("Circle") == "s:6Shapes6CircleV")
        #expect(try resolved("Shapes/Circle/area") == "s:6Shapes6CircleV4areaSdvp")
        #expect(try resolved("/documentation/Shapes/Circle") == "s:6Shapes6CircleV")
        #expect(try resolved("Circle/+(_:_:)") == "s:6Shapes6CircleV1poiyA2C_ACtFZ")
        #expect(try resolved("Shapes") == "module Shapes")
    }

    @Test func relativeLinksLookFromTheirSymbolUpwards() throws {
        #expect(try resolved("radius", from: "s:6Shapes6CircleV4areaSdvp") == "s:6Shapes6CircleV6radiusSdvp")
        #expect(try resolved("area", from: "s:6Shapes6CircleV") == "s:6Shapes6CircleV4areaSdvp")
        #expect(try resolved("Shape", from: "s:6Shapes6CircleV4areaSdvp") == "s:6Shapes5ShapeP")
        #expect(try resolved("radius") == nil, "an article has no symbol to look from")
    }

    @Test func overloadsNeedADisambiguation() throws {
        let both = "ambiguous s:6Shapes6CircleV5moved2byACSd_tF,s:6Shapes6CircleV5moved2byACSi_tF"
        #expect(try resolved("Circle/moved(by:)") == both)
        #expect(try resolved("Circle/moved(by:)-1feam") == "s:6Shapes6CircleV5moved2byACSi_tF")
        #expect(try resolved("Circle/moved(by:)-zzzzz") == nil, "a hash of no overload")
        #expect(try resolved("Circle/Kind-swift.enum") == "s:6Shapes6CircleV4KindO")
        #expect(try resolved("Circle/Kind-enum") == "s:6Shapes6CircleV4KindO")
        #expect(try resolved("Circle/Kind-swift.struct") == nil, "a kind the symbol is not")
    }

    @Test func aRequirementIsPreferredToItsDefaultImplementation() throws {
        #expect(try resolved("Shape/describe()") == "s:6Shapes5ShapeP8describeSSyF")
        #expect(try resolved("Shape/describe()-8yae1") == "s:6Shapes5ShapePAAE8describeSSyF")
    }

    @Test func missingNamesAreNotFound() throws {
        #expect(try resolved("Circl") == nil)
        #expect(try resolved("Circle/diameter") == nil)
        #expect(try resolved("Circle/area/more") == nil)
        let index = try ShapesGraph.index()
        #expect(index.resolve("Circle/diameter") == .notFound("diameter"))
    }

    @Test func membersAreListedInPathOrder() throws {
        let index = try ShapesGraph.index()
        let circle = try #require(index.symbols["s:6Shapes6CircleV"])
        #expect(
            index.members(of: circle).map(\.name) == ["+(_:_:)", "Kind", "area", "moved(by:)", "moved(by:)", "radius"])
    }

    @Test func anAbstractIsTheFirstParagraphAsPlainText() throws {
        let index = try ShapesGraph.index()
        let area = try #require(index.symbols["s:6Shapes6CircleV4areaSdvp"])
        #expect(index.abstract(of: area) == "The area, from radius. See Circle/diameter too.")
        let comment = { (lines: [String]) in
            SymbolGraph.DocComment(sourceURI: nil, lines: lines.map { .init(text: $0, sourceLine: nil) })
        }
        #expect(comment(["  First line", "second.", "", "Discussion."]).abstract == "First line second.")
        #expect(comment(["", "Late."]).abstract == nil)
        #expect(SymbolPageRenderer.isPlainProse(comment(["Just *words*.", "", "More."])))
        #expect(!SymbolPageRenderer.isPlainProse(comment(["Words.", "", "    let code = 1"])))
        #expect(!SymbolPageRenderer.isPlainProse(comment(["See ``Circle``."])))
        #expect(!SymbolPageRenderer.isPlainProse(comment(["## Heading"])))
    }

    @Test func aCatalogDocumentsItsOwnModulesGraphOnly() throws {
        let shapes = try ShapesGraph.graph()
        let other = SymbolGraph(module: .init(name: "Other"), symbols: [])
        let root = GuideExtractor.extract(
            markdown: "# ``Shapes``\n", path: "Shapes.md", catalog: DocCCatalog(files: [])
        ).guide
        #expect(SymbolGraphLoader.documented([shapes, other], by: [root]).map(\.module.name) == ["Shapes"])
        #expect(SymbolGraphLoader.documented([shapes, other], by: []).count == 2, "no catalog says: every module")
    }

    @Test func theSymbolWhoseCommentHoldsALine() throws {
        let index = try ShapesGraph.index()
        #expect(index.symbol(documentedAt: 6, inFileEndingWith: "Sources/Shapes/Circle.swift")?.name == "area")
        #expect(index.symbol(documentedAt: 3, inFileEndingWith: "Sources/Shapes/Circle.swift") == nil)
        #expect(
            index.displayPath(ofSourceURI: "file:///work/shapes/Sources/Shapes/Circle.swift")
                == "Sources/Shapes/Circle.swift")
    }
}
