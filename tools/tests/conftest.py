import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# Skips fail CI unless .ci/allowed-skips names them (skip_policy.py says why).
from skip_policy import pytest_collectreport, pytest_runtest_logreport, pytest_sessionfinish  # noqa: E402, F401


def pytest_configure(config):
    """`slow_peer` marks the tests that run a slow real peer (SudachiPy, PyPI anki, fsrs-rs-python's optimizer):
    `make test` leaves them out (`-m "not slow_peer"`) to stay within its 15 minutes on 2 cores, and `make test-peers`,
    which `.ci/run` runs after it, runs only them, so every one still runs in CI."""
    config.addinivalue_line("markers", "slow_peer: a slow real peer, run by `make test-peers` (CI), not `make test`")


@pytest.fixture(scope="session")
def kanji_tui():
    """The debug kanji-tui binary the command tests run: $KANJI_TUI_BINARY, or built once here by SwiftPM ($SWIFT,
    $SCRATCH as in the Makefile); skipped, saying why, where there is no Swift toolchain."""
    if os.environ.get("KANJI_TUI_BINARY"):
        return os.environ["KANJI_TUI_BINARY"]
    swift = os.environ.get("SWIFT", "swift")
    if shutil.which(swift) is None:
        pytest.skip(f"no Swift toolchain ({swift}) to build kanji-tui with (set KANJI_TUI_BINARY)")
    scratch = ["--scratch-path", os.environ.get("SCRATCH", ".build")]
    subprocess.run([swift, "build", "--product", "kanji-tui", *scratch], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    folder = subprocess.run([swift, "build", "--show-bin-path", *scratch], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    return str(Path(folder) / "kanji-tui")
