"""`kanji-tui study optimize` against fsrs-rs, the optimizer Anki uses (PyPI fsrs-rs-python 0.9.3), on one
simulated learner's log (tools/simulated_learner.py, fixed seed): kanji-tui's fitted parameters must predict the
log within 1 % of the log-loss fsrs-rs's fitted parameters reach, scored both ways — by kanji-tui (plain mean
cross-entropy, the one it reports) and by fsrs-rs's own `evaluate` (which weights later items more)."""

import json
import sqlite3
import subprocess
from pathlib import Path

import pytest

fsrs_rs = pytest.importorskip(
    "fsrs_rs_python", reason="fsrs-rs-python 0.9.3 is not installed (tools/install-test-deps.sh installs it from PyPI)")
pytest.importorskip("fsrs", reason="py-fsrs (PyPI fsrs 6.3.2) is not installed; `make fsrs-fixtures` installs it")

import simulated_learner  # noqa: E402  (needs py-fsrs, checked above)

# A slow peer (fsrs-rs-python's optimizer on a simulated log: about 10 s): run by `make test-peers` in CI, not by `make test` (tools/tests/conftest.py).
pytestmark = pytest.mark.slow_peer

ROOT = Path(__file__).resolve().parents[2]
SEED = 7
DAYS = 120


@pytest.fixture(scope="module")
def comparison(tmp_path_factory, kanji_tui):
    binary = kanji_tui
    database = tmp_path_factory.mktemp("optimize") / "user.sqlite"
    # Creates the file with kanji-tui's schema (setting the retention alone succeeds on an empty log).
    subprocess.run([binary, "study", "optimize", "--retention", "0.9", "--user-data", str(database)],
                   check=True, capture_output=True)
    cards, reviews = simulated_learner.simulate(SEED, DAYS)
    simulated_learner.write_database(database, cards, reviews)
    items = simulated_learner.fsrs_items(reviews)
    reference = list(fsrs_rs.FSRS(fsrs_rs.DEFAULT_PARAMETERS).compute_parameters(items))
    # fsrs-rs's parameters as the current ones, so kanji-tui's report scores them beside its own fit.
    with sqlite3.connect(database) as db:
        db.execute("UPDATE study_settings SET parameters = ? WHERE id = 1", (",".join(repr(w) for w in reference),))
    run = subprocess.run([binary, "study", "optimize", "--json", "--user-data", str(database)],
                         check=True, capture_output=True, text=True)
    return {"report": json.loads(run.stdout), "items": items, "reference": reference, "reviews": len(reviews)}


def test_the_log_is_several_thousand_reviews_and_every_predicted_one_is_counted(comparison):
    assert comparison["reviews"] > 5000
    assert comparison["report"]["reviews"] == len(comparison["items"])


def test_kanji_tui_scores_fsrs_rs_parameters_as_it_reports_them(comparison):
    report = comparison["report"]
    assert report["current"]["parameters"] == pytest.approx(comparison["reference"], abs=1e-6)


def test_fitted_log_loss_is_within_one_percent_of_fsrs_rs_by_kanji_tuis_measure(comparison):
    report = comparison["report"]
    ours, theirs = report["fitted"]["log_loss"], report["current"]["log_loss"]
    print(f"kanji-tui's log-loss: kanji-tui's fit {ours:.5f}, fsrs-rs's fit {theirs:.5f}")
    assert ours <= theirs * 1.01


def test_fitted_log_loss_is_within_one_percent_of_fsrs_rs_by_fsrs_rs_evaluate(comparison):
    items = comparison["items"]
    ours = fsrs_rs.FSRS(comparison["report"]["fitted"]["parameters"]).evaluate(items)
    theirs = fsrs_rs.FSRS(comparison["reference"]).evaluate(items)
    print(f"fsrs-rs's evaluate: kanji-tui's fit {ours}, fsrs-rs's fit {theirs}")
    assert ours.log_loss <= theirs.log_loss * 1.01
