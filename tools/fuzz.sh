#!/bin/sh
# `make fuzz`: the pty fuzz test of the suite (Tests/EndToEndTests/PtyFuzzTests.swift) run for longer:
# random keys, UTF-8 text, escape sequences, mouse reports, truncated and malformed escapes and resizes
# down to 1×1, every class of joining characters (combining marks, variation selectors, ZWJ sequences,
# flags, emoji modifiers, Hangul jamo, kana voicing marks), invalid, overlong and surrogate UTF-8 and
# bracketed paste of all of them, with about half of the input typed into prompts opened with `/`
# (Tests/EndToEndTests/Harness/FuzzInput+Joiners.swift), against the browser on a pseudo-terminal. It
# fails on a crash, a hang, a last Ctrl-C not answered or resident memory that grows, and prints inputs
# per second and the memory figures. (`make fuzz` then runs tools/memcheck.py: see the Makefile.)
#
# FUZZ_SECONDS (default 300) sets the length, FUZZ_SEED (default: a new one, printed first) the input;
# a failing seed replays with FUZZ_SEED=<seed>.
set -eu

seconds=${FUZZ_SECONDS:-300}
seed=${FUZZ_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
echo "fuzz: ${seconds} s of input, seed ${seed} (replay with FUZZ_SEED=${seed})"
SWIFT_BACKTRACE=interactive=no KANJI_TUI_FUZZ_SECONDS="$seconds" KANJI_TUI_FUZZ_SEED="$seed" \
    "${SWIFT:-swift}" test --disable-xctest --filter PtyFuzzTests
