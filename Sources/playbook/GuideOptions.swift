import ArgumentParser
import Foundation
import PlaybookCore

/// The input options every command shares.
struct GuideOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "Guide folders (searched for .md and .markdown) or files of any extension; a .swift file's doc comments "
                + "are read. Default: guides/."
        )
    )
    var paths: [String] = []

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Also read the doc comments (/// and /** */) of the .swift files in the folders given: their examples "
                + "are blocks."
        )
    )
    var symbols = false

    @Option(
        name: .long,
        help: "The playbook.yml to use. Default: playbook.yml in the first folder given, else guides/playbook.yml.")
    var config: String?

    func openWorkspace() -> Workspace {
        Workspace.open(paths: paths, configFile: config, docComments: symbols)
    }
}

enum Terminal {
    /// Diagnostics go to standard error so standard output stays machine-readable.
    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
    }
}
