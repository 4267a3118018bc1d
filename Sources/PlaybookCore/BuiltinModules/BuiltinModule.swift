/// A stand-in Playbook ships for an Apple-only module, chosen with
/// `modules: {SwiftUI: builtin}`. Its sources are compiled into Playbook, so an
/// installed `playbook` needs no source tree to write them into the generated
/// package. Like a folder substitute it is used only where the real module is
/// missing (not on Apple platforms), and it is typecheck-only: nothing draws.
public struct BuiltinModule: Sendable {
    /// The word that names a built-in stand-in in `playbook.yml`.
    public static let keyword = "builtin"

    public var name: String
    /// Swift files compiled as the module, by file name; none for a module
    /// that only re-exports a package.
    public var files: [String: String]
    /// The package the stand-in is built on, whose products it re-exports.
    public var package: PlaybookConfig.PackageDependency?

    /// SwiftUI's declarations as typical iOS guides use them: views, state,
    /// environment, navigation, controls, modifiers and shapes.
    public static let swiftUI = BuiltinModule(name: "SwiftUI", files: SwiftUIStandIn.files)

    /// Combine as OpenCombine, an open-source implementation of the same API;
    /// OpenCombineDispatch makes `DispatchQueue` a `Scheduler`.
    public static let combine = BuiltinModule(
        name: "Combine", files: [:],
        package: PlaybookConfig.PackageDependency(
            url: "https://github.com/OpenCombine/OpenCombine", version: "0.14.0",
            products: ["OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation"]
        )
    )

    public static let all = [combine, swiftUI]

    /// What stands for the stand-in's folder where a module's folder is named (diagnostics, the support build).
    public var folderName: String { "(built-in \(name))" }

    public static func named(_ name: String) -> BuiltinModule? {
        all.first { $0.name == name }
    }
}
