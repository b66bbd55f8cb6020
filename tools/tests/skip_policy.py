"""Skipped tests are failures in CI unless `.ci/allowed-skips` names them and says why.

A fresh clone's `make test` installs every peer the tests need (tools/install-test-deps.sh), so a skip there
means an install step is missing or broken — which a green run would hide. With `KANJI_TUI_STRICT_SKIPS=1`
(`.ci/run` sets it) the session fails on any skipped test or module the allowlist does not match; without it,
skips are only reported, as pytest always does. conftest.py imports these hooks.

Swift Testing's skips (a test whose `.enabled(if:)` is false) are printed as "Test NAME skipped"; `.ci/run` hands
`make test`'s output to `python3 tools/tests/skip_policy.py swift-log FILE`, which holds them to lines
`swift:NAME-PATTERN  # why` of the same allowlist.

Allowlist lines: `FILE.py::TEST-PATTERN  # why it cannot run here` (`*` matches anything, brackets are literal as
in parametrized ids; the file by its name alone, so the line holds wherever pytest's root is). A line without a
reason is refused.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

ALLOWLIST = Path(__file__).resolve().parent.parent.parent / ".ci" / "allowed-skips"
STRICT = os.environ.get("KANJI_TUI_STRICT_SKIPS") == "1"


def allowed_patterns(text: str) -> list[str]:
    """The patterns of the allowlist's lines; a line with no `# reason` is an error, not a silent allowance."""
    patterns = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        pattern, _, reason = line.partition("#")
        if not reason.strip():
            raise ValueError(f"{ALLOWLIST.name}:{number}: '{line.strip()}' says no reason")
        patterns.append(pattern.strip())
    return patterns


def short_id(nodeid: str) -> str:
    """`tools/tests/test_x.py::test_y[1]` as `test_x.py::test_y[1]`."""
    path, _, rest = nodeid.partition("::")
    return Path(path).name + ("::" + rest if rest else "")


def unexpected(skipped: list[str], patterns: list[str]) -> list[str]:
    """The skipped ids no pattern allows (a whole skipped module matches a pattern of its file)."""
    def matches(text: str, pattern: str) -> bool:
        return re.fullmatch(".*".join(map(re.escape, pattern.split("*"))), text) is not None

    def allowed(nodeid: str) -> bool:
        return any(matches(nodeid, pattern) or ("::" not in nodeid and matches(nodeid, pattern.split("::")[0]))
                   for pattern in patterns)
    return [nodeid for nodeid in skipped if not allowed(nodeid)]


# Swift Testing ends a skip's line with "skipped." or "skipped: <comment>"; a test whose name says "skipped" is not one.
SWIFT_SKIP = re.compile(r"\b(?:Test|Suite) (\S.*?) skipped(?:\.|: .*)$", re.M)


def swift_skips(log: str) -> list[str]:
    """The names of the Swift tests and suites a `swift test` output says were skipped, as `swift:NAME`."""
    return ["swift:" + name for name in SWIFT_SKIP.findall(log)]


_skipped: list[tuple[str, str]] = []


def _record(report) -> None:
    if report.skipped and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        _skipped.append((short_id(report.nodeid), reason))


def pytest_runtest_logreport(report) -> None:
    _record(report)


def pytest_collectreport(report) -> None:
    _record(report)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if not STRICT or not _skipped:
        return
    patterns = allowed_patterns(ALLOWLIST.read_text(encoding="utf-8")) if ALLOWLIST.exists() else []
    reasons = dict(_skipped)
    refused = unexpected(list(reasons), patterns)
    if refused:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        lines = [f"{len(refused)} skipped test(s) not in .ci/allowed-skips (KANJI_TUI_STRICT_SKIPS=1): install what "
                 "they need (tools/install-test-deps.sh), or allow them there with the reason"]
        lines += [f"  {nodeid}: {reasons[nodeid]}" for nodeid in refused]
        if reporter:
            reporter.write_line("\n".join(lines), red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def main(argv: list[str]) -> int:
    """`skip_policy.py swift-log FILE`: exit 1, naming them, when FILE shows Swift skips the allowlist lacks."""
    if len(argv) != 2 or argv[0] != "swift-log":
        print("usage: skip_policy.py swift-log FILE", file=sys.stderr)
        return 64
    log = Path(argv[1]).read_text(encoding="utf-8", errors="replace")
    refused = unexpected(swift_skips(log), allowed_patterns(ALLOWLIST.read_text(encoding="utf-8")))
    for name in refused:
        print(f"skip_policy: {name} was skipped and .ci/allowed-skips does not allow it", file=sys.stderr)
    return 1 if refused else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
