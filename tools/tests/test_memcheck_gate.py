"""`make memcheck`'s proof that its leak gate catches a leaked coordinator, on the binary it just built.

The same debug build twice, for a short session that opens kanji details and pops them: with
KANJI_TUI_TEST_LEAK_COORDINATOR=1 each detail's coordinator keeps its screen (KanjiDetailCoordinator's
leakProofScreen), so every popped detail leaks its coordinator and screen, and tools/memcheck.py must fail naming
the coordinator; without it the same session must pass. The old gate (definite losses only, every side table
suppressed) passed the leaking build: nothing of the leak is "lost", the parent's weak reference still reaches it. Slow (two runs under valgrind, several minutes), so `make test` skips
it: the Makefile's `memcheck` target runs it with MEMCHECK_BINARY set to the build it checked.
"""

import os
import subprocess
import sys

import pytest

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.environ.get("MEMCHECK_BINARY")
# Three rounds of memcheck.py's session: each opens a kanji's detail from the Kanji tab, the Words tab and the
# Radicals tab, and pops it.
KEYS = 300

pytestmark = pytest.mark.skipif(not BINARY, reason="minutes under valgrind: `make memcheck` runs it (MEMCHECK_BINARY)")


def memcheck(leak):
    environment = {name: value for name, value in os.environ.items() if name != "KANJI_TUI_TEST_LEAK_COORDINATOR"}
    if leak:
        environment["KANJI_TUI_TEST_LEAK_COORDINATOR"] = "1"
    return subprocess.run([sys.executable, os.path.join(TOOLS, "memcheck.py"), BINARY, "--keys", str(KEYS)],
                          env=environment, capture_output=True, text=True)


def test_a_leaked_coordinator_fails_the_gate_by_name():
    result = memcheck(leak=True)
    assert result.returncode != 0, result.stdout
    assert "memcheck: FAILED" in result.stderr
    assert "KanjiDetailCoordinator" in result.stderr, result.stderr[-4000:]


def test_the_same_build_without_the_leak_passes():
    result = memcheck(leak=False)
    assert result.returncode == 0, result.stdout + result.stderr[-4000:]
