#!/usr/bin/env python3
"""Opens the site of this project's guides (built with --no-verify, so no
compiler runs) in headless Chromium and checks what a reader sees across a
whole page: the sample choice fills block paths and file trees, the reader's
own names fill the page and persist to the next one, the closed phone drawer
takes no focus, and every badge and button reads at 4.5:1 or better in both
colour schemes, measured from the browser's computed colours.

Usage: python3 Tests/browser/test_page.py PLAYBOOK_EXECUTABLE
Ends with the line "browser page: N passed, N failed"; exits 1 when a check failed.
"""
import sys
import tempfile
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_site import ROOT, build_and_check, shot, wait

# A guide whose Swift blocks name their target files with placeholders, and the guide with the project's file tree.
GUIDE = "viewmodel-list.html"
TREE_GUIDE = "overview.html"


def fresh(driver, site, name):
    driver.get((site / name).as_uri())
    driver.execute_script("localStorage.clear()")
    driver.get((site / name).as_uri())


def page_button(driver, variant):
    return driver.find_element(By.CSS_SELECTOR, f'.page-switch .variant-button[data-variant="{variant}"]')


def check_sample_choice_fills_block_paths_and_file_trees(driver, site):
    fresh(driver, site, GUIDE)
    title = next(t for t in driver.find_elements(By.CSS_SELECTOR, "figure.swift .code-title") if "{Name}" in t.text)
    before = title.text
    page_button(driver, "character").click()
    assert "Character" in title.text and "{Name}" not in title.text, f"the block's path still reads {title.text}"
    heading_marks = driver.find_elements(By.CSS_SELECTOR, "article p .ph[data-ph], article h2 .ph[data-ph], article h3 .ph[data-ph]")
    assert all("{" not in mark.text for mark in heading_marks), "prose and headings are filled too"
    shot(driver, "page-sample-character")
    driver.get((site / TREE_GUIDE).as_uri())
    tree = next(pre for pre in driver.find_elements(By.CSS_SELECTOR, "figure.plain pre") if pre.find_elements(By.CSS_SELECTOR, ".ph"))
    assert "{Name}" not in tree.text and "Character" in tree.text, "the chosen sample persists to the file tree of the next page"
    page_button(driver, "episode").click()
    assert "Episode" in tree.text and "Character" not in tree.text, "the file tree follows the new choice"
    page_button(driver, "template").click()
    assert "{Name}" in tree.text, "the template shows the placeholders again"
    driver.get((site / GUIDE).as_uri())
    title = next(t for t in driver.find_elements(By.CSS_SELECTOR, "figure.swift .code-title") if "{Name}" in t.text)
    assert title.text == before


def check_own_names_fill_the_page_and_persist(driver, site):
    fresh(driver, site, GUIDE)
    driver.find_element(By.CSS_SELECTOR, ".own-names-button").click()
    form = driver.find_element(By.ID, "own-names-form")
    assert form.is_displayed(), "Your names opens the form"
    name = form.find_element(By.CSS_SELECTOR, 'input[name="Name"]')
    screen = form.find_element(By.CSS_SELECTOR, 'input[name="Screen"]')
    name.send_keys("my name<b>")
    form.find_element(By.CSS_SELECTOR, ".own-names-apply").click()
    error = form.find_element(By.CSS_SELECTOR, ".own-names-error")
    assert "Swift name cannot" in error.text, f"a value that is no Swift name is refused: {error.text!r}"
    assert name.get_attribute("aria-invalid") == "true"
    name.clear()
    name.send_keys("Invoice")
    screen.send_keys("InvoiceList")
    form.find_element(By.CSS_SELECTOR, ".own-names-apply").click()
    marks = driver.find_elements(By.CSS_SELECTOR, 'article .ph[data-ph="Name"]')
    assert marks and all(m.get_attribute("textContent") == "Invoice" for m in marks), "every {Name} reads Invoice"
    lower = driver.find_elements(By.CSS_SELECTOR, 'article .ph[data-ph="name"]')
    assert all(m.get_attribute("textContent") == "invoice" for m in lower), "{name} reads invoice"
    status = driver.find_element(By.CSS_SELECTOR, ".own-names-status")
    assert "Not verified with these names" in status.text
    command = status.find_element(By.CSS_SELECTOR, ".own-names-command").text
    assert command == "playbook new viewmodel-list.md --set Name=Invoice --set Screen=InvoiceList --dry-run", command
    notes = [n for n in driver.find_elements(By.CSS_SELECTOR, ".own-names-note") if n.is_displayed()]
    assert notes, "each block with placeholders says it was not verified with these names"
    assert driver.find_elements(By.CSS_SELECTOR, ".ph-unverified"), "filled names are marked as unverified"
    assert not driver.find_elements(By.CSS_SELECTOR, "article b"), "typed text never becomes markup"
    shot(driver, "page-own-names")
    driver.find_element(By.CSS_SELECTOR, ".pager-next").click()
    wait(driver, lambda d: GUIDE not in d.current_url)
    marks = driver.find_elements(By.CSS_SELECTOR, 'article .ph[data-ph="Name"]')
    assert marks and all(m.get_attribute("textContent") == "Invoice" for m in marks), "the next page fills with the same names"
    assert driver.find_element(By.CSS_SELECTOR, ".own-names-button").get_attribute("aria-pressed") == "true"
    copy_text = next(p for p in driver.find_elements(By.CSS_SELECTOR, "figure.swift pre.variant") if p.is_displayed()).get_attribute("textContent")
    assert "Invoice" in copy_text and "{Name}" not in copy_text, "the code the copy button takes holds the reader's names"
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    driver.switch_to.active_element.send_keys("Invoice")
    results = wait(driver, lambda d: d.find_element(By.ID, "search-results") if d.find_element(By.ID, "search-results").is_displayed() else None)
    assert "Invoice" in results.text, "search results read with the reader's names"
    shot(driver, "page-own-names-next")
    driver.execute_script("localStorage.clear()")


def check_closed_phone_drawer_takes_no_focus(driver, site):
    driver.set_window_size(390, 844)
    try:
        fresh(driver, site, GUIDE)
        body = driver.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.TAB)
        for _ in range(12):
            focused = driver.switch_to.active_element
            inside = driver.execute_script("return Boolean(arguments[0].closest('#sidebar'))", focused)
            assert not inside, f"Tab reached {focused.text!r} in the closed drawer"
            focused.send_keys(Keys.TAB)
        menu = driver.find_element(By.CSS_SELECTOR, ".menu-button")
        menu.click()
        link = driver.find_element(By.CSS_SELECTOR, "#sidebar .nav-link")
        wait(driver, lambda d: link.is_displayed())
        driver.execute_script("arguments[0].focus()", link)
        assert driver.switch_to.active_element == link, "the open drawer's links take focus"
        shot(driver, "page-phone-drawer-open")
        toc = driver.find_element(By.CSS_SELECTOR, ".toc-inline")
        assert toc.is_displayed(), "a phone gets the contents at the top of the article"
        driver.get((site / "report.html").as_uri())
        width = driver.execute_script("return document.documentElement.scrollWidth")
        assert width <= 391, f"the report fits a phone's width ({width}px); its table scrolls on its own"
        shot(driver, "page-phone-report")
    finally:
        driver.set_window_size(1400, 1000)


def check_callouts_render_as_notes_with_titles(driver, site):
    rule = "return getComputedStyle(arguments[0]).borderLeftColor"
    fresh(driver, site, TREE_GUIDE)
    tip = driver.find_element(By.CSS_SELECTOR, ".callout.callout-tip")
    assert tip.get_attribute("role") == "note"
    assert tip.find_element(By.CSS_SELECTOR, ".callout-title").text == "Tip"
    assert "[!TIP]" not in tip.text, "the marker is not shown"
    assert "playbook new viewmodel-list.md" in tip.find_element(By.TAG_NAME, "code").text
    tip_rule = driver.execute_script(rule, tip)
    fresh(driver, site, "design-principles.html")
    warning = driver.find_element(By.CSS_SELECTOR, ".callout.callout-warning")
    assert warning.find_element(By.CSS_SELECTOR, ".callout-title").text == "Warning"
    assert driver.execute_script(rule, warning) != tip_rule, "each kind has its own colour"
    shot(driver, "page-callout")


CONTRAST = """
function parse(color) {
  var m = color.match(/rgba?\\(([^)]+)\\)/); if (!m) { return [0, 0, 0, 0]; }
  var p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
}
function over(top, bottom) {
  var a = top[3] + bottom[3] * (1 - top[3]); if (!a) { return [0, 0, 0, 0]; }
  return [0, 1, 2].map(function (i) { return (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a; }).concat([a]);
}
function background(element) {
  var layers = [];
  for (var e = element; e; e = e.parentElement) { layers.push(parse(getComputedStyle(e).backgroundColor)); }
  var page = parse(getComputedStyle(document.documentElement).backgroundColor);
  var color = page[3] ? page : (matchMedia('(prefers-color-scheme: dark)').matches ? [0, 0, 0, 1] : [255, 255, 255, 1]);
  for (var i = layers.length - 1; i >= 0; i--) { color = over(layers[i], color); }
  return color;
}
function luminance(c) {
  return [0, 1, 2].map(function (i) { var v = c[i] / 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); })
    .reduce(function (sum, v, i) { return sum + v * [0.2126, 0.7152, 0.0722][i]; }, 0);
}
var failures = [], checked = 0;
document.querySelectorAll(arguments[0]).forEach(function (element) {
  if (!element.getClientRects().length || !element.textContent.trim()) { return; }
  var back = background(element), fore = over(parse(getComputedStyle(element).color), back);
  var l1 = luminance(fore), l2 = luminance(back), ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
  checked++;
  if (ratio < 4.5) { failures.push(element.className + " “" + element.textContent.trim().slice(0, 30) + "” " + ratio.toFixed(2)); }
});
return [checked, failures];
"""

ELEMENTS = ".callout-title, .callout p, .badge, button, .own-names-note, .count, .code-title, .ph, .ph-value, .hl-c, .block-reason, .source-path, .summary-chip, .toc-inline summary"

# Every badge kind the site can show, added to a block header so each is measured where it appears.
ALL_BADGES = """
var header = document.querySelector('figure.swift .code-header');
['passed', 'passed-syntax', 'failed', 'blocked', 'skipped', 'unverified', 'verifying'].forEach(function (kind) {
  var badge = document.createElement('span'); badge.className = 'badge badge-' + kind; badge.textContent = kind; header.appendChild(badge);
});
document.querySelectorAll('.badge-verifying').forEach(function (b) { b.style.animation = 'none'; });
"""


def check_badges_and_buttons_contrast_in_both_schemes(driver, site):
    failures = []
    for scheme in ("light", "dark"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        for name in (GUIDE, "report.html", "index.html", TREE_GUIDE, "design-principles.html"):
            fresh(driver, site, name)
            if name == GUIDE:
                driver.execute_script(ALL_BADGES)
                for variant in ("template", "character"):
                    page_button(driver, variant).click()
                    checked, found = driver.execute_script(CONTRAST, ELEMENTS)
                    assert checked > 20, f"only {checked} elements measured on {name}"
                    failures += [f"{scheme} {name} ({variant}): {f}" for f in found]
                driver.find_element(By.CSS_SELECTOR, ".own-names-button").click()
                form = driver.find_element(By.ID, "own-names-form")
                form.find_element(By.CSS_SELECTOR, 'input[name="Name"]').send_keys("Invoice")
                form.find_element(By.CSS_SELECTOR, ".own-names-apply").click()
            checked, found = driver.execute_script(CONTRAST, ELEMENTS)
            failures += [f"{scheme} {name}: {f}" for f in found]
        shot(driver, f"page-contrast-{scheme}")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    driver.execute_script("localStorage.clear()")
    assert not failures, "below 4.5:1:\n  " + "\n  ".join(sorted(set(failures)))


CHECKS = [
    check_sample_choice_fills_block_paths_and_file_trees,
    check_own_names_fill_the_page_and_persist,
    check_closed_phone_drawer_takes_no_focus,
    check_callouts_render_as_notes_with_titles,
    check_badges_and_buttons_contrast_in_both_schemes,
]


def main():
    if len(sys.argv) < 2:
        print("usage: test_page.py PLAYBOOK_EXECUTABLE", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="playbook-page-") as temporary:
        site = Path(temporary) / "site"
        return build_and_check("page", [sys.argv[1], "build", str(ROOT / "guides"), "--no-verify", "--out", str(site)], site, CHECKS)


if __name__ == "__main__":
    sys.exit(main())
