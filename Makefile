# Playbook: `make site` and `make test` are the two commands a new machine needs.
# Both install cmark-gfm's development packages first when they are missing.

APT_PACKAGES  := libcmark-gfm-dev libcmark-gfm-extensions-dev
BREW_PACKAGES := cmark-gfm
HEADERS       := cmark-gfm.h cmark-gfm-core-extensions.h
# The project's Swift files; the fixtures under Tests/ are input to the tests, kept as written.
SWIFT_FILES   := $(shell find Package.swift Plugins Sources Tests -name '*.swift' -not -path '*/Fixtures/*')
# The playbook the site, verify, docs, serve and browser-test targets run: the debug build, which `make test`
# builds too. Its Swift work is seconds beside the compilers it starts, and a release build of swift-syntax
# doubled a newcomer's first `make site`. `make build` and `make bench` build in release.
PLAYBOOK      := .build/debug/playbook
# apt-get needs root; use sudo only when we are not root already.
SUDO          := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: deps build test test-alone format lint bench site docs verify serve browser-test

## deps: install libcmark-gfm-dev and libcmark-gfm-extensions-dev (or Homebrew's cmark-gfm) when missing
deps:
	@if [ "$$(uname -s)" = Darwin ]; then \
		command -v brew >/dev/null 2>&1 || { echo "Playbook needs $(BREW_PACKAGES): install Homebrew, then run: brew install $(BREW_PACKAGES)" >&2; exit 1; }; \
		brew list $(BREW_PACKAGES) >/dev/null 2>&1 || brew install $(BREW_PACKAGES); \
	elif command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then \
		missing=""; \
		for package in $(APT_PACKAGES); do \
			dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "ok installed" || missing="$$missing $$package"; \
		done; \
		if [ -n "$$missing" ]; then \
			echo "Installing$$missing"; \
			$(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
		fi; \
	else \
		for header in $(HEADERS); do \
			[ -f /usr/include/$$header ] || [ -f /usr/local/include/$$header ] || { \
				echo "Playbook needs cmark-gfm and its extensions: install $(APT_PACKAGES) (Debian, Ubuntu) or $(BREW_PACKAGES) (Homebrew) with your package manager" >&2; \
				exit 1; }; \
		done; \
	fi

## build: the release build of the playbook command
build: deps
	swift build -c release

## test: the whole test suite; a failing run ends with the list of its failed tests and issues
test: deps
	@mkdir -p .build
	@bash -o pipefail -c 'swift test 2>&1 | tee .build/test-output.log' || \
		{ echo; echo "Failed (from .build/test-output.log):"; grep -a '✘' .build/test-output.log | head -60; exit 1; }

## test-alone: clone this checkout's last commit into an empty temporary folder, so nothing (no ../shared) lies
## beside it, and run `make test` there as a newcomer would; prints how long it took
test-alone:
	@alone=$$(mktemp -d) && git clone --quiet . "$$alone/playbook" && \
		echo "make test in $$alone/playbook, with nothing beside it" && \
		start=$$(date +%s) && \
		{ env -u PLAYBOOK_SEEDS $(MAKE) --no-print-directory -C "$$alone/playbook" test > "$$alone/test.log" 2>&1; status=$$?; } ; \
		tail -n 3 "$$alone/test.log"; grep -a '✘' "$$alone/test.log" | head -40; \
		grep -aE '(Test|Suite) .* skipped' "$$alone/test.log" | head -20; \
		echo "make test alone: exit $$status after $$(( $$(date +%s) - start )) s"; \
		rm -rf "$$alone"; exit $$status

## format: format every Swift file of the project (not the test fixtures, which are input) with the toolchain's
## swift-format and .swift-format
format:
	@echo "swift-format format: $(words $(SWIFT_FILES)) files"
	@swift-format format --in-place --parallel $(SWIFT_FILES)

## lint: fail on Swift code that `make format` would change, on swift-format's rule findings, and on lines over 120 columns
lint:
	@echo "swift-format lint: $(words $(SWIFT_FILES)) files"
	@swift-format lint --strict --parallel $(SWIFT_FILES)
	@! LC_ALL=C.UTF-8 grep -nE '^.{121}' $(SWIFT_FILES) /dev/null || { echo "lines over 120 columns (above)"; exit 1; }

## bench: performance figures and the speed goals (verify cold and after an edit, script book, site vs MkDocs and Material for MkDocs, serve, navigation, memory) in release mode; installs MkDocs and Material in .build/bench-tools to compare with
bench: deps
	@command -v mkdocs >/dev/null 2>&1 || [ -x .build/bench-tools/bin/mkdocs ] || \
		{ python3 -m venv .build/bench-tools && .build/bench-tools/bin/pip install --quiet mkdocs==1.6.1; } || \
		echo "mkdocs could not be installed in .build/bench-tools: the site comparison is skipped"
	@[ ! -x .build/bench-tools/bin/pip ] || .build/bench-tools/bin/python3 -c "import material" 2>/dev/null || \
		.build/bench-tools/bin/pip install --quiet mkdocs-material || \
		echo "Material for MkDocs could not be installed in .build/bench-tools: its comparison is skipped"
	swift build -c release --product playbook
	swift run -c release playbook-bench

## verify: check every Swift block of guides/ for every sample; fails when a block fails
verify: deps
	swift build --product playbook
	$(PLAYBOOK) verify

## site: build the HTML site of the guides
site: deps
	swift build --product playbook
	$(PLAYBOOK) build

## docs: verify Playbook's own reference in docs/ (every Swift block must pass) and build its site into site-docs/
docs: deps
	swift build --product playbook
	$(PLAYBOOK) verify docs
	$(PLAYBOOK) build docs --out site-docs

## serve: the live preview of guides/ at http://127.0.0.1:8000/ (Ctrl-C stops it)
serve: deps
	swift build --product playbook
	$(PLAYBOOK) serve

## browser-test: open the built site (make site) in headless Chromium via Selenium, then check the page-wide sample
## switcher, own names, the phone drawer and contrast on the guides, then watch `playbook serve` live-reload and
## verify the page on screen first, then a site with failing blocks, instant navigation over http, block badges and
## line numbers, the phone layout, search and a DocC catalog with its symbols (home, Topics sidebar, symbol pages and
## links, anchors in the heading's case, the shared sidebar at every depth and without JavaScript); screenshots in
## .build/browser-screenshots/
browser-test:
	python3 Tests/browser/test_site.py site
	python3 Tests/browser/test_page.py $(PLAYBOOK)
	python3 Tests/browser/test_serve.py $(PLAYBOOK)
	python3 Tests/browser/test_failures.py $(PLAYBOOK)
	python3 Tests/browser/test_navigation.py $(PLAYBOOK)
	python3 Tests/browser/test_blocks.py $(PLAYBOOK)
	python3 Tests/browser/test_phone.py $(PLAYBOOK)
	python3 Tests/browser/test_search.py $(PLAYBOOK)
	python3 Tests/browser/test_catalog.py $(PLAYBOOK)
