(function () {
  "use strict";
  var root = document.body.getAttribute("data-root") || "";
  function fill(text) { return window.Playbook ? window.Playbook.fillText(text) : text; }
  // The reader chose other names: the index is filled again on the next search.
  document.addEventListener("playbook:choice", function () { searchIndex = null; });

  // Search over titles, headings, prose and code identifiers.
  var input = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  var searchIndex = null;
  // The index as the reader's choice shows it: titles, headings and prose with their placeholders filled.
  function currentIndex() {
    if (searchIndex) { return searchIndex; }
    var values = window.Playbook ? window.Playbook.placeholderValues() : null;
    searchIndex = (window.PLAYBOOK_SEARCH || []).map(function (entry) {
      return values ? { title: fill(entry.title, values), heading: fill(entry.heading, values), url: entry.url,
        text: fill(entry.text, values), code: entry.code } : entry;
    });
    return searchIndex;
  }
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
    var results = currentIndex().map(function (entry) { return { entry: entry, score: score(entry, terms) }; })
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
  });
})();
