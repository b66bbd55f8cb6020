"""Tests of the JMdict generator on real entries (the Swift tests' sample), and of the committed words.bin."""

import json
import struct
from pathlib import Path

import pytest

import generate_words as generator
import section_file

ROOT = Path(__file__).resolve().parent.parent.parent
FIXTURES = ROOT / "Tests" / "KanjiKitTests" / "Dictionary" / "Fixtures"
SAMPLE = json.loads((FIXTURES / "sample-entries.json").read_text())


def build(entries=None):
    return generator.build(entries if entries is not None else SAMPLE["entries"], SAMPLE["wordfreq"])


# words.bin's header: magic, version, section count.
HEADER_SIZE = 16


def table(data, section):
    return section_file.table(data, section, HEADER_SIZE)


def index(data, section):
    """An index section decoded to {key: postings}, the way KeyIndex reads it."""
    return dict(section_file.index_entries(data, section, HEADER_SIZE))


def headwords(data):
    return [record.decode().split(generator.RS)[3].split(generator.GS)[0] or
            record.decode().split(generator.RS)[4].split(generator.GS)[0] for record in table(data, 1)]


def test_the_committed_sample_is_what_the_generator_builds():
    assert (FIXTURES / "words.bin").read_bytes() == build()


def test_the_same_entries_in_any_order_give_the_same_bytes():
    assert build(list(reversed(SAMPLE["entries"]))) == build()


def test_ranks_one_tags_by_wordfreq_then_the_rest():
    # 1-tagged words by wordfreq rank (日本 91, 車 221, 学校 408, 食べる 1,121 … 食う 4,763), those wordfreq
    # does not know after them; 月立ち, 二本 and がっこ have no priority tag at all.
    assert headwords(build()) == ["日本", "車", "学校", "食べる", "自動車", "ジャパン", "日曜日", "食う", "一日",
                                  "食い違う", "一日", "五日", "車", "月立ち", "二本", "がっこ"]


def test_rank_key_orders_classes_before_frequency():
    entry = lambda tags, text: {"seq": 1, "kanji": [{"text": text, "tags": [], "priorities": tags}],
                                "kana": [{"text": "よみ", "tags": [], "priorities": [], "restrictions": []}], "senses": []}
    ranks = {"あ": 1, "い": 2}
    common_rare = generator.rank_key(entry(["ichi1"], "う"), ranks)
    uncommon_frequent = generator.rank_key(entry(["news2", "nf01"], "あ"), ranks)
    untagged_frequent = generator.rank_key(entry([], "い"), ranks)
    assert common_rare < uncommon_frequent < untagged_frequent
    assert generator.rank_key(entry(["ichi1", "nf40"], "あ"), ranks) < generator.rank_key(entry(["ichi1", "nf01"], "い"), ranks)


def test_width_and_spelling_variants_are_forms_of_one_word():
    data = build()
    forms = index(data, 2)
    # 一日 is also a rare spelling of 月立ち, which has no １日.
    assert forms["1日"] == [8, 10] and forms["一日"] == [8, 10, 13]
    assert forms["5日"] == forms["五日"]
    assert forms["食違う"] == forms["食い違う"]


@pytest.mark.parametrize("text, key", [
    ("がっこう", "がっこー"), ("ガッコウ", "がっこー"), ("こお", "こー"), ("くう", "くー"), ("ケーキ", "けーき"),
    ("１日", "1日"), ("ＣＤ", "cd"), ("まな.ぶ", "まなぶ"), ("日本", "日本"),
])
def test_form_keys_fold_width_script_and_long_vowels(text, key):
    assert generator.form_key(text) == key


@pytest.mark.parametrize("text, key", [
    ("to eat", "to eat"), ("to live on (e.g. a salary)", "to live on"), ("Japan", "japan"),
    ("(a) (b (c)) day", "day"), ("rock 'n' roll", "rock n roll"), ("café", "café"), ("two (long) things)", "two things"),
])
def test_gloss_keys_drop_notes_case_and_punctuation(text, key):
    assert generator.gloss_key(text) == key


def test_glosses_outside_the_first_sense_are_marked():
    data = build()
    numbers = {word: number for number, word in enumerate(headwords(data))}
    glosses = index(data, 3)
    assert glosses["to eat"] == sorted([numbers["食べる"], numbers["食う"]])
    later = [posting for posting in glosses["first day of the month"] if posting & generator.LATER_SENSE]
    assert [posting & ~generator.LATER_SENSE for posting in later] == [
        number for number, record in enumerate(table(data, 1)) if record.decode().split(generator.RS)[0] == "1576260"]


def test_records_keep_restrictions_as_kanji_form_positions():
    data = build()
    record = next(r.decode() for r in table(data, 1) if r.decode().startswith("2225040" + generator.RS))
    kana = record.split(generator.RS)[4].split(generator.US)
    assert [form.split(generator.GS)[2] for form in kana] == ["", "2", "0"]


def test_control_characters_in_the_data_are_refused():
    with pytest.raises(ValueError):
        generator.check_text("to\x1eeat")


def test_the_committed_words_file_has_every_entry():
    data = (ROOT / "Resources" / "words.bin").read_bytes()
    assert data[:8] == generator.MAGIC
    offset, _ = section_file.sections(data, HEADER_SIZE)[1]
    assert struct.unpack_from("<I", data, offset)[0] == 191_541
