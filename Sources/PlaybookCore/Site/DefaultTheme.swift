/// The built-in theme: the templates here, the stylesheet in
/// `DefaultThemeStyle.swift` and the script in `DefaultThemeScript.swift`.
/// A `theme/` folder beside `playbook.yml` overrides any of them by file name.
enum DefaultTheme {
    static var templates: [String: String] {
        [
            "layout.mustache": layout,
            "sidebar.mustache": sidebar,
            "guide.mustache": guide,
            "home.mustache": home,
            "report.mustache": report,
            "example.mustache": example,
            "404.mustache": notFound,
        ]
    }

    static var assets: [String: String] {
        ["style.css": DefaultThemeStyle.css, "playbook.js": DefaultThemeScript.javaScript]
    }

    /// A green tick, inline so no page asks the server for a `/favicon.ico` it does not have.
    static let faviconURL =
        "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E"
        + "%3Crect width='32' height='32' rx='7' fill='%231a7f37'/%3E"
        + "%3Cpath d='M9 16.5l4.5 4.5L23 11' fill='none' stroke='white' stroke-width='3.5' stroke-linecap='round' "
        + "stroke-linejoin='round'/%3E%3C/svg%3E"

    /// The list of guides beside every page. Rendered once per folder depth,
    /// not per page: the link whose `href` is the page's own then gets `aria-current="page"`.
    static let sidebar = #"""
          <nav id="sidebar" class="sidebar" aria-label="Guides">
            <ul class="nav-list">
              {{^homeIsAGuide}}
              <li><a class="nav-link nav-home" href="{{root}}index.html">Overview</a></li>
              {{/homeIsAGuide}}
              {{#nav}}
              {{#group}}<li class="nav-group" role="presentation">{{group}}</li>{{/group}}
              <li><a class="nav-link" href="{{root}}{{href}}"><span class="dot dot-{{status}}" title="{{statusText}}" \#
        aria-hidden="true"></span>{{title}}<span class="visually-hidden"> ({{statusText}})</span></a></li>
              {{/nav}}
              <li><a class="nav-link nav-report" href="{{root}}report.html">Verification report</a></li>
            </ul>
          </nav>
        """#

    /// Every page: the top bar with search, the sidebar of guides, the page's content.
    static let layout = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>{{pageTitle}} · {{siteTitle}}</title>
        {{#description}}<meta name="description" content="{{description}}">{{/description}}
        <link rel="icon" href="\#(faviconURL)">
        <link rel="stylesheet" href="{{root}}assets/style.css">
        <script>document.documentElement.classList.add("js")</script>
        </head>
        <body data-root="{{root}}">
        <a class="skip-link" href="#content">Skip to content</a>
        <header class="topbar">
          <button type="button" class="menu-button" aria-controls="sidebar" aria-expanded="false" aria-label="Show \#
        the list of guides">
            <span aria-hidden="true">☰</span>
          </button>
          <a class="site-title" href="{{root}}index.html">{{siteTitle}}</a>
          <div class="search" role="search">
            <input id="search-input" type="search" role="combobox" aria-expanded="false" placeholder="Search guides \#
        and code" aria-label="Search guides and code" aria-controls="search-results" aria-autocomplete="list" \#
        autocomplete="off" spellcheck="false">
            <kbd class="search-key" aria-hidden="true">/</kbd>
            <ul id="search-results" class="search-results" role="listbox" aria-label="Search results" hidden></ul>
          </div>
        </header>
        <div class="layout">
        {{{sidebar}}}
          <main id="content" class="content" tabindex="-1">
        {{{content}}}
          </main>
        </div>
        <script type="application/json" id="playbook-placeholders">{{{placeholdersJSON}}}</script>
        <script src="{{root}}assets/search-index.js"></script>
        <script src="{{root}}assets/playbook.js"></script>
        </body>
        </html>

        """#

    /// A guide: its article, previous / next links, and its table of contents.
    static let guide = #"""
        <div class="page">
          <article class="article">
            {{^hasTitleHeading}}<h1>{{title}}</h1>{{/hasTitleHeading}}
            <p class="page-meta"><span class="summary-chip">{{summary}}</span> <span \#
        class="source-path">{{path}}</span></p>
            {{#hasPlaceholders}}
            <section class="sample-bar" aria-labelledby="sample-bar-title">
              <span class="sample-bar-title" id="sample-bar-title">Placeholders shown as</span>
              <span class="sample-switch page-switch" role="group" aria-labelledby="sample-bar-title">
                <button type="button" class="variant-button" data-variant="template" \#
        aria-pressed="true">Template</button>
                {{#samples}}<button type="button" class="variant-button" data-variant="{{name}}" \#
        aria-pressed="false">{{name}}</button>{{/samples}}
                <button type="button" class="variant-button own-names-button" aria-pressed="false" \#
        aria-controls="own-names-form">Your names</button>
              </span>
              <form id="own-names-form" class="own-names-form" data-guide="{{path}}" hidden novalidate>
                {{#placeholderNames}}<label class="own-name"><span class="own-name-label">{{name}}</span> <input \#
        name="{{name}}" autocomplete="off" autocapitalize="off" spellcheck="false"></label>{{/placeholderNames}}
                <button type="submit" class="own-names-apply">Fill the page</button>
                <p class="own-names-error" role="alert"></p>
              </form>
              <p class="own-names-status" role="status" hidden><strong>Not verified with these names.</strong> Verify \#
        them with <code class="own-names-command"></code></p>
            </section>
            {{/hasPlaceholders}}
            {{#hasToc}}
            <details class="toc-inline">
              <summary>On this page</summary>
              <ul>
                {{#toc}}<li class="toc-level-{{level}}"><a href="#{{anchor}}">{{{html}}}</a></li>{{/toc}}
              </ul>
            </details>
            {{/hasToc}}
        {{{body}}}
            {{#editHref}}<p class="page-footer"><a class="edit-link" href="{{editHref}}">Edit this \#
        page</a>{{#lastUpdated}} · <span class="last-updated">Last updated <time \#
        datetime="{{lastUpdated}}">{{lastUpdated}}</time></span>{{/lastUpdated}}</p>{{/editHref}}
            {{^editHref}}{{#lastUpdated}}<p class="page-footer"><span class="last-updated">Last updated <time \#
        datetime="{{lastUpdated}}">{{lastUpdated}}</time></span></p>{{/lastUpdated}}{{/editHref}}
            <nav class="pager" aria-label="Previous and next guide">
              {{#previous}}<a class="pager-link pager-previous" href="{{root}}{{href}}" rel="prev"><span \#
        class="pager-label">Previous</span><span class="pager-title">{{title}}</span></a>{{/previous}}
              {{#next}}<a class="pager-link pager-next" href="{{root}}{{href}}" rel="next"><span \#
        class="pager-label">Next</span><span class="pager-title">{{title}}</span></a>{{/next}}
            </nav>
          </article>
          {{#hasToc}}
          <nav class="toc" aria-label="On this page">
            <p class="toc-title">On this page</p>
            <ul>
              {{#toc}}<li class="toc-level-{{level}}"><a href="#{{anchor}}">{{{html}}}</a></li>{{/toc}}
            </ul>
          </nav>
          {{/hasToc}}
        </div>

        """#

    /// The home page: every guide with its verification summary.
    static let home = #"""
        <div class="page page-wide">
          <article class="article">
            <h1>{{siteTitle}}</h1>
            {{#verified}}
            <p class="lead">{{swiftBlocksText}}, each checked with {{samplesText}}, gave {{resultsText}}: <span \#
        class="count count-passed" data-count="{{passed}}">{{passed}} passed</span> ({{#passedRun}}{{passedRun}} ran, \#
        {{/passedRun}}{{passedTest}} tested, {{passedTypecheck}} typechecked, <span \#
        class="count-syntax">{{passedSyntax}} only parsed</span>), <span class="count count-failed" \#
        data-count="{{failed}}">{{failed}} failed</span>, <span class="count count-blocked" \#
        data-count="{{blocked}}">{{blocked}} blocked</span>, <span class="count count-skipped" \#
        data-count="{{skipped}}">{{skipped}} skipped</span>. <a href="{{root}}report.html">See the verification \#
        report</a>.</p>
            {{/verified}}
            {{^verified}}
            <p class="lead">Built without verifying the guides, so no block has a verdict. <a \#
        href="{{root}}report.html">Report</a>.</p>
            {{/verified}}
            <ul class="guide-cards">
              {{#guides}}
              <li class="guide-card">
                <a href="{{root}}{{href}}"><span class="guide-card-title">{{title}}</span></a>
                <span class="guide-card-summary"><span class="dot dot-{{status}}"></span>{{summary}}</span>
                {{#description}}<span class="guide-card-description">{{description}}</span>{{/description}}
              </li>
              {{/guides}}
            </ul>
          </article>
        </div>

        """#

    /// Every guide and block with status, level, unit and time.
    static let report = #"""
        <div class="page page-wide">
          <article class="article">
            <h1>Verification report</h1>
            {{#verified}}
            <p class="lead">{{resultsText}}: <span class="count count-passed" data-count="{{passed}}">{{passed}} \#
        passed</span> ({{#passedRun}}{{passedRun}} ran, {{/passedRun}}{{passedTest}} tested, {{passedTypecheck}} \#
        typechecked, <span class="count-syntax">{{passedSyntax}} only parsed</span>), <span class="count \#
        count-failed" data-count="{{failed}}">{{failed}} failed</span>, <span class="count count-blocked" \#
        data-count="{{blocked}}">{{blocked}} blocked</span>, <span class="count count-skipped" \#
        data-count="{{skipped}}">{{skipped}} skipped</span>; {{unitsText}} ({{cachedUnits}} from the cache).</p>
            {{/verified}}
            {{^verified}}<p class="lead">The site was built with <code>--no-verify</code>: no block was \#
        checked.</p>{{/verified}}
            {{#guides}}
            <section class="report-guide">
              <h2 id="{{anchor}}"><a href="{{root}}{{href}}">{{title}}</a> <span \#
        class="source-path">{{path}}</span></h2>
              <div class="table-scroll">
              <table class="report-table">
                <thead><tr><th scope="col">Line</th><th scope="col">Section</th><th scope="col">Sample</th><th \#
        scope="col">Status</th><th scope="col">Level</th><th scope="col">Unit</th><th scope="col">Time</th></tr></thead>
                <tbody>
                  {{#rows}}
                  <tr class="row-{{status}}">
                    <td><a href="{{root}}{{blockHref}}">{{line}}</a></td>
                    <td>{{section}}</td>
                    <td>{{sample}}</td>
                    <td><span class="badge badge-{{status}}">{{statusText}}</span>{{#reason}}<span \#
        class="report-reason">{{reason}}</span>{{/reason}}</td>
                    <td>{{level}}</td>
                    <td>{{#exampleHref}}<a \#
        href="{{root}}{{exampleHref}}">{{unit}}</a>{{/exampleHref}}{{^exampleHref}}{{unit}}{{/exampleHref}}</td>
                    <td class="number">{{time}}</td>
                  </tr>
                  {{/rows}}
                </tbody>
              </table>
              </div>
            </section>
            {{/guides}}
          </article>
        </div>

        """#

    /// A verified example: the files of one unit exactly as compiled, the sample, the tests.
    static let example = #"""
        <div class="page page-wide">
          <article class="article">
            <p class="breadcrumb"><a href="{{root}}{{guideHref}}">{{guideTitle}}</a> › verified example</p>
            <h1>{{heading}}</h1>
            <p class="lead">Unit <code>{{unit}}</code>, compiled with the sample <strong>{{sample}}</strong>. <span \#
        class="badge badge-{{status}}">{{statusText}}</span></p>
            {{#hasValues}}
            <table class="sample-values">
              <thead><tr><th scope="col">Placeholder</th><th scope="col">Value</th></tr></thead>
              <tbody>{{#values}}<tr><td><code>{{name}}</code></td><td><code>{{value}}</code></td></tr>\#
              {{/values}}</tbody>
            </table>
            {{/hasValues}}
            {{#files}}
            <section class="example-file" id="{{anchor}}">
              <figure class="code-block swift status-{{status}}">
                <figcaption class="code-header">
                  <span class="code-title">{{path}}</span>
                  <span class="badge badge-{{status}}">{{statusText}}</span>
                  <button type="button" class="copy-button" aria-label="Copy the code shown">Copy</button>
                </figcaption>
                <pre class="variant"><code class="language-swift">{{{code}}}</code></pre>
                <div class="block-notes"><p class="block-source">From <a \#
        href="{{root}}{{blockHref}}">{{source}}</a>{{#borrowedNote}} · {{borrowedNote}}{{/borrowedNote}}</p>
                {{#hasDiagnostics}}<ul class="diagnostics">{{#diagnostics}}<li class="diagnostic \#
        diagnostic-{{severity}}"><code class="diagnostic-place">{{place}}</code> <span \#
        class="diagnostic-severity">{{severity}}</span> <span \#
        class="diagnostic-message">{{message}}</span></li>{{/diagnostics}}</ul>{{/hasDiagnostics}}
                </div>
              </figure>
            </section>
            {{/files}}
            <h2 id="tests">Tests</h2>
            {{#hasTests}}
            <ul class="test-list">{{#tests}}<li class="test test-{{result}}"><span class="badge \#
        badge-{{result}}">{{result}}</span> <code>{{name}}</code></li>{{/tests}}</ul>
            {{/hasTests}}
            {{^hasTests}}<p>No test ran in this unit.</p>{{/hasTests}}
          </article>
        </div>

        """#

    static let notFound = #"""
        <div class="page page-wide">
          <article class="article not-found">
            <h1>Page not found</h1>
            <p class="lead">There is no page at this address. It may have been renamed or removed.</p>
            <p><a href="{{root}}index.html">Go to the list of guides</a>, or search above.</p>
          </article>
        </div>

        """#
}
