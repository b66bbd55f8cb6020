#!/usr/bin/env python3
"""`make fuzz`'s leak check: the browser under valgrind's memcheck for a scripted 10,000-key session.

The session visits every tab, opens details and the stroke order, searches kanji and words (typing, deleting,
accepting), opens the filter form, help, about and the coordinator tree, copies, switches the mouse, and goes
back, over and over; one key at a time on a pseudo-terminal of its own, each sent once the browser has read the
one before. Then `q`, and valgrind's summary is read: the run fails unless no byte is definitely lost and the
error summary (invalid reads and writes, uninitialised values, definite leaks) is 0.

It needs a dynamically linked binary: the release binary is fully static (Package.swift), so memcheck cannot
replace its malloc and sees no heap at all. The Makefile builds one (see its `fuzz` target). valgrind 3.19
cannot read the DWARF 5 debug info Swift and clang write ("Possibly corrupted debuginfo file ... Giving up"),
so it runs a copy with the debug info stripped (`objcopy --strip-debug`); reports still name functions, from
the symbol table.

Usage: tools/memcheck.py BINARY [--keys N] [--log FILE]
"""

import argparse
import fcntl
import os
import re
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import time

TOOLS = os.path.dirname(os.path.abspath(__file__))
RESOURCES = os.path.join(TOOLS, os.pardir, "Resources")
SUPPRESSIONS = os.path.join(TOOLS, "memcheck.supp")
COLUMNS, ROWS = 100, 30
ESC, ENTER, BACKSPACE = "\x1b", "\r", "\x7f"
DOWN, UP, RIGHT, LEFT = "\x1b[B", "\x1b[A", "\x1b[C", "\x1b[D"

# One round of the session. Each segment starts from a known place: Esc closes a prompt or an overlay (or goes
# back), a tab key then `H` puts that tab at its first screen. No `q`, Ctrl-C or Ctrl-Z before the end, no
# `a`/`d` (the user database is a throwaway file, but its size should not grow with the run's length).
ROUND = [
    # Kanji: move, open a detail, its stroke order, back; search by romaji, edit, accept; filter; sort.
    ESC, "1", "H", "j", "j", "j", ENTER, "j", "j", "o", " ", " ", RIGHT, LEFT, ESC, ESC,
    "/", "n", "i", "c", "h", "i", BACKSPACE, "i", LEFT, RIGHT, ENTER, ESC,
    "/", "w", "a", "t", DOWN, ESC, "f", "j", " ", "j", " ", "c", ESC, "s", "s", "G", "g",
    # Words: search in romaji and kana, open the best word and a kanji of it, back.
    ESC, "2", "H", "/", "t", "a", "b", "e", "r", "u", ENTER, "j", ENTER, ESC, ESC,
    "/", "に", "ほ", "ん", BACKSPACE, "ん", ENTER, ESC, "H",
    # Radicals: pick components, look at the matches, open one, back.
    ESC, "3", "H", "j", "l", " ", "\t", "j", ENTER, ESC, ESC, BACKSPACE, "c",
    # Study and History: move about, back.
    ESC, "4", "H", "j", "k", ESC, "5", "H", "j", "k", "G", ENTER, ESC, "H",
    # Overlays and app-wide keys: help (scrolled), about, the coordinator tree, copy, the mouse off and on.
    ESC, "1", "?", "j", "j", ESC, "i", ESC, "t", ESC, "y", "m", "m",
]


def open_terminal():
    """A pty pair sized COLUMNS×ROWS; the master is non-blocking."""
    master, slave = os.openpty()
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
    os.set_blocking(master, False)
    return master, slave


def unread_input(slave):
    """Bytes written to the browser that it has not read yet."""
    return struct.unpack("i", fcntl.ioctl(slave, termios.FIONREAD, b"\0\0\0\0"))[0]


class Session:
    def __init__(self, command, environment):
        self.master, self.slave = open_terminal()
        self.output = bytearray()
        self.answered = False
        # A session of its own with the pty as its controlling terminal, as a terminal window starts a program.
        self.process = subprocess.Popen(
            command, stdin=self.slave, stdout=self.slave, stderr=self.slave, env=environment,
            start_new_session=True, preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))

    def read(self, wait):
        ready, _, _ = select.select([self.master], [], [], wait)
        if not ready:
            return
        try:
            while chunk := os.read(self.master, 65536):
                self.output += chunk
        except (BlockingIOError, OSError):
            pass
        # The browser asks for the device attributes once; a terminal answers.
        if not self.answered and b"\x1b[c" in self.output:
            os.write(self.master, b"\x1b[?62;22c")
            self.answered = True
        del self.output[:-4096]

    def wait_for(self, text, timeout):
        deadline = time.monotonic() + timeout
        while text.encode() not in self.output:
            if self.process.poll() is not None or time.monotonic() > deadline:
                sys.exit(f"memcheck: no {text!r} on screen (exit status {self.process.poll()})")
            self.read(0.1)

    def press(self, key, timeout=600):
        """Sends one key once the browser has read every earlier one."""
        deadline = time.monotonic() + timeout
        while unread_input(self.slave) > 0:
            if self.process.poll() is not None:
                sys.exit(f"memcheck: the browser ended (status {self.process.returncode}) before key {key!r}")
            if time.monotonic() > deadline:
                sys.exit(f"memcheck: the browser read no input for {timeout} s")
            self.read(0.005)
        os.write(self.master, key.encode())
        self.read(0)

    def wait_for_exit(self, timeout):
        deadline = time.monotonic() + timeout
        while self.process.poll() is None:
            if time.monotonic() > deadline:
                self.process.kill()
                sys.exit(f"memcheck: the browser did not quit within {timeout} s of q")
            self.read(0.1)
        return self.process.returncode


def summary(log):
    """valgrind's figures: lost bytes by kind, the error count, and invalid reads and writes."""
    def lost(kind):
        match = re.search(rf"{kind}: ([\d,]+) bytes in ([\d,]+) blocks", log)
        return int(match.group(1).replace(",", "")) if match else 0
    errors = re.search(r"ERROR SUMMARY: ([\d,]+) errors", log)
    if errors is None:
        sys.exit("memcheck: no ERROR SUMMARY in valgrind's log")
    return {
        "definitely lost": lost("definitely lost"),
        "indirectly lost": lost("indirectly lost"),
        "possibly lost": lost("possibly lost"),
        "still reachable": lost("still reachable"),
        "suppressed": lost("suppressed"),
        "errors": int(errors.group(1).replace(",", "")),
        "invalid reads": log.count("Invalid read"),
        "invalid writes": log.count("Invalid write"),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--keys", type=int, default=10_000)
    parser.add_argument("--log", default=None, help="valgrind's log (default: a temporary file)")
    arguments = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("memcheck: valgrind is missing (Debian: apt-get install valgrind)")

    with tempfile.TemporaryDirectory(prefix="kanji-memcheck-") as directory:
        log_path = arguments.log or os.path.join(directory, "valgrind.log")
        binary = os.path.join(directory, "kanji-tui")
        subprocess.run(["objcopy", "--strip-debug", arguments.binary, binary], check=True)
        environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8",
                           KANJI_TUI_USER_DATA=os.path.join(directory, "user.sqlite"),
                           # Swift's crash reporter would start a helper process on a crash; none is expected.
                           SWIFT_BACKTRACE="enable=no")
        command = ["valgrind", "--tool=memcheck", "--leak-check=full", "--show-leak-kinds=definite,indirect",
                   "--errors-for-leak-kinds=definite", "--num-callers=40", f"--suppressions={SUPPRESSIONS}",
                   f"--log-file={log_path}",
                   binary, "--data", RESOURCES]
        session = Session(command, environment)
        started = time.monotonic()
        session.wait_for("1/10361", timeout=600)
        keys = [ROUND[index % len(ROUND)] for index in range(arguments.keys)]
        for key in keys:
            session.press(key)
        for key in (ESC, ESC, "q"):
            session.press(key)
        status = session.wait_for_exit(timeout=600)
        elapsed = time.monotonic() - started
        with open(log_path, encoding="utf-8", errors="replace") as file:
            log = file.read()

    figures = summary(log)
    print(f"memcheck: {arguments.keys} keys in {elapsed:.0f} s ({arguments.keys / elapsed:.1f} keys/s), exit status "
          f"{status}; " + ", ".join(f"{name} {value:,}" + (" bytes" if name not in ("errors", "invalid reads", "invalid writes") else "")
                                    for name, value in figures.items()))
    failed = status != 0 or figures["definitely lost"] > 0 or figures["errors"] > 0
    if failed:
        print(log[-6000:], file=sys.stderr)
        sys.exit("memcheck: FAILED")


if __name__ == "__main__":
    main()
