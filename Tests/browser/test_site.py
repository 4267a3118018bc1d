#!/usr/bin/env python3
"""Opens the built site in headless Chromium (Debian's chromium and
chromium-driver, driven by Selenium) from file://, as a reader would: search
for a ViewModel, follow a block's verified-example link, switch samples, use
the keyboard, the phone layout and dark mode. Screenshots go to
.build/browser-screenshots/ (never committed) so a person can look at them.

Usage: python3 Tests/browser/test_site.py [SITE_FOLDER]   (default: site/)
Ends with the line "browser: N passed, N failed"; exits 1 when a check failed.
"""
import os
import subprocess
import sys
import traceback
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "site").resolve()
SHOTS = ROOT / ".build" / "browser-screenshots"
# A type every sample instantiates differently: the list screen's ViewModel of the first sample.
SEARCH_NAME = os.environ.get("PLAYBOOK_SEARCH_NAME", "CharacterListViewModel")


def first_existing(*paths):
    return next((p for p in paths if p and Path(p).exists()), None)


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = first_existing(os.environ.get("CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1000"):
        options.add_argument(flag)
    driver_path = first_existing(os.environ.get("CHROMEDRIVER"), "/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver")
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    driver.set_page_load_timeout(30)
    return driver


def page(name):
    return (SITE / name).as_uri()


def wait(driver, condition, seconds=10):
    return WebDriverWait(driver, seconds).until(condition)


def shot(driver, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(SHOTS / f"{name}.png"))


def check_home_lists_guides(driver):
    driver.get(page("index.html"))
    cards = driver.find_elements(By.CSS_SELECTOR, ".guide-card")
    assert len(cards) >= 2, f"the home page lists {len(cards)} guides"
    nav = driver.find_elements(By.CSS_SELECTOR, "#sidebar .nav-link")
    assert len(nav) == len(cards) + 2, "the sidebar lists every guide, the overview and the report"
    assert "passed" in driver.find_element(By.CSS_SELECTOR, ".lead").text, "the home page summarises the verification"
    shot(driver, "home")


def check_search_finds_a_viewmodel(driver):
    driver.get(page("index.html"))
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    search = driver.switch_to.active_element
    assert search.get_attribute("id") == "search-input", "pressing / focuses the search field"
    search.send_keys(SEARCH_NAME)
    results = wait(driver, EC.visibility_of_element_located((By.ID, "search-results")))
    items = results.find_elements(By.CSS_SELECTOR, "li a")
    assert items, f"searching {SEARCH_NAME} shows results"
    assert SEARCH_NAME.lower() in results.text.lower(), "a result names the ViewModel"
    shot(driver, "search")
    search.send_keys(Keys.ARROW_DOWN, Keys.ENTER)
    wait(driver, lambda d: "index.html" not in d.current_url)
    assert SEARCH_NAME in driver.find_element(By.TAG_NAME, "main").text or "{Name}" in driver.find_element(By.TAG_NAME, "main").text


def guide_with_examples(driver):
    """The first guide page holding a Swift block with a sample switcher and an example link."""
    driver.get(page("index.html"))
    hrefs = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".guide-card a")]
    for href in hrefs:
        driver.get(href)
        blocks = [f for f in driver.find_elements(By.CSS_SELECTOR, "figure.code-block.swift")
                  if f.find_elements(By.CSS_SELECTOR, ".variant-button") and f.find_elements(By.CSS_SELECTOR, ".example-link")]
        if blocks:
            return href, blocks[0]
    raise AssertionError("no guide has a Swift block with samples and a verified-example link")


def check_sample_switcher(driver):
    href, block = guide_with_examples(driver)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", block)
    buttons = block.find_elements(By.CSS_SELECTOR, ".variant-button")
    template = block.find_element(By.CSS_SELECTOR, 'pre[data-variant="template"]')
    assert template.is_displayed(), "the template shows first"
    badge = block.find_element(By.CSS_SELECTOR, ".badge")
    assert badge.text.strip(), "the block carries a badge"
    for button in buttons[1:]:
        sample = button.get_attribute("data-variant")
        button.click()
        variant = block.find_element(By.CSS_SELECTOR, f'pre[data-variant="{sample}"]')
        wait(driver, lambda d: variant.is_displayed())
        assert not template.is_displayed(), "the template hides when a sample is chosen"
        assert button.get_attribute("aria-pressed") == "true"
        assert variant.text != template.text, f"sample {sample} shows instantiated code"
        shot(driver, f"sample-{sample}")
    # The choice holds for every block of the page and survives a reload.
    chosen = buttons[-1].get_attribute("data-variant")
    driver.get(href)
    pressed = driver.find_elements(By.CSS_SELECTOR, f'.variant-button[data-variant="{chosen}"][aria-pressed="true"]')
    assert pressed, "the chosen sample is remembered"
    buttons = driver.find_elements(By.CSS_SELECTOR, '.variant-button[data-variant="template"]')
    buttons[0].click()


def check_verified_example_link(driver):
    href, block = guide_with_examples(driver)
    link = block.find_element(By.CSS_SELECTOR, ".example-link")
    sample = link.get_attribute("data-variant")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    wait(driver, lambda d: "/examples/" in d.current_url)
    files = driver.find_elements(By.CSS_SELECTOR, ".example-file pre code")
    assert files and files[0].text.strip(), "the example page shows the compiled code"
    assert "{" + "Name}" not in files[0].text, "the example holds instantiated code, not the template"
    assert sample in driver.find_element(By.CSS_SELECTOR, ".lead").text, "the example names its sample"
    shot(driver, "example")


def check_no_other_host_and_keyboard(driver):
    href, _ = guide_with_examples(driver)
    driver.get(href)
    urls = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    outside = [u for u in urls if not u.startswith("file://")]
    assert not outside, f"requests to other hosts: {outside}"
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    first = driver.switch_to.active_element
    assert "skip-link" in (first.get_attribute("class") or ""), "the first Tab reaches the skip link"
    shot(driver, "guide")


def check_dark_mode_and_phone(driver):
    href, _ = guide_with_examples(driver)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    driver.get(href)
    background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert background != "rgb(255, 255, 255)", "dark mode follows the system setting"
    shot(driver, "guide-dark")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    driver.set_window_size(390, 844)
    driver.get(href)
    sidebar = driver.find_element(By.ID, "sidebar")
    assert sidebar.location["x"] + sidebar.size["width"] <= 1, "on a phone the sidebar starts hidden"
    width = driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390 + 1, f"the page fits a phone's width ({width}px)"
    shot(driver, "phone")
    driver.find_element(By.CSS_SELECTOR, ".menu-button").click()
    wait(driver, lambda d: sidebar.location["x"] >= 0 and "open" in sidebar.get_attribute("class"))
    shot(driver, "phone-menu")
    driver.set_window_size(1400, 1000)


CHECKS = [
    check_home_lists_guides,
    check_search_finds_a_viewmodel,
    check_sample_switcher,
    check_verified_example_link,
    check_no_other_host_and_keyboard,
    check_dark_mode_and_phone,
]


def run_checks(driver, checks, *arguments):
    """Runs each check, printing ok or FAIL with its traceback and a screenshot; returns (passed, failed)."""
    passed = failed = 0
    for check in checks:
        try:
            check(driver, *arguments)
            passed += 1
            print(f"ok   {check.__name__}")
        except Exception:
            failed += 1
            print(f"FAIL {check.__name__}")
            traceback.print_exc()
            shot(driver, f"failed-{check.__name__}")
    return passed, failed


def build_and_check(name, command, site, checks):
    """Builds a site with `command` (the playbook executable and its arguments), then runs `checks` on it; returns the exit status."""
    build = subprocess.run(command, capture_output=True, text=True)
    if build.returncode != 0:
        print(build.stdout + build.stderr, file=sys.stderr)
        print(f"browser {name}: the site did not build", file=sys.stderr)
        return 1
    driver = make_driver()
    try:
        passed, failed = run_checks(driver, checks, site)
    finally:
        driver.quit()
    print(f"browser {name}: {passed} passed, {failed} failed")
    return 1 if failed else 0


def main():
    if not (SITE / "index.html").exists():
        print(f"browser: no site at {SITE}; build it first (make site)", file=sys.stderr)
        return 2
    driver = make_driver()
    try:
        passed, failed = run_checks(driver, CHECKS)
    finally:
        driver.quit()
    print(f"screenshots: {SHOTS}")
    print(f"browser: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
