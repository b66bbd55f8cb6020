#!/bin/sh
# `make fuzz`: the pty fuzz test of the suite (Tests/EndToEndTests/PtyFuzzTests.swift) run for longer:
# random keys, UTF-8 text, escape sequences, mouse reports, truncated and malformed escapes and resizes
# down to 1×1, every class of joining characters (combining marks, variation selectors, ZWJ sequences,
# flags, emoji modifiers, Hangul jamo, kana voicing marks), invalid, overlong and surrogate UTF-8 and
# bracketed paste of all of them, with about half of the input typed into prompts opened with `/`
# (Tests/EndToEndTests/Harness/FuzzInput+Joiners.swift), against the browser on a pseudo-terminal. It
# fails on a crash, a hang, a key slower than FUZZ_SLOW_KEY_SECONDS, a last Ctrl-C not answered or resident
# memory that grows, and prints inputs per second, the memory figures and the slowest key. It runs with an HTML
# page and an EPUB in the Read tab, the Draw screen and a review open, resizes to 1×1 … 500×1000 and mouse reports
# out of any range (issue 44). (`make fuzz` then runs tools/memcheck.py: see the Makefile.)
#
# Hostile pastes too: q, Ctrl-C, D y and digits inside, torn by a resize or SIGCONT, or a byte per write; SIGCONT
# alone. After the run the history and the study deck must still hold what the session put there.
#
# FUZZ_KEYS (default 200000) sets the length in inputs (FUZZ_SECONDS instead, when set, in seconds), FUZZ_SEED
# (default: a new one, printed first) the input; a failing seed replays with FUZZ_SEED=<seed>. The app under test
# is the release binary (BINARY, which `make fuzz-pty` builds): it takes the inputs several times faster than the
# debug build, and it is what users run.
set -eu
binary=$(realpath "${BINARY:-.build/release/kanji-tui}")

seed=${FUZZ_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
if [ -n "${FUZZ_SECONDS:-}" ]; then
    length="KANJI_TUI_FUZZ_SECONDS=$FUZZ_SECONDS"
    echo "fuzz: ${FUZZ_SECONDS} s of input, seed ${seed} (replay with FUZZ_SEED=${seed})"
else
    length="KANJI_TUI_FUZZ_KEYS=${FUZZ_KEYS:-200000}"
    echo "fuzz: ${FUZZ_KEYS:-200000} inputs, seed ${seed} (replay with FUZZ_SEED=${seed})"
fi
# A key the release binary takes more than FUZZ_SLOW_KEY_SECONDS (default 2) to answer fails the run (issue 44's
# stalls); the slowest key is printed with the inputs before it either way.
env SWIFT_BACKTRACE=interactive=no "$length" KANJI_TUI_FUZZ_SEED="$seed" KANJI_TUI_BINARY="$binary" \
    KANJI_TUI_FUZZ_SLOW_KEY_SECONDS="${FUZZ_SLOW_KEY_SECONDS:-2}" KANJI_TUI_FUZZ_LARGE_SCREENS=1 \
    "${SWIFT:-swift}" test --disable-xctest --filter PtyFuzzTests
