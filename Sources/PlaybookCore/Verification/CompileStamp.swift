import Foundation

/// What one compile was given, hashed and kept beside what it made, once it
/// succeeded without a word. When the same inputs come again, the outputs are
/// still right and the compile is skipped.
///
/// It pays for a unit's tests: they import the unit's module, and most edits
/// of a guide's code (a comment, a function's body) leave the module's
/// interface, and so everything the tests' compile reads, byte for byte the same.
/// A compile that printed warnings is never skipped, so they are always reported afresh.
struct CompileStamp {
    /// The stamp file.
    let path: String
    /// The compiler's arguments.
    let arguments: [String]
    /// What else decides the outputs: the toolchain, the support modules' own stamp.
    let context: String
    /// Every file the compile reads besides the toolchain and what `context` stands for.
    let inputs: [String]
    /// Files the compile writes; all must still be there to be reused.
    let outputs: [String]

    /// A hash of the arguments, the context and every input's bytes as they
    /// are now (an input may be an earlier step's output); nil when one is missing.
    func digest() -> String? {
        var hasher = SHA256()
        hasher.update(context)
        for argument in arguments { hasher.update("\u{0}\(argument)") }
        for input in inputs {
            guard let data = FileManager.default.contents(atPath: input) else { return nil }
            hasher.update("\u{0}\(input)\u{0}\(data.count)\u{0}")
            hasher.update([UInt8](data))
        }
        return hasher.finalize()
    }

    /// Whether the last compile that left its outputs here had inputs of this
    /// `digest` and was silent.
    func isCurrent(_ digest: String?) -> Bool {
        guard let digest, FileManager.default.contents(atPath: path) == Data(digest.utf8) else { return false }
        return outputs.allSatisfy(FileManager.default.fileExists)
    }

    /// Before compiling: a compile stopped half-way must not leave outputs
    /// that a stamp of earlier inputs still vouches for.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// After a compile of inputs of this `digest` that succeeded and printed nothing.
    func record(_ digest: String?) {
        guard let digest else { return }
        try? Data(digest.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
