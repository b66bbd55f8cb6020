"""Tests of the kanji search index (Resources/kanji-search.bin) on a two-kanji file, and of the committed one."""

import struct
from pathlib import Path

import generate_data
import kanji_search_index as index
from generate_data import KanjiRecord
import section_file

RESOURCES = Path(__file__).resolve().parent.parent.parent / "Resources"


# kanji-search.bin's header: magic, version, section count, then the kanji file's 16-byte stamp.
HEADER_SIZE = 32


def table(data, section):
    return section_file.table(data, section, HEADER_SIZE)


def keys(data, section):
    """Every (key, postings) of an index section, decoding its front-coded blocks."""
    return section_file.index_entries(data, section, HEADER_SIZE)


SUN = KanjiRecord("日", 4, grade=1, frequency=1, radical=72, on=["ニチ", "ジツ"], kun=["ひ", "-び"],
                  meanings=["day", "sun", "Japan", "counter for days"])
LEARN = KanjiRecord("学", 8, grade=1, frequency=63, radical=39, on=["ガク"], kun=["まな.ぶ"],
                    meanings=["study", "learning", "science"])
TEXT = generate_data.kanji_file_text([LEARN, SUN])


def test_the_header_names_the_format_and_the_stamp_of_the_kanji_file():
    data = index.build(TEXT)
    assert data[:8] == b"KTSEARCH"
    assert struct.unpack_from("<II", data, 8) == (index.FORMAT_VERSION, 4)
    assert data[16:32].decode() == TEXT.splitlines()[-1].split("\t")[2]


def test_kanji_are_numbered_in_file_order_with_their_line_offsets():
    data = index.build(TEXT)
    encoded = TEXT.encode()
    for position, item in enumerate(table(data, 0)):
        offset = struct.unpack_from("<I", item)[0]
        line = encoded[offset:encoded.index(b"\n", offset)].decode()
        assert line.split("\t")[0] == item[4:].decode() == ["日", "学"][position]


def test_readings_are_folded_to_hiragana_keys_with_kun_stems():
    readings = dict(keys(index.build(TEXT), 1))
    assert readings["にち"] == [0] and readings["び"] == [0]
    assert readings["まなぶ"] == [1] and readings["まな"] == [1] and readings["がく"] == [1]
    assert [key for key, _ in keys(index.build(TEXT), 1)] == sorted(readings, key=str.encode)


def test_meaning_words_are_lower_cased_and_carry_their_meaning_number():
    meanings = dict(keys(index.build(TEXT), 2))
    assert meanings["japan"] == [0 << 8 | 2]
    assert meanings["days"] == [0 << 8 | 3] and meanings["counter"] == [0 << 8 | 3]
    assert meanings["science"] == [1 << 8 | 2]


def test_whole_meanings_are_keyed_by_their_words():
    whole = dict(keys(index.build(TEXT), 3))
    assert whole["sun"] == [0] and whole["counter for days"] == [0] and whole["study"] == [1]
    assert "days" not in whole


def test_meaning_words_split_as_kanjikit_splits_them():
    assert index.meaning_words("Counter for 10,000 (kokuji)") == ["counter", "for", "10", "000", "kokuji"]
    assert index.meaning_words("e.g. Tōkyō") == ["e", "g", "tōkyō"]


def test_the_committed_index_is_made_from_the_committed_kanji_file():
    assert (RESOURCES / "kanji-search.bin").read_bytes() == index.build((RESOURCES / "kanji.tsv").read_text(encoding="utf-8"))
