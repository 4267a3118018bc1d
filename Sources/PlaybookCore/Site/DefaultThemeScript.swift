/// The built-in script (`assets/playbook.js`): search over the index that
/// `assets/search-index.js` defines, the sample switcher, copy buttons, the
/// phone menu and the table of contents' current section. Plain JavaScript
/// that loads nothing, so it works from `file://` and offline.
enum DefaultThemeScript {
    static let javaScript = #"""
        (function () {
          "use strict";
          // The layout sets this in <head> so the buttons below show without a jump; a theme's layout may not.
          document.documentElement.classList.add("js");
          var root = document.body.getAttribute("data-root") || "";
          var storageKey = "playbook-sample";

          function remember(key, value) { try { localStorage.setItem(key, value); } catch (e) { /* storage may be off for file:// */ } }
          function recall(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }

          // Samples: choosing one on any block shows every block of the page with it.
          function showVariant(name) {
            document.querySelectorAll("figure.code-block").forEach(function (figure) {
              var variants = figure.querySelectorAll("pre.variant[data-variant]");
              if (variants.length < 2) { return; }
              var wanted = figure.querySelector('pre.variant[data-variant="' + CSS.escape(name) + '"]') ? name : "template";
              variants.forEach(function (pre) { pre.hidden = pre.getAttribute("data-variant") !== wanted; });
              figure.querySelectorAll(".variant-button").forEach(function (button) {
                button.setAttribute("aria-pressed", String(button.getAttribute("data-variant") === wanted));
              });
              figure.querySelectorAll(".example-link").forEach(function (link) {
                link.setAttribute("aria-current", String(link.getAttribute("data-variant") === wanted));
              });
            });
          }
          document.addEventListener("click", function (event) {
            var button = event.target.closest(".variant-button");
            if (!button) { return; }
            var name = button.getAttribute("data-variant");
            var figure = button.closest("figure");
            var top = figure.getBoundingClientRect().top;
            showVariant(name);
            remember(storageKey, name);
            // Blocks above may change height; keep the clicked block where it was.
            window.scrollBy(0, figure.getBoundingClientRect().top - top);
          });
          var stored = recall(storageKey);
          if (stored) { showVariant(stored); }

          // A diagnostic's place scrolls to its line in the view shown (template or a sample) and marks it.
          document.addEventListener("click", function (event) {
            var link = event.target.closest("a.diagnostic-place[data-line]");
            if (!link) { return; }
            var figure = link.closest("figure");
            var pre = figure && Array.prototype.find.call(figure.querySelectorAll("pre.variant"), function (p) { return !p.hidden; });
            var line = pre && pre.querySelector('.line[data-line="' + link.getAttribute("data-line") + '"]');
            if (!line) { return; }
            event.preventDefault();
            document.querySelectorAll(".line.line-target").forEach(function (other) { other.classList.remove("line-target"); });
            line.classList.add("line-target");
            line.scrollIntoView({ block: "center" });
            if (history.replaceState) { history.replaceState(null, "", "#L" + link.getAttribute("data-line")); }
          });

          // Copy: the code as shown, template or instantiated.
          document.addEventListener("click", function (event) {
            var button = event.target.closest(".copy-button");
            if (!button) { return; }
            var pre = Array.prototype.find.call(button.closest("figure").querySelectorAll("pre.variant"), function (p) { return !p.hidden; });
            if (!pre) { return; }
            var text = pre.textContent;
            function done(ok) {
              button.textContent = ok ? "Copied" : "Press Ctrl+C";
              setTimeout(function () { button.textContent = "Copy"; }, 1500);
            }
            function fallback() {
              var range = document.createRange();
              range.selectNodeContents(pre);
              var selection = window.getSelection();
              selection.removeAllRanges();
              selection.addRange(range);
              var ok = false;
              try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
              done(ok);
            }
            if (navigator.clipboard && window.isSecureContext) {
              navigator.clipboard.writeText(text).then(function () { done(true); }, fallback);
            } else {
              fallback();
            }
          });

          // DocC tab navigators: one tab shown at a time; without this script every tab shows under its heading.
          document.querySelectorAll(".docc-tabs").forEach(function (navigator, navigatorIndex) {
            var tabs = Array.prototype.filter.call(navigator.children, function (child) { return child.classList.contains("docc-tab"); });
            if (tabs.length === 0) { return; }
            var list = document.createElement("div");
            list.className = "docc-tab-list";
            list.setAttribute("role", "tablist");
            var buttons = tabs.map(function (tab, index) {
              var title = tab.querySelector(".docc-tab-title");
              var button = document.createElement("button");
              button.type = "button";
              button.className = "docc-tab-button";
              button.setAttribute("role", "tab");
              button.id = "docc-tab-" + navigatorIndex + "-" + index;
              button.textContent = title ? title.textContent : String(index + 1);
              tab.setAttribute("role", "tabpanel");
              tab.setAttribute("aria-labelledby", button.id);
              button.addEventListener("click", function () { select(index); });
              list.appendChild(button);
              return button;
            });
            function select(chosen) {
              tabs.forEach(function (tab, index) { tab.hidden = index !== chosen; });
              buttons.forEach(function (button, index) {
                button.setAttribute("aria-selected", String(index === chosen));
                button.tabIndex = index === chosen ? 0 : -1;
              });
            }
            list.addEventListener("keydown", function (event) {
              var current = buttons.indexOf(document.activeElement);
              if (current < 0 || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) { return; }
              var next = (current + (event.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length;
              select(next);
              buttons[next].focus();
            });
            navigator.insertBefore(list, navigator.firstChild);
            navigator.classList.add("tabbed");
            select(0);
          });

          // The guide list on a phone.
          var menu = document.querySelector(".menu-button");
          var sidebar = document.getElementById("sidebar");
          if (menu && sidebar) {
            menu.addEventListener("click", function () {
              var open = sidebar.classList.toggle("open");
              menu.setAttribute("aria-expanded", String(open));
            });
          }

          // The table of contents marks the section being read.
          var tocLinks = document.querySelectorAll(".toc a");
          if (tocLinks.length && "IntersectionObserver" in window) {
            var byId = {};
            tocLinks.forEach(function (link) { byId[decodeURIComponent(link.hash.slice(1))] = link; });
            var observer = new IntersectionObserver(function (entries) {
              entries.forEach(function (entry) {
                if (!entry.isIntersecting) { return; }
                var link = byId[entry.target.id];
                if (!link) { return; }
                tocLinks.forEach(function (other) { other.classList.remove("active"); });
                link.classList.add("active");
              });
            }, { rootMargin: "0px 0px -70% 0px" });
            Object.keys(byId).forEach(function (id) { var target = document.getElementById(id); if (target) { observer.observe(target); } });
          }

          // Search over titles, headings, prose and code identifiers.
          var input = document.getElementById("search-input");
          var list = document.getElementById("search-results");
          var index = window.PLAYBOOK_SEARCH || [];
          if (!input || !list) { return; }
          var selected = -1;

          function escapeHTML(text) {
            return text.replace(/[&<>"']/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]; });
          }
          function score(entry, terms) {
            var total = 0;
            var title = entry.title.toLowerCase(), heading = entry.heading.toLowerCase(), text = entry.text.toLowerCase();
            for (var i = 0; i < terms.length; i++) {
              var term = terms[i], best = 0;
              if (title.indexOf(term) >= 0) { best = Math.max(best, 8); }
              if (heading.indexOf(term) >= 0) { best = Math.max(best, 6); }
              for (var j = 0; j < entry.code.length; j++) {
                var name = entry.code[j].toLowerCase();
                if (name === term) { best = Math.max(best, 7); break; }
                if (name.indexOf(term) >= 0) { best = Math.max(best, 4); }
              }
              if (text.indexOf(term) >= 0) { best = Math.max(best, 2); }
              if (best === 0) { return 0; }
              total += best;
            }
            return total;
          }
          function snippet(entry, terms) {
            var lower = entry.text.toLowerCase(), at = -1;
            for (var i = 0; i < terms.length && at < 0; i++) { at = lower.indexOf(terms[i]); }
            var names = entry.code.filter(function (name) {
              return terms.some(function (term) { return name.toLowerCase().indexOf(term) >= 0; });
            });
            var text = at >= 0 ? (at > 40 ? "…" : "") + entry.text.substr(Math.max(0, at - 40), 140) + "…"
              : (names.length ? "Code: " + names.slice(0, 6).join(", ") : entry.text.substr(0, 140));
            var html = escapeHTML(text);
            terms.forEach(function (term) {
              if (!term) { return; }
              var pattern = new RegExp("(" + term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + ")", "ig");
              html = html.replace(pattern, "<mark>$1</mark>");
            });
            return html;
          }
          function render(query) {
            var terms = query.toLowerCase().split(/\s+/).filter(Boolean);
            selected = -1;
            if (!terms.length) { list.hidden = true; list.innerHTML = ""; input.setAttribute("aria-expanded", "false"); return; }
            var results = index.map(function (entry) { return { entry: entry, score: score(entry, terms) }; })
              .filter(function (result) { return result.score > 0; })
              .sort(function (a, b) { return b.score - a.score; })
              .slice(0, 12);
            if (!results.length) {
              list.innerHTML = '<li class="search-empty" role="option" aria-disabled="true">No results for “' + escapeHTML(query) + '”</li>';
            } else {
              list.innerHTML = results.map(function (result, position) {
                var entry = result.entry;
                return '<li role="option" id="search-result-' + position + '" aria-selected="false"><a href="' + escapeHTML(root + entry.url) + '">'
                  + '<span class="search-result-title">' + escapeHTML(entry.title)
                  + (entry.heading ? ' <span class="search-result-heading">› ' + escapeHTML(entry.heading) + '</span>' : "") + '</span>'
                  + '<span class="search-result-snippet">' + snippet(entry, terms) + '</span></a></li>';
              }).join("");
            }
            list.hidden = false;
            input.setAttribute("aria-expanded", "true");
          }
          function move(step) {
            var items = list.querySelectorAll('li[role="option"]:not([aria-disabled])');
            if (!items.length) { return; }
            selected = (selected + step + items.length) % items.length;
            items.forEach(function (item, position) { item.setAttribute("aria-selected", String(position === selected)); });
            input.setAttribute("aria-activedescendant", items[selected].id);
            items[selected].scrollIntoView({ block: "nearest" });
          }
          input.addEventListener("input", function () { render(input.value); });
          input.addEventListener("focus", function () { if (input.value) { render(input.value); } });
          input.addEventListener("keydown", function (event) {
            if (event.key === "ArrowDown") { event.preventDefault(); move(1); }
            else if (event.key === "ArrowUp") { event.preventDefault(); move(-1); }
            else if (event.key === "Enter") {
              var link = list.querySelector('li[aria-selected="true"] a') || list.querySelector("li a");
              if (link) { event.preventDefault(); window.location.href = link.href; }
            } else if (event.key === "Escape") { list.hidden = true; input.blur(); }
          });
          document.addEventListener("click", function (event) {
            if (!event.target.closest(".search")) { list.hidden = true; }
          });
          document.addEventListener("keydown", function (event) {
            var typing = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement.tagName) || document.activeElement.isContentEditable;
            if (event.key === "/" && !typing) { event.preventDefault(); input.focus(); input.select(); }
            if (event.key === "Escape" && sidebar && sidebar.classList.contains("open")) {
              sidebar.classList.remove("open");
              menu.setAttribute("aria-expanded", "false");
            }
          });
        })();

        """#
}
