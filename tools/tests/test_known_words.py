"""Issue 47: `kanji-tui known list|add|remove|import|export` on the built binary, and `analyze` counting by the marks.

Words are matched as `study add` matches them; a word the data lacks stops `add` and `remove` with nothing written;
`import` places each line or lists it as not placed, never guessing; `export` writes what `import` reads back; and
`analyze` leaves an ignored word out of its tokens and words and counts a word marked known as known.
"""
import json
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


class Known:
    """Runs kanji-tui on a user database of its own, in a folder of its own."""

    def __init__(self, binary, folder):
        self.binary, self.folder = binary, folder
        self.database = folder / "user.sqlite"

    def run(self, *arguments, status=0, stdin=None):
        result = subprocess.run([self.binary, *arguments, "--user-data", str(self.database)], capture_output=True, text=True,
                                input=stdin, env={"KANJI_TUI_DATA": str(ROOT / "Resources"), "PATH": "/usr/bin:/bin"})
        assert result.returncode == status, (arguments, result.stdout, result.stderr)
        return result

    def marks(self):
        """Every mark in the file: (word, reading, mark)."""
        rows = json.loads(self.run("known", "list", "--json").stdout) + json.loads(self.run("known", "list", "--ignored", "--json").stdout)
        return sorted((row["word"], row["reading"], row["mark"]) for row in rows)


@pytest.fixture
def known(kanji_tui, tmp_path):
    return Known(kanji_tui, tmp_path)


def test_add_marks_words_as_study_add_matches_them_and_says_what_changed(known):
    result = known.run("known", "add", "日本", "にほん", "する", "生物[なまもの]")
    assert result.stdout.splitlines() == ["known 日本 (にほん)", "already known 日本 (にほん)", "known する", "known 生物 (なまもの)"]
    assert known.run("known", "add", "--ignore", "する").stdout == "ignored する (was known)\n"
    assert known.marks() == [("する", "する", "ignored"), ("日本", "にほん", "known"), ("生物", "なまもの", "known")]


def test_a_word_the_data_lacks_stops_add_and_remove_with_nothing_written(known):
    result = known.run("known", "add", "猫", "xyzzy", status=1)
    assert result.stderr == 'kanji-tui: not a word of JMdict: "xyzzy" (nothing marked)\n'
    assert not known.database.exists(), "not even made"
    known.run("known", "add", "猫")
    result = known.run("known", "remove", "猫", "犬", status=1)
    assert "not marked known or ignored: \"犬\" (nothing removed)" in result.stderr
    assert known.marks() == [("猫", "ねこ", "known")]
    assert known.run("known", "remove", "猫").stdout == "removed 猫 (ねこ) (was known)\n"
    assert known.marks() == []


def test_a_form_naming_several_common_words_is_not_guessed(known, tmp_path):
    result = known.run("known", "add", "日本", "日", "はし", status=1)
    assert result.stderr == 'kanji-tui: "日" is 日[ひ] or 日[にち]; "はし" is 橋[はし], 端[はし] or 箸[はし]: give the reading (nothing marked)\n'
    assert not known.database.exists()
    assert known.run("known", "add", "日[にち]", "箸[はし]", "彼").stdout == "known 日 (にち)\nknown 箸 (はし)\nknown 彼 (かれ)\n"
    words = tmp_path / "words.txt"
    words.write_text("はし\n橋\n", encoding="utf-8")
    result = known.run("known", "import", str(words))
    assert result.stderr == f'{words}: not placed: line 1: "はし" (橋[はし], 端[はし] or 箸[はし]: give the reading)\n'
    assert ("橋", "はし", "known") in known.marks()


def test_export_writes_what_import_reads_back(known, tmp_path):
    known.run("known", "add", "日本", "する", "生物[せいぶつ]", "生物[なまもの]", "今日")
    exported = known.run("known", "export").stdout
    assert sorted(exported.splitlines()) == ["する", "今日[きょう]", "日本[にほん]", "生物[せいぶつ]", "生物[なまもの]"]
    other = Known(known.binary, tmp_path / "other")
    (tmp_path / "other").mkdir()
    (tmp_path / "words.txt").write_text(exported, encoding="utf-8")
    result = other.run("known", "import", str(tmp_path / "words.txt"))
    assert result.stdout.endswith("5 words placed: 5 marked known, 0 were already; 0 not placed\n"), result.stdout
    assert other.marks() == known.marks()
    as_json = json.loads(known.run("known", "export", "--json").stdout)
    assert {(row["word"], row["reading"], row["mark"]) for row in as_json} == {(w, r, m) for w, r, m in known.marks()}


def test_import_places_each_line_or_lists_it_and_a_dry_run_writes_nothing(known, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("# my words\n日本\n\nにほん\n水[みず]\nxyzzy\n生物[なまものx]\n", encoding="utf-8")
    result = known.run("known", "import", str(words), "--dry-run")
    assert result.stdout == f"{words}: 2 words placed: 2 would be marked known, 0 are already; 2 not placed (dry run: nothing written)\n"
    assert result.stderr.splitlines() == [f'{words}: not placed: line 6: "xyzzy" (no word of JMdict)',
                                          f'{words}: not placed: line 7: "生物[なまものx]" (no word of JMdict)']
    assert not known.database.exists()
    known.run("known", "import", str(words))
    assert known.marks() == [("日本", "にほん", "known"), ("水", "みず", "known")]
    nothing = tmp_path / "nothing.txt"
    nothing.write_text("xyzzy\n", encoding="utf-8")
    result = known.run("known", "import", str(nothing), status=1)
    assert "no word placed; nothing marked" in result.stderr


def test_import_reads_a_csv_or_tsv_column_with_its_reading(known, tmp_path):
    csv = tmp_path / "words.csv"
    csv.write_text('id,word,reading\n1,"学校",がっこう\n2,生物,せいぶつ\n3,先生,\n4,生物,ちがう\n', encoding="utf-8")
    result = known.run("known", "import", str(csv), "--column", "2", "--reading-column", "3")
    assert result.stdout.endswith("3 words placed: 3 marked known, 0 were already; 2 not placed\n"), result.stdout
    assert 'line 1: "word[reading]"' in result.stderr and 'line 5: "生物[ちがう]"' in result.stderr
    assert known.marks() == sorted([("先生", "せんせい", "known"), ("生物", "せいぶつ", "known"), ("学校", "がっこう", "known")])
    tsv = tmp_path / "words.tsv"
    tsv.write_text("犬\tいぬ\n", encoding="utf-8")
    known.run("known", "import", str(tsv), "--ignore", "--reading-column", "2")
    assert ("犬", "いぬ", "ignored") in known.marks()


def test_analyze_counts_a_word_marked_known_and_leaves_an_ignored_one_out(known):
    text = "田中さんは猫が好きです。猫を見る。犬も見た。犬だ。"
    before = json.loads(known.run("analyze", "--json", "-", stdin=text).stdout)
    known.run("known", "add", "猫")
    known.run("known", "add", "--ignore", "犬")
    after = json.loads(known.run("analyze", "--json", "-", stdin=text).stdout)
    counts = {word["headword"]: word["count"] for word in before["words"]}
    assert after["text"]["tokens"] == before["text"]["tokens"] - counts["犬"]
    assert after["text"]["words"] == before["text"]["words"] - 1
    assert after["text"]["ignored_tokens"] == counts["犬"] and after["text"]["ignored_words"] == 1
    assert after["text"]["known_token_share"] == pytest.approx(counts["猫"] / after["text"]["tokens"])
    cat = next(word for word in after["words"] if word["headword"] == "猫")
    assert cat["known"] and cat["knowledge"] == "known"
    assert "犬" not in {word["headword"] for word in after["words"]}
    unknown = json.loads(known.run("analyze", "--json", "--unknown", "-", stdin=text).stdout)
    assert {word["headword"] for word in unknown["words"]} == {word["headword"] for word in after["words"]} - {"猫"}
    plain = known.run("analyze", "-", stdin=text).stdout.splitlines()[0]
    assert plain.endswith(f"; ignored: {counts['犬']} uses of 1 word"), plain
