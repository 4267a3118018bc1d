#!/usr/bin/env python3
"""Opens the site of this project's guides on a phone's screen (390×844) in
headless Chromium and checks what a reader there gets: the guide's title first,
a sample switch pinned under the top bar that a section reached by a link is
not hidden under, a search field that shows its whole placeholder, a drawer
that dims and holds the page and closes on a tap beside it or on Escape, and a
report whose line and status columns fit the screen. The site is built with
verification, so the report has rows; guides/.build caches the verification.

Usage: python3 Tests/browser/test_phone.py PLAYBOOK_EXECUTABLE
Ends with the line "browser phone: N passed, N failed"; exits 1 when a check failed.
"""
import sys
import tempfile
import time
from pathlib import Path

from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_site import ROOT, build_and_check, shot, wait

# A guide with placeholders (so a sample bar) and sections (so the contents).
GUIDE = "viewmodel-list.html"
WIDTH, HEIGHT = 390, 844


def on_phone(driver, site, name):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": True})
    driver.get((site / name).as_uri())
    driver.execute_script("localStorage.clear()")
    driver.get((site / name).as_uri())


def box(driver, element):
    """The element's place in the viewport."""
    return driver.execute_script("return arguments[0].getBoundingClientRect().toJSON()", element)


def topbar_bottom(driver):
    return box(driver, driver.find_element(By.CSS_SELECTOR, ".topbar"))["bottom"]


def check_title_comes_first(driver, site):
    on_phone(driver, site, GUIDE)
    title = box(driver, driver.find_element(By.CSS_SELECTOR, ".article h1"))
    assert title["top"] - topbar_bottom(driver) < 40, f"the title starts {title['top']:.0f}px down"
    below = title["bottom"] - 1
    for selector in (".page-meta", ".page-switch", ".toc-inline"):
        top = box(driver, driver.find_element(By.CSS_SELECTOR, selector))["top"]
        assert top >= below, f"{selector} comes after the title"
        below = top
    contents = box(driver, driver.find_element(By.CSS_SELECTOR, ".toc-inline"))
    assert contents["bottom"] < 320, f"the title, meta, switch and contents end {contents['bottom']:.0f}px down"
    shot(driver, "phone-title-first")


def check_sample_switch_stays_pinned(driver, site):
    on_phone(driver, site, GUIDE)
    switch = driver.find_element(By.CSS_SELECTOR, ".page-switch")
    assert box(driver, switch)["height"] <= 40, "the switch is one compact row"
    driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight / 2)")
    pinned, bar = box(driver, switch), topbar_bottom(driver)
    assert bar - 1 <= pinned["top"] <= bar + 16, f"the switch is at {pinned['top']:.0f}px, not under the top bar ({bar:.0f}px)"
    # Blocks above change height with the sample; what the reader is looking at stays where it was.
    reading = next(h for h in driver.find_elements(By.CSS_SELECTOR, ".article h2, .article h3, .article p")
                   if HEIGHT / 4 < box(driver, h)["top"] < HEIGHT * 3 / 4)
    before = box(driver, reading)["top"]
    character = switch.find_element(By.CSS_SELECTOR, '[data-variant="character"]')
    character.click()
    assert character.get_attribute("aria-pressed") == "true"
    assert abs(box(driver, reading)["top"] - before) < 4, "choosing a sample moved the text being read"
    shot(driver, "phone-switch-pinned")


def check_section_a_link_opens_shows_below_the_switch(driver, site):
    on_phone(driver, site, GUIDE)
    driver.find_element(By.CSS_SELECTOR, ".toc-inline summary").click()
    link = driver.find_elements(By.CSS_SELECTOR, ".toc-inline a")[3]
    link.click()
    heading = driver.execute_script(
        "return document.getElementById(decodeURIComponent(location.hash.slice(1))).closest('h2, h3')")
    top, switch = box(driver, heading)["top"], box(driver, driver.find_element(By.CSS_SELECTOR, ".page-switch"))
    assert switch["bottom"] <= top < HEIGHT / 3, f"the heading is at {top:.0f}px, the switch ends at {switch['bottom']:.0f}px"
    shot(driver, "phone-section")


PLACEHOLDER = """
var input = arguments[0], style = getComputedStyle(input);
var context = document.createElement('canvas').getContext('2d');
context.font = style.font;
var room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
var color = getComputedStyle(input, '::placeholder').color.match(/[\\d.]+/g).map(Number);
return { shown: color.length < 4 || color[3] > 0, fits: context.measureText(input.placeholder).width <= room };
"""


def check_search_shows_its_whole_placeholder(driver, site):
    on_phone(driver, site, GUIDE)
    search = driver.find_element(By.ID, "search-input")
    assert search.get_attribute("aria-label") == "Search guides and code", "the field keeps its accessible name"
    idle = driver.execute_script(PLACEHOLDER, search)
    assert not idle["shown"] or idle["fits"], "the placeholder is cut off"
    search.click()
    typing = driver.execute_script(PLACEHOLDER, search)
    assert typing["shown"] and typing["fits"], f"while typing the placeholder is {typing}"
    field = box(driver, search)
    assert field["left"] >= 0 and field["right"] <= WIDTH, "the field stays on the screen"
    shot(driver, "phone-search")
    search.send_keys("ViewModel")
    results = wait(driver, lambda d: d.find_element(By.ID, "search-results") if d.find_element(By.ID, "search-results").is_displayed() else None)
    listed = box(driver, results)
    assert listed["left"] >= 0 and listed["right"] <= WIDTH, "the results stay on the screen"
    search.send_keys(Keys.ESCAPE)


# The mean brightness (0 to 255) of a part of the screen, read from a screenshot.
BRIGHTNESS = """
var done = arguments[arguments.length - 1], area = arguments[1], image = new Image();
image.onload = function () {
  var canvas = document.createElement('canvas');
  canvas.width = image.width; canvas.height = image.height;
  var context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  var data = context.getImageData(area[0], area[1], area[2], area[3]).data, sum = 0;
  for (var i = 0; i < data.length; i += 4) { sum += (data[i] + data[i + 1] + data[i + 2]) / 3; }
  done(sum / (data.length / 4));
};
image.src = 'data:image/png;base64,' + arguments[0];
"""


def brightness(driver, area):
    return driver.execute_async_script(BRIGHTNESS, driver.get_screenshot_as_base64(), area)


def check_open_drawer_dims_and_holds_the_page(driver, site):
    on_phone(driver, site, GUIDE)
    sidebar = driver.find_element(By.ID, "sidebar")
    menu = driver.find_element(By.CSS_SELECTOR, ".menu-button")
    # Beside the open drawer (320px wide) and its shadow.
    beside, area = (365, 420), [350, 200, 30, 500]
    closed = brightness(driver, area)
    menu.click()
    wait(driver, lambda d: box(d, sidebar)["left"] == 0)
    dimmed = brightness(driver, area)
    assert dimmed < closed * 0.8, f"the page beside the drawer is as bright as before ({dimmed:.0f} against {closed:.0f})"
    shot(driver, "phone-drawer")
    ActionChains(driver).scroll_from_origin(ScrollOrigin.from_viewport(*beside), 0, 600).perform()
    time.sleep(0.5)
    assert driver.execute_script("return scrollY") == 0, "the page behind the open drawer scrolls"
    page = driver.current_url
    tap = ActionBuilder(driver)
    tap.pointer_action.move_to_location(*beside).click()
    tap.perform()
    assert "open" not in sidebar.get_attribute("class"), "a tap beside the drawer leaves it open"
    assert menu.get_attribute("aria-expanded") == "false"
    assert driver.current_url == page, "a tap beside the drawer followed a link"
    menu.click()
    link = driver.find_element(By.CSS_SELECTOR, "#sidebar .nav-link")
    wait(driver, lambda d: link.is_displayed())
    driver.execute_script("arguments[0].focus()", link)
    link.send_keys(Keys.ESCAPE)
    assert "open" not in sidebar.get_attribute("class"), "Escape leaves the drawer open"
    assert driver.switch_to.active_element == menu, "focus goes back to the menu button, not lost in the closed drawer"


def check_report_shows_line_and_status(driver, site):
    on_phone(driver, site, "report.html")
    rows = driver.find_elements(By.CSS_SELECTOR, ".report-table tbody tr")
    assert rows, "the report has rows (the site is built with verification)"
    scroller = box(driver, driver.find_element(By.CSS_SELECTOR, ".table-scroll"))
    header = driver.find_elements(By.CSS_SELECTOR, ".report-table thead th")
    status = next(th for th in header if th.text == "Status")
    for name, element in (("Line", header[0]), ("Status", status),
                          ("a line", rows[0].find_element(By.CSS_SELECTOR, "td a")),
                          ("a status", rows[0].find_element(By.CSS_SELECTOR, ".badge"))):
        place = box(driver, element)
        assert place["left"] >= scroller["left"] - 1 and place["right"] <= scroller["right"] + 1, \
            f"{name} ends at {place['right']:.0f}px, past the screen's {scroller['right']:.0f}px"
    width = driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= WIDTH, f"the report is {width}px wide"
    shot(driver, "phone-report")


CHECKS = [
    check_title_comes_first,
    check_sample_switch_stays_pinned,
    check_section_a_link_opens_shows_below_the_switch,
    check_search_shows_its_whole_placeholder,
    check_open_drawer_dims_and_holds_the_page,
    check_report_shows_line_and_status,
]


def main():
    if len(sys.argv) < 2:
        print("usage: test_phone.py PLAYBOOK_EXECUTABLE", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="playbook-phone-") as temporary:
        site = Path(temporary) / "site"
        return build_and_check("phone", [sys.argv[1], "build", str(ROOT / "guides"), "--out", str(site)], site, CHECKS)


if __name__ == "__main__":
    sys.exit(main())
