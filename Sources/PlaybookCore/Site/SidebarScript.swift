/// The sidebar, written once for the whole site as `assets/sidebar.js` rather than into every page: on a catalog
/// of hundreds of symbols the same list repeated in each page was most of the site's bytes and of its build.
/// Each page holds a slot where the sidebar goes (`slot(root:page:)`, the layout's `{{{sidebar}}}`) and loads the
/// script there, which puts the sidebar in, puts the page's way up to the root in front of its relative links,
/// marks the page's own link and scrolls it into view. A `<script src>`, not a `fetch`, so the site still works
/// from `file://`; without scripts the slot links to `contents.html`, which lists every page.
enum SidebarScript {
    static let file = "\(SitePaths.assetsFolder)/sidebar.js"
    /// The page that lists every page for a reader without scripts.
    static let contentsPage = "contents.html"

    /// Where the sidebar goes in a page `root` away from the site's top; `page` (from the root) is the link it
    /// marks as the current page, nil for none.
    static func slot(root: String, page: String?) -> String {
        "<nav id=\"sidebar\" class=\"sidebar\" aria-label=\"Guides\" data-sidebar-slot><noscript>"
            + "<a class=\"nav-link\" href=\"\(HTML.escape(root))\(contentsPage)\">Every page</a></noscript></nav>\n"
            + loader(root: root, page: page)
    }

    /// The script's tag alone, after a sidebar already in the page (`contents.html`'s): it marks the current page,
    /// and navigation and the preview update the sidebar through it.
    static func loader(root: String, page: String?) -> String {
        let current = page.map { " data-page=\"\(HTML.escape($0))\"" } ?? ""
        return "<script src=\"\(HTML.escape(root))\(file)\"\(current)></script>"
    }

    /// `assets/sidebar.js` for `sidebarHTML`, the sidebar template rendered with an empty `root`.
    static func script(sidebarHTML: String) -> String {
        var literal: [UInt8] = []
        literal.reserveCapacity(sidebarHTML.utf8.count * 5 / 4)
        JSONText.appendString(sidebarHTML, to: &literal)
        return "(function () {\n  \"use strict\";\n  var html = " + String(decoding: literal, as: UTF8.self) + ";\n"
            + javaScript
    }

    /// The script after the sidebar's HTML. Loaded again by the preview after a rebuild, it only updates the
    /// sidebar shown.
    private static let javaScript = #"""
          if (window.PlaybookSidebar) { window.PlaybookSidebar.update(html); return; }
          var script = document.currentScript;
          if (!script) { return; }
          // The page's way up to the site's root, from this script's own address: `../../assets/sidebar.js`.
          var source = script.getAttribute("src").split(/[?#]/)[0];
          var root = source.slice(0, source.length - "assets/sidebar.js".length);
          var page = script.getAttribute("data-page");
          var outside = /^([a-z][a-z0-9+.-]*:|\/|#)/i;

          // The sidebar's links lead from the root; this page is `root` below it.
          function parse(text) {
            var template = document.createElement("template");
            template.innerHTML = text;
            template.content.querySelectorAll("[href], [src]").forEach(function (element) {
              ["href", "src"].forEach(function (name) {
                var value = element.getAttribute(name);
                if (value !== null && !outside.test(value)) { element.setAttribute(name, root + value); }
              });
            });
            return template.content;
          }

          // Marks the link to `current` (a page from the root) as the page shown; returns it.
          function mark(current) {
            page = current;
            var sidebar = document.getElementById("sidebar"), marked = null;
            if (!sidebar) { return null; }
            sidebar.querySelectorAll('a[aria-current="page"]').forEach(function (link) {
              link.removeAttribute("aria-current");
            });
            if (current) {
              marked = Array.prototype.find.call(sidebar.querySelectorAll("a[href]"), function (link) {
                return link.getAttribute("href") === root + current;
              }) || null;
            }
            if (marked) { marked.setAttribute("aria-current", "page"); }
            return marked;
          }

          // Scrolls the sidebar, not the page, so the current page's link shows in its middle.
          function reveal(link) {
            var sidebar = document.getElementById("sidebar");
            if (!link || !sidebar) { return; }
            var box = sidebar.getBoundingClientRect(), place = link.getBoundingClientRect();
            if (place.top >= box.top && place.bottom <= box.bottom) { return; }
            sidebar.scrollTop += place.top - box.top - (sidebar.clientHeight - place.height) / 2;
          }

          var slot = document.querySelector("[data-sidebar-slot]");
          if (slot) { slot.replaceWith(parse(html)); }
          reveal(mark(page));

          window.PlaybookSidebar = {
            // Instant navigation swapped in another page of the same folder depth.
            mark: function (current) { mark(current); },
            // The preview rebuilt the site: this file is loaded again, and calls `update` with the new sidebar.
            reload: function () {
              var again = document.createElement("script");
              again.src = root + "assets/sidebar.js?" + Date.now();
              again.onload = again.onerror = function () { again.remove(); };
              document.body.appendChild(again);
            },
            // The new sidebar's contents in the one shown, which keeps its scroll and whether the drawer is open.
            update: function (text) {
              var sidebar = document.getElementById("sidebar");
              var fresh = parse(text).getElementById("sidebar");
              if (!sidebar || !fresh) { return; }
              var scroll = sidebar.scrollTop;
              sidebar.replaceChildren.apply(sidebar, Array.prototype.slice.call(fresh.childNodes));
              sidebar.scrollTop = scroll;
              mark(page);
            }
          };
        })();

        """#
}
