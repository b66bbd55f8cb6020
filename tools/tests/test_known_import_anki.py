"""Issue 47: `kanji-tui known import FILE.apkg` on a package PyPI's `anki` (the library Anki's desktop runs on) wrote.

A vocabulary deck of "Japanese" notes (Expression, Reading, Meaning), some of whose cards are mature (a review card with
an interval of 21 days or more, as Anki calls it), some young (in review under 21 days), some new; a few mature notes
name nothing kanji-tui can place (no such word, a reading none of the word's); a second deck holds a mature note that
--deck leaves out. `known import` must mark exactly the mature words it can place, list the others as not placed with
their text, and count the young ones; --min-interval moves the line; --dry-run writes nothing.
"""
import importlib.util
import json
import subprocess
from pathlib import Path

import pytest

anki_collection = pytest.importorskip(
    "anki.collection", reason="PyPI's anki (tools/install-test-deps.sh installs anki==26.9.3) cannot be imported here",
    exc_type=ImportError)

# The "Japanese" note type the bench's package is made with (tools/bench-known-import.py).
_spec = importlib.util.spec_from_file_location("bench_known_import", Path(__file__).parents[1] / "bench-known-import.py")
bench_known_import = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_known_import)

# A slow peer (a collection built and exported with PyPI anki, then imported): run by `make test-peers` in CI, not by
# `make test` (tools/tests/conftest.py).
pytestmark = pytest.mark.slow_peer

ROOT = Path(__file__).resolve().parents[2]

# (Expression, Reading) → the word kanji-tui marks known.
MATURE = {("日本", "にほん"): ("日本", "にほん"), ("食[た]べる", ""): ("食べる", "たべる"), ("学校", "がっこう"): ("学校", "がっこう"),
          ("生物", "なまもの"): ("生物", "なまもの"), ("部屋", "ヘヤ"): ("部屋", "へや"), ("カメラ", "カメラ"): ("カメラ", "カメラ"),
          ("先生", ""): ("先生", "せんせい"), ("水", ""): ("水", "みず")}
# Mature, but nothing to place: no such word; a reading that is none of the word's; a kanji alone that writes two
# common words (日: ひ and にち), its reading not given.
NOT_PLACED = {("xyzzy", ""): "xyzzy", ("学生", "がくせいx"): "学生", ("日", ""): "日"}
# A mature note of a kanji deck (a field named Kanji): the kanji, no word to mark.
KANJI_NOTE = "山"
YOUNG = {("電車", "でんしゃ"): 5, ("時間", "じかん"): 20}
NEW = [("友達", "ともだち")]
OTHER_DECK = ("天気", "てんき")


@pytest.fixture(scope="module")
def package(tmp_path_factory):
    folder = tmp_path_factory.mktemp("anki")
    col = anki_collection.Collection(str(folder / "collection.anki2"))
    japanese = bench_known_import.japanese_type(col)
    vocabulary, other = col.decks.id("Japanese::Vocabulary"), col.decks.id("Other")
    today = col.sched.today

    def add(expression, reading, deck, interval):
        note = col.new_note(japanese)
        note["Expression"], note["Reading"], note["Meaning"] = expression, reading, "meaning"
        col.add_note(note, deck)
        if interval is not None:
            card = note.cards()[0]
            col.db.execute("update cards set type=2, queue=2, due=?, ivl=?, factor=2500, reps=5, lapses=0, left=0 where id=?",
                           today + 3, interval, card.id)

    for index, (expression, reading) in enumerate(list(MATURE) + list(NOT_PLACED)):
        add(expression, reading, vocabulary, 21 + index * 10)
    for (expression, reading), interval in YOUNG.items():
        add(expression, reading, vocabulary, interval)
    for expression, reading in NEW:
        add(expression, reading, vocabulary, None)
    add(*OTHER_DECK, other, 100)
    kanji_model = col.models.new("Kanji")
    for name in ["Kanji", "Meaning"]:
        col.models.add_field(kanji_model, col.models.new_field(name))
    template = col.models.new_template("Kanji")
    template["qfmt"], template["afmt"] = "{{Kanji}}", "{{Meaning}}"
    col.models.add_template(kanji_model, template)
    col.models.add(kanji_model)
    note = col.new_note(col.models.by_name("Kanji"))
    note["Kanji"], note["Meaning"] = KANJI_NOTE, "mountain"
    col.add_note(note, col.decks.id("Japanese::Kanji"))
    col.db.execute("update cards set type=2, queue=2, due=?, ivl=60, factor=2500, reps=5, left=0 where id=?", today + 3,
                   note.cards()[0].id)
    path = folder / "vocabulary.apkg"
    col.export_anki_package(out_path=str(path), options=anki_collection.ExportAnkiPackageOptions(
        with_scheduling=True, with_deck_configs=True, with_media=False, legacy=False), limit=None)
    col.close()
    return path


def run(binary, database, *arguments, status=0):
    result = subprocess.run([binary, *arguments, "--user-data", str(database)], capture_output=True, text=True,
                            env={"KANJI_TUI_DATA": str(ROOT / "Resources"), "PATH": "/usr/bin:/bin", "TMPDIR": str(database.parent)})
    assert result.returncode == status, (arguments, result.stdout, result.stderr)
    return result


def marks(binary, database):
    return sorted((row["word"], row["reading"]) for row in json.loads(run(binary, database, "known", "list", "--json").stdout))


def test_the_mature_words_are_marked_known_and_the_others_listed(kanji_tui, package, tmp_path):
    database = tmp_path / "user.sqlite"
    result = run(kanji_tui, database, "known", "import", str(package), "--deck", "Japanese")
    lines = result.stdout.splitlines()
    notes = len(MATURE) + len(NOT_PLACED) + 1 + len(YOUNG) + len(NEW)
    assert f"{notes} notes taken: {len(MATURE) + len(NOT_PLACED) + 1} known (a card's interval ≥ 21 days), " \
        f"{len(YOUNG) + len(NEW)} younger left out" in lines[0], lines
    assert lines[1] == f"{package}: {len(MATURE)} words placed: {len(MATURE)} marked known, 0 were already; {len(NOT_PLACED) + 1} not placed"
    assert marks(kanji_tui, database) == sorted(MATURE.values())
    assert '"xyzzy" (note type Japanese): no JMdict word so written' in result.stderr, result.stderr
    assert '"学生": がくせいx is none of its readings in JMdict' in result.stderr, result.stderr
    assert f'"{KANJI_NOTE}" (note type Kanji): a kanji, not a word' in result.stderr, result.stderr
    assert '"日" (note type Japanese): a kanji naming several words (ひ, にち) with no reading' in result.stderr, result.stderr
    again = run(kanji_tui, database, "known", "import", str(package), "--deck", "Japanese")
    assert f"{len(MATURE)} words placed: 0 marked known, {len(MATURE)} were already" in again.stdout


def test_the_interval_the_deck_and_the_note_type_choose_the_notes(kanji_tui, package, tmp_path):
    database = tmp_path / "user.sqlite"
    run(kanji_tui, database, "known", "import", str(package), "--min-interval", "5")
    young = {("電車", "でんしゃ"), ("時間", "じかん"), OTHER_DECK}
    assert set(marks(kanji_tui, database)) == set(MATURE.values()) | young, "every deck, and the young ones from 5 days"
    only = tmp_path / "japanese.sqlite"
    run(kanji_tui, only, "known", "import", str(package), "--note-type", "japanese", "--min-interval", "5")
    assert set(marks(kanji_tui, only)) == set(MATURE.values()) | young, "the Japanese note type's (its name in any case)"
    result = run(kanji_tui, tmp_path / "other.sqlite", "known", "import", str(package), "--deck", "Nothing", status=2)
    assert 'no deck named "Nothing"' in result.stderr
    result = run(kanji_tui, tmp_path / "other.sqlite", "known", "import", str(package), "--note-type", "Basic", status=2)
    assert 'no note type named "Basic" (the note types: ' in result.stderr
    result = run(kanji_tui, tmp_path / "other.sqlite", "known", "import", str(package), "--field", "Front", status=2)
    assert 'note type "Japanese" has no field named "Front"' in result.stderr
    assert not (tmp_path / "other.sqlite").exists()


def test_a_dry_run_writes_nothing(kanji_tui, package, tmp_path):
    database = tmp_path / "user.sqlite"
    result = run(kanji_tui, database, "known", "import", str(package), "--dry-run")
    assert "would be marked known" in result.stdout and "(dry run: nothing written)" in result.stdout
    assert not database.exists()
