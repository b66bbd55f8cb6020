#!/usr/bin/env bash
# tools/browser-rss.sh [BINARY]: issue 10's memory target measured on the real browser, as its user meets it.
#
# Starts BINARY (default .build/release/kanji-tui; build it with
# `swift build -c release --static-swift-stdlib --product kanji-tui`) in a detached 120×40 tmux pane with a user
# database of its own, presses 2 (the Words tab) and types "nihon", "taberu", "to eat", "gakkou" and "日本" a
# character at a time (Ctrl-U between them), waiting after each key until the search line shows it and, after each
# query, until its best word heads the results. Then it prints, as a Markdown table row like kanji-bench's, the
# process's peak resident set (VmHWM) against the target (≤ 40 MB), and where the resident pages are (the
# binary, the heap and other anonymous memory, words.bin, the shared libraries).
#
# `kanji-bench --issue 10` measures the same screens in-process (its keystroke row needs that); this script is its
# cross-check with everything the app adds: the terminal, ncurses, the user database.
set -euo pipefail
export LC_ALL=C.UTF-8 # one character at a time means one UTF-8 character, not one byte of 日

binary=${1:-.build/release/kanji-tui}
[[ -x $binary ]] || { echo "browser-rss.sh: no executable at $binary (build it first, see the header)" >&2; exit 2; }
command -v tmux >/dev/null || { echo "browser-rss.sh: needs tmux" >&2; exit 2; }
session=kanji-rss-$$
scratch=$(mktemp -d)
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$scratch"' EXIT

# wait_for TEXT: polls the pane until a line contains TEXT (10 s at most).
wait_for() {
    for _ in $(seq 1000); do
        tmux capture-pane -p -t "$session" | grep -qF -- "$1" && return 0
        sleep 0.01
    done
    echo "browser-rss.sh: \"$1\" never appeared; the screen was:" >&2
    tmux capture-pane -p -t "$session" >&2
    exit 2
}

tmux new-session -d -s "$session" -x 120 -y 40 \
    "KANJI_TUI_USER_DATA=$(printf %q "$scratch/user.sqlite") exec $(printf %q "$binary")"
pid=$(tmux display -p -t "$session" '#{pane_pid}')
wait_for "1 Kanji"
tmux send-keys -t "$session" 2
wait_for "kana, romaji, kanji or English"
for pair in "nihon 日本" "taberu 食べる" "to_eat 食べる" "gakkou 学校" "日本 日本"; do
    query=${pair% *}
    query=${query//_/ }
    best=${pair#* }
    tmux send-keys -t "$session" C-u
    for ((position = 1; position <= ${#query}; position++)); do
        tmux send-keys -t "$session" -l -- "${query:position-1:1}"
        wait_for "/${query:0:position}▏"
    done
    # The best word is the first row under the header: "* 日本  にほん …" (the star marks a common word).
    for _ in $(seq 1000); do
        tmux capture-pane -p -t "$session" | sed -n 4p | grep -qE "^ [* ] $best " && break
        sleep 0.01
    done
    tmux capture-pane -p -t "$session" | sed -n 4p | grep -qE "^ [* ] $best " \
        || { echo "browser-rss.sh: \"$query\" did not put $best first" >&2; tmux capture-pane -p -t "$session" >&2; exit 2; }
done

peak_kb=$(awk '/^VmHWM:/ { print $2 }' "/proc/$pid/status")
# Resident kB per kind of mapping, from smaps: the binary itself, words.bin, anonymous memory (heap and
# mmapped allocations), shared libraries.
where=$(awk -v binary="$(readlink -f "$binary")" '
    /^[0-9a-f]+-[0-9a-f]+ / { name = (NF >= 6) ? $6 : "" }
    /^Rss:/ {
        if (name == binary) kind = "binary"
        else if (name ~ /words\.bin$/) kind = "words.bin"
        else if (name == "" || name ~ /^\[(heap|stack|anon)/) kind = "anonymous"
        else if (name ~ /\.so/) kind = "libraries"
        else kind = "other files"
        kb[kind] += $2
    }
    END { printf "binary %.1f, anonymous %.1f, words.bin %.1f, libraries %.1f, other files %.1f MB now",
          kb["binary"] / 1024, kb["anonymous"] / 1024, kb["words.bin"] / 1024, kb["libraries"] / 1024, kb["other files"] / 1024 }
' "/proc/$pid/smaps")
tmux send-keys -t "$session" q
verdict=$(awk -v kb="$peak_kb" 'BEGIN { print (kb / 1024 <= 40) ? "met" : "**missed**" }')
printf '| the real browser (%s) in tmux: 2, then "nihon", "taberu", "to eat", "gakkou", "日本" typed a key at a time; peak resident memory (VmHWM) | %.1f MB (%s) | ≤ 40 MB | %s |\n' \
    "$(basename "$binary")" "$(awk -v kb="$peak_kb" 'BEGIN { print kb / 1024 }')" "$where" "$verdict"
