import Foundation

/// An exclusive lock on a generated package folder, held while a run writes
/// and compiles in it, so runs sharing the folder (a CI matrix of samples or
/// shards on one machine) take turns instead of deleting each other's files.
/// The lock is the operating system's (`flock`): a run that dies releases it.
final class PackageLock {
    private let descriptor: Int32

    /// Blocks until the lock on `directory` is held; `waiting` is told once if another run holds it.
    init?(directory: String, waiting: (() -> Void)?) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        descriptor = open((directory as NSString).appendingPathComponent(".lock"), O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { return nil }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting?()
            guard flock(descriptor, LOCK_EX) == 0 else {
                close(descriptor)
                return nil
            }
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
