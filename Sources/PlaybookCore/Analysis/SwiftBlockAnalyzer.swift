import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses a block with swift-syntax (in process, no compiler) and reports
/// its shape, its declarations and references, and its syntax errors.
public enum SwiftBlockAnalyzer {
    /// Modifiers that only make sense on a member of a type.
    static let memberModifiers: Set<String> = [
        "override", "static", "class", "mutating", "nonmutating", "weak", "unowned", "lazy",
        "required", "convenience", "dynamic", "optional",
    ]

    /// Attributes that are fine on a global; any other attribute on a top-level
    /// property (`@Published`, `@State`) is a property wrapper of a type's member.
    static let globalAttributes: Set<String> = [
        "MainActor", "available", "preconcurrency", "usableFromInline", "inlinable", "discardableResult",
        "Sendable", "frozen", "inline", "objc", "nonobjc", "_spi", "backDeployed", "TaskLocal", "Test", "Suite",
    ]

    public static func analyze(_ source: String) -> SwiftBlockAnalysis {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let location = diagnostic.location(converter: converter)
            return SwiftBlockAnalysis.SyntaxError(
                message: diagnostic.message, line: location.line, column: location.column)
        }
        let collector = ReferenceCollector(viewMode: .sourceAccurate)
        collector.walk(tree)

        var declared = Set<String>()
        var extended = Set<String>()
        var nestedNamesExtended = Set<String>()
        var extensionMembers = Set<String>()
        var declaredValues = Set<String>()
        var declaredSignatures = Set<String>()
        var redeclaredNames: [String] = []
        var imports = Set<String>()
        var hasDeclarations = false
        var hasStatements = false
        var hasExpressions = false
        var hasMembers = false
        var hasTypes = false
        var hasLooseFunctions = false
        var looseFunctionNames: Set<String> = []
        var calledAtTopLevel: Set<String> = []
        var hasLooseProperties = false
        var hasOnlyBindings = true
        // `var count = 0`, `let data = try encoder.encode(…)`: a reader's program
        // state, which a library file rejects (shared mutable state, `try` in a global).
        var hasProgramState = false
        var hasComputedGlobals = false
        // Every name the block declares, walked once: loose functions are judged against it.
        let locals = LocalNameCollector(viewMode: .sourceAccurate)
        locals.walk(tree)
        // `var span: any Span` with no value beside functions using it: a stored property shown with its methods.
        let valuelessVariables = Self.valuelessVariables(in: tree)
        var typeMembers: [String: Set<String>] = [:]
        var memberSignatures: [String: Set<String>] = [:]
        var declaredTypes: [String] = []
        var hasStoredMembers = false
        var hasDeinit = false
        var hasConvenienceInit = false
        var typesWithElidedMembers = Set<String>()
        var declaredClasses = Set<String>()
        // Computed properties under a result builder's attribute: a program's own beside its statements, else a
        // type's members shown alone, as any other attribute's.
        var builtProperties = false
        for item in tree.statements {
            switch item.item {
            case .decl(let decl):
                if let importDecl = decl.as(ImportDeclSyntax.self) {
                    if let first = importDecl.path.first { imports.insert(first.name.text) }
                    continue
                }
                if isMember(decl) {
                    hasMembers = true
                } else if let variable = decl.as(VariableDeclSyntax.self), Self.isComputedWithBody(variable),
                    variable.attributes.contains(where: { element in
                        guard case .attribute(let attribute) = element else { return false }
                        return !globalAttributes.contains(baseTypeName(attribute.attributeName))
                    })
                {
                    builtProperties = true
                }
                // `#if compiler(>=5) print(…) #endif`: statements under a condition are the program's all the same.
                if let condition = decl.as(IfConfigDeclSyntax.self), Self.holdsStatements(condition) {
                    hasStatements = true
                    continue
                }
                hasDeclarations = true
                // A function or computed property is loose (a member shown without
                // its type) when it uses a name neither it, the block nor the
                // standard library declares: an instance member, most likely.
                if let variable = decl.as(VariableDeclSyntax.self) {
                    if variable.bindings.contains(where: { $0.accessorBlock != nil }),
                        usesUndeclaredNames(decl, declared: locals.names)
                    {
                        hasLooseFunctions = true
                        hasLooseProperties = true
                    }
                    calledAtTopLevel.formUnion(Self.calledNames(in: Syntax(variable)))
                    if Self.isProgramState(variable) { hasProgramState = true }
                    if variable.bindings.contains(where: {
                        $0.accessorBlock == nil && $0.initializer?.value.is(FunctionCallExprSyntax.self) == true
                    }) {
                        hasComputedGlobals = true
                    }
                } else {
                    hasOnlyBindings = false
                    if let function = decl.as(FunctionDeclSyntax.self) {
                        // A `@Test` function is a test, wherever it stands; others that use undeclared names are
                        // members.
                        let isTest = function.attributes.contains { attribute in
                            if case .attribute(let attribute) = attribute {
                                return ["Test", "Suite"].contains(baseTypeName(attribute.attributeName))
                            }
                            return false
                        }
                        if !isTest,
                            usesUndeclaredNames(decl, declared: locals.names)
                                || usesAny(of: valuelessVariables, in: decl)
                        {
                            hasLooseFunctions = true
                            looseFunctionNames.insert(function.name.text)
                        }
                    } else {
                        hasTypes = true
                    }
                }
                declaredSignatures.formUnion(Self.signatures(of: decl))
                if let name = declaredName(of: decl) {
                    if decl.is(VariableDeclSyntax.self) {
                        redeclaredNames += name.intersection(declaredValues).sorted().filter {
                            !redeclaredNames.contains($0)
                        }
                        declaredValues.formUnion(name)
                    }
                    declared.formUnion(name)
                }
                if let group = decl.asProtocol(DeclGroupSyntax.self) {
                    // One member twice in one body (a "simple" and a "future-proof" `filter(id:)`): alternatives.
                    redeclaredNames += Self.membersDeclaredTwice(in: group).filter { !redeclaredNames.contains($0) }
                }
                if let group = decl.asProtocol(DeclGroupSyntax.self), let named = decl.asProtocol(NamedDeclSyntax.self)
                {
                    // The same type twice in one block: a before and an after, shown side by side.
                    if declaredTypes.contains(named.name.text), !redeclaredNames.contains(named.name.text) {
                        redeclaredNames.append(named.name.text)
                    }
                    declaredTypes.append(named.name.text)
                    typesWithElidedMembers.formUnion(
                        Self.typesLeavingMembersToTheReader(group.memberBlock, named: named.name.text))
                    typeMembers[named.name.text, default: []].formUnion(
                        group.memberBlock.members.flatMap { memberNames(of: $0.decl) })
                    memberSignatures[named.name.text, default: []].formUnion(
                        group.memberBlock.members.flatMap { signatures(of: $0.decl) })
                }
                if decl.is(EnumCaseDeclSyntax.self) { hasStoredMembers = true }
                if decl.is(DeinitializerDeclSyntax.self) { hasDeinit = true }
                if let initializer = decl.as(InitializerDeclSyntax.self),
                    initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) })
                {
                    hasConvenienceInit = true
                }
                if let classDecl = decl.as(ClassDeclSyntax.self) { declaredClasses.insert(classDecl.name.text) }
                if let actorDecl = decl.as(ActorDeclSyntax.self) { declaredClasses.insert(actorDecl.name.text) }
                if let variable = decl.as(VariableDeclSyntax.self),
                    variable.bindings.contains(where: { $0.accessorBlock == nil })
                {
                    hasStoredMembers = true
                }
                if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                    let type = baseTypeName(extensionDecl.extendedType)
                    extended.insert(type)
                    nestedNamesExtended.formUnion(nestedNames(of: extensionDecl.extendedType))
                    // `extension QualityValue: RawRepresentable { ... }`: the conformance's members left to the reader.
                    if extensionDecl.inheritanceClause != nil, Self.leavesMembersToTheReader(extensionDecl.memberBlock)
                    {
                        typesWithElidedMembers.insert(type)
                    }
                    for member in extensionDecl.memberBlock.members {
                        extensionMembers.formUnion(declaredName(of: member.decl) ?? [])
                        typeMembers[type, default: []].formUnion(memberNames(of: member.decl))
                        memberSignatures[type, default: []].formUnion(signatures(of: member.decl))
                    }
                }
            case .stmt(let statement):
                hasStatements = true
                calledAtTopLevel.formUnion(Self.calledNames(in: Syntax(statement)))
                // `guard let configuration = … else { … }` at the top level binds `configuration` for the rest of
                // the program, as a `let` does: a later block's `let configuration` is another version of it.
                let bound = Self.guardBindings(of: statement)
                redeclaredNames += bound.intersection(declaredValues).sorted().filter { !redeclaredNames.contains($0) }
                declaredValues.formUnion(bound)
                declared.formUnion(bound)
                declaredSignatures.formUnion(bound)
            case .expr(let expression):
                // `#Preview { … }` declares a preview, as SwiftUI's macro does: it is no statement of the guide's
                // program.
                if expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview" {
                    hasDeclarations = true
                    hasOnlyBindings = false
                    hasTypes = true
                    continue
                }
                hasExpressions = true
                calledAtTopLevel.formUnion(Self.calledNames(in: Syntax(expression)))
            }
        }
        if builtProperties, !hasStatements, !hasExpressions { hasMembers = true }
        // `func rebalance() { … transfer(…) … }` then `rebalance()`: functions the block calls are its program's.
        if hasLooseFunctions, !hasLooseProperties, !looseFunctionNames.isEmpty,
            looseFunctionNames.isSubset(of: calledAtTopLevel)
        {
            hasLooseFunctions = false
        }
        // Functions and properties with no type and no import beside them are,
        // in a guide, a type's members shown alone; plain `let` bindings alone
        // are usage code. A file of `@Test` functions imports Testing.
        let shape: SwiftBlockAnalysis.Shape
        if hasMembers || (hasLooseFunctions && !hasTypes && imports.isEmpty) {
            shape = .members
        } else if hasDeclarations && hasOnlyBindings && !hasTypes {
            shape = .statements
        } else if hasProgramState && !hasMembers {
            shape = .statements
        } else if hasStatements || (hasExpressions && hasDeclarations) {
            shape = .statements
        } else if hasExpressions {
            shape = tree.statements.count == 1 ? .expression : .statements
        } else if hasDeclarations {
            shape = .declarations
        } else {
            shape = imports.isEmpty ? .empty : .declarations
        }
        let used = FreeNameCollector(viewMode: .sourceAccurate)
        used.walk(tree)
        let ownNames = locals.names.subtracting(declared)
        // What the top-level statements use is the program's, though a function beside them binds the same name
        // (`init(reading reader: SettingsReader)` above `let limits = reader.scoped(to: "api")`).
        var topLevel = (used: Set<String>(), names: Set<String>())
        for item in tree.statements {
            if case .decl(let decl) = item.item, !decl.is(VariableDeclSyntax.self) { continue }
            let inItem = FreeNameCollector(viewMode: .sourceAccurate)
            inItem.walk(item)
            let boundInItem = LocalNameCollector(viewMode: .sourceAccurate)
            boundInItem.walk(item)
            let bound = boundInItem.names.subtracting(declared)
            topLevel.used.formUnion(inItem.used.subtracting(bound))
            topLevel.names.formUnion(inItem.names.subtracting(bound).subtracting(declared))
        }
        return SwiftBlockAnalysis(
            shape: shape,
            declaredNames: declared,
            declaredSignatures: declaredSignatures,
            extendedTypes: extended,
            nestedNamesExtended: nestedNamesExtended,
            extensionMembers: extensionMembers,
            referencedNames: collector.identifiers,
            usedNames: used.used.subtracting(ownNames).union(topLevel.used),
            protocolNames: used.protocols,
            imports: imports,
            freeValueNames: used.values.subtracting(locals.names).subtracting(standardGlobals),
            freeArgumentNames: used.arguments.subtracting(used.otherwiseUsed).subtracting(locals.names)
                .subtracting(standardGlobals),
            freeNames: used.names.subtracting(locals.names).union(topLevel.names).subtracting(standardGlobals),
            typeMembers: typeMembers,
            memberSignatures: memberSignatures,
            declaredTypes: declaredTypes,
            hasStoredMembers: hasStoredMembers,
            declaresMain: collector.attributes.contains("main"),
            usesObservable: collector.attributes.contains("Observable"),
            syntaxErrors: syntaxErrors,
            usesSwiftTesting: !collector.attributes.isDisjoint(with: ["Test", "Suite"])
                || !collector.macros.isDisjoint(with: ["expect", "require"]),
            declaredClasses: declaredClasses,
            hasDeinit: hasDeinit,
            hasConvenienceInit: hasConvenienceInit,
            hasMemberOnlyDeclarations: hasMembers,
            typesWithElidedMembers: typesWithElidedMembers,
            objectiveCFeature: collector.objectiveCFeature,
            servesUntilStopped: tree.statements.contains { Self.startsAServer($0) },
            declaresOnlyValues: hasDeclarations && hasOnlyBindings && !hasTypes && !hasStatements && !hasExpressions,
            redeclaredNames: redeclaredNames,
            alternatives: AlternativeVersionsFinder.versions(
                of: tree, converter: converter, redeclared: redeclaredNames, boundInside: ownNames),
            hasComputedGlobals: hasComputedGlobals,
            holdsExpressionsAlone: hasExpressions && !hasDeclarations && !hasStatements,
            declarationPieces: shape == .declarations
                ? DeclarationPieceFinder.pieces(of: tree, converter: converter, boundInside: ownNames) : []
        )
    }

    /// The names a top-level `guard` binds (`guard let name = …`, `guard var name = …`); a shorthand
    /// `guard let name else` only unwraps a name declared elsewhere.
    static func guardBindings(of statement: StmtSyntax) -> Set<String> {
        guard let guardStatement = statement.as(GuardStmtSyntax.self) else { return [] }
        return Set(
            guardStatement.conditions.compactMap { element -> String? in
                guard case .optionalBinding(let binding) = element.condition, binding.initializer != nil else {
                    return nil
                }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            })
    }

    /// Members a type's or an extension's body declares twice with the same
    /// parameters and types (`Player.filter(id:)`); overloads differ in their types.
    static func membersDeclaredTwice(in group: some DeclGroupSyntax) -> [String] {
        let type =
            group.as(ExtensionDeclSyntax.self).map { baseTypeName($0.extendedType) }
            ?? group.asProtocol(NamedDeclSyntax.self)?.name.text ?? ""
        var seen = Set<String>()
        var twice: [String] = []
        for member in group.memberBlock.members {
            guard let (key, shown) = memberKey(of: member.decl) else { continue }
            if !seen.insert(key).inserted, !twice.contains("\(type).\(shown)") { twice.append("\(type).\(shown)") }
        }
        return twice
    }

    /// What tells a function or property member apart as a redeclaration would (its name, static or not, a
    /// function's parameters with their types, and whether it is `async`: Swift allows `func advance()` beside
    /// `func advance() async`), and how to show it (`filter(id:)`).
    static func memberKey(of decl: DeclSyntax) -> (key: String, shown: String)? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let parameters = function.signature.parameterClause.parameters
            let isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil
            let key =
                (Self.isStatic(function.modifiers) ? "static " : "") + function.name.text
                + function.signature.parameterClause.trimmedDescription + (isAsync ? " async" : "")
            return (key, function.name.text + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")")
        }
        guard let variable = decl.as(VariableDeclSyntax.self), let name = declaredName(of: decl)?.sorted().first
        else { return nil }
        // `static let books = hasMany(Book.self)` beside `var books: QueryInterfaceRequest<Book>`: a type's
        // property and its instances' may share a name.
        return ((Self.isStatic(variable.modifiers) ? "static " : "") + name, name)
    }

    /// Whether a member belongs to its type (`static`, `class`), not to its instances.
    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    /// Whether an `#if` holds statements or expressions, not only declarations.
    static func holdsStatements(_ condition: IfConfigDeclSyntax) -> Bool {
        condition.clauses.contains { clause in
            guard case .statements(let items) = clause.elements else { return false }
            return items.contains { item in
                if case .decl(let decl) = item.item {
                    return decl.as(IfConfigDeclSyntax.self).map(holdsStatements) ?? false
                }
                return true
            }
        }
    }

    /// What a declaration declares, told apart as a redeclaration would be:
    /// a function by its name and labels (`greet(person:)`), an initializer
    /// by its labels (`init(name:)`), anything else by its names.
    static func signatures(of decl: DeclSyntax) -> Set<String> {
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            // The same extension shown again (`extension Book: TableRecord { static let author … }`)
            // redeclares its conformances and members: a new version of them.
            let type = baseTypeName(extensionDecl.extendedType)
            let conformances = (extensionDecl.inheritanceClause?.inheritedTypes ?? []).map {
                "\(type): \($0.type.trimmedDescription)"
            }
            let members = extensionDecl.memberBlock.members.flatMap { member in
                signatures(of: member.decl).map { "\(type).\($0)" }
            }
            return Set(conformances + members)
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            return ["\(function.name.text)(\(labels))"]
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return [
                "init(\(initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()))"
            ]
        }
        return declaredName(of: decl) ?? []
    }

    /// `try await app.runService()`, `server.run()`, `RunLoop.main.run()`, `dispatchMain()`.
    static func startsAServer(_ item: CodeBlockItemSyntax) -> Bool {
        guard case .expr(var expression) = item.item else { return false }
        while true {
            if let tried = expression.as(TryExprSyntax.self) {
                expression = tried.expression
            } else if let awaited = expression.as(AwaitExprSyntax.self) {
                expression = awaited.expression
            } else {
                break
            }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "dispatchMain" { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.trimmedDescription.lowercased()
        else { return false }
        let name = member.declName.baseName.text
        if name == "runService" || name == "serve" { return true }
        return name == "run"
            && (["server", "app", "application", "service"].contains(where: base.contains) || base == "runloop.main")
    }

    /// The type named `name` with `members`, and the types nested in it, whose members are left to the reader, by
    /// the names the compiler gives them: `Service.RequestStream` for `struct RequestStream: AsyncSequence { ... }`
    /// inside `Service`.
    static func typesLeavingMembersToTheReader(_ members: MemberBlockSyntax, named name: String) -> Set<String> {
        var types: Set<String> = leavesMembersToTheReader(members) ? [name] : []
        for member in members.members {
            guard let group = member.decl.asProtocol(DeclGroupSyntax.self),
                let nested = member.decl.asProtocol(NamedDeclSyntax.self)
            else { continue }
            types.formUnion(typesLeavingMembersToTheReader(group.memberBlock, named: "\(name).\(nested.name.text)"))
        }
        return types
    }

    /// Every type `code` declares, nested ones by their qualified names (`ManualClock.Instant`).
    static func qualifiedTypeNames(in code: String) -> Set<String> {
        func names(in members: MemberBlockSyntax, prefix: String) -> Set<String> {
            members.members.reduce(into: Set<String>()) { found, member in
                guard let group = member.decl.asProtocol(DeclGroupSyntax.self),
                    let named = member.decl.asProtocol(NamedDeclSyntax.self)
                else { return }
                let name = prefix + named.name.text
                found.insert(name)
                found.formUnion(names(in: group.memberBlock, prefix: name + "."))
            }
        }
        return Parser.parse(source: code).statements.reduce(into: Set<String>()) { found, item in
            guard case .decl(let decl) = item.item, let group = decl.asProtocol(DeclGroupSyntax.self) else { return }
            let name =
                decl.asProtocol(NamedDeclSyntax.self)?.name.text
                ?? decl.as(ExtensionDeclSyntax.self).map { baseTypeName($0.extendedType) }
            guard let name else { return }
            found.insert(name)
            found.formUnion(names(in: group.memberBlock, prefix: name + "."))
        }
    }

    /// A type body of comments alone (`{ // implement the style's methods }`), or holding an elision comment among
    /// its members: members left to the reader.
    static func leavesMembersToTheReader(_ members: MemberBlockSyntax) -> Bool {
        let closing = members.rightBrace.leadingTrivia
        if members.members.isEmpty {
            return closing.contains(where: \.isComment) || members.leftBrace.trailingTrivia.contains(where: \.isComment)
        }
        // `// ... implement all requirements ...` among the members: the others are left out.
        let trivia = [members.leftBrace.trailingTrivia, closing] + members.members.map(\.leadingTrivia)
        return trivia.contains { $0.contains(where: isElisionComment) }
    }

    /// `// ...`, `// … the other members`: a comment standing for code left out.
    static func isElisionComment(_ piece: TriviaPiece) -> Bool {
        guard case .lineComment(let text) = piece else { return false }
        let words = text.dropFirst(2).drop { $0 == " " }
        return words.hasPrefix("...") || words.hasPrefix("…")
    }

    /// Whether `decl` refers to a lower-case name that nothing in `tree`
    /// declares and that is no standard global (`print`, `max`).
    /// `declared`: every name the block declares anywhere.
    static func usesUndeclaredNames(_ decl: DeclSyntax, declared: Set<String>) -> Bool {
        let used = FreeNameCollector(viewMode: .sourceAccurate)
        used.walk(decl)
        return !used.names.subtracting(declared).subtracting(standardGlobals).isEmpty
    }

    /// Top-level `var`s with a type but no value (`var span: any Span`) that no
    /// top-level statement assigns: a function using one could never run in a
    /// program, so they are a type's stored properties shown without it.
    static func valuelessVariables(in tree: SourceFileSyntax) -> Set<String> {
        var names = Set<String>()
        var assigned = Set<String>()
        for item in tree.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.var)
            {
                for binding in variable.bindings
                where binding.initializer == nil && binding.accessorBlock == nil
                    && binding.typeAnnotation.map({
                        !$0.type.is(OptionalTypeSyntax.self) && !$0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                    }) == true
                {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        names.insert(name)
                    }
                }
            } else if !item.item.is(DeclSyntax.self) {
                for token in item.tokens(viewMode: .sourceAccurate) where token.tokenKind == .equal {
                    if let name = token.previousToken(viewMode: .sourceAccurate) { assigned.insert(name.text) }
                }
            }
        }
        return names.subtracting(assigned)
    }

    /// Whether `decl` refers to one of `names`.
    static func usesAny(of names: Set<String>, in decl: DeclSyntax) -> Bool {
        guard !names.isEmpty else { return false }
        let used = FreeNameCollector(viewMode: .sourceAccurate)
        used.walk(decl)
        return !used.names.isDisjoint(with: names)
    }

    /// The module of the first macro `code` declares as a compiler plugin's under a name a macro of the toolchain
    /// has (`macro OptionSet<RawType>() = #externalMacro(module: "SwiftMacros", type: "OptionSetMacro")`), if any:
    /// the toolchain's declaration, shown.
    static func externalMacroModule(in code: String) -> String? {
        guard code.containsBytes("#externalMacro") else { return nil }
        for statement in Parser.parse(source: code).statements {
            guard case .decl(let decl) = statement.item, let macro = decl.as(MacroDeclSyntax.self),
                toolchainMacros.contains(macro.name.text),
                let expansion = macro.definition?.value.as(MacroExpansionExprSyntax.self),
                expansion.macroName.text == "externalMacro"
            else { continue }
            let module = expansion.arguments.first { $0.label?.text == "module" }?.expression
                .as(StringLiteralExprSyntax.self)?.segments.trimmedDescription
            return module ?? ""
        }
        return nil
    }

    /// Macros the toolchain's libraries declare, which a page may show the declaration of.
    static let toolchainMacros: Set<String> = [
        "OptionSet", "Observable", "ObservationTracked", "ObservationIgnored", "DebugDescription", "TaskLocal",
        "Test", "Suite", "Preview", "expect", "require",
    ]

    /// The names `node` calls as functions (`rebalance()`, `print(total(of: items))`): `rebalance`, `print`, `total`.
    static func calledNames(in node: Syntax) -> Set<String> {
        Set(
            node.tokens(viewMode: .sourceAccurate).compactMap { token in
                guard case .identifier(let name) = token.tokenKind,
                    let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id
                else { return nil }
                return name
            })
    }

    /// Whether `code` names a global function of the standard library without calling it (`max(padding, min)`):
    /// a member of that name, in the type the code was shown from.
    static func usesStandardGlobalsAsValues(_ code: String) -> Bool {
        let tree = Parser.parse(source: code)
        let called = calledNames(in: Syntax(tree))
        return tree.tokens(viewMode: .sourceAccurate).contains { token in
            standardGlobals.contains(token.text) && !called.contains(token.text)
                && token.parent?.is(DeclReferenceExprSyntax.self) == true
                && token.parent?.parent?.as(MemberAccessExprSyntax.self) == nil
        }
    }

    /// Global functions of the standard library and Foundation that loose functions call.
    static let standardGlobals: Set<String> = [
        "print", "debugPrint", "dump", "min", "max", "abs", "zip", "stride", "sequence", "repeatElement",
        "precondition",
        "preconditionFailure", "assert", "assertionFailure", "fatalError", "type", "swap", "readLine", "numericCast",
        "withUnsafePointer", "withUnsafeMutablePointer", "withUnsafeBytes", "withExtendedLifetime", "unsafeBitCast",
        "isKnownUniquelyReferenced", "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup",
        "withCheckedContinuation", "withCheckedThrowingContinuation", "withTaskCancellationHandler",
        "withUnsafeContinuation",
        "sqrt", "pow", "floor", "ceil", "round", "exp", "log", "log2", "log10", "sin", "cos", "tan", "atan2", "hypot",
        "fmod",
        "arc4random_uniform", "exit", "sleep", "usleep", "autoreleasepool", "NSLocalizedString",
        CodeNormalizer.givenValueFunction,
    ]

    /// Every name a block declares anywhere: functions, parameters, bindings, closure parameters, and the
    /// types a declaration binds for itself (`associatedtype Item`, a generic parameter, a member `typealias`).
    private final class LocalNameCollector: SyntaxVisitor {
        var names = Set<String>()

        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.identifier.text)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }

        /// A bare `catch` binds `error`.
        override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
            if node.catchItems.isEmpty { names.insert("error") }
            return .visitChildren
        }

        /// `set` and `willSet` bind `newValue`, `didSet` binds `oldValue`, unless they name their parameter.
        override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.parameters == nil else { return .visitChildren }
            switch node.accessorSpecifier.tokenKind {
            case .keyword(.set), .keyword(.willSet): names.insert("newValue")
            case .keyword(.didSet): names.insert("oldValue")
            default: break
            }
            return .visitChildren
        }
    }

    /// Names a declaration refers to directly, as a value or a type: not a
    /// member (`x.member`, `\.member`), not an argument label. Among them the
    /// lower-case `names`, the `values`: those it does not call (`chain(a, b)` needs `a` and `b`), and the
    /// `protocols`: types conformed to, written `any` or `some`, or constraining a generic parameter.
    final class FreeNameCollector: SyntaxVisitor {
        var used = Set<String>()
        var names = Set<String>()
        var values = Set<String>()
        var protocols = Set<String>()
        /// Lower-case names used whole as a call's argument (`parse(xml)`, `Reader(provider: provider)`).
        var arguments = Set<String>()
        /// Lower-case names used any other way (`xml.count`, `let copy = xml`).
        var otherwiseUsed = Set<String>()

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let isMemberName =
                node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
                || node.parent?.is(KeyPathPropertyComponentSyntax.self) == true
            guard !isMemberName, case .identifier(let name) = node.baseName.tokenKind else { return .visitChildren }
            used.insert(name)
            guard name.first?.isLowercase == true else { return .visitChildren }
            names.insert(name)
            if node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id { values.insert(name) }
            if Self.isCallArgument(node) { arguments.insert(name) } else { otherwiseUsed.insert(name) }
            return .visitChildren
        }

        /// Whether the expression is one argument of a call or subscript, whole.
        static func isCallArgument(_ node: DeclReferenceExprSyntax) -> Bool {
            guard node.argumentNames == nil, let argument = node.parent?.as(LabeledExprSyntax.self),
                argument.expression.id == node.id, let list = argument.parent?.as(LabeledExprListSyntax.self)
            else { return false }
            return list.parent?.is(FunctionCallExprSyntax.self) == true
                || list.parent?.is(SubscriptCallExprSyntax.self) == true
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            guard case .identifier(let name) = node.name.tokenKind else { return .visitChildren }
            used.insert(name)
            if let parent = node.parent,
                parent.is(InheritedTypeSyntax.self) || parent.is(SomeOrAnyTypeSyntax.self)
                    || parent.is(CompositionTypeElementSyntax.self)
                    || parent.as(GenericParameterSyntax.self)?.inheritedType?.id == node.id
                    || parent.as(ConformanceRequirementSyntax.self)?.rightType.id == node.id
            {
                protocols.insert(name)
            }
            return .visitChildren
        }
    }

    /// The 1-based lines of the top-level types `code` declares with one of `names`, from their attributes to
    /// their closing braces, whatever else the code holds.
    static func linesOfTypes(named names: Set<String>, in code: String) -> [ClosedRange<Int>] {
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        return tree.statements.compactMap { item -> ClosedRange<Int>? in
            guard case .decl(let decl) = item.item, decl.asProtocol(DeclGroupSyntax.self) != nil,
                let named = decl.asProtocol(NamedDeclSyntax.self), names.contains(named.name.text)
            else { return nil }
            let first = decl.startLocation(converter: converter).line
            let last = decl.endLocation(converter: converter).line
            return first...max(first, last)
        }
    }

    /// Whether stored properties shown without their type can be compiled as
    /// the members of a struct of their own: properties alone, stored or
    /// computed. Not beside a function, which may change them as only a
    /// class's method may (`func increment() { count += 1 }`), nor with a
    /// modifier only a class's member takes (`override`, `lazy`, `final`, …).
    static func holdsStoredPropertiesAlone(_ code: String) -> Bool {
        let classOnly: [Keyword] = [.override, .lazy, .class, .open, .final, .dynamic, .optional]
        var hasStoredProperties = false
        for item in Parser.parse(source: code).statements {
            guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { modifier in
                    classOnly.contains { modifier.name.tokenKind == .keyword($0) }
                })
            else { return false }
            if variable.bindings.contains(where: { $0.accessorBlock == nil }),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            {
                hasStoredProperties = true
            }
        }
        return hasStoredProperties
    }

    /// Whether a property of `code` has a wrapper that only a class's property
    /// may have: Combine's `@Published`, which a view model's properties shown
    /// alone carry (`@Published var isLoading = false`).
    static func wrapsPropertiesOnlyAClassHolds(_ code: String) -> Bool {
        guard code.containsBytes("@Published") else { return false }
        return Parser.parse(source: code).statements.contains { item in
            guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else {
                return false
            }
            return variable.attributes.contains { attribute in
                attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published"
            }
        }
    }

    /// Whether code names the type it stands in (`self`, `super`, `Self`) or
    /// overrides a member of one: members, whatever else they use. A
    /// metatype (`Void.self`) names no such type.
    static func namesItsOwnType(_ code: String) -> Bool {
        Parser.parse(source: code).tokens(viewMode: .sourceAccurate).contains { token in
            guard [.keyword(.self), .keyword(.super), .keyword(.Self), .keyword(.override)].contains(token.tokenKind)
            else { return false }
            return token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
        }
    }

    /// The members `code` reaches with a dot, in order and once each: `.now() + .milliseconds(1)` → `now`,
    /// `milliseconds`; `request.headers.add` → `headers`, `add`.
    static func membersReached(in code: String) -> [String] {
        Parser.parse(source: code).tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard case .identifier(let name) = token.tokenKind,
                token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
            else { return nil }
            return name
        }.uniqued()
    }

    /// Names a member declaration adds to its type: properties, methods, nested types, cases.
    static func memberNames(of decl: DeclSyntax) -> Set<String> {
        if let cases = decl.as(EnumCaseDeclSyntax.self) { return Set(cases.elements.map(\.name.text)) }
        return declaredName(of: decl) ?? []
    }

    /// Top-level names a declaration introduces.
    static func declaredName(of decl: DeclSyntax) -> Set<String>? {
        if let named = decl.asProtocol(NamedDeclSyntax.self), !decl.is(MacroExpansionDeclSyntax.self) {
            return [named.name.text]
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return Set(
                variable.bindings.flatMap { binding in
                    binding.pattern.tokens(viewMode: .sourceAccurate)
                        .filter { if case .identifier = $0.tokenKind { return true } else { return false } }
                        .map(\.text)
                })
        }
        return nil
    }

    /// Whether a top-level declaration is really a member of a type written without the type.
    static func isMember(_ decl: DeclSyntax) -> Bool {
        if decl.is(InitializerDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self)
            || decl.is(SubscriptDeclSyntax.self) || decl.is(EnumCaseDeclSyntax.self)
            || decl.is(AssociatedTypeDeclSyntax.self)
        {
            return true
        }
        let modifiers: DeclModifierListSyntax?
        let attributes: AttributeListSyntax?
        if let function = decl.as(FunctionDeclSyntax.self) {
            modifiers = function.modifiers
            attributes = nil
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            modifiers = variable.modifiers
            attributes = variable.attributes
        } else {
            return false
        }
        for modifier in modifiers ?? [] {
            if memberModifiers.contains(modifier.name.text) || modifier.detail != nil { return true }
        }
        // A computed property takes no property wrapper: its attribute is a result builder (`@LinesBuilder var
        // footer: String { … }`), which a global takes as well as a member.
        let computed = decl.as(VariableDeclSyntax.self).map(Self.isComputedWithBody) ?? false
        for attribute in attributes ?? [] where !computed {
            if case .attribute(let attribute) = attribute,
                !globalAttributes.contains(baseTypeName(attribute.attributeName))
            {
                return true
            }
        }
        let selfUse = SelfFinder(viewMode: .sourceAccurate)
        selfUse.walk(decl)
        return selfUse.found
    }

    /// Whether a variable is one computed property whose getter has a body (`var footer: String { "…" }`), not a
    /// requirement (`{ get }`).
    static func isComputedWithBody(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindings.count == 1, let binding = variable.bindings.first, binding.initializer == nil,
            let accessors = binding.accessorBlock?.accessors
        else { return false }
        switch accessors {
        case .getter: return true
        case .accessors(let list): return list.contains { $0.body != nil }
        }
    }

    /// The name a type is declared under: `A.B` → `A`; for sugar over one
    /// element (`[A]`, `A?`, `Array<A>`) the element's, since an extension of
    /// `[Item]` belongs with `Item`.
    /// The names after the first of a qualified type (`A.B.C` → `B`, `C`).
    static func nestedNames(of type: TypeSyntax) -> [String] {
        guard let member = type.as(MemberTypeSyntax.self) else { return [] }
        return nestedNames(of: member.baseType) + [member.name.text]
    }

    static func baseTypeName(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return baseTypeName(member.baseType) }
        if let array = type.as(ArrayTypeSyntax.self) { return baseTypeName(array.element) }
        if let optional = type.as(OptionalTypeSyntax.self) { return baseTypeName(optional.wrappedType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            if ["Array", "Optional", "Set"].contains(identifier.name.text),
                let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
                case .type(let element) = arguments.first!.argument
            {
                return baseTypeName(element)
            }
            return identifier.name.text
        }
        return type.trimmedDescription
    }

    /// A top-level binding that is a program's state rather than a library's
    /// constant: a stored `var` (shared mutable state to a library), or a
    /// `let` initialized with `try` or `await` (which no global initializer may do).
    static func isProgramState(_ variable: VariableDeclSyntax) -> Bool {
        let stored = variable.bindings.filter { $0.accessorBlock == nil }
        guard !stored.isEmpty else { return false }
        if variable.bindingSpecifier.tokenKind == .keyword(.var) { return true }
        return stored.contains { binding in
            guard let value = binding.initializer?.value else { return false }
            return value.is(TryExprSyntax.self) || value.is(AwaitExprSyntax.self)
        }
    }

    private final class ReferenceCollector: SyntaxVisitor {
        var identifiers = Set<String>()
        var attributes = Set<String>()

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if case .identifier(let name) = token.tokenKind { identifiers.insert(name) }
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = SwiftBlockAnalyzer.baseTypeName(node.attributeName)
            attributes.insert(name)
            if objectiveCFeature == nil, Self.objectiveCAttributes.contains(name) { objectiveCFeature = "@\(name)" }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.macroName.text
            macros.insert(name)
            if objectiveCFeature == nil, name == "selector" || name == "keyPath" { objectiveCFeature = "#\(name)" }
            return .visitChildren
        }

        /// `#expect(…)` at the top level is a declaration to the parser.
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            macros.insert(node.macroName.text)
            return .visitChildren
        }

        /// The freestanding macros expanded (`expect`, `require`).
        var macros = Set<String>()

        /// The first Objective-C-only feature met.
        var objectiveCFeature: String?
        static let objectiveCAttributes: Set<String> = [
            "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "NSManaged",
        ]
    }

    /// Finds `self` used outside any nested type: a sign of code lifted out of a type.
    private final class SelfFinder: SyntaxVisitor {
        var found = false

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            // `Substring.self` names a type's metatype: it is no use of an instance's `self`.
            let isMetatype =
                node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id && $0.base != nil }
                ?? false
            if node.baseName.tokenKind == .keyword(.self), !isMetatype { found = true }
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    }
}
