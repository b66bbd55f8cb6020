#!/usr/bin/env python3
"""`make fuzz`'s leak check: the browser under valgrind's memcheck for a scripted 10,000-key session.

The session visits every tab, opens details and the stroke order, searches kanji and words (typing, deleting,
accepting), opens the filter form, help, about and the coordinator tree, copies, switches the mouse, and goes
back, over and over; one key at a time on a pseudo-terminal of its own, each sent once the browser has read the
one before. Then `q`, and valgrind's report (its XML, --xml=yes) is judged:

- any error (invalid reads and writes, uninitialised values) fails the run;
- any block definitely or indirectly lost fails it, but the Swift runtime's weak-reference side tables of
  objects alive at exit, matched by exact allocation stack and size (SIDE_TABLE_STACK);
- and objects must not pile up: the same binary also runs a baseline session, one round plus the same tail of
  a round, so it quits at the same place having seen every screen, and the run fails when it ends with more
  side tables or more blocks possibly lost than the baseline. The blocks still reachable that grew are named.

Why the growth check: the browser quits without taking its screens apart, and a leaked coordinator is never
"lost" to memcheck while its parent lists it, since a weak reference points at the object's side table and the
side table at the object. What a leaked screen leaves is a side table that outlives its weak references, one per
leaked screen: the old gate's suppression of every side table hid exactly that, and a block count that grows with
the session is what tells it from the few objects any session ends with. Possibly lost blocks are the runtime's
metadata caches (pointers to a type's metadata point inside its block) and SQLite's page cache: structural, a
fixed set, so they may not grow either. Still reachable (globals, the browser alive at exit) is no leak by
itself and only names what grew.

It needs a dynamically linked binary: the release binary is fully static (Package.swift), so memcheck cannot
replace its malloc and sees no heap at all. The Makefile builds one (see its `fuzz` target). valgrind 3.19
cannot read the DWARF 5 debug info Swift and clang write ("Possibly corrupted debuginfo file ... Giving up"),
so it runs a copy with the debug info stripped (`objcopy --strip-debug`); reports still name functions, from
the symbol table.

Usage: tools/memcheck.py BINARY [--keys N] [--log FILE]
       tools/memcheck.py --classify VALGRIND.xml [--baseline VALGRIND.xml]   (judge recorded reports)
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
import xml.etree.ElementTree as ElementTree
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

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


# A Swift weak-reference side table, the one lost block explained. An object first referenced weakly (a key
# binding's or a click target's capture of its screen) gets a side table from the runtime, which keeps the only
# pointer to it in the object's inline reference count, shifted right by three bits with flag bits above (weak
# references point at the side table too, but they end before their object): memcheck finds no pointer to the
# block, so the side table of an object alive at exit is "definitely lost". A block is one only when all of this
# holds: 32 bytes each (sizeof(HeapObjectSideTableEntry)), nothing indirectly lost behind it (the side table points
# at its object: a side table heading a lost object heads a leak), and allocated by this stack, innermost frame
# first, as valgrind names the frames (allocateSideTable is inlined into formWeakReference; the entry is 16-byte
# aligned, so swift_slowAlloc asks posix_memalign). Anything else definitely or indirectly lost fails the run.
SIDE_TABLE_BYTES = 32
SIDE_TABLE_STACK = (
    "memalign",
    "posix_memalign",
    "swift_slowAlloc",
    r"swift::RefCounts<swift::RefCountBitsT<\(swift::RefCountInlinedness\)1> >::formWeakReference\(\)",
)
# Loss kinds as valgrind's XML names them, and as this report says them.
LOSS_KINDS = {
    "Leak_DefinitelyLost": "definitely lost",
    "Leak_IndirectlyLost": "indirectly lost",
    "Leak_PossiblyLost": "possibly lost",
    "Leak_StillReachable": "still reachable",
}
# Modules whose objects a grown still-reachable record names (Swift's mangled prefixes): the navigation core and
# the browser's screens and coordinators.
PROJECT_FRAMES = ("$s12Coordination", "$s7Browser")


@dataclass
class Record:
    """One of valgrind's records: a loss record (blocks of one kind allocated by one stack) or another error."""
    kind: str
    text: str
    blocks: int
    # Bytes of the record's own blocks, and of the blocks lost only through them (a definite record's "indirect").
    direct: int
    indirect: int
    stack: list

    @property
    def is_loss(self):
        return self.kind in LOSS_KINDS

    @property
    def is_side_table(self):
        return (self.kind == "Leak_DefinitelyLost" and self.indirect == 0 and self.blocks > 0
                and self.direct == SIDE_TABLE_BYTES * self.blocks
                and len(self.stack) >= len(SIDE_TABLE_STACK)
                and all(re.fullmatch(pattern, frame) for pattern, frame in zip(SIDE_TABLE_STACK, self.stack)))


def number(text):
    return int(text.replace(",", ""))


def records(xml_text):
    """Every <error> of valgrind's XML report, in its order."""
    try:
        root = ElementTree.fromstring(xml_text)
    except ElementTree.ParseError as error:
        sys.exit(f"memcheck: valgrind's XML report is unreadable ({error}); did valgrind end early?")
    found = []
    for error in root.iter("error"):
        kind = error.findtext("kind", "")
        what = error.find("xwhat")
        text = what.findtext("text", "") if what is not None else error.findtext("what", "")
        total = number(what.findtext("leakedbytes", "0")) if what is not None else 0
        blocks = number(what.findtext("leakedblocks", "0")) if what is not None else 0
        # "432 (32 direct, 400 indirect) bytes in 1 blocks are definitely lost in loss record 7 of 9"
        split = re.match(r"[\d,]+ \(([\d,]+) direct, ([\d,]+) indirect\)", text)
        direct, indirect = (number(split.group(1)), number(split.group(2))) if split else (total, 0)
        stack = error.find("stack")
        frames = [frame.findtext("fn") or frame.findtext("obj") or frame.findtext("ip", "?")
                  for frame in (stack.iter("frame") if stack is not None else [])]
        found.append(Record(kind, text, blocks, direct, indirect, frames))
    return found


def judge(found):
    """The figures (bytes by kind of loss, side tables explained, errors) and the records that fail the run."""
    figures = {name: 0 for name in LOSS_KINDS.values()}
    figures.update({"side tables explained": 0, "errors": 0})
    failures = []
    for record in found:
        if not record.is_loss:
            figures["errors"] += 1
            failures.append(record)
            continue
        figures[LOSS_KINDS[record.kind]] += record.direct
        if record.is_side_table:
            figures["side tables explained"] += record.direct
        elif record.kind in ("Leak_DefinitelyLost", "Leak_IndirectlyLost"):
            failures.append(record)
    return figures, failures


def blocks(found, kind):
    """Blocks of `kind` by allocation stack."""
    counted = {}
    for record in found:
        if record.kind == kind:
            counted[tuple(record.stack)] = counted.get(tuple(record.stack), 0) + record.blocks
    return counted


def side_tables(found):
    return sum(record.blocks for record in found if record.is_side_table)


def possibly_lost(found):
    return sum(blocks(found, "Leak_PossiblyLost").values())


def growth(found, baseline):
    """What the longer session ended with beyond the baseline: side tables and possibly lost blocks (either fails
    the run), and the still-reachable records of the project's code that grew (what piled up, by allocation)."""
    problems = []
    if side_tables(found) > side_tables(baseline):
        problems.append(f"{side_tables(found)} weak-reference side tables of objects alive at exit, "
                        f"{side_tables(baseline)} after the baseline session: objects outlive the screens that owned them")
    if possibly_lost(found) > possibly_lost(baseline):
        problems.append(f"{possibly_lost(found)} blocks possibly lost, {possibly_lost(baseline)} after the baseline session")
    base_reachable = blocks(baseline, "Leak_StillReachable")
    grown = sorted(((count - base_reachable.get(stack, 0), stack)
                    for stack, count in blocks(found, "Leak_StillReachable").items()
                    if count > base_reachable.get(stack, 0) and any(frame.startswith(PROJECT_FRAMES) for frame in stack)),
                   key=lambda pair: -pair[0])
    return problems, grown


def demangled(names):
    """Swift's mangled names as people read them (valgrind demangles C++ only); as they are without swift-demangle."""
    tool = shutil.which("swift-demangle")
    if tool is None:
        return names
    result = subprocess.run([tool, "--simplified"], input="\n".join(names), capture_output=True, text=True)
    lines = result.stdout.split("\n")
    return lines[:len(names)] if result.returncode == 0 and len(lines) >= len(names) else names


def describe(failures, frames=14):
    """Each failing record with the top of its stack: where the leaked or misused block came from."""
    described = []
    for record in failures:
        heading = f"{LOSS_KINDS.get(record.kind, record.kind)}: {record.text}"
        described.append("\n".join([heading] + [f"    {name}" for name in demangled(record.stack[:frames])]))
    return "\n\n".join(described)


def describe_growth(grown, limit=8, frames=10):
    """What piled up: the project's objects first (made by swift_allocObject called from the browser or the
    navigation core), counted by the function that made them and its caller; without any, the still-reachable
    records that grew most, each with the top of its stack."""
    made = {}
    for count, stack in grown:
        if len(stack) > 4 and stack[2] == "swift_allocObject" and stack[3].startswith(PROJECT_FRAMES):
            made[stack[3:5]] = made.get(stack[3:5], 0) + count
    if made:
        places = sorted(made.items(), key=lambda pair: -pair[1])
        names = demangled([name for place, _ in places for name in place])
        return "objects of the browser still alive at exit beyond the baseline session's, by where they were made:\n" + \
            "\n".join(f"    {count} × {names[2 * index]} ← {names[2 * index + 1]}"
                      for index, (_, count) in enumerate(places))
    return "\n\n".join("\n".join([f"still reachable, {count} more blocks than after the baseline session:"]
                                  + [f"    {name}" for name in demangled(list(stack[:frames]))])
                        for count, stack in grown[:limit])


def report(figures):
    return ", ".join(f"{name} {value:,}" + ("" if name == "errors" else " bytes") for name, value in figures.items())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary", nargs="?")
    parser.add_argument("--keys", type=int, default=10_000)
    parser.add_argument("--log", default=None, help="valgrind's XML report, kept (default: a temporary file)")
    parser.add_argument("--classify", metavar="XML", help="only judge this recorded report")
    parser.add_argument("--baseline", metavar="XML", help="with --classify: the baseline session's report")
    arguments = parser.parse_args()
    if arguments.classify:
        def read(path):
            with open(path, encoding="utf-8") as file:
                return file.read()
        sys.exit(verdict(read(arguments.classify), 0, read(arguments.baseline) if arguments.baseline else None))
    if arguments.binary is None:
        parser.error("the binary to run is missing")
    if shutil.which("valgrind") is None:
        sys.exit("memcheck: valgrind is missing (Debian: apt-get install valgrind)")

    # The baseline quits at the same place in the round as the run, after one whole round (every tab built).
    baseline_keys = len(ROUND) + arguments.keys % len(ROUND)
    if arguments.keys < baseline_keys + len(ROUND):
        parser.error(f"--keys must be at least {2 * len(ROUND)}: the baseline session is one round shorter")
    with tempfile.TemporaryDirectory(prefix="kanji-memcheck-") as directory:
        binary = os.path.join(directory, "kanji-tui")
        subprocess.run(["objcopy", "--strip-debug", arguments.binary, binary], check=True)
        log_path = arguments.log or os.path.join(directory, "valgrind.xml")
        # Side by side, each typed by a thread of its own: one valgrind keeps one core busy.
        sessions = [start_session(binary, keys, path, os.path.join(directory, name))
                    for keys, path, name in ((arguments.keys, log_path, "run"),
                                             (baseline_keys, os.path.join(directory, "baseline.xml"), "baseline"))]
        with ThreadPoolExecutor(max_workers=2) as pool:
            futures = [pool.submit(finish_session, *session) for session in sessions]
            (status, log, elapsed), (base_status, base_log, _) = [future.result() for future in futures]

    print(f"memcheck: {arguments.keys} keys in {elapsed:.0f} s ({arguments.keys / elapsed:.1f} keys/s), exit status "
          f"{status}; baseline session of {baseline_keys} keys, exit status {base_status}")
    sys.exit(verdict(log, status, base_log))


def start_session(binary, keys, log_path, home):
    """Starts the browser under valgrind on a pty of its own and a throwaway user database; see finish_session."""
    os.makedirs(home)
    environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8",
                       KANJI_TUI_USER_DATA=os.path.join(home, "user.sqlite"),
                       # Swift's crash reporter would start a helper process on a crash; none is expected.
                       SWIFT_BACKTRACE="enable=no")
    # Every kind of block left at exit is a record of the XML report, where judge() and growth() decide; valgrind's
    # own error count leaves losses out. Its text messages go beside the report, off the browser's terminal.
    command = ["valgrind", "--tool=memcheck", "--leak-check=full", "--show-leak-kinds=all",
               "--errors-for-leak-kinds=none", "--num-callers=40", f"--suppressions={SUPPRESSIONS}",
               "--xml=yes", f"--xml-file={log_path}", f"--log-file={log_path}.txt",
               binary, "--data", RESOURCES]
    return Session(command, environment), keys, log_path, time.monotonic()


def finish_session(session, keys, log_path, started):
    """Types the session's keys, then `q`; the exit status, valgrind's XML report and the seconds taken."""
    session.wait_for("1/10361", timeout=600)
    for index in range(keys):
        session.press(ROUND[index % len(ROUND)])
    for key in (ESC, ESC, "q"):
        session.press(key)
    status = session.wait_for_exit(timeout=600)
    elapsed = time.monotonic() - started
    with open(log_path, encoding="utf-8", errors="replace") as file:
        return status, file.read(), elapsed


def verdict(xml_text, status, baseline_text=None):
    """None when the run passes; otherwise the reason, after printing what failed it."""
    found = records(xml_text)
    figures, failures = judge(found)
    baseline = records(baseline_text) if baseline_text is not None else None
    problems, grown = growth(found, baseline) if baseline is not None else ([], [])
    print("memcheck: " + report(figures))
    if baseline is not None:
        print(f"memcheck: side tables at exit {side_tables(found)} (baseline {side_tables(baseline)}), blocks possibly "
              f"lost {possibly_lost(found)} (baseline {possibly_lost(baseline)})")
    if not failures and not problems and status == 0:
        return None
    if failures:
        print(describe(failures), file=sys.stderr)
    if problems:
        print("\n".join(problems) + "\n\n" + describe_growth(grown), file=sys.stderr)
    return (f"memcheck: FAILED ({len(failures)} unexplained record(s), {len(problems)} growth(s) beyond the baseline, "
            f"exit status {status})")


if __name__ == "__main__":
    main()
