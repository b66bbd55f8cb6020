"""Issue 44: a stored stability or difficulty that is no finite number is damaged data.

SQLite keeps whatever is written into a REAL column: the text 'nan', an infinity (9e999). `study export --json` used to
exit 1 with a raw `EncodingError` on an infinity (JSON has none) and read the text as 0. Now every reader refuses the
file as damaged, exit status 2, naming the card (or review) and the field, and the file is left as it was.
"""
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CASES = [
    ("UPDATE study_card SET stability = 'nan', difficulty = 5, state = 2 WHERE key = '本'",
     "study card 2 (本, recognition): its stability is the text 'nan', not a finite number"),
    ("UPDATE study_card SET stability = 9e999, difficulty = 5, state = 2 WHERE key = '本'",
     "study card 2 (本, recognition): its stability is inf, not a finite number"),
    ("UPDATE study_card SET stability = 3.5, difficulty = -9e999, state = 2 WHERE key = '本'",
     "study card 2 (本, recognition): its difficulty is -inf, not a finite number"),
    ("INSERT INTO study_review (card_id, reviewed_at, rating, state_before, stability_before, difficulty_before, due_before, "
     "state_after) VALUES (1, 1790000000, 3, 2, 'inf', 5, 1790000000, 2)",
     "review 1 of study card 1: its stability before it is the text 'inf', not a finite number"),
]


@pytest.mark.parametrize("damage, message", CASES, ids=["nan text", "infinity", "difficulty", "review"])
def test_a_stored_number_that_is_not_finite_is_refused_as_damage(kanji_tui, tmp_path, damage, message):
    # A card is read by every study command; a review's numbers by the export, which writes the whole log.
    commands = [["export", "--json"], ["list"]] if damage.startswith("UPDATE study_card") else [["export", "--json"]]
    database = tmp_path / "user.sqlite"
    environment = dict(os.environ, KANJI_TUI_DATA=str(ROOT / "Resources"))
    subprocess.run([kanji_tui, "study", "add", "日", "本", "--kanji", "--user-data", str(database)], env=environment, check=True,
                   capture_output=True, stdin=subprocess.DEVNULL)
    connection = sqlite3.connect(database)
    connection.execute(damage)
    connection.commit()
    connection.close()
    before = database.read_bytes()
    for command in commands:
        result = subprocess.run([kanji_tui, "study", *command, "--user-data", str(database)], env=environment,
                                capture_output=True, text=True, stdin=subprocess.DEVNULL)
        assert result.returncode == 2, (command, result.stdout[:300], result.stderr)
        assert result.stderr == (f"kanji-tui: {database}: damaged ({message}); left as it is, nothing more is written "
                                 "to it\n"), command
        assert "EncodingError" not in result.stderr
    assert database.read_bytes() == before
