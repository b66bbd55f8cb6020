import sys
from pathlib import Path

# The skip policy of tools/tests (skip_policy.py): under .ci/run a skipped install test fails CI too.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from skip_policy import pytest_collectreport, pytest_runtest_logreport, pytest_sessionfinish  # noqa: E402, F401
