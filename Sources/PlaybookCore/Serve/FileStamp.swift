import Foundation

/// A file's size and modification time: what the HTTP validators are made
/// of, and how the watcher tells that a source changed.
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
}
