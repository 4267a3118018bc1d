import SwiftParser
import SwiftSyntax

/// The XCTest tests of a unit's test files, found in their syntax as SwiftPM
/// finds them in its index on Linux: the `test…` instance methods without
/// parameters of every class that is, or inherits within the files from,
/// `XCTestCase`, in the class or its extensions. Nil when a test class is
/// written where a list cannot name it (nested in another type), so the unit
/// is left to SwiftPM.
enum XCTestDiscovery {
    struct TestCase: Sendable, Equatable {
        var className: String
        var methods: [Method]
    }

    struct Method: Sendable, Equatable {
        var name: String
        var isAsync: Bool
    }

    static func testCases(in sources: [String]) -> [TestCase]? {
        let visitor = Visitor(viewMode: .sourceAccurate)
        for source in sources { visitor.walk(Parser.parse(source: source)) }
        guard !visitor.nestedClassInheritsXCTestCase else { return nil }
        var isTestCase: [String: Bool] = ["XCTestCase": true]
        func inherits(_ name: String, seen: Set<String> = []) -> Bool {
            if let known = isTestCase[name] { return known }
            guard let superclass = visitor.superclasses[name], !seen.contains(name) else { return false }
            let result = inherits(superclass, seen: seen.union([name]))
            isTestCase[name] = result
            return result
        }
        return visitor.classes.filter { inherits($0) }.compactMap { name in
            let methods = visitor.testMethods[name] ?? []
            return methods.isEmpty ? nil : TestCase(className: name, methods: methods)
        }
    }

    private final class Visitor: SyntaxVisitor {
        var classes: [String] = []
        var superclasses: [String: String] = [:]
        var testMethods: [String: [Method]] = [:]
        var nestedClassInheritsXCTestCase = false
        private var depth = 0

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            let superclass = node.inheritanceClause?.inheritedTypes.first.map { $0.type.trimmedDescription }
            if depth > 0 {
                if superclass?.hasSuffix("XCTestCase") == true { nestedClassInheritsXCTestCase = true }
                return .skipChildren
            }
            classes.append(name)
            if let superclass { superclasses[name] = superclass.replacingOccurrences(of: "XCTest.", with: "") }
            collect(node.memberBlock, of: name)
            return .skipChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if depth == 0 { collect(node.memberBlock, of: node.extendedType.trimmedDescription) }
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { nested(node.memberBlock) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { nested(node.memberBlock) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { nested(node.memberBlock) }

        /// Classes inside another type are looked at only to refuse a nested test class.
        private func nested(_ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
            depth += 1
            walk(members)
            depth -= 1
            return .skipChildren
        }

        private func collect(_ members: MemberBlockSyntax, of type: String) {
            for member in members.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    let name = function.name.text
                    let modifiers = Set(function.modifiers.map(\.name.text))
                    guard name.hasPrefix("test"), function.signature.parameterClause.parameters.isEmpty,
                        function.genericParameterClause == nil,
                        modifiers.isDisjoint(with: ["static", "class", "private", "fileprivate"])
                    else { continue }
                    testMethods[type, default: []].append(
                        Method(name: name, isAsync: function.signature.effectSpecifiers?.asyncSpecifier != nil))
                } else if let inner = member.decl.as(ClassDeclSyntax.self) {
                    depth += 1
                    walk(inner)
                    depth -= 1
                }
            }
        }
    }
}
