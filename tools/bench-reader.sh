#!/usr/bin/env bash
# tools/bench-reader.sh [BINARY [BENCH]]: issue 21's rows (the Read tab), on texts that tools/make-reading-text.py
# writes from the sentence set (seeded: the same bytes every run; no network).
#
# - `kanji-tui analyze` on a 1 MB text (a novel's size), whole process, hyperfine median, and its peak RSS.
# - The first page of a 10 MB file: `kanji-tui read FILE --exit-after-first-frame` (read and check the file, cut it
#   into lines, open the user database and MeCab, segment and draw the first page, restore the terminal) on a pty
#   (util-linux `script`, 80×24), beside `script -qfec true` (the wrapper's floor, subtracted) and the browser's
#   own first frame (`--exit-after-first-frame`), in one hyperfine run, as tools/bench.sh measures issue 4a.
# - The peak RSS of that first frame (/usr/bin/time inside the pty), and once the reader has counted every word.
# - `kanji-bench --issue 21`: the reader's first frame in-process, its keystrokes → frame, and its peak RSS once it
#   has counted every word of the 10 MB text; then (issue 32 §3) `v` → the first frame of the text's unknown words,
#   once the reader has counted the text's words between keys and right after it opened.
# - The same on tools/make-vocabulary-text.py's text (1.1 MB, about 17,000 distinct words from Debian's EDICT: the
#   10 MB text has 138), where the list has a novel's vocabulary to sort; skipped, with a line saying so, without EDICT.
#
# Prints Markdown table rows (measure | result | target | met) like tools/bench.sh, which runs it. Needs hyperfine,
# script and /usr/bin/time (apt-get install hyperfine bsdutils time) and MeCab's dictionary (mecab-ipadic-utf8).
set -euo pipefail
cd "$(dirname "$0")/.."
. tools/bench-common.sh
binary=${1:-.build/release/kanji-tui}
bench=${2:-$(dirname "$binary")/kanji-bench}
for tool in hyperfine script; do
    command -v "$tool" >/dev/null || { echo "bench-reader.sh: $tool is missing (apt-get install $tool)" >&2; exit 2; }
done
for program in "$binary" "$bench" /usr/bin/time; do
    [ -x "$program" ] || { echo "bench-reader.sh: $program is missing; run 'make build'" >&2; exit 2; }
done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
novel=$scratch/novel-1mb.txt
long=$scratch/long-10mb.txt
python3 tools/make-reading-text.py 1000000 "$novel"
python3 tools/make-reading-text.py 10000000 "$long"
export KANJI_TUI_USER_DATA=$scratch/user.sqlite


# The analysis must find the text's words before it is timed.
summary=$("$binary" analyze "$novel" --limit 1 | head -1)
case $summary in
    *"distinct"*) ;;
    *) echo "bench-reader.sh: 'kanji-tui analyze' printed no summary: $summary" >&2; exit 2 ;;
esac
hyperfine -N --warmup 1 --runs 10 --export-json "$scratch/analyze.json" "$binary analyze $novel" >/dev/null
analyze_ms=$(median_ms "$scratch/analyze.json" 0)
analyze_rss=$(/usr/bin/time -f '%M' "$binary" analyze "$novel" 2>&1 >/dev/null | tail -1 | awk '{printf "%.1f", $1/1024}')

# First frames on a pty (tools/bench-common.sh says why its stdin is a FIFO).
pty_in "$scratch"
# One untimed run must show the reader on the text (its header's share), so the loop times a page and not an error.
page=$(sh -c "$(pty "$binary read $long --exit-after-first-frame")")
case $page in
    *"known"*"distinct"*) ;;
    *) echo "bench-reader.sh: 'read --exit-after-first-frame' drew no reader: $page" >&2; exit 2 ;;
esac
hyperfine --shell sh --warmup 3 --runs 30 --export-json "$scratch/frame.json" "$(pty true)" \
    "$(pty "$binary --exit-after-first-frame")" "$(pty "$binary read $long --exit-after-first-frame")" >/dev/null
pty_ms=$(median_ms "$scratch/frame.json" 0)
browser_ms=$(python3 -c "print('%.2f' % ($(median_ms "$scratch/frame.json" 1) - $pty_ms))")
read_ms=$(python3 -c "print('%.2f' % ($(median_ms "$scratch/frame.json" 2) - $pty_ms))")
sh -c "$(pty "/usr/bin/time -o $scratch/read-rss -f %M $binary read $long --exit-after-first-frame")" >/dev/null
read_rss=$(tail -1 "$scratch/read-rss" | awk '{printf "%.1f", $1/1024}')
# The most the text costs: the reader left to count every word of it between keys (--exit-when-idle), as it does
# while the person reads.
idle_start=$(date +%s.%N)
sh -c "$(pty "/usr/bin/time -o $scratch/idle-rss -f %M $binary read $long --exit-when-idle")" >/dev/null
idle_seconds=$(python3 -c "print('%.1f' % ($(date +%s.%N) - $idle_start))")
idle_rss=$(tail -1 "$scratch/idle-rss" | awk '{printf "%.1f", $1/1024}')

echo "| \`kanji-tui analyze\` on a 1 MB text (tools/make-reading-text.py: $(wc -l <"$novel") lines; every line segmented by MeCab, counted, printed), median of 10 | ${analyze_ms} ms | ≤ 1 s | $(verdict "$analyze_ms <= 1000") |"
echo "| … its peak RSS | ${analyze_rss} MB | — | — |"
echo "| the first page of a 10 MB file: \`kanji-tui read FILE --exit-after-first-frame\` on a pty, median of 30 minus the wrapper's floor (${pty_ms} ms) | ${read_ms} ms (the browser's own first frame in the same run: ${browser_ms} ms) | ≤ 100 ms | $(verdict "$read_ms <= 100") |"
echo "| … its peak RSS with the 10 MB text open (/usr/bin/time) | ${read_rss} MB | ≤ 60 MB | $(verdict "$read_rss <= 60") |"
echo "| … its peak RSS once the reader has counted every word of the 10 MB text between keys (\`read FILE --exit-when-idle\`, ${idle_seconds} s) | ${idle_rss} MB | ≤ 60 MB | $(verdict "$idle_rss <= 60") |"
"$bench" --issue 21 --reading-text "$long"
vocabulary=$scratch/vocabulary.txt
if python3 tools/make-vocabulary-text.py "$vocabulary"; then
    "$bench" --issue 21 --reading-text "$vocabulary"
fi
