#!/usr/bin/env bash
# tools/bench-dictionaries.sh [BINARY]: issue 49's "unchanged with five dictionaries installed" rows.
#
# Five Yomitan dictionaries are made from the project's JMdict by tools/yomitan_from_jmdict.py (the whole of it once,
# its index.json rewritten for five titles: ~200,000 terms each, structured content) and imported into one user data
# folder; another folder has none, and one frequency dictionary ranks words there (`dict rank`). Then one hyperfine run
# on a pty (util-linux `script`, 80×24, as tools/bench.sh times first frames) of, for each folder:
# - the first frame (`kanji-tui --exit-after-first-frame`): the browser opens the dictionaries on the first question,
#   never at start, so five must cost the same as none;
# - `kanji-tui show 日`, which reads no learner dictionary;
# - `kanji-tui words nihon --tsv`, which searches the five beside JMdict and ranks by the chosen list (issue 49's
#   new work: one lookup a dictionary for the query and each deinflection candidate, then one a word for its rank);
# each minus the wrapper's floor (`script -qfec true`), and the ratio of five to none. Target for the first frame and
# `show 日`: unchanged (≤ 1.1×, the run's noise); `words` is reported for scale.
#
# Prints Markdown table rows (measure | result | target | met) like tools/bench.sh, which runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
. tools/bench-common.sh
binary=${1:-.build/release/kanji-tui}
for tool in hyperfine script python3; do
    command -v "$tool" >/dev/null || { echo "bench-dictionaries.sh: $tool is missing" >&2; exit 2; }
done
[ -x "$binary" ] || { echo "bench-dictionaries.sh: $binary is missing; run 'make build'" >&2; exit 2; }
scratch=$(mktemp -d)
pty_in "$scratch"

(cd tools && python3 yomitan_from_jmdict.py --title "JMdict 1" --out "$scratch/jmdict.zip" >/dev/null)
# The same dictionary under four more titles: index.json rewritten, every bank copied as it is.
python3 - "$scratch" <<'PYTHON'
import json, sys, zipfile
folder = sys.argv[1]
with zipfile.ZipFile(f"{folder}/jmdict.zip") as source:
    index = json.loads(source.read("index.json"))
    for number in range(1, 6):
        with zipfile.ZipFile(f"{folder}/dictionary{number}.zip", "w", zipfile.ZIP_DEFLATED) as target:
            for member in source.namelist():
                data = source.read(member)
                if member == "index.json":
                    data = json.dumps({**index, "title": f"JMdict {number}"}).encode()
                target.writestr(member, data)
# A frequency list of the words the search below finds, to rank by.
with zipfile.ZipFile(f"{folder}/frequency.zip", "w") as target:
    target.writestr("index.json", json.dumps({"title": "Frequency", "revision": "1", "format": 3, "frequencyMode": "rank-based"}))
    target.writestr("term_meta_bank_1.json", json.dumps([["二本", "freq", 1], ["日本", "freq", 2], ["日本人", "freq", 3]], ensure_ascii=False))
PYTHON
none=$scratch/none/user.sqlite
five=$scratch/five/user.sqlite
mkdir -p "$scratch/none" "$scratch/five"
for number in 1 2 3 4 5; do "$binary" dict import "$scratch/dictionary$number.zip" --user-data "$five" >/dev/null; done
"$binary" dict import "$scratch/frequency.zip" --user-data "$five" >/dev/null
"$binary" dict rank Frequency --user-data "$five" >/dev/null
[ "$("$binary" dict list --user-data "$five" | grep -c '^[0-9]')" = 6 ] || { echo "bench-dictionaries.sh: the dictionaries did not install" >&2; exit 2; }
size=$(du -sm "$scratch/five/dictionaries" | cut -f1)
# The ranking is what `words` reads: its first result is the list's, not JMdict's.
[ "$("$binary" words nihon --tsv --limit 1 --user-data "$five" | tail -1 | cut -f1)" = 二本 ] || { echo "bench-dictionaries.sh: the ranking did not apply" >&2; exit 2; }

run() { pty "env KANJI_TUI_USER_DATA=$1 $binary $2"; }
hyperfine --shell sh --warmup 5 --runs 60 --export-json "$scratch/dictionaries.json" "$(pty true)" \
    "$(run "$none" --exit-after-first-frame)" "$(run "$five" --exit-after-first-frame)" \
    "$(run "$none" 'show 日')" "$(run "$five" 'show 日')" \
    "$(run "$none" 'words nihon --tsv')" "$(run "$five" 'words nihon --tsv')" >/dev/null
floor=$(median_ms "$scratch/dictionaries.json" 0)
net() { python3 -c "print('%.2f' % ($(median_ms "$scratch/dictionaries.json" "$1") - $floor))"; }
ratio() { python3 -c "print('%.2f' % ($1 / $2))"; }
frame_none=$(net 1); frame_five=$(net 2); show_none=$(net 3); show_five=$(net 4); words_none=$(net 5); words_five=$(net 6)
frame_ratio=$(ratio "$frame_five" "$frame_none"); show_ratio=$(ratio "$show_five" "$show_none"); words_ratio=$(ratio "$words_five" "$words_none")
echo "| first frame (\`--exit-after-first-frame\`) with five JMdict-sized Yomitan dictionaries installed (${size} MB) and a ranking list, against none, one hyperfine run on a pty, median of 60 minus the wrapper's floor (${floor} ms) | ${frame_five} ms against ${frame_none} ms (×${frame_ratio}) | unchanged (≤ ×1.1) | $(verdict "$frame_ratio <= 1.1") |"
echo "| \`kanji-tui show 日\` with the five against none, same run | ${show_five} ms against ${show_none} ms (×${show_ratio}) | unchanged (≤ ×1.1) | $(verdict "$show_ratio <= 1.1") |"
echo "| \`kanji-tui words nihon --tsv\` with the five (searched beside JMdict, ranked by the list) against none, same run | ${words_five} ms against ${words_none} ms (×${words_ratio}) | — | — |"
