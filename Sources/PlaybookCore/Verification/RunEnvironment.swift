import SwiftParser
import SwiftSyntax

/// Tells a program that stopped on what this machine lacks from one whose
/// code is wrong. Docs' programs open the reader's files (`articles.csv`),
/// start the reader's executables (`/my/app`) and listen on ports: run here,
/// they throw for want of them. Such a run says nothing about the doc, so it
/// is said, not failed. A trap (`Fatal error: Index out of range`) or any
/// other thrown error still fails.
enum RunEnvironment {
    /// What the machine lacked, from a crash message; nil when the crash is the code's own.
    static func lacking(in crash: String) -> String? {
        let thrown = ["Error raised at top level:", "expression unexpectedly raised an error:"]
        guard let marker = thrown.lazy.compactMap({ crash.range(of: $0) }).first else { return nil }
        let error = crash[marker.upperBound...].trimmingCharacters(in: .whitespaces)
        guard resourceSigns.contains(where: { error.localizedCaseInsensitiveContains($0) }) else { return nil }
        return String(error.prefix(200))
    }

    /// The remote host a program's code names in a URL (`https://apple.com/`), if any: a run that does not
    /// finish while talking to one waits on the network, which says nothing about the doc. A local address
    /// (`localhost`, `127.0.0.1`) is the program's own server.
    static func remoteHost(in code: String) -> String? {
        for scheme in ["https://", "http://", "wss://", "ws://"] {
            var rest = Substring(code)
            while let found = rest.range(of: scheme) {
                let host = rest[found.upperBound...].prefix { !"/:\"?#) \n".contains($0) }
                rest = rest[found.upperBound...]
                guard !host.isEmpty, host.contains("."), !localHosts.contains(host.lowercased()) else { continue }
                return String(host)
            }
        }
        return nil
    }

    static let localHosts: Set<String> = ["localhost", "127.0.0.1", "0.0.0.0", "[::1]"]

    /// The call a program's code makes to connect to a peer (`client.connect(transport: transport)`), as
    /// `client.connect(…)`, if any: a run that does not finish after one waits for the other end of the
    /// connection (a server, a process on its standard input), which a run here lacks.
    static func connection(in code: String) -> String? {
        guard code.containsBytes(".connect(") else { return nil }
        for token in Parser.parse(source: code).tokens(viewMode: .sourceAccurate)
        where token.tokenKind == .identifier("connect") {
            guard token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period,
                let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
            else { continue }
            return member.trimmedDescription + "(…)"
        }
        return nil
    }

    /// The `run()` a program's code calls in a task group's child task (`group.addTask { try await
    /// observability.run() }`), as `observability.run()`, if any: a service's run, which lasts until the group
    /// is cancelled, so a run that does not finish after one is running it as the doc means.
    /// The line (from 1) of a top-level `for await` loop that nothing in its body leaves (`break`, `return`,
    /// `throw`): it waits for each next element until the sequence ends, and an observation of changes never
    /// does (`for await _ in settings.changes() { … }`).
    static func endlessObservation(in code: String) -> Int? {
        guard code.containsBytes("for await") || code.containsBytes("for try await") else { return nil }
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        for item in tree.statements {
            guard let loop = item.item.as(ForStmtSyntax.self), loop.awaitKeyword != nil else { continue }
            let leaves = loop.body.tokens(viewMode: .sourceAccurate).contains { token in
                [.keyword(.break), .keyword(.return), .keyword(.throw)].contains(token.tokenKind)
            }
            if !leaves { return converter.location(for: loop.positionAfterSkippingLeadingTrivia).line }
        }
        return nil
    }

    static func serviceRun(in code: String) -> String? {
        guard code.containsBytes("addTask"), code.containsBytes(".run()") else { return nil }
        for token in Parser.parse(source: code).tokens(viewMode: .sourceAccurate)
        where token.tokenKind == .identifier("run") {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base != nil,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                call.arguments.isEmpty, call.trailingClosure == nil, isInAChildTask(Syntax(call))
            else { continue }
            return member.trimmedDescription + "()"
        }
        return nil
    }

    /// Whether `node` is inside the closure given to a task group's `addTask` (or `addTaskUnlessCancelled`).
    private static func isInAChildTask(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self),
                let call = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                name == "addTask" || name == "addTaskUnlessCancelled"
            {
                return true
            }
            current = parent.parent
        }
        return false
    }

    /// Words of errors about files, executables and the network, as Foundation,
    /// POSIX and libraries' own error types spell them.
    static let resourceSigns = [
        "No such file", "does not exist", "doesn’t exist", "cannotOpenFile", "fileNotFound", "couldn’t be opened",
        "could not be opened", "not found or cannot be executed", "Permission denied", "Address already in use",
        "Connection refused", "Network is unreachable", "NSPOSIXErrorDomain", "errno: 2,", "errno: 98,", "errno: 111,",
    ]
}
