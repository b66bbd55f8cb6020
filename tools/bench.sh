#!/usr/bin/env bash
# `make bench`: every speed and memory target of the issues, measured, with the machine it ran on.
#
# - Issue 2 (here): whole-process timings of `kanji-tui show 日` (hyperfine medians) side by side, in the
#   same hyperfine run, with `grep 日 Resources/kanji.tsv`, the floor the target is measured against;
#   `kanji-tui --version` beside them shows the fixed cost (start-up and argument parsing, no data).
#   Peak RSS of the lookup from /usr/bin/time.
# - Issue 3 (kanji-bench): in-process push + pop timings and a million-step random walk's memory.
# - Issue 4a (here): time to first frame, `kanji-tui --exit-after-first-frame` (load the data, open the
#   terminal, draw the all-kanji list, restore the terminal), side by side in one hyperfine run with
#   `kanji-tui show 日` and `script -qfec true /dev/null`. Each runs on a pty from util-linux `script`
#   (80×24, TERM=xterm-256color), whose own cost (a pty, a shell, relaying output, a 10 ms wait for output
#   after its child exits) the `true` row gives: the target is compared with the first frame's median minus
#   that floor; the raw median is printed beside it.
# - Issue 4b (kanji-bench): a ↓ that scrolls the all-kanji list, to the frame ready to write (render into
#   the cell grid and diff), at 120×40 and 80×24.
# - Issue 46 (kanji-bench): a key → its frame written through ncurses (into /dev/null as xterm-256color), our diff
#   and only the changed cells copied, at 120×40 and 80×24: scrolling the all-kanji list, moving inside its window.
# - Issue 5a (kanji-bench): search keystrokes on the all-kanji list, each timed; the first `/` and the keystroke
#   after it apart (issue 10: ≤ 5 ms together, the index being prebuilt).
# - Issue 12 (kanji-bench): a key → frame of the stroke-order screen at 120×40; loading one kanji's strokes.
# - Issue 9 (kanji-bench): a tab switch → frame at 120×40; recording a history entry in the user database.
#   Issue 3's million-step walk now switches tabs and pops tabs to their root too.
# - Issue 10 (kanji-bench): a keystroke on the Words tab's search line → its results, over the complete
#   JMdict; the browser's peak resident memory after opening the tab and searching, in a process of its own;
#   then the same memory of the real browser in tmux (tools/browser-rss.sh).
# - Issue 11 (kanji-bench): 100,000 FSRS-6 reviews; reading 5,000 study cards from the user database; a grade →
#   the next review card's frame, and the Study tab's first opening with 5,000 cards (an in-memory deck: the
#   database read is the row before).
# - Issue 23 (kanji-bench): fitting FSRS-6's parameters to 10,000 reviews (`study optimize`'s work); the study
#   statistics on 50,000 cards and 100,000 reviews: the five aggregate queries and `s` on the Study tab to its frame.
#   Then (here) `kanji-tui study stats` and `study stats --json` as whole processes on the same database.
# - Issue 24 (kanji-bench, then tools/kanjidraw_bench.py): handwriting accuracy on every jōyō kanji drawn from
#   KanjiVG by a seeded hand, top-1 and top-5, Zinnia alone and re-ranked, beside PyPI kanjidraw 0.2.3 on the
#   same strokes; a stroke's release → the Draw screen's candidates; a 1,000-report drag → its frames.
# - Issue 35 (kanji-bench, then tools/kanjidraw_bench.py): the stroke judge on every jōyō kanji drawn right and with one
#   mistake (reversed, swapped, missing, extra), a stroke's release → its verdict; recognition of the same kanji drawn
#   with two strokes joined, beside kanjidraw on those strokes.
# - Issue 19 (kanji-bench): on a user database of 100,000 history entries and 50,000 cards, the browser's first
#   frame, each tab's first frame, paging the History tab and the resident memory; then
#   (tools/bench-large-user-data.sh) `history --tsv` and `study list --tsv` beside `sqlite3` printing the same
#   columns, and the whole-process first frame on that database.
# - Issue 5b (here): `kanji-tui search nichi --tsv` side by side with `grep ニチ Resources/kanji.tsv`,
#   the floor: nichi's on reading as the file stores it, in katakana (にち is on no line of it).
# - Issue 10 (here): instructions per command from valgrind's callgrind (repeatable where wall-clock ratios
#   move with the machine's load), counted on a copy of the binary with its debug info stripped (valgrind
#   3.19 cannot read the static binary's), beside the parser's floor (tools/argument-parser-floor, built
#   here); then one hyperfine run of `--version` (the start-up floor),
#   `words nihon --tsv`, `search nichi --tsv`, `show 日` and `python3 -m jamdict lookup 日` (PyPI jamdict
#   and jamdict-data, which this script installs when missing; no test needs them). The first `/` of the
#   kanji list is kanji-bench's issue 5 row.
#
# - Issue 21 (tools/bench-reader.sh, then kanji-bench): `analyze` on a 1 MB text, the first page of a 10 MB file
#   (`read FILE --exit-after-first-frame` on a pty) and its peak RSS; the reader's keystrokes → frame and its memory
#   once it has counted the whole text.
# - Issue 32 (tools/bench-epub.sh): an EPUB novel of 3 MB of text (tools/make-epub.py) opened in the Read tab where
#   it was last read, on a pty, and its peak RSS then and once every word is counted.
# - Issue 44 (tools/bench-handwriting.sh): `recognize` and `check-writing` on drawings at the limits the JSON reader
#   keeps (100,000 points in one stroke and in 50, and a 16 MB file it refuses), beside KanjiVG's 日: time and peak RSS.
# - Issue 34 (tools/bench-anki-import.py): `study import` of an Anki package of 20,000 cards and 200,000 reviews (made
#   with sqlite3 as Anki's legacy export writes one), its time and peak RSS; the same package imported again; and
#   issue 44's Ctrl-C into an import of 500,000 reviews at three steps, to the process's end, its folder gone.
# - Issue 47 (tools/bench-known-import.py): `known import` of 20,000 words from an Anki package made with PyPI's anki (a
#   vocabulary deck, nine notes in ten mature), its time and peak RSS; the same package again.
# - Issue 31 (tools/bench-paste.py): a 10 MB bracketed paste into the Read tab to the reader's frame on it; Ctrl-C
#   right after it, and Ctrl-C while input keeps coming and the terminal never answers, to the process's end.
# - Issue 47 (tools/bench-sentences.sh): `sentences --i1` over a Read library of 10 MB, the first count (every text
#   segmented and indexed) and from the sentence cache; `sentences --next` and `sentences WORD` from the cache.
# - Issue 50 (tools/bench-popup.sh, tools/bench-follow.py, kanji-bench): `kanji-tui popup` from exec to its first frame
#   beside `show 日` and its memory beside the reader's; a line appended to a followed file to the screen, after one line
#   and after 10,000; a line's arrival and keys at 10 and at 10,000 lines, in-process (the ratio).
# - Issue 49 (tools/bench-dictionaries.sh): the first frame, `show 日` and `words nihon` with five JMdict-sized Yomitan
#   dictionaries installed and a ranking list chosen, against none, in one hyperfine run on a pty (the ratio).
# - Issue 21, wildcards (here and kanji-bench, beside issue 10's keystrokes): `words '*日*'`, `'日?'` and `'*ぶ'` as whole
#   processes beside `--version`; each keystroke of those patterns typed on the Words tab, the slowest ≤ 50 ms.
#
# The in-process rows come from kanji-bench, one issue per process, so the table reads issue by issue.
#
# Prints one Markdown table (measure | result | target | met) after the machine lines, to paste into
# BENCHMARKS.md. A missed target is a row that says so, never a failure: the script exits non-zero only
# when it cannot measure.
#
# Environment: BINARY (default .build/release/kanji-tui, which `make bench` builds) and BENCH (default
# kanji-bench beside BINARY), e.g. BINARY=.build-bench/release/kanji-tui tools/bench.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
. tools/bench-common.sh
binary=${BINARY:-.build/release/kanji-tui}
bench=${BENCH:-$(dirname "$binary")/kanji-bench}
command -v hyperfine >/dev/null || { echo "bench: hyperfine is missing (apt-get install hyperfine)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "bench: /usr/bin/time is missing (apt-get install time)" >&2; exit 2; }
command -v script >/dev/null || { echo "bench: script is missing (apt-get install bsdutils, from util-linux)" >&2; exit 2; }
for program in "$binary" "$bench"; do
    [ -x "$program" ] || { echo "bench: $program is missing; run 'make build' (or set BINARY / BENCH)" >&2; exit 2; }
done
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

# The load average shows whether something else (a build on the other core) shared the machine.
echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(uname -sr), $(swift --version 2>/dev/null | head -1)"
echo "Date: $(date -u '+%Y-%m-%d %H:%M UTC'); load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo

# median_ms FILE INDEX: the median of the INDEXth command of a hyperfine JSON export, in milliseconds.
# peak_rss_mb COMMAND…: the highest peak resident set of five runs, in MB.
peak_rss_mb() {
    for _ in 1 2 3 4 5; do /usr/bin/time -f '%M' "$@" 2>&1 >/dev/null | tail -1; done \
        | sort -n | tail -1 | awk '{printf "%.1f", $1/1024}'
}
# verdict CONDITION: "met" or "**missed**", for a Python expression over the measured numbers.

hyperfine -N --warmup 20 --runs 300 --export-json "$results/lookup.json" \
    "grep 日 Resources/kanji.tsv" "$binary show 日" "$binary --version" >/dev/null
grep_ms=$(median_ms "$results/lookup.json" 0)
show_ms=$(median_ms "$results/lookup.json" 1)
version_ms=$(median_ms "$results/lookup.json" 2)
ratio=$(python3 -c "print('%.1f' % ($show_ms / $grep_ms))")
version_ratio=$(python3 -c "print('%.1f' % ($version_ms / $grep_ms))")
show_rss=$(peak_rss_mb "$binary" show 日)

# Issue 4a: the first frame on a pty (tools/bench-common.sh's pty_in says how, and why its stdin is a FIFO).
pty_in "$results"
# One untimed run first must show the list's column headings and the footer (the last row drawn), so the
# loop times a full first frame and not an early exit.
first_frame=$(sh -c "$(pty "$binary --exit-after-first-frame")")
case $first_frame in
    *Meanings*"q quit"*) ;;
    *) echo "bench: '$binary --exit-after-first-frame' under script drew no kanji list" >&2; exit 2 ;;
esac
hyperfine --shell sh --warmup 10 --runs 100 --export-json "$results/frame.json" \
    "$(pty true)" "$(pty "$binary show 日")" "$(pty "$binary --exit-after-first-frame")" >/dev/null
pty_ms=$(median_ms "$results/frame.json" 0)
pty_show_ms=$(median_ms "$results/frame.json" 1)
pty_frame_ms=$(median_ms "$results/frame.json" 2)
net_show_ms=$(python3 -c "print('%.2f' % ($pty_show_ms - $pty_ms))")
net_frame_ms=$(python3 -c "print('%.2f' % ($pty_frame_ms - $pty_ms))")
frame_ratio=$(python3 -c "print('%.1f' % ($net_frame_ms / $net_show_ms))")

# Issue 5b. The search must find 日 before it is timed; the floor needs no check: grep exits 1 when it
# finds nothing, and hyperfine then stops the script.
found=$("$binary" search nichi --tsv)
case $found in
    *$'\n日\t'*) ;;
    *) echo "bench: 'kanji-tui search nichi --tsv' did not find 日" >&2; exit 2 ;;
esac
hyperfine -N --warmup 10 --runs 100 --export-json "$results/search.json" \
    "grep ニチ Resources/kanji.tsv" "$binary search nichi --tsv" >/dev/null
grep_nichi_ms=$(median_ms "$results/search.json" 0)
search_ms=$(median_ms "$results/search.json" 1)
search_ratio=$(python3 -c "print('%.1f' % ($search_ms / $grep_nichi_ms))")

echo "| measure | result | target | met |"
echo "|---|---|---|---|"
echo "| \`grep 日 Resources/kanji.tsv\` (the floor), median of 300 | ${grep_ms} ms | — | — |"
echo "| \`kanji-tui show 日\`, median of 300 | ${show_ms} ms (${ratio}× grep) | ≤ 2× grep | $(verdict "$show_ms <= 2 * $grep_ms") |"
echo "| \`kanji-tui --version\` (start-up only: it is answered before any argument parsing), median of 300 | ${version_ms} ms (${version_ratio}× grep) | — | — |"
echo "| \`kanji-tui show 日\`, peak RSS (highest of 5 runs) | ${show_rss} MB | ≤ 25 MB | $(verdict "$show_rss <= 25") |"
"$bench" --issue 3
echo "| \`script -qfec true /dev/null\` (the pty wrapper's floor; stdin an empty FIFO), median of 100 | ${pty_ms} ms | — | — |"
echo "| \`kanji-tui show 日\` in the same wrapper and hyperfine run, median of 100 | ${net_show_ms} ms without the wrapper (${pty_show_ms} ms raw) | — | — |"
echo "| time to first frame: \`kanji-tui --exit-after-first-frame\` (load, open the terminal, draw the all-kanji list at 80×24, restore, exit) in the same run, median of 100, **minus the wrapper's floor** (compared) | ${net_frame_ms} ms (${frame_ratio}× \`show 日\`, both without the wrapper; ${pty_frame_ms} ms raw) | ≤ 20 ms | $(verdict "$net_frame_ms <= 20") |"
"$bench" --issue 4
"$bench" --issue 46
"$bench" --issue 5
"$bench" --issue 12
"$bench" --issue 9
"$bench" --issue 10
tools/browser-rss.sh "$binary"
"$bench" --issue 11
"$bench" --issue 19
"$bench" --issue 23
# Issue 23 (here): `kanji-tui study stats` as a whole process — the charts at 80 columns, and the numbers as JSON —
# on kanji-bench's statistics database (50,000 cards, 100,000 reviews, its times moved to now), beside `--version`
# (the start-up floor) in the same hyperfine run.
"$bench" --write-study-stats-data "$results/stats.sqlite"
hyperfine -N --warmup 3 --runs 30 --export-json "$results/stats.json" "$binary --version" \
    "$binary study stats --user-data $results/stats.sqlite" "$binary study stats --json --user-data $results/stats.sqlite" >/dev/null
stats_floor_ms=$(median_ms "$results/stats.json" 0)
stats_ms=$(median_ms "$results/stats.json" 1)
stats_json_ms=$(median_ms "$results/stats.json" 2)
echo "| \`kanji-tui study stats\` (charts, 80 columns), 50,000 cards, 100,000 reviews, median of 30 (\`--version\` in the same run: ${stats_floor_ms} ms) | ${stats_ms} ms | ≤ 100 ms | $(verdict "$stats_ms <= 100") |"
echo "| \`kanji-tui study stats --json\`, the same database and run | ${stats_json_ms} ms | ≤ 100 ms | $(verdict "$stats_json_ms <= 100") |"
# Issue 24: kanji-tui's handwriting rows, then PyPI kanjidraw 0.2.3 on the same strokes (installed when missing).
"$bench" --issue 24
python3 -c 'import kanjidraw.lib as k; assert k.__version__ == "0.2.3"' 2>/dev/null || python3 -m pip install -q kanjidraw==0.2.3
"$bench" --write-handwriting "$results/handwriting.json"
python3 tools/kanjidraw_bench.py "$results/handwriting.json"
# Issue 35: the stroke judge, a stroke → verdict, recognition with two strokes joined; kanjidraw on the joined strokes.
"$bench" --issue 35
"$bench" --write-joined-handwriting "$results/joined.json"
python3 tools/kanjidraw_bench.py "$results/joined.json" "jōyō kanji drawn with two strokes joined"
# Issue 44: recognize and check-writing at the handwriting input's limits, beside KanjiVG's 日.
tools/bench-handwriting.sh "$binary"
# Issue 36: a word's pitch accents, looked up in pitch.bin and drawn; a word's sound after `p`, made by Open JTalk and
# from the cache, to the moment a player (a script first on PATH) starts.
"$bench" --issue 36
tools/bench-audio.sh "$binary"
tools/bench-large-user-data.sh "$binary" "$bench"
# Issue 21: the Read tab on a 1 MB and a 10 MB text (analyze, the first page, keystrokes, memory).
tools/bench-reader.sh "$binary" "$bench"
# Issue 31: a 10 MB paste into the Read tab, Ctrl-C after it, and Ctrl-C while input keeps coming.
python3 tools/bench-paste.py "$binary"
# Issue 32: an EPUB novel opened where it was last read, and its memory.
tools/bench-epub.sh "$binary"
# Issue 34: an Anki collection of 20,000 cards and 200,000 reviews imported, and imported again; issue 44: Ctrl-C into one.
python3 tools/bench-anki-import.py "$binary"
# Issue 47: `sentences --i1` over a 10 MB library, its first count and from the cache; --next and a word's sentences.
tools/bench-sentences.sh "$binary"
# Issue 47: `known import` of 20,000 words from an Anki package PyPI's anki made.
python3 tools/bench-known-import.py "$binary"
# Issue 50: `kanji-tui popup` to its first frame beside `show 日`, and its memory beside the reader's; `read --follow`, a
# line written to the screen, after one line and after 10,000; a followed text's keys at 10 and 10,000 lines.
tools/bench-popup.sh "$binary"
# Issue 49: the first frame and `show 日` with five Yomitan dictionaries installed against none; `words` searching them.
tools/bench-dictionaries.sh "$binary"
python3 tools/bench-follow.py "$binary"
"$bench" --issue 50
echo "| \`grep ニチ Resources/kanji.tsv\` (the floor: nichi's on reading as stored, in katakana), median of 100 | ${grep_nichi_ms} ms | — | — |"
echo "| \`kanji-tui search nichi --tsv\` (whole process; $(($(wc -l <<<"$found") - 1)) kanji), median of 100 | ${search_ms} ms (${search_ratio}× grep) | ≤ 2× grep | $(verdict "$search_ms <= 2 * $grep_nichi_ms") |"

# Issue 10. Instruction counts, then wall-clock ratios against the start-up floor and jamdict.
command -v valgrind >/dev/null || { echo "bench: valgrind is missing (apt-get install valgrind)" >&2; exit 2; }
python3 -c 'import jamdict, jamdict_data' 2>/dev/null || python3 -m pip install -q jamdict==0.1a11.post2 jamdict-data==1.5
objcopy --strip-debug "$binary" "$results/kanji-tui"
# The parser's floor: tools/argument-parser-floor parses a command of `show`'s shape and does nothing else,
# linked as the release binary is (its Package.swift says why it exists).
swift build -c release --static-swift-stdlib --package-path tools/argument-parser-floor >/dev/null
objcopy --strip-debug tools/argument-parser-floor/.build/release/argument-parser-floor "$results/floor"
# instructions_of PROGRAM ARGS…: the instructions callgrind counts for one run of a stripped program, in millions.
instructions_of() {
    local program=$1
    shift
    valgrind --tool=callgrind --callgrind-out-file="$results/callgrind.out" "$program" "$@" >/dev/null 2>"$results/callgrind.err" \
        || { echo "bench: '$program $*' failed under valgrind" >&2; cat "$results/callgrind.err" >&2; exit 2; }
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$results/callgrind.err" | awk '{printf "%.1f", $1/1e6}'
}
instructions() { instructions_of "$results/kanji-tui" "$@"; }
echo "| instructions of the parser's floor, \`argument-parser-floor --version\` / \`show 日\` (tools/argument-parser-floor: \`show\`'s arguments parsed by swift-argument-parser, no work, no Foundation or GRDB) | $(instructions_of "$results/floor" --version) M / $(instructions_of "$results/floor" show 日) M | — | — |"
for row in "--version|5" "show 日|8" "word 日本|8" "search nichi --tsv|10" "words nihon --tsv|10" "list --jlpt N5 --tsv|10"; do
    arguments=${row%|*}
    target=${row#*|}
    # shellcheck disable=SC2086  # the arguments are words on purpose
    count=$(instructions $arguments)
    echo "| instructions of \`kanji-tui $arguments\` (callgrind, stripped release binary) | ${count} M | ≤ ${target} M | $(verdict "$count <= $target") |"
done
# One run for all five; jamdict takes about a second a lookup, so 30 runs each.
hyperfine -N --warmup 3 --runs 30 --export-json "$results/words.json" "$binary --version" "$binary words nihon --tsv" \
    "$binary search nichi --tsv" "$binary show 日" "python3 -m jamdict lookup 日" >/dev/null
floor_ms=$(median_ms "$results/words.json" 0)
words_ms=$(median_ms "$results/words.json" 1)
nichi_ms=$(median_ms "$results/words.json" 2)
show10_ms=$(median_ms "$results/words.json" 3)
jamdict_ms=$(median_ms "$results/words.json" 4)
ratio_of() { python3 -c "print('%.2f' % ($1 / $2))"; }
echo "| \`kanji-tui --version\` (the start-up floor), median of 30 | ${floor_ms} ms | — | — |"
echo "| \`kanji-tui words nihon --tsv\`, same run | ${words_ms} ms ($(ratio_of "$words_ms" "$floor_ms")× floor) | ≤ 1.5× | $(verdict "$words_ms <= 1.5 * $floor_ms") |"
echo "| \`kanji-tui search nichi --tsv\`, same run | ${nichi_ms} ms ($(ratio_of "$nichi_ms" "$floor_ms")× floor) | ≤ 1.5× | $(verdict "$nichi_ms <= 1.5 * $floor_ms") |"
echo "| \`kanji-tui show 日\`, same run | ${show10_ms} ms ($(ratio_of "$show10_ms" "$floor_ms")× floor) | ≤ 1.2× | $(verdict "$show10_ms <= 1.2 * $floor_ms") |"
echo "| \`python3 -m jamdict lookup 日\` (jamdict 0.1a11, JMdict in SQLite), same run | ${jamdict_ms} ms ($(ratio_of "$jamdict_ms" "$show10_ms")× \`show 日\`) | show ≥ 30× faster | $(verdict "$jamdict_ms >= 30 * $show10_ms") |"
# Issue 21: jisho.org's wildcards over the complete JMdict, whole process (no shell: the stars reach kanji-tui),
# beside the start-up floor; `*ぶ` reads every key of the forms index.
hyperfine -N --warmup 5 --runs 50 --export-json "$results/wildcards.json" "$binary --version" \
    "$binary words *日*" "$binary words 日?" "$binary words *ぶ" >/dev/null
wildcard_floor_ms=$(median_ms "$results/wildcards.json" 0)
echo "| \`kanji-tui --version\` (the start-up floor), median of 50 | ${wildcard_floor_ms} ms | — | — |"
for position in 1 2 3; do
    pattern=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][int(sys.argv[2])]["command"].split()[-1])' \
        "$results/wildcards.json" "$position")
    wildcard_ms=$(median_ms "$results/wildcards.json" "$position")
    echo "| \`kanji-tui words '$pattern'\` (jisho.org's wildcards, 20 words most common first), same run | ${wildcard_ms} ms | ≤ 50 ms | $(verdict "$wildcard_ms <= 50") |"
done
echo
echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
