#!/usr/bin/env bash
# `make bench`: whole-process timings (hyperfine medians) and peak memory of the release binary,
# side by side in one run with the floor each target is measured against. Prints a Markdown table
# to paste into BENCHMARKS.md together with the machine line printed first.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=.build/release/kanji-tui
command -v hyperfine >/dev/null || { echo "bench: hyperfine is missing (apt-get install hyperfine)" >&2; exit 2; }
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(uname -sr), $(swift --version 2>/dev/null | head -1)"
echo "Date: $(date -u +%Y-%m-%d)"
echo

# median_ms FILE: the median of a hyperfine JSON export, in milliseconds.
median_ms() { python3 -c 'import json,sys; print("%.2f" % (json.load(open(sys.argv[1]))["results"][0]["median"] * 1000))' "$1"; }
# peak_rss_mb COMMAND…: the peak resident set of one run, in MB.
peak_rss_mb() { /usr/bin/time -f '%M' "$@" 2>&1 >/dev/null | tail -1 | awk '{printf "%.1f", $1/1024}'; }

hyperfine -N --warmup 20 --runs 300 --export-json "$results/grep.json" "grep 日 Resources/kanji.tsv" >/dev/null
hyperfine -N --warmup 20 --runs 300 --export-json "$results/show.json" "$binary show 日" >/dev/null
grep_ms=$(median_ms "$results/grep.json")
show_ms=$(median_ms "$results/show.json")
ratio=$(python3 -c "print('%.1f' % ($show_ms / $grep_ms))")

echo "| measure | result | target |"
echo "|---|---|---|"
echo "| \`grep 日 Resources/kanji.tsv\` (floor), median | ${grep_ms} ms | — |"
echo "| \`kanji-tui show 日\`, median | ${show_ms} ms (${ratio}× grep) | ≤ 2× grep |"
echo "| \`kanji-tui show 日\`, peak RSS | $(peak_rss_mb "$binary" show 日) MB | ≤ 25 MB |"
