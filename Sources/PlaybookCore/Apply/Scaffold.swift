/// What `playbook new` makes of one guide for one set of names: the files
/// the guide creates, each in its final version with the placeholders
/// filled, and what it leaves to the reader.
public struct Scaffold: Sendable, Equatable {
    public struct File: Sendable, Equatable {
        /// Relative to the destination, `/`-separated, never leaving it.
        public var path: String
        public var contents: String
        /// The guide and line of the block that writes this version.
        public var guide: String
        public var line: Int
        /// Why the code was not compiled (a `skip` block), or nil when it was.
        public var notCompiled: String?
        /// For a file another guide creates, written with `--with-borrowed`.
        public var isBorrowed = false
    }

    /// A block that is not written: no target file, an `expect-error` example, members shown alone.
    public struct Unwritten: Sendable, Equatable {
        public var line: Int
        public var heading: String?
        public var reason: String
    }

    /// Names the guide uses that another guide declares: the project is expected to have them.
    public struct Borrowed: Sendable, Equatable {
        public var names: [String]
        public var guide: String
        public var line: Int
        /// Where that guide puts them, filled, if it says.
        public var path: String?
    }

    /// A target path that would leave the destination.
    public struct Refusal: Sendable, Equatable {
        public var path: String
        public var guide: String
        public var line: Int
        public var reason: String
    }

    public var guide: String
    public var sample: String
    public var files: [File] = []
    public var unwritten: [Unwritten] = []
    public var borrowed: [Borrowed] = []
    public var refused: [Refusal] = []
}
