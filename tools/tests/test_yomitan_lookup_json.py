"""Issue 49: `dict lookup WORD --json` on the built binary, from hand-written banks: every field of a term (its
structured content as Yomitan's tree and as the text's lines, its tags' meanings), every meta kind, a kanji's entry
and frequency; nothing found is exit status 1 as in the text output."""
import json
import subprocess
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CONTENT = {"tag": "div", "lang": "ja", "content": [
    {"tag": "ol", "style": {"listStyleType": "decimal"}, "content": [{"tag": "li", "content": "to fix"}]},
    {"tag": "table", "content": [{"tag": "tr", "content": [{"tag": "td", "colSpan": 2, "content": "wide cell"}]}]},
    {"tag": "ruby", "content": ["直", {"tag": "rt", "content": "なお"}]},
    "す",
    {"tag": "a", "href": "?query=治す", "content": "治す"},
    {"tag": "img", "path": "img/naosu.png", "alt": "a mended vase"},
]}
TERMS = [
    ["直す", "なおす", "v5 vt", "v5", 10, ["plain", {"type": "structured-content", "content": CONTENT},
                                         {"type": "image", "path": "img/fix.png", "width": 20}], 1601360, "P"],
    ["直した", "なおした", "", "", -1, [["直す", ["past"]]], 0, ""],
]
META = [
    ["直す", "freq", {"reading": "なおす", "frequency": {"value": 7, "displayValue": "7㋕"}}],
    ["直す", "pitch", {"reading": "なおす", "pitches": [{"position": 2, "nasal": 1, "devoice": [0], "tags": ["v5"]}]}],
    ["直す", "ipa", {"reading": "なおす", "transcriptions": [{"ipa": "[na̠o̞sɨᵝ]", "tags": ["Tokyo"]}]}],
]
KANJI = [["直", "チョク ジキ", "ただ.ちに なお.す", "jouyou", ["straight", "fix"], {"strokes": "8", "grade": "2"}]]
KANJI_META = [["直", "freq", {"value": 300, "displayValue": "300"}]]
TAGS = [["v5", "partOfSpeech", -3, "Godan verb", 0], ["P", "popular", 10, "common word", 5]]


def run(binary, folder, *arguments, status=0):
    result = subprocess.run([binary, *arguments, "--user-data", str(folder / "user.sqlite")], capture_output=True, text=True,
                            env={"KANJI_TUI_DATA": str(ROOT / "Resources"), "PATH": "/usr/bin:/bin"})
    assert result.returncode == status, (arguments, result.stdout, result.stderr)
    return result


def test_lookup_json_gives_every_field(kanji_tui, tmp_path):
    path = tmp_path / "test.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("index.json", json.dumps({"title": "Test", "revision": "1", "format": 3}))
        for name, rows in [("term_bank_1.json", TERMS), ("term_meta_bank_1.json", META), ("kanji_bank_1.json", KANJI),
                           ("kanji_meta_bank_1.json", KANJI_META), ("tag_bank_1.json", TAGS)]:
            archive.writestr(name, json.dumps(rows, ensure_ascii=False))
    run(kanji_tui, tmp_path, "dict", "import", str(path))

    report = json.loads(run(kanji_tui, tmp_path, "dict", "lookup", "直す", "--json", "--width", "40").stdout)
    assert report["word"] == "直す"
    [term] = report["terms"]
    assert {key: term[key] for key in ("dictionary", "expression", "reading", "definition_tags", "rules", "score", "sequence", "term_tags")} == {
        "dictionary": "Test", "expression": "直す", "reading": "なおす", "definition_tags": ["v5", "vt"], "rules": ["v5"], "score": 10,
        "sequence": 1601360, "term_tags": ["P"]}
    assert term["tag_notes"] == {"v5": "Godan verb", "P": "common word"}
    plain, structured, image = term["glossary"]
    assert plain == {"type": "text", "text": "plain", "lines": ["plain"]}
    assert structured["type"] == "structured-content"
    tree = structured["content"]
    assert tree["tag"] == "div" and tree["lang"] == "ja"
    assert tree["content"][0] == {"tag": "ol", "style": {"list_style_type": "decimal"}, "content": [{"tag": "li", "content": "to fix"}]}
    assert tree["content"][1]["content"][0]["content"][0] == {"tag": "td", "col_span": 2, "content": "wide cell"}
    assert tree["content"][4] == {"tag": "a", "href": "?query=治す", "content": "治す"}
    assert tree["content"][5] == {"tag": "img", "image": {"path": "img/naosu.png", "alt": "a mended vase"}}
    # The same lines as the text output at that width.
    text = run(kanji_tui, tmp_path, "dict", "lookup", "直す", "--width", "40").stdout
    for line in structured["lines"]:
        assert line.strip() in text, line
    assert any("1. to fix" in line for line in structured["lines"])
    assert image == {"type": "image", "image": {"path": "img/fix.png", "width": 20}, "lines": image["lines"]} and image["lines"]

    assert report["term_meta"] == [
        {"dictionary": "Test", "expression": "直す", "mode": "freq", "reading": "なおす", "value": 7, "display_value": "7㋕"},
        {"dictionary": "Test", "expression": "直す", "mode": "pitch", "reading": "なおす",
         "pitches": [{"position": 2, "nasal": [1], "devoice": [0], "tags": ["v5"]}]},
        {"dictionary": "Test", "expression": "直す", "mode": "ipa", "reading": "なおす",
         "transcriptions": [{"ipa": "[na̠o̞sɨᵝ]", "tags": ["Tokyo"]}]},
    ]
    assert report["kanji"] == [] and report["kanji_meta"] == []

    past = json.loads(run(kanji_tui, tmp_path, "dict", "lookup", "直した", "--json").stdout)["terms"][0]["glossary"]
    assert past == [{"type": "deinflection", "uninflected": "直す", "inflection_rules": ["past"], "lines": ["an inflection of 直す: past"]}]

    character = json.loads(run(kanji_tui, tmp_path, "dict", "lookup", "直", "--json").stdout)
    assert character["kanji"] == [{"dictionary": "Test", "character": "直", "onyomi": ["チョク", "ジキ"], "kunyomi": ["ただ.ちに", "なお.す"],
                                   "tags": ["jouyou"], "meanings": ["straight", "fix"],
                                   "stats": [{"name": "grade", "value": "2"}, {"name": "strokes", "value": "8"}]}]
    assert character["kanji_meta"] == [{"dictionary": "Test", "character": "直", "value": 300, "display_value": "300"}]

    missing = run(kanji_tui, tmp_path, "dict", "lookup", "猫", "--json", status=1)
    assert missing.stdout == "" and missing.stderr == 'kanji-tui: no installed dictionary has "猫"\n'
