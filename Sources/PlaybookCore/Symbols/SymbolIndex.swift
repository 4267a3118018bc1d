import Foundation

/// Every symbol of the symbol graphs by its path, and how a DocC symbol link
/// (``` ``Circle`` ```, ``` ``Shapes/Circle/area`` ```, ``` ``scaled(by:)`` ```,
/// ``` ``moved(by:)-swift.method`` ```) finds one, as DocC finds it: absolute
/// from the module, or relative, from the page's own symbol up through its
/// parents to the module's top level.
public struct SymbolIndex: Sendable {
    /// What a link names.
    public enum Resolution: Sendable, Equatable {
        case symbol(SymbolGraph.Symbol)
        /// The module itself (``` ``Shapes`` ```): its page is the catalog's root.
        case module(String)
        /// The link names several symbols (overloads) and nothing in it tells them apart.
        case ambiguous([SymbolGraph.Symbol])
        /// No symbol has that path; the text says which component was not found.
        case notFound(String)
    }

    /// The modules, by name.
    public let modules: [String]
    /// Every symbol, by identifier.
    public let symbols: [String: SymbolGraph.Symbol]
    /// The symbols with a page: public (or the graph's lowest access level), in path order.
    public let pagedSymbols: [SymbolGraph.Symbol]
    /// The lines of each doc comment, by the source file's URL, in path order: every symbol link of a
    /// doc-comment guide asks which symbol's comment holds it.
    private let documentedLines: [String: [(lines: ClosedRange<Int>, symbol: SymbolGraph.Symbol)]]
    /// Each documented symbol's abstract, by identifier, made once: every page that lists a symbol shows it.
    private let abstracts: [String: String]
    /// The identifiers of symbols that implement a protocol requirement by default.
    private let defaultImplementations: Set<String>
    /// Children by name, for each node's path (`Shapes`, `Shapes/Circle`).
    private let children: [String: [String: [String]]]
    /// The module each symbol belongs to.
    private let moduleOfSymbol: [String: String]

    /// The folder source files are named from in warnings (the package's); nil names them by absolute path.
    public let sourceRoot: String?

    public init(graphs: [SymbolGraph], sourceRoot: String? = nil) {
        self.sourceRoot = sourceRoot.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        var symbols: [String: SymbolGraph.Symbol] = [:]
        var children: [String: [String: [String]]] = [:]
        var moduleOfSymbol: [String: String] = [:]
        var defaults = Set<String>()
        var modules: [String] = []
        for graph in graphs {
            let module = graph.module.name
            if !modules.contains(module) { modules.append(module) }
            for symbol in graph.symbols where symbols[symbol.identifier] == nil {
                symbols[symbol.identifier] = symbol
                moduleOfSymbol[symbol.identifier] = module
                let parent = ([module] + symbol.pathComponents.dropLast()).joined(separator: "/")
                children[parent, default: [:]][symbol.name, default: []].append(symbol.identifier)
            }
            for relationship in graph.relationships where relationship.kind == "defaultImplementationOf" {
                defaults.insert(relationship.source)
            }
        }
        self.modules = modules
        self.symbols = symbols
        self.children = children
        self.moduleOfSymbol = moduleOfSymbol
        defaultImplementations = defaults
        abstracts = symbols.compactMapValues { $0.docComment?.abstract }
        // Indices are sorted rather than symbols moved, each path joined once: a symbol is a large value to swap.
        let all = Array(symbols.values)
        let paths = all.map { $0.pathComponents.joined(separator: "/") }
        let paged = all.indices.sorted { (paths[$0], all[$0].identifier) < (paths[$1], all[$1].identifier) }
            .map { all[$0] }
        pagedSymbols = paged
        var documented: [String: [(lines: ClosedRange<Int>, symbol: SymbolGraph.Symbol)]] = [:]
        for symbol in paged {
            guard let comment = symbol.docComment, let uri = comment.sourceURI,
                let first = comment.lines.first?.sourceLine, let last = comment.lines.last?.sourceLine, first <= last
            else { continue }
            documented[uri, default: []].append((first...last, symbol))
        }
        documentedLines = documented
    }

    public var isEmpty: Bool { symbols.isEmpty }

    /// The first paragraph of the symbol's doc comment, as plain text.
    public func abstract(of symbol: SymbolGraph.Symbol) -> String? { abstracts[symbol.identifier] }

    /// The symbols one level under `symbol`, in path order.
    public func members(of symbol: SymbolGraph.Symbol) -> [SymbolGraph.Symbol] {
        guard let module = module(of: symbol) else { return [] }
        let path = ([module] + symbol.pathComponents).joined(separator: "/")
        return (children[path] ?? [:]).keys.sorted().flatMap { name in
            (children[path]?[name] ?? []).sorted().compactMap { symbols[$0] }
        }
    }

    /// The file a `file://` URL of the graph names, from `sourceRoot` when it lies inside it.
    public func displayPath(ofSourceURI uri: String) -> String {
        let path = uri.hasPrefix("file://") ? String(uri.dropFirst("file://".count)) : uri
        let decoded = PathText.decodingPercents(path)
        guard let sourceRoot, decoded.hasPrefix(sourceRoot) else { return decoded }
        return String(decoded.dropFirst(sourceRoot.count))
    }

    /// The symbols `symbol` is a member of, outermost first: `Canvas`, then `Canvas/Layer`, for `Canvas/Layer/blend`.
    public func ancestors(of symbol: SymbolGraph.Symbol) -> [SymbolGraph.Symbol] {
        guard let module = module(of: symbol) else { return [] }
        var found: [SymbolGraph.Symbol] = []
        var parentPath = module
        for name in symbol.pathComponents.dropLast() {
            let named = (children[parentPath]?[name] ?? []).compactMap { symbols[$0] }
            guard let ancestor = named.first(where: { symbol.identifier.hasPrefix($0.identifier) }) ?? named.first
            else { return found }
            found.append(ancestor)
            parentPath += "/" + name
        }
        return found
    }

    /// The path DocC gives the symbol's page, lowercased as its files are
    /// (`shapes/circle/moved(by:)-2jw8b`): a name two symbols share gets the
    /// kind when their kinds differ (`blend-swift.enum`, `blend-swift.property`, also for names differing
    /// only in case), else the hash of each.
    public func docCPath(of symbol: SymbolGraph.Symbol) -> String {
        guard let module = module(of: symbol) else { return symbol.pathComponents.joined(separator: "/").lowercased() }
        var parts = [module]
        var parentPath = module
        for (depth, name) in symbol.pathComponents.enumerated() {
            let siblings = children[parentPath] ?? [:]
            let sharing = siblings.filter { $0.key.lowercased() == name.lowercased() }.flatMap(\.value)
            let isLast = depth == symbol.pathComponents.count - 1
            let this =
                isLast
                ? symbol
                : (siblings[name] ?? []).compactMap { symbols[$0] }.first { symbol.identifier.hasPrefix($0.identifier) }
                    ?? (siblings[name] ?? []).compactMap { symbols[$0] }.first
            var part = name
            if sharing.count > 1, let this {
                let kinds = Set(sharing.compactMap { symbols[$0]?.kind })
                part += kinds.count == sharing.count ? "-\(this.kind)" : "-\(SymbolHash.of(this.identifier))"
            }
            parts.append(part)
            parentPath += "/" + name
        }
        return parts.joined(separator: "/").lowercased()
    }

    /// The module `symbol` belongs to.
    public func module(of symbol: SymbolGraph.Symbol) -> String? { moduleOfSymbol[symbol.identifier] }

    /// The symbol whose doc comment holds `line` of the source file at `path` (a path ending the file's URL).
    public func symbol(documentedAt line: Int, inFileEndingWith path: String) -> SymbolGraph.Symbol? {
        for (file, comments) in documentedLines where file.hasSuffix("/" + path) {
            if let found = comments.first(where: { $0.lines.contains(line) }) { return found.symbol }
        }
        return nil
    }

    /// Resolves the link text written between double backticks. `context` is the
    /// symbol whose documentation holds the link (a doc comment, an extension
    /// file), nil for an article: relative names are looked up from it upwards.
    public func resolve(_ link: String, from context: SymbolGraph.Symbol? = nil) -> Resolution {
        let components = Self.components(of: link)
        guard let first = components.first, !first.name.isEmpty else { return .notFound(link) }
        var scopes: [String] = []
        if let context, let module = module(of: context) {
            let path = [module] + context.pathComponents
            for length in stride(from: path.count, through: 1, by: -1) {
                scopes.append(path.prefix(length).joined(separator: "/"))
            }
        } else {
            scopes = modules
        }
        // `Shapes/Circle` names the module first; a module of one component is the module's own page.
        if modules.contains(first.name), first.disambiguation == nil || first.disambiguation == "module" {
            if components.count == 1 { return .module(first.name) }
            let (found, _) = resolve(components.dropFirst(), in: first.name)
            if case .symbol = found { return found }
        }
        // A name found in no scope is reported from the scope that matched most of the link.
        var deepestFailure: (resolution: Resolution, depth: Int)?
        for scope in scopes {
            let (found, depth) = resolve(components[...], in: scope)
            switch found {
            case .notFound:
                if depth > deepestFailure?.depth ?? -1 { deepestFailure = (found, depth) }
            default: return found
            }
        }
        return deepestFailure?.resolution ?? .notFound(link)
    }

    /// What `components` name under `scope`, and how many of them were found before one was not.
    private func resolve(_ components: ArraySlice<LinkComponent>, in scope: String) -> (Resolution, depth: Int) {
        var path = scope
        var found: SymbolGraph.Symbol?
        for (depth, component) in components.enumerated() {
            let candidates = (children[path]?[component.name] ?? []).compactMap { symbols[$0] }
            let matching = choose(candidates, by: component.disambiguation)
            guard let match = matching.first else { return (.notFound(component.name), depth) }
            if matching.count > 1 { return (.ambiguous(matching), depth) }
            found = match
            path += "/" + component.name
        }
        return (found.map(Resolution.symbol) ?? .notFound(scope), components.count)
    }

    /// The candidates a component's disambiguation keeps; without one, a protocol's
    /// requirement is preferred to its default implementation, as DocC prefers it.
    private func choose(_ candidates: [SymbolGraph.Symbol], by disambiguation: String?) -> [SymbolGraph.Symbol] {
        guard candidates.count > 1 || disambiguation != nil else { return candidates }
        guard let disambiguation else {
            let required = candidates.filter { !defaultImplementations.contains($0.identifier) }
            return required.count == 1 ? required : candidates
        }
        if disambiguation.hasPrefix("(") || disambiguation.hasPrefix(">") {
            return candidates.filter { Self.matches($0, signature: disambiguation) }
        }
        let byKind = candidates.filter { $0.kind == disambiguation || $0.kindSuffix == disambiguation }
        if !byKind.isEmpty { return byKind }
        return candidates.filter { SymbolHash.of($0.identifier) == disambiguation }
    }

    /// Whether a function's types fit a link's signature: `(Double)`, `(Double,Point)->Circle`, `>Circle`
    /// (the hyphen of `->` already taken off), where `_` stands for any type.
    static func matches(_ symbol: SymbolGraph.Symbol, signature: String) -> Bool {
        guard let parameters = symbol.parameterTypes else { return false }
        var text = Substring(signature)
        if text.hasPrefix("(") {
            guard let close = closingParenthesis(in: text, from: text.startIndex) else { return false }
            let written = splitTypes(text[text.index(after: text.startIndex)..<close])
            guard written.count == parameters.count,
                zip(written, parameters).allSatisfy({ $0 == "_" || $0 == Self.compact($1) })
            else { return false }
            text = text[text.index(after: close)...]
            guard text.hasPrefix("->") else { return text.isEmpty }
            text = text.dropFirst()
        }
        guard text.hasPrefix(">") else { return false }
        let returned = String(text.dropFirst())
        return returned == "_" || returned == Self.compact(symbol.returnType ?? "()")
    }

    /// Types separated by commas outside brackets: `[Int: String],Double` is two.
    private static func splitTypes(_ text: Substring) -> [String] {
        guard !text.isEmpty else { return [] }
        var types: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                types.append(compact(current))
                current = ""
            } else {
                current.append(character)
            }
        }
        types.append(compact(current))
        return types
    }

    /// A type without spaces, as links write it.
    private static func compact(_ type: String) -> String {
        type.filter { !$0.isWhitespace }
    }

    /// A link's component: `moved(by:)-swift.method` is the name `moved(by:)` and the disambiguation `swift.method`.
    struct LinkComponent: Equatable {
        var name: String
        var disambiguation: String?
    }

    /// The components of a link, split at slashes outside parentheses (an operator's name may hold one).
    static func components(of link: String) -> [LinkComponent] {
        var text = Substring(link)
        if text.hasPrefix("/") { text = text.dropFirst() }
        if text.hasPrefix("documentation/") { text = text.dropFirst("documentation/".count) }
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "/" where depth == 0 && index > start:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts.map(component)
    }

    private static func component(_ part: Substring) -> LinkComponent {
        // A function's name ends with its parameter list; a disambiguation may follow it: `-(Double)`, `-2jw8b`.
        if let open = part.firstIndex(of: "("), let close = closingParenthesis(in: part, from: open) {
            let rest = part[part.index(after: close)...]
            guard rest.hasPrefix("-"), rest.count > 1 else { return LinkComponent(name: String(part)) }
            return LinkComponent(name: String(part[...close]), disambiguation: String(rest.dropFirst()))
        }
        guard let hyphen = part.dropFirst().lastIndex(of: "-") else { return LinkComponent(name: String(part)) }
        let suffix = part[part.index(after: hyphen)...]
        let isKind = suffix.hasPrefix("swift.") || SymbolHash.kindNames.contains(String(suffix))
        let isHash = !suffix.isEmpty && suffix.count <= 7 && suffix.allSatisfy { $0.isLowercase || $0.isNumber }
        let isSignature = suffix.hasPrefix(">")
        guard isKind || isHash || isSignature else { return LinkComponent(name: String(part)) }
        return LinkComponent(name: String(part[..<hyphen]), disambiguation: String(suffix))
    }

    private static func closingParenthesis(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
