"""Issue 49: the learner's Yomitan dictionaries in `words` and `analyze --unknown`, run on the built binary with
hand-written banks: a term JMdict lacks is listed with its dictionary's title, found through an inflected query by
the term's own rules; `dict rank` makes a frequency dictionary the ranking, `dict list` shows it, `--off` undoes it."""
import json
import subprocess
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SLANG = [
    ["推し活", "おしかつ", "n", "", 5, ["supporting one's favourite idol"], 1, ""],
    ["ぴえんする", "", "vs", "vs", 1, [{"type": "structured-content", "content": {"tag": "ul", "content": [
        {"tag": "li", "content": "to be sad (slang)"}, {"tag": "li", "content": "to cry"}]}}], 2, ""],
    # JMdict has 食べる read たべる: not listed twice.
    ["食べる", "たべる", "v1", "v1", 0, ["to eat (again)"], 3, ""],
]
FREQUENCIES = [
    ["二本", "freq", 5],
    ["日本", "freq", {"reading": "にほん", "frequency": {"value": 900, "displayValue": "900"}}],
    ["猫", "freq", 50],
    ["犬", "freq", 10],
]


def write_zip(path, title, banks, **index):
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("index.json", json.dumps({"title": title, "revision": "1", "format": 3, **index}))
        for name, rows in banks.items():
            archive.writestr(name, json.dumps(rows, ensure_ascii=False))
    return path


class Learner:
    """Runs kanji-tui on a user data folder of its own."""

    def __init__(self, binary, folder):
        self.binary, self.database = binary, folder / "user.sqlite"

    def run(self, *arguments, status=0, stdin=None):
        result = subprocess.run([self.binary, *arguments, "--user-data", str(self.database)], capture_output=True, text=True,
                                input=stdin, env={"KANJI_TUI_DATA": str(ROOT / "Resources"), "PATH": "/usr/bin:/bin"})
        assert result.returncode == status, (arguments, result.stdout, result.stderr)
        return result


def test_words_lists_the_terms_jmdict_lacks_with_their_dictionary(kanji_tui, tmp_path):
    learner = Learner(kanji_tui, tmp_path)
    learner.run("dict", "import", str(write_zip(tmp_path / "slang.zip", "Slang", {"term_bank_1.json": SLANG})))
    assert learner.run("words", "推し活").stdout == "推し活  おしかつ  [Slang]  1. supporting one's favourite idol\n"
    assert learner.run("words", "oshikatsu").stdout == "推し活  おしかつ  [Slang]  1. supporting one's favourite idol\n"
    # An inflected query, through the term's rule vs; the structured content's list items on one line.
    assert learner.run("words", "ぴえんしました").stdout == "ぴえんする  [Slang]  (polite past)  1. • to be sad (slang) / • to cry\n"
    eaten = learner.run("words", "食べる", "--limit", "5").stdout
    assert "[Slang]" not in eaten and eaten.startswith("食べる  たべ＼る  1. to eat")

    found = json.loads(learner.run("words", "ぴえんした", "--json").stdout)
    assert found == [{"dictionary": "Slang", "headword": "ぴえんする", "reading": "ぴえんする", "tags": ["vs"], "rules": ["vs"],
                      "glossary": [["• to be sad (slang)", "• to cry"]], "inflection": ["past"]}]
    rows = learner.run("words", "推し活", "--tsv").stdout.splitlines()
    assert rows[0].split("\t")[-1] == "dictionary"
    assert rows[1].split("\t") == ["推し活", "おしかつ", "", "supporting one's favourite idol", "n", "0", "", "", "", "", "Slang"]

    learner.run("dict", "disable", "Slang")
    assert learner.run("words", "推し活", status=1).stderr.startswith("kanji-tui: no word matches")


def test_a_chosen_frequency_dictionary_ranks_words_and_analyze_unknown(kanji_tui, tmp_path):
    learner = Learner(kanji_tui, tmp_path)
    built_in = learner.run("words", "nihon", "--limit", "2").stdout.splitlines()
    assert [line.split()[0] for line in built_in] == ["日本", "二本"]
    learner.run("dict", "import", str(write_zip(tmp_path / "freq.zip", "Freq", {"term_meta_bank_1.json": FREQUENCIES},
                                                frequencyMode="rank-based")))
    assert learner.run("dict", "rank", "freq").stdout == "words are ranked by Freq\n"
    assert "1. Freq (revision 1) [ranks words]" in learner.run("dict", "list").stdout
    ranked = learner.run("words", "nihon", "--limit", "2").stdout.splitlines()
    assert [line.split()[0] for line in ranked] == ["二本", "日本"]
    # The list's commonest is ranked first even where JMdict's own first result would be all a limit keeps.
    assert learner.run("words", "nihon", "--limit", "1").stdout.startswith("二本")

    text = "猫が好きだ。犬も好きだ。猫と犬と鳥。猫。\n"
    unknown = [row["headword"] for row in json.loads(learner.run("analyze", "-", "--unknown", "--json", stdin=text).stdout)["words"]]
    assert unknown[:2] == ["犬", "猫"], unknown
    assert "鳥" in unknown[2:], "a word the list lacks comes after those it has"

    assert learner.run("dict", "rank", "--off").stdout == "words are ranked by the built-in ranking\n"
    assert "[ranks words]" not in learner.run("dict", "list").stdout
    assert learner.run("words", "nihon", "--limit", "2").stdout.splitlines() == built_in
    unknown = [row["headword"] for row in json.loads(learner.run("analyze", "-", "--unknown", "--json", stdin=text).stdout)["words"]]
    assert unknown[0] == "猫", "by how often the text uses it"
    assert "no dictionary 'JPDB' is installed" in learner.run("dict", "rank", "JPDB", status=1).stderr
