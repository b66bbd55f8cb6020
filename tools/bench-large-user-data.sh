#!/usr/bin/env bash
# tools/bench-large-user-data.sh [BINARY [BENCH]]: issue 19's whole-process rows, on a user database of 100,000
# history entries and 50,000 study cards that `kanji-bench --write-user-data` writes (one transaction).
#
# - `kanji-tui history --tsv` side by side with `sqlite3 -tabs` printing the same columns in the same order (the
#   time through strftime, as ISO 8601 in UTC), the floor the target (≤ 3×) is measured against; the same for
#   `kanji-tui study list --tsv` and its ten columns.
# - Time to first frame, `kanji-tui --exit-after-first-frame` on a pty (util-linux `script`, 80×24), on the large
#   database and on an empty one, in one hyperfine run with `script -qfec true` (the wrapper's floor, subtracted).
#
# Prints Markdown table rows (measure | result | target | met) like tools/bench.sh, which runs it. Needs hyperfine,
# sqlite3 and script (apt-get install hyperfine sqlite3 bsdutils).
set -euo pipefail
cd "$(dirname "$0")/.."
. tools/bench-common.sh
binary=${1:-.build/release/kanji-tui}
bench=${2:-$(dirname "$binary")/kanji-bench}
for tool in hyperfine sqlite3 script; do
    command -v "$tool" >/dev/null || { echo "bench-large-user-data.sh: $tool is missing (apt-get install $tool)" >&2; exit 2; }
done
for program in "$binary" "$bench"; do
    [ -x "$program" ] || { echo "bench-large-user-data.sh: $program is missing; run 'make build'" >&2; exit 2; }
done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
large=$scratch/large.sqlite
empty=$scratch/empty.sqlite
"$bench" --write-user-data "$large"
"$binary" study add 日 --kanji --user-data "$empty" >/dev/null
"$binary" study remove 日 --user-data "$empty" >/dev/null

ratio_of() { python3 -c "print('%.2f' % ($1 / $2))"; }

# The same bytes, or the floor would not be the same work: checked once before timing.
iso="strftime('%Y-%m-%dT%H:%M:%SZ', opened_at_ms / 1000, 'unixepoch')"
history_sql="SELECT $iso AS opened_at, kind, key, reading FROM history ORDER BY opened_at_ms DESC, id DESC"
time_of() { echo "CASE WHEN $1 IS NULL THEN '' ELSE strftime('%Y-%m-%dT%H:%M:%SZ', $1, 'unixepoch') END"; }
state="CASE state WHEN 0 THEN 'new' WHEN 1 THEN 'learning' WHEN 2 THEN 'review' ELSE 'relearning' END"
study_sql="SELECT kind, key, reading, $state AS state, $(time_of due) AS due, $(time_of last_review) AS last_review, \
step, stability, difficulty, $(time_of added_at) AS added_at FROM study_card ORDER BY due, id"
cmp -s <("$binary" history --tsv --user-data "$large") <(sqlite3 -tabs -header "$large" "$history_sql") \
    || { echo "bench-large-user-data.sh: history --tsv and sqlite3 print different text" >&2; exit 2; }
[ "$("$binary" study list --tsv --user-data "$large" | wc -l)" = "$(sqlite3 -tabs -header "$large" "$study_sql" | wc -l)" ] \
    || { echo "bench-large-user-data.sh: study list --tsv and sqlite3 print a different number of lines" >&2; exit 2; }

hyperfine -N --warmup 3 --runs 30 --export-json "$scratch/tsv.json" \
    "sqlite3 -tabs -header $large \"$history_sql\"" "$binary history --tsv --user-data $large" \
    "sqlite3 -tabs -header $large \"$study_sql\"" "$binary study list --tsv --user-data $large" >/dev/null
sqlite_history_ms=$(median_ms "$scratch/tsv.json" 0)
history_ms=$(median_ms "$scratch/tsv.json" 1)
sqlite_study_ms=$(median_ms "$scratch/tsv.json" 2)
study_ms=$(median_ms "$scratch/tsv.json" 3)

# First frame on a pty, as tools/bench.sh measures issue 4a (tools/bench-common.sh says why its stdin is a FIFO).
pty_in "$scratch"
hyperfine --shell sh --warmup 5 --runs 50 --export-json "$scratch/frame.json" "$(pty true)" \
    "$(pty "$binary --exit-after-first-frame --user-data $empty")" \
    "$(pty "$binary --exit-after-first-frame --user-data $large")" >/dev/null
pty_ms=$(median_ms "$scratch/frame.json" 0)
empty_ms=$(python3 -c "print('%.2f' % ($(median_ms "$scratch/frame.json" 1) - $pty_ms))")
large_ms=$(python3 -c "print('%.2f' % ($(median_ms "$scratch/frame.json" 2) - $pty_ms))")

echo "| \`sqlite3 -tabs\` printing the history's four columns, 100,000 rows (the floor), median of 30 | ${sqlite_history_ms} ms | — | — |"
echo "| \`kanji-tui history --tsv\`, 100,000 rows, same run | ${history_ms} ms ($(ratio_of "$history_ms" "$sqlite_history_ms")× sqlite3) | ≤ 3× sqlite3 | $(verdict "$history_ms <= 3 * $sqlite_history_ms") |"
echo "| \`sqlite3 -tabs\` printing the study list's ten columns, 50,000 rows (the floor), same run | ${sqlite_study_ms} ms | — | — |"
echo "| \`kanji-tui study list --tsv\`, 50,000 rows, same run | ${study_ms} ms ($(ratio_of "$study_ms" "$sqlite_study_ms")× sqlite3) | — | — |"
echo "| time to first frame, \`kanji-tui --exit-after-first-frame\` on an empty user database, median of 50 minus the pty wrapper's floor (${pty_ms} ms) | ${empty_ms} ms | — | — |"
echo "| time to first frame on the user database of 100,000 history entries and 50,000 cards, same run | ${large_ms} ms | ≤ 20 ms | $(verdict "$large_ms <= 20") |"
