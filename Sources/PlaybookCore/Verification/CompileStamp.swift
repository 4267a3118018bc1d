import Foundation

/// What one compile was given, hashed and kept beside what it made, once it
/// succeeded without a word. When the same inputs come again, the outputs are
/// still right and the compile is skipped.
///
/// It pays for a unit's tests: they import the unit's module, and most edits
/// of a guide's code (a comment, a function's body) leave the module's
/// interface, and so everything the tests' compile reads, byte for byte the same.
/// A compile that printed warnings is never skipped, so they are always reported afresh.
///
/// A stamp that `comparesTokens` can also keep a hash of its Swift inputs'
/// tokens: then a compile whose sources differ from the stamped ones only in
/// comments and whitespace is skipped too. Its outputs differ from a new
/// compile's in their lines alone (line tables, the line a trap names), so
/// the tokens are vouched for only once the outputs proved themselves: the
/// unit's tests all passed, so no line of this code reached the report. Only
/// a library module's compile is stamped so; a test names its own line to
/// the report, and a program may print its lines.
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
    /// Whether sources with the stamped tokens are current, whatever their comments and spacing.
    var comparesTokens = false

    /// A hash of the arguments, the context and every input's bytes as they
    /// are now (an input may be an earlier step's output); nil when one is missing.
    func digest() -> String? {
        hashed { _, data in [UInt8](data) }
    }

    /// How the outputs here stand for a compile of the current inputs.
    enum Match {
        /// The last silent compile had inputs of the same bytes.
        case sameBytes
        /// The sources have the tokens vouched for; only comments and spacing changed.
        case sameTokens
    }

    /// Whether the outputs here, all present, can stand for a compile of
    /// inputs of this `digest`, and how. A match by tokens is stamped with the
    /// new digest, so the next run need not parse the sources again.
    func match(_ digest: String?) -> Match? {
        guard let digest, let stamped = stamped(), outputs.allSatisfy(FileManager.default.fileExists) else {
            return nil
        }
        if stamped.digest == digest { return .sameBytes }
        guard comparesTokens, let tokens = stamped.tokens, tokenDigest() == tokens else { return nil }
        write(digest: digest, tokens: tokens)
        return .sameTokens
    }

    /// A hash of the arguments, the context, the tokens of every Swift input
    /// and the bytes of any other; nil when an input is missing or a source
    /// has a token that can depend on where it stands (`SourceTokens`).
    func tokenDigest() -> String? {
        hashed { input, data in
            guard input.hasSuffix(".swift") else { return [UInt8](data) }
            return SourceTokens.significant(String(decoding: data, as: UTF8.self)).map { Array($0.utf8) }
        }
    }

    /// The arguments, the context and what `content` makes of each input;
    /// nil when an input is missing or `content` gives nothing for it.
    private func hashed(_ content: (_ input: String, _ data: Data) -> [UInt8]?) -> String? {
        var hasher = SHA256()
        hasher.update(context)
        for argument in arguments { hasher.update("\u{0}\(argument)") }
        for input in inputs {
            guard let data = FileManager.default.contents(atPath: input), let content = content(input, data) else {
                return nil
            }
            hasher.update("\u{0}\(input)\u{0}\(content.count)\u{0}")
            hasher.update(content)
        }
        return hasher.finalize()
    }

    /// Before compiling: a compile stopped half-way must not leave outputs
    /// that a stamp of earlier inputs still vouches for.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// After a compile of inputs of this `digest` that succeeded and printed
    /// nothing. The outputs are new: no tokens are vouched for yet.
    func record(_ digest: String?) {
        guard let digest else { return }
        write(digest: digest, tokens: nil)
    }

    /// After the outputs proved themselves with the current inputs (the
    /// unit's tests all passed): sources of the same tokens may reuse them.
    /// Tokens already stamped beside the current digest are those of these
    /// inputs (a match by tokens stamped them), so they are not parsed again.
    func vouchForTokens() {
        guard comparesTokens, let stamped = stamped(), stamped.tokens == nil, stamped.digest == digest(),
            let tokens = tokenDigest()
        else { return }
        write(digest: stamped.digest, tokens: tokens)
    }

    /// After the outputs took part in a failure: only the same bytes reuse them,
    /// so a failure's lines always come from a compile of the code as it is.
    func withdrawTokens() {
        guard let stamped = stamped(), stamped.tokens != nil else { return }
        write(digest: stamped.digest, tokens: nil)
    }

    /// The stamp file: the inputs' digest, then their tokens' digest if kept.
    private func stamped() -> (digest: String, tokens: String?)? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard let digest = lines.first else { return nil }
        return (digest, lines.count > 1 ? lines[1] : nil)
    }

    private func write(digest: String, tokens: String?) {
        let text = digest + (tokens.map { "\n" + $0 } ?? "")
        try? Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
