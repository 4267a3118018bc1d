import Foundation
import Testing

@testable import PlaybookCore

/// The site is replaced whole or not at all.
@Suite struct SiteWriterTests {
    struct WriterBroke: Error {}

    /// Every file of a folder with its contents, for comparing whole sites.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return files }
        for case let path as String in enumerator {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return files
    }

    static func site(_ version: String, pages: Int = 20) -> Site {
        var files: [String: Data] = [:]
        for number in 0..<pages { files["guide\(number).html"] = Data("\(version) \(number)".utf8) }
        files["assets/style.css"] = Data("/* \(version) */".utf8)
        return Site(files: files, warnings: [])
    }

    @Test func aFailingWriteLeavesThePreviousSiteWhole() throws {
        try TestSupport.withTemporaryFolder { folder in
            let destination = folder.appendingPathComponent("site")
            try SiteWriter().write(Self.site("old"), to: destination.path)
            let before = Self.snapshot(destination)
            #expect(before.count == 22)
            let written = WriteCounter()
            let failing = SiteWriter { url, data in
                guard written.next() < 5 else { throw WriterBroke() }
                try data.write(to: url)
            }
            #expect(throws: SiteWriter.Failure.self) { try failing.write(Self.site("new"), to: destination.path) }
            #expect(Self.snapshot(destination) == before)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"],
                "the staging folder is removed")
        }
    }

    @Test func aNewSiteReplacesTheOldOneWhole() throws {
        try TestSupport.withTemporaryFolder { folder in
            let destination = folder.appendingPathComponent("out/site")
            try SiteWriter().write(Self.site("old", pages: 30), to: destination.path)
            try SiteWriter().write(Self.site("new", pages: 10), to: destination.path)
            let after = Self.snapshot(destination)
            #expect(after.count == 12)
            #expect(after["guide0.html"] == Data("new 0".utf8))
            #expect(after["guide20.html"] == nil, "pages of the old site do not linger")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: destination.deletingLastPathComponent().path) == [
                    "site"
                ])
        }
    }

    @Test func aFolderThatIsNotASiteIsNeverReplaced() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("precious", to: folder, "project/notes.txt")
            let destination = folder.appendingPathComponent("project")
            #expect(throws: SiteWriter.Failure.self) { try SiteWriter().write(Self.site("new"), to: destination.path) }
            #expect(Self.snapshot(destination) == ["notes.txt": Data("precious".utf8)])
        }
    }

    /// A build swapping its site in leaves the folder half listed for a moment;
    /// the early check of another build waits for the swap instead of refusing what it saw.
    @Test func theEarlyCheckWaitsForASwapInProgress() throws {
        try TestSupport.withTemporaryFolder { folder in
            let destination = folder.appendingPathComponent("site")
            try SiteWriter().write(Self.site("old"), to: destination.path)
            let marker = destination.appendingPathComponent(SiteWriter.marker)
            let aside = folder.appendingPathComponent("marker-aside")
            let swapping = Holder(try #require(ExclusiveLock(path: folder.path, waiting: nil)))
            try FileManager.default.moveItem(at: marker, to: aside)
            let waiting = DispatchSemaphore(value: 0)
            let checked = DispatchSemaphore(value: 0)
            let outcome = CheckOutcome()
            DispatchQueue.global().async {
                let writer = SiteWriter(waiting: { waiting.signal() })
                outcome.refusal = (try? writer.checkDestination(destination.path)) == nil ? "refused" : nil
                checked.signal()
            }
            #expect(waiting.wait(timeout: .now() + 60) == .success, "the check waits for the lock")
            try FileManager.default.moveItem(at: aside, to: marker)
            swapping.value = nil
            checked.wait()
            #expect(outcome.refusal == nil)
        }
    }

    @Test func leftoversOfAKilledBuildAreCleanedUp() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write("half", to: folder, ".site.building-1234/index.html")
            try SiteWriter().write(Self.site("new"), to: folder.appendingPathComponent("site").path)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"])
        }
    }
}

private final class WriteCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    /// The count before this call.
    func next() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}

private final class CheckOutcome: @unchecked Sendable {
    var refusal: String?
}

/// Holds a lock until the test lets it go.
private final class Holder {
    var value: ExclusiveLock?
    init(_ value: ExclusiveLock) { self.value = value }
}
