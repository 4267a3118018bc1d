/// The script `playbook serve` adds to every page it serves (never to
/// `playbook build`'s output). It listens to the server's events: `reload`
/// reloads the page when it was rebuilt, keeping the scroll position;
/// `verified` swaps in the new badges and diagnostics without a reload;
/// `problems` shows the latest build's errors and warnings in a panel. It
/// tells the server which page and sample are on screen, which are verified first.
enum LiveReloadScript {
    static let javaScript = #"""
        (function () {
          "use strict";
          var root = document.body.getAttribute("data-root") || "";
          var base = new URL(root || "./", location.href).pathname;
          var scrollKey = "playbook-serve-scroll:" + location.pathname;
          // Read at each event: instant navigation changes the page shown without loading this script again.
          function currentPage() {
            var page = decodeURIComponent(location.pathname.slice(base.length)) || "index.html";
            return page.slice(-1) === "/" ? page + "index.html" : page;
          }

          try {
            var saved = sessionStorage.getItem(scrollKey);
            if (saved !== null) {
              sessionStorage.removeItem(scrollKey);
              window.scrollTo(0, Number(saved));
            }
          } catch (e) { /* storage may be off */ }

          function concerns(data) { return data.all || (data.pages || []).indexOf(currentPage()) !== -1; }

          function reload() {
            try {
              sessionStorage.setItem("playbook-serve-scroll:" + location.pathname, String(window.scrollY));
            } catch (e) { /* storage may be off */ }
            location.reload();
          }

          // A new figure shows the sample its predecessor showed.
          function keepVariant(oldFigure, newFigure) {
            var shown = oldFigure.querySelector("pre.variant:not([hidden])");
            var name = shown && shown.getAttribute("data-variant");
            if (!name || !newFigure.querySelector('pre.variant[data-variant="' + CSS.escape(name) + '"]')) { return; }
            newFigure.querySelectorAll("pre.variant[data-variant]").forEach(function (pre) {
              pre.hidden = pre.getAttribute("data-variant") !== name;
            });
            newFigure.querySelectorAll(".variant-button").forEach(function (button) {
              button.setAttribute("aria-pressed", String(button.getAttribute("data-variant") === name));
            });
          }

          function swap(selector, fresh) {
            var current = document.querySelector(selector);
            var replacement = fresh.querySelector(selector);
            if (current && replacement) { current.replaceWith(document.importNode(replacement, true)); }
          }

          // Badges, diagnostics and the sidebar's dots from the page as it is now, in place.
          function refreshVerdicts() {
            fetch(location.href, { cache: "no-store" }).then(function (response) {
              if (!response.ok) { throw new Error(String(response.status)); }
              return response.text();
            }).then(function (html) {
              var fresh = new DOMParser().parseFromString(html, "text/html");
              var figures = document.querySelectorAll("figure.code-block.swift[id]");
              if (figures.length === 0) {
                swap("#content", fresh);
              } else {
                figures.forEach(function (figure) {
                  var replacement = fresh.getElementById(figure.id);
                  if (!replacement) { return; }
                  var imported = document.importNode(replacement, true);
                  keepVariant(figure, imported);
                  figure.replaceWith(imported);
                });
                swap(".page-meta .summary-chip", fresh);
              }
              // The site's sidebar is its own file (sidebar.js), loaded again; a theme's own list is in the page.
              if (window.PlaybookSidebar) {
                window.PlaybookSidebar.reload();
              } else {
                swap("#sidebar .nav-list", fresh);
              }
              document.dispatchEvent(new CustomEvent("playbook:verified"));
            }).catch(reload);
          }

          var panel = null;
          function showProblems(problems) {
            if (panel) { panel.remove(); panel = null; }
            if (!problems.length) { return; }
            var errors = problems.filter(function (p) { return p.severity === "error"; }).length;
            var warnings = problems.length - errors;
            panel = document.createElement("aside");
            panel.id = "playbook-problems";
            panel.setAttribute("role", errors ? "alert" : "status");
            var dark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
            var colors = errors ? (dark ? ["#2d1518", "#f0f6fc", "#f85149"] : ["#fff0f0", "#1f2328", "#d1242f"])
                                : (dark ? ["#272115", "#f0f6fc", "#d29922"] : ["#fff8e5", "#1f2328", "#9a6700"]);
            panel.style.cssText = "position:fixed;right:1rem;bottom:1rem;z-index:1000;max-width:min(44rem,calc(100vw \#
        - 2rem));" +
              "max-height:45vh;overflow:auto;padding:.75rem 1rem;border-radius:8px;font:13px/1.45 \#
        ui-monospace,SFMono-Regular,Menlo,monospace;" +
              "background:" + colors[0] + ";color:" + colors[1] + ";border:1px solid " + colors[2] + ";box-shadow:0 \#
        8px 24px rgba(0,0,0,.25)";
            var title = document.createElement("strong");
            var parts = [];
            if (errors) { parts.push(errors + (errors === 1 ? " error" : " errors")); }
            if (warnings) { parts.push(warnings + (warnings === 1 ? " warning" : " warnings")); }
            title.textContent = "playbook serve: " + parts.join(", ") + (errors ? " (showing the last good build)" : \#
        "");
            var close = document.createElement("button");
            close.type = "button";
            close.textContent = "×";
            close.setAttribute("aria-label", "Hide the problems");
            close.style.cssText = \#
        "float:right;margin-left:1rem;border:0;background:none;font-size:16px;cursor:pointer;color:inherit";
            close.addEventListener("click", function () { panel.remove(); panel = null; });
            var list = document.createElement("ul");
            list.style.cssText = "margin:.5rem 0 0;padding-left:1.1rem";
            problems.forEach(function (problem) {
              var item = document.createElement("li");
              item.className = "problem problem-" + problem.severity;
              item.textContent = (problem.place ? problem.place + ": " : "") + problem.severity + ": " + \#
        problem.message;
              list.appendChild(item);
            });
            panel.append(close, title, list);
            document.body.appendChild(panel);
          }

          // The server verifies the page on screen first, for the sample shown: tell it what that is.
          function tellViewing() {
            if (document.visibilityState === "hidden") { return; }
            var sample = window.Playbook && window.Playbook.sample ? window.Playbook.sample() : null;
            var query = "?page=" + encodeURIComponent(currentPage()) + (sample ? "&sample=" + \#
        encodeURIComponent(sample) : "");
            fetch("/_playbook/viewing" + query, { cache: "no-store" }).catch(function () { /* the server restarts */ });
          }
          tellViewing();
          ["playbook:page", "playbook:choice", "visibilitychange"].forEach(function (name) {
            document.addEventListener(name, tellViewing);
          });

          var lost = false;
          var events = new EventSource("/_playbook/events");
          events.addEventListener("reload", function (event) { if (concerns(JSON.parse(event.data))) { reload(); } });
          events.addEventListener("verified", function (event) { if (concerns(JSON.parse(event.data))) { \#
        refreshVerdicts(); } });
          events.addEventListener("problems", function (event) { showProblems(JSON.parse(event.data).problems || []); \#
        });
          // The server was restarted: what it serves may have changed meanwhile.
          events.addEventListener("error", function () { lost = true; });
          // A verification that ended between this page's load and this stream's start sent its event to no one.
          events.addEventListener("open", function () { if (lost) { reload(); } else if \#
        (document.querySelector(".badge-verifying")) { refreshVerdicts(); } });
        })();

        """#
}
