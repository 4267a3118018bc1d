/// Where the packages' sources declare each name publicly at the start of a line (`public func name`,
/// `open class Name`, indented or not), found in one pass over them. Searching every source for every name a
/// verdict asks about took most of a large package's verification (GRDB: 150 of its 190 s in process); the index
/// answers each name at once, as that search would.
struct PublicDeclarationIndex: Sendable {
    struct Place: Sendable, Equatable {
        /// The source's place among those indexed.
        var text: Int
        /// Where its introducer (`public func`) begins.
        var position: String.Index
        /// Whether spaces or tabs stand before it on its line: a type's member, not a top-level declaration.
        var indented: Bool
    }

    private var places: [String: [Place]] = [:]

    init(_ texts: [String]) {
        for (number, text) in texts.enumerated() {
            var lineStart = text.startIndex
            while lineStart < text.endIndex {
                let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
                let code = text[lineStart..<lineEnd].drop { $0 == " " || $0 == "\t" }
                if code.hasPrefix("public ") || code.hasPrefix("open ") {
                    for introducer in DependencyNames.introducers where code.hasPrefix(introducer) {
                        let name = code.dropFirst(introducer.count).prefix(while: Self.isIdentifierCharacter)
                        guard !name.isEmpty else { continue }
                        places[String(name), default: []].append(
                            Place(text: number, position: code.startIndex, indented: code.startIndex != lineStart))
                    }
                }
                lineStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : text.endIndex
            }
        }
    }

    /// Where `name` is declared: at the start of a line, or with `atAnyDepth` after its indentation too. Nil for
    /// a name that is not an identifier (`==`), which the index cannot answer.
    func declarations(of name: String, atAnyDepth: Bool) -> [Place]? {
        guard !name.isEmpty, name.allSatisfy(Self.isIdentifierCharacter) else { return nil }
        let found = places[name] ?? []
        return atAnyDepth ? found : found.filter { !$0.indented }
    }

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
