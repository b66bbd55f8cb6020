# Sourced by the tools/bench*.sh scripts (after they cd to the repository's root): what each of them used to define
# for itself.

# median_ms FILE INDEX [DECIMALS]: the median of hyperfine's command INDEX in its JSON export FILE, in milliseconds,
# with DECIMALS (2 unless given) after the point.
median_ms() {
    python3 -c 'import json,sys; print("%.*f" % (int(sys.argv[3]), json.load(open(sys.argv[1]))["results"][int(sys.argv[2])]["median"] * 1000))' \
        "$1" "$2" "${3:-2}"
}

# verdict EXPRESSION: "met" when the Python expression holds, else "**missed**", for a BENCHMARKS.md row.
verdict() { python3 -c "print('met' if ($1) else '**missed**')"; }

# pty_in FOLDER: makes `pty COMMAND` print COMMAND run on a pty of its own, as a command line for sh, and removes
# FOLDER on exit. `script` runs its command through $SHELL, pinned to sh so the floor does not depend on the
# caller's shell; with no terminal on its stdin it sets no size, so ncurses takes xterm's 80×24. Its stdin must not
# be at its end: at EOF (hyperfine -N gives every command /dev/null) script waits 10 ms for the child to drain its
# input, then types ^D to it, a wait that overlaps the child's start and so would not cancel out against the floor.
# A FIFO in FOLDER held open by a writer that never writes is an empty stdin that never ends; the redirection needs
# hyperfine's shell (its start-up is measured and subtracted by hyperfine).
pty_in() {
    export SHELL=/bin/sh TERM=xterm-256color
    pty_folder=$1
    mkfifo "$pty_folder/stdin"
    sleep infinity >"$pty_folder/stdin" &
    pty_stdin_writer=$!
    trap 'kill "$pty_stdin_writer"; rm -rf "$pty_folder"' EXIT
}
pty() { echo "script -qfec '$1' /dev/null <$pty_folder/stdin"; }
