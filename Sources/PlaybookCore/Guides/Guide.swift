/// One markdown file of guides, reduced to what Playbook works with.
public struct Guide: Sendable, Equatable {
    public struct Heading: Sendable, Equatable, Hashable {
        public var level: Int
        public var text: String
        /// GitHub-compatible anchor, unique within the guide.
        public var anchor: String
        public var line: Int
    }

    public struct Link: Sendable, Equatable, Hashable {
        public var destination: String
        public var text: String
        public var line: Int
    }

    /// A DocC symbol link, ``` ``Circle/area`` ```: a code span written with two backticks.
    public struct SymbolLink: Sendable, Equatable, Hashable {
        /// The path between the backticks: `Circle/area`.
        public var path: String
        public var line: Int
        /// Whether it is listed in a `## Topics` section.
        public var inTopics: Bool

        public init(path: String, line: Int, inTopics: Bool = false) {
            self.path = path
            self.line = line
            self.inTopics = inTopics
        }
    }

    /// A `### Group` of a DocC `## Topics` section: its articles (`<doc:Article>`) and symbols
    /// (``` ``Circle`` ```) in the order listed.
    public struct TopicGroup: Sendable, Equatable, Hashable {
        public enum Entry: Sendable, Equatable, Hashable {
            /// A `doc:` destination.
            case article(String)
            case symbol(SymbolLink)
        }

        public var title: String?
        public var entries: [Entry] = []

        public init(title: String?, entries: [Entry] = []) {
            self.title = title
            self.entries = entries
        }

        /// The `doc:` destinations of the articles listed.
        public var destinations: [String] {
            entries.compactMap { if case .article(let destination) = $0 { destination } else { nil } }
        }
    }

    /// Path relative to the guides root, with `/` separators.
    public var path: String
    public var title: String
    /// Top-level scalar entries of the YAML front matter.
    public var frontMatter: [String: String]
    public var headings: [Heading]
    public var links: [Link]
    public var symbolLinks: [SymbolLink] = []
    public var blocks: [CodeBlock]
    /// The markdown as parsed: byte-order mark removed and front matter blanked
    /// (its lines kept empty so every line number still matches the file).
    public var markdown: String {
        didSet { if markdown != oldValue { parsedMarkdown = nil } }
    }
    /// `markdown`'s tree from extraction, kept so the site reads it rather than parsing the guide again;
    /// nil for a guide made by hand and once `markdown` changes. `document` gives the tree either way.
    var parsedMarkdown: MarkdownNode?
    /// In a DocC catalog, the directives that shape the page, by the line of their marker in `markdown`.
    public var directiveMarkers: [Int: DirectiveMarker] = [:]
    /// The groups of a DocC `## Topics` section.
    public var topics: [TopicGroup] = []
    /// The lines of the article links those groups list, which show their page's summary under them.
    public var topicLinkLines: Set<Int> = []
    /// For the doc comments of a Swift source file: the module the file
    /// belongs to, which its examples use as the module's own code does.
    public var sourceModule: String?
    /// The symbol a DocC page is titled by (``` # ``Logging/LogEvent`` ``` gives
    /// `Logging/LogEvent`): an extension of that symbol's documentation, or for
    /// a module (one component), the catalog's root page.
    public var symbolTitle: String?
    /// Whether the title is the module's symbol link (``` # ``Greeting`` ```): the page DocC shows first.
    public var isCatalogRoot: Bool { symbolTitle.map { !$0.contains("/") } ?? false }

    public init(
        path: String, title: String, frontMatter: [String: String] = [:], headings: [Heading] = [],
        links: [Link] = [], blocks: [CodeBlock] = [], markdown: String = ""
    ) {
        self.path = path
        self.title = title
        self.frontMatter = frontMatter
        self.headings = headings
        self.links = links
        self.blocks = blocks
        self.markdown = markdown
    }

    /// `markdown` parsed: the tree extraction kept, else a parse now.
    public var document: MarkdownNode { parsedMarkdown ?? MarkdownParser.parse(markdown) }
}
