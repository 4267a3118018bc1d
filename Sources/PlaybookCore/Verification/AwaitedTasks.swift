import SwiftParser
import SwiftSyntax

/// A top-level `Task { … }` whose output the doc promises right under it (`Task { await connectUser(to:
/// "primary") }` then `// Prints "Hello Guest, user ID 97"`): the reader sees the task's output there, but a
/// program ends without waiting for the tasks it started. The program awaits such a task's result on its line
/// (`_ = await Task { … }.result`), so its output comes before the check, as on the page. A task whose output
/// nothing promises is left to run as written: one that waits on a stream would never end.
enum AwaitedTasks {
    /// `code` with each top-level `Task { … }` or `Task.detached { … }` statement that ends on one of `lines`
    /// (1-based) awaited. Only those lines' columns move.
    static func awaiting(_ code: String, endingOn lines: Set<Int>) -> String {
        guard !lines.isEmpty, code.containsBytes("Task") else { return code }
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        var insertions: [(offset: Int, text: String)] = []
        for item in tree.statements {
            guard case .expr(let expression) = item.item, let call = expression.as(FunctionCallExprSyntax.self),
                call.trailingClosure != nil, isTaskInitializer(call.calledExpression),
                lines.contains(converter.location(for: call.endPositionBeforeTrailingTrivia).line)
            else { continue }
            insertions.append((call.positionAfterSkippingLeadingTrivia.utf8Offset, "_ = await "))
            insertions.append((call.endPositionBeforeTrailingTrivia.utf8Offset, ".result"))
        }
        guard !insertions.isEmpty else { return code }
        var bytes = Array(code.utf8)
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `Task` or `Task.detached`, as a call's callee.
    private static func isTaskInitializer(_ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Task" }
        if let member = callee.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            return base.baseName.text == "Task" && member.declName.baseName.text == "detached"
        }
        return false
    }
}
