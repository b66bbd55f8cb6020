# kanji-tui — the two commands a new user needs: `make run` and `make test`.
SWIFT        ?= swift
PREFIX       ?= /usr/local
# Release builds link the Swift runtime statically so an installed binary needs no toolchain.
RELEASE_FLAGS = -c release --static-swift-stdlib
BINARY        = .build/release/kanji-tui
PYTHON       ?= python3

.PHONY: all build run test test-python test-swift bench fuzz data install uninstall clean fsrs-fixtures

all: build

build:
	$(SWIFT) build $(RELEASE_FLAGS)

## Build (release) and open the browser on the embedded data. Extra arguments: make run ARGS="show 日"
run: build
	$(BINARY) $(ARGS)

## Every test: the data generator's (pytest) and the Swift suites (unit, golden grids, end-to-end).
test: test-python test-swift

test-python:
	$(PYTHON) -m pytest -q tools/tests

test-swift:
	SWIFT_BACKTRACE=interactive=no $(SWIFT) test --disable-xctest

## Speed and memory targets, measured; results go to BENCHMARKS.md by hand with the machine.
bench: build
	tools/bench.sh

## The pty fuzz test for longer: FUZZ_SECONDS of input (default 300), FUZZ_SEED to replay a run.
fuzz:
	SWIFT="$(SWIFT)" tools/fuzz.sh

## Regenerate Resources/ from Debian's kanjidic-xml and edict and PyPI's kanji-lists, jamdict and kanjivg.
data:
	tools/install-data-sources.sh
	$(PYTHON) tools/generate_data.py
	$(PYTHON) tools/generate_strokes.py

## Rewrite Tests/FSRSTests/Fixtures with the FSRS reference, PyPI fsrs 6.3.2 (installed when missing).
fsrs-fixtures:
	$(PYTHON) -c 'import importlib.metadata as m; assert m.version("fsrs") == "6.3.2"' 2>/dev/null \
		|| $(PYTHON) -m pip install -q fsrs==6.3.2
	$(PYTHON) tools/fsrs_fixtures.py

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/kanji-tui
	install -m 755 $(BINARY) $(DESTDIR)$(PREFIX)/bin/kanji-tui
	install -m 644 Resources/kanji.tsv Resources/words.edict Resources/components.tsv Resources/strokes.bin \
		Resources/ATTRIBUTION.md Resources/EDRDG-LICENCE.txt $(DESTDIR)$(PREFIX)/share/kanji-tui/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/kanji-tui
	rm -rf $(DESTDIR)$(PREFIX)/share/kanji-tui

clean:
	rm -rf .build
