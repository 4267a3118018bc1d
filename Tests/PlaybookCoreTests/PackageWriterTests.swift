import Foundation
import Testing

@testable import PlaybookCore

/// The generated package on disk: what a run no longer generates goes, except other units' folders in a run of
/// some units only.
struct PackageWriterTests {
    @Test func aWholeRunRemovesWhatItNoLongerGenerates() throws {
        try TestSupport.withTemporaryFolder { folder in
            let writer = PackageWriter(directory: folder.path)
            try writer.write([
                "Package.swift": "// all", "Units/UA1/Sources/a.swift": "a", "Units/UB1/Sources/b.swift": "b",
            ])
            #expect(try writer.write(["Package.swift": "// all", "Units/UA1/Sources/a.swift": "a"]) == 0)
            #expect(FileManager.default.fileExists(atPath: writer.path("Units/UA1/Sources/a.swift")))
            #expect(!FileManager.default.fileExists(atPath: writer.path("Units/UB1/Sources/b.swift")))
        }
    }

    @Test func aRunOfSomeUnitsKeepsTheOthersButNotStaleFilesOfItsOwn() throws {
        try TestSupport.withTemporaryFolder { folder in
            let writer = PackageWriter(directory: folder.path)
            try writer.write([
                "Package.swift": "// all", "Units/UA1/Sources/a.swift": "a", "Units/UA1/Sources/old.swift": "old",
                "Units/UB1/Sources/b.swift": "b",
            ])
            let written = try writer.write(
                ["Package.swift": "// UA1", "Units/UA1/Sources/a.swift": "a2"], keepingOtherUnits: true)
            #expect(written == 2)
            #expect(FileManager.default.fileExists(atPath: writer.path("Units/UB1/Sources/b.swift")), "another unit")
            #expect(
                !FileManager.default.fileExists(atPath: writer.path("Units/UA1/Sources/old.swift")),
                "a file the written unit no longer has")
            #expect(try String(contentsOfFile: writer.path("Units/UA1/Sources/a.swift"), encoding: .utf8) == "a2")
        }
    }

    @Test func unitFoldersAreTheFirstTwoComponentsUnderUnits() {
        #expect(PackageWriter.unitFolder(of: "Units/UA1/Sources/a.swift") == "Units/UA1")
        #expect(PackageWriter.unitFolder(of: "Units/UA1") == "Units/UA1")
        #expect(PackageWriter.unitFolder(of: "Modules/Kit/a.swift") == nil)
        #expect(PackageWriter.unitFolder(of: "Package.swift") == nil)
    }
}
