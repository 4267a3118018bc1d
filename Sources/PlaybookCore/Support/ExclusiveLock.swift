import Foundation

/// An exclusive lock held while a run writes somewhere others may write too:
/// runs sharing a generated package (a CI matrix of samples or shards on one
/// machine) or one `--out` folder take turns instead of deleting each other's
/// files. The lock is the operating system's (`flock`): a run that dies releases it.
final class ExclusiveLock {
    private let descriptor: Int32

    /// Blocks until the lock on `path` is held: a folder is locked itself, any
    /// other path is a lock file, created if missing. `waiting` is told once if another run holds it.
    init?(path: String, waiting: (() -> Void)?) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            descriptor = open(path, O_RDONLY | O_DIRECTORY)
        } else {
            descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        }
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
