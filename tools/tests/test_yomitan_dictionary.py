"""Issue 49: JMdict written as a Yomitan dictionary by tools/yomitan_from_jmdict.py, imported with the built binary's
`dict import`, gives back the built-in entries' glosses through `dict lookup` (a round trip through Yomitan's format),
and `dict remove` leaves nothing of it behind. The tool's output is the same on every run."""
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "yomitan_from_jmdict.py"
ENTRIES = 300


def write_dictionary(path, *options):
    subprocess.run([sys.executable, str(TOOL), "--limit", str(ENTRIES), "--out", str(path), *options], check=True,
                   capture_output=True, cwd=ROOT / "tools")


@pytest.fixture(scope="module")
def dictionary(tmp_path_factory):
    path = tmp_path_factory.mktemp("yomitan") / "jmdict.zip"
    write_dictionary(path)
    return path


class Dictionaries:
    """Runs kanji-tui on a user data folder of its own."""

    def __init__(self, binary, folder):
        self.binary, self.folder = binary, folder
        self.database = folder / "user.sqlite"

    def run(self, *arguments, status=0):
        result = subprocess.run([self.binary, *arguments, "--user-data", str(self.database)], capture_output=True, text=True,
                                env={"KANJI_TUI_DATA": str(ROOT / "Resources"), "PATH": "/usr/bin:/bin"})
        assert result.returncode == status, (arguments, result.stdout, result.stderr)
        return result

    def builtin(self, word):
        result = subprocess.run([self.binary, "word", word, "--json"], capture_output=True, text=True,
                                env={"KANJI_TUI_DATA": str(ROOT / "Resources"), "PATH": "/usr/bin:/bin"})
        return json.loads(result.stdout)["entries"] if result.returncode == 0 else []


def looked_up_senses(output):
    """The senses `dict lookup` printed, each the tuple of its glosses (the structured content's list items)."""
    senses, current = [], None
    for line in output.splitlines():
        numbered = re.match(r"^ (\d+)\.\s+(.*)$", line)
        if numbered:
            current = []
            senses.append(current)
            text = numbered.group(2)
        elif line.startswith("     ") and current is not None:
            text = line.strip()
        else:
            current = None
            continue
        assert text.startswith("• "), line
        current.append(text[2:])
    return {tuple(sense) for sense in senses}


def sample_entries():
    sys.path.insert(0, str(ROOT / "tools"))
    import generate_words
    return generate_words.read_entries(generate_words.default_database())[:ENTRIES]


def test_the_tool_writes_the_same_zip_every_time(tmp_path, dictionary):
    again = tmp_path / "again.zip"
    write_dictionary(again)
    assert again.read_bytes() == dictionary.read_bytes()


def test_imported_jmdict_gives_the_built_in_glosses_back_and_remove_leaves_nothing(kanji_tui, tmp_path, dictionary):
    dictionaries = Dictionaries(kanji_tui, tmp_path)
    imported = dictionaries.run("dict", "import", str(dictionary)).stdout
    assert imported.startswith("imported JMdict (kanji-tui) (revision jmdict-2021-04)")
    assert re.search(r"\d+ terms, 0 term frequencies/pitches, 0 kanji, 0 kanji frequencies, \d+ tags", imported)
    assert "JMdict (kanji-tui) (revision jmdict-2021-04)" in dictionaries.run("dict", "list").stdout

    entries = [entry for entry in sample_entries() if any(sense["glosses"] for sense in entry["senses"])]
    sequences = {entry["seq"] for entry in entries}
    compared = 0
    for entry in entries[::10]:
        word = (entry["kanji"] or entry["kana"])[0]["text"]
        # `word` finds forms as its search folds them (ヽ finds ゝ too); a Yomitan dictionary's lookup is exact.
        written_so = [found for found in dictionaries.builtin(word) if found["sequence"] in sequences
                      and word in [form["text"] for form in found["kanji_forms"] + found["readings"]]]
        expected = {tuple(sense["glosses"]) for found in written_so for sense in found["senses"] if sense["glosses"]}
        looked_up = looked_up_senses(dictionaries.run("dict", "lookup", word, "--width", "1000").stdout)
        assert expected, word
        assert looked_up == expected, word
        compared += 1
    assert compared >= 25

    dictionaries.run("dict", "remove", "JMdict (kanji-tui)")
    folder = tmp_path / "dictionaries"
    assert sorted(path.name for path in folder.iterdir()) == [".lock", "manifest.json"]
    assert json.loads((folder / "manifest.json").read_text()) == {"dictionaries": []}
    assert "none is enabled" in dictionaries.run("dict", "lookup", "あ", status=1).stderr


def test_a_second_import_of_the_same_revision_is_refused_and_a_new_one_replaces_it(kanji_tui, tmp_path, dictionary):
    dictionaries = Dictionaries(kanji_tui, tmp_path)
    dictionaries.run("dict", "import", str(dictionary))
    refused = dictionaries.run("dict", "import", str(dictionary), status=1)
    assert "revision jmdict-2021-04 is installed already" in refused.stderr
    newer = tmp_path / "newer.zip"
    write_dictionary(newer, "--revision", "jmdict-2021-05", "--strings")
    assert "replacing revision jmdict-2021-04" in dictionaries.run("dict", "import", str(newer)).stdout
    assert len([path for path in (tmp_path / "dictionaries").iterdir() if path.name.startswith("dictionary-")]) == 1


def test_bad_files_and_unknown_titles_are_one_line_each_with_the_statuses_of_the_neighbours(kanji_tui, tmp_path):
    dictionaries = Dictionaries(kanji_tui, tmp_path)
    not_a_zip = tmp_path / "words.zip"
    not_a_zip.write_text("just text")
    refused = dictionaries.run("dict", "import", str(not_a_zip), status=2).stderr
    assert refused == f"kanji-tui: {not_a_zip}: not a zip file (a Yomitan dictionary is a .zip); nothing imported\n"
    assert dictionaries.run("dict", "list").stdout == ""
    for command in (["remove", "Jitendex"], ["enable", "Jitendex"], ["disable", "Jitendex"], ["order", "Jitendex"]):
        missing = dictionaries.run("dict", *command, status=1).stderr
        assert missing == "kanji-tui: no dictionary 'Jitendex' is installed (none is: dict import FILE.zip)\n"
    assert "Download the .zip" in dictionaries.run("dict", "import", "--help").stdout
