import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# Skips fail CI unless .ci/allowed-skips names them (skip_policy.py says why).
from skip_policy import pytest_collectreport, pytest_runtest_logreport, pytest_sessionfinish  # noqa: E402, F401
