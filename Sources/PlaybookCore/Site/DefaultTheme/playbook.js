(function () {
  "use strict";
  // The layout sets this in <head> so the buttons below show without a jump; a theme's layout may not.
  document.documentElement.classList.add("js");
  var storageKey = "playbook-sample";

  function remember(key, value) { try { localStorage.setItem(key, value); } catch (e) { /* storage may be off for file:// */ } }
  function recall(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }

  // Placeholders: the reader's choice (the template, a verified sample, or their own names) fills every
  // placeholder on the page, and each code block shows that sample's verified code when it has it.
  var choices = null, tokenPattern = null;
  var ownKey = "playbook-own-names", useOwnKey = "playbook-use-own-names";
  // Each page carries its own placeholders; read again when navigation swaps the page in.
  function readChoices() {
    try { choices = JSON.parse((document.getElementById("playbook-placeholders") || {}).textContent || "null"); } catch (e) { choices = null; }
    tokenPattern = null;
    if (choices && Object.keys(choices.tokens).length) {
      tokenPattern = new RegExp(Object.keys(choices.tokens).sort(function (a, b) { return b.length - a.length; })
        .map(function (token) { return token.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("|"), "g");
    }
  }

  // As PlaceholderSet.lowerCamel does at build time: CharacterDetail → characterDetail, URLSession → urlSession.
  function lowerCamel(text) {
    var leading = 0;
    while (leading < text.length && text[leading] !== text[leading].toLowerCase()) { leading++; }
    if (!leading) { return text; }
    var lowered = leading > 1 && leading < text.length ? leading - 1 : leading;
    return text.slice(0, lowered).toLowerCase() + text.slice(lowered);
  }
  function identifierProblem(value) {
    if (!value) { return "is empty"; }
    if (!/^[\p{L}\p{N}_]+$/u.test(value)) { return "holds characters a Swift name cannot (spaces, quotes or punctuation)"; }
    if (/^\p{N}/u.test(value)) { return "starts with a digit"; }
    if (choices.keywords.indexOf(value) >= 0) { return "is a Swift keyword"; }
    if (choices.keywords.indexOf(lowerCamel(value)) >= 0) { return "gives the Swift keyword " + lowerCamel(value) + " in lower camel"; }
    return null;
  }
  function ownNames() {
    try { return JSON.parse(recall(ownKey) || "{}") || {}; } catch (e) { return {}; }
  }
  // Name → value for a choice, derived lower-camel names included; null shows the placeholders.
  function valuesOf(choice) {
    if (!choices) { return null; }
    if (choice.own) {
      var own = {}, typed = choice.values || {};
      choices.names.forEach(function (name) { if (typed[name] && !identifierProblem(typed[name])) { own[name] = typed[name]; } });
      Object.keys(choices.derived).forEach(function (variant) {
        var base = own[choices.derived[variant]];
        if (base) { own[variant] = lowerCamel(base); }
      });
      return own;
    }
    var sample = choices.samples.filter(function (s) { return s.name === choice.sample; })[0];
    return sample ? sample.values : null;
  }
  function fillText(text, values) {
    if (!values || !tokenPattern) { return text; }
    return text.replace(tokenPattern, function (token) { return values[choices.tokens[token]] || token; });
  }
  var current = { sample: "template", own: false, values: null };
  var pageTitle = document.title;
  function show(choice) {
    current = choice;
    var values = valuesOf(choice);
    // textContent only: a value the reader typed never becomes markup.
    document.querySelectorAll(".ph[data-ph]").forEach(function (mark) {
      if (!mark.hasAttribute("data-token")) { mark.setAttribute("data-token", mark.textContent); }
      // A sample's code is shown from its own verified view; the template's code changes only for the reader's names.
      var keepTemplate = !choice.own && mark.closest('pre.variant[data-variant="template"]');
      var value = !keepTemplate && values && values[mark.getAttribute("data-ph")];
      mark.textContent = value || mark.getAttribute("data-token");
      mark.classList.toggle("ph-unverified", Boolean(value) && choice.own);
    });
    document.title = fillText(pageTitle, values);
    document.querySelectorAll("figure.code-block").forEach(function (figure) {
      var variants = figure.querySelectorAll("pre.variant[data-variant]");
      if (variants.length < 2) { return; }
      var wanted = !choice.own && figure.querySelector('pre.variant[data-variant="' + CSS.escape(choice.sample) + '"]') ? choice.sample : "template";
      variants.forEach(function (pre) { pre.hidden = pre.getAttribute("data-variant") !== wanted; });
      figure.querySelectorAll(".variant-button").forEach(function (button) {
        button.setAttribute("aria-pressed", String(!choice.own && button.getAttribute("data-variant") === wanted));
      });
      figure.querySelectorAll(".example-link").forEach(function (link) {
        link.setAttribute("aria-current", String(!choice.own && link.getAttribute("data-variant") === wanted));
      });
      var note = figure.querySelector(".own-names-note");
      if (note) { note.hidden = !choice.own; }
    });
    document.querySelectorAll(".page-switch .variant-button").forEach(function (button) {
      var pressed = button.classList.contains("own-names-button") ? choice.own
        : !choice.own && button.getAttribute("data-variant") === choice.sample;
      button.setAttribute("aria-pressed", String(pressed));
    });
    var status = document.querySelector(".own-names-status");
    var form = document.getElementById("own-names-form");
    if (status && form) {
      var set = Object.keys(choice.values || {}).filter(function (name) { return choice.values[name]; });
      status.hidden = !choice.own || !set.length;
      var guide = form.getAttribute("data-guide");
      if (/[^\w.\/-]/.test(guide)) { guide = "'" + guide.replace(/'/g, "'\\''") + "'"; }
      status.querySelector(".own-names-command").textContent = "playbook new " + guide
        + set.map(function (name) { return " --set " + name + "=" + choice.values[name]; }).join("") + " --dry-run";
    }
    document.dispatchEvent(new CustomEvent("playbook:choice"));
  }
  function choose(choice) {
    show(choice);
    remember(useOwnKey, choice.own ? "yes" : "no");
    if (!choice.own) { remember(storageKey, choice.sample); }
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest(".variant-button");
    if (!button) { return; }
    var anchor = button.closest("figure") || button;
    var top = anchor.getBoundingClientRect().top;
    if (button.classList.contains("own-names-button")) {
      var form = document.getElementById("own-names-form");
      form.hidden = false;
      var typed = ownNames();
      if (Object.keys(typed).length) { choose({ own: true, values: typed }); }
      (form.querySelector("input:invalid, input") || form).focus();
      return;
    }
    choose({ sample: button.getAttribute("data-variant"), own: false });
    // Blocks above may change height; keep the clicked block where it was.
    window.scrollBy(0, anchor.getBoundingClientRect().top - top);
  });
  function setUpOwnNamesForm() {
    var ownForm = document.getElementById("own-names-form");
    if (!ownForm) { return; }
    var typedBefore = ownNames();
    ownForm.querySelectorAll("input").forEach(function (input) { input.value = typedBefore[input.name] || ""; });
    ownForm.addEventListener("submit", function (event) {
      event.preventDefault();
      var values = {}, problems = [];
      ownForm.querySelectorAll("input").forEach(function (input) {
        var value = input.value.trim();
        var problem = value ? identifierProblem(value) : null;
        input.setAttribute("aria-invalid", String(Boolean(problem)));
        if (problem) { problems.push(input.name + ": “" + value + "” " + problem); } else if (value) { values[input.name] = value; }
      });
      if (!problems.length && !Object.keys(values).length) { problems.push("Type a Swift name for at least one placeholder."); }
      ownForm.querySelector(".own-names-error").textContent = problems.join(". ");
      if (problems.length) { return; }
      // Names kept from other guides' forms stay, so every page fills with the same names.
      var kept = ownNames();
      ownForm.querySelectorAll("input").forEach(function (input) { delete kept[input.name]; });
      Object.keys(values).forEach(function (name) { kept[name] = values[name]; });
      remember(ownKey, JSON.stringify(kept));
      choose({ own: true, values: kept });
    });
  }
  // The choice the reader made on any page, kept in storage, fills this one.
  function showStoredChoice() {
    var ownForm = document.getElementById("own-names-form");
    if (recall(useOwnKey) === "yes" && Object.keys(ownNames()).length) {
      show({ own: true, values: ownNames() });
      if (ownForm) { ownForm.hidden = false; }
    } else {
      show({ sample: recall(storageKey) || "template", own: false });
    }
  }

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
  function setUpTabs() {
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
  }

  // The guide list on a phone: a drawer over the dimmed page, closed by the button, a tap on the page, Escape,
  // or a page that navigation swaps in.
  var menu = document.querySelector(".menu-button");
  var sidebar = document.getElementById("sidebar");
  if (menu && sidebar) {
    var showDrawer = function (open) {
      sidebar.classList.toggle("open", open);
      menu.setAttribute("aria-expanded", String(open));
      // Focus left in the drawer would be lost as it hides.
      if (!open && sidebar.contains(document.activeElement)) { menu.focus(); }
    };
    menu.addEventListener("click", function () { showDrawer(!sidebar.classList.contains("open")); });
    document.addEventListener("click", function (event) {
      var open = sidebar.classList.contains("open");
      if (open && !sidebar.contains(event.target) && !menu.contains(event.target)) { showDrawer(false); }
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && sidebar.classList.contains("open")) { showDrawer(false); }
    });
    document.addEventListener("playbook:page", function () { showDrawer(false); });
  }

  // The table of contents marks the section being read.
  var tocObserver = null;
  function watchTableOfContents() {
    if (tocObserver) { tocObserver.disconnect(); tocObserver = null; }
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
      tocObserver = observer;
    }
  }

  // What each page needs once it is shown: on load, and after navigation.js swaps a page in.
  function setUpPage() {
    readChoices();
    pageTitle = document.title;
    setUpOwnNamesForm();
    showStoredChoice();
    setUpTabs();
    watchTableOfContents();
  }
  setUpPage();
  document.addEventListener("playbook:page", setUpPage);

  // The search script (search.js) fills placeholders in what it finds as the page shows them.
  window.Playbook = {
    placeholderValues: function () { return valuesOf(current); },
    // The verified sample shown, for the preview to verify first; null for the template or the reader's names.
    sample: function () { return current.own || current.sample === "template" ? null : current.sample; },
    fillText: function (text) { return fillText(text, valuesOf(current)); }
  };
})();
