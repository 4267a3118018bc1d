#!/usr/bin/env python3
"""The site's search in headless Chromium (Debian's chromium and chromium-driver,
driven by Selenium), from file:// as the static index allows: results grouped by
page with excerpts that wrap inside the dropdown, a page found only by its title
listed once, excerpts without stray spaces, placeholders found as written, one
typo forgiven, each guide's title landing on that guide first, the keyboard, and
the hits marked on the page a result opens until Escape.

Usage: python3 Tests/browser/test_search.py PLAYBOOK_EXECUTABLE
Ends with the line "browser search: N passed, N failed"; exits 1 when a check failed.
"""
import re
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_site import ROOT, build_and_check, shot, wait


def search(driver, site, query, page="index.html"):
    if not driver.current_url.endswith(page):
        driver.get((site / page).as_uri())
    field = driver.find_element(By.ID, "search-input")
    field.click()
    field.clear()
    field.send_keys(query)
    wait(driver, lambda d: d.find_element(By.ID, "search-results").is_displayed())
    return field


def results(driver):
    """(page, heading-or-title html, excerpt html) of each result, in order."""
    return driver.execute_script("""
        return Array.from(document.querySelectorAll('#search-results li[role=option] a')).map(a => [
          new URL(a.href).pathname.split('/').pop(),
          (a.querySelector('.search-result-title') || {}).innerHTML || '',
          (a.querySelector('.search-result-snippet') || {}).innerHTML || '']);""")


def check_results_are_grouped_by_page_with_wrapping_excerpts(driver, site):
    for width in (1400, 390):
        driver.set_window_size(width, 900)
        driver.get((site / "index.html").as_uri())
        search(driver, site, "viewmodel state")
        found = results(driver)
        pages = [page for page, _, _ in found]
        assert len(driver.find_elements(By.CSS_SELECTOR, "#search-results .search-group")) >= 2, "no page groups"
        assert all(pages.index(page) == i or pages[i - 1] == page for i, page in enumerate(pages)), \
            f"a page's results are not together: {pages}"
        overflow = driver.execute_script("""
            var list = document.getElementById('search-results').getBoundingClientRect();
            return Array.from(document.querySelectorAll('#search-results .search-result-snippet, .search-result-title'))
              .filter(s => s.getBoundingClientRect().right > list.right + 1).length;""")
        assert overflow == 0, f"{overflow} excerpts run past the dropdown at {width}px"
        shot(driver, f"search-grouped-{width}")
    driver.set_window_size(1400, 1000)


def check_a_title_only_match_counts_once(driver, site):
    search(driver, site, "stateless")
    by_page = {}
    for page, title, excerpt in results(driver):
        hit = "<mark>" in title or "<mark>" in excerpt
        by_page.setdefault(page, []).append(hit)
    for page, hits in by_page.items():
        assert hits.count(False) <= 1, f"{page} takes {hits.count(False)} slots without a hit"
        assert all(excerpt for _, _, excerpt in results(driver)), "a result has no excerpt"


def check_excerpts_have_no_stray_spaces(driver, site):
    search(driver, site, "use cases")
    texts = driver.execute_script(
        "return Array.from(document.querySelectorAll('.search-result-snippet')).map(s => s.textContent)")
    stray = [t for t in texts if re.search(r"\w [,:;.)](\s|…|$)", t)]
    assert not stray, f"spaces before punctuation: {stray[:2]}"


def check_placeholders_are_found_as_written_and_as_the_sample(driver, site):
    # With a sample chosen, the index reads as that sample; the placeholder as written still finds the guide.
    driver.get((site / "viewmodel-list.html").as_uri())
    sample = driver.find_element(By.CSS_SELECTOR, ".page-switch .variant-button[data-variant]:not([data-variant=template])")
    sample.click()
    name = driver.execute_script("return document.querySelector('#content h1 .ph, #content .ph').textContent")
    try:
        search(driver, site, "{Name}ListViewModel", page="viewmodel-list.html")
        assert results(driver), "with a sample chosen, searching {Name}ListViewModel finds nothing"
        search(driver, site, name + "ListViewModel", page="viewmodel-list.html")
        assert results(driver), f"searching {name}ListViewModel, as the sample shows it, finds nothing"
    finally:
        driver.find_element(By.CSS_SELECTOR, '.page-switch .variant-button[data-variant="template"]').click()


def check_one_typo_is_forgiven(driver, site):
    search(driver, site, "debonce")
    found = results(driver)
    assert found and any("<mark>" in excerpt for _, _, excerpt in found), "a word one letter short finds nothing"


def check_each_guides_title_lands_on_it_first(driver, site):
    driver.get((site / "index.html").as_uri())
    guides = driver.execute_script("""
        return Array.from(document.querySelectorAll('.guide-card a')).map(a =>
          [a.textContent.trim(), new URL(a.href).pathname.split('/').pop()]);""")
    assert guides, "no guides on the home page"
    for title, page in guides:
        search(driver, site, title)
        first = results(driver)[0][0]
        assert first == page, f"searching “{title}” lands on {first}, not {page}"


def check_keyboard_and_hits_marked_on_the_page_until_escape(driver, site):
    field = search(driver, site, "debounce")
    field.send_keys(Keys.ARROW_DOWN, Keys.ENTER)
    wait(driver, lambda d: "index.html" not in d.current_url)
    marks = driver.find_elements(By.CSS_SELECTOR, "#content mark.search-hit")
    assert marks, "the page a result opened marks nothing"
    assert all("debounce" in m.text.lower() for m in marks)
    shot(driver, "search-landing-marks")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "mark.search-hit"), 3)
    assert "h=" not in urlparse(driver.current_url).query, "Escape leaves the terms in the address"


CHECKS = [
    check_results_are_grouped_by_page_with_wrapping_excerpts,
    check_a_title_only_match_counts_once,
    check_excerpts_have_no_stray_spaces,
    check_placeholders_are_found_as_written_and_as_the_sample,
    check_one_typo_is_forgiven,
    check_each_guides_title_lands_on_it_first,
    check_keyboard_and_hits_marked_on_the_page_until_escape,
]


def main():
    if len(sys.argv) < 2:
        print("usage: test_search.py PLAYBOOK_EXECUTABLE", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="playbook-search-") as temporary:
        site = Path(temporary) / "site"
        return build_and_check("search", [sys.argv[1], "build", str(ROOT / "guides"), "--no-verify", "--out", str(site)],
                               site, CHECKS)


if __name__ == "__main__":
    sys.exit(main())
