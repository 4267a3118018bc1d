/// The built-in stylesheet (`assets/style.css`). System fonts only, so the
/// site makes no request to another host; colours follow the system's dark mode.
enum DefaultThemeStyle {
    static let css = #"""
        :root {
          --bg: #ffffff; --bg-soft: #f6f8fa; --bg-code: #f6f8fa; --fg: #1f2328; --fg-muted: #59636e;
          --border: #d1d9e0; --accent: #0969da; --accent-soft: #ddf4ff; --selected: #0969da;
          --passed: #1a7f37; --passed-bg: #dafbe1; --failed: #cf222e; --failed-bg: #ffebe9;
          --skipped: #9a6700; --skipped-bg: #fff8c5; --unverified: #59636e; --unverified-bg: #eff2f5;
          --note: #0969da; --tip: #1a7f37; --important: #8250df; --warning: #9a6700; --caution: #cf222e;
          --ph-bg: rgba(212, 167, 44, 0.16); --ph-line: #bf8700; --value-bg: rgba(9, 105, 218, 0.1);
          --hl-k: #9b2393; --hl-t: #3e6d85; --hl-s: #c41a16; --hl-n: #1c00cf; --hl-c: #4f5b66;
          --hl-a: #815f03; --hl-d: #643820; --hl-l: #6c36a9;
          --topbar: 3.5rem; --sidebar: 17rem; --toc: 14rem;
          --mono: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
          color-scheme: light dark;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #0d1117; --bg-soft: #151b23; --bg-code: #161b22; --fg: #e6edf3; --fg-muted: #9198a1;
            --border: #3d444d; --accent: #4493f8; --accent-soft: #121d2f; --selected: #1f6feb;
            --passed: #3fb950; --passed-bg: #12261e; --failed: #f85149; --failed-bg: #2d1517;
            --skipped: #d29922; --skipped-bg: #272115; --unverified: #9198a1; --unverified-bg: #212830;
            --note: #4493f8; --tip: #3fb950; --important: #ab7df8; --warning: #d29922; --caution: #f85149;
            --ph-bg: rgba(210, 153, 34, 0.12); --ph-line: #d29922; --value-bg: rgba(68, 147, 248, 0.12);
            --hl-k: #fc5fa3; --hl-t: #5dd8ff; --hl-s: #fc6a5d; --hl-n: #d0bf69; --hl-c: #8b98a5;
            --hl-a: #fd8f3f; --hl-d: #fd8f3f; --hl-l: #d9c97c;
          }
        }
        *, *::before, *::after { box-sizing: border-box; }
        html { scroll-padding-top: calc(var(--topbar) + 1rem); -webkit-text-size-adjust: 100%; }
        body {
          margin: 0; background: var(--bg); color: var(--fg);
          font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
        }
        a { color: var(--accent); text-decoration: none; }
        a:hover { text-decoration: underline; }
        :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 3px; }
        .skip-link { position: absolute; left: -999px; top: 0; z-index: 100; background: var(--bg); padding: .5rem \#
        1rem; }
        .skip-link:focus { left: .5rem; top: .5rem; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; \#
        clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

        .topbar {
          position: sticky; top: 0; z-index: 20; height: var(--topbar); display: flex; align-items: center; gap: 1rem;
          padding: 0 1rem; background: var(--bg); border-bottom: 1px solid var(--border);
        }
        .site-title { font-weight: 650; color: var(--fg); white-space: nowrap; overflow: hidden; text-overflow: \#
        ellipsis; }
        .menu-button { display: none; background: none; border: 1px solid var(--border); color: var(--fg); \#
        border-radius: 6px; padding: .25rem .6rem; font-size: 1.1rem; cursor: pointer; }
        .search { position: relative; margin-left: auto; width: min(28rem, 50vw); }
        .search input {
          width: 100%; padding: .45rem 2rem .45rem .75rem; border: 1px solid var(--border); border-radius: 6px;
          background: var(--bg-soft); color: var(--fg); font: inherit; font-size: .95rem;
        }
        .search-key {
          position: absolute; right: .5rem; top: 50%; transform: translateY(-50%); font: 12px var(--mono);
          border: 1px solid var(--border); border-radius: 4px; padding: 0 .35rem; color: var(--fg-muted);
        }
        .search-results {
          position: absolute; right: 0; top: calc(100% + .35rem); width: min(36rem, 92vw); max-height: 70vh; \#
        overflow: auto;
          margin: 0; padding: .35rem; list-style: none; background: var(--bg); border: 1px solid var(--border);
          border-radius: 8px; box-shadow: 0 8px 24px rgba(0,0,0,.18);
        }
        .search-results li a { display: block; padding: .5rem .65rem; border-radius: 6px; color: var(--fg); }
        .search-results li a:hover, .search-results li[aria-selected="true"] a { background: var(--accent-soft); \#
        text-decoration: none; }
        .search-result-title { display: block; font-weight: 600; }
        .search-result-title .search-result-heading { font-weight: 400; color: var(--fg-muted); }
        .search-result-snippet { display: block; font-size: .85rem; color: var(--fg-muted); }
        .search-results mark { background: var(--ph-bg); color: inherit; border-radius: 2px; }
        .search-empty { padding: .5rem .65rem; color: var(--fg-muted); }

        .layout { display: flex; align-items: flex-start; }
        .sidebar {
          position: sticky; top: var(--topbar); flex: 0 0 var(--sidebar); height: calc(100vh - var(--topbar)); \#
        overflow-y: auto;
          padding: 1rem .75rem 2rem; border-right: 1px solid var(--border); background: var(--bg);
        }
        .nav-list { list-style: none; margin: 0; padding: 0; }
        .nav-link { display: flex; align-items: center; gap: .5rem; padding: .3rem .6rem; border-radius: 6px; color: \#
        var(--fg); font-size: .93rem; }
        .nav-link:hover { background: var(--bg-soft); text-decoration: none; }
        .nav-link[aria-current="page"] { background: var(--accent-soft); color: var(--accent); font-weight: 600; }
        .nav-home, .nav-report { color: var(--fg-muted); }
        .nav-report { margin-top: .75rem; border-top: 1px solid var(--border); border-radius: 0; padding-top: .6rem; }
        .dot { flex: none; display: inline-block; width: .55rem; height: .55rem; border-radius: 50%; background: \#
        var(--unverified); }
        /* Each status has its own shape, so colour is never the only sign: passed a disc, failed a cross, skipped a \#
        triangle. */
        .dot-passed { background: var(--passed); }
        .dot-failed { background: var(--failed); border-radius: 0; width: .65rem; height: .65rem; clip-path: \#
        polygon(20% 0, 50% 30%, 80% 0, 100% 20%, 70% 50%, 100% 80%, 80% 100%, 50% 70%, 20% 100%, 0 80%, 30% 50%, 0 \#
        20%); }
        .dot-skipped { background: var(--skipped); border-radius: 0; clip-path: polygon(50% 0, 100% 100%, 0 100%); \#
        width: .65rem; height: .6rem; } .dot-verifying { background: var(--accent); animation: pulse 1.2s ease-in-out \#
        infinite; }
        .dot-none { background: transparent; border: 1px solid var(--border); }
        /* A guide with blocks that were only parsed: a ring, not a filled dot. Blocked: a grey square. */
        .dot-passed-syntax { background: transparent; box-shadow: inset 0 0 0 2px var(--passed); }
        .dot-blocked { background: var(--unverified); border-radius: 1px; }

        .content { flex: 1; min-width: 0; }
        .content:focus { outline: none; }
        .page { display: flex; gap: 2.5rem; padding: 2rem 2.5rem 4rem; max-width: calc(48rem + var(--toc) + 7.5rem); }
        .page-wide { max-width: 72rem; }
        .article { flex: 1; min-width: 0; max-width: 48rem; }
        .page-wide .article { max-width: none; }
        .article h1 { font-size: 2rem; line-height: 1.25; margin: 0 0 .5rem; }
        .article h2 { font-size: 1.45rem; margin: 2.25rem 0 .75rem; padding-bottom: .3rem; border-bottom: 1px solid \#
        var(--border); }
        .article h3 { font-size: 1.15rem; margin: 1.75rem 0 .5rem; }
        .article h1, .article h2, .article h3, .article h4 { position: relative; }
        .heading-anchor { position: absolute; left: -1.1em; padding-right: .3em; color: var(--fg-muted); opacity: 0; \#
        text-decoration: none; }
        .heading-anchor::before { content: "#"; }
        h1:hover .heading-anchor, h2:hover .heading-anchor, h3:hover .heading-anchor, h4:hover .heading-anchor, \#
        .heading-anchor:focus { opacity: 1; text-decoration: none; }
        .article p, .article li { overflow-wrap: anywhere; }
        .article code { font-family: var(--mono); font-size: .875em; background: var(--bg-code); padding: .12em \#
        .35em; border-radius: 4px; }
        .article pre code { background: none; padding: 0; font-size: .85rem; }
        .article blockquote { margin: 1rem 0; padding: .25rem 1rem; border-left: 4px solid var(--border); color: \#
        var(--fg-muted); }
        .article table { border-collapse: collapse; margin: 1rem 0; display: block; overflow-x: auto; max-width: 100%; }
        .article th, .article td { border: 1px solid var(--border); padding: .4rem .75rem; text-align: left; \#
        vertical-align: top; }
        .article th { background: var(--bg-soft); }
        .article img { max-width: 100%; }
        .article li:has(> .task-item), .article li:has(> p > .task-item) { list-style: none; }
        .task-item input { margin: 0 .45em 0 -1.35em; vertical-align: -.1em; }
        .callout { margin: 1rem 0; padding: .6rem 1rem; border-left: 4px solid var(--callout); border-radius: 0 6px \#
        6px 0; background: var(--bg-soft); color: var(--fg); }
        .callout > :first-child { margin-top: 0; } .callout > :last-child { margin-bottom: 0; }
        .callout-title { margin: 0 0 .3rem; font-weight: 600; color: var(--callout); }
        .callout-note { --callout: var(--note); } .callout-tip { --callout: var(--tip); }
        .callout-important, .callout-experiment { --callout: var(--important); }
        .callout-warning { --callout: var(--warning); } .callout-caution { --callout: var(--caution); }
        .nav-group { margin: .9rem .6rem .2rem; font-size: .78rem; font-weight: 600; text-transform: uppercase; \#
        letter-spacing: .04em; color: var(--fg-muted); }
        .docc-row { display: flex; flex-wrap: wrap; gap: 1rem; margin: 1rem 0; }
        .docc-column { flex: var(--span, 1) 1 12rem; min-width: 0; }
        .docc-column > :first-child, .docc-tab > :nth-child(2) { margin-top: 0; }
        .docc-tabs { margin: 1rem 0; border: 1px solid var(--border); border-radius: 6px; padding: 0 1rem .5rem; }
        .docc-tab-list { display: flex; flex-wrap: wrap; gap: .25rem; margin: 0 -1rem .75rem; padding: .4rem .5rem 0; \#
        border-bottom: 1px solid var(--border); }
        .docc-tab-button { font: inherit; padding: .3rem .8rem; border: 0; border-bottom: 2px solid transparent; \#
        background: none; color: var(--fg); cursor: pointer; }
        .docc-tab-button[aria-selected="true"] { border-bottom-color: var(--accent); color: var(--accent); \#
        font-weight: 600; }
        .js .docc-tabs.tabbed .docc-tab-title { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: \#
        rect(0 0 0 0); }
        .docc-links ul { padding-left: 1.2rem; }
        .docc-small { font-size: .85rem; color: var(--fg-muted); }
        .docc-directive { margin: 1rem 0; padding: .6rem 1rem; border: 1px dashed var(--border); border-radius: 6px; }
        .docc-directive-name { margin: 0 0 .3rem; font-family: var(--mono, monospace); font-size: .85rem; color: \#
        var(--fg-muted); }
        .footnotes { margin-top: 2.5rem; border-top: 1px solid var(--border); font-size: .9rem; color: \#
        var(--fg-muted); }
        .article hr { border: 0; border-top: 1px solid var(--border); margin: 2rem 0; }
        .lead { font-size: 1.05rem; color: var(--fg-muted); }
        .page-meta { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; color: var(--fg-muted); \#
        font-size: .85rem; margin: 0 0 1.5rem; }
        .source-path { font-family: var(--mono); font-size: .8rem; color: var(--fg-muted); font-weight: 400; }
        .summary-chip { background: var(--bg-soft); border: 1px solid var(--border); border-radius: 999px; padding: \#
        .05rem .6rem; }
        .breadcrumb { font-size: .9rem; color: var(--fg-muted); margin: 0 0 .25rem; }

        .code-block { margin: 1.25rem 0; border: 1px solid var(--border); border-radius: 8px; background: \#
        var(--bg-code); overflow: hidden; }
        .code-block.status-failed { border-color: var(--failed); }
        .code-block.status-blocked { border-style: dashed; }
        /* The guide's own line numbers, outside the text so copying takes only the code. */
        .code-block pre.numbered { padding-left: .4rem; }
        .code-block .line { display: inline-block; min-width: 100%; padding-right: 1rem; }
        .code-block .line::before {
          content: attr(data-line); display: inline-block; width: 4ch; margin-right: 1.2ch; text-align: right;
          color: var(--fg-muted); opacity: .75; user-select: none;
        }
        .code-block .line-error { background: var(--failed-bg); box-shadow: inset 3px 0 0 var(--failed); }
        .code-block .error-mark { text-decoration: underline wavy var(--failed); text-decoration-skip-ink: none; \#
        text-underline-offset: 3px; }
        .code-block .line:target, .code-block .line.line-target { outline: 2px solid var(--accent); outline-offset: \#
        -2px; }
        .code-header {
          display: flex; flex-wrap: wrap; align-items: center; gap: .4rem .6rem; padding: .4rem .6rem .4rem .9rem;
          border-bottom: 1px solid var(--border); background: var(--bg-soft); font-size: .8rem;
        }
        .code-title { font-family: var(--mono); color: var(--fg-muted); overflow-wrap: anywhere; margin-right: auto; }
        .code-block pre { margin: 0; padding: .85rem 1rem; overflow-x: auto; font: .85rem/1.55 var(--mono); tab-size: \#
        4; }
        .code-block pre[hidden] { display: none; }
        .badge {
          display: inline-block; padding: .05rem .55rem; border-radius: 999px; font-size: .75rem; font-weight: 600; \#
        line-height: 1.5;
          white-space: nowrap; border: 1px solid currentColor; cursor: default;
        }
        .badge-passed { color: var(--passed); background: var(--passed-bg); }
        .badge-failed { color: var(--failed); background: var(--failed-bg); }
        .badge-skipped { color: var(--skipped); background: var(--skipped-bg); }
        .badge-unverified { color: var(--unverified); background: var(--unverified-bg); }
        .badge-passed-syntax { color: var(--fg-muted); background: transparent; border-style: dashed; }
        .badge-blocked { color: var(--unverified); background: var(--unverified-bg); border-style: dotted; }
        .badge-verifying { color: var(--accent); background: var(--accent-soft); animation: pulse 1.2s ease-in-out \#
        infinite; }
        @keyframes pulse { 50% { opacity: .45; } }
        .sample-switch { display: inline-flex; border: 1px solid var(--border); border-radius: 6px; overflow: hidden; }
        .variant-button, .copy-button {
          font: inherit; font-size: .78rem; color: var(--fg); background: var(--bg); border: 0; padding: .15rem \#
        .55rem; cursor: pointer;
        }
        .variant-button + .variant-button { border-left: 1px solid var(--border); }
        .variant-button[aria-pressed="true"] { background: var(--selected); color: #fff; }
        .copy-button { border: 1px solid var(--border); border-radius: 6px; }
        .copy-button:hover, .variant-button:hover { background: var(--accent-soft); }
        .variant-button[aria-pressed="true"]:hover { background: var(--selected); }
        /* Without the script the page shows the placeholders as written, and offers no switch that cannot work. */
        html:not(.js) .sample-switch, html:not(.js) .copy-button, html:not(.js) .sample-bar { display: none; }
        .sample-bar { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem .75rem; margin: 0 0 1.25rem; \#
        padding: .6rem .8rem; border: 1px solid var(--border); border-radius: 8px; background: var(--bg-soft); \#
        font-size: .85rem; }
        .sample-bar-title { color: var(--fg-muted); }
        .own-names-form { display: flex; flex-wrap: wrap; align-items: center; gap: .4rem .75rem; flex-basis: 100%; }
        .own-names-form[hidden], .own-names-status[hidden] { display: none; }
        .own-name { display: inline-flex; align-items: center; gap: .3rem; font-family: var(--mono); }
        .own-name input { width: 9rem; font: inherit; padding: .15rem .4rem; border: 1px solid var(--border); \#
        border-radius: 4px; background: var(--bg); color: var(--fg); }
        .own-name input[aria-invalid="true"] { border-color: var(--failed); }
        .own-names-apply { font: inherit; padding: .15rem .6rem; border: 1px solid var(--border); border-radius: 6px; \#
        background: var(--bg); color: var(--fg); cursor: pointer; }
        .own-names-error { flex-basis: 100%; margin: 0; color: var(--failed); }
        .own-names-error:empty { display: none; }
        .own-names-status { flex-basis: 100%; margin: 0; }
        .own-names-command { overflow-wrap: anywhere; }
        .own-names-note { font-size: .75rem; color: var(--skipped); border: 1px dashed currentColor; border-radius: \#
        999px; padding: 0 .5rem; }
        .ph-unverified { box-shadow: inset 0 -1px 0 var(--skipped); text-decoration: underline dashed var(--skipped); \#
        text-underline-offset: 3px; }
        .block-notes { padding: .5rem .9rem; border-top: 1px solid var(--border); font-size: .85rem; background: \#
        var(--bg); }
        .block-notes p { margin: .2rem 0; }
        .block-reason { color: var(--fg-muted); }
        .status-failed .block-reason { color: var(--failed); font-weight: 600; }
        .diagnostics { margin: .25rem 0; padding: 0; list-style: none; }
        .diagnostic { padding: .2rem 0; }
        .diagnostic-place { color: var(--fg-muted); }
        a.diagnostic-place { color: var(--accent); }
        .diagnostic-severity { font-weight: 700; }
        .diagnostic-error .diagnostic-severity { color: var(--failed); }
        .diagnostic-warning .diagnostic-severity { color: var(--skipped); }
        .diagnostic-samples { color: var(--fg-muted); }
        .block-links { margin: 0; padding: .4rem .9rem; border-top: 1px solid var(--border); font-size: .82rem; \#
        color: var(--fg-muted); background: var(--bg); }
        .example-link[aria-current="true"] { font-weight: 700; }

        .ph { background: var(--ph-bg); box-shadow: inset 0 -1px 0 var(--ph-line); border-radius: 3px; }
        .ph-value { background: var(--value-bg); border-radius: 3px; }
        .hl-k { color: var(--hl-k); font-weight: 600; } .hl-t { color: var(--hl-t); } .hl-s { color: var(--hl-s); }
        .hl-n { color: var(--hl-n); } .hl-c { color: var(--hl-c); font-style: italic; } .hl-a { color: var(--hl-a); }
        .hl-d { color: var(--hl-d); } .hl-l { color: var(--hl-l); }

        .page-footer { margin: 2.5rem 0 0; font-size: .85rem; color: var(--fg-muted); }
        .pager { display: flex; gap: 1rem; margin-top: 3rem; padding-top: 1.5rem; border-top: 1px solid var(--border); }
        .pager-link { flex: 1; display: flex; flex-direction: column; padding: .75rem 1rem; border: 1px solid \#
        var(--border); border-radius: 8px; }
        .pager-link:hover { border-color: var(--accent); text-decoration: none; }
        .pager-next { text-align: right; margin-left: auto; }
        .pager-label { font-size: .8rem; color: var(--fg-muted); }
        .pager-title { font-weight: 600; }

        .toc { position: sticky; top: calc(var(--topbar) + 2rem); flex: 0 0 var(--toc); max-height: calc(100vh - \#
        var(--topbar) - 4rem); overflow-y: auto; font-size: .85rem; }
        .toc-title { font-weight: 600; margin: 0 0 .5rem; }
        .toc ul { list-style: none; margin: 0; padding: 0; border-left: 1px solid var(--border); }
        .toc a { display: block; padding: .2rem .75rem; color: var(--fg-muted); margin-left: -1px; border-left: 2px \#
        solid transparent; }
        .toc a:hover { color: var(--fg); text-decoration: none; }
        .toc a.active { color: var(--accent); border-left-color: var(--accent); }
        .toc-level-3 a { padding-left: 1.5rem; }
        /* Narrower screens have no room beside the article: the contents open at its top instead. */
        .toc-inline { display: none; margin: 0 0 1.25rem; border: 1px solid var(--border); border-radius: 8px; \#
        padding: .4rem .8rem; font-size: .9rem; }
        .toc-inline summary { cursor: pointer; font-weight: 600; }
        .toc-inline ul { list-style: none; margin: .4rem 0 0; padding: 0; }
        .toc-inline li { padding: .15rem 0; } .toc-inline .toc-level-3 { padding-left: 1rem; }

        .guide-cards { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, \#
        minmax(16rem, 1fr)); gap: 1rem; }
        .guide-card { display: flex; flex-direction: column; gap: .35rem; padding: 1rem; border: 1px solid \#
        var(--border); border-radius: 8px; }
        .guide-card-title { font-weight: 600; font-size: 1.05rem; }
        .guide-card-summary { display: flex; align-items: center; gap: .45rem; font-size: .85rem; color: \#
        var(--fg-muted); }
        .guide-card-description { font-size: .9rem; color: var(--fg-muted); }
        .count-passed { color: var(--passed); font-weight: 600; } .count-failed { color: var(--failed); font-weight: \#
        600; }
        .count-skipped { color: var(--skipped); font-weight: 600; }
        .count-blocked { color: var(--unverified); font-weight: 600; } .count-syntax { color: var(--fg-muted); }
        .count[data-count="0"] { color: inherit; font-weight: inherit; }
        .table-scroll { overflow-x: auto; }
        .article .report-table { display: table; width: 100%; font-size: .85rem; }
        .report-table .number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .report-reason { display: block; color: var(--fg-muted); font-size: .8rem; }
        .row-failed td { background: var(--failed-bg); }
        .report-guide h2 { display: flex; flex-wrap: wrap; align-items: baseline; gap: .75rem; }
        .test-list { list-style: none; padding: 0; }
        .test { padding: .2rem 0; }

        @media (max-width: 75rem) { .toc { display: none; } .toc-inline { display: block; } }
        @media (max-width: 50rem) {
          .menu-button { display: inline-block; }
          .sidebar {
            position: fixed; left: 0; top: var(--topbar); z-index: 15; width: min(20rem, 85vw); transform: \#
        translateX(-100%);
            /* Hidden, not only moved away, so the closed drawer's links take no keyboard focus; shown at once on \#
        opening, hidden after sliding shut. */
            visibility: hidden; transition: transform .2s ease, visibility 0s linear .2s;
          }
          .sidebar.open { transform: none; visibility: visible; transition: transform .2s ease; box-shadow: 0 8px \#
        24px rgba(0,0,0,.2); }
          /* The report's first column (the line) stays in view while the rest scrolls sideways. */
          .report-table th:first-child, .report-table td:first-child { position: sticky; left: 0; z-index: 1; \#
        background: var(--bg); }
          .report-table .row-failed td:first-child { background: var(--failed-bg); }
          /* Columns keep a readable width and the table scrolls, rather than squeezing each word onto its own line. */
          .report-table :is(th, td):is(:nth-child(2), :nth-child(4), :nth-child(6)) { min-width: 9rem; }
          .page { padding: 1.25rem 1rem 3rem; }
          .topbar { gap: .6rem; padding: 0 .6rem; }
          .site-title { min-width: 0; flex: 0 1 auto; font-size: .95rem; }
          .search { width: auto; flex: 1 0 8rem; }
          .search-key { display: none; }
          .article h1 { font-size: 1.6rem; }
          .heading-anchor { display: none; }
          .pager { flex-direction: column; }
        }
        @media (prefers-reduced-motion: reduce) { .sidebar { transition: none; } .badge-verifying, .dot-verifying { \#
        animation: none; } }
        @media print {
          .topbar, .sidebar, .toc, .toc-inline, .pager, .sample-switch, .copy-button, .sample-bar, .heading-anchor { \#
        display: none; }
          .layout, .page { display: block; }
          .code-block pre { white-space: pre-wrap; overflow-wrap: anywhere; overflow: visible; }
          .code-block pre[hidden] { display: none; }
          a[href^="http"]::after { content: " (" attr(href) ")"; font-size: .8em; }
        }

        """#
}
