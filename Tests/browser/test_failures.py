#!/usr/bin/env python3
"""Opens the site of a project with mistakes (Tests/browser/fixtures/failing)
in headless Chromium, as the writer who has to fix them would: the failing
block's diagnostic link scrolls to the marked line, lines are anchored at the
guide's own lines, and blocked and syntax-only blocks never look like passes.

Usage: python3 Tests/browser/test_failures.py PLAYBOOK_EXECUTABLE
Ends with the line "browser failures: N passed, N failed"; exits 1 when a check failed.
"""
import shutil
import sys
import tempfile
from pathlib import Path

from selenium.webdriver.common.by import By

from test_site import ROOT, build_and_check, shot

FIXTURE = ROOT / "Tests" / "browser" / "fixtures" / "failing"


def broken_figure(driver):
    link = driver.find_element(By.CSS_SELECTOR, "figure.status-failed a.diagnostic-place[data-line]")
    return link.find_element(By.XPATH, "./ancestor::figure"), link


def check_diagnostic_link_scrolls_to_the_marked_line(driver, site):
    driver.get((site / "mistakes.html").as_uri())
    figure, link = broken_figure(driver)
    line_number = link.get_attribute("data-line")
    target = figure.find_element(By.CSS_SELECTOR, f'pre.variant:not([hidden]) .line[data-line="{line_number}"]')
    assert "line-error" in target.get_attribute("class"), target.get_attribute("class")
    assert target.find_elements(By.CSS_SELECTOR, ".error-mark"), "the error's column is not marked"
    driver.execute_script("window.scrollTo(0, 0)")
    in_view = "var r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight;"
    assert not driver.execute_script(in_view, target), "the broken line should start below the first screen"
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    assert driver.execute_script(in_view, target), "the link did not scroll to the line"
    assert "line-target" in target.get_attribute("class")
    assert driver.current_url.endswith(f"#L{line_number}")
    shot(driver, "failures-diagnostic-link")


def check_link_follows_the_sample_shown(driver, site):
    driver.get((site / "mistakes.html").as_uri())
    figure = driver.find_element(By.CSS_SELECTOR, "figure.status-failed .badge")
    card = [f for f in driver.find_elements(By.CSS_SELECTOR, "figure.status-failed") if "failed in episode" in f.text][0]
    card.find_element(By.CSS_SELECTOR, '.variant-button[data-variant="episode"]').click()
    link = card.find_element(By.CSS_SELECTOR, "a.diagnostic-place[data-line]")
    line_number = link.get_attribute("data-line")
    link.click()
    shown = card.find_element(By.CSS_SELECTOR, f'pre.variant[data-variant="episode"] .line[data-line="{line_number}"]')
    assert "line-target" in shown.get_attribute("class")
    assert "CharacterSummary" in shown.text
    assert shown.find_elements(By.CSS_SELECTOR, ".error-mark"), "the episode view does not mark the error's place"
    assert figure is not None


def check_lines_are_anchored_at_the_guides_lines(driver, site):
    driver.get((site / "mistakes.html").as_uri())
    source = (FIXTURE / "mistakes.md").read_text().splitlines()
    first_fence = next(i for i, line in enumerate(source, start=1) if line.startswith("```swift"))
    first_line = driver.find_element(By.CSS_SELECTOR, "figure.code-block pre.variant .line")
    assert first_line.get_attribute("data-line") == str(first_fence + 1), first_line.get_attribute("data-line")
    # The number shown is the line's in the block's own code; the guide's line stays its anchor.
    number = driver.execute_script("return getComputedStyle(arguments[0], '::before').content", first_line)
    assert number.strip('"') == "1", number
    assert first_line.get_attribute("id") == f"L{first_fence + 1}", first_line.get_attribute("id")
    # Copying takes the code only, not the numbers.
    code = driver.find_element(By.CSS_SELECTOR, "figure.code-block pre.variant").get_attribute("textContent")
    assert code.startswith("struct {Name}Summary"), code[:40]


def check_blocked_and_syntax_only_never_look_passed(driver, site):
    driver.get((site / "mistakes.html").as_uri())
    blocked = driver.find_element(By.CSS_SELECTOR, "figure.status-blocked .badge")
    assert blocked.text == "blocked", blocked.text
    syntax = driver.find_element(By.CSS_SELECTOR, "figure.status-passed-syntax .badge")
    assert syntax.text == "syntax only", syntax.text
    passed = driver.find_element(By.CSS_SELECTOR, "figure.status-passed .badge")
    style = "var s = getComputedStyle(arguments[0]); return [s.color, s.backgroundColor, s.borderStyle].join('|');"
    looks = {driver.execute_script(style, badge) for badge in (blocked, syntax, passed)}
    assert len(looks) == 3, looks
    dot = driver.find_element(By.CSS_SELECTOR, ".nav-link .dot")
    assert "dot-failed" in dot.get_attribute("class"), dot.get_attribute("class")
    driver.get((site / "index.html").as_uri())
    lead = driver.find_element(By.CSS_SELECTOR, ".lead").text
    assert "2 blocked" in lead and "2 only parsed" in lead, lead
    shot(driver, "failures-home")


CHECKS = [
    check_diagnostic_link_scrolls_to_the_marked_line,
    check_link_follows_the_sample_shown,
    check_lines_are_anchored_at_the_guides_lines,
    check_blocked_and_syntax_only_never_look_passed,
]


def main():
    if len(sys.argv) < 2:
        print("usage: test_failures.py PLAYBOOK_EXECUTABLE", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="playbook-failures-") as temporary:
        project = Path(temporary) / "project"
        shutil.copytree(FIXTURE, project, ignore=shutil.ignore_patterns(".build"))
        site = Path(temporary) / "site"
        return build_and_check("failures", [sys.argv[1], "build", str(project), "--out", str(site)], site, CHECKS)


if __name__ == "__main__":
    sys.exit(main())
