"""Anki in (issue 34 §2 and §4): `kanji-tui study import FILE.apkg | FILE.colpkg`, on packages the real thing wrote.

PyPI's `anki` (the library Anki's desktop runs on; tools/install-test-deps.sh installs the pinned version) builds one
collection, once for the module: notes of Anki's stock Basic shape, of a "Japanese" shape (Expression, Reading,
Meaning; two templates, so each note has a recognition and a production card), of a kanji shape (Kanji, Meaning), and
kanji-tui's own note types (a kanji-tui package imported into it); a history of some 3,000 reviews written into the
review log as Anki writes it, then FSRS turned on so that Anki computes every card's memory state from it; a few
cards answered through Anki's own scheduler, due dates set by hand, a card forgotten (reset), cards suspended and
buried. Anki exports it as .apkg and .colpkg, in the legacy format and the new zstd one. kanji-tui imports each,
and every card's state, due date, interval, FSRS memory state, last review and review count must be what Anki holds.

Then: a second import changes nothing (the database's bytes), a later package adds only the new reviews, a round trip
kanji-tui → Anki → kanji-tui keeps every review, and bad input (not a zip, zip bombs, an unknown schema, a note type
without the named field, a 1 GB file) exits 2 with a clear message and the user database's bytes unchanged.
"""
import hashlib
import json
import os
import random
import shlex
import sqlite3
import struct
import subprocess
import time
import zipfile
import zlib
from datetime import datetime
from pathlib import Path

import pytest

anki_collection = pytest.importorskip(
    "anki.collection", reason="PyPI's anki (tools/install-test-deps.sh installs anki==26.9.3) cannot be imported here",
    exc_type=ImportError)

from anki_history import DAY, anki_day, turn_fsrs_on, write_history  # noqa: E402 (after the skip: only where anki imports)

# A slow peer (real-Anki collections built and exported, then imported: about 45 s): run by `make test-peers` in CI, not by `make test` (tools/tests/conftest.py).
pytestmark = pytest.mark.slow_peer

ROOT = Path(__file__).resolve().parents[2]
STATES = ["new", "learning", "review", "relearning"]

# Basic notes: the word on the front, what kanji-tui keeps it as.
BASIC = {"日本": ("word", "日本", "にほん"), "学校": ("word", "学校", "がっこう"), "先生": ("word", "先生", "せんせい"),
         "電車": ("word", "電車", "でんしゃ"), "時間": ("word", "時間", "じかん"), "友達": ("word", "友達", "ともだち"),
         "天気": ("word", "天気", "てんき"), "料理": ("word", "料理", "りょうり"), "映画": ("word", "映画", "えいが"),
         "音楽": ("word", "音楽", "おんがく"), "写真": ("word", "写真", "しゃしん"), "会社": ("word", "会社", "かいしゃ"),
         "仕事": ("word", "仕事", "しごと"), "病院": ("word", "病院", "びょういん"), "新聞": ("word", "新聞", "しんぶん"),
         "<b>図書館</b>": ("word", "図書館", "としょかん"), "大学&nbsp;": ("word", "大学", "だいがく"),
         "言葉": ("word", "言葉", "ことば"), "質問": ("word", "質問", "しつもん"), "問題": ("word", "問題", "もんだい"),
         "動物": ("word", "動物", "どうぶつ"), "自転車": ("word", "自転車", "じてんしゃ"), "世界": ("word", "世界", "せかい"),
         "旅行": ("word", "旅行", "りょこう"), "練習": ("word", "練習", "れんしゅう"), "雨": ("word", "雨", "あめ"),
         "犬": ("word", "犬", "いぬ"), "猫": ("word", "猫", "ねこ"), "箸": ("word", "箸", "はし")}
# Basic is read as a vocabulary type (issue 48): 25 of its 29 notes in Japanese are words of more than one character, so
# its notes of one kanji are the words they write, the commonest: 雨 is あめ, not the kanji.
# "Japanese" notes: Expression, Reading → the word. Furigana in the expression, a reading in katakana, a one-kanji
# word read as the word (橋 read はし is the word, not the kanji).
JAPANESE = {("食[た]べる", ""): ("word", "食べる", "たべる"), ("飲む", "のむ"): ("word", "飲む", "のむ"),
            ("行く", "いく"): ("word", "行く", "いく"), ("見る", "みる"): ("word", "見る", "みる"),
            ("聞く", "きく"): ("word", "聞く", "きく"), ("読む", "よむ"): ("word", "読む", "よむ"),
            ("書く", "かく"): ("word", "書く", "かく"), ("話す", "はなす"): ("word", "話す", "はなす"),
            ("買う", "かう"): ("word", "買う", "かう"), ("歩く", "あるく"): ("word", "歩く", "あるく"),
            ("走る", "はしる"): ("word", "走る", "はしる"), ("泳ぐ", "およぐ"): ("word", "泳ぐ", "およぐ"),
            ("寝る", "ねる"): ("word", "寝る", "ねる"), ("起きる", "おきる"): ("word", "起きる", "おきる"),
            ("住む", "すむ"): ("word", "住む", "すむ"), ("働く", "はたらく"): ("word", "働く", "はたらく"),
            ("休む", "やすむ"): ("word", "休む", "やすむ"), ("待つ", "まつ"): ("word", "待つ", "まつ"),
            ("持つ", "もつ"): ("word", "持つ", "もつ"), ("使う", "つかう"): ("word", "使う", "つかう"),
            ("作る", "つくる"): ("word", "作る", "つくる"), ("教える", "おしえる"): ("word", "教える", "おしえる"),
            ("覚える", "おぼえる"): ("word", "覚える", "おぼえる"), ("忘れる", "わすれる"): ("word", "忘れる", "わすれる"),
            ("始める", "はじめる"): ("word", "始める", "はじめる"), ("終わる", "おわる"): ("word", "終わる", "おわる"),
            ("生物", "なまもの"): ("word", "生物", "なまもの"), ("生物", "せいぶつ"): ("word", "生物", "せいぶつ"),
            ("カメラ", "カメラ"): ("word", "カメラ", "カメラ"), ("今日", "きょう"): ("word", "今日", "きょう"),
            ("明日", "あした"): ("word", "明日", "あした"), ("大人", "おとな"): ("word", "大人", "おとな"),
            ("部屋", "ヘヤ"): ("word", "部屋", "へや"), ("橋", "はし"): ("word", "橋", "はし")}
KANJI = {"山": "mountain", "川": "river", "花": "flower", "空": "sky", "海": "sea", "水": "water", "火": "fire"}
UNMATCHED = ["Hello world", "xyzzy"]
# kanji-tui's own notes: a kanji-tui study list exported with --apkg --with-scheduling, imported into Anki.
OWN = ["月", "木", "金[きん]", "手紙", "土"]
OWN_ITEMS = {("kanji", "月", ""), ("kanji", "木", ""), ("word", "金", "きん"), ("word", "手紙", "てがみ"), ("kanji", "土", "")}


class Study:
    """One user database and the kanji-tui commands on it."""

    def __init__(self, binary, database):
        self.binary, self.database = binary, Path(database)

    def run(self, *arguments, status=0):
        environment = dict(os.environ, KANJI_TUI_DATA=str(ROOT / "Resources"))
        # A session of its own: no controlling terminal, so nothing can ask on one.
        result = subprocess.run([self.binary, "study", *arguments, "--user-data", str(self.database)],
                                capture_output=True, text=True, env=environment, stdin=subprocess.DEVNULL,
                                start_new_session=True)
        assert result.returncode == status, (result.stdout, result.stderr)
        return result

    def cards(self, card_kind="recognition"):
        """kanji-tui's own account of its cards of one kind (`study export --json`), by (kind, key, reading)."""
        cards = json.loads(self.run("export", "--json").stdout)["cards"]
        return {(card["kind"], card["key"], card["reading"] or ""): card for card in cards if card["card_kind"] == card_kind}

    def all_cards(self):
        """Every card, of every kind, by (kind, key, reading, card kind)."""
        cards = json.loads(self.run("export", "--json").stdout)["cards"]
        return {(card["kind"], card["key"], card["reading"] or "", card["card_kind"]): card for card in cards}

    def digest(self):
        return hashlib.sha256(self.database.read_bytes()).hexdigest()


def iso_seconds(text):
    return int(datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp())


def japanese_type(col):
    """The "Japanese" shape: Expression, Reading, Meaning; a recognition and a production card."""
    model = col.models.new("Japanese (recognition & production)")
    for name in ["Expression", "Reading", "Meaning"]:
        col.models.add_field(model, col.models.new_field(name))
    for name, front, back in [("Recognition", "{{Expression}}", "{{Reading}}<br>{{Meaning}}"),
                              ("Production", "{{Meaning}}", "{{Expression}}<br>{{Reading}}")]:
        template = col.models.new_template(name)
        template["qfmt"], template["afmt"] = front, back
        col.models.add_template(model, template)
    col.models.add(model)
    return col.models.by_name(model["name"])


def kanji_type(col):
    model = col.models.new("Kanji")
    for name in ["Kanji", "Meaning", "Onyomi"]:
        col.models.add_field(model, col.models.new_field(name))
    template = col.models.new_template("Kanji → meaning")
    template["qfmt"], template["afmt"] = "{{Kanji}}", "{{Meaning}}"
    col.models.add_template(model, template)
    col.models.add(model)
    return col.models.by_name("Kanji")


class Built:
    """The collection and its packages, and what each note should become."""


@pytest.fixture(scope="module")
def built(kanji_tui, tmp_path_factory):
    folder = tmp_path_factory.mktemp("anki")
    rng = random.Random(34)
    now = int(time.time())

    # kanji-tui's own notes, as kanji-tui exports them with their schedules.
    own = Study(kanji_tui, folder / "own.sqlite")
    own.run("add", *OWN, "--kanji")
    with sqlite3.connect(own.database) as connection:
        connection.execute("UPDATE study_card SET state = 2, step = NULL, stability = 30.5, difficulty = 4.5, due = ?, "
                           "last_review = ? WHERE key IN ('月', '手紙')", (now + 10 * DAY, now - 20 * DAY))
    own_package = folder / "own.apkg"
    own.run("export", "--apkg", "-o", str(own_package), "--deck", "Japanese::kanji-tui", "--with-scheduling")

    path = folder / "collection.anki2"
    col = anki_collection.Collection(str(path))
    col.db.execute("update col set crt = crt - 500 * 86400")  # a collection five hundred days old
    col.close()
    col = anki_collection.Collection(str(path))
    col.import_anki_package(anki_collection.ImportAnkiPackageRequest(
        package_path=str(own_package), options=anki_collection.ImportAnkiPackageOptions(with_scheduling=True)))
    vocabulary, kanji_deck, spanish = (col.decks.id("Japanese::Vocabulary"), col.decks.id("Japanese::Kanji"),
                                       col.decks.id("Spanish"))
    expected = {}  # note id → (kind, key, reading)
    basic = col.models.by_name("Basic")
    for front, item in BASIC.items():
        note = col.new_note(basic)
        note["Front"], note["Back"] = front, "meaning"
        col.add_note(note, vocabulary)
        expected[note.id] = item
    japanese = japanese_type(col)
    for (expression, reading), item in JAPANESE.items():
        note = col.new_note(japanese)
        note["Expression"], note["Reading"], note["Meaning"] = expression, reading, "meaning"
        col.add_note(note, vocabulary)
        expected[note.id] = item
    kanji = kanji_type(col)
    for character, meaning in KANJI.items():
        note = col.new_note(kanji)
        note["Kanji"], note["Meaning"] = character, meaning
        col.add_note(note, kanji_deck)
        expected[note.id] = ("kanji", character, "")
    unmatched = []
    for text in UNMATCHED:
        note = col.new_note(basic)
        note["Front"], note["Back"] = text, "nothing"
        col.add_note(note, vocabulary)
        unmatched.append(note.id)
    duplicate = col.new_note(japanese)  # 日本 again, read にほん: a second note naming the same word
    duplicate["Expression"], duplicate["Reading"] = "日本", "にほん"
    col.add_note(duplicate, vocabulary)
    for text in ["hola", "gracias"]:
        note = col.new_note(basic)
        note["Front"] = text
        col.add_note(note, spanish)
    for note_id in col.find_notes('"note:kanji-tui*"'):
        note = col.get_note(note_id)
        kind = "kanji" if note.note_type()["name"] == "kanji-tui Kanji" else "word"
        expected[note_id] = (kind, note.fields[0], note.fields[1] if kind == "word" else "")
    assert set(expected.values()) >= OWN_ITEMS

    # Histories: most first cards reviewed for months; a few left new, a few in (re)learning.
    first_cards = {note_id: min(col.get_note(note_id).cards(), key=lambda card: card.ord).id for note_id in expected}
    reviewed = [card for note_id, card in first_cards.items() if expected[note_id] not in OWN_ITEMS]
    rng.shuffle(reviewed)
    reviews = 0
    for index, card_id in enumerate(reviewed[:-12]):
        ending = "relearning" if index % 17 == 5 else "learning" if index % 23 == 7 else "review"
        reviews += write_history(col, card_id, rng, now, ending)
    # The Japanese notes' second cards: production cards by their template's name, each imported as its item's.
    second_cards = {note_id: card.id for note_id in expected for card in col.get_note(note_id).cards() if card.ord == 1}
    for card_id in list(second_cards.values())[:6]:  # a few production cards reviewed too
        reviews += write_history(col, card_id, rng, now, "review")
    col.db.execute("update cards set data = '' where data = '{}'")
    turn_fsrs_on(col, vocabulary)

    # Through Anki's own scheduler, now: a new card answered Good twice, due review cards answered.
    col.decks.select(vocabulary)
    answered = []
    for _ in range(4):
        card = col.sched.getCard()
        if card is None:
            break
        col.sched.answerCard(card, 3)
        answered.append(card.id)
    review_cards = [card_id for card_id in reviewed[:-12] if col.get_card(card_id).type == 2]
    set_by_hand = review_cards[:2]
    col.sched.set_due_date(set_by_hand, "9")
    forgotten = review_cards[2]
    col.sched.schedule_cards_as_new([forgotten], restore_position=True, reset_counts=False)
    suspended, buried = review_cards[3:7], review_cards[7:10]
    col.sched.suspend_cards(suspended)
    # What Anki does to a card that lapses too often (8 times by default): its note tagged, the card suspended.
    col.db.execute("update cards set lapses = 8 where id = ?", suspended[0])
    leech = col.get_card(suspended[0]).note()
    leech.tags.append("leech")
    col.update_note(leech)
    col.sched.bury_cards(buried[:2], manual=True)
    col.sched.bury_cards(buried[2:], manual=False)

    built = Built()
    built.folder, built.col, built.now, built.expected, built.first_cards = folder, col, now, expected, first_cards
    built.second_cards = second_cards
    # Every item with a production card: each Japanese note's (the second 日本 note has no Meaning, so Anki made it
    # no production card).
    built.production_items = {expected[note_id] for note_id in second_cards}
    built.unmatched, built.set_by_hand, built.forgotten = unmatched, set(set_by_hand), forgotten
    built.suspended, built.buried, built.reviews, built.leech = suspended, buried, reviews, suspended[0]
    built.packages = {}
    for legacy in [True, False]:
        name = "legacy.apkg" if legacy else "new.apkg"
        col.export_anki_package(out_path=str(folder / name), options=anki_collection.ExportAnkiPackageOptions(
            with_scheduling=True, with_deck_configs=True, with_media=False, legacy=legacy), limit=None)
        built.packages[name] = folder / name
    yield built
    col.close()


def colpkg(built, legacy):
    """The whole collection as a .colpkg (which closes the collection: it is opened again after)."""
    name = "legacy.colpkg" if legacy else "new.colpkg"
    if name not in built.packages:
        path = built.col.path
        built.col.export_collection_package(str(built.folder / name), include_media=False, legacy=legacy)
        built.col = anki_collection.Collection(path)
        built.packages[name] = built.folder / name
    return built.packages[name]


def compare(built, study, card_kind="recognition"):
    """Every first card of a matched note (with `card_kind` production: every second card of a Japanese note): state,
    due date, interval, memory state, last review and review count as Anki holds them."""
    col = built.col
    kept = study.cards(card_kind)
    cards = built.first_cards if card_kind == "recognition" else built.second_cards
    leech_note = col.get_card(built.leech).note()
    most_lapsed = max(card.lapses for card in leech_note.cards())
    leeches = {card.id for card in leech_note.cards() if card.lapses == most_lapsed}
    today = anki_day(time.time())
    checked = 0
    for note_id, item in built.expected.items():
        if note_id not in cards:
            continue
        card = col.get_card(cards[note_id])
        mine = kept[item]
        answers = [row for row in col.db.all("select id, ease from revlog where cid = ? order by id", card.id) if row[1] > 0]
        context = (item, card.type, card.queue, card.due, card.ivl)
        assert len(mine["reviews"]) == len(answers), context
        assert [iso_seconds(review["reviewed_at"]) for review in mine["reviews"]] == [row[0] // 1000 for row in answers]
        assert mine["state"] == STATES[card.type], context
        assert mine["suspended"] == (card.queue == -1), context
        assert (mine["buried_until"] is not None) == (card.queue in (-2, -3)), context
        if mine["buried_until"]:  # back at the next study day's start, as Anki unburies
            assert 0 < iso_seconds(mine["buried_until"]) - time.time() <= DAY and \
                datetime.fromtimestamp(iso_seconds(mine["buried_until"])).hour == 4, context
        assert mine["leech"] == (card.id in leeches), context
        if card.type == 0:
            continue
        if answers:
            assert iso_seconds(mine["last_review"]) == answers[-1][0] // 1000, context
        assert card.memory_state is not None, context
        assert mine["stability"] == pytest.approx(card.memory_state.stability, rel=1e-6), context
        assert mine["difficulty"] == pytest.approx(card.memory_state.difficulty, rel=1e-6), context
        due = iso_seconds(mine["due"])
        if card.type == 2:
            assert (anki_day(due) - today).days == card.due - col.sched.today, context
            if card.id not in built.set_by_hand:
                assert (due - iso_seconds(mine["last_review"])) // DAY == card.ivl, context
        else:
            assert due == card.due, context
        checked += 1
    return checked


@pytest.mark.parametrize("name", ["legacy.apkg", "new.apkg"])
def test_an_anki_package_arrives_with_every_schedule_memory_state_and_review(built, kanji_tui, tmp_path, name):
    study = Study(kanji_tui, tmp_path / "user.sqlite")
    package = built.packages[name]
    with zipfile.ZipFile(package) as archive:
        assert ("collection.anki21" if name == "legacy.apkg" else "collection.anki21b") in archive.namelist()
    result = study.run("import", str(package), "--yes")
    kept = study.cards()
    assert set(kept) == set(built.expected.values()), set(kept) ^ set(built.expected.values())
    assert set(study.cards("production")) == built.production_items
    assert compare(built, study) > 55
    assert compare(built, study, "production") >= 6  # the production cards reviewed in Anki, each with its own history
    assert built.reviews > 2500  # a few thousand reviews in Anki's log
    every = study.all_cards()
    answers = sum(len(card["reviews"]) for card in every.values())
    assert answers > 2000 and f"reviews: {answers:,} (" in result.stdout
    # The report: the fields guessed, the counts, and on stderr every note not imported with its text.
    assert "Japanese (recognition & production): 35 notes, the word from Expression (guessed; --field to choose), " \
           "its reading from Reading (guessed; --reading-field to choose); 35 matched" in result.stdout
    assert "Kanji: 7 notes, the kanji from Kanji (guessed; --field to choose), no reading field" in result.stdout
    assert "kanji-tui Kanji: 3 notes, 3 kanji-tui's own (known by guid)" in result.stdout
    assert "4 suspended, 3 buried (until the next study day) and 1 leech as in Anki" in result.stdout
    assert f"by kind: {len(kept):,} recognition, {len(built.production_items)} production" in result.stdout
    assert "    cards: Recognition → recognition, Production → production" in result.stdout
    assert "rows with ease 0 passed over" in result.stdout
    assert "Basic · Front: Hello world" in result.stderr and "Basic · Front: xyzzy" in result.stderr
    assert "Basic · Front: hola" in result.stderr  # the Spanish deck: --deck Japanese leaves it out
    assert "日本 (にほん), recognition card: note" in result.stderr  # two notes have its recognition card: the other is listed
    assert f"imported {len(every)} cards and " in result.stdout


@pytest.mark.parametrize("legacy", [True, False])
def test_a_whole_collection_colpkg_arrives_too_and_deck_takes_one_deck(built, kanji_tui, tmp_path, legacy):
    study = Study(kanji_tui, tmp_path / "user.sqlite")
    result = study.run("import", str(colpkg(built, legacy)), "--deck", "japanese", "--yes")
    assert "hola" not in result.stderr and "Spanish" not in result.stdout
    assert set(study.cards()) == set(built.expected.values())
    assert compare(built, study) > 55


def test_a_dry_run_says_what_it_would_import_and_writes_nothing(built, kanji_tui, tmp_path):
    study = Study(kanji_tui, tmp_path / "user.sqlite")
    study.run("add", "日", "--kanji")
    before = study.digest()
    result = study.run("import", str(built.packages["new.apkg"]), "--dry-run")
    assert study.digest() == before
    assert f"would import {len(built.expected) - 0} cards and " in result.stdout or "would import" in result.stdout
    assert result.stdout.rstrip().endswith("nothing written (--dry-run)")
    assert "the word from Front (guessed; --field to choose)" in result.stdout
    assert "Basic · Front: Hello world" in result.stderr
    # Every note of one kanji taken as a word is listed (the import itself lists the first ten).
    assert "    a kanji alone is a word: 25 of its 29 notes in Japanese are words" in result.stdout, result.stdout
    assert "5 notes of one kanji taken as words (a note type of words):" in result.stdout
    for line in ["  雨 → word あめ, the commonest so written", "  犬 → word いぬ, the commonest so written",
                 "  猫 → word ねこ, the commonest so written", "  箸 → word はし, the commonest so written",
                 "  橋 → word はし, as its reading says"]:
        assert line + "\n" in result.stdout, line


def test_importing_the_same_package_again_changes_nothing(built, kanji_tui, tmp_path):
    study = Study(kanji_tui, tmp_path / "user.sqlite")
    package = str(built.packages["new.apkg"])
    study.run("import", package, "--yes")
    before, cards = study.digest(), study.all_cards()
    again = study.run("import", package)  # nothing to add: no question, no --yes needed
    assert f"imported 0 cards and 0 reviews from {package} ({len(cards)} already kept: {len(cards)} unchanged)" in again.stdout
    assert study.digest() == before and study.all_cards() == cards


def test_a_later_package_adds_only_the_new_reviews_and_takes_ankis_schedule(built, kanji_tui, tmp_path):
    study = Study(kanji_tui, tmp_path / "user.sqlite")
    study.run("import", str(built.packages["legacy.apkg"]), "--yes")
    col = built.col
    deck = col.decks.id("Japanese::Vocabulary")
    col.decks.select(deck)
    answered = set()
    for _ in range(5):
        card = col.sched.getCard()
        if card is None:
            break
        col.sched.answerCard(card, 3)
        answered.add(card.id)
    assert answered
    later = built.folder / "later.apkg"
    col.export_anki_package(out_path=str(later), options=anki_collection.ExportAnkiPackageOptions(
        with_scheduling=True, with_deck_configs=False, with_media=False, legacy=False), limit=None)
    result = study.run("import", str(later), "--yes")
    assert "imported 0 cards and " in result.stdout
    assert compare(built, study) > 55


def test_a_round_trip_kanji_tui_anki_kanji_tui_keeps_every_review(kanji_tui, tmp_path):
    now = int(time.time())
    study = Study(kanji_tui, tmp_path / "user.sqlite")
    study.run("add", "橋", "生物[せいぶつ]", "日", "--kanji")
    with sqlite3.connect(study.database) as connection:
        for key in ["橋", "生物"]:
            card = connection.execute("SELECT id FROM study_card WHERE key = ?", (key,)).fetchone()[0]
            for days_ago, rating, before, after in [(30, 3, 0, 1), (29, 3, 1, 2), (20, 3, 2, 2), (5, 1, 2, 3), (5, 3, 3, 2)]:
                connection.execute("INSERT INTO study_review (card_id, reviewed_at, rating, state_before, due_before, "
                                   "state_after) VALUES (?, ?, ?, ?, ?, ?)",
                                   (card, now - days_ago * DAY - (600 if rating == 1 else 0), rating, before, now, after))
            connection.execute("UPDATE study_card SET state = 2, step = NULL, stability = 9.5, difficulty = 6.25, due = ?, "
                               "last_review = ? WHERE id = ?", (now + 3 * DAY, now - 5 * DAY, card))
    mine = study.cards()
    package = tmp_path / "out.apkg"
    study.run("export", "--apkg", "-o", str(package), "--with-scheduling")
    col = anki_collection.Collection(str(tmp_path / "anki.anki2"))
    col.import_anki_package(anki_collection.ImportAnkiPackageRequest(
        package_path=str(package), options=anki_collection.ImportAnkiPackageOptions(with_scheduling=True)))
    deck = col.decks.id("kanji-tui")
    turn_fsrs_on(col, deck)
    col.decks.select(deck)
    answered = []
    for _ in range(3):  # 日 is new; the other two are due in days: forget one to answer it now
        card = col.sched.getCard()
        if card is None:
            break
        col.sched.answerCard(card, 3)
        answered.append(card.id)
    back = tmp_path / "back.apkg"
    col.export_anki_package(out_path=str(back), options=anki_collection.ExportAnkiPackageOptions(
        with_scheduling=True, with_deck_configs=False, with_media=False, legacy=False), limit=None)
    result = study.run("import", str(back))
    assert "imported 0 cards and " in result.stdout, result.stdout
    returned = study.cards()
    for key, card in mine.items():
        anki_answers = 0
        for card_id in col.find_cards(""):
            note = col.get_card(card_id).note()
            if note.guid == anki_guid(study, key):
                anki_answers = col.db.scalar("select count() from revlog where cid = ? and ease > 0", card_id)
        # Anki's log holds every answer: kanji-tui's, which the package brought (issue 48), and Anki's own.
        assert len(returned[key]["reviews"]) == anki_answers, key
        assert [review["reviewed_at"] for review in card["reviews"]] == \
               [review["reviewed_at"] for review in returned[key]["reviews"]][:len(card["reviews"])]
    assert sum(len(card["reviews"]) for card in returned.values()) == 10 + len(answered)
    again = study.digest()
    study.run("import", str(back))
    assert study.digest() == again
    col.close()


def test_a_round_trip_of_every_card_kind_keeps_every_card_and_every_review(kanji_tui, tmp_path):
    """kanji-tui → Anki → kanji-tui with production, reading and writing cards: Anki gets a card per kind (each note's
    templates), answers some of them, and its package brings every card back to the card of its kind, each with its
    own reviews: those kanji-tui had and Anki's new ones; a second import changes nothing."""
    now = int(time.time())
    study = Study(kanji_tui, tmp_path / "user.sqlite")
    study.run("config", "--card-kinds", "recognition,production,reading,writing")
    study.run("add", "橋", "生物[せいぶつ]", "日", "カメラ", "--kanji")
    with sqlite3.connect(study.database) as connection:
        cards = connection.execute("SELECT id FROM study_card ORDER BY id").fetchall()
        for index, (card,) in enumerate(cards):
            if index % 2:
                continue  # every other card left new
            for days_ago, rating, before, after in [(30, 3, 0, 1), (29, 3, 1, 2), (20 - index, 3, 2, 2)]:
                connection.execute("INSERT INTO study_review (card_id, reviewed_at, rating, state_before, due_before, "
                                   "state_after) VALUES (?, ?, ?, ?, ?, ?)", (card, now - days_ago * DAY - index, rating, before, now, after))
            connection.execute("UPDATE study_card SET state = 2, step = NULL, stability = ?, difficulty = 5.5, due = ?, "
                               "last_review = ? WHERE id = ?", (8.5 + index, now + (index - 4) * DAY, now - (20 - index) * DAY - index, card))
    mine = study.all_cards()
    assert len(mine) == 13 and sum(len(card["reviews"]) for card in mine.values()) == 21
    package = tmp_path / "out.apkg"
    study.run("export", "--apkg", "-o", str(package), "--with-scheduling")
    col = anki_collection.Collection(str(tmp_path / "anki.anki2"))
    col.import_anki_package(anki_collection.ImportAnkiPackageRequest(
        package_path=str(package), options=anki_collection.ImportAnkiPackageOptions(with_scheduling=True)))
    assert len(col.find_cards("")) == len(mine)
    deck = col.decks.id("kanji-tui")
    turn_fsrs_on(col, deck)
    col.decks.select(deck)
    answered = []
    for _ in range(6):  # new cards and the review cards due already, of every kind
        card = col.sched.getCard()
        if card is None:
            break
        col.sched.answerCard(card, 3)
        answered.append(card.id)
    assert len({col.get_card(card_id).ord for card_id in answered}) > 1, "cards of more than one kind answered"
    back = tmp_path / "back.apkg"
    col.export_anki_package(out_path=str(back), options=anki_collection.ExportAnkiPackageOptions(
        with_scheduling=True, with_deck_configs=False, with_media=False, legacy=False), limit=None)
    result = study.run("import", str(back), "--dry-run")
    assert "    cards: Kanji → meaning → recognition, Meaning and readings → kanji (production) → production, " \
           "Kanji → reading → reading, Meaning and readings → written kanji (writing) → writing" in result.stdout, result.stdout
    result = study.run("import", str(back))
    assert "imported 0 cards and " in result.stdout, result.stdout
    returned = study.all_cards()
    assert set(returned) == set(mine)
    kinds = ["recognition", "production", "reading", "writing"]
    anki_answers = {}
    for card_id in col.find_cards(""):
        card = col.get_card(card_id)
        note = card.note()
        kind = "kanji" if note.note_type()["name"] == "kanji-tui Kanji" else "word"
        key = (kind, note.fields[0], note.fields[1] if kind == "word" else "", kinds[card.ord])
        anki_answers[key] = [row[0] // 1000 for row in col.db.all("select id from revlog where cid = ? and ease > 0 order by id", card_id)]
        assert returned[key]["state"] == STATES[card.type], key
    assert set(anki_answers) == set(mine)
    for key, card in mine.items():
        times = [iso_seconds(review["reviewed_at"]) for review in returned[key]["reviews"]]
        # Anki's log holds every answer: kanji-tui's, which the package brought (issue 48), and Anki's own.
        assert times == anki_answers[key] and set(iso_seconds(review["reviewed_at"]) for review in card["reviews"]) <= set(times), key
    assert sum(len(card["reviews"]) for card in returned.values()) == 21 + len(answered)
    again = study.digest()
    study.run("import", str(back))
    assert study.digest() == again
    col.close()


def test_a_template_that_says_no_kind_is_listed_not_guessed(kanji_tui, tmp_path):
    """Anki's stock "Basic (and reversed card)": Card 1 is the recognition card; Card 2's name says nothing of what it
    asks, so its cards are listed and not imported, in --dry-run as in the import."""
    col = anki_collection.Collection(str(tmp_path / "reversed.anki2"))
    deck = col.decks.id("Words")
    reversed_type = col.models.by_name("Basic (and reversed card)")
    for word in ["日本", "学校", "先生"]:
        note = col.new_note(reversed_type)
        note["Front"], note["Back"] = word, "meaning"
        col.add_note(note, deck)
    package = tmp_path / "reversed.apkg"
    col.export_anki_package(out_path=str(package), options=anki_collection.ExportAnkiPackageOptions(
        with_scheduling=True, with_deck_configs=False, with_media=False, legacy=False), limit=None)
    col.close()
    study = Study(kanji_tui, tmp_path / "user.sqlite")
    for options in [["--dry-run"], []]:
        result = study.run("import", str(package), *options)
        assert "    cards: Card 1 → recognition, Card 2 → not imported" in result.stdout, result.stdout
        assert "3 cards left out (their templates are listed on stderr)" in result.stdout
        assert "  Basic (and reversed card) · Card 2: 3 cards, its name says no kind of card" in result.stderr, result.stderr
    assert set(study.all_cards()) == {("word", word, reading, "recognition")
                                      for word, reading in [("日本", "にほん"), ("学校", "がっこう"), ("先生", "せんせい")]}


def anki_guid(study, key):
    """The guid kanji-tui gives an item (the text export's first column)."""
    for line in study.run("export", "--anki").stdout.splitlines():
        if not line.startswith("#"):
            guid, front = line.split("\t")[:2]
            kind = "kanji" if "\tkanji-tui kanji" in line else "word"
            if (kind, front) == key[:2]:
                return guid
    return None


def test_without_fsrs_in_anki_the_memory_state_is_replayed_from_the_history(kanji_tui, tmp_path):
    """FSRS off: the cards carry no memory state, and kanji-tui's FSRS replays their answers. Anki's own FSRS,
    turned on afterwards, computes the same history with the same default parameters: the two agree closely (they
    count elapsed days differently, Anki by its day boundaries, FSRS-6's reference by 24-hour spans)."""
    rng = random.Random(7)
    now = int(time.time())
    col = anki_collection.Collection(str(tmp_path / "plain.anki2"))
    col.db.execute("update col set crt = crt - 500 * 86400")
    col.close()
    col = anki_collection.Collection(str(tmp_path / "plain.anki2"))
    deck = col.decks.id("Words")
    basic = col.models.by_name("Basic")
    cards = {}
    for word, item in list(BASIC.items())[:15]:
        note = col.new_note(basic)
        note["Front"] = word
        col.add_note(note, deck)
        cards[item] = note.cards()[0].id
        write_history(col, cards[item], rng, now, "review")
    package = tmp_path / "plain.apkg"
    col.export_anki_package(out_path=str(package), options=anki_collection.ExportAnkiPackageOptions(
        with_scheduling=True, with_deck_configs=False, with_media=False, legacy=True), limit=None)
    study = Study(kanji_tui, tmp_path / "user.sqlite")
    result = study.run("import", str(package))
    assert "memory states: 0 from Anki's FSRS, 15 replayed from their reviews, 0 from their interval" in result.stdout
    turn_fsrs_on(col, deck)
    kept = study.cards()
    for item, card_id in cards.items():
        state = col.get_card(card_id).memory_state
        assert kept[item]["stability"] == pytest.approx(state.stability, rel=0.1), item
        assert kept[item]["difficulty"] == pytest.approx(state.difficulty, abs=0.3), item
    col.close()


# MARK: - One-kanji notes: words in a vocabulary deck, kanji in a kanji deck (issue 48)

# A Kaishi-like vocabulary type's notes (Word, Word Reading): a reading field, furigana in the word, or nothing (the
# commonest word so written), and what each note becomes.
VOCABULARY = {("犬", "いぬ"): ("word", "犬", "いぬ"), ("水", ""): ("word", "水", "みず"), ("川[かわ]", ""): ("word", "川", "かわ"),
              ("猫", "ネコ"): ("word", "猫", "ねこ"), ("日本", "にほん"): ("word", "日本", "にほん"), ("食べる", ""): ("word", "食べる", "たべる")}
ONE_KANJI = ["犬", "水", "川", "猫"]


def vocabulary_type(col):
    """Kaishi 1.5k's shape: Word, Word Reading, Word Meaning."""
    model = col.models.new("Kaishi 1.5k")
    for name in ["Word", "Word Reading", "Word Meaning"]:
        col.models.add_field(model, col.models.new_field(name))
    template = col.models.new_template("Recognition")
    template["qfmt"], template["afmt"] = "{{Word}}", "{{Word Reading}}<br>{{Word Meaning}}"
    col.models.add_template(model, template)
    col.models.add(model)
    return col.models.by_name(model["name"])


@pytest.fixture(scope="module")
def one_kanji_package(tmp_path_factory):
    """A vocabulary deck and a kanji deck, both with 犬 水 川 猫, every card mature (for `known import`)."""
    folder = tmp_path_factory.mktemp("one-kanji")
    col = anki_collection.Collection(str(folder / "collection.anki2"))
    vocabulary, kanji = vocabulary_type(col), kanji_type(col)
    for (word, reading), _ in VOCABULARY.items():
        note = col.new_note(vocabulary)
        note["Word"], note["Word Reading"], note["Word Meaning"] = word, reading, "meaning"
        col.add_note(note, col.decks.id("Japanese::Kaishi 1.5k"))
    for character in ONE_KANJI:
        note = col.new_note(kanji)
        note["Kanji"], note["Meaning"], note["Onyomi"] = character, "meaning", "ケン"
        col.add_note(note, col.decks.id("Japanese::Kanji"))
    col.db.execute("update cards set type=2, queue=2, due=?, ivl=60, factor=2500, reps=5, left=0", col.sched.today + 3)
    path = folder / "one-kanji.apkg"
    col.export_anki_package(out_path=str(path), options=anki_collection.ExportAnkiPackageOptions(
        with_scheduling=True, with_deck_configs=True, with_media=False, legacy=False), limit=None)
    col.close()
    return path


def test_a_vocabulary_decks_one_kanji_notes_arrive_as_words_and_a_kanji_decks_as_kanji(kanji_tui, one_kanji_package, tmp_path):
    study = Study(kanji_tui, tmp_path / "user.sqlite")
    dry = study.run("import", str(one_kanji_package), "--dry-run")
    assert "  Kaishi 1.5k: 6 notes, the word from Word (guessed; --field to choose), its reading from Word Reading (guessed; " \
        "--reading-field to choose); 6 matched" in dry.stdout, dry.stdout
    assert "    a kanji alone is a word: its field Word says so" in dry.stdout
    assert "  Kanji: 4 notes, the kanji from Kanji (guessed; --field to choose)" in dry.stdout
    assert "4 notes of one kanji taken as words (a note type of words):\n  犬 → word いぬ, as its reading says\n" \
        "  水 → word みず, the commonest so written\n  川 → word かわ, as its reading says\n  猫 → word ねこ, as its reading says\n" in dry.stdout
    assert not study.database.exists()
    study.run("import", str(one_kanji_package))
    assert set(study.cards()) == set(VOCABULARY.values()) | {("kanji", character, "") for character in ONE_KANJI}

    # Back to Anki: the words as kanji-tui's word notes, the kanji as its kanji notes.
    package = tmp_path / "back.apkg"
    study.run("export", "--apkg", "-o", str(package), "--with-scheduling")
    col = anki_collection.Collection(str(tmp_path / "anki.anki2"))
    col.import_anki_package(anki_collection.ImportAnkiPackageRequest(
        package_path=str(package), options=anki_collection.ImportAnkiPackageOptions(with_scheduling=True)))
    notes = [col.get_note(note_id) for note_id in col.find_notes("")]
    types = {(note.note_type()["name"], note.fields[0], note.fields[1]) for note in notes}
    for (kind, key, reading) in VOCABULARY.values():
        assert ("kanji-tui Word", key, reading) in types, (key, types)
    assert {(name, key) for name, key, _ in types if name == "kanji-tui Kanji"} == {("kanji-tui Kanji", c) for c in ONE_KANJI}
    col.close()


def test_known_import_marks_a_vocabulary_decks_one_kanji_notes_as_the_words(kanji_tui, one_kanji_package, tmp_path):
    """`known import` reads the notes as `study import` does: 犬 水 川 猫 of the vocabulary deck are the words; those of
    the kanji deck are kanji, no word to mark."""
    database = tmp_path / "user.sqlite"
    environment = dict(os.environ, KANJI_TUI_DATA=str(ROOT / "Resources"))
    result = subprocess.run([kanji_tui, "known", "import", str(one_kanji_package), "--user-data", str(database)],
                            capture_output=True, text=True, env=environment, stdin=subprocess.DEVNULL, start_new_session=True)
    assert result.returncode == 0, result.stderr
    listed = subprocess.run([kanji_tui, "known", "list", "--json", "--user-data", str(database)], capture_output=True, text=True,
                            env=environment, check=True)
    marked = {(row["word"], row["reading"]) for row in json.loads(listed.stdout)}
    assert marked == {(key, reading) for _, key, reading in VOCABULARY.values()}
    for character in ONE_KANJI:
        assert f'"{character}" (note type Kanji): a kanji, not a word' in result.stderr, result.stderr


# MARK: - Bad input: exit 2, a clear message, the user database's bytes unchanged


@pytest.fixture
def guarded(kanji_tui, tmp_path):
    study = Study(kanji_tui, tmp_path / "user.sqlite")
    study.run("add", "日", "--kanji")
    study.before = study.digest()
    yield study
    assert study.digest() == study.before


def refused(study, package, *options):
    result = study.run("import", str(package), "--yes", *options, status=2)
    assert result.stdout == "" or "nothing written" not in result.stdout
    assert result.stderr.startswith(f"kanji-tui: {package}: "), result.stderr
    return result.stderr


def test_a_file_that_is_not_a_zip_is_refused(guarded, tmp_path):
    package = tmp_path / "notes.apkg"
    package.write_text("日本\n")
    assert "not an Anki package: not a zip file" in refused(guarded, package)


def test_a_zip_without_a_collection_is_refused(guarded, tmp_path):
    package = tmp_path / "empty.apkg"
    with zipfile.ZipFile(package, "w") as archive:
        archive.writestr("readme.txt", "hello")
    assert "a zip without collection.anki21b, collection.anki21 or collection.anki2 (it holds readme.txt)" in refused(guarded, package)


def bomb(path, declared, actual):
    """A zip whose collection.anki21 says it inflates to `declared` bytes and inflates to `actual` (zeros, a whole
    number of MiB). The deflate stream is one MiB's compressed blocks ended by a full flush (so they stand alone),
    repeated, then an empty final block: a gigabyte's bomb in a tenth of a second."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    mebibyte = compressor.compress(bytes(1 << 20)) + compressor.flush(zlib.Z_FULL_FLUSH)
    data = mebibyte * (actual >> 20) + b"\x03\x00"
    crc = 0  # never reached: the bomb is refused before its end
    name = b"collection.anki21"
    local = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0, crc, len(data), declared, len(name), 0) + name
    central = struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 8, 0, 0, crc, len(data), declared, len(name),
                          0, 0, 0, 0, 0, 0) + name
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 1, 1, len(central), len(local) + len(data), 0)
    path.write_bytes(local + data + central + end)


def test_a_zip_bomb_is_refused_at_the_limit(guarded, tmp_path):
    says_so = tmp_path / "says-so.apkg"
    bomb(says_so, declared=(1 << 32) - 1, actual=1 << 20)  # says 4 GiB: refused before a byte is inflated
    message = refused(guarded, says_so)
    assert "collection.anki21 inflates past 1 GiB, the most kanji-tui unpacks (a zip bomb" in message
    lies = tmp_path / "lies.apkg"
    bomb(lies, declared=1000, actual=(1 << 30) + (1 << 24))  # says 1,000 bytes, inflates past 1 GiB
    assert lies.stat().st_size < 4 << 20
    started = time.monotonic()
    message = refused(guarded, lies)
    assert "collection.anki21 inflates past 1 GiB" in message
    assert time.monotonic() - started < 30


def test_a_collection_of_an_unknown_schema_is_refused(built, guarded, tmp_path):
    folder = tmp_path / "unpacked"
    with zipfile.ZipFile(built.packages["legacy.apkg"]) as archive:
        archive.extractall(folder)
    with sqlite3.connect(folder / "collection.anki21") as connection:
        connection.execute("UPDATE col SET ver = 19")
    package = tmp_path / "future.apkg"
    with zipfile.ZipFile(package, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(folder / "collection.anki21", "collection.anki21")
        archive.writestr("meta", b"\x08\x02")
    assert "an Anki collection of schema 19; kanji-tui reads schemas 11 to 18" in refused(guarded, package)
    newer = tmp_path / "newer.apkg"
    with zipfile.ZipFile(newer, "w") as archive:
        archive.writestr("meta", b"\x08\x04")
        archive.writestr("collection.anki21b", b"")
    assert "an Anki package of format 4, newer than the formats 1–3 kanji-tui reads" in refused(guarded, newer)
    not_sqlite = tmp_path / "garbage.apkg"
    with zipfile.ZipFile(not_sqlite, "w") as archive:
        archive.writestr("collection.anki2", b"SQLite? no" * 100)
    assert "collection.anki2 is not an Anki collection (not an SQLite database)" in refused(guarded, not_sqlite)


def test_a_note_type_without_the_named_field_is_refused(built, guarded):
    package = built.packages["new.apkg"]
    message = refused(guarded, package, "--field", "Expression")
    assert 'note type "Basic" has no field named "Expression" (its fields: Front, Back)' in message
    assert 'no deck named "Korean"' in refused(guarded, package, "--deck", "Korean")


def test_a_one_gigabyte_file_is_refused_at_once(guarded, tmp_path):
    package = tmp_path / "huge.apkg"
    with open(package, "wb") as file:
        file.truncate(1 << 30)
    started = time.monotonic()
    assert "not an Anki package: not a zip file" in refused(guarded, package)
    assert time.monotonic() - started < 5


def test_many_new_cards_without_a_terminal_need_yes(built, guarded):
    result = guarded.run("import", str(built.packages["new.apkg"]), status=2)
    assert "this import would add" in result.stderr and "pass --yes to import them (nothing imported)" in result.stderr


def test_on_a_terminal_it_asks_first(built, kanji_tui, tmp_path):
    """More than 20 new cards: the question on the terminal (util-linux `script` gives the import one), with how many;
    no imports nothing (status 1), yes imports."""
    database = tmp_path / "user.sqlite"
    package = built.packages["new.apkg"]
    command = " ".join(shlex.quote(part) for part in [kanji_tui, "study", "import", str(package), "--user-data", str(database),
                                                       "--data", str(ROOT / "Resources")])
    for answer, status in [("n", 1), ("y", 0)]:
        result = subprocess.run(["script", "-qefc", command, "/dev/null"], input=answer + "\n", capture_output=True, text=True,
                                timeout=60)
        assert result.returncode == status, result.stdout
        new_cards = len(set(built.expected.values())) + len(built.production_items)
        assert f"kanji-tui: add {new_cards} new cards to the study list ({database})? [y/N] " in result.stdout
        if status == 1:
            assert "nothing imported" in result.stdout and not database.exists()
    assert len(Study(kanji_tui, database).cards()) == len(set(built.expected.values()))
