(function () {
  "use strict";
  // Instant navigation: a link to another page of the site fetches that page and swaps in its content, so the top
  // bar, the sidebar (and its scroll), the search and the reader's sample choice stay. The page is fetched when the
  // pointer rests on the link, so a click usually finds it already here. Pages opened from file://, where fetch is
  // refused, and browsers without fetch keep plain links.
  if (location.protocol === "file:" || !window.fetch || !window.DOMParser || !window.history.pushState) { return; }
  history.scrollRestoration = "manual";

  var pending = {};
  var shown = withoutHash(location.href);

  function withoutHash(href) {
    var url = new URL(href, location.href);
    url.hash = "";
    return url.href;
  }
  function siteRoot(body) { return body.getAttribute("data-root") || ""; }

  // A page of this site, at this site's root or below it, other than the one shown.
  function pageOf(link) {
    if (!link || !link.href || link.target || link.hasAttribute("download")) { return null; }
    var url = new URL(link.href, location.href);
    var base = new URL(siteRoot(document.body) || "./", location.href);
    if (url.origin !== location.origin || url.pathname.indexOf(base.pathname) !== 0) { return null; }
    if (!/(\.html|\/)$/.test(url.pathname)) { return null; }
    return url;
  }

  function fetchPage(href) {
    var key = withoutHash(href);
    if (!pending[key]) {
      pending[key] = fetch(key, { credentials: "same-origin" }).then(function (response) {
        var type = response.headers.get("content-type") || "";
        if (!response.ok || type.indexOf("text/html") < 0) { throw new Error(String(response.status)); }
        return response.text();
      }).then(function (html) {
        return new DOMParser().parseFromString(html, "text/html");
      }).catch(function () { return null; });
      // A prefetched page is kept briefly: the preview rebuilds pages, and a later visit should see the new one.
      setTimeout(function () { delete pending[key]; }, 10000);
    }
    return pending[key];
  }

  function sync(selector, fresh, apply) {
    var mine = document.querySelector(selector), theirs = fresh.querySelector(selector);
    if (mine && theirs) { apply(mine, theirs); }
  }

  // Puts `fresh`'s content in place of the shown page's; false when it cannot (another folder depth, whose
  // relative links differ, or another layout), so the caller loads the page whole.
  function swapIn(fresh) {
    var content = document.getElementById("content"), incoming = fresh && fresh.getElementById("content");
    if (!content || !incoming || siteRoot(fresh.body) !== siteRoot(document.body)) { return false; }
    content.replaceWith(document.importNode(incoming, true));
    document.title = fresh.title;
    sync("#playbook-placeholders", fresh, function (mine, theirs) { mine.textContent = theirs.textContent; });
    sync('meta[name="description"]', fresh, function (mine, theirs) { mine.setAttribute("content", theirs.content); });
    // The sidebar stays, scrolled where the reader left it; only which page is current changes. The site's own
    // sidebar (sidebar.js) marks the page the fresh one names; a theme's layout that lists the guides itself
    // has its marks in its own list.
    var loader = fresh.querySelector('script[src$="assets/sidebar.js"]');
    if (window.PlaybookSidebar && loader) {
      window.PlaybookSidebar.mark(loader.getAttribute("data-page"));
    } else {
      sync("#sidebar .nav-list", fresh, function (mine, theirs) {
        var links = mine.querySelectorAll("a"), freshLinks = theirs.querySelectorAll("a");
        if (links.length !== freshLinks.length) { mine.replaceWith(document.importNode(theirs, true)); return; }
        links.forEach(function (link, index) {
          var current = freshLinks[index].getAttribute("aria-current");
          if (current) { link.setAttribute("aria-current", current); } else { link.removeAttribute("aria-current"); }
        });
      });
    }
    return true;
  }

  function scrollTo(url, position) {
    var target = url.hash && document.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (position !== undefined && position !== null) { window.scrollTo(0, position); }
    else if (target) { target.scrollIntoView(); }
    else { window.scrollTo(0, 0); }
  }

  // Every history entry gets an id; `positions` holds each entry's scroll as the reader left it. Back and forward
  // have already changed the entry when they are told, so the entry being left is saved here, not in its state.
  var positions = {};
  var nextId = Date.now();
  var entry = history.state && history.state.playbook ? history.state.entry : null;

  function rememberScroll() {
    if (entry === null) { entry = nextId++; }
    positions[entry] = window.scrollY;
    history.replaceState({ playbook: true, entry: entry, scroll: window.scrollY }, "", location.href);
  }

  // Shows the page at `url`: swapped in when it can be, loaded whole otherwise. `position` restores a scroll.
  function go(url, push, position) {
    return fetchPage(url.href).then(function (fresh) {
      // Back or forward has already put the address in place: reloading loads that page.
      if (!swapIn(fresh)) { if (push) { location.assign(url.href); } else { location.reload(); } return; }
      if (push) {
        entry = nextId++;
        history.pushState({ playbook: true, entry: entry }, "", url.href);
      }
      shown = withoutHash(url.href);
      scrollTo(url, position);
      document.dispatchEvent(new CustomEvent("playbook:page", { detail: { url: url.href } }));
    });
  }

  document.addEventListener("click", function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey
      || event.altKey) { return; }
    var link = event.target.closest("a[href]");
    var url = pageOf(link);
    // A link to a place on the page shown is the browser's to follow.
    if (!url || withoutHash(url.href) === shown) { return; }
    event.preventDefault();
    rememberScroll();
    go(url, true);
  });

  // Fetch ahead when the pointer rests on a link or a finger touches it, so the click finds the page here.
  function prefetch(event) {
    var url = pageOf(event.target.closest && event.target.closest("a[href]"));
    if (url && withoutHash(url.href) !== shown) { fetchPage(url.href); }
  }
  document.addEventListener("mouseover", prefetch, { passive: true });
  document.addEventListener("touchstart", prefetch, { passive: true });
  document.addEventListener("focusin", prefetch);

  window.addEventListener("popstate", function (event) {
    if (entry !== null) { positions[entry] = window.scrollY; }
    var state = event.state && event.state.playbook ? event.state : null;
    entry = state ? state.entry : null;
    var position = state && entry in positions ? positions[entry] : state && state.scroll;
    var url = new URL(location.href);
    if (withoutHash(url.href) !== shown) { go(url, false, position); return; }
    // Back or forward between places on the same page.
    if (typeof position === "number") { window.scrollTo(0, position); } else { scrollTo(url); }
  });
  // A link to a place on this page made a new entry of the browser's: it gets its own id.
  window.addEventListener("hashchange", function () {
    if (!history.state || !history.state.playbook) { entry = null; }
  });
  // The entry's state keeps its scroll too, for a reload and for pages loaded whole.
  var scrollTimer = null;
  window.addEventListener("scroll", function () {
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(rememberScroll, 100);
  }, { passive: true });
  window.addEventListener("pagehide", rememberScroll);
  if (history.state && typeof history.state.scroll === "number") { window.scrollTo(0, history.state.scroll); }
})();
