import Foundation

/// One module's symbol graph as the Swift compiler writes it
/// (`swift package dump-symbol-graph`, `swift symbolgraph-extract`): the
/// module's public symbols with their declarations and doc comments, and how
/// they relate. Only what Playbook links, checks and shows is kept (`SymbolGraphReader`).
public struct SymbolGraph: Sendable, Equatable {
    public var module: Module
    public var symbols: [Symbol]
    public var relationships: [Relationship]

    public init(module: Module, symbols: [Symbol], relationships: [Relationship] = []) {
        self.module = module
        self.symbols = symbols
        self.relationships = relationships
    }

    public struct Module: Sendable, Equatable {
        public var name: String

        public init(name: String) { self.name = name }
    }

    public struct Symbol: Sendable, Equatable {
        /// The compiler's unique name for the symbol (a USR such as `s:6Shapes6CircleV`).
        public var identifier: String
        /// `swift.struct`, `swift.method`, `swift.enum.case`, …
        public var kind: String
        /// `Structure`, `Instance Method`, … as DocC labels the page.
        public var kindName: String
        /// The names from the module down to the symbol: `["Circle", "scaled(by:)"]`.
        public var pathComponents: [String]
        /// The declaration, split as the compiler marks it up.
        public var declaration: [Fragment]
        public var docComment: DocComment?
        public var accessLevel: String
        /// The file declaring the symbol, as a `file://` URL; nil for members the compiler synthesized.
        public var sourceURI: String?
        /// The symbol's line in that file, from 1.
        public var sourceLine: Int?
        /// A function's parameter types and return type as written (`["Double"]`, `Circle`), which
        /// a link may use to tell overloads apart (`moved(by:)-(Double)`); nil for other symbols.
        public var parameterTypes: [String]?
        public var returnType: String?

        public init(
            identifier: String, kind: String, kindName: String, pathComponents: [String], declaration: [Fragment] = [],
            docComment: DocComment? = nil, accessLevel: String = "public", sourceURI: String? = nil,
            sourceLine: Int? = nil
        ) {
            self.identifier = identifier
            self.kind = kind
            self.kindName = kindName
            self.pathComponents = pathComponents
            self.declaration = declaration
            self.docComment = docComment
            self.accessLevel = accessLevel
            self.sourceURI = sourceURI
            self.sourceLine = sourceLine
        }

        /// The last path component: what a link to the symbol shows.
        public var name: String { pathComponents.last ?? "" }

        /// The kind as a link disambiguates it (`swift.method` is `method`).
        public var kindSuffix: String { kind.hasPrefix("swift.") ? String(kind.dropFirst(6)) : kind }

        /// The declaration as one line of Swift.
        public var declarationText: String { declaration.map(\.spelling).joined() }
    }

    /// A piece of a declaration: `keyword` `func`, `identifier` `scaled`, `typeIdentifier` `Double`, …
    public struct Fragment: Sendable, Equatable {
        public var kind: String
        public var spelling: String

        public init(kind: String, spelling: String) {
            self.kind = kind
            self.spelling = spelling
        }
    }

    /// A symbol's doc comment: its text, line by line, and where each line stands in its file.
    public struct DocComment: Sendable, Equatable {
        public var sourceURI: String?
        public var lines: [Line]

        public init(sourceURI: String?, lines: [Line]) {
            self.sourceURI = sourceURI
            self.lines = lines
        }

        public struct Line: Sendable, Equatable {
            public var text: String
            /// The line in the file, from 1; nil for a comment the compiler inherited from elsewhere.
            public var sourceLine: Int?

            public init(text: String, sourceLine: Int?) {
                self.text = text
                self.sourceLine = sourceLine
            }
        }

        /// The comment as markdown.
        public var text: String { lines.map(\.text).joined(separator: "\n") }

        /// The first paragraph as plain text, symbol links' backticks dropped: what DocC shows under a link.
        public var abstract: String? {
            var words: [Substring] = []
            for line in lines {
                let trimmed = line.text.drop { $0 == " " || $0 == "\t" }
                if trimmed.isEmpty { break }
                words.append(trimmed)
            }
            let text = words.joined(separator: " ").split(separator: "``", omittingEmptySubsequences: false)
                .joined()
            let end = text.lastIndex { $0 != " " && $0 != "\t" }
            return end.map { String(text[...$0]) }
        }
    }

    /// `memberOf`, `conformsTo`, `defaultImplementationOf`, … from `source` to `target` (both identifiers).
    public struct Relationship: Sendable, Equatable {
        public var kind: String
        public var source: String
        public var target: String

        public init(kind: String, source: String, target: String) {
            self.kind = kind
            self.source = source
            self.target = target
        }
    }
}
