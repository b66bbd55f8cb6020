#!/usr/bin/env python3
"""`make bench`, issue 31: a paste at the speed of the terminal, and a quit that is instant however much input comes.

Three rows of the bench table, each from the release browser on a pseudo-terminal of its own (100×30), this script
playing the terminal:

- a 10 MB bracketed paste into the Read tab: from its first byte to the reader's frame on the pasted text (the
  target: ≤ 2 s), with the time the pty took to carry the bytes (the writing alone) beside it;
- Ctrl-C right after that paste: to the process's end;
- Ctrl-C while input keeps coming and the terminal has not answered the app's question (the app drains its input
  for the answer on the way out): to the process's end, writing input all the while (the target: ≤ 200 ms).

Usage: tools/bench-paste.py BINARY
"""

import fcntl
import os
import select
import struct
import subprocess
import sys
import tempfile
import termios
import time

COLUMNS, ROWS = 100, 30
RESOURCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "Resources")
PARAGRAPH = "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。\n"


class Browser:
    """The browser on a pty; `answers` says whether the terminal answers its device-attributes question."""

    def __init__(self, binary, user_data, answers=True):
        self.master, slave = os.openpty()
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        os.set_blocking(self.master, False)
        environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", KANJI_TUI_USER_DATA=user_data)
        self.process = subprocess.Popen(
            [binary, "--data", RESOURCES], stdin=slave, stdout=slave, stderr=slave, env=environment,
            start_new_session=True, preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        os.close(slave)
        self.output = bytearray()
        self.answers = answers
        self.answered = False

    def read(self, wait=0.0):
        ready, _, _ = select.select([self.master], [], [], wait)
        if not ready:
            return
        try:
            while chunk := os.read(self.master, 65536):
                self.output += chunk
        except (BlockingIOError, OSError):
            pass
        if self.answers and not self.answered and b"\x1b[c" in self.output:
            self.answered = True
            self.write_all(b"\x1b[?62;22c")

    def write_all(self, data):
        view = memoryview(data)
        while view:
            try:
                view = view[os.write(self.master, view):]
            except BlockingIOError:
                self.read(0.001)

    def wait_for(self, text, after=0, timeout=60):
        wanted = text.encode()
        deadline = time.monotonic() + timeout
        while wanted not in self.output[after:]:
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise SystemExit(f"bench-paste: no {text!r} on the screen; its end: {bytes(self.output[-400:])!r}")
            self.read(0.01)

    def wait_for_exit(self, keep_writing=None, timeout=60):
        deadline = time.monotonic() + timeout
        while self.process.poll() is None:
            if time.monotonic() > deadline:
                self.process.kill()
                raise SystemExit("bench-paste: the browser did not end")
            if keep_writing:
                try:
                    os.write(self.master, keep_writing)
                except (BlockingIOError, OSError):
                    pass
            self.read(0.0005)
        return time.monotonic()


def main():
    binary = sys.argv[1]
    text = (PARAGRAPH * (10_000_000 // len(PARAGRAPH.encode()) + 1)).encode()[:10_000_000]
    text = text[:text.rindex(b"\n") + 1]
    with tempfile.TemporaryDirectory() as directory:
        browser = Browser(binary, os.path.join(directory, "paste.sqlite"))
        browser.wait_for("1/10361")
        before = len(browser.output)
        browser.write_all(b"6")
        browser.wait_for("Read", after=before)
        time.sleep(0.3)
        browser.read()
        before = len(browser.output)
        start = time.monotonic()
        browser.write_all(b"\x1b[200~" + text + b"\x1b[201~")
        written = time.monotonic()
        browser.wait_for("% \u00b7 known", after=before)  # the reader's header: "0% · known 0% of words"
        shown = time.monotonic()
        browser.write_all(b"\x03")
        quit_sent = time.monotonic()
        ended = browser.wait_for_exit()
        megabytes = len(text) / 1e6
        paste_s = shown - start
        print(f"| a {megabytes:.0f} MB bracketed paste into the Read tab, first byte → the reader's frame on it (the pty "
              f"carrying it: {written - start:.2f} s) | {paste_s:.2f} s | ≤ 2 s | {'yes' if paste_s <= 2 else 'no'} |")
        quit_ms = (ended - quit_sent) * 1000
        print(f"| Ctrl-C right after that paste → the process ended | {quit_ms:.0f} ms | at once (≤ 200 ms) | "
              f"{'yes' if quit_ms <= 200 else 'no'} |")

        # The terminal never answers: the way out drains input for the answer while 4 KB writes keep coming.
        browser = Browser(binary, os.path.join(directory, "drain.sqlite"), answers=False)
        browser.wait_for("1/10361")
        browser.write_all(b"\x03")
        quit_sent = time.monotonic()
        ended = browser.wait_for_exit(keep_writing=b"x" * 4096)
        drain_ms = (ended - quit_sent) * 1000
        print(f"| Ctrl-C while input keeps coming (4 KB writes, the terminal's answer never comes) → the process ended "
              f"| {drain_ms:.0f} ms | ≤ 200 ms | {'yes' if drain_ms <= 200 else 'no'} |")


if __name__ == "__main__":
    main()
