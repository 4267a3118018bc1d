import Foundation

/// A file's size and modification time, from `stat` alone: what the HTTP validators are made of, how the watcher
/// tells that a source changed, and a guide's date outside git.
struct FileStamp: Sendable, Equatable {
    var size: Int64
    var modifiedNanoseconds: Int64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        modifiedNanoseconds = Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec)
    }

    /// The modification time as a date.
    var modified: Date {
        let (seconds, nanoseconds) = modifiedNanoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
        return Date(timeIntervalSince1970: TimeInterval(seconds) + TimeInterval(nanoseconds) / 1_000_000_000)
    }
}
