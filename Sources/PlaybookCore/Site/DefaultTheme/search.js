(function () {
  "use strict";
  // Search over titles, headings, prose and code identifiers, from the static index (assets/search-index.js),
  // so it works from file://. Results are grouped by page, best section first; a word of five letters or more
  // also finds words one typo away; placeholders are found as written ({Name}) and as the sample shown.
  var root = document.body.getAttribute("data-root") || "";
  var input = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  var searchIndex = null;
  var maxPages = 8, maxSectionsPerPage = 3;

  // The reader chose other names: the index is filled again on the next search.
  document.addEventListener("playbook:choice", function () { searchIndex = null; });

  function lower(text) { return (text || "").toLowerCase(); }
  function wordsOf(text) { return lower(text).split(/[^\p{L}\p{N}_{}]+/u).filter(Boolean); }

  // Each entry as written (placeholders and all) and as the reader's choice shows it.
  function currentIndex() {
    if (searchIndex) { return searchIndex; }
    var fill = window.Playbook ? window.Playbook.fillText : function (text) { return text; };
    searchIndex = (window.PLAYBOOK_SEARCH || []).map(function (entry) {
      var shown = { title: fill(entry.title), heading: fill(entry.heading), text: fill(entry.text) };
      var page = entry.url.split("#")[0];
      var fields = {
        title: lower(entry.title) + "\n" + lower(shown.title),
        heading: lower(entry.heading) + "\n" + lower(shown.heading),
        text: lower(entry.text) + "\n" + lower(shown.text),
        code: entry.code.map(lower)
      };
      var words = wordsOf(fields.title + " " + fields.heading + " " + fields.text).concat(fields.code);
      return { entry: entry, shown: shown, page: page, fields: fields, words: words };
    });
    return searchIndex;
  }

  // Whether `a` and `b` are at most one edit apart (a letter changed, added, dropped, or two swapped).
  function oneTypoApart(a, b) {
    if (Math.abs(a.length - b.length) > 1 || a === b) { return a === b; }
    var i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) { i++; }
    if (a.length === b.length) {
      if (a.slice(i + 1) === b.slice(i + 1)) { return true; }
      return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    }
    return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
  }

  // How well one term hits a section: where it is found, and the word a typo matched.
  function hit(item, term) {
    var best = { score: 0, inTitle: false, word: null };
    function consider(score, inTitle) { if (score > best.score) { best = { score: score, inTitle: inTitle, word: null }; } }
    if (item.fields.heading.indexOf(term) >= 0) { consider(6, false); }
    for (var j = 0; j < item.fields.code.length; j++) {
      var name = item.fields.code[j];
      if (name === term) { consider(7, false); break; }
      if (name.indexOf(term) >= 0) { consider(4, false); }
    }
    if (item.fields.text.indexOf(term) >= 0) { consider(2, false); }
    if (item.fields.title.indexOf(term) >= 0) { consider(best.score ? best.score + 1 : 8, best.score === 0); }
    if (best.score === 0 && term.length >= 5) {
      for (var k = 0; k < item.words.length; k++) {
        if (item.words[k].length >= 4 && oneTypoApart(term, item.words[k])) {
          best = { score: 1, inTitle: false, word: item.words[k] };
          break;
        }
      }
    }
    return best;
  }

  // Sections matching every term; a section found only through its page's title stands for the page once.
  function search(query) {
    var terms = lower(query).split(/\s+/).filter(Boolean);
    var pages = {}, order = [];
    currentIndex().forEach(function (item) {
      var total = 0, titleOnly = true, typos = [];
      for (var i = 0; i < terms.length; i++) {
        var found = hit(item, terms[i]);
        if (!found.score) { return; }
        total += found.score;
        titleOnly = titleOnly && found.inTitle;
        if (found.word) { typos.push(found.word); }
      }
      var group = pages[item.page];
      if (!group) {
        group = pages[item.page] = { page: item.page, title: item.shown.title, score: 0, sections: [], byTitle: null };
        order.push(group);
      }
      if (lower(query).trim() === lower(item.entry.title) || lower(query).trim() === lower(item.shown.title)) {
        total += 100;
      }
      group.score = Math.max(group.score, total);
      if (titleOnly) {
        if (!group.byTitle || !item.entry.heading) { group.byTitle = { item: item, score: total, typos: typos }; }
      } else {
        group.sections.push({ item: item, score: total, typos: typos });
      }
    });
    order.forEach(function (group) {
      group.sections.sort(function (a, b) { return b.score - a.score; });
      if (!group.sections.length && group.byTitle) { group.sections = [group.byTitle]; }
      group.sections = group.sections.slice(0, maxSectionsPerPage);
    });
    order.sort(function (a, b) { return b.score - a.score; });
    return { terms: terms, groups: order.slice(0, maxPages) };
  }

  function escapeHTML(text) {
    return text.replace(/[&<>"']/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]; });
  }
  function escapeRegExp(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }
  function marked(text, words) {
    var html = escapeHTML(text);
    words.filter(Boolean).sort(function (a, b) { return b.length - a.length; }).forEach(function (word) {
      html = html.replace(new RegExp("(" + escapeRegExp(escapeHTML(word)) + ")(?![^<]*>)", "ig"), "<mark>$1</mark>");
    });
    return html;
  }
  // An excerpt of the section's prose around its first hit, or the names its code matched.
  function excerpt(result, words) {
    var text = result.item.shown.text, lowered = lower(text), at = -1;
    for (var i = 0; i < words.length && at < 0; i++) { at = lowered.indexOf(words[i]); }
    if (at < 0 && result.item.entry.text !== text) {
      text = result.item.entry.text;
      lowered = lower(text);
      for (var j = 0; j < words.length && at < 0; j++) { at = lowered.indexOf(words[j]); }
    }
    if (at >= 0) {
      var start = Math.max(0, text.lastIndexOf(" ", Math.max(0, at - 50)) + 1);
      return (start > 0 ? "…" : "") + text.substr(start, 160) + (start + 160 < text.length ? "…" : "");
    }
    var names = result.item.entry.code.filter(function (name) {
      return words.some(function (word) { return lower(name).indexOf(word) >= 0; });
    });
    return names.length ? "Code: " + names.slice(0, 6).join(", ") : text.substr(0, 160);
  }

  // The result's address, carrying the terms so the page it opens marks them.
  function resultHref(url, terms) {
    var parts = url.split("#");
    return root + parts[0] + "?h=" + encodeURIComponent(terms.join(" ")) + (parts[1] ? "#" + parts[1] : "");
  }

  if (!input || !list) { return; }
  var selected = -1;
  function render(query) {
    var found = search(query);
    selected = -1;
    if (!found.terms.length) { close(); return; }
    if (!found.groups.length) {
      list.innerHTML = '<li class="search-empty" role="option" aria-disabled="true">No results for “' + escapeHTML(query) + '”</li>';
    } else {
      var position = 0;
      list.innerHTML = found.groups.map(function (group) {
        return '<li class="search-group" role="presentation"><span class="search-group-title">' + escapeHTML(group.title)
          + "</span></li>" + group.sections.map(function (result) {
            var words = found.terms.concat(result.typos);
            var heading = result.item.shown.heading;
            return '<li role="option" id="search-result-' + (position++) + '" aria-selected="false"><a href="'
              + escapeHTML(resultHref(result.item.entry.url, words)) + '">'
              + '<span class="search-result-title">' + (heading ? marked(heading, words) : marked(group.title, words)) + "</span>"
              + '<span class="search-result-snippet">' + marked(excerpt(result, words), words) + "</span></a></li>";
          }).join("");
      }).join("");
    }
    list.hidden = false;
    input.setAttribute("aria-expanded", "true");
  }
  function close() {
    list.hidden = true;
    list.innerHTML = "";
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
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
      // A click, so instant navigation can take it.
      if (link) { event.preventDefault(); link.click(); }
    } else if (event.key === "Escape") { close(); input.blur(); }
  });
  document.addEventListener("click", function (event) {
    if (!event.target.closest(".search")) { list.hidden = true; }
  });
  document.addEventListener("keydown", function (event) {
    var typing = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement.tagName) || document.activeElement.isContentEditable;
    if (event.key === "/" && !typing) { event.preventDefault(); input.focus(); input.select(); }
    if (event.key === "Escape" && !typing) { clearHighlights(); }
  });

  // The page a result opened marks every hit of its terms in the article's prose; Escape clears them.
  function highlightTerms() {
    removeHighlights();
    var terms = (new URLSearchParams(location.search).get("h") || "").split(/\s+/).filter(function (t) { return t.length > 1; });
    var article = document.querySelector("#content .article") || document.getElementById("content");
    if (!terms.length || !article) { return; }
    var pattern = new RegExp(terms.map(escapeRegExp).join("|"), "ig");
    var walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        // Code keeps its highlighting and its copy; placeholder marks are refilled by the sample switch.
        return node.parentElement.closest("pre, script, style, .ph, mark") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
      }
    });
    var nodes = [];
    while (walker.nextNode()) { if (pattern.test(walker.currentNode.data)) { nodes.push(walker.currentNode); } pattern.lastIndex = 0; }
    nodes.forEach(function (node) {
      var fragment = document.createDocumentFragment(), text = node.data, last = 0, match;
      pattern.lastIndex = 0;
      while ((match = pattern.exec(text))) {
        fragment.appendChild(document.createTextNode(text.slice(last, match.index)));
        var mark = document.createElement("mark");
        mark.className = "search-hit";
        mark.textContent = match[0];
        fragment.appendChild(mark);
        last = match.index + match[0].length;
      }
      fragment.appendChild(document.createTextNode(text.slice(last)));
      node.parentNode.replaceChild(fragment, node);
    });
  }
  function removeHighlights() {
    document.querySelectorAll("mark.search-hit").forEach(function (mark) {
      var parent = mark.parentNode;
      parent.replaceChild(document.createTextNode(mark.textContent), mark);
      parent.normalize();
    });
  }
  // Escape: the marks go, and the address no longer asks for them.
  function clearHighlights() {
    removeHighlights();
    if (location.search.indexOf("h=") >= 0 && history.replaceState) {
      var url = new URL(location.href);
      url.searchParams.delete("h");
      history.replaceState(history.state, "", url.href);
    }
  }
  highlightTerms();
  // Instant navigation swapped a page in: the results led there, so they close, and its hits are marked.
  document.addEventListener("playbook:page", function () { close(); input.blur(); highlightTerms(); });
})();
