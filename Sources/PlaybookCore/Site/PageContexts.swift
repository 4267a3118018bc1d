/// The values each template is rendered with. Their property names are the
/// names a theme's templates use, so they are part of the theme contract
/// documented in the README.
enum PageContexts {
    /// Also given `nav`, the sidebar's `NavEntry` values, which `SitePages` makes once per site.
    struct Layout {
        var siteTitle: String
        var pageTitle: String
        var root: String
        var isHome: Bool
        var isReport: Bool
        var content: String
        /// The guide's description (front matter, else its first paragraph) for `<meta name="description">`.
        var description: String?
        /// `PlaceholderChoices` as JSON, for the script that fills placeholders with the reader's choice.
        var placeholdersJSON: String
        /// The built-in theme's icon as a data URL.
        var faviconURL = DefaultTheme.faviconURL
    }

    struct NavEntry {
        var title: String
        var href: String
        var current: Bool
        /// `passed`, `passed-syntax` (some block only parsed), `failed`, `blocked`, `skipped`,
        /// `verifying`, `unverified`, or `none` for a guide without Swift.
        var status: String
        var statusText: String
        /// The title of the sidebar group this entry opens (a DocC Topics group).
        var group: String?
        /// A symbol a Topics group lists, or a page documenting one: its name is code.
        var isSymbol = false
        /// The name as HTML with places to wrap (`<wbr>` between words of `inscribed(inSquareOfSide:)`), for symbols.
        var titleHTML = ""
        /// Whether there is a status to read out after the title (a guide with blocks).
        var hasStatus = false
        /// How deep in a catalog's Topics it is listed: nested lines are indented.
        var depth = 0
    }

    struct PageLink {
        var title: String
        var href: String
    }

    struct TocEntry {
        var level: Int
        var text: String
        /// `text` escaped, its placeholders marked for the sample switcher.
        var html: String
        var anchor: String
    }

    struct SampleName {
        var name: String
    }

    struct GuidePage {
        var root: String
        var title: String
        var path: String
        var hasTitleHeading: Bool
        var summary: String
        var body: String
        /// `body` parted after its first element when that is the guide's level-1 title heading, so the theme can
        /// put the title first and the page's meta and sample bar after it; otherwise `""` and the whole `body`.
        var titleHeading: String
        var bodyAfterTitle: String
        var toc: [TocEntry]
        var hasToc: Bool
        /// Whether the guide writes any placeholder, so the page offers the sample switcher and the own-names form.
        var hasPlaceholders: Bool
        var samples: [SampleName]
        /// The declared placeholders: the fields of the own-names form.
        var placeholderNames: [SampleName]
        /// The config's `editURL` followed by the guide's path.
        var editHref: String?
        /// When the guide last changed, as a day (`2026-03-14`).
        var lastUpdated: String?
        var previous: PageLink?
        var next: PageLink?
        /// The pages above this one, outermost first: in a DocC catalog, the pages whose Topics lead here;
        /// for a symbol, the module and the types it is a member of. Empty elsewhere.
        var breadcrumbs: [PageLink] = []
        var hasBreadcrumbs = false
        /// Whether the page has blocks to sum up: a symbol's page without examples shows no empty chip.
        var hasSummary = true
    }

    struct HomeGuide {
        var title: String
        var href: String
        var status: String
        var summary: String
        var description: String?
    }

    struct Home {
        var root: String
        var siteTitle: String
        var verified: Bool
        /// Distinct Swift blocks; `blocks` and the counts are results, one per block and sample.
        var swiftBlocks: Int
        var blocks: Int
        var passed: Int
        /// How far the passes went: `passedSyntax` were only parsed; the others compiled, and ran or were tested.
        var passedRun: Int
        var passedTest: Int
        var passedTypecheck: Int
        var passedSyntax: Int
        var failed: Int
        var blocked: Int
        var skipped: Int
        var sampleCount: Int
        /// The counts as words: "12 Swift blocks", "2 samples", "24 results".
        var swiftBlocksText: String
        var samplesText: String
        var resultsText: String
        var guides: [HomeGuide]
    }

    struct ReportRow {
        var line: Int
        var blockHref: String
        var section: String
        var sample: String
        /// `passed`, `passed-syntax`, `failed`, `blocked`, `skipped`: the badge's class.
        var status: String
        var statusText: String
        var reason: String?
        var level: String
        var unit: String
        var exampleHref: String?
        var time: String
    }

    struct ReportGuide {
        var title: String
        var path: String
        var href: String
        var anchor: String
        var rows: [ReportRow]
    }

    struct Report {
        var root: String
        var verified: Bool
        var blocks: Int
        var passed: Int
        var passedRun: Int
        var passedTest: Int
        var passedTypecheck: Int
        var passedSyntax: Int
        var failed: Int
        var blocked: Int
        var skipped: Int
        var units: Int
        var cachedUnits: Int
        /// The counts as words: "24 block results", "3 units".
        var resultsText: String
        var unitsText: String
        var guides: [ReportGuide]
    }

    struct SampleValue {
        var name: String
        var value: String
    }

    struct ExampleDiagnostic {
        /// `error`, `warning`, `note`, or `expected` for the error an `expect-error` block was meant to meet.
        var severity: String
        /// The severity in words: `expected error` for `expected`.
        var severityText: String
        var place: String
        var message: String
    }

    struct ExampleFile {
        var anchor: String
        /// The target file, else words saying the guide names none.
        var path: String
        /// The guide marks the block as code not to write (see `CodeBlock.showsWhatNotToWrite`).
        var whatNotToWrite: Bool
        var status: String
        var statusText: String
        /// Highlighted HTML of the code exactly as compiled.
        var code: String
        var source: String
        var blockHref: String
        var borrowedNote: String?
        var diagnostics: [ExampleDiagnostic]
        var hasDiagnostics: Bool
    }

    struct ExampleTest {
        var name: String
        /// `passed` or `failed`.
        var result: String
    }

    struct Example {
        var root: String
        /// The guide the unit belongs to, marked current in the sidebar.
        var guidePath: String
        var guideTitle: String
        var guideHref: String
        var heading: String
        var unit: String
        var sample: String
        var status: String
        var statusText: String
        var values: [SampleValue]
        var hasValues: Bool
        var files: [ExampleFile]
        var tests: [ExampleTest]
        var hasTests: Bool
    }

    struct NotFound {
        var root: String
    }

    /// `contents.html`, for readers without scripts; the layout around it holds the sidebar itself.
    struct Contents {
        var root: String
        var siteTitle: String
    }
}
