import Foundation
import Testing

@testable import PlaybookCore

/// Playbook beside `docc convert` on the same package and the same symbol
/// graph (`Fixtures/SymbolPackage`): every symbol DocC pages has a page
/// here, every symbol link DocC resolves resolves here to the same symbol,
/// and every link DocC warns about is warned about here, at the same file and line.
@Suite(.enabled(if: DocCReference.isAvailable, "docc was not found next to swift on PATH"))
struct DocCComparisonTests {
    private static let catalogFolder = "Sources/Shapes/Shapes.docc"

    private static let run: Result<(docc: DocCReference, index: SymbolIndex, package: URL), any Error> = Result {
        let package = try TestSupport.fixture("SymbolPackage")
        let docc = try DocCReference.run(
            package: package,
            scratchPath: TestSupport.packageRoot.appendingPathComponent(".build/docc-comparison"))
        let graphs = try SymbolGraphLoader.load(folder: docc.symbolGraphFolder)
        return (docc, SymbolIndex(graphs: graphs, sourceRoot: package.path), package)
    }

    private func catalogGuides() throws -> [Guide] {
        let package = try Self.run.get().package
        let workspace = Workspace.open(
            paths: [package.appendingPathComponent(Self.catalogFolder).path], configFile: nil)
        #expect(!workspace.diagnostics.hasErrors, "\(workspace.diagnostics)")
        return workspace.guides
    }

    /// The DocC page a catalog file's links are read on: the symbol an extension file documents,
    /// the module for the root, else the article's own.
    private func page(of guide: Guide, index: SymbolIndex) -> String {
        let module = index.modules.first?.lowercased() ?? ""
        if guide.isCatalogRoot { return module }
        if let title = guide.symbolTitle, case .symbol(let symbol) = index.resolve(title) {
            return index.docCPath(of: symbol)
        }
        return module + "/" + SitePaths.fileStem(forGuide: guide.path).lowercased()
    }

    /// Every symbol link Playbook resolves, as (page it is written on, page it leads to).
    private func playbookLinks() throws -> (resolved: Set<DocCReference.ResolvedLink>, warned: Set<String>) {
        let index = try Self.run.get().index
        let checker = SymbolLinkChecker(index: index)
        var resolved = Set<DocCReference.ResolvedLink>()
        var warned = Set<String>()
        let fromCatalog = try catalogGuides().map { guide in
            (page(of: guide, index: index), Self.catalogFolder + "/" + guide.path, checker.checkedLinks(in: guide))
        }
        let fromComments = checker.checkedDocCommentLinks().map { checked in
            (checked.context.map(index.docCPath) ?? "", checked.file, [checked])
        }
        for (page, file, links) in fromCatalog + fromComments {
            for checked in links {
                switch checked.resolution {
                case .symbol(let target):
                    resolved.insert(.init(fromPage: page, toPage: index.docCPath(of: target)))
                case .module(let name):
                    resolved.insert(.init(fromPage: page, toPage: name.lowercased()))
                case .ambiguous, .notFound:
                    warned.insert("\(file):\(checked.link.line): \(checked.link.path)")
                }
            }
        }
        return (resolved, warned)
    }

    @Test func everySymbolDocCPagesHasAPage() throws {
        let (docc, index, _) = try Self.run.get()
        let ours = Set(index.pagedSymbols.map(index.docCPath))
        let module = index.modules.first?.lowercased() ?? ""
        let missing = docc.symbolPages.subtracting(ours).subtracting([module])
        print("symbol pages: DocC \(docc.symbolPages.count) (with the module's), Playbook \(ours.count)")
        #expect(missing.isEmpty, "DocC pages these, Playbook does not: \(missing.sorted())")
        #expect(ours.count >= docc.symbolPages.count - 1)
    }

    @Test func everyLinkDocCResolvesResolvesHereToTheSameSymbol() throws {
        let docc = try Self.run.get().docc
        let ours = try playbookLinks().resolved
        let missing = docc.resolvedLinks.union(docc.topicLinks).subtracting(ours)
        print("symbol links resolved: DocC \(docc.resolvedLinks.union(docc.topicLinks).count), Playbook \(ours.count)")
        #expect(missing.isEmpty, "DocC resolves these, Playbook does not: \(missing.sorted())")
        #expect(!docc.resolvedLinks.isEmpty)
    }

    @Test func everyLinkDocCWarnsAboutIsWarnedAboutHereAtItsLine() throws {
        let docc = try Self.run.get().docc
        let ours = try playbookLinks().warned
        let theirs = Set(docc.unresolvedLinks.map(\.description))
        print("symbol links warned: DocC \(theirs.count), Playbook \(ours.count): \(ours.sorted())")
        #expect(theirs.subtracting(ours).isEmpty, "DocC warns, Playbook does not: \(theirs.subtracting(ours).sorted())")
        #expect(ours.subtracting(theirs).isEmpty, "Playbook warns, DocC does not: \(ours.subtracting(theirs).sorted())")
        #expect(!theirs.isEmpty)
    }
}
