import ArgumentParser
import PlaybookCore

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every code block of the guides with its line, language, target file and heading."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var input: GuideOptions

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        let workspace = input.openWorkspace()
        Terminal.report(workspace.diagnostics)
        switch format {
        case .text: print(ListReport.text(workspace.guides), terminator: "")
        case .json: print(ListReport.json(workspace.guides), terminator: "")
        }
        if workspace.diagnostics.hasErrors { throw ExitCode(PlaybookExit.inputError) }
    }
}
