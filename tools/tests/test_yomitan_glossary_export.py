"""Issue 49: `study export --anki|--apkg --glossary-dictionary TITLE` on the built binary: a word the learner's
dictionary has gets its definitions as its meaning, the others JMdict's senses; a title not installed is exit
status 1, the option with --json a usage error."""
import json
import sqlite3
import subprocess
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONTENT = {"tag": "ol", "content": [{"tag": "li", "content": "食物を口に入れる。"}, {"tag": "li", "content": "生活する。"}]}


def run(binary, folder, *arguments, status=0):
    result = subprocess.run([binary, *arguments, "--user-data", str(folder / "user.sqlite")], capture_output=True, text=True,
                            env={"KANJI_TUI_DATA": str(ROOT / "Resources"), "PATH": "/usr/bin:/bin", "HOME": str(folder)})
    assert result.returncode == status, (arguments, result.stdout, result.stderr)
    return result


def test_the_exports_take_the_meaning_from_the_chosen_dictionary(kanji_tui, tmp_path):
    dictionary = tmp_path / "kokugo.zip"
    with zipfile.ZipFile(dictionary, "w") as archive:
        archive.writestr("index.json", json.dumps({"title": "国語", "revision": "1", "format": 3}))
        archive.writestr("term_bank_1.json", json.dumps([["食べる", "たべる", "", "v1", 0, [{"type": "structured-content", "content": CONTENT}],
                                                          1, ""]], ensure_ascii=False))
    run(kanji_tui, tmp_path, "dict", "import", str(dictionary))
    run(kanji_tui, tmp_path, "study", "add", "食べる", "日本")

    text = run(kanji_tui, tmp_path, "study", "export", "--anki", "--glossary-dictionary", "国語").stdout
    backs = {line.split("\t")[1]: line.split("\t")[2] for line in text.splitlines() if not line.startswith("#")}
    assert backs["食べる"].endswith("| 1. 食物を口に入れる。 / 2. 生活する。"), backs["食べる"]
    assert "to eat" not in backs["食べる"] and "Japan" in backs["日本"]
    assert "to eat" in run(kanji_tui, tmp_path, "study", "export", "--anki").stdout, "without the option, JMdict's"

    package = tmp_path / "out.apkg"
    run(kanji_tui, tmp_path, "study", "export", "--apkg", "-o", str(package), "--glossary-dictionary", "国語")
    with zipfile.ZipFile(package) as archive:
        collection = tmp_path / "collection.anki2"
        collection.write_bytes(archive.read("collection.anki2"))
    with sqlite3.connect(collection) as database:
        fields = [row[0].split("\x1f") for row in database.execute("select flds from notes")]
    senses = {note[0]: note[2] for note in fields}
    assert senses["食べる"] == "1. 食物を口に入れる。<br>2. 生活する。"
    assert "Japan" in senses["日本"]

    missing = run(kanji_tui, tmp_path, "study", "export", "--anki", "--glossary-dictionary", "広辞苑", status=1)
    assert missing.stderr == "kanji-tui: no dictionary '広辞苑' is installed (installed: '国語')\n"
    assert "--glossary-dictionary is for --anki and --apkg" in run(kanji_tui, tmp_path, "study", "export", "--json",
                                                                    "--glossary-dictionary", "国語", status=64).stderr
