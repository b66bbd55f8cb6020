"""Tests of the pitch accent generator on real entries of both sources (fixtures/pitch-sample.json: the feature
lines of 箸, 橋, 端, 柿, 牡蠣, 食べる, 東京 and kana はし, かき as the NAIST jdic and UniDic sys.dic hold them), and of
the committed Resources/pitch.bin."""

import json
import struct
from pathlib import Path

import pytest

import generate_pitch as generator

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLE = json.loads((Path(__file__).parent / "fixtures" / "pitch-sample.json").read_text())


def build(entries=None):
    naist = generator.source_index(generator.naist_entries(SAMPLE["naist"]))
    unidic = generator.source_index(generator.unidic_entries(SAMPLE["unidic"]))
    matched, _ = generator.match(entries if entries is not None else SAMPLE["entries"], naist, unidic)
    return matched


def decode(data):
    """pitch.bin as {sequence number: [(reading, accents shown, NAIST accents, UniDic accents)]}, the way
    PitchDictionary reads it."""
    assert data[:8] == generator.MAGIC
    version, count = struct.unpack_from("<II", data, 8)
    assert version == generator.FORMAT_VERSION
    index = [struct.unpack_from("<II", data, 16 + 8 * number) for number in range(count)]
    (end,) = struct.unpack_from("<I", data, 16 + 8 * count)
    records = 16 + 8 * count + 4
    assert records + end == len(data)
    bounds = [offset for _, offset in index] + [end]
    numbers = lambda text: [int(accent) for accent in text.split(",")] if text else []
    decoded = {}
    for number, (seq, offset) in enumerate(index):
        text = data[records + offset:records + bounds[number + 1]].decode()
        decoded[seq] = [(reading, numbers(shown), numbers(first), numbers(second))
                        for reading, shown, first, second in (part.split(generator.US) for part in text.split(generator.RS))]
    assert list(decoded) == sorted(decoded)
    return decoded


@pytest.mark.parametrize("reading, morae", [
    ("はし", ["は", "し"]), ("きょう", ["きょ", "う"]), ("がっこう", ["が", "っ", "こ", "う"]),
    ("コーヒー", ["コ", "ー", "ヒ", "ー"]), ("しゃしん", ["しゃ", "し", "ん"]), ("ヴァイオリン", ["ヴァ", "イ", "オ", "リ", "ン"]),
])
def test_morae_join_small_kana_and_count_long_vowels_sokuon_and_n(reading, morae):
    assert generator.morae(reading) == morae


def test_the_minimal_pairs_get_each_their_own_accent_from_both_sources():
    matched = build()
    assert matched[1476410] == [("はし", [1], [1])]     # 箸
    assert matched[1237410] == [("はし", [2], [2])]     # 橋: UniDic's surname 橋 (accent 1) is not the bridge
    assert matched[1581610][0] == ("はし", [0], [0])    # 端
    assert matched[1204810][0] == ("かき", [0], [0])    # 柿
    assert matched[1182920][0] == ("かき", [1], [1])    # 牡蠣


def test_a_verb_gets_its_dictionary_forms_accent_not_its_conjugated_forms():
    assert build()[1358280] == [("たべる", [2], [2])]


def test_a_katakana_reading_of_a_kanji_word_is_matched_through_the_kanji():
    # 柿's カキ (JMdict: no true reading of the kanji) is 柿 read かき, not the katakana spelling's other words.
    assert build()[1204810][1] == ("カキ", [0], [0])


def test_a_restricted_reading_is_looked_for_only_under_its_kanji_forms():
    # ぼれい applies to 牡蠣 alone; neither source has it.
    assert [reading for reading, _, _ in build()[1182920]] == ["かき"]


def test_a_proper_noun_lends_its_accent_when_the_source_has_no_common_word():
    assert build()[1439760] == [("とうきょう", [0], [0])]


def test_a_kana_spelling_several_words_share_gives_no_accent():
    # UniDic writes 橋, 端 and 箸 はし too, with three accents: a kana-only はし gets none of them. The NAIST
    # dictionary's one kana はし entry is taken.
    assert build()[9000001] == [("はし", [1], [])]


def test_a_usually_kanji_word_is_not_looked_for_by_its_kana():
    entry = {"seq": 5, "kanji": ["嘴"], "kana": [{"text": "はし", "restrictions": []}], "usually_kana": False}
    assert build([entry]) == {}


def test_unidic_keeps_several_accents_in_its_order():
    line = ("名詞,普通名詞,一般,*,*,*,アイカタ,相方,敵娼,アイカタ,敵娼,アイカタ,和,*,*,*,*,アイカタ,アイカタ,アイカタ,"
            'アイカタ,*,*,"0,4,3",C2,*')
    assert list(generator.unidic_entries([line])) == [("敵娼", "あいかた", (False, "相方,名詞"), [0, 4, 3])]


def test_naist_phrases_of_several_accent_units_and_unknown_accents_are_skipped():
    lines = ["名詞,一般,*,*,*,*,３０:２Ａ,サンマル:ニエー,サンマル:ニエー,3/4:2/3,C1",
             "記号,一般,*,*,*,*,——,——,——,*/*,*"]
    assert list(generator.naist_entries(lines)) == []


def test_an_accent_past_the_last_mora_is_dropped_and_counted():
    naist = generator.source_index([("目", "め", (False, "1"), [3])])
    entry = {"seq": 7, "kanji": ["目"], "kana": [{"text": "め", "restrictions": []}], "usually_kana": False}
    assert generator.match([entry], naist, {}) == ({}, 1)


def test_the_same_entries_in_any_order_give_the_same_bytes():
    matched = build()
    assert generator.encode(matched) == generator.encode(dict(reversed(list(matched.items()))))


def test_the_encoding_decodes_to_what_was_matched_with_the_usual_accent_first():
    matched = build()
    shown = {seq: [(reading, generator.usual_order(reading, first, second), first, second)
                   for reading, first, second in matched[seq]] for seq in sorted(matched)}
    assert decode(generator.encode(matched)) == shown


@pytest.mark.parametrize("reading, naist, unidic, shown", [
    ("かならず", [4], [0], [0, 4]),               # 必ず: the NHK dictionary's 0, UniDic's, before the NAIST jdic's 4
    ("スタック", [1], [2], [2, 1]),               # sources that share no accent: UniDic's first
    ("あいかた", [0], [0, 4, 3], [0, 4, 3]),      # 相方: UniDic's several accents in its order
    ("しゅくじょ", [2], [1, 2], [1, 2]),          # 淑女: UniDic's first, even where the NAIST jdic gives its second
    ("しゅくしゅ", [2], [0, 2], [0, 2]),          # 宿主: a word not in katakana keeps UniDic's flat accent first
    ("はし", [1], [], [1]),                        # one source only
    ("はし", [], [2], [2]),
])
def test_unidic_s_usual_accent_comes_first(reading, naist, unidic, shown):
    assert generator.usual_order(reading, naist, unidic) == shown


@pytest.mark.parametrize("reading, naist, unidic, shown", [
    ("サーバー", [1], [0, 1], [1, 0]),            # both give 1: UniDic's newer flat 0 after it
    ("モデル", [1], [0, 1], [1, 0]),
    ("レポーター", [2], [0, 2], [2, 0]),
    ("サーバ", [1], [0], [0, 1]),                 # UniDic's 0 alone is not a flattened second accent: it stays first
    ("メモリ", [0], [1, 0], [1, 0]),              # UniDic's first is not flat
    ("ラベリング", [0, 3], [0, 1, 3], [0, 1, 3]), # the NAIST jdic gives 0 too
])
def test_a_loanword_s_flat_accent_follows_the_accent_both_sources_give(reading, naist, unidic, shown):
    assert generator.usual_order(reading, naist, unidic) == shown


def test_katakana_readings_are_told_from_kana_and_kanji():
    assert generator.is_katakana("サーバー") and generator.is_katakana("ヴァイオリン")
    assert not generator.is_katakana("かならず") and not generator.is_katakana("ゴミばこ") and not generator.is_katakana("")


def test_the_order_changes_are_counted_against_the_naist_jdic_s_first_accent():
    matched = {1: [("かならず", [4], [0])], 2: [("サーバー", [1], [0, 1]), ("はし", [1], [1])], 3: [("あ", [], [0, 1])]}
    assert generator.order_changes(matched) == (3, 1)


def test_the_summary_counts_sources_and_agreement():
    counts = generator.summary(SAMPLE["entries"], {1: [("あ", [1], [1])], 2: [("い", [0], [0, 2])],
                                                   3: [("う", [1], [])], 4: [("え", [2], [0])]})
    assert (counts["any"], counts["naist"], counts["unidic"], counts["both"]) == (4, 4, 3, 3)
    assert (counts["same"], counts["compatible"], counts["disagree"]) == (1, 1, 1)


def test_the_committed_pitch_file_has_the_minimal_pairs():
    pitch = decode((ROOT / "Resources" / "pitch.bin").read_bytes())
    assert len(pitch) > 80_000
    assert pitch[1476410] == [("はし", [1], [1], [1])]
    assert pitch[1237410] == [("はし", [2], [2], [2])]
    assert pitch[1581610][0] == ("はし", [0], [0], [0])


def test_the_committed_pitch_file_shows_the_usual_accent_first():
    pitch = decode((ROOT / "Resources" / "pitch.bin").read_bytes())
    assert pitch[1487400] == [("かならず", [0, 4], [4], [0])]                      # 必ず
    assert pitch[1069640] == [("スタック", [2, 1], [1], [2])]
    assert ("サーバー", [1, 0], [1], [0, 1]) in pitch[1054970]
