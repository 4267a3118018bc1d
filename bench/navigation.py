#!/usr/bin/env python3
"""How fast instant navigation shows the next page: builds guides/ without
verifying, serves the site over http://127.0.0.1 and, in headless Chromium
(Debian's chromium and chromium-driver, driven by Selenium), follows every
guide's "Next" link. For each click it times, in the page's own clock, the click
until the new article is in the document and until the frame that shows it.
A pointer click rests on the link first, as a reader's does (the page is
fetched ahead then); a click from script does not, so its figure includes the
fetch.

Usage: python3 bench/navigation.py PLAYBOOK_EXECUTABLE
Prints "navigation <kind>: median M ms, worst W ms over N clicks" lines.
"""
import functools
import http.server
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tests" / "browser"))
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

from test_site import ROOT, make_driver, wait  # noqa: E402

# Times the click (capture phase, before any handler) to the `playbook:page` event and to the next frame after it.
PROBE = """
window.navigationTimes = [];
document.addEventListener("click", function () { window.navigationClick = performance.now(); }, true);
document.addEventListener("playbook:page", function () {
  var swapped = performance.now() - window.navigationClick;
  requestAnimationFrame(function () { setTimeout(function () {
    window.navigationTimes.push([swapped, performance.now() - window.navigationClick]);
  }, 0); });
});
"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def follow_next_links(driver, url, pointer):
    driver.get(url + "index.html")
    driver.find_element(By.CSS_SELECTOR, ".guide-card a").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".pager-next"))
    driver.execute_script(PROBE)
    clicks = 0
    while driver.find_elements(By.CSS_SELECTOR, ".pager-next"):
        link = driver.find_element(By.CSS_SELECTOR, ".pager-next")
        if pointer:
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
            ActionChains(driver).move_to_element(link).pause(0.15).click().perform()
        else:
            driver.execute_script("arguments[0].click()", link)
        clicks += 1
        wait(driver, lambda d: len(d.execute_script("return window.navigationTimes || []")) >= clicks, 5)
    return driver.execute_script("return window.navigationTimes")


def report(kind, times):
    for index, what in ((0, "article in place"), (1, "painted")):
        values = [time[index] for time in times]
        print(f"navigation {kind}, {what}: median {statistics.median(values):.1f} ms, "
              f"worst {max(values):.1f} ms over {len(values)} clicks")


def main():
    if len(sys.argv) < 2:
        print("usage: navigation.py PLAYBOOK_EXECUTABLE", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="playbook-navigation-bench-") as temporary:
        site = Path(temporary) / "site"
        subprocess.run([sys.argv[1], "build", str(ROOT / "guides"), "--no-verify", "--out", str(site)],
                       check=True, capture_output=True)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                                 functools.partial(QuietHandler, directory=str(site)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        driver = make_driver()
        try:
            follow_next_links(driver, url, pointer=True)  # Warms the server and the browser.
            report("pointer click", follow_next_links(driver, url, pointer=True))
            report("click from script", follow_next_links(driver, url, pointer=False))
        finally:
            driver.quit()
            server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
