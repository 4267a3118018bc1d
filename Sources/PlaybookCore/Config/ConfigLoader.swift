import Foundation
import Yams

/// Reads and validates `playbook.yml`. Every problem names the key, the file
/// and the line, because a config typo should cost seconds, not a search.
public enum ConfigLoader {
    public static let fileName = "playbook.yml"

    public struct Failure: Error, Sendable, Equatable {
        public var diagnostics: [Diagnostic]
    }

    public static func load(file: String) throws(Failure) -> PlaybookConfig {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
        if exists, isFolder.boolValue {
            throw Failure(diagnostics: [
                .error("the config is a folder, not a file: name the playbook.yml inside it", file: file)
            ])
        }
        guard exists else { throw Failure(diagnostics: [.error("no such config file", file: file)]) }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw Failure(diagnostics: [
                .error("cannot read the config: permission denied or not a regular file", file: file)
            ])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Failure(diagnostics: [.error("cannot read the config: it is not UTF-8 text", file: file)])
        }
        let folder = PathText.folder(of: file)
        return try parse(text, file: file, folder: folder.isEmpty ? "." : folder, boundary: .of(configFolder: folder))
    }

    /// Validates config text; `file` is used in messages, `folder` anchors
    /// relative paths. With a `boundary`, `guides` and `support` outside it
    /// are refused unless `allowOutsideRepository: true` says they are meant.
    static func parse(
        _ text: String, file: String, folder: String, boundary: ConfigBoundary?
    ) throws(Failure) -> PlaybookConfig {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Failure(diagnostics: [.error("not valid YAML: \(error.summary)", file: file, line: error.line)])
        } catch {
            throw Failure(diagnostics: [.error("not valid YAML: \(error)", file: file)])
        }
        var config = PlaybookConfig(file: file, folder: folder)
        guard let root else { return config }
        var reader = Reader(file: file)
        reader.read(root, into: &config)
        if let boundary { reader.checkContainment(config, boundary: boundary) }
        if !reader.diagnostics.isEmpty { throw Failure(diagnostics: reader.diagnostics) }
        return config
    }

    /// Validates config text without looking at the disk: paths are not checked against a boundary.
    public static func parse(_ text: String, file: String, folder: String) throws(Failure) -> PlaybookConfig {
        try parse(text, file: file, folder: folder, boundary: nil)
    }

    /// Walks the YAML node tree, collecting every problem rather than stopping at the first.
    private struct Reader {
        let file: String
        var diagnostics: [Diagnostic] = []

        static let keys = [
            "title", "siteURL", "editURL", "guides", "module", "placeholders", "placeholderForms", "samples",
            "support", "setup", "modules", "dependencies", "nav", "swiftLanguageMode", "testTimeout", "runTimeout",
            "imports", "placeholderKinds", "allowOutsideRepository", "testOutputLimit", "exclude", "defaultIsolation",
        ]
        /// The nodes of paths the config reads from, checked against its boundary once all keys are read.
        var readPaths: [(key: String, path: String, node: Node)] = []
        var allowsOutside = false

        mutating func read(_ root: Node, into config: inout PlaybookConfig) {
            guard let mapping = root.mapping else {
                fail(root, "the config must be a mapping of keys such as `placeholders:` and `samples:`")
                return
            }
            for (keyNode, value) in mapping {
                guard let key = keyNode.string else {
                    fail(keyNode, "keys must be text")
                    continue
                }
                switch key {
                case "title": config.title = string(value, key: key)
                case "siteURL":
                    guard let text = string(value, key: key) else { continue }
                    guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                        url.host != nil
                    else {
                        fail(
                            value,
                            "`siteURL`: `\(text)` is not an http or https address such as "
                                + "https://team.example.com/playbook/"
                        )
                        continue
                    }
                    config.siteURL = text
                case "editURL":
                    guard let text = string(value, key: key) else { continue }
                    guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                        url.host != nil
                    else {
                        fail(
                            value,
                            "`editURL`: `\(text)` is not an http or https address such as "
                                + "https://github.com/team/app/edit/main/guides/"
                        )
                        continue
                    }
                    config.editURL = text
                case "guides":
                    config.guides = string(value, key: key) ?? config.guides
                    readPaths.append((key, config.guides, value))
                case "module": config.module = string(value, key: key)
                case "placeholders": config.placeholders = strings(value, key: key)
                case "placeholderForms":
                    config.placeholderForms = strings(value, key: key).compactMap { form in
                        if let parsed = PlaybookConfig.PlaceholderForm(rawValue: form) { return parsed }
                        fail(value, "`placeholderForms`: unknown form `\(form)`; use \"{}\", \"<>\" or \"[]\"")
                        return nil
                    }
                case "samples": config.samples = samples(value)
                case "support":
                    config.support = strings(value, key: key)
                    readPaths += config.support.map { (key, $0, value) }
                case "setup":
                    config.setup = strings(value, key: key)
                    readPaths += config.setup.map { (key, $0, value) }
                    for file in config.setup {
                        if !file.hasSuffix(".swift") {
                            fail(value, "`setup`: \(file) is not a .swift file")
                        } else if !FileManager.default.fileExists(atPath: config.resolve(file)) {
                            fail(value, "`setup`: no such file \(file)")
                        }
                    }
                case "allowOutsideRepository":
                    guard let flag = value.bool else {
                        fail(value, "`allowOutsideRepository`: expected true or false")
                        continue
                    }
                    allowsOutside = flag
                case "modules": config.modules = modules(value)
                case "dependencies":
                    config.dependencies = sequence(value, key: key).compactMap { dependency($0, key: key) }
                case "nav": config.nav = strings(value, key: key)
                case "swiftLanguageMode":
                    if let mode = string(value, key: key).flatMap(Int.init), [5, 6].contains(mode) {
                        config.swiftLanguageMode = mode
                        config.swiftLanguageModeIsChosen = true
                    } else {
                        fail(value, "`swiftLanguageMode`: expected 5 or 6")
                    }
                case "defaultIsolation":
                    if let isolation = string(value, key: key), ["MainActor", "nonisolated"].contains(isolation) {
                        config.defaultIsolation = isolation
                    } else {
                        fail(value, "`defaultIsolation`: expected MainActor or nonisolated")
                    }
                case "imports": config.imports = strings(value, key: key)
                case "placeholderKinds":
                    for (name, kind) in stringMap(value, key: key) ?? [:] {
                        guard let parsed = PlaybookConfig.PlaceholderKind(rawValue: kind) else {
                            fail(
                                value, "`placeholderKinds.\(name)`: unknown kind `\(kind)`; use `identifier` or `text`")
                            continue
                        }
                        config.placeholderKinds[name] = parsed
                    }
                case "testTimeout", "runTimeout":
                    if let seconds = string(value, key: key).flatMap(Double.init), seconds > 0 {
                        if key == "testTimeout" { config.testTimeout = seconds } else { config.runTimeout = seconds }
                    } else {
                        fail(value, "`\(key)`: expected a number of seconds greater than 0")
                    }
                case "exclude": config.exclude = strings(value, key: key)
                case "testOutputLimit":
                    guard let megabytes = string(value, key: key).flatMap(Double.init), megabytes > 0, megabytes <= 1024
                    else {
                        fail(value, "`testOutputLimit`: expected a number of megabytes greater than 0 and at most 1024")
                        continue
                    }
                    config.testOutputLimit = Int(megabytes * 1024 * 1024)
                default:
                    fail(keyNode, "unknown key `\(key)`; known keys: \(Self.keys.joined(separator: ", "))")
                }
            }
            if config.placeholders.isEmpty {
                var seen: [String] = []
                for sample in config.samples {
                    for name in sample.values.keys.sorted() where !seen.contains(name) { seen.append(name) }
                }
                config.placeholders = seen
            }
            checkSamples(config, samplesNode: mapping["samples"])
        }

        /// Samples are a list of value maps (named by their first placeholder's
        /// value) or a mapping from sample name to value map.
        private mutating func samples(_ node: Node) -> [PlaybookConfig.Sample] {
            if let list = node.sequence {
                return list.compactMap { entry in
                    guard let values = stringMap(entry, key: "samples") else { return nil }
                    let first = entry.mapping?.first?.value.string ?? "sample"
                    return PlaybookConfig.Sample(name: first, values: values)
                }
            }
            if let mapping = node.mapping {
                return mapping.compactMap { name, entry in
                    guard let name = name.string,
                        let values = stringMap(entry, key: "samples.\(name.isEmpty ? "?" : name)")
                    else { return nil }
                    return PlaybookConfig.Sample(name: name, values: values)
                }
            }
            fail(node, "`samples`: expected a list of placeholder values or a mapping from sample name to values")
            return []
        }

        private mutating func checkSamples(_ config: PlaybookConfig, samplesNode: Node?) {
            for sample in config.samples {
                let missing = config.placeholders.filter { sample.values[$0] == nil }
                if !missing.isEmpty, let node = samplesNode {
                    fail(
                        node,
                        "`samples`: sample `\(sample.name)` gives no value for "
                            + "\(missing.map { "`\($0)`" }.joined(separator: ", "))"
                    )
                }
                for name in sample.values.keys where !config.placeholders.contains(name) {
                    if let node = samplesNode {
                        fail(
                            node,
                            "`samples`: sample `\(sample.name)` sets `\(name)`, which `placeholders` does not declare")
                    }
                }
            }
            // A value fills Swift code: it must be a name there, unless its placeholder is declared text.
            for sample in config.samples {
                for (name, value) in sample.values.sorted(by: { $0.key < $1.key })
                where config.placeholderKinds[name] != .text {
                    guard let problem = PlaceholderSet(config: config).valueProblem(name: name, value: value) else {
                        continue
                    }
                    let node =
                        samplesNode.flatMap { Self.valueNode(in: $0, sample: sample.name, placeholder: name) }
                        ?? samplesNode
                    if let node {
                        fail(
                            node,
                            "`samples`: sample `\(sample.name)` gives `\(name)` the value "
                                + "\"\(value.debugDescription.dropFirst().dropLast())\", which is not a Swift name: "
                                + "\(problem) "
                                + "(declare `placeholderKinds: {\(name): text}` if it fills prose or strings only)")
                    }
                }
            }
            var names = Set<String>()
            for sample in config.samples where !names.insert(sample.name).inserted {
                if let node = samplesNode { fail(node, "`samples`: two samples are named `\(sample.name)`") }
            }
        }

        private mutating func modules(_ node: Node) -> [String: PlaybookConfig.ModuleSubstitute] {
            guard let mapping = node.mapping else {
                fail(node, "`modules`: expected a mapping from module name to `builtin`, a folder or a package")
                return [:]
            }
            var result: [String: PlaybookConfig.ModuleSubstitute] = [:]
            for (nameNode, value) in mapping {
                guard let name = nameNode.string else { continue }
                if value.scalar?.string == BuiltinModule.keyword {
                    guard BuiltinModule.named(name) != nil else {
                        let known = BuiltinModule.all.map { "`\($0.name)`" }.joined(separator: ", ")
                        fail(
                            value,
                            "`modules.\(name)`: Playbook has no built-in stand-in for `\(name)`; built in: \(known)")
                        continue
                    }
                    result[name] = .builtin
                } else if let folder = value.scalar?.string {
                    result[name] = .folder(folder)
                } else if let package = dependency(value, key: "modules.\(name)") {
                    result[name] = .package(package)
                }
            }
            return result
        }

        private mutating func dependency(_ node: Node, key: String) -> PlaybookConfig.PackageDependency? {
            guard let mapping = node.mapping else {
                fail(node, "`\(key)`: expected a mapping with `url` and `version`, or `path`")
                return nil
            }
            var url: String?
            var version: String?
            var path: String?
            var products: [String] = []
            var traits: [String]?
            for (keyNode, value) in mapping {
                switch keyNode.string {
                case "url": url = string(value, key: "\(key).url")
                case "version": version = string(value, key: "\(key).version")
                case "path": path = string(value, key: "\(key).path")
                case "product": products = [string(value, key: "\(key).product")].compactMap { $0 }
                case "products": products = strings(value, key: "\(key).products")
                case "traits": traits = strings(value, key: "\(key).traits").filter { !$0.isEmpty }
                default:
                    fail(
                        keyNode,
                        "unknown key `\(keyNode.string ?? "")` in `\(key)`; known keys: url, version, path, product, "
                            + "products, traits"
                    )
                }
            }
            if let path {
                // A local package (the one the docs belong to): its folder, relative to the config.
                guard url == nil, version == nil else {
                    fail(node, "`\(key)`: a package has either `path`, or `url` and `version`")
                    return nil
                }
                if products.isEmpty {
                    let folder = URL(
                        fileURLWithPath: path,
                        relativeTo: URL(fileURLWithPath: PathText.folder(of: file), isDirectory: true))
                    products = [folder.standardizedFileURL.lastPathComponent]
                }
                var dependency = PlaybookConfig.PackageDependency(path: path, products: products)
                dependency.traits = traits
                return dependency
            }
            guard let url, let version else {
                fail(node, "`\(key)`: a package needs both `url` and `version` (or a `path`)")
                return nil
            }
            if products.isEmpty { products = [PlaybookConfig.PackageDependency.lastComponent(of: url)] }
            var dependency = PlaybookConfig.PackageDependency(url: url, version: version, products: products)
            dependency.traits = traits
            return dependency
        }

        private mutating func string(_ node: Node, key: String) -> String? {
            guard let scalar = node.scalar else {
                fail(node, "`\(key)`: expected text")
                return nil
            }
            return scalar.string
        }

        private mutating func strings(_ node: Node, key: String) -> [String] {
            if let scalar = node.scalar { return [scalar.string] }
            return sequence(node, key: key).compactMap { string($0, key: key) }
        }

        private mutating func sequence(_ node: Node, key: String) -> [Node] {
            guard let list = node.sequence else {
                fail(node, "`\(key)`: expected a list")
                return []
            }
            return Array(list)
        }

        private mutating func stringMap(_ node: Node, key: String) -> [String: String]? {
            guard let mapping = node.mapping else {
                fail(node, "`\(key)`: expected a mapping such as `{Name: Character}`")
                return nil
            }
            var values: [String: String] = [:]
            for (name, value) in mapping {
                guard let name = name.string, let text = string(value, key: "\(key).\(name)") else { continue }
                values[name] = text
            }
            return values
        }

        /// The YAML node holding `placeholder`'s value in `sample`, for a line to point at.
        static func valueNode(in samples: Node, sample: String, placeholder: String) -> Node? {
            let candidates: [Node] =
                samples.mapping.map { mapping in
                    mapping.filter { $0.key.string == sample }.map(\.value)
                } ?? samples.sequence?.filter { entry in entry.mapping?.first?.value.string == sample } ?? []
            for candidate in candidates {
                if let value = candidate.mapping?.first(where: { $0.key.string == placeholder })?.value { return value }
            }
            return nil
        }

        /// `guides` and `support` must stay inside the config's repository
        /// (or folder) unless the config says otherwise.
        mutating func checkContainment(_ config: PlaybookConfig, boundary: ConfigBoundary) {
            guard !allowsOutside else { return }
            for entry in readPaths where !boundary.contains(entry.path, folder: config.folder) {
                fail(
                    entry.node,
                    "`\(entry.key)`: `\(entry.path)` is outside the config's repository or folder (\(boundary.root)); "
                        + "add `allowOutsideRepository: true` if Playbook is meant to read it")
            }
        }

        private mutating func fail(_ node: Node, _ message: String) {
            diagnostics.append(.error(message, file: file, line: node.mark?.line, column: node.mark?.column))
        }
    }
}
