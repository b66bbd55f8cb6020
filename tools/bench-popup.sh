#!/usr/bin/env bash
# tools/bench-popup.sh [BINARY]: issue 50's `kanji-tui popup` rows.
#
# - From exec to the popup's first frame on a short selection: `kanji-tui popup TEXT --exit-after-first-frame` on a pty
#   (util-linux `script`, 80×24) beside `kanji-tui show 日` in the same hyperfine run, each minus the wrapper's floor
#   (`script -qfec true`): the user database, the word dictionary and MeCab opened, the sentence segmented, the reader
#   and its pane drawn. Target ≤ 50 ms, and the ratio to `show 日` for scale.
# - The popup's peak RSS against the reader's on the same text (`read FILE --exit-after-first-frame`), both inside the
#   pty through /usr/bin/time: the popup is the reader in a smaller frame, and must cost no more.
#
# Prints Markdown table rows (measure | result | target | met) like tools/bench.sh, which runs it. Needs hyperfine,
# script and /usr/bin/time, and MeCab's dictionary (mecab-ipadic-utf8).
set -euo pipefail
cd "$(dirname "$0")/.."
. tools/bench-common.sh
binary=${1:-.build/release/kanji-tui}
for tool in hyperfine script; do
    command -v "$tool" >/dev/null || { echo "bench-popup.sh: $tool is missing (apt-get install $tool)" >&2; exit 2; }
done
for program in "$binary" /usr/bin/time; do
    [ -x "$program" ] || { echo "bench-popup.sh: $program is missing; run 'make build'" >&2; exit 2; }
done
scratch=$(mktemp -d)
export KANJI_TUI_USER_DATA=$scratch/user.sqlite
pty_in "$scratch"

selection=犬をかっている。
printf '%s\n' "$selection" >"$scratch/selection.txt"
# The popup draws the selection's first word in its pane: the run below measures what it claims to.
page=$(sh -c "$(pty "$binary popup $selection --exit-after-first-frame")")
case $page in
    *いぬ*) ;;
    *) echo "bench-popup.sh: 'popup $selection --exit-after-first-frame' drew no pane on 犬: $page" >&2; exit 2 ;;
esac
hyperfine --shell sh --warmup 3 --runs 40 --export-json "$scratch/popup.json" \
    "$(pty true)" "$(pty "$binary popup $selection --exit-after-first-frame")" "$(pty "$binary show 日")" >/dev/null
floor=$(median_ms "$scratch/popup.json" 0)
popup=$(python3 -c "print('%.2f' % ($(median_ms "$scratch/popup.json" 1) - $floor))")
show=$(python3 -c "print('%.2f' % ($(median_ms "$scratch/popup.json" 2) - $floor))")
ratio=$(python3 -c "print('%.1f' % ($popup / $show))")
echo "| \`kanji-tui popup $selection\` from exec to its first frame (user database, JMdict and MeCab opened, the selection segmented, the pane drawn) on a pty, median of 40 minus the wrapper's floor (${floor} ms) | ${popup} ms (×${ratio} \`show 日\`'s ${show} ms, same run) | ≤ 50 ms | $(verdict "$popup <= 50") |"

sh -c "$(pty "/usr/bin/time -o $scratch/popup-rss -f %M $binary popup $selection --exit-after-first-frame")" >/dev/null
sh -c "$(pty "/usr/bin/time -o $scratch/read-rss -f %M $binary read $scratch/selection.txt --exit-after-first-frame")" >/dev/null
popup_kb=$(tail -1 "$scratch/popup-rss")
read_kb=$(tail -1 "$scratch/read-rss")
echo "| the popup's peak RSS at its first frame against the reader's on the same text (\`read FILE --exit-after-first-frame\`) | $((popup_kb / 1024)) MB against $((read_kb / 1024)) MB | ≤ the reader's | $(verdict "$popup_kb <= $read_kb * 1.02") |"
