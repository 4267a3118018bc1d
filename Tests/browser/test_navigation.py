#!/usr/bin/env python3
"""Instant navigation in headless Chromium (Debian's chromium and chromium-driver,
driven by Selenium): builds guides/ without verifying, serves the site over
http://127.0.0.1 and checks that a link swaps the article in without loading the
page (the sidebar keeps its scroll, the reader's sample stays), that back and
forward restore the scroll, that a link to a section lands on it, that a search
result still opens and that from file:// and without JavaScript links are plain.
The preview's live reload after such a swap is checked by test_serve.py.

Usage: python3 Tests/browser/test_navigation.py PLAYBOOK_EXECUTABLE
Ends with the line "browser navigation: N passed, N failed"; exits 1 when a check failed.
"""
import functools
import re
import http.server
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_site import ROOT, first_existing, make_driver, run_checks, shot, wait


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


class SiteServer:
    """The built site over http, on a free port of 127.0.0.1."""

    def __init__(self, folder):
        handler = functools.partial(QuietHandler, directory=str(folder))
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def stop(self):
        self.server.shutdown()


def mark(driver):
    """A value that lives as long as the document: a page load loses it, a swap keeps it."""
    driver.execute_script("window.playbookNavigationMarker = true")


def still_marked(driver):
    return driver.execute_script("return window.playbookNavigationMarker === true")


def heading(driver):
    # Read in one script: an element found in one call may be swapped out before the next.
    return driver.execute_script("var h = document.querySelector('#content h1'); return h ? h.textContent : ''")


def open_guide(driver, site):
    driver.get(site.url + "viewmodel-list.html")
    wait(driver, lambda d: d.execute_script("return document.readyState") == "complete")
    mark(driver)


def check_a_link_swaps_the_article_and_keeps_the_page(driver, site):
    open_guide(driver, site)
    sidebar = driver.find_element(By.ID, "sidebar")
    driver.execute_script("arguments[0].scrollTop = 60", sidebar)
    before = heading(driver)
    link = driver.find_element(By.CSS_SELECTOR, ".pager-next")
    target = link.get_attribute("href")
    driver.execute_script("arguments[0].scrollIntoView()", link)
    link.click()
    wait(driver, lambda d: heading(d) != before)
    assert driver.current_url == target, f"the address is the next page's ({driver.current_url})"
    assert still_marked(driver), "the next page was loaded whole instead of swapped in"
    assert driver.execute_script("return window.scrollY") == 0, "the next page starts at its top"
    assert driver.execute_script("return arguments[0].scrollTop", sidebar) == 60, "the sidebar keeps its scroll"
    current = driver.find_elements(By.CSS_SELECTOR, '#sidebar a[aria-current="page"]')
    assert len(current) == 1 and current[0].get_attribute("href") == target, "the sidebar marks the new page"
    assert heading(driver) in driver.title, "the window title is the new page's"
    shot(driver, "navigation-next")


def check_back_and_forward_restore_the_scroll(driver, site):
    open_guide(driver, site)
    driver.execute_script("window.scrollTo(0, 700)")
    wait(driver, lambda d: d.execute_script("return window.scrollY") == 700)
    first = heading(driver)
    # Clicked from script: a pointer click would first scroll the link into view.
    driver.execute_script("document.querySelector('.pager-next').click()")
    wait(driver, lambda d: heading(d) != first)
    second = heading(driver)
    driver.execute_script("window.scrollTo(0, 300)")
    driver.back()
    wait(driver, lambda d: heading(d) == first)
    wait(driver, lambda d: d.execute_script("return window.scrollY") == 700, 3)
    driver.forward()
    wait(driver, lambda d: heading(d) == second)
    wait(driver, lambda d: d.execute_script("return window.scrollY") == 300, 3)
    assert still_marked(driver), "back and forward loaded pages whole"


def check_a_link_to_a_section_lands_on_it(driver, site):
    driver.get(site.url + "index.html")
    mark(driver)
    anchors = driver.execute_script("""
        return Array.from(document.querySelectorAll('#sidebar a.nav-link')).map(a => a.href)
          .filter(href => !href.endsWith('index.html') && !href.endsWith('report.html'))""")
    # A link the article could hold: to the last section of another guide, far down its page.
    target = anchors[1]
    section = re.findall(r'<h2><a class="heading-anchor" id="([^"]+)"', (site.folder / target.rsplit("/", 1)[1]).read_text())[-1]
    driver.execute_script("""
        var link = document.createElement('a');
        link.id = 'section-link'; link.textContent = 'a section';
        link.href = arguments[0];
        document.querySelector('#content .article').prepend(link);""", target + "#" + section)
    driver.find_element(By.ID, "section-link").click()
    wait(driver, lambda d: d.current_url.endswith("#" + section))
    wait(driver, lambda d: d.find_elements(By.ID, section))
    assert still_marked(driver), "the page was loaded whole"
    top, scrolled, bottom = driver.execute_script("""
        return [document.getElementById(arguments[0]).getBoundingClientRect().top, window.scrollY,
                document.documentElement.scrollHeight - window.innerHeight]""", section)
    assert scrolled > 0 and (0 <= top < 200 or scrolled >= bottom - 1), \
        f"the section's heading is at the top of the window ({top}px), or the page is at its end"


def check_the_sample_choice_stays(driver, site):
    open_guide(driver, site)
    button = driver.find_element(By.CSS_SELECTOR, ".page-switch .variant-button:not([data-variant='template'])"
                                                  ":not(.own-names-button)")
    sample = button.get_attribute("data-variant")
    button.click()
    first = heading(driver)
    driver.find_element(By.CSS_SELECTOR, ".pager-next").click()
    wait(driver, lambda d: heading(d) != first)
    assert still_marked(driver), "the page was loaded whole"
    pressed = driver.find_elements(By.CSS_SELECTOR, f'.page-switch .variant-button[data-variant="{sample}"]'
                                                    '[aria-pressed="true"]')
    assert pressed, f"the next page shows the sample {sample} too"
    filled = driver.execute_script("""
        return Array.from(document.querySelectorAll('.ph[data-ph]')).filter(m => !m.closest('pre'))
          .every(m => !m.textContent.includes('{'))""")
    assert filled, "the new page's placeholders are filled with the sample"
    driver.find_element(By.CSS_SELECTOR, '.page-switch .variant-button[data-variant="template"]').click()


def check_a_search_result_opens_in_place(driver, site):
    open_guide(driver, site)
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    search = driver.switch_to.active_element
    search.send_keys("stateless")
    wait(driver, lambda d: d.find_element(By.ID, "search-results").is_displayed())
    first = heading(driver)
    driver.find_element(By.CSS_SELECTOR, "#search-results li a").click()
    wait(driver, lambda d: heading(d) != first)
    assert still_marked(driver), "the result was loaded whole"
    wait(driver, lambda d: not d.find_element(By.ID, "search-results").is_displayed(), 3)
    search = driver.find_element(By.ID, "search-input")
    search.clear()
    search.send_keys("list")
    wait(driver, lambda d: d.find_element(By.ID, "search-results").is_displayed())
    assert driver.find_elements(By.CSS_SELECTOR, "#search-results li a"), "search still answers after a swap"
    search.send_keys(Keys.ESCAPE)


def check_file_urls_keep_plain_links(driver, site):
    driver.get((site.folder / "viewmodel-list.html").as_uri())
    mark(driver)
    first = heading(driver)
    driver.find_element(By.CSS_SELECTOR, ".pager-next").click()
    wait(driver, lambda d: heading(d) != first)
    assert not still_marked(driver), "from file:// a link loads the page"


def check_links_work_without_javascript(driver, site):
    options = webdriver.ChromeOptions()
    options.binary_location = first_existing("/usr/bin/chromium", "/usr/bin/chromium-browser")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    service = Service(executable_path=first_existing("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"))
    plain = webdriver.Chrome(service=service, options=options)
    try:
        plain.get(site.url + "viewmodel-list.html")
        first = heading(plain)
        plain.find_element(By.CSS_SELECTOR, ".pager-next").click()
        wait(plain, lambda d: heading(d) != first)
    finally:
        plain.quit()


CHECKS = [
    check_a_link_swaps_the_article_and_keeps_the_page,
    check_back_and_forward_restore_the_scroll,
    check_a_link_to_a_section_lands_on_it,
    check_the_sample_choice_stays,
    check_a_search_result_opens_in_place,
    check_file_urls_keep_plain_links,
    check_links_work_without_javascript,
]


def main():
    if len(sys.argv) < 2:
        print("usage: test_navigation.py PLAYBOOK_EXECUTABLE", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="playbook-navigation-") as temporary:
        folder = Path(temporary) / "site"
        build = subprocess.run([sys.argv[1], "build", str(ROOT / "guides"), "--no-verify", "--out", str(folder)],
                               capture_output=True, text=True)
        if build.returncode != 0:
            print(build.stdout + build.stderr, file=sys.stderr)
            print("browser navigation: the site did not build", file=sys.stderr)
            return 1
        site = SiteServer(folder)
        site.folder = folder
        driver = make_driver()
        try:
            passed, failed = run_checks(driver, CHECKS, site)
        finally:
            driver.quit()
            site.stop()
    print(f"browser navigation: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
