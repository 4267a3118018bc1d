/// The names `new` fills in: a sample of the config, with `--set` values laid over it.
public struct ChosenNames: Sendable {
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public var sample: PlaybookConfig.Sample?
    /// True when `--set` gave values of the reader's own, which no verify run has checked.
    public var isCustom: Bool

    public init(config: PlaybookConfig, sample name: String?, settings: [String]) throws(Problem) {
        var base = config.samples.first
        if let name {
            guard let named = config.samples.first(where: { $0.name == name }) else {
                throw Problem(
                    description:
                        "no sample named `\(name)`; the config has: "
                        + "\(config.samples.map(\.name).joined(separator: ", "))"
                )
            }
            base = named
        }
        guard !settings.isEmpty else {
            sample = base
            isCustom = false
            return
        }
        var values = base?.values ?? [:]
        for setting in settings {
            guard let equals = setting.firstIndex(of: "=") else {
                throw Problem(description: "--set \(setting): write NAME=VALUE, e.g. --set Name=Invoice")
            }
            let key = String(setting[..<equals])
            let value = String(setting[setting.index(after: equals)...])
            guard config.placeholders.contains(key) else {
                throw Problem(
                    description:
                        "--set \(key): no such placeholder; the config declares: "
                        + "\(config.placeholders.joined(separator: ", "))"
                )
            }
            if config.placeholderKinds[key] != .text,
                let problem = PlaceholderSet(config: config).valueProblem(name: key, value: value)
            {
                throw Problem(description: "--set \(key)=\(value.debugDescription): not a Swift name: \(problem)")
            }
            values[key] = value
        }
        let missing = config.placeholders.filter { values[$0] == nil }
        guard missing.isEmpty else {
            throw Problem(
                description:
                    "no value for \(missing.map { "`\($0)`" }.joined(separator: ", ")): add --set \(missing[0])=…")
        }
        sample = PlaybookConfig.Sample(name: "yours", values: values)
        isCustom = true
    }
}
