#!/usr/bin/env bash
# `make bench`: every speed and memory target of the issues, measured, with the machine it ran on.
#
# - Issue 2 (here): whole-process timings of `kanji-tui show 日` (hyperfine medians) side by side, in the
#   same hyperfine run, with `grep 日 Resources/kanji.tsv`, the floor the target is measured against;
#   `kanji-tui --version` beside them shows the fixed cost (start-up and argument parsing, no data).
#   Peak RSS of the lookup from /usr/bin/time.
# - Issue 3 (kanji-bench): in-process push + pop timings and a million-step random walk's memory; its
#   rows are appended to the same table.
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

echo "| measure | result | target | met |"
echo "|---|---|---|---|"
echo "| \`grep 日 Resources/kanji.tsv\` (the floor), median of 300 | ${grep_ms} ms | — | — |"
echo "| \`kanji-tui show 日\`, median of 300 | ${show_ms} ms (${ratio}× grep) | ≤ 2× grep | $(verdict "$show_ms <= 2 * $grep_ms") |"
echo "| \`kanji-tui --version\` (start-up and argument parsing only), median of 300 | ${version_ms} ms (${version_ratio}× grep) | — | — |"
echo "| \`kanji-tui show 日\`, peak RSS (highest of 5 runs) | ${show_rss} MB | ≤ 25 MB | $(verdict "$show_rss <= 25") |"
"$bench"
echo
echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
