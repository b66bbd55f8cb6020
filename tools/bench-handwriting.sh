#!/usr/bin/env bash
# tools/bench-handwriting.sh [BINARY]: issue 44's rows — `recognize` and `check-writing 日` as whole processes on
# drawings up to the limits the JSON reader keeps (docs/reference.md: 100,000 points in all, a stroke of more than
# 1,000 thinned, 16 MB of input), beside the same commands on KanjiVG's 日 (the floor): time and memory must stay
# flat with the input's size.
#
# - 日: KanjiVG's four strokes on a 436-unit canvas, as tests/CommandLineTests draw it.
# - one stroke of 100,000 points zig-zagging across the canvas (the most read; once it made Zinnia ask for gigabytes).
# - 50 strokes of 2,000 points each (100,000 in all).
# - a 16 MB file of one stroke of about 1.4 million points: refused with status 2 where its points pass the limit.
#
# The target is absolute, flat: at most 250 ms and 100 MB at any size up to the cap (before issue 44, one stroke of
# 50,000 points took `recognize` 4 s and 2.1 GB, and a million points more than 60 s and 7.9 GB); the floor's row shows
# what part of it is the command's own start (recognize loads Zinnia's 26 MB model).
#
# Each is a hyperfine median of 10 runs and the highest peak RSS of 3 (/usr/bin/time). Prints Markdown table rows
# (measure | result | target | met) like tools/bench.sh, which runs it. Needs hyperfine and /usr/bin/time.
set -euo pipefail
cd "$(dirname "$0")/.."
. tools/bench-common.sh
binary=${1:-.build/release/kanji-tui}
command -v hyperfine >/dev/null || { echo "bench-handwriting.sh: hyperfine is missing (apt-get install hyperfine)" >&2; exit 2; }
for program in "$binary" /usr/bin/time; do
    [ -x "$program" ] || { echo "bench-handwriting.sh: $program is missing; run 'make build'" >&2; exit 2; }
done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

python3 - "$scratch" "$binary" <<'EOF'
import json, subprocess, sys
scratch, binary = sys.argv[1], sys.argv[2]

def zig_zag(count, per_row=200, offset=0):
    """count points going right and left across a 1000-unit canvas, a unit lower each row."""
    points = []
    for index in range(count):
        row, column = divmod(index, per_row)
        x = column * 999 // (per_row - 1)
        points.append([x if row % 2 == 0 else 999 - x, (row + offset) % 1000])
    return points

def write(name, strokes, width=1000):
    with open(f"{scratch}/{name}.json", "w") as out:
        json.dump({"width": width, "height": width, "strokes": strokes}, out, separators=(",", ":"))

# KanjiVG's 日, from the strokes `kanji-tui strokes 日 --json` prints (436 units: the view box × 4).
drawing = json.loads(subprocess.run([binary, "strokes", "日", "--json"], check=True, capture_output=True).stdout)
write("sun", [[[round(x * 4), round(y * 4)] for x, y in stroke["points"]] for stroke in drawing["strokes"]], 436)
write("one-stroke", [zig_zag(100_000)])
write("fifty-strokes", [zig_zag(2_000, offset=20 * n) for n in range(50)])
# As many points as fit in 16 MB (the input cap), less a little for the object around them.
one = len(json.dumps([999, 999], separators=(",", ":"))) + 1
write("cap", [zig_zag((16 * 2**20 - 100) // one)])
EOF

peak_mb() {
    local highest=0
    for _ in 1 2 3; do
        /usr/bin/time -o "$scratch/rss" -f %M "$@" >/dev/null 2>&1 || true
        highest=$(python3 -c "print(max($highest, $(tail -1 "$scratch/rss")))")
    done
    python3 -c "print('%.1f' % ($highest / 1024))"
}
cap_mb=$(python3 -c "import os; print('%.1f' % (os.path.getsize('$scratch/cap.json') / 2**20))")
status=0
"$binary" recognize "$scratch/cap.json" >/dev/null 2>"$scratch/cap.err" || status=$?
[ "$status" = 2 ] || { echo "bench-handwriting.sh: recognize did not refuse the 16 MB drawing with status 2 ($status)" >&2; exit 2; }

for command in "recognize" "check-writing 日"; do
    # shellcheck disable=SC2086  # the command's words on purpose
    hyperfine -N --warmup 2 --runs 10 -i --export-json "$scratch/times.json" \
        "$binary $command $scratch/sun.json" "$binary $command $scratch/one-stroke.json" \
        "$binary $command $scratch/fifty-strokes.json" "$binary $command $scratch/cap.json" >/dev/null
    floor_ms=$(median_ms "$scratch/times.json" 0 1)
    # shellcheck disable=SC2086
    floor_mb=$(peak_mb "$binary" $command "$scratch/sun.json")
    echo "| \`kanji-tui $command\` on KanjiVG's 日 (4 strokes, 43 points; the floor), median of 10, peak RSS of 3 | ${floor_ms} ms, ${floor_mb} MB | — | — |"
    index=1
    for input in "one-stroke|one stroke of 100,000 points zig-zagging (the most read)" \
                 "fifty-strokes|50 strokes of 2,000 points (100,000 in all)" \
                 "cap|a ${cap_mb} MB file of one stroke of $(python3 -c "import json; print(format(len(json.load(open('$scratch/cap.json'))['strokes'][0]), ','))") points (refused, status 2)"; do
        name=${input%%|*}
        what=${input#*|}
        ms=$(median_ms "$scratch/times.json" "$index" 1)
        # shellcheck disable=SC2086
        mb=$(peak_mb "$binary" $command "$scratch/$name.json")
        echo "| \`kanji-tui $command\` on ${what}, same run | ${ms} ms, ${mb} MB | ≤ 250 ms, ≤ 100 MB | $(verdict "$ms <= 250 and $mb <= 100") |"
        index=$((index + 1))
    done
done
