import Foundation

/// Reads a `*.symbols.json` as the compiler writes it into a `SymbolGraph`,
/// in one pass that takes only what Playbook links, checks and shows (a
/// symbol's mixins, generics and names are skipped unread).
enum SymbolGraphReader {
    static func read(_ data: Data) throws(JSONScanner.Failure) -> SymbolGraph {
        // `withUnsafeBytes` rethrows untyped errors: the reading's own error comes out as a `Result`.
        let read = data.withUnsafeBytes { raw in
            Result { () throws(JSONScanner.Failure) -> SymbolGraph in
                var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
                let graph = try graph(&scanner)
                try scanner.expectEnd()
                return graph
            }
        }
        return try read.get()
    }

    private static func graph(_ scanner: inout JSONScanner) throws(JSONScanner.Failure) -> SymbolGraph {
        var module: SymbolGraph.Module?
        var symbols: [SymbolGraph.Symbol] = []
        var relationships: [SymbolGraph.Relationship] = []
        try scanner.readObject { scanner, key throws(JSONScanner.Failure) in
            switch key {
            case "module":
                try scanner.readObject { scanner, key throws(JSONScanner.Failure) in
                    if key == "name" { module = .init(name: try scanner.readString()) } else { try scanner.skipValue() }
                }
            case "symbols": symbols = try scanner.readArray(of: symbol)
            case "relationships": relationships = try scanner.readArray(of: relationship)
            default: try scanner.skipValue()
            }
        }
        guard let module else { throw scanner.failure(expected: "a module with a name") }
        return SymbolGraph(module: module, symbols: symbols, relationships: relationships)
    }

    private static func symbol(_ scanner: inout JSONScanner) throws(JSONScanner.Failure) -> SymbolGraph.Symbol {
        var identifier: String?
        var kind: (identifier: String, displayName: String)?
        var pathComponents: [String]?
        var symbol = SymbolGraph.Symbol(identifier: "", kind: "", kindName: "", pathComponents: [])
        try scanner.readObject { scanner, key throws(JSONScanner.Failure) in
            switch key {
            case "identifier": identifier = try string(named: "precise", in: &scanner)
            case "kind": kind = try strings(named: "identifier", "displayName", in: &scanner)
            case "pathComponents":
                pathComponents = try scanner.readArray { scanner throws(JSONScanner.Failure) in
                    try scanner.readString()
                }
            case "declarationFragments": symbol.declaration = try scanner.readArray(of: fragment)
            case "docComment": symbol.docComment = try scanner.readNull() ? nil : try docComment(&scanner)
            case "accessLevel": symbol.accessLevel = try scanner.readString()
            case "location":
                try scanner.readObject { scanner, key throws(JSONScanner.Failure) in
                    switch key {
                    case "uri": symbol.sourceURI = try scanner.readString()
                    case "position": symbol.sourceLine = try line(in: &scanner) + 1
                    default: try scanner.skipValue()
                    }
                }
            case "functionSignature": try functionSignature(&scanner, of: &symbol)
            default: try scanner.skipValue()
            }
        }
        guard let identifier, let kind, let pathComponents else {
            throw scanner.failure(expected: "a symbol with an identifier, a kind and a path")
        }
        symbol.identifier = identifier
        symbol.kind = kind.identifier
        symbol.kindName = kind.displayName
        symbol.pathComponents = pathComponents
        return symbol
    }

    /// A parameter's fragments are `name: Type`; its type is what follows the first `: `.
    private static func functionSignature(
        _ scanner: inout JSONScanner, of symbol: inout SymbolGraph.Symbol
    ) throws(JSONScanner.Failure) {
        var parameterTypes: [String] = []
        try scanner.readObject { scanner, key throws(JSONScanner.Failure) in
            switch key {
            case "parameters":
                parameterTypes = try scanner.readArray { scanner throws(JSONScanner.Failure) in
                    var fragments: [SymbolGraph.Fragment] = []
                    try scanner.readObject { scanner, key throws(JSONScanner.Failure) in
                        if key == "declarationFragments" {
                            fragments = try scanner.readArray(of: fragment)
                        } else {
                            try scanner.skipValue()
                        }
                    }
                    let colon = fragments.firstIndex { $0.kind == "text" && $0.spelling.hasPrefix(":") }
                    let type = fragments[(colon.map { $0 + 1 } ?? fragments.startIndex)...].map(\.spelling).joined()
                    return type.trimmingCharacters(in: .whitespaces)
                }
            case "returns": symbol.returnType = try scanner.readArray(of: fragment).map(\.spelling).joined()
            default: try scanner.skipValue()
            }
        }
        symbol.parameterTypes = parameterTypes
    }

    private static func fragment(_ scanner: inout JSONScanner) throws(JSONScanner.Failure) -> SymbolGraph.Fragment {
        guard let (kind, spelling) = try strings(named: "kind", "spelling", in: &scanner) else {
            throw scanner.failure(expected: "a declaration fragment with a kind and a spelling")
        }
        return SymbolGraph.Fragment(kind: kind, spelling: spelling)
    }

    private static func docComment(_ scanner: inout JSONScanner) throws(JSONScanner.Failure) -> SymbolGraph.DocComment {
        var comment = SymbolGraph.DocComment(sourceURI: nil, lines: [])
        try scanner.readObject { scanner, key throws(JSONScanner.Failure) in
            switch key {
            case "uri": comment.sourceURI = try scanner.readString()
            case "lines":
                comment.lines = try scanner.readArray { scanner throws(JSONScanner.Failure) in
                    var line = SymbolGraph.DocComment.Line(text: "", sourceLine: nil)
                    try scanner.readObject { scanner, key throws(JSONScanner.Failure) in
                        switch key {
                        case "text": line.text = try scanner.readString()
                        case "range":
                            try scanner.readObject { scanner, key throws(JSONScanner.Failure) in
                                if key == "start" {
                                    line.sourceLine = try Self.line(in: &scanner) + 1
                                } else {
                                    try scanner.skipValue()
                                }
                            }
                        default: try scanner.skipValue()
                        }
                    }
                    return line
                }
            default: try scanner.skipValue()
            }
        }
        return comment
    }

    private static func relationship(
        _ scanner: inout JSONScanner
    ) throws(JSONScanner.Failure)
        -> SymbolGraph.Relationship
    {
        var relationship = SymbolGraph.Relationship(kind: "", source: "", target: "")
        try scanner.readObject { scanner, key throws(JSONScanner.Failure) in
            switch key {
            case "kind": relationship.kind = try scanner.readString()
            case "source": relationship.source = try scanner.readString()
            case "target": relationship.target = try scanner.readString()
            default: try scanner.skipValue()
            }
        }
        return relationship
    }

    /// The zero-based line of a `{"line": …, "character": …}` position.
    private static func line(in scanner: inout JSONScanner) throws(JSONScanner.Failure) -> Int {
        var line: Int?
        try scanner.readObject { scanner, key throws(JSONScanner.Failure) in
            if key == "line" { line = try scanner.readInt() } else { try scanner.skipValue() }
        }
        guard let line else { throw scanner.failure(expected: "a position with a line") }
        return line
    }

    /// The strings under two keys of an object (`{"kind": …, "spelling": …}`); nil unless both are there.
    private static func strings(
        named first: String, _ second: String, in scanner: inout JSONScanner
    ) throws(JSONScanner.Failure) -> (String, String)? {
        var firstValue: String?
        var secondValue: String?
        try scanner.readObject { scanner, key throws(JSONScanner.Failure) in
            switch key {
            case first: firstValue = try scanner.readString()
            case second: secondValue = try scanner.readString()
            default: try scanner.skipValue()
            }
        }
        guard let firstValue, let secondValue else { return nil }
        return (firstValue, secondValue)
    }

    /// The string under `key` in an object (`"identifier": {"precise": "s:…"}`).
    private static func string(
        named key: String, in scanner: inout JSONScanner
    ) throws(JSONScanner.Failure)
        -> String
    {
        var value: String?
        try scanner.readObject { scanner, member throws(JSONScanner.Failure) in
            if member == key { value = try scanner.readString() } else { try scanner.skipValue() }
        }
        guard let value else { throw scanner.failure(expected: "\"\(key)\"") }
        return value
    }
}
