#!/usr/bin/env bash
# tools/bench-sentences.sh [BINARY]: issue 47's rows — `kanji-tui sentences` over a Read library of about 10 MB.
#
# The library (deterministic, no network): the Debian FAQ in Japanese (/usr/share/doc/debian/FAQ, 235 KB), the
# vocabulary text of tools/make-vocabulary-text.py (1.1 MB, 17,000 distinct words; left out without Debian's EDICT)
# and tools/make-reading-text.py texts of 1 MB, each shuffled with its own seed, until the library holds 10 MB — a
# dozen texts, as many rows of a user database made here (sqlite3 adds them as the Read tab keeps files). Known: the
# words of one of the 1 MB texts (`analyze --tsv`) but every tenth, and 見る, as reviewed cards of the study list,
# so that the list has sentences with one unknown word in every kind of text.
#
# - `sentences --i1` with an empty cache: every text read, segmented and indexed, the indexes kept (the first count).
# - `sentences --i1` again, from the cache (issue 47: ≤ 1 s), then `--next` and `sentences 見る` the same way.
# - The browser (kanji-bench --issue 47, beside BINARY, in-process): `s` on the Read tab's first count and in a new
#   session from the cache; a word's page with "In your texts" (issue 47: ≤ 20 ms).
#
# LIBRARY_BYTES (default 10000000) sets the library's size, for a quick run of the script itself.
#
# Prints Markdown table rows (measure | result | target | met) like tools/bench.sh, which runs it. Needs hyperfine
# and sqlite3 (apt-get install hyperfine sqlite3) and MeCab's dictionary (mecab-ipadic-utf8).
set -euo pipefail
cd "$(dirname "$0")/.."
. tools/bench-common.sh
binary=${1:-.build/release/kanji-tui}
for tool in hyperfine sqlite3; do
    command -v "$tool" >/dev/null || { echo "bench-sentences.sh: $tool is missing (apt-get install $tool)" >&2; exit 2; }
done
[ -x "$binary" ] || { echo "bench-sentences.sh: $binary is missing; run 'make build'" >&2; exit 2; }
faq=/usr/share/doc/debian/FAQ/debian-faq.ja.txt.gz
[ -r "$faq" ] || { echo "bench-sentences.sh: $faq is missing (apt-get install debian-faq)" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export KANJI_TUI_USER_DATA=$scratch/user.sqlite XDG_CACHE_HOME=$scratch/cache
library=$scratch/library
mkdir -p "$library"

zcat "$faq" >"$library/debian-faq.ja.txt"
python3 tools/make-vocabulary-text.py "$library/vocabulary.txt" 2>/dev/null || rm -f "$library/vocabulary.txt"
seed=1
while [ "$seed" = 1 ] || [ "$(cat "$library"/*.txt | wc -c)" -lt "${LIBRARY_BYTES:-10000000}" ]; do
    python3 tools/make-reading-text.py 1000000 "$library/reading-$seed.txt" "$seed"
    seed=$((seed + 1))
done
bytes=$(cat "$library"/*.txt | wc -c)
texts=$(ls "$library" | wc -l)

# The user database: made by the program (its schema), then the texts and known words added as the program keeps them.
"$binary" study add 日 --kanji >/dev/null
opened=1
for text in "$library"/*.txt; do
    sqlite3 "$KANJI_TUI_USER_DATA" "INSERT INTO reading_text (title, path, opened_at) VALUES ('$(basename "$text")', '$text', $opened)"
    opened=$((opened + 1))
done
"$binary" analyze "$library/reading-1.txt" --tsv | tail -n +2 | awk -F'\t' 'NR % 10 != 0 { print $1 "\t" $2 }' >"$scratch/known.tsv"
printf '見る\tみる\n' >>"$scratch/known.tsv"
python3 - "$KANJI_TUI_USER_DATA" "$scratch/known.tsv" <<'PYTHON'
import sqlite3, sys
database = sqlite3.connect(sys.argv[1])
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[2], encoding="utf-8") if line.strip()]
# A review card with a stability of 30 days: known (and mature), as a reviewed word is.
database.executemany("INSERT OR IGNORE INTO study_card (kind, key, reading, state, stability, difficulty, due, last_review, added_at) "
                     "VALUES ('word', ?, ?, 2, 30.0, 5.0, 1800000000, 1790000000, 1790000000)", rows)
database.commit()
PYTHON
known=$(wc -l <"$scratch/known.tsv")


hyperfine -N --runs 2 --prepare "rm -rf $XDG_CACHE_HOME" --export-json "$scratch/first.json" "$binary sentences --i1" >/dev/null
first_ms=$(median_ms "$scratch/first.json" 0 0)
found=$("$binary" sentences --i1 --limit 1 | head -1)
hyperfine -N --warmup 1 --runs 10 --export-json "$scratch/cached.json" \
    "$binary sentences --i1" "$binary sentences --next" "$binary sentences 見る" >/dev/null
i1_ms=$(median_ms "$scratch/cached.json" 0 0)
next_ms=$(median_ms "$scratch/cached.json" 1 0)
word_ms=$(median_ms "$scratch/cached.json" 2 0)
cache_kb=$(du -sk "$XDG_CACHE_HOME" | cut -f1)

echo "| \`sentences --i1\` on a library of $texts texts, $bytes bytes (the Debian FAQ, tools/make-vocabulary-text.py, tools/make-reading-text.py × $((seed - 1)); $known words known), empty cache: every text segmented and indexed, median of 2 | ${first_ms} ms | — | — |"
echo "| … the same from the cache ($((cache_kb / 1024)) MB of indexes; \"$found\"), median of 10 | ${i1_ms} ms | ≤ 1 s | $(verdict "$i1_ms <= 1000") |"
echo "| \`sentences --next\` from the cache, median of 10 | ${next_ms} ms | ≤ 1 s | $(verdict "$next_ms <= 1000") |"
echo "| \`sentences 見る\` from the cache (its Tatoeba example and its uses in every text), median of 10 | ${word_ms} ms | — | — |"

# The browser's side, in-process, on the same texts (its own cache: kanji-bench is not kanji-tui's version).
bench=${BENCH:-$(dirname "$binary")/kanji-bench}
if [ -x "$bench" ]; then
    "$bench" --issue 47 --library "$library"
else
    echo "bench-sentences.sh: $bench is missing; the browser's rows are left out" >&2
fi
