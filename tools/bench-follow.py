#!/usr/bin/env python3
"""tools/bench-follow.py BINARY: issue 50's whole-process latency of `kanji-tui read --follow`.

A line appended to a followed file → the terminal shows it: `kanji-tui read --follow FILE` runs on a pseudo-terminal
of 120x40 (Python's pty), the test appends a line with a marker no other line has, and the time is taken from the
write to the first read of the terminal's output holding the marker, a second after the first frame. 50 lines, one every 100 ms (a subtitle's pace
is seconds); then 10,000 lines appended at once and 50 more measured the same way (O(visible): the latency must not
grow). Prints Markdown table rows (measure | result | target | met) like tools/bench.sh, which runs it.
"""
import os
import pty
import select
import signal
import statistics
import struct
import sys
import tempfile
import termios
import fcntl
import time

SENTENCES = ["今日は雨が降っていますね。", "猫が窓の外を見ていた。", "明日の会議は十時から始まります。"]


def read_until(fd, marker, deadline):
    """Reads the terminal's output until `marker` is in it; returns the time it came, or None at the deadline."""
    seen = b""
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return None
        seen = (seen + chunk)[-4096:]
        if marker in seen:
            return time.monotonic()
    return None


def drain(fd):
    while select.select([fd], [], [], 0.05)[0]:
        try:
            os.read(fd, 65536)
        except OSError:
            return


def measure(fd, path, count, start):
    times = []
    for number in range(start, start + count):
        marker = f"Q{number:05d}Z"
        with open(path, "a", encoding="utf-8") as file:
            written = time.monotonic()
            file.write(f"{SENTENCES[number % 3]}{marker}\n")
        shown = read_until(fd, marker.encode(), written + 5)
        if shown is None:
            sys.exit(f"bench-follow.py: line {marker} never reached the screen")
        times.append((shown - written) * 1000)
        time.sleep(0.1)
        drain(fd)
    return times


def main():
    binary = sys.argv[1]
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "subs.txt")
        with open(path, "w", encoding="utf-8") as file:
            file.write(SENTENCES[0] + "\n")
        env = dict(os.environ, TERM="xterm-256color", KANJI_TUI_USER_DATA=os.path.join(scratch, "user.sqlite"))
        pid, fd = pty.fork()
        if pid == 0:
            fcntl.ioctl(sys.stdout.fileno(), termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
            os.execve(binary, [binary, "read", "--follow", path, "--no-mouse"], env)
        try:
            if read_until(fd, b"following subs.txt", time.monotonic() + 30) is None:
                sys.exit("bench-follow.py: the reader never showed its first frame")
            # The rest of the kanji list loads right after the first frame: a learner starts the reader before the
            # text comes, so the lines are measured once it has.
            time.sleep(1)
            drain(fd)
            few = measure(fd, path, 50, 0)
            with open(path, "a", encoding="utf-8") as file:
                file.write("".join(SENTENCES[n % 3] + "\n" for n in range(10_000)))
            if read_until(fd, b"10051 lines", time.monotonic() + 30) is None:
                sys.exit("bench-follow.py: the 10,000 lines never reached the header")
            drain(fd)
            many = measure(fd, path, 50, 100)
        finally:
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)
    for label, times in (("after 1 line", few), ("after 10,000 lines", many)):
        median = statistics.median(times)
        slowest = max(times)
        print(f"| a line appended to a followed file → on the terminal (`read --follow FILE` on a pty of 120×40, whole process), {label}, "
              f"median of {len(times)} (slowest {slowest:.1f} ms) | {median:.1f} ms | ≤ 50 ms | {'met' if slowest <= 50 else '**missed**'} |")


if __name__ == "__main__":
    main()
