import ArgumentParser
import Foundation
import PlaybookCore

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented playbook.yml for a folder of guides that has none.",
        discussion: """
            It reads the guides' Swift blocks for placeholders ({Name}, <Screen>, [ViewName]; never Swift's own \
            generics and arrays), invents two samples that share no name, and finds the module the tests import \
            and the Apple-only modules the guides use. It never replaces an existing playbook.yml. Exit status: 0 \
            when written, 2 when the folder has no guides or a config already exists.
            """
    )

    @Argument(help: "The folder of guides. Default: guides/.")
    var folder: String = "guides"

    func run() throws {
        let file = (folder as NSString).appendingPathComponent(ConfigLoader.fileName)
        guard !FileManager.default.fileExists(atPath: file) else {
            Terminal.report([.error("a config exists already; playbook init never replaces one", file: file)])
            throw ExitCode(PlaybookExit.inputError)
        }
        let loaded = GuideLoader.load(paths: [folder])
        Terminal.report(loaded.diagnostics)
        if loaded.diagnostics.hasErrors { throw ExitCode(PlaybookExit.inputError) }
        let name = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
        let draft = ConfigDraft(guides: loaded.guides, title: name == "guides" ? "Guides" : name)
        do {
            try Data(draft.yaml.utf8).write(to: URL(fileURLWithPath: file), options: .withoutOverwriting)
        } catch {
            Terminal.report([.error("cannot write the config: \(error.localizedDescription)", file: file)])
            throw ExitCode(PlaybookExit.inputError)
        }
        let placeholders = draft.discovery.found.map { "\($0.form.opening)\($0.name)\($0.form.closing)" }
        print(
            "Wrote \(file): \(placeholders.isEmpty ? "no placeholders" : placeholders.joined(separator: ", ")), "
                + "\(draft.samples.count) samples, \(draft.nav.count) guides in nav.")
        for entry in draft.proposalFolders {
            print(
                "\(entry.folder)/ holds \(entry.blocks) Swift blocks in \(entry.guides) guides of proposals or drafts; "
                    + "`exclude: [\"\(entry.folder)/**\"]` in playbook.yml would leave them out (it is written there, "
                    + "commented)."
            )
        }
        print("Next: playbook verify \(folder)")
    }
}
