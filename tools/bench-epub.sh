#!/usr/bin/env bash
# tools/bench-epub.sh [BINARY]: issue 32's rows (an EPUB novel in the Read tab), on a book tools/make-epub.py writes
# from the sentence set (seeded: the same bytes every run; no network; no book is committed).
#
# - The book opened where it was last read: `kanji-tui read BOOK.epub --exit-after-first-frame` on a pty (util-linux
#   `script`, 80×24) with the library's position for it set halfway through the text (as a reader who quit there
#   left it), minus the wrapper's floor (`script -qfec true`), in one hyperfine run as tools/bench-reader.sh measures
#   a plain text: the zip opened, every chapter inflated, parsed by libxml2 and laid out, the text cut into lines,
#   the user database and MeCab opened, the page at the position segmented and drawn.
# - The peak RSS of that first frame (/usr/bin/time inside the pty), and once the reader has counted every word of
#   the book between keys (`--exit-when-idle`).
# - `kanji-tui analyze BOOK.epub`, whole process, for scale.
#
# Prints Markdown table rows (measure | result | target | met) like tools/bench.sh, which runs it. Needs hyperfine,
# script, sqlite3's Python module and /usr/bin/time, and MeCab's dictionary (mecab-ipadic-utf8).
set -euo pipefail
cd "$(dirname "$0")/.."
. tools/bench-common.sh
binary=${1:-.build/release/kanji-tui}
for tool in hyperfine script; do
    command -v "$tool" >/dev/null || { echo "bench-epub.sh: $tool is missing (apt-get install $tool)" >&2; exit 2; }
done
for program in "$binary" /usr/bin/time; do
    [ -x "$program" ] || { echo "bench-epub.sh: $program is missing; run 'make build'" >&2; exit 2; }
done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
book=$scratch/novel.epub
python3 tools/make-epub.py 3000000 "$book"
export KANJI_TUI_USER_DATA=$scratch/user.sqlite


# The book's size, as the reader sees it: the text `analyze` reads, and its chapters.
summary=$("$binary" analyze "$book" --limit 1 | head -1)
case $summary in
    *"(EPUB, UTF-8)"*"distinct"*) ;;
    *) echo "bench-epub.sh: 'kanji-tui analyze' did not read the EPUB: $summary" >&2; exit 2 ;;
esac
zip_kb=$(( $(stat -c %s "$book") / 1024 ))
read -r chapters inflated_kb < <(python3 -c '
import sys, zipfile
members = [m for m in zipfile.ZipFile(sys.argv[1]).infolist() if m.filename.startswith("OEBPS/text/chapter")]
print(len(members), sum(m.file_size for m in members) // 1024)' "$book")
hyperfine -N --warmup 1 --runs 5 --export-json "$scratch/analyze.json" "$binary analyze $book" >/dev/null
analyze_ms=$(median_ms "$scratch/analyze.json" 0)

pty_in "$scratch"
# A first reading puts the book in the library; then its position is set halfway through its text, where a reader
# who quit there left it (the library keeps a byte offset of the text: the reader shows the line holding it).
sh -c "$(pty "$binary read $book --exit-after-first-frame")" >/dev/null
# The text is most of its XHTML's bytes (the markup of a paragraph is a few dozen bytes of a few hundred): 40 % of
# the XHTML is about half of the text.
python3 -c 'import sqlite3, sys
with sqlite3.connect(sys.argv[1]) as db:
    changed = db.execute("UPDATE reading_text SET position = ? WHERE path = ?", (int(sys.argv[2]) * 1024 * 4 // 10, sys.argv[3])).rowcount
sys.exit(0 if changed == 1 else "bench-epub.sh: the book is not in the reading library")' "$KANJI_TUI_USER_DATA" "$inflated_kb" "$book"
page=$(sh -c "$(pty "$binary read $book --exit-after-first-frame")")
case $page in
    *"第1章"*) echo "bench-epub.sh: the book opened at its start, not where it was left: $page" >&2; exit 2 ;;
    *"known"*"distinct"*) ;;
    *) echo "bench-epub.sh: 'read BOOK.epub --exit-after-first-frame' drew no reader: $page" >&2; exit 2 ;;
esac
hyperfine --shell sh --warmup 3 --runs 20 --export-json "$scratch/frame.json" "$(pty true)" \
    "$(pty "$binary read $book --exit-after-first-frame")" >/dev/null
pty_ms=$(median_ms "$scratch/frame.json" 0)
read_ms=$(python3 -c "print('%.2f' % ($(median_ms "$scratch/frame.json" 1) - $pty_ms))")
sh -c "$(pty "/usr/bin/time -o $scratch/read-rss -f %M $binary read $book --exit-after-first-frame")" >/dev/null
read_rss=$(tail -1 "$scratch/read-rss" | awk '{printf "%.1f", $1/1024}')
idle_start=$(date +%s.%N)
sh -c "$(pty "/usr/bin/time -o $scratch/idle-rss -f %M $binary read $book --exit-when-idle")" >/dev/null
idle_seconds=$(python3 -c "print('%.1f' % ($(date +%s.%N) - $idle_start))")
idle_rss=$(tail -1 "$scratch/idle-rss" | awk '{printf "%.1f", $1/1024}')

echo "| an EPUB novel (tools/make-epub.py 3000000: ${chapters} chapters with ruby, ${inflated_kb} KB of XHTML in a ${zip_kb} KB zip) opened where it was last read (about halfway): \`kanji-tui read BOOK.epub --exit-after-first-frame\` on a pty, median of 20 minus the wrapper's floor (${pty_ms} ms) | ${read_ms} ms | ≤ 200 ms | $(verdict "$read_ms <= 200") |"
echo "| … its peak RSS with the book open (/usr/bin/time) | ${read_rss} MB | ≤ 60 MB | $(verdict "$read_rss <= 60") |"
echo "| … its peak RSS once the reader has counted every word of the book between keys (\`read BOOK.epub --exit-when-idle\`, ${idle_seconds} s) | ${idle_rss} MB | ≤ 60 MB | $(verdict "$idle_rss <= 60") |"
echo "| \`kanji-tui analyze BOOK.epub\` on the same book (every chapter extracted, segmented, counted, printed), median of 5 | ${analyze_ms} ms | — | — |"
