import Foundation
import Testing

@testable import PlaybookCore

/// Reproductions of a careless or hostile user against the command line:
/// every path Playbook writes or deletes is checked by one rule
/// (`OutputGuard`) before anything is touched, and short or odd paths never crash it.
@Suite struct UserFileSafetyTests {
    /// A repository with `guides/`, a README and `.git`, as a team keeps it.
    static func repository(in folder: URL) throws -> URL {
        let repository = folder.appendingPathComponent("repo")
        try TestSupport.write("# Team\n", to: repository, "README.md")
        try TestSupport.write("[core]\n", to: repository, ".git/config")
        try TestSupport.write("title: Team\n", to: repository, "guides/playbook.yml")
        try TestSupport.write("# Small\n\n```swift\nlet answer = 42\n```\n", to: repository, "guides/small.md")
        return repository
    }

    static func contents(of folder: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        for relative in OutputGuard.files(under: folder.path) {
            found[relative] = FileManager.default.contents(atPath: folder.appendingPathComponent(relative).path)
        }
        return found
    }

    // 1. `build --out` must never delete a repository, even one holding a copied site marker.
    @Test func buildRefusesARepositoryRootEvenWithASiteMarker() throws {
        try TestSupport.withTemporaryFolder { folder in
            let repository = try Self.repository(in: folder)
            // Publishing a site at the repository's root copies its marker there.
            try TestSupport.write(SiteManifest(files: ["index.html"]).data, to: repository, SiteWriter.marker)
            let before = Self.contents(of: repository)
            let run = try TestSupport.runPlaybook(["build", "--no-verify", "--out", ".", "guides"], in: repository)
            #expect(run.status == 2, "\(run.stderr)")
            #expect(run.stderr.contains("--out:"), "\(run.stderr)")
            #expect(Self.contents(of: repository) == before, "nothing in the repository changed")
        }
    }

    @Test func buildRefusesAnOutFolderThatIsOrHoldsTheGuides() throws {
        try TestSupport.withTemporaryFolder { folder in
            let repository = try Self.repository(in: folder)
            try FileManager.default.removeItem(at: repository.appendingPathComponent(".git"))
            let before = Self.contents(of: repository)
            for out in ["guides", ".", "..", repository.path] {
                let run = try TestSupport.runPlaybook(["build", "guides", "--no-verify", "--out", out], in: repository)
                #expect(run.status == 2, "--out \(out): \(run.stderr)")
                #expect(
                    run.stderr.contains("which Playbook reads") || run.stderr.contains("one of Playbook's inputs"),
                    "--out \(out): \(run.stderr)")
            }
            #expect(Self.contents(of: repository) == before)
        }
    }

    /// `build docs --out docs`: the guides folder itself, with its config, holding a site marker.
    @Test func buildRefusesTheGuidesFolderItselfThoughItHoldsAMarker() throws {
        try TestSupport.withTemporaryFolder { folder in
            let docs = folder.appendingPathComponent("docs")
            for index in 0..<14 { try TestSupport.write("# Guide \(index)\n", to: docs, "guide-\(index).md") }
            try TestSupport.write("title: Docs\n", to: docs, "playbook.yml")
            try TestSupport.write(SiteManifest(files: ["index.html"]).data, to: docs, SiteWriter.marker)
            let before = Self.contents(of: docs)
            let run = try TestSupport.runPlaybook(["build", "docs", "--no-verify", "--out", "docs"], in: folder)
            #expect(run.status == 2, "\(run.stderr)")
            #expect(Self.contents(of: docs) == before)
        }
    }

    /// A site folder the user added a file to is not replaced; one Playbook wrote whole is.
    @Test func buildReplacesOnlyASiteItWroteWhole() throws {
        try TestSupport.withTemporaryFolder { folder in
            let repository = try Self.repository(in: folder)
            let first = try TestSupport.runPlaybook(
                ["build", "guides", "--no-verify", "--out", "site"], in: repository)
            #expect(first.status == 0, "\(first.stderr)")
            let again = try TestSupport.runPlaybook(
                ["build", "guides", "--no-verify", "--out", "site"], in: repository)
            #expect(again.status == 0, "an earlier site is replaced: \(again.stderr)")
            try TestSupport.write("docs.team.example\n", to: repository, "site/CNAME")
            let refused = try TestSupport.runPlaybook(
                ["build", "guides", "--no-verify", "--out", "site"], in: repository)
            #expect(refused.status == 2)
            #expect(refused.stderr.contains("1 file(s) Playbook did not write (CNAME)"), "\(refused.stderr)")
            #expect(FileManager.default.fileExists(atPath: repository.appendingPathComponent("site/CNAME").path))
        }
    }

    // 13. `--out ""` names no folder; it must not replace the working folder.
    @Test func anEmptyOutIsRefused() throws {
        try TestSupport.withTemporaryFolder { folder in
            let repository = try Self.repository(in: folder)
            try FileManager.default.removeItem(at: repository.appendingPathComponent(".git"))
            let before = Self.contents(of: repository)
            let run = try TestSupport.runPlaybook(["build", "guides", "--no-verify", "--out", ""], in: repository)
            #expect(run.status == 2, "\(run.stderr)")
            #expect(run.stderr.contains("empty path"), "\(run.stderr)")
            #expect(Self.contents(of: repository) == before)
        }
    }

    // 2. `verify --package-dir` must not overwrite a user's package or the guides.
    @Test func verifyRefusesAPackageDirThatIsNotPlaybooks() throws {
        try TestSupport.withTemporaryFolder { folder in
            let repository = try Self.repository(in: folder)
            let user = folder.appendingPathComponent("mine")
            try TestSupport.write("// swift-tools-version: 6.0\n// my package\n", to: user, "Package.swift")
            try TestSupport.write("let mine = 1\n", to: user, "Sources/Mine/Mine.swift")
            try TestSupport.write("built\n", to: user, ".build/debug/Mine.o")
            let before = Self.contents(of: user)
            let run = try TestSupport.runPlaybook(["verify", "guides", "--package-dir", user.path], in: repository)
            #expect(run.status == 2, "\(run.stderr)")
            #expect(run.stderr.contains("--package-dir:") && run.stderr.contains("did not write"), "\(run.stderr)")
            #expect(Self.contents(of: user) == before)

            let guidesBefore = Self.contents(of: repository.appendingPathComponent("guides"))
            let intoGuides = try TestSupport.runPlaybook(
                ["verify", "guides", "--package-dir", "guides"], in: repository)
            #expect(intoGuides.status == 2, "\(intoGuides.stderr)")
            #expect(Self.contents(of: repository.appendingPathComponent("guides")) == guidesBefore)
        }
    }

    @Test func aPackageFolderPlaybookMadeIsReused() throws {
        try TestSupport.withTemporaryFolder { folder in
            let package = folder.appendingPathComponent("package")
            var config = PlaybookConfig()
            config.file = folder.appendingPathComponent("playbook.yml").path
            var options = VerifyOptions()
            options.packageDirectory = package.path
            let verifier = Verifier(workspace: Workspace(config: config, guides: [], diagnostics: []), options: options)
            try verifier.claimPackageFolder()
            #expect(
                FileManager.default.fileExists(
                    atPath: package.appendingPathComponent(OutputGuard.OwnedFolder.package.marker).path))
            try TestSupport.write("// generated\n", to: package, "Package.swift")
            try verifier.claimPackageFolder()
        }
    }

    // 3. `verify --output` must not replace the guide it verifies.
    @Test func verifyRefusesToWriteItsReportOverAnInput() throws {
        try TestSupport.withTemporaryFolder { folder in
            let repository = try Self.repository(in: folder)
            let guide = repository.appendingPathComponent("guides/small.md")
            let before = try Data(contentsOf: guide)
            for output in ["guides/small.md", "guides/playbook.yml", "guides/report.md", "guides"] {
                let run = try TestSupport.runPlaybook(
                    ["verify", "guides", "--level", "syntax", "--output", output], in: repository)
                #expect(run.status == 2, "--output \(output): \(run.stderr)")
                #expect(run.stderr.contains("--output:"), "\(run.stderr)")
            }
            #expect(try Data(contentsOf: guide) == before)
            #expect(!FileManager.default.fileExists(atPath: repository.appendingPathComponent("guides/report.md").path))
            let allowed = try TestSupport.runPlaybook(
                ["verify", "guides", "--level", "syntax", "--output", "report.txt"], in: repository)
            #expect(allowed.status == 0, "\(allowed.stderr)")
        }
    }

    // 4. One-character paths: a missing one, a guide named `a`.
    @Test func oneCharacterPathsAreReadNotCrashedOn() throws {
        try TestSupport.withTemporaryFolder { folder in
            for command in [["list", "q"], ["verify", "q"], ["build", "q", "--no-verify"]] {
                let run = try TestSupport.runPlaybook(command, in: folder)
                #expect(run.status == 2, "\(command): \(run.stderr)")
                #expect(run.stderr.contains("q"), "\(command) names the path: \(run.stderr)")
            }
            try TestSupport.write("# A\n\n```swift\nlet a = 1\n```\n", to: folder, "a")
            let listed = try TestSupport.runPlaybook(["list", "a"], in: folder)
            #expect(listed.status == 0, "\(listed.stderr)")
            #expect(listed.stdout.contains("a:3  swift"), "\(listed.stdout)")
            #expect(
                PathText.folder(of: "q") == "" && PathText.folder(of: "/q") == "/" && PathText.folder(of: "a/b/") == "a"
            )
            #expect(PathText.lastComponent(of: "q") == "q" && PathText.lastComponent(of: "a/b/") == "b")
        }
    }

    @Test func theGuardRefusesTheRootHomeAndRepositories() throws {
        let outputGuard = OutputGuard(inputs: [])
        #expect(throws: OutputGuard.Refusal.self) { try outputGuard.checkReplaceable(folder: "/", as: .site) }
        #expect(throws: OutputGuard.Refusal.self) { try outputGuard.checkReplaceable(folder: "", as: .package) }
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty {
            #expect(throws: OutputGuard.Refusal.self) { try outputGuard.checkReplaceable(folder: home, as: .site) }
        }
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("[core]\n", to: folder, "checkout/.git/config")
            #expect(throws: OutputGuard.Refusal.self) {
                try outputGuard.checkReplaceable(folder: folder.appendingPathComponent("checkout").path, as: .site)
            }
            #expect(throws: OutputGuard.Refusal.self) {
                try outputGuard.checkReplaceable(
                    file: folder.appendingPathComponent("checkout/.git/hooks/pre-commit").path, role: "the report")
            }
            try outputGuard.checkReplaceable(folder: folder.appendingPathComponent("fresh").path, as: .site)
        }
    }

    // 12. `new` checks every target before its first write, says "Wrote" only after writing, and never writes protected
    //     files unless named.
    @Test func newWritesAllOrNothing() throws {
        let project = TestSupport.temporaryCopy(ofFixture: "New")
        let app = project.appendingPathComponent("app")
        try TestSupport.write("not a folder\n", to: app, "Tests")
        let run = try TestSupport.runPlaybook([
            "new", "store.md", "--no-verify", "--guides", project.path, "--into", app.path,
        ])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("Tests is a file, not a folder"), "\(run.stderr)")
        #expect(!run.stdout.contains("Wrote"), "\(run.stdout)")
        #expect(
            !FileManager.default.fileExists(atPath: app.appendingPathComponent("Sources").path), "nothing was written")

        let file = project.appendingPathComponent("afile")
        try TestSupport.write("mine\n", to: project, "afile")
        let intoFile = try TestSupport.runPlaybook([
            "new", "store.md", "--no-verify", "--guides", project.path, "--into", file.path,
        ])
        #expect(intoFile.status == 2, "\(intoFile.stderr)")
        #expect(!intoFile.stdout.contains("Wrote"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "mine\n")
    }

    @Test func newRefusesProtectedTargetsUnlessNamedAndKeepsModes() throws {
        try TestSupport.withTemporaryFolder { folder in
            let project = folder.appendingPathComponent("project")
            try TestSupport.write(
                "placeholders: [Name]\nsamples:\n  one: {Name: Thing}\n", to: project, "guides/playbook.yml")
            let hook = try TestSupport.write("#!/bin/sh\nexit 0\n", to: project, ".git/hooks/pre-commit")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
            let script = try TestSupport.write("#!/bin/sh\necho old\n", to: project, "Scripts/run.sh")
            try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: script.path)
            let targets = ["guides/self.md", "guides/playbook.yml", ".git/hooks/pre-commit"]
            for target in targets {
                try TestSupport.write(
                    "# Self\n\n```swift file=\(target)\nlet {Name}Count = 1\n```\n", to: project, "guides/self.md")
                let before = Self.contents(of: project)
                let run = try TestSupport.runPlaybook(
                    ["new", "self.md", "--no-verify", "--force", "--into", "."], in: project)
                #expect(run.status == 2, "\(target): \(run.stderr)")
                #expect(run.stderr.contains("--force-file \(target)"), "\(target): \(run.stderr)")
                #expect(Self.contents(of: project) == before, "\(target) was written")
            }
            let named = try TestSupport.runPlaybook(
                ["new", "self.md", "--no-verify", "--force", "--into", ".", "--force-file", ".git/hooks/pre-commit"],
                in: project)
            #expect(named.status == 0, "\(named.stderr)")
            #expect(try String(contentsOf: hook, encoding: .utf8).contains("ThingCount"))
            #expect(
                (try FileManager.default.attributesOfItem(atPath: hook.path)[.posixPermissions] as? NSNumber)?.intValue
                    == 0o755, "the hook keeps its run bit")

            try TestSupport.write(
                "# Script\n\n```swift file=Scripts/run.sh\nlet {Name}Count = 2\n```\n", to: project, "guides/self.md")
            let replaced = try TestSupport.runPlaybook(
                ["new", "self.md", "--no-verify", "--force", "--into", "."], in: project)
            #expect(replaced.status == 0, "\(replaced.stderr)")
            #expect(
                (try FileManager.default.attributesOfItem(atPath: script.path)[.posixPermissions] as? NSNumber)?
                    .intValue == 0o750)
        }
    }

    // 10. A value whose derived form is a keyword is refused at its line, not left to the parser.
    @Test func keywordsAreRefusedInTheirDerivedForms() throws {
        let text = "placeholders: [Name]\nsamples:\n  one:\n    Name: Protocol\n"
        #expect(throws: ConfigLoader.Failure.self) { try ConfigLoader.parse(text, file: "playbook.yml", folder: ".") }
        do {
            _ = try ConfigLoader.parse(text, file: "playbook.yml", folder: ".")
        } catch {
            #expect(error.diagnostics.first?.line == 4, "\(error.diagnostics)")
            #expect(error.diagnostics.first?.message.contains("`protocol`") == true, "\(error.diagnostics)")
        }
        // Declaring `name` itself means `{name}` takes its own value, so `Protocol` is fine.
        let declared = "placeholders: [Name, name]\nsamples:\n  one: {Name: Protocol, name: proto}\n"
        _ = try ConfigLoader.parse(declared, file: "playbook.yml", folder: ".")
        let set = PlaceholderSet(names: ["Name"])
        #expect(set.valueProblem(name: "Name", value: "Protocol") != nil)
        #expect(set.valueProblem(name: "Name", value: "Invoice") == nil)
        #expect(set.valueProblem(name: "Screen", value: "Default") != nil, "`{screen}` would be `default`")
    }

    // 14. `guides: /` reads the whole filesystem only when the config says so.
    @Test func guidesOutsideTheRepositoryNeedAnOptIn() throws {
        try TestSupport.withTemporaryFolder { folder in
            let repository = try Self.repository(in: folder)
            try TestSupport.write("title: Team\nguides: /\n", to: repository, "guides/playbook.yml")
            let run = try TestSupport.runPlaybook(["list", "--config", "guides/playbook.yml"], in: repository)
            #expect(run.status == 2, "\(run.stderr)")
            #expect(
                run.stderr.contains("playbook.yml:2:") && run.stderr.contains("outside the config's repository"),
                "\(run.stderr)")

            try TestSupport.write("title: Team\nsupport: [../../elsewhere]\n", to: repository, "guides/playbook.yml")
            let support = try TestSupport.runPlaybook(["list", "guides"], in: repository)
            #expect(support.status == 2, "\(support.stderr)")

            // Inside the repository (a sibling of the config's folder) needs nothing.
            try TestSupport.write("public struct Shared {}\n", to: repository, "support/Shared.swift")
            try TestSupport.write("title: Team\nsupport: [../support]\n", to: repository, "guides/playbook.yml")
            let sibling = try TestSupport.runPlaybook(["list", "guides"], in: repository)
            #expect(sibling.status == 0, "\(sibling.stderr)")

            let outside = folder.appendingPathComponent("shared-guides")
            try TestSupport.write("# Shared\n", to: outside, "shared.md")
            try TestSupport.write(
                "title: Team\nguides: ../../shared-guides\nallowOutsideRepository: true\n", to: repository,
                "guides/playbook.yml")
            let allowed = try TestSupport.runPlaybook(["list", "--config", "guides/playbook.yml"], in: repository)
            #expect(allowed.status == 0, "\(allowed.stderr)")
        }
    }

    // 11. Builds into one --out at the same time take turns: none fails, the site is whole.
    @Test func concurrentBuildsIntoOneOutTakeTurns() throws {
        try TestSupport.withTemporaryFolder { folder in
            let repository = try Self.repository(in: folder)
            try FileManager.default.removeItem(at: repository.appendingPathComponent(".git"))
            for round in 0..<5 {
                let statuses = Array(0..<6).concurrentMap(limit: 6) { _ in
                    (try? TestSupport.runPlaybook(["build", "guides", "--no-verify", "--out", "site"], in: repository))
                        .map { ($0.status, $0.stderr) } ?? (-1, "did not run")
                }
                for (status, stderr) in statuses { #expect(status == 0, "round \(round): \(stderr)") }
            }
            let site = repository.appendingPathComponent("site")
            let manifest = try #require(
                SiteManifest(data: try Data(contentsOf: site.appendingPathComponent(SiteWriter.marker))))
            #expect(
                Set(OutputGuard.files(under: site.path)) == manifest.files.union([SiteWriter.marker]),
                "the site is one build's, whole")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: repository.path).filter {
                $0.hasPrefix(".site.")
            }
            #expect(leftovers.isEmpty, "\(leftovers)")
        }
    }
}
