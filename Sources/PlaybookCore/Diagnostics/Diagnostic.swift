/// A message about a place in the user's files: a guide line, a config key, a
/// compiler error mapped back to a guide. Every stage reports through this type.
public struct Diagnostic: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable {
        case note, warning, error
    }

    public var severity: Severity
    public var message: String
    /// The file as the user knows it: a guide path relative to its root, or a config path.
    public var file: String?
    public var line: Int?
    public var column: Int?

    public init(_ severity: Severity, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    public static func error(_ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) -> Diagnostic
    {
        Diagnostic(.error, message, file: file, line: line, column: column)
    }

    public static func warning(
        _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, message, file: file, line: line, column: column)
    }

    /// `file:line:column: severity: message`, the form editors and CI logs link.
    public var description: String {
        var location = ""
        if let file {
            location = file
            if let line {
                location += ":\(line)"
                if let column { location += ":\(column)" }
            }
            location += ": "
        }
        return "\(location)\(severity.rawValue): \(message)"
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
