#!/usr/bin/env python3
"""Opens the verified site of a small project (Tests/browser/fixtures/blocks)
in headless Chromium and checks what each block tells a reader: an
`expect-error` block reads "fails as expected" in its own colour with the
error it expects under it, code the guide says not to write is labelled so,
lines are numbered as in the file the block writes while anchors keep the
guide's lines, inline code wraps between words, and the verified-example
pages speak plainly and mark their guide in the sidebar.

Usage: python3 Tests/browser/test_blocks.py PLAYBOOK_EXECUTABLE
Ends with the line "browser blocks: N passed, N failed"; exits 1 when a check failed.
"""
import re
import shutil
import sys
import tempfile
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from test_page import CONTRAST
from test_site import ROOT, build_and_check, shot, wait

FIXTURE = ROOT / "Tests" / "browser" / "fixtures" / "blocks"
GUIDE = "shelves.html"
SOURCE = (FIXTURE / "shelves.md").read_text().splitlines()


def open_guide(driver, site):
    driver.get((site / GUIDE).as_uri())
    driver.execute_script("localStorage.clear()")
    driver.get((site / GUIDE).as_uri())


def fence_line(opening):
    """The guide line of the fence that starts with `opening`, and of the block's first line of code."""
    line = next(number for number, text in enumerate(SOURCE, start=1) if text.startswith(opening))
    return line, line + 1


def first_code_fence_after(text):
    """The guide line of the first Swift fence after the line holding `text`."""
    start = next(number for number, line in enumerate(SOURCE, start=1) if text in line)
    return next(number for number, line in enumerate(SOURCE, start=1) if number > start and line == "```swift")


def figure_at(driver, opening):
    return driver.find_element(By.ID, f"block-{fence_line(opening)[0]}")


def scheme(driver, name):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": name}]})


def colours(driver, element):
    return driver.execute_script("var s = getComputedStyle(arguments[0]); return [s.color, s.backgroundColor];", element)


def check_expect_error_block_reads_fails_as_expected_in_its_own_colour(driver, site):
    failures = []
    for name in ("light", "dark"):
        scheme(driver, name)
        open_guide(driver, site)
        figure = figure_at(driver, "```swift expect-error")
        badge = figure.find_element(By.CSS_SELECTOR, ".code-header .badge")
        assert badge.text == "fails as expected", badge.text
        # The colours of a pass and of a failure, from badges made for the comparison.
        verdicts = driver.execute_script("""
            var header = arguments[0];
            return ['passed', 'failed'].map(function (kind) {
              var probe = document.createElement('span'); probe.className = 'badge badge-' + kind; probe.textContent = kind;
              header.appendChild(probe); var s = getComputedStyle(probe); var seen = [s.color, s.backgroundColor];
              probe.remove(); return seen;
            });""", figure.find_element(By.CSS_SELECTOR, ".code-header"))
        own = colours(driver, badge)
        assert all(own[0] != seen[0] and own[1] != seen[1] for seen in verdicts), f"{name}: {own} against {verdicts}"
        border = driver.execute_script("return getComputedStyle(arguments[0]).borderTopColor", figure)
        assert border not in [seen[0] for seen in verdicts], f"{name}: the block's border is {border}"
        checked, found = driver.execute_script(
            CONTRAST, ".badge-expected-error, .block-label, .diagnostic-expected .diagnostic-severity, .block-reason")
        assert checked >= 4, f"{name}: only {checked} elements measured"
        failures += [f"{name}: {failure}" for failure in found]
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", figure)
        shot(driver, f"blocks-expect-error-{name}")
    scheme(driver, "light")
    assert not failures, "below 4.5:1:\n  " + "\n  ".join(failures)


def check_the_expected_error_shows_under_the_block(driver, site):
    open_guide(driver, site)
    figure = figure_at(driver, "```swift expect-error")
    expected = figure.find_element(By.CSS_SELECTOR, ".block-notes .diagnostic")
    assert expected.is_displayed()
    assert "expected error" in expected.text and "get-only property" in expected.text, expected.text
    link = expected.find_element(By.CSS_SELECTOR, "a.diagnostic-place")
    error_line = fence_line("```swift expect-error")[1] + 1
    assert link.get_attribute("href").endswith(f"#L{error_line}"), link.get_attribute("href")
    notes = figure.find_element(By.CSS_SELECTOR, ".block-notes").text
    assert "Checked to typecheck" not in notes, notes


def check_code_not_to_write_is_labelled(driver, site):
    open_guide(driver, site)
    for opening, section in (("```swift dont", "Reading the last item"), (None, "Don't force-unwrap the first item")):
        if opening:
            figure = figure_at(driver, opening)
        else:
            heading = next(h for h in driver.find_elements(By.TAG_NAME, "h2") if h.text == section)
            figure = heading.find_element(By.XPATH, "following-sibling::figure[1]")
        label = figure.find_element(By.CSS_SELECTOR, ".code-header .block-label")
        assert label.is_displayed() and label.text == "Don't write this", f"{section}: {label.text}"
    shelf = driver.find_element(By.ID, f"block-{first_code_fence_after('Create `Sources/Shelves')}")
    assert not shelf.find_elements(By.CSS_SELECTOR, ".block-label"), "code to copy carries no such label"
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", label)
    shot(driver, "blocks-dont")


def check_lines_are_numbered_as_in_their_file(driver, site):
    open_guide(driver, site)
    for fence in (first_code_fence_after("Create `Sources/Shelves"), first_code_fence_after("no particular file")):
        figure = driver.find_element(By.ID, f"block-{fence}")
        lines = figure.find_elements(By.CSS_SELECTOR, 'pre.variant[data-variant="template"] .line')
        shown = [driver.execute_script("return getComputedStyle(arguments[0], '::before').content", line).strip('"')
                 for line in lines]
        assert shown == [str(n) for n in range(1, len(lines) + 1)], f"block at {fence}: numbered {shown}"
        # The anchor and the link keep the guide's line.
        assert lines[0].get_attribute("id") == f"L{fence + 1}", lines[0].get_attribute("id")
        assert lines[0].get_attribute("data-line") == str(fence + 1)
    figure = driver.find_element(By.ID, f"block-{first_code_fence_after('Create `Sources/Shelves')}")
    # Copying takes the code only: neither the copy button nor a selection picks up a number.
    driver.execute_script("""
        window.copied = null;
        Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: function (text) {
          window.copied = text; return Promise.resolve(); } } });""")
    figure.find_element(By.CSS_SELECTOR, ".copy-button").click()
    copied = wait(driver, lambda d: d.execute_script("return window.copied"))
    assert copied.startswith("struct {Name}Shelf {\n    private(set)"), repr(copied[:40])
    selected = driver.execute_script("""
        var range = document.createRange(); range.selectNodeContents(arguments[0]);
        var selection = getSelection(); selection.removeAllRanges(); selection.addRange(range);
        var text = selection.toString(); selection.removeAllRanges(); return text;""",
        figure.find_element(By.CSS_SELECTOR, "pre.variant"))
    assert not re.search(r"^\s*\d", selected, re.MULTILINE), repr(selected[:60])
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", figure)
    shot(driver, "blocks-line-numbers")


# Where each line of an element's text starts, as offsets into its textContent.
LINE_STARTS = """
var walker = document.createTreeWalker(arguments[0], NodeFilter.SHOW_TEXT), node, offset = 0, top = null, starts = [];
while ((node = walker.nextNode())) {
  for (var i = 0; i < node.length; i++) {
    var range = document.createRange(); range.setStart(node, i); range.setEnd(node, i + 1);
    var rect = range.getClientRects()[0];
    if (rect) { if (top !== null && rect.top > top + 2) { starts.push(offset); } top = rect.top; }
    offset++;
  }
}
return starts;
"""


def between_words(text, start):
    """Whether a line starting at `start` of `text` begins where a reader would split a path or a name."""
    before, here = text[start - 1], text[start]
    after = text[start + 1] if start + 1 < len(text) else ""
    camel = here.isupper() and (before.islower() or before.isdigit() or (before.isupper() and after.islower()))
    return before == "/" or here == "." or camel or before == " " or here == " "


def check_inline_code_wraps_between_words(driver, site):
    open_guide(driver, site)
    paragraph = driver.find_element(By.XPATH, "//article//p[code[starts-with(., 'Tests/')]]")
    spans = paragraph.find_elements(By.TAG_NAME, "code")
    texts = [span.get_attribute("textContent") for span in spans]
    assert texts[:2] == ["Tests/PresentationTests/CharacterList/CharacterListViewModelTests.swift", "viewmodel-list.md"], texts
    wrong, breaks = set(), 0
    for width in range(150, 470, 16):
        driver.execute_script("arguments[0].style.width = arguments[1] + 'px'", paragraph, width)
        for span, text in zip(spans, texts):
            for start in driver.execute_script(LINE_STARTS, span):
                breaks += 1
                if not between_words(text, start):
                    wrong.add(f"{text[:start]}|{text[start:]}")
        if width == 214:
            shot(driver, "blocks-inline-code")
    assert breaks > 20, f"the spans wrapped only {breaks} times: the widths do not test wrapping"
    assert not wrong, "inline code broke inside a word:\n  " + "\n  ".join(sorted(wrong))
    driver.execute_script("arguments[0].style.width = ''", paragraph)
    # Copying a span gives its text as written, and the search finds it.
    selected = driver.execute_script("""
        var range = document.createRange(); range.selectNodeContents(arguments[0]);
        var selection = getSelection(); selection.removeAllRanges(); selection.addRange(range);
        var text = selection.toString(); selection.removeAllRanges(); return text;""", spans[0])
    assert selected == texts[0], repr(selected)
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    search = driver.switch_to.active_element
    search.send_keys("CharacterListViewModelTests")
    results = wait(driver, EC.visibility_of_element_located((By.ID, "search-results")))
    assert "Shelves" in results.text, results.text
    search.send_keys(Keys.ESCAPE)


def example_page(driver, site, opening):
    open_guide(driver, site)
    link = figure_at(driver, opening).find_element(By.CSS_SELECTOR, ".example-link")
    driver.get(link.get_attribute("href"))


def check_example_pages_speak_plainly(driver, site):
    example_page(driver, site, "```swift dont")
    text = driver.find_element(By.CSS_SELECTOR, "article").text
    for jargon in ("no target file", "Unit ", "this unit", "in this unit"):
        assert jargon not in text, f"the example page says {jargon!r}"
    titles = [t.text for t in driver.find_elements(By.CSS_SELECTOR, ".example-file .code-title")]
    assert "Sources/Shelves/CharacterShelf.swift" in titles, titles
    assert "The guide names no file for this code" in titles, titles
    labels = driver.find_elements(By.CSS_SELECTOR, ".example-file .block-label")
    assert [label.text for label in labels] == ["Don't write this", "Don't write this"], [label.text for label in labels]
    shot(driver, "blocks-example")
    example_page(driver, site, "```swift expect-error")
    badges = [b.text for b in driver.find_elements(By.CSS_SELECTOR, ".example-file .badge")]
    assert badges == ["fails as expected"], badges
    severity = driver.find_element(By.CSS_SELECTOR, ".example-file .diagnostic-severity").text
    assert severity == "expected error", severity


def check_example_pages_mark_their_guide_current(driver, site):
    example_page(driver, site, "```swift expect-error")
    current = driver.find_elements(By.CSS_SELECTOR, '#sidebar a[aria-current="page"]')
    assert [link.get_attribute("href").rsplit("/", 1)[-1] for link in current] == [GUIDE], [
        link.get_attribute("href") for link in current]
    weight = driver.execute_script("return getComputedStyle(arguments[0]).fontWeight", current[0])
    assert int(weight) >= 600, f"the current guide is not set apart ({weight})"
    shot(driver, "blocks-example-sidebar")


CHECKS = [
    check_expect_error_block_reads_fails_as_expected_in_its_own_colour,
    check_the_expected_error_shows_under_the_block,
    check_code_not_to_write_is_labelled,
    check_lines_are_numbered_as_in_their_file,
    check_inline_code_wraps_between_words,
    check_example_pages_speak_plainly,
    check_example_pages_mark_their_guide_current,
]


def main():
    if len(sys.argv) < 2:
        print("usage: test_blocks.py PLAYBOOK_EXECUTABLE", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="playbook-blocks-") as temporary:
        project = Path(temporary) / "project"
        shutil.copytree(FIXTURE, project, ignore=shutil.ignore_patterns(".build"))
        site = Path(temporary) / "site"
        return build_and_check("blocks", [sys.argv[1], "build", str(project), "--out", str(site)], site, CHECKS)


if __name__ == "__main__":
    sys.exit(main())
