import Foundation

/// A DocC catalog (`Greeting.docc`) given as input: its articles are read as
/// DocC reads them, and its files are the only places `@Image` may show.
public struct DocCCatalog: Sendable, Equatable {
    /// Every file of the catalog, relative to the guides root, with `/` separators.
    public var files: [String]

    public init(files: [String]) {
        self.files = files
    }

    /// Whether `path` names a catalog folder (`Sources/Greeting/Greeting.docc`).
    public static func isCatalog(_ path: String) -> Bool {
        URL(fileURLWithPath: path).pathExtension.lowercased() == "docc"
    }

    /// The catalog file an `@Image(source:)` names, as DocC finds it: by file
    /// name anywhere in the catalog, the extension optional, the plain
    /// variant before `@2x` and `~dark` ones. Relative to the guide's folder;
    /// nil when the catalog holds no such file or `source` is a path, so it can name nothing outside it.
    public func imagePath(source: String, forGuide guidePath: String) -> String? {
        let wanted = source.lowercased()
        guard !wanted.contains("/") else { return nil }
        let byName = files.first { PathText.lastComponent(of: $0).lowercased() == wanted }
        let byStem = files.filter { Self.stem(of: $0) == Self.stem(of: wanted) }
            .min { PathText.lastComponent(of: $0).count < PathText.lastComponent(of: $1).count }
        guard let file = byName ?? byStem else { return nil }
        return Self.relative(file, from: guidePath)
    }

    /// `hero@2x~dark.png` and `hero.png` share the stem `hero`.
    private static func stem(of path: String) -> String {
        let name = PathText.lastComponent(of: path).lowercased()
        return String(name.prefix { $0 != "." && $0 != "@" && $0 != "~" })
    }

    /// `file` as a path from the folder of `guidePath`, both relative to the same root.
    static func relative(_ file: String, from guidePath: String) -> String {
        let folder = guidePath.split(separator: "/").dropLast()
        let target = file.split(separator: "/")
        var shared = 0
        while shared < folder.count, shared < target.count - 1, folder[folder.startIndex + shared] == target[shared] {
            shared += 1
        }
        let ups = Array(repeating: "..", count: folder.count - shared)
        return (ups + target[shared...].map(String.init)).joined(separator: "/")
    }
}
