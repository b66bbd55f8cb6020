"""`kanji-tui study export --apkg` and `--anki`, imported by the real thing: PyPI's `anki`, the library Anki's
desktop runs on (tools/install-test-deps.sh installs the pinned version). Skipped, saying why, where it cannot be
imported or where there is no Swift toolchain to build kanji-tui with.

The user database is made by kanji-tui itself (`study add`); its cards are then put in every FSRS state by
writing the study_card and study_review columns directly (the command line has no way to review), and
`study export --json` says what kanji-tui has, which is what Anki must end up with. And the way back and forth: a
collection PyPI's `anki` made, with its review history, imported into kanji-tui and exported again, gives Anki every
review back.
"""
import json
import os
import random
import sqlite3
import subprocess
import time
import zipfile
from datetime import datetime
from pathlib import Path

import pytest

anki_collection = pytest.importorskip(
    "anki.collection", reason="PyPI's anki (tools/install-test-deps.sh installs anki==26.9.3) cannot be imported here",
    exc_type=ImportError)

from anki import deck_config_pb2  # noqa: E402 (after the skip: only where anki imports)
from anki_history import turn_fsrs_on, write_history  # noqa: E402

# A slow peer (PyPI anki importing kanji-tui's packages: about 15 s): run by `make test-peers` in CI, not by `make test` (tools/tests/conftest.py).
pytestmark = pytest.mark.slow_peer

ROOT = Path(__file__).resolve().parents[2]
ITEMS = ["橋", "橋[はし]", "生物[せいぶつ]", "生物[なまもの]", "日", "本"]
DAY = 86_400


class Study:
    """One user database and the kanji-tui commands on it."""

    def __init__(self, binary, folder):
        self.binary, self.folder = binary, folder
        self.database = folder / "user.sqlite"

    def run(self, *arguments):
        environment = dict(os.environ, KANJI_TUI_DATA=str(ROOT / "Resources"))
        result = subprocess.run([self.binary, "study", *arguments, "--user-data", str(self.database)],
                                capture_output=True, text=True, env=environment)
        assert result.returncode == 0, result.stderr
        return result.stdout

    def cards(self):
        """kanji-tui's own account of every card (`study export --json`), by (kind, key, reading)."""
        cards = json.loads(self.run("export", "--json"))["cards"]
        return {(card["kind"], card["key"], card["reading"] or ""): card for card in cards}

    def cards_of_every_kind(self):
        """`cards()` with each card's kind: (kind, key, reading, card kind)."""
        cards = json.loads(self.run("export", "--json"))["cards"]
        return {(card["kind"], card["key"], card["reading"] or "", card["card_kind"]): card for card in cards}

    def export(self, name, *options):
        path = self.folder / name
        self.run("export", "--apkg", "-o", str(path), "--deck", "Japanese::kanji-tui", *options)
        return path


def put_in_every_state(database, now):
    """Reviews the kept cards by hand, one per FSRS state, with review logs for the counts."""
    states = {  # key, reading: state, step, stability, difficulty, due, last review
        ("日", ""): (2, None, 12.5, 4.25, now + 3 * DAY, now - 9 * DAY),         # review, due in 3 days
        ("本", ""): (2, None, 3.75, 6.5, now - 2 * DAY - 600, now - 6 * DAY),    # review, 2 days overdue
        ("生物", "せいぶつ"): (1, 1, 0.5, 5.0, now + 600, now - 60),               # learning, second step
        ("生物", "なまもの"): (3, 0, 1.25, 8.0, now + 300, now - 300),             # relearning after a lapse
    }
    with sqlite3.connect(database) as connection:
        for (key, reading), (state, step, stability, difficulty, due, last) in states.items():
            connection.execute(
                "UPDATE study_card SET state = ?, step = ?, stability = ?, difficulty = ?, due = ?, last_review = ? "
                "WHERE key = ? AND reading = ?", (state, step, stability, difficulty, due, last, key, reading))
        card = connection.execute("SELECT id FROM study_card WHERE key = '生物' AND reading = 'なまもの'").fetchone()[0]
        for rating, before, after in [(3, 0, 1), (3, 1, 2), (1, 2, 3)]:  # Good, Good, then Again in review: 1 lapse
            connection.execute(
                "INSERT INTO study_review (card_id, reviewed_at, rating, state_before, due_before, state_after) "
                "VALUES (?, ?, ?, ?, ?, ?)", (card, now - 3 * DAY, rating, before, now - 3 * DAY, after))


def collection(path):
    return anki_collection.Collection(str(path))


def import_package(col, package, with_scheduling=True, with_deck_configs=False):
    """Anki's File → Import of `package`: "Import any learning progress" and "Import deck presets" as given."""
    options = anki_collection.ImportAnkiPackageOptions(with_scheduling=with_scheduling, with_deck_configs=with_deck_configs)
    return col.import_anki_package(anki_collection.ImportAnkiPackageRequest(package_path=str(package), options=options)).log


def package_notes(package):
    """The notes as the package writes them: guid → (fields, tags)."""
    folder = package.parent / (package.stem + "-unzipped")
    with zipfile.ZipFile(package) as archive:
        assert sorted(archive.namelist()) == ["collection.anki2", "media"]
        assert archive.read("media") == b"{}"
        archive.extractall(folder)
    with sqlite3.connect(folder / "collection.anki2") as connection:
        return {guid: (fields.split("\x1f"), tags.split()) for guid, fields, tags in
                connection.execute("SELECT guid, flds, tags FROM notes")}


def anki_day(moment):
    """The Anki day (4:00 to 4:00, local time) a Unix time falls on."""
    return datetime.fromtimestamp(moment - 4 * 3600).date()


@pytest.fixture
def study(kanji_tui, tmp_path):
    study = Study(kanji_tui, tmp_path)
    study.run("add", *ITEMS, "--kanji")
    return study


def test_every_card_arrives_once_with_its_fields_tags_and_note_type(study, tmp_path):
    package = study.export("first.apkg")
    col = collection(tmp_path / "anki.anki2")
    log = import_package(col, package)
    assert len(log.new) == len(ITEMS) and not log.updated and not log.conflicting
    written = package_notes(package)
    notes = [col.get_note(note_id) for note_id in col.find_notes("")]
    assert sorted(note.guid for note in notes) == sorted(written)
    assert len(col.find_cards("")) == len(ITEMS)
    for note in notes:
        assert (list(note.fields), sorted(note.tags)) == (written[note.guid][0], sorted(written[note.guid][1]))
        assert [col.decks.name(card.did) for card in note.cards()] == ["Japanese::kanji-tui"]
    by_front = {(note.note_type()["name"], note.fields[0], note.fields[1]): note for note in notes}
    bridge = col.get_note(by_front["kanji-tui Kanji", "橋", "bridge"].id)
    assert dict(bridge.items())["Strokes"] == "16" and dict(bridge.items())["Kun"] == "はし"
    assert sorted(bridge.tags) == ["JLPT::N2", "grade::3", "kanji", "kanji-tui"]
    assert {key for _, key, reading in by_front if key == "生物"} == {"生物"}
    assert {reading for kind, key, reading in by_front if key == "生物"} == {"せいぶつ", "なまもの"}
    word = by_front["kanji-tui Word", "橋", "はし"]
    assert list(word.keys()) == ["Word", "Reading", "Senses", "Kanji", "Sentence", "Source", "Pitch", "Production card", "Reading card",
                                 "Audio"]
    assert word["Audio"] == ""  # without --with-audio
    assert [template["name"] for template in word.note_type()["tmpls"]] == [
        "Word → reading and meaning", "Meaning and reading → word (production)", "Word → reading"]
    assert (word["Production card"], word["Reading card"]) == ("", "") and len(word.cards()) == 1  # recognition alone
    assert word["Kanji"].startswith("橋 bridge") and word["Sentence"] == "" and sorted(word.tags)[-1] == "word"
    assert "<hr id=answer>" in word.cards()[0].answer()
    # 橋 はし falls after its last mora: the line runs over both kana and turns down after し (issue 36).
    assert word["Pitch"].startswith('<span class="pitch" data-downstep="2">は<span style="border-top:')
    assert word["Pitch"] in word.cards()[0].answer() and word["Pitch"] not in word.cards()[0].question()


def test_with_audio_each_word_s_sound_arrives_in_the_media_folder_and_plays_on_the_back(study, tmp_path):
    """`--with-audio` (issue 36 §2): each word's audio, said by Open JTalk with the Mei voice, is in the package's media
    as Anki expects (numbered files and the `media` map), lands in the collection's media folder under its name, and
    the note's Audio field, `[sound:NAME]`, plays it on the card's back, as Yomitan's cards do."""
    package = study.export("audio.apkg", "--with-audio")
    with zipfile.ZipFile(package) as archive:
        media = json.loads(archive.read("media"))
        assert sorted(archive.namelist()) == sorted(["collection.anki2", "media", *media])
        sounds = {name: archive.read(number) for number, name in media.items()}
    words = [item for item in ITEMS if len(item.split("[")[0]) > 1 or "[" in item]  # 橋[はし], 生物 twice
    # 生物 せいぶつ and 生物 なまもの are said from their spelling alike: one file for both.
    assert len(words) == 3 and len(media) == len(sounds) == 2
    for name, sound in sounds.items():
        assert name.startswith("kanji-tui-") and name.endswith(".wav")
        assert sound[:4] == b"RIFF" and sound[8:12] == b"WAVE" and len(sound) > 20_000
    col = collection(tmp_path / "anki.anki2")
    import_package(col, package)
    folder = Path(col.media.dir())
    for name, sound in sounds.items():
        assert (folder / name).read_bytes() == sound
    notes = [col.get_note(note_id) for note_id in col.find_notes('"note:kanji-tui Word"')]
    assert len(notes) == 3
    for note in notes:
        tag = note["Audio"]
        assert tag.startswith("[sound:kanji-tui-") and tag[len("[sound:"):-1] in sounds, tag
        card = note.cards()[0]  # Anki plays the answer's sound tags (its own renders them as [anki:play:a:N])
        assert [sound.filename for sound in card.answer_av_tags()] == [tag[len("[sound:"):-1]]
        assert not card.question_av_tags()
    assert len({note["Audio"] for note in notes}) == 2
    kanji = [col.get_note(note_id) for note_id in col.find_notes('"note:kanji-tui Kanji"')]
    assert kanji and all("Audio" not in note for note in kanji)


def test_notes_of_an_export_without_the_pitch_field_gain_it_with_merge_note_types(study, tmp_path):
    """An export made before the Pitch field (issue 36): imported with Anki's "Merge note types" and "Update notes:
    Always", the field is added (it comes last) and the same notes are filled in, with no second note type. (Merging
    stamps the collection's notes with the import's time, so "if newer" would skip them until the next export.)"""
    col = collection(tmp_path / "anki.anki2")
    import_package(col, study.export("first.apkg"))
    word_type = col.models.by_name("kanji-tui Word")
    names = [field["name"] for field in word_type["flds"]]
    for name in names[names.index("Source") + 1:]:  # the type as exports before issue 36 had it: Pitch and after gone
        col.models.remove_field(word_type, next(field for field in word_type["flds"] if field["name"] == name))
    col.models.update_dict(word_type)
    before = {col.get_note(note_id).guid: note_id for note_id in col.find_notes("")}
    always = anki_collection.ImportAnkiPackageOptions.DESCRIPTOR.fields_by_name["update_notes"].enum_type \
        .values_by_name["IMPORT_ANKI_PACKAGE_UPDATE_CONDITION_ALWAYS"].number
    options = anki_collection.ImportAnkiPackageOptions(merge_notetypes=True, update_notes=always)
    request = anki_collection.ImportAnkiPackageRequest(package_path=str(study.export("later.apkg")), options=options)
    log = col.import_anki_package(request).log
    assert len(log.updated) == len(ITEMS) and not log.new and not log.conflicting and not log.duplicate
    col.close()  # opened again: the library's note types cached in Python are those before the import
    col = collection(tmp_path / "anki.anki2")
    assert {col.get_note(note_id).guid: note_id for note_id in col.find_notes("")} == before
    assert [model.name for model in col.models.all_names_and_ids()].count("kanji-tui Word") == 1
    words = [col.get_note(note_id) for note_id in col.find_notes('"note:kanji-tui Word"')]
    assert len(words) == 3 and all(note["Pitch"].startswith('<span class="pitch"') for note in words)


def test_a_kept_sentence_arrives_with_its_word_in_bold_and_its_source(study, tmp_path):
    recorded = study.run("add", "橋[はし]", "--sentence", "<古い>橋を渡る", "--source", "旅 & 道.txt")
    assert recorded == "sentence recorded 橋 (はし)\n"
    col = collection(tmp_path / "anki.anki2")
    import_package(col, study.export("sentence.apkg"))
    words = [col.get_note(note_id) for note_id in col.find_notes('"note:kanji-tui Word"')]
    bridge = next(note for note in words if note["Word"] == "橋")
    assert bridge["Sentence"] == "&lt;古い&gt;<b>橋</b>を渡る"
    assert bridge["Source"] == "旅 &amp; 道.txt"
    assert "<b>橋</b>" in bridge.cards()[0].answer()
    assert all(note["Sentence"] == "" for note in words if note is not bridge)


def test_without_scheduling_every_card_is_new(study, tmp_path):
    put_in_every_state(study.database, int(time.time()))
    col = collection(tmp_path / "anki.anki2")
    import_package(col, study.export("plain.apkg"))
    cards = [col.get_card(card_id) for card_id in col.find_cards("")]
    assert [(card.type, card.queue, card.memory_state) for card in cards] == [(0, 0, None)] * len(ITEMS)
    assert col.db.scalar("select count() from revlog") == 0  # and no review log


def test_with_scheduling_the_due_dates_and_memory_states_are_kanji_tuis(study, tmp_path):
    put_in_every_state(study.database, int(time.time()))
    kept = study.cards()
    col = collection(tmp_path / "anki.anki2")
    import_package(col, study.export("scheduled.apkg", "--with-scheduling"))
    today = anki_day(time.time())
    checked = set()
    for card_id in col.find_cards(""):
        card = col.get_card(card_id)
        note = card.note()
        kind = "kanji" if note.note_type()["name"] == "kanji-tui Kanji" else "word"
        mine = kept[kind, note.fields[0], note.fields[1] if kind == "word" else ""]
        state = ["new", "learning", "review", "relearning"].index(mine["state"])
        assert card.type == state and card.queue == {0: 0, 1: 1, 2: 2, 3: 1}[state], mine
        if state == 0:
            assert card.memory_state is None
            continue
        assert card.memory_state.stability == pytest.approx(mine["stability"], rel=1e-6)
        assert card.memory_state.difficulty == pytest.approx(mine["difficulty"], rel=1e-6)
        assert card.last_review_time == iso_seconds(mine["last_review"])
        due = iso_seconds(mine["due"])
        if state == 2:  # a review card is due on a day
            assert card.due - col.sched.today == (anki_day(due) - today).days, mine
        else:           # a (re)learning card at a moment
            assert card.due == due, mine
        checked.add(mine["key"] + (mine["reading"] or ""))
    assert checked == {"日", "本", "生物せいぶつ", "生物なまもの"}
    relearning = col.get_card(col.find_cards("Reading:なまもの")[0])
    assert (relearning.reps, relearning.lapses) == (3, 1)


def test_turning_fsrs_on_after_the_import_computes_memory_states_from_the_reviews_it_brought(study, tmp_path):
    """The README says to turn FSRS on in the deck's options: Anki then computes each card's memory state anew from
    its review log, which the package brings. A card with no review logged keeps the state it came with; one with
    reviews gets the state Anki computes from them (here from a made-up log: three answers in one moment)."""
    put_in_every_state(study.database, int(time.time()))
    col = collection(tmp_path / "anki.anki2")
    import_package(col, study.export("scheduled.apkg", "--with-scheduling"))
    before = {card_id: col.get_card(card_id).memory_state for card_id in col.find_cards("")}
    logged = {card_id for card_id in before if col.db.scalar("select count() from revlog where cid = ?", card_id)}
    assert [col.get_card(card_id).note()["Reading"] for card_id in logged] == ["なまもの"]
    turn_fsrs_on(col, col.decks.id("Japanese::kanji-tui"))
    after = {card_id: col.get_card(card_id).memory_state for card_id in col.find_cards("")}
    assert {card_id: state for card_id, state in after.items() if card_id not in logged} == \
        {card_id: state for card_id, state in before.items() if card_id not in logged}
    assert sum(state is not None for state in after.values()) == 4
    for card_id in logged:
        computed = col.compute_memory_state(card_id)
        # The card keeps 4 decimals of them, the computation all.
        assert (after[card_id].stability, after[card_id].difficulty) == \
            pytest.approx((computed.stability, computed.difficulty), rel=1e-4)


REVLOG_KINDS = {"new": 0, "learning": 0, "review": 1, "relearning": 2}  # Anki's revlog.type by the state answered in


def anki_answers(col, card_id):
    """The card's review log in Anki: (second, button, kind) of each answer, oldest first."""
    return [(row_id // 1000, ease, kind) for row_id, ease, kind in
            col.db.all("select id, ease, type from revlog where cid = ? order by id", card_id)]


def kanji_tui_answers(card):
    """The same of a card of `study export --json`."""
    return [(iso_seconds(review["reviewed_at"]), review["rating"], REVLOG_KINDS[review["state_before"]])
            for review in card["reviews"]]


def test_with_scheduling_every_review_arrives_in_ankis_review_log_once(kanji_tui, tmp_path):
    """Issue 48: each of kanji-tui's reviews is a row of Anki's review log, on its card, at its second, with its button
    and kind (learning, review, relearning), 0 ms spent (kanji-tui does not time reviews), `usn` -1, the `factor` FSRS's
    difficulty as Anki keeps it. Anki's card info lists them. The package imported again adds none, nor does a later
    export of the same reviews (the ids come from the reviews, not from the export's time)."""
    study = Study(kanji_tui, tmp_path)
    study.run("config", "--card-kinds", "recognition,production,reading,writing")
    study.run("add", "橋", "橋[はし]", "日", "カメラ", "--kanji")
    review_every_other_card(study.database, int(time.time()))
    with sqlite3.connect(study.database) as connection:  # each card's last review its last answer, whose outcome it is
        connection.execute("UPDATE study_card SET last_review = (SELECT max(reviewed_at) FROM study_review WHERE card_id = study_card.id) "
                           "WHERE id IN (SELECT card_id FROM study_review)")
    kept = study.cards_of_every_kind()
    reviews = sum(len(card["reviews"]) for card in kept.values())
    assert reviews == sum(index for index in range(13) if index % 3)  # 52: card i has i answers, every third none
    col = collection(tmp_path / "anki.anki2")
    package = study.export("reviews.apkg", "--with-scheduling")
    import_package(col, package)
    assert col.db.scalar("select count() from revlog") == reviews
    assert col.db.all("select distinct usn, time from revlog") == [[-1, 0]]
    for card_id in col.find_cards(""):
        card = col.get_card(card_id)
        note = card.note()
        kind = "kanji" if note.note_type()["name"] == "kanji-tui Kanji" else "word"
        mine = kept[kind, note.fields[0], note.fields[1] if kind == "word" else "", KINDS[card.ord]]
        assert anki_answers(col, card_id) == kanji_tui_answers(mine), mine
        stats = col.card_stats_data(card_id)
        assert sorted(entry.button_chosen for entry in stats.revlog) == sorted(review["rating"] for review in mine["reviews"])
        if mine["reviews"]:  # the last answer's factor: the difficulty it left, as Anki keeps it (1 → 100, 10 → 1100)
            factor = col.db.scalar("select factor from revlog where cid = ? order by id desc limit 1", card_id)
            assert factor == round(((mine["difficulty"] - 1) / 9 + 0.1) * 1000), mine
    for again in [package, study.export("later.apkg", "--with-scheduling")]:
        import_package(col, again)
        assert col.db.scalar("select count() from revlog") == reviews
    col.close()


def test_the_deck_preset_comes_with_the_package_and_carries_kanji_tuis_settings(study, tmp_path):
    """Issue 48: with "Import deck presets" ticked Anki imports the package (it failed: "No such deck config: '1'"), and
    its deck uses the kanji-tui preset: FSRS's parameters and desired retention, the learning and relearning steps, the
    daily limits and the leech threshold kanji-tui schedules with. Without it, the deck keeps Anki's Default preset;
    the learner's Default preset is never changed."""
    study.run("config", "--new-per-day", "7", "--reviews-per-day", "150", "--leech-threshold", "5")
    settings = json.loads(study.run("export", "--json"))["scheduler"]
    for with_scheduling in [True, False]:
        col = collection(tmp_path / f"presets-{with_scheduling}.anki2")
        default_before = col.decks.get_config(1)
        log = import_package(col, study.export(f"presets-{with_scheduling}.apkg", *(["--with-scheduling"] * with_scheduling)),
                             with_scheduling=with_scheduling, with_deck_configs=True)
        assert len(log.new) == len(ITEMS)
        preset = col.decks.config_dict_for_deck_id(col.decks.id("Japanese::kanji-tui"))
        assert preset["name"] == "kanji-tui" and preset["id"] != 1
        # Without "Import any learning progress" Anki leaves FSRS's parameters out of the presets it imports.
        assert preset["fsrsParams6"] == (pytest.approx(settings["parameters"]) if with_scheduling else [])
        assert preset["desiredRetention"] == pytest.approx(settings["desired_retention"])
        assert preset["new"]["delays"] == [seconds / 60 for seconds in settings["learning_steps_seconds"]]
        assert preset["lapse"]["delays"] == [seconds / 60 for seconds in settings["relearning_steps_seconds"]]
        assert preset["rev"]["maxIvl"] == settings["maximum_interval_days"]
        assert (preset["new"]["perDay"], preset["rev"]["perDay"], preset["lapse"]["leechFails"]) == (7, 150, 5)
        assert col.decks.get_config(1) == default_before
        col.close()
    col = collection(tmp_path / "no-presets.anki2")
    import_package(col, study.export("no-presets.apkg", "--with-scheduling"))
    assert col.decks.config_dict_for_deck_id(col.decks.id("Japanese::kanji-tui"))["id"] == 1
    assert [config["name"] for config in col.decks.all_config()] == ["Default"]
    col.close()


def test_reimporting_a_later_export_updates_the_same_notes(study, tmp_path):
    col = collection(tmp_path / "anki.anki2")
    import_package(col, study.export("first.apkg"))
    first = {col.get_note(note_id).guid: note_id for note_id in col.find_notes("")}
    study.run("remove", "本")
    study.run("add", "月", "--kanji")
    # Right after the first, with no pause: Anki updates a note only from a package whose copy is newer, to the
    # second, so the later export must be stamped with a later second (issue 34).
    log = import_package(col, study.export("later.apkg"))
    assert len(log.new) == 1 and len(log.updated) == len(ITEMS) - 1 and not log.conflicting
    later = {col.get_note(note_id).guid: note_id for note_id in col.find_notes("")}
    assert len(later) == len(ITEMS) + 1 and all(later[guid] == note_id for guid, note_id in first.items())


def test_two_exports_in_a_row_are_an_update_in_anki_not_a_duplicate(study, tmp_path):
    """Two packages of the same list, one right after the other: every note of the second is newer (its `mod`
    moved forward), so Anki updates them all and skips none as a duplicate."""
    col = collection(tmp_path / "anki.anki2")
    first, second = study.export("one.apkg"), study.export("two.apkg")
    assert len(import_package(col, first).new) == len(ITEMS)
    log = import_package(col, second)
    assert len(log.updated) == len(ITEMS) and not log.duplicate and not log.new, log
    assert min(package_mods(second)) > max(package_mods(first))


def package_mods(package):
    """Every note's and card's `mod` in the package."""
    folder = package.parent / (package.stem + "-mods")
    with zipfile.ZipFile(package) as archive:
        archive.extractall(folder)
    with sqlite3.connect(folder / "collection.anki2") as connection:
        return [mod for (mod,) in connection.execute("SELECT mod FROM notes UNION ALL SELECT mod FROM cards")]


def test_the_text_exports_guid_column_keeps_same_headword_items_apart(study, tmp_path):
    text = tmp_path / "deck.txt"
    study.run("export", "--anki", "-o", str(text))
    col = collection(tmp_path / "anki.anki2")
    for expected_new in [len(ITEMS), 0]:
        metadata = col.get_csv_metadata(path=str(text), delimiter=None)
        log = col.import_csv(anki_collection.ImportCsvRequest(path=str(text), metadata=metadata)).log
        assert len(log.new) == expected_new and not log.first_field_match and not log.conflicting
    fronts = sorted(col.get_note(note_id)["Front"] for note_id in col.find_notes(""))
    assert fronts == sorted(["橋", "橋", "生物", "生物", "日", "本"])


def iso_seconds(text):
    return int(datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp())


KINDS = ["recognition", "production", "reading", "writing"]  # by template ord
FLAGS = {"production": "Production card", "reading": "Reading card", "writing": "Writing card"}


def review_every_other_card(database, now):
    """Puts every card but each third in review, each with its own stability, due day and log of `index` answers (the
    last Again: a lapse); suspends 橋's production card and makes 日's reading card a leech."""
    with sqlite3.connect(database) as connection:
        cards = connection.execute("SELECT id, key, card_kind FROM study_card ORDER BY id").fetchall()
        for index, (card_id, key, kind) in enumerate(cards):
            if index % 3 == 0:
                continue  # left new
            last = now - index * DAY
            connection.execute("UPDATE study_card SET state = 2, step = NULL, stability = ?, difficulty = ?, due = ?, last_review = ? "
                               "WHERE id = ?", (2.5 + index, 3.0 + index / 4, last + (index + 2) * DAY, last, card_id))
            for answer in range(index):
                again = answer == index - 1 and index > 2
                connection.execute("INSERT INTO study_review (card_id, reviewed_at, rating, state_before, due_before, state_after) "
                                   "VALUES (?, ?, ?, ?, ?, ?)", (card_id, last - (index - answer) * 3600, 1 if again else 3,
                                                                 2 if answer else 0, last, 3 if again else 2))
        connection.execute("UPDATE study_card SET suspended = 1 WHERE key = '橋' AND reading = 'はし' AND card_kind = 'production'")
        connection.execute("UPDATE study_card SET suspended = 1, leech = 1 WHERE key = '日' AND card_kind = 'reading'")


def test_card_kinds_are_templates_of_one_note_each_card_scheduled_on_its_own(kanji_tui, tmp_path):
    """`study config --card-kinds recognition,production,reading,writing`: an item is one note with a card per kind it
    has (a word in kana alone has no reading card, a word no writing card), each card its template's (ord 0 recognition,
    1 production, 2 reading, 3 a kanji's writing), with its own due date, interval, FSRS state and review counts;
    suspended as in kanji-tui, a leech card's note tagged."""
    study = Study(kanji_tui, tmp_path)
    study.run("config", "--card-kinds", "recognition,production,reading,writing")
    study.run("add", "橋", "橋[はし]", "日", "カメラ", "--kanji")
    now = int(time.time())
    review_every_other_card(study.database, now)
    kept = study.cards_of_every_kind()
    assert len(kept) == 13  # 橋 and 日: four each; 橋 はし: three; カメラ: recognition and production
    col = collection(tmp_path / "anki.anki2")
    log = import_package(col, study.export("kinds.apkg", "--with-scheduling"))
    assert len(log.new) == 4 and not log.conflicting
    today = anki_day(time.time())
    assert len(col.find_cards("")) == len(kept)
    for note_id in col.find_notes(""):
        note = col.get_note(note_id)
        kind = "kanji" if note.note_type()["name"] == "kanji-tui Kanji" else "word"
        item = (kind, note.fields[0], note.fields[1] if kind == "word" else "")
        templates = [template["name"] for template in note.note_type()["tmpls"]]
        assert len(templates) == (4 if kind == "kanji" else 3)
        cards = note.cards()
        assert sorted(KINDS[card.ord] for card in cards) == sorted(card_kind for *key, card_kind in kept if tuple(key) == item)
        assert {field: note[field] for field in FLAGS.values() if field in note} == \
            {field: "y" if item + (kind,) in kept else "" for kind, field in FLAGS.items() if field in note}
        for card in cards:
            mine = kept[item + (KINDS[card.ord],)]
            assert card.template()["name"] == templates[card.ord]
            state = ["new", "learning", "review", "relearning"].index(mine["state"])
            assert card.type == state and card.queue == (-1 if mine["suspended"] else state), mine
            assert card.reps == len(mine["reviews"]), mine
            assert card.lapses == sum(review["rating"] == 1 and review["state_before"] == "review" for review in mine["reviews"]), mine
            if state == 0:
                assert card.memory_state is None
                continue
            assert card.memory_state.stability == pytest.approx(mine["stability"], rel=1e-6)
            assert card.memory_state.difficulty == pytest.approx(mine["difficulty"], rel=1e-6)
            due, last = iso_seconds(mine["due"]), iso_seconds(mine["last_review"])
            assert card.due - col.sched.today == (anki_day(due) - today).days and card.ivl == (due - last) // DAY, mine
            assert card.question() and card.answer()
        assert ("leech" in note.tags) == any(kept.get(item + (kind,), {}).get("leech") for kind in KINDS)
    # The fronts ask what their kind asks: the production card shows the meaning, not the word.
    bridge = col.get_note(col.find_notes('"note:kanji-tui Word" Word:橋')[0])
    production = next(card for card in bridge.cards() if card.ord == 1)
    assert "はし" in production.question() and '<div class="word">橋</div>' not in production.question()
    assert '<div class="word">橋</div>' in production.answer()
    reading = next(card for card in bridge.cards() if card.ord == 2)
    assert '<div class="word">橋</div>' in reading.question() and '<div class="reading">はし</div>' not in reading.question()
    day = col.get_note(col.find_notes('"note:kanji-tui Kanji" Kanji:日')[0])
    writing = next(card for card in day.cards() if card.ord == 3)
    assert "Write the kanji" in writing.question() and '<div class="kanji">日</div>' not in writing.question()
    assert '<div class="kanji">日</div>' in writing.answer()
    col.close()


def test_an_earlier_export_gains_the_new_kinds_cards_on_the_same_notes(kanji_tui, tmp_path):
    """An export from before production cards, imported; the learner turns production on and exports again: Anki keeps
    the notes and their recognition cards and adds each note's production card ("Merge note types" as for Pitch)."""
    study = Study(kanji_tui, tmp_path)
    study.run("add", "橋[はし]", "日", "--kanji")
    col = collection(tmp_path / "anki.anki2")
    import_package(col, study.export("first.apkg"))
    before = {col.get_note(note_id).guid: [card.id for card in col.get_note(note_id).cards()] for note_id in col.find_notes("")}
    study.run("config", "--card-kinds", "recognition,production")
    always = anki_collection.ImportAnkiPackageOptions.DESCRIPTOR.fields_by_name["update_notes"].enum_type \
        .values_by_name["IMPORT_ANKI_PACKAGE_UPDATE_CONDITION_ALWAYS"].number
    options = anki_collection.ImportAnkiPackageOptions(merge_notetypes=True, update_notes=always, with_scheduling=True)
    log = col.import_anki_package(anki_collection.ImportAnkiPackageRequest(
        package_path=str(study.export("later.apkg", "--with-scheduling")), options=options)).log
    assert len(log.updated) == 2 and not log.new
    for note_id in col.find_notes(""):
        note = col.get_note(note_id)
        assert sorted(card.ord for card in note.cards()) == [0, 1] and note["Production card"] == "y"
        assert before[note.guid][0] in [card.id for card in note.cards() if card.ord == 0]
    col.close()


# Fifty words, each a Basic note's front in the collection of the round trip: what kanji-tui keeps them as, and its
# note's Word field in the package it exports.
ROUND_TRIP_WORDS = [
    "日本", "学校", "先生", "電車", "時間", "友達", "天気", "料理", "映画", "音楽", "写真", "会社", "仕事", "病院", "新聞", "図書館",
    "大学", "言葉", "質問", "問題", "動物", "自転車", "世界", "旅行", "練習", "飲む", "行く", "見る", "聞く", "読む", "書く", "話す",
    "買う", "歩く", "走る", "泳ぐ", "寝る", "起きる", "住む", "働く", "休む", "待つ", "持つ", "使う", "作る", "教える", "覚える",
    "忘れる", "始める", "終わる"]


def optimizer_items(col, search):
    """How many reviews Anki's FSRS optimizer would train on (its "FSRS items") among the cards of `search`."""
    return col._backend.compute_fsrs_params(search=search, current_params=[], ignore_revlogs_before_ms=0, num_of_relearning_steps=1,
                                   health_check=False).fsrs_items


def test_a_round_trip_anki_kanji_tui_anki_gives_every_review_back(kanji_tui, tmp_path):
    """Issue 48's round trip: a collection PyPI's anki made, 50 notes and 162 reviews with FSRS on (weeks of histories
    written into its review log as Anki writes them, with lapses, relearning and learning steps, and one answer through
    Anki's own scheduler), exported; `study import`; `study export --apkg --with-scheduling`; imported into a fresh
    collection with its deck presets. 162 of 162 reviews come back, each on its word's card under its own revlog id (the
    millisecond it had), with its button, its kind, its intervals and the time it took. Anki's FSRS finds in them what it
    found in the first collection: the optimizer the same number of items, each card the same memory state. Imported into
    the collection they came from, they are none of them added twice: Anki skips a revlog id it has."""
    rng = random.Random(1)
    now = int(time.time())
    first = collection(tmp_path / "first.anki2")
    deck = first.decks.id("Japanese")
    basic = first.models.by_name("Basic")
    cards = {}
    for index, word in enumerate(ROUND_TRIP_WORDS):
        note = first.new_note(basic)
        note["Front"], note["Back"] = word, "meaning"
        first.add_note(note, deck)
        cards[word] = note.cards()[0].id
        if index < 40:  # the last ten left new
            ending = "relearning" if index % 9 == 4 else "learning" if index % 13 == 6 else "review"
            write_history(first, cards[word], rng, now, ending, days=(2, 7))
    turn_fsrs_on(first, deck)
    first.decks.select(deck)
    first.sched.answerCard(first.sched.getCard(), 3)
    assert (len(first.find_notes("")), first.db.scalar("select count() from revlog where ease > 0")) == (50, 162)
    package = tmp_path / "first.apkg"
    first.export_anki_package(out_path=str(package), options=anki_collection.ExportAnkiPackageOptions(
        with_scheduling=True, with_deck_configs=True, with_media=False, legacy=False), limit=None)

    study = Study(kanji_tui, tmp_path)
    assert "imported 50 cards and 162 reviews" in study.run("import", str(package), "--yes")
    back = study.export("back.apkg", "--with-scheduling")
    fresh = collection(tmp_path / "fresh.anki2")
    log = import_package(fresh, back, with_deck_configs=True)
    assert len(log.new) == 50
    returned = {}
    for note_id in fresh.find_notes('"note:kanji-tui Word"'):
        note = fresh.get_note(note_id)
        returned[note["Word"]] = note.cards()[0].id
    assert sorted(returned) == sorted(ROUND_TRIP_WORDS)
    intervals = "select ivl, lastIvl from revlog where cid = ? and ease > 0 order by id"
    identity = "select id, time from revlog where cid = ? and ease > 0 order by id"
    back_again = 0
    for word, card_id in cards.items():
        assert anki_answers(fresh, returned[word]) == [answer for answer in anki_answers(first, card_id) if answer[1] > 0], word
        assert fresh.db.all(intervals, returned[word]) == first.db.all(intervals, card_id), word
        assert fresh.db.all(identity, returned[word]) == first.db.all(identity, card_id), word
        back_again += len(anki_answers(fresh, returned[word]))
    assert back_again == fresh.db.scalar("select count() from revlog") == 162
    assert optimizer_items(fresh, "deck:Japanese::kanji-tui") == optimizer_items(first, "deck:Japanese") > 0
    turn_fsrs_on(fresh, fresh.decks.id("Japanese::kanji-tui"))
    for word, card_id in cards.items():
        mine, theirs = fresh.get_card(returned[word]).memory_state, first.get_card(card_id).memory_state
        assert (mine is None) == (theirs is None), word
        if mine is not None:
            assert (mine.stability, mine.difficulty) == pytest.approx((theirs.stability, theirs.difficulty), rel=1e-3), word
    before = first.db.scalar("select count() from revlog")
    import_package(first, back, with_deck_configs=True)
    assert first.db.scalar("select count() from revlog") == before, "no review goes back twice into the collection it came from"
    first.close()
    fresh.close()
