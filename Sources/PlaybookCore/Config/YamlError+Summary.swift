import Yams

extension YamlError {
    /// A one-line description without Yams's multi-line source excerpt.
    var summary: String {
        switch self {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
            .composer(let context, let problem, _, _):
            return [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
        default:
            return "\(self)".split(separator: "\n").first.map(String.init) ?? "invalid YAML"
        }
    }

    /// 1-based line within the YAML text, where Yams reports one.
    var line: Int? {
        switch self {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return mark.line
        default:
            return nil
        }
    }
}
