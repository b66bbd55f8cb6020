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
# - Issue 5a (kanji-bench): search keystrokes on the all-kanji list, each timed; the index build apart.
# - Issue 12 (kanji-bench): a key → frame of the stroke-order screen at 120×40; loading one kanji's strokes.
# - Issue 9 (kanji-bench): a tab switch → frame at 120×40; recording a history entry in the user database.
#   Issue 3's million-step walk now switches tabs and pops tabs to their root too.
# - Issue 11 (kanji-bench): 100,000 FSRS-6 reviews; reading 5,000 study cards from the user database; a grade →
#   the next review card's frame, and the Study tab's first opening with 5,000 cards (an in-memory deck: the
#   database read is the row before).
# - Issue 5b (here): `kanji-tui search nichi --tsv` side by side with `grep ニチ Resources/kanji.tsv`,
#   the floor: nichi's on reading as the file stores it, in katakana (にち is on no line of it).
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
median_ms() { python3 -c 'import json,sys; print("%.2f" % (json.load(open(sys.argv[1]))["results"][int(sys.argv[2])]["median"] * 1000))' "$1" "$2"; }
# peak_rss_mb COMMAND…: the highest peak resident set of five runs, in MB.
peak_rss_mb() {
    for _ in 1 2 3 4 5; do /usr/bin/time -f '%M' "$@" 2>&1 >/dev/null | tail -1; done \
        | sort -n | tail -1 | awk '{printf "%.1f", $1/1024}'
}
# verdict CONDITION: "met" or "**missed**", for a Python expression over the measured numbers.
verdict() { python3 -c "print('met' if ($1) else '**missed**')"; }

hyperfine -N --warmup 20 --runs 300 --export-json "$results/lookup.json" \
    "grep 日 Resources/kanji.tsv" "$binary show 日" "$binary --version" >/dev/null
grep_ms=$(median_ms "$results/lookup.json" 0)
show_ms=$(median_ms "$results/lookup.json" 1)
version_ms=$(median_ms "$results/lookup.json" 2)
ratio=$(python3 -c "print('%.1f' % ($show_ms / $grep_ms))")
version_ratio=$(python3 -c "print('%.1f' % ($version_ms / $grep_ms))")
show_rss=$(peak_rss_mb "$binary" show 日)

# Issue 4a. `script` runs its command through $SHELL, pinned to sh so the floor does not depend on the
# caller's shell; with no terminal on its stdin it sets no size, so ncurses takes xterm's 80×24. Its stdin
# must not be at its end: at EOF (hyperfine -N gives every command /dev/null) script waits 10 ms for the
# child to drain its input, then types ^D to it, a wait that overlaps the child's start and so would not
# cancel out against the floor. A FIFO held open by a writer that never writes is an empty stdin that never
# ends; the redirection needs hyperfine's shell (its start-up is measured and subtracted by hyperfine).
export SHELL=/bin/sh TERM=xterm-256color
mkfifo "$results/stdin"
sleep infinity >"$results/stdin" &
stdin_writer=$!
trap 'kill "$stdin_writer"; rm -rf "$results"' EXIT
# pty COMMAND: COMMAND on a pty of its own, as a command line for sh.
pty() { echo "script -qfec '$1' /dev/null <$results/stdin"; }
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
echo "| \`kanji-tui --version\` (start-up and argument parsing only), median of 300 | ${version_ms} ms (${version_ratio}× grep) | — | — |"
echo "| \`kanji-tui show 日\`, peak RSS (highest of 5 runs) | ${show_rss} MB | ≤ 25 MB | $(verdict "$show_rss <= 25") |"
"$bench" --issue 3
echo "| \`script -qfec true /dev/null\` (the pty wrapper's floor; stdin an empty FIFO), median of 100 | ${pty_ms} ms | — | — |"
echo "| \`kanji-tui show 日\` in the same wrapper and hyperfine run, median of 100 | ${net_show_ms} ms without the wrapper (${pty_show_ms} ms raw) | — | — |"
echo "| time to first frame: \`kanji-tui --exit-after-first-frame\` (load, open the terminal, draw the all-kanji list at 80×24, restore, exit) in the same run, median of 100, **minus the wrapper's floor** (compared) | ${net_frame_ms} ms (${frame_ratio}× \`show 日\`, both without the wrapper; ${pty_frame_ms} ms raw) | ≤ 20 ms | $(verdict "$net_frame_ms <= 20") |"
"$bench" --issue 4
"$bench" --issue 5
"$bench" --issue 12
"$bench" --issue 9
"$bench" --issue 11
echo "| \`grep ニチ Resources/kanji.tsv\` (the floor: nichi's on reading as stored, in katakana), median of 100 | ${grep_nichi_ms} ms | — | — |"
echo "| \`kanji-tui search nichi --tsv\` (whole process; $(($(wc -l <<<"$found") - 1)) kanji), median of 100 | ${search_ms} ms (${search_ratio}× grep) | ≤ 2× grep | $(verdict "$search_ms <= 2 * $grep_nichi_ms") |"
echo
echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
