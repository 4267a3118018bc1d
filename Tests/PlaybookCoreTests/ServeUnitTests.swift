import Foundation
import Testing

@testable import PlaybookCore

/// The serve stage's parts without a server: path resolution, the watcher's
/// snapshots, the preview folder's updates and the content types.
@Suite struct ServeUnitTests {
    @Test(arguments: [
        "/../etc/passwd", "/%2e%2e/etc/passwd", "/%2E%2E/etc/passwd", "/a/..%2f..%2fetc", "/a%2f..%2f..%2fetc",
        "/a/%5c..%5c..", "/.hidden", "/.%2e/x", "/a%00b", "relative/path",
    ])
    func escapingPathsHaveNoSegments(_ path: String) {
        #expect(SitePathResolver.segments(ofRawPath: path) == nil)
    }

    @Test func segmentsAreDecodedOnce() {
        #expect(SitePathResolver.segments(ofRawPath: "/") == [])
        #expect(SitePathResolver.segments(ofRawPath: "/guides/view%20model.html") == ["guides", "view model.html"])
        #expect(SitePathResolver.segments(ofRawPath: "/./a//b") == ["a", "b"])
        // Encoded twice: the second layer is a literal name, which exists nowhere.
        #expect(SitePathResolver.segments(ofRawPath: "/%252e%252e/x") == ["%2e%2e", "x"])
    }

    @Test func filesResolveInsideTheFolderOnly() throws {
        try TestSupport.withTemporaryFolder { folder in
            let site = folder.appendingPathComponent("site")
            try TestSupport.write("home", to: site, "index.html")
            try TestSupport.write("page", to: site, "nested/index.html")
            try TestSupport.write("secret", to: folder, "secret.txt")
            let manager = FileManager.default
            try manager.createSymbolicLink(
                atPath: site.path + "/inside.html", withDestinationPath: site.path + "/index.html")
            try manager.createSymbolicLink(
                atPath: site.path + "/outside.txt", withDestinationPath: folder.path + "/secret.txt")
            try manager.createSymbolicLink(atPath: site.path + "/up", withDestinationPath: folder.path)
            let resolver = SitePathResolver(root: site.path)
            #expect(resolver.file(forRawPath: "/")?.hasSuffix("/site/index.html") == true)
            #expect(resolver.file(forRawPath: "/nested")?.hasSuffix("/site/nested/index.html") == true)
            #expect(resolver.file(forRawPath: "/inside.html")?.hasSuffix("/site/index.html") == true)
            #expect(resolver.file(forRawPath: "/outside.txt") == nil)
            #expect(resolver.file(forRawPath: "/up/secret.txt") == nil)
            #expect(resolver.file(forRawPath: "/missing.html") == nil)
        }
    }

    @Test func mediaTypes() {
        #expect(MediaType.of(path: "/a/page.html") == "text/html; charset=utf-8")
        #expect(MediaType.of(path: "assets/search-index.js") == "text/javascript; charset=utf-8")
        #expect(MediaType.of(path: "images/flow.SVG") == "image/svg+xml")
        #expect(MediaType.of(path: "README") == "application/octet-stream")
    }

    @Test func conditionalRequests() {
        let tag = "\"1f-2a\""
        let date = HTTPDate.format(seconds: 0)
        #expect(date == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(
            StaticFileResponder.isNotModified(fields: ["If-None-Match": "\"x\", \(tag)"], tag: tag, lastModified: date))
        #expect(StaticFileResponder.isNotModified(fields: ["If-None-Match": "W/\(tag)"], tag: tag, lastModified: date))
        #expect(
            !StaticFileResponder.isNotModified(
                fields: ["If-None-Match": "\"x\"", "If-Modified-Since": date], tag: tag, lastModified: date))
        #expect(StaticFileResponder.isNotModified(fields: ["if-modified-since": date], tag: tag, lastModified: date))
        #expect(!StaticFileResponder.isNotModified(fields: [:], tag: tag, lastModified: date))
    }

    @Test func snapshotsSeeSavesAdditionsAndRemovalsButNotHiddenFiles() throws {
        try TestSupport.withTemporaryFolder { folder in
            let guides = folder.appendingPathComponent("guides")
            let guide = try TestSupport.write("# One\n", to: guides, "one.md")
            let config = try TestSupport.write("title: T\n", to: folder, "playbook.yml")
            let roots = [guides.path, config.path, folder.appendingPathComponent("theme").path]
            let first = SourceSnapshot.take(of: roots)
            #expect(first.files.count == 2)

            try TestSupport.write("swap", to: guides, ".one.md.swp")
            try TestSupport.write("cache", to: guides, ".build/playbook/cache/x.json")
            try TestSupport.write("backup", to: guides, "one.md~")
            #expect(SourceSnapshot.take(of: roots).changes(since: first).isEmpty)

            try "# One, longer\n".write(to: guide, atomically: true, encoding: .utf8)
            try TestSupport.write("# Two\n", to: guides, "nested/two.md")
            try FileManager.default.removeItem(at: config)
            let changes = SourceSnapshot.take(of: roots).changes(since: first)
            #expect(changes == [guide.path, guides.appendingPathComponent("nested/two.md").path, config.path].sorted())
        }
    }

    @Test func thePreviewFolderRewritesOnlyWhatChanged() throws {
        try TestSupport.withTemporaryFolder { folder in
            let site = PreviewSiteFolder(path: folder.path)
            let first = try site.update(to: ["index.html": Data("a".utf8), "assets/style.css": Data("b".utf8)])
            #expect(first == ["assets/style.css", "index.html"])
            let stamp = FileStamp(path: folder.path + "/assets/style.css")
            let second = try site.update(to: [
                "index.html": Data("changed".utf8), "assets/style.css": Data("b".utf8), "new.html": Data("c".utf8),
            ])
            #expect(second == ["index.html", "new.html"])
            #expect(
                FileStamp(path: folder.path + "/assets/style.css") == stamp,
                "an unchanged file keeps its stamp, so its ETag")
            let third = try site.update(to: ["index.html": Data("changed".utf8), "../escaped.html": Data("x".utf8)])
            #expect(third == ["assets/style.css", "new.html"])
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/new.html"))
            #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().path + "/escaped.html"))
        }
    }

    @Test func theLiveScriptIsNeverPartOfABuiltSite() throws {
        let workspace = try SiteFixture.workspace()
        let site = try SiteBuilder(workspace: workspace, report: nil).build()
        for (path, data) in site.files {
            #expect(!String(decoding: data, as: UTF8.self).contains("_playbook"), "\(path)")
        }
    }
}
