#!/usr/bin/env python3
"""Runs `playbook serve --port 0` on a small project in a temporary folder and
watches it in headless Chromium (Debian's chromium and chromium-driver, driven
by Selenium), as a writer would while editing: a prose edit reloads the page,
a page reached by instant navigation reloads when its guide changes, a broken
block's badge (and its page's dot in the sidebar) turns from "verifying…" to
"failed" and back without a reload,
a broken playbook.yml shows the problems panel until it is fixed, and the
sample on screen gets its verdict while another sample is still verified.

Usage: python3 Tests/browser/test_serve.py [PLAYBOOK_EXECUTABLE]   (default: .build/debug/playbook)
Ends with the line "browser serve: N passed, N failed"; exits 1 when a check failed.
"""
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from selenium.webdriver.common.by import By

from test_site import ROOT, make_driver, run_checks, shot

EXECUTABLE = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / ".build" / "debug" / "playbook").resolve()

CONFIG = """placeholders: [Name]
samples:
  sample: {Name: Invoice}
"""

GREETING = """# Greeting

Say hello to the {Name}.

```swift
struct {Name}Greeting {
    let text = "Hello"
}
```

Its test takes a moment, so a reader can watch the badge say "verifying…":

```swift
import Testing

@Test func greetingIsKind() async throws {
    try await Task.sleep(for: .seconds(3))
    #expect({Name}Greeting().text.hasPrefix("H"))
}
```
"""

FAREWELL = """# Farewell

Wave the {Name} goodbye.
"""

# Two samples; the second's test takes seconds, so the first's verdict shows while it runs.
TWO_SAMPLES = """placeholders: [Name]
samples:
  first: {Name: Invoice}
  second: {Name: Receipt}
"""

TOTALS = """# Totals

```swift
struct {Name}Total {
    var amount = 1
}
```

```swift
import Foundation
import Testing

@Test func totalStartsAtOne() async throws {
    if String(describing: {Name}Total.self) == "ReceiptTotal" {
        try await Task.sleep(for: .seconds(8))
    }
    #expect({Name}Total().amount > 0)
}
```
"""


class Preview:
    """A running `playbook serve` and the project it serves."""

    def __init__(self, folder, files=None):
        self.guides = Path(folder) / "guides"
        self.guides.mkdir()
        for name, text in (files or {"playbook.yml": CONFIG, "greeting.md": GREETING, "farewell.md": FAREWELL}).items():
            (self.guides / name).write_text(text)
        self.process = subprocess.Popen([str(EXECUTABLE), "serve", str(self.guides), "--port", "0"],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.lines = []
        found = threading.Event()

        def read():
            for line in self.process.stdout:
                self.lines.append(line.rstrip("\n"))
                if line.startswith("Serving the guides at "):
                    found.set()
        threading.Thread(target=read, daemon=True).start()
        if not found.wait(120):
            raise RuntimeError("playbook serve did not start:\n" + "\n".join(self.lines))
        self.url = re.search(r"(http://\S+/)", next(l for l in self.lines if l.startswith("Serving"))).group(1)

    def edit(self, name, old, new):
        path = self.guides / name
        text = path.read_text()
        assert old in text, f"{old!r} not in {name}"
        path.write_text(text.replace(old, new, 1))

    def stop(self):
        self.process.terminate()
        return self.process.wait(10)


def until(condition, seconds, message):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            if condition():
                return
        except Exception:
            pass
        time.sleep(0.05)
    raise AssertionError(message)


def badge(driver):
    return driver.find_element(By.CSS_SELECTOR, "figure.code-block.swift .badge").get_attribute("class")


def current_dot(driver):
    """The class of the status dot of the page's own link in the sidebar."""
    return driver.execute_script(
        "var dot = document.querySelector('#sidebar a[aria-current=\"page\"] .dot'); return dot ? dot.className : ''")


def check_page_is_served_with_its_verdict(driver, preview):
    driver.get(preview.url + "greeting.html")
    until(lambda: "badge-passed" in badge(driver), 180, "the block never showed passed")
    assert not driver.find_elements(By.ID, "playbook-problems"), "no problems panel on a clean project"
    shot(driver, "serve-greeting")


def check_a_prose_edit_reloads_the_page(driver, preview):
    driver.get(preview.url + "greeting.html")
    started = time.time()
    preview.edit("greeting.md", "Say hello to the", "Say goodbye to the")
    until(lambda: "Say goodbye to the" in driver.find_element(By.ID, "content").text, 3, "the edit did not show within 3 s")
    print(f"     the edit showed in the browser after {time.time() - started:.2f} s")


def check_badges_change_in_place(driver, preview):
    driver.get(preview.url + "greeting.html")
    for attempt in range(3):
        preview.edit("greeting.md", 'let text = "Hello"' if attempt % 2 == 0 else 'let text: Int = "Hello"',
                     'let text: Int = "Hello"' if attempt % 2 == 0 else 'let text = "Hello"')
        expected = "badge-failed" if attempt % 2 == 0 else "badge-passed"
        # The source changed, so the page reloads first; the marker shows whether it reloads again.
        until(lambda: driver.execute_script("return document.readyState") == "complete"
              and ("badge-verifying" in badge(driver) or expected in badge(driver)), 30,
              "the changed block never showed verifying… nor its new verdict")
        driver.execute_script("window.playbookMarker = true")
        if "badge-verifying" not in badge(driver):
            continue  # Verified before the marker was set: try once more.
        until(lambda: expected in badge(driver), 180, f"the badge never became {expected}")
        # The sidebar, the site's one sidebar.js loaded again, follows in place and still marks the page.
        dot = "dot-" + expected[len("badge-"):]
        until(lambda: dot in current_dot(driver), 10, f"the sidebar's dot of the page never became {dot}")
        assert driver.execute_script("return window.playbookMarker === true"), "the badge changed by reloading the page"
        if expected == "badge-failed":
            assert "cannot convert value of type" in driver.find_element(By.CSS_SELECTOR, ".diagnostics").text
        shot(driver, f"serve-badge-{expected}")
        return
    raise AssertionError("verification always finished before the page could be watched")


def check_a_broken_config_shows_the_problems_panel(driver, preview):
    driver.get(preview.url + "greeting.html")
    config = preview.guides / "playbook.yml"
    config.write_text(CONFIG + "samples: [unclosed\n")
    until(lambda: "playbook.yml" in driver.find_element(By.ID, "playbook-problems").text, 5, "no problems panel for a broken playbook.yml")
    assert driver.find_element(By.CSS_SELECTOR, "figure.code-block.swift"), "the last good page is still shown"
    shot(driver, "serve-problems")
    config.write_text(CONFIG)
    until(lambda: not driver.find_elements(By.ID, "playbook-problems"), 5, "the panel stayed after the fix")


def check_live_reload_follows_instant_navigation(driver, preview):
    driver.get(preview.url + "greeting.html")
    driver.execute_script("window.playbookMarker = true")
    driver.find_element(By.CSS_SELECTOR, '#sidebar a[href$="farewell.html"]').click()
    until(lambda: driver.find_element(By.CSS_SELECTOR, "#content h1").text == "Farewell", 3, "the link did not open")
    assert driver.execute_script("return window.playbookMarker === true"), "the link loaded the page whole"
    preview.edit("farewell.md", "Wave the", "Bow to the")
    until(lambda: "Bow to the" in driver.find_element(By.ID, "content").text, 3,
          "an edit of the page reached by instant navigation did not reload it")


def check_the_sample_on_screen_is_verified_first(driver, preview):
    with tempfile.TemporaryDirectory(prefix="playbook-serve-first-") as folder:
        own = Preview(folder, {"playbook.yml": TWO_SAMPLES, "totals.md": TOTALS})
        try:
            driver.get(own.url + "totals.html")
            until(lambda: "badge-passed" in badge(driver) and "checking" not in badge_text(driver), 300,
                  "the first verification never ended")
            driver.find_element(By.CSS_SELECTOR, '.page-switch .variant-button[data-variant="first"]').click()
            time.sleep(0.5)
            verified_before = sum(line.startswith("Verified in") for line in own.lines)
            own.edit("totals.md", "var amount = 1", "var amount = 2")
            until(lambda: "checking second" in badge_text(driver), 120,
                  "the badge never showed the first sample's verdict while the second was checked")
            shown = badge_text(driver)
            ended = sum(line.startswith("Verified in") for line in own.lines) > verified_before
            assert not ended, "the sample on screen was shown only when every sample had been verified"
            assert "passed" in shown and "checking other samples and guides" in driver.find_element(
                By.CSS_SELECTOR, ".summary-chip").text, f"the page says the rest is being checked ({shown})"
            shot(driver, "serve-verdict-first")
            until(lambda: "checking" not in badge_text(driver) and "badge-passed" in badge(driver), 120,
                  "the other sample's verdict never replaced the partial one")
        finally:
            own.stop()


def badge_text(driver):
    return driver.find_element(By.CSS_SELECTOR, "figure.code-block.swift .badge").text


CHECKS = [
    check_page_is_served_with_its_verdict,
    check_a_prose_edit_reloads_the_page,
    check_live_reload_follows_instant_navigation,
    check_badges_change_in_place,
    check_a_broken_config_shows_the_problems_panel,
    check_the_sample_on_screen_is_verified_first,
]


def main():
    if not EXECUTABLE.exists():
        print(f"browser serve: no playbook at {EXECUTABLE}; build it first (make build)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="playbook-serve-browser-") as folder:
        preview = Preview(folder)
        driver = make_driver()
        passed = failed = 0
        try:
            passed, failed = run_checks(driver, CHECKS, preview)
        finally:
            driver.quit()
            status = preview.stop()
            print("\n".join("     serve: " + line for line in preview.lines[-8:]))
            if status != 0:
                failed += 1
                print(f"FAIL playbook serve exited {status} after SIGTERM")
    print(f"browser serve: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
