#!/usr/bin/env python3
"""Opens the site of a DocC catalog with its symbols (the SymbolPackage
fixture's Shapes.docc, built with --symbols) in headless Chromium and checks
what a reader of DocC-style documentation gets: the catalog's root page as the
home, a sidebar that follows the root's Topics (groups, articles, symbols in
code font, an extension file's members indented under it, labels that wrap),
summaries under Topics links, a symbol's page with its kind, declaration,
comment, members and a breadcrumb that leads up, ``Symbol`` links that open
their page while a typo stays plain code, and a link to an anchor written in
the heading's case (DocC's `#Some-Heading`) that lands on the heading. The
sidebar, loaded from the site's one `assets/sidebar.js`, marks the page shown
and scrolls it into view from pages at every folder depth, over file:// and
http, and without JavaScript every page is reached through `contents.html`.
No page logs an error to the console.

Usage: python3 Tests/browser/test_catalog.py PLAYBOOK_EXECUTABLE
Ends with the line "browser catalog: N passed, N failed"; exits 1 when a check failed.
"""
import difflib
import html
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace
from urllib.parse import unquote

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

from test_navigation import SiteServer
from test_site import ROOT, first_existing, make_driver, run_checks, shot, wait

FIXTURE = ROOT / "Tests" / "PlaybookCoreTests" / "Fixtures" / "SymbolPackage"
CATALOG = Path("Sources") / "Shapes" / "Shapes.docc"
# The sidebar as Shapes.md's Topics (and Circle.md's, for Circle's members) lay it out: "# " starts a group's
# title, ``code`` a symbol's label, two spaces a level of nesting.
SIDEBAR = [
    "Shapes",
    "# Essentials",
    "Getting Started with Shapes",
    "``Circle``",
    "  ``init(radius:)``",
    "  ``inscribed(inSquareOfSide:)``",
    "  ``radius``",
    "  ``area``",
    "  ``center``",
    "  ``scaled(by:)``",
    "  ``moved(by:)``",
    "  ``moved(by:)``",
    "``Shape``",
    "# Drawing",
    "``Canvas``",
    "``Layer``",
    "``Color``",
    "# Geometry",
    "``Point``",
    "``distance(from:to:)``",
    "``tolerance``",
    "Verification report",
]
# A catalog whose links name a heading as DocC writes its anchor, in the heading's case; the heading sits
# below the first screen, so landing on it takes a scroll.
ANCHORS = {
    "Notes.md": "# ``Notes``\n\nShort notes on the sea.\n\n## Overview\n\n"
    "Read about <doc:Tides#Slack-Water> first, then [the spring tides](Tides.md#Spring-Tides).\n\n"
    "## Topics\n\n### Essentials\n\n- <doc:Tides>\n",
    "Tides.md": "# Tides\n\nHow the sea rises and falls.\n\n"
    + "".join(f"## Part {n}\n\n" + "The water rises and falls twice a day. " * 12 + "\n\n" for n in range(1, 9))
    + "## Slack water\n\nThe moment the current stops.\n\n"
    + "".join(f"## Interlude {n}\n\n" + "The moon pulls, the sun pulls less. " * 12 + "\n\n" for n in range(1, 9))
    + "## Spring tides\n\nThe highest and lowest of the month.\n\n"
    + "".join(f"## Coda {n}\n\n" + "Then the water turns again. " * 12 + "\n\n" for n in range(1, 9)),
}


def open_page(driver, site, name):
    driver.get((site / name).as_uri())


def box(driver, element):
    """The element's place in the viewport."""
    return driver.execute_script("return arguments[0].getBoundingClientRect().toJSON()", element)


def in_view(driver, element):
    place = box(driver, element)
    return place["top"] >= 0 and place["bottom"] <= driver.execute_script("return innerHeight")


def font(driver, element):
    return driver.execute_script("return getComputedStyle(arguments[0]).fontFamily", element)


# Where an element's text ends on the right, and on how many lines it runs.
TEXT_LINES = """
var walker = document.createTreeWalker(arguments[0], NodeFilter.SHOW_TEXT), node, tops = [], right = 0;
while ((node = walker.nextNode())) {
  var range = document.createRange(); range.selectNodeContents(node);
  for (var rect of range.getClientRects()) {
    right = Math.max(right, rect.right);
    if (!tops.some(function (top) { return Math.abs(top - rect.top) < 4; })) { tops.push(rect.top); }
  }
}
return { right: right, lines: tops.length };
"""


def sidebar_rows(driver):
    """The sidebar as SIDEBAR writes it, read from its list as shown."""
    rows = []
    for item in driver.find_elements(By.CSS_SELECTOR, "#sidebar .nav-list > li"):
        if "nav-group" in (item.get_attribute("class") or ""):
            rows.append("# " + item.get_attribute("textContent").strip())
            continue
        label = (item.find_elements(By.CSS_SELECTOR, ".nav-label") or item.find_elements(By.CSS_SELECTOR, ".nav-link"))[0]
        text = label.get_attribute("textContent").strip()
        code = label.find_elements(By.TAG_NAME, "code")
        depth = next((int(name[len("nav-depth-"):]) for name in (item.get_attribute("class") or "").split()
                      if name.startswith("nav-depth-")), 0)
        rows.append("  " * depth + (f"``{text}``" if code and code[0].get_attribute("textContent") == text else text))
    return rows


def label_of(link):
    """A sidebar link's label as shown, without the status a screen reader hears after it."""
    return link.find_element(By.CSS_SELECTOR, ".nav-label").text


def sidebar_link(driver, label):
    links = [link for link in driver.find_elements(By.CSS_SELECTOR, "#sidebar .nav-link:not(.nav-report)")
             if label_of(link) == label]
    assert links, f"the sidebar has no link {label!r}"
    return links[0]


def current_pages(driver):
    return [label_of(link) for link in driver.find_elements(By.CSS_SELECTOR, '#sidebar a[aria-current="page"]')]


def article(driver):
    return driver.find_element(By.CSS_SELECTOR, "article.article")


def check_home_is_the_catalog_root(driver, sites):
    open_page(driver, sites.shapes, "index.html")
    assert driver.find_element(By.CSS_SELECTOR, ".article h1").text == "Shapes", "the home is the root page, Shapes"
    text = article(driver).text
    for prose in ("Measure, move and paint simple figures.", "Shapes gives you a few value types for flat geometry"):
        assert prose in text, f"the home page lacks the root's overview: {prose!r}"
    assert not driver.find_elements(By.CSS_SELECTOR, ".guide-card"), "the home is a list of guides, not the root page"
    assert driver.find_element(By.CSS_SELECTOR, ".topbar .site-title").text == "Shapes"
    assert driver.title.startswith("Shapes"), driver.title
    home = driver.current_url
    to_home = [link for link in driver.find_elements(By.CSS_SELECTOR, "#sidebar .nav-link")
               if link.get_attribute("href") == home]
    assert len(to_home) == 1, f"the sidebar links the home {len(to_home)} times"
    assert label_of(to_home[0]) == "Shapes" and current_pages(driver) == ["Shapes"], label_of(to_home[0])
    labels = [link.text for link in driver.find_elements(By.CSS_SELECTOR, "#sidebar .nav-link")]
    assert "Overview" not in labels, f"the sidebar has an Overview link beside the root: {labels}"
    shot(driver, "catalog-home")


def check_sidebar_follows_the_topics(driver, sites):
    open_page(driver, sites.shapes, "index.html")
    rows = sidebar_rows(driver)
    # The groups, pages and nesting first; which labels are code at the end.
    plain, wanted = [row.replace("``", "") for row in rows], [row.replace("``", "") for row in SIDEBAR]
    assert plain == wanted, "the sidebar is not the root's Topics (- expected, + shown):\n" + "\n".join(
        difflib.ndiff(wanted, plain))
    # Circle's members, listed in Circle.md's Topics, start to the right of Circle.
    circle = box(driver, sidebar_link(driver, "Circle").find_element(By.CSS_SELECTOR, ".nav-label"))
    for name in ("init(radius:)", "area", "moved(by:)"):
        member = box(driver, sidebar_link(driver, name).find_element(By.CSS_SELECTOR, ".nav-label"))
        assert member["left"] >= circle["left"] + 8, f"{name} starts at {member['left']:.0f}px, Circle at {circle['left']:.0f}px"
    shapes = box(driver, sidebar_link(driver, "Shape").find_element(By.CSS_SELECTOR, ".nav-label"))
    assert abs(shapes["left"] - circle["left"]) < 1, "Shape, after Circle's members, is back at Circle's level"
    # Long labels wrap inside the sidebar, at its width and at a narrower one.
    sidebar = driver.find_element(By.ID, "sidebar")
    for width in (None, "12rem"):
        if width:
            driver.execute_script("document.documentElement.style.setProperty('--sidebar', arguments[0])", width)
        edge = driver.execute_script(
            "var s = arguments[0], r = s.getBoundingClientRect(); return r.left + s.clientLeft + s.clientWidth"
            " - parseFloat(getComputedStyle(s).paddingRight);", sidebar)
        wrapped = 0
        for label in sidebar.find_elements(By.CSS_SELECTOR, ".nav-label"):
            text = driver.execute_script(TEXT_LINES, label)
            assert text["right"] <= edge + 1, f"{label.text!r} ends at {text['right']:.0f}px, past the sidebar's {edge:.0f}px"
            wrapped += text["lines"] > 1 and bool(label.find_elements(By.TAG_NAME, "code"))
        overflow = driver.execute_script("return arguments[0].scrollWidth - arguments[0].clientWidth", sidebar)
        assert overflow <= 0, f"the sidebar scrolls sideways by {overflow}px"
        if width:
            assert wrapped >= 2, f"at {width} {wrapped} symbols wrap: the check does not test wrapping"
            shot(driver, "catalog-sidebar-narrow")
            driver.execute_script("document.documentElement.style.removeProperty('--sidebar')")
    # The Topics in the page show each page's summary under its link.
    summaries = {}
    for item in article(driver).find_elements(By.XPATH, ".//h2[@id='topics' or a/@id='topics']/following-sibling::ul/li"):
        link = item.find_element(By.TAG_NAME, "a")
        summary = item.find_element(By.CSS_SELECTOR, ".topic-summary")
        assert summary.is_displayed() and box(driver, summary)["top"] >= box(driver, link)["bottom"] - 1, \
            f"the summary of {link.text} is not under its link"
        summaries[link.text] = summary.text
    assert summaries.get("Getting Started with Shapes") == "Make a circle, measure it and put it on a canvas.", summaries
    assert summaries.get("Circle") == "A round shape defined by its radius.", summaries
    assert summaries.get("tolerance") == "How close two measurements must be to count as equal.", summaries
    assert len(summaries) == 9, f"{len(summaries)} Topics entries: {summaries}"
    driver.execute_script("document.getElementById('topics').scrollIntoView()")
    shot(driver, "catalog-topics")
    # Symbols read as code, articles as prose.
    not_code = [row.strip() for row, shown in zip(SIDEBAR, rows) if row != shown]
    assert not not_code, f"symbols shown as prose, or articles as code, in the sidebar: {not_code}"
    mono = font(driver, sidebar_link(driver, "Canvas").find_element(By.TAG_NAME, "code"))
    prose = font(driver, sidebar_link(driver, "Getting Started with Shapes").find_element(By.CSS_SELECTOR, ".nav-label"))
    assert "monospace" in mono and mono != prose, f"symbols are in {mono}, articles in {prose}"


def check_symbol_page(driver, sites):
    open_page(driver, sites.shapes, "index.html")
    sidebar_link(driver, "Layer").click()
    wait(driver, lambda d: d.current_url.endswith("/documentation/shapes/canvas/layer.html"))
    page = article(driver)
    assert page.find_element(By.TAG_NAME, "h1").text == "Layer"
    kind = page.find_element(By.CSS_SELECTOR, ".symbol-kind")
    assert kind.is_displayed() and kind.get_attribute("textContent") == "Structure", kind.text
    declaration = page.find_element(By.CSS_SELECTOR, "pre.declaration")
    assert declaration.text == "struct Layer", declaration.text
    keyword = declaration.find_element(By.CSS_SELECTOR, ".hl-k")
    colours = driver.execute_script(
        "return [getComputedStyle(arguments[0]).color, getComputedStyle(arguments[1]).color]", keyword, declaration)
    assert keyword.text == "struct" and colours[0] != colours[1], f"the declaration is not highlighted: {colours}"
    assert "A named group of shapes painted in one color." in page.text, "the doc comment's summary is missing"
    assert "mixes with the layers below it as its blend says" in page.text.replace("\n", " "), "the comment's discussion"
    topics = page.find_element(By.CSS_SELECTOR, "h2#topics")
    groups = [h.text for h in topics.find_elements(By.XPATH, "following-sibling::h3")]
    assert groups == ["Initializers", "Instance Properties", "Enumerations"], groups
    members = {}
    for item in page.find_elements(By.CSS_SELECTOR, "ul.symbol-topics li"):
        link = item.find_element(By.CSS_SELECTOR, "a code")
        summary = item.find_element(By.CSS_SELECTOR, ".symbol-summary")
        assert summary.is_displayed() and box(driver, summary)["top"] >= box(driver, link)["bottom"] - 1
        members[link.text] = summary.text
    assert members == {
        "init(name:color:shapes:)": "Creates a layer.",
        "blend": "How this layer mixes with the ones below, one of the Blend modes.",
        "color": "The paint for every shape in the layer.",
        "name": "The name shown in the layer list.",
        "shapes": "The shapes in drawing order.",
        "Blend": "The ways a layer can mix with the ones below it.",
    }, members
    assert current_pages(driver) == ["Layer"], current_pages(driver)
    current = driver.find_element(By.CSS_SELECTOR, '#sidebar a[aria-current="page"]')
    weight = driver.execute_script("return getComputedStyle(arguments[0]).fontWeight", current)
    assert int(weight) >= 600, f"the current page is not set apart ({weight})"
    crumbs = page.find_elements(By.CSS_SELECTOR, "nav.breadcrumb a")
    assert [crumb.text for crumb in crumbs] == ["Shapes", "Canvas"], [crumb.text for crumb in crumbs]
    assert box(driver, crumbs[0])["bottom"] <= box(driver, page.find_element(By.TAG_NAME, "h1"))["top"], \
        "the breadcrumb is above the title"
    shot(driver, "catalog-symbol")
    # The breadcrumb leads up: to Canvas, then to the root.
    crumbs[-1].click()
    wait(driver, lambda d: d.current_url.endswith("/documentation/shapes/canvas.html"))
    assert article(driver).find_element(By.TAG_NAME, "h1").text == "Canvas"
    assert article(driver).find_element(By.CSS_SELECTOR, ".symbol-kind").get_attribute("textContent") == "Class"
    crumbs = driver.find_elements(By.CSS_SELECTOR, "nav.breadcrumb a")
    assert [crumb.text for crumb in crumbs] == ["Shapes"], [crumb.text for crumb in crumbs]
    crumbs[0].click()
    wait(driver, lambda d: d.current_url.endswith("/index.html"))
    assert article(driver).find_element(By.TAG_NAME, "h1").text == "Shapes"


def check_symbol_link_opens_its_page(driver, sites):
    open_page(driver, sites.shapes, "GettingStarted.html")
    page = article(driver)
    links = [link for link in page.find_elements(By.CSS_SELECTOR, "a.symbol-link") if link.text == "area"]
    assert len(links) == 1, f"{len(links)} links read area"
    link = links[0]
    assert link.find_element(By.TAG_NAME, "code").text == "area", "the link shows the symbol's name in code"
    # A typo stays code, not a link, and looks unlike one.
    typo = next((code for code in page.find_elements(By.TAG_NAME, "code")
                 if code.get_attribute("textContent") == "color/opposite"), None)
    assert typo is not None, "the unresolved ``color/opposite`` is not shown as code"
    assert not typo.find_elements(By.XPATH, "ancestor::a"), "the unresolved ``color/opposite`` is a link"
    colours = driver.execute_script("return [getComputedStyle(arguments[0]).color, getComputedStyle(arguments[1]).color]",
                                    link.find_element(By.TAG_NAME, "code"), typo)
    assert colours[0] != colours[1], f"a link and a typo look alike ({colours[0]})"
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    shot(driver, "catalog-symbol-link")
    link.click()
    wait(driver, lambda d: d.current_url.endswith("/documentation/shapes/circle/area.html"))
    page = article(driver)
    assert page.find_element(By.TAG_NAME, "h1").text == "area"
    assert page.find_element(By.CSS_SELECTOR, ".symbol-kind").get_attribute("textContent") == "Instance Property"
    assert "The circle's surface, computed from radius." in page.text
    assert page.find_element(By.CSS_SELECTOR, "pre.declaration").text == "var area: Double { get }"
    assert current_pages(driver) == ["area"], current_pages(driver)


def check_anchor_in_the_headings_case_lands_on_it(driver, sites):
    assert "missing anchor" not in sites.notes_output, sites.notes_output
    # <doc:Tides#Slack-Water>, shown with the heading's title, and [the spring tides](Tides.md#Spring-Tides).
    for text, heading in (("Slack water", "Slack water"), ("the spring tides", "Spring tides")):
        open_page(driver, sites.notes, "index.html")
        article(driver).find_element(By.LINK_TEXT, text).click()
        wait(driver, lambda d: "/Tides.html#" in d.current_url)
        fragment = driver.execute_script("return location.hash")
        assert fragment == "#" + heading.lower().replace(" ", "-"), f"{text}: the page opened at {fragment!r}"
        target = driver.execute_script(
            "return document.getElementById(arguments[0]).closest('h1, h2, h3, h4')", fragment[1:])
        assert target is not None and target.text == heading, f"{text}: the link lands on {target and target.text!r}"
        wait(driver, lambda d: in_view(d, target))
        assert driver.execute_script("return scrollY") > 0, f"{text}: the page did not scroll"
        bar = box(driver, driver.find_element(By.CSS_SELECTOR, ".topbar"))["bottom"]
        assert box(driver, target)["top"] >= bar - 1, f"{text}: the heading is under the top bar"
        shot(driver, "catalog-anchor-" + heading.split()[0].lower())


# A symbol's page three folders down, and the sidebar link that leads to it.
DEEP_PAGE, DEEP_LABEL = "documentation/shapes/circle/area.html", "area"


def check_the_shared_sidebar_at_every_depth(driver, sites, base=None):
    """From the site's one sidebar file, every page shows the same sidebar with links that work from its own folder,
    its own link marked and, in a sidebar too short for the whole list, scrolled into view."""
    pages = sorted(set(sites.shapes.rglob("*.html")) - {sites.shapes / "404.html", sites.shapes / "contents.html"})
    assert (sites.shapes / DEEP_PAGE) in pages, f"no page {DEEP_PAGE}"
    address = (lambda name: base + name) if base else (lambda name: (sites.shapes / name).as_uri())
    wanted = None
    for page in pages:
        name = page.relative_to(sites.shapes).as_posix()
        driver.get(address(name))
        links = driver.execute_script(
            "return Array.from(document.querySelectorAll('#sidebar a.nav-link')).map(a => a.href)")
        if wanted is None:
            wanted = links
        assert links == wanted, f"{name}: the sidebar's links lead elsewhere than the root page's"
    prefix = address("index.html")[:-len("index.html")]
    targets = [link[len(prefix):] for link in wanted]
    missing = [target for target in targets if not (sites.shapes / target).exists()]
    assert not missing, f"the sidebar links to pages that do not exist: {missing}"
    driver.set_window_size(1400, 300)
    try:
        driver.get(address(DEEP_PAGE))
        assert current_pages(driver) == [DEEP_LABEL], current_pages(driver)
        current = driver.find_element(By.CSS_SELECTOR, '#sidebar a[aria-current="page"]')
        sidebar = driver.find_element(By.ID, "sidebar")
        assert driver.execute_script("return arguments[0].scrollHeight > arguments[0].clientHeight", sidebar), \
            "the sidebar fits whole: nothing to scroll into view"
        inside = driver.execute_script("""
            var s = arguments[0].getBoundingClientRect(), c = arguments[1].getBoundingClientRect();
            return c.top >= s.top && c.bottom <= s.bottom;""", sidebar, current)
        assert inside, "the current page's link is scrolled out of the sidebar's view"
        assert driver.execute_script("return scrollY") == 0, "the page itself scrolled"
        shot(driver, "catalog-sidebar-current" + ("-http" if base else ""))
        # A link of the sidebar leads from the deep page to its target.
        sidebar_link(driver, "Layer").click()
        wait(driver, lambda d: d.current_url.endswith("/documentation/shapes/canvas/layer.html"))
        wait(driver, lambda d: current_pages(d) == ["Layer"])
    finally:
        driver.set_window_size(1400, 1000)


def check_the_shared_sidebar_over_http(driver, sites):
    server = SiteServer(sites.shapes)
    try:
        check_the_shared_sidebar_at_every_depth(driver, sites, base=server.url)
    finally:
        server.stop()


def check_every_page_is_reached_without_javascript(driver, sites):
    """Without scripts the sidebar is a link to contents.html, which links every page (the symbols' too)."""
    options = webdriver.ChromeOptions()
    options.binary_location = first_existing("/usr/bin/chromium", "/usr/bin/chromium-browser")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1000"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    service = Service(executable_path=first_existing("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"))
    plain = webdriver.Chrome(service=service, options=options)
    try:
        for width in (1400, 390):
            plain.set_window_size(width, 1000)
            plain.get((sites.shapes / DEEP_PAGE).as_uri())
            every = plain.find_element(By.LINK_TEXT, "Every page")
            assert every.is_displayed(), f"at {width}px without scripts the link to every page is hidden"
            every.click()
            wait(plain, lambda d: d.current_url.endswith("/contents.html"))
            shot(plain, f"catalog-contents-{width}")
        sidebar = plain.find_element(By.ID, "sidebar")
        assert sidebar.is_displayed(), "the contents page's list is hidden on a phone without scripts"
    finally:
        plain.quit()
    # From the contents page, plain links lead to every page: some symbols are listed only on their type's page.
    top = sites.shapes.resolve()
    pages = set(top.rglob("*.html")) - {top / "404.html"}
    reached, queue = set(), [top / "contents.html"]
    while queue:
        page = queue.pop()
        if page in reached or page not in pages:
            continue
        reached.add(page)
        for href in re.findall(r'<a [^>]*href="([^"#?:]+)', page.read_text()):
            queue.append((page.parent / unquote(html.unescape(href))).resolve())
    unreached = sorted(page.relative_to(top).as_posix() for page in pages - reached)
    assert not unreached, f"pages no link leads to from the contents page: {unreached}"


def check_no_console_errors(driver, sites):
    """Nothing the checks above did, and no page of both sites opened once more, logs an error (nor fails to load
    a file). The 404 page is left out: it links its files from the site's root, for a server to send it at any path."""
    errors = [f"during the checks: {entry['message']}" for entry in driver.get_log("browser")
              if entry["level"] == "SEVERE"]
    for site in (sites.shapes, sites.notes):
        for page in sorted(set(site.rglob("*.html")) - {site / "404.html"}):
            driver.get(page.as_uri())
            errors += [f"{page.relative_to(site)}: {entry['message']}" for entry in driver.get_log("browser")
                       if entry["level"] == "SEVERE"]
    assert not errors, "console errors:\n  " + "\n  ".join(errors)


CHECKS = [
    check_home_is_the_catalog_root,
    check_sidebar_follows_the_topics,
    check_symbol_page,
    check_symbol_link_opens_its_page,
    check_anchor_in_the_headings_case_lands_on_it,
    check_the_shared_sidebar_at_every_depth,
    check_the_shared_sidebar_over_http,
    check_every_page_is_reached_without_javascript,
    check_no_console_errors,
]


def build(command, name):
    """Runs a build; returns its output, or None (having printed it) when it failed."""
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stdout + result.stderr, file=sys.stderr)
        print(f"browser catalog: the {name} site did not build", file=sys.stderr)
        return None
    return result.stdout + result.stderr


def main():
    if len(sys.argv) < 2:
        print("usage: test_catalog.py PLAYBOOK_EXECUTABLE", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="playbook-catalog-") as temporary:
        folder = Path(temporary)
        package = folder / "SymbolPackage"
        shutil.copytree(FIXTURE, package, ignore=shutil.ignore_patterns(".build"))
        notes = folder / "Notes.docc"
        notes.mkdir()
        for name, text in ANCHORS.items():
            (notes / name).write_text(text)
        sites = SimpleNamespace(shapes=folder / "shapes-site", notes=folder / "notes-site")
        shapes_output = build([sys.argv[1], "build", str(package / CATALOG), "--symbols", "--no-verify",
                               "--out", str(sites.shapes)], "Shapes")
        sites.notes_output = build([sys.argv[1], "build", str(notes), "--no-verify", "--out", str(sites.notes)], "Notes")
        if shapes_output is None or sites.notes_output is None:
            return 1
        driver = make_driver()
        try:
            passed, failed = run_checks(driver, CHECKS, sites)
        finally:
            driver.quit()
    print(f"browser catalog: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
