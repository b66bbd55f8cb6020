"""Issue 49 end to end, in tmux as a learner would: JMdict written as a Yomitan dictionary by the tool and the
hand-written samples (Tests/TestResources/YomitanSamples) imported with `dict import`, shown on the word page (under
JMdict's own entry), in the reader's pane (`d`), on the kanji page, then removed: the pages are JMdict's alone again
and nothing is left in the dictionaries' folder."""

import json
import os
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "Tests" / "TestResources" / "YomitanSamples"
ENVIRONMENT = {"KANJI_TUI_DATA": str(ROOT / "Resources"), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


def zip_sample(name, folder):
    path = folder / f"{name}.zip"
    with zipfile.ZipFile(path, "w") as archive:
        for file in sorted((SAMPLES / name).iterdir()):
            archive.write(file, file.name)
    return path


class Learner:
    """kanji-tui on a user data folder of its own, on the command line and in a tmux session."""

    def __init__(self, binary, folder):
        self.binary, self.folder = binary, folder
        self.database = folder / "user.sqlite"
        self.session = None
        self.opened = 0
        # A tmux server of its own (no configuration), so the window is the size asked whatever the learner's tmux says.
        self.tmux = ["tmux", "-L", f"yomitan-{os.getpid()}-{time.monotonic_ns()}", "-f", "/dev/null"]

    def run(self, *arguments):
        result = subprocess.run([self.binary, *arguments, "--user-data", str(self.database)], capture_output=True, text=True,
                                env=ENVIRONMENT)
        assert result.returncode == 0, (arguments, result.stdout, result.stderr)
        return result.stdout

    def open(self, *arguments):
        """kanji-tui with `arguments` in a new session, the one before closed after it: killing a server's last session
        first would leave the server exiting while the new session asks it for one ("server exited unexpectedly")."""
        command = " ".join([self.binary, *arguments, "--user-data", str(self.database)])
        exports = " ".join(f"{key}={value}" for key, value in ENVIRONMENT.items())
        before, self.opened = self.session, self.opened + 1
        self.session = f"kanji{self.opened}"
        subprocess.run([*self.tmux, "new-session", "-d", "-s", self.session, "-x", "100", "-y", "60", f"env {exports} {command}"], check=True)
        if before:
            subprocess.run([*self.tmux, "kill-session", "-t", before], capture_output=True)

    def size(self):
        return subprocess.run([*self.tmux, "display", "-p", "-t", self.session, "#{window_width}x#{window_height}"],
                              capture_output=True, text=True).stdout.strip()

    def keys(self, *keys):
        subprocess.run([*self.tmux, "send-keys", "-t", self.session, *keys], check=True)

    def screen(self):
        return subprocess.run([*self.tmux, "capture-pane", "-p", "-t", self.session], check=True, capture_output=True, text=True).stdout

    def wait_for(self, *texts, absent=(), seconds=20):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            screen = self.screen()
            if all(text in screen for text in texts) and not any(text in screen for text in absent):
                return screen
            time.sleep(0.1)
        raise AssertionError(f"{texts!r} (without {absent!r}) never showed ({self.size()}):\n{self.screen()}")

    def close(self):
        subprocess.run([*self.tmux, "kill-server"], capture_output=True)


def test_dictionaries_show_where_the_learner_looks_and_go_cleanly(kanji_tui, tmp_path):
    learner = Learner(kanji_tui, tmp_path)
    words = json.loads(subprocess.run([kanji_tui, "word", "犬", "--json"], capture_output=True, text=True, env=ENVIRONMENT,
                                      check=True).stdout)
    sequence = words["entries"][0]["sequence"]
    made = tmp_path / "jmdict.zip"
    subprocess.run([sys.executable, str(ROOT / "tools" / "yomitan_from_jmdict.py"), "--sequence", str(sequence), "--out", str(made)],
                   check=True, capture_output=True, cwd=ROOT / "tools")
    for path in [made] + [zip_sample(name, tmp_path) for name in ("monolingual", "frequency", "pitch", "kanji")]:
        assert learner.run("dict", "import", str(path)).startswith("imported ")
    try:
        # The word page: JMdict's meanings, then each dictionary under its title, drawn as terminal text.
        learner.open("--word", "犬")
        learner.wait_for("Words › 犬 (word)", "Freq.    Sample Frequency 1234㋕", "— Sample Pitch", "JMdict (kanji-tui)",
                         "サンプル国語辞典", "1. よく人になれ、番や狩りに使われる。", "子犬  こいぬ", "[image: img/inu.png]")
        # The reader's pane: d shows the next dictionary that has the word, then the next, then JMdict again.
        text = tmp_path / "story.txt"
        text.write_text("犬を飼っている。\n")
        learner.open("read", str(text))
        learner.wait_for("犬  いぬ  not kept · JMdict · d: 2 more")
        learner.keys("d")
        learner.wait_for("JMdict (kanji-tui) (2 of 3) · d")
        learner.keys("d")
        learner.wait_for("サンプル国語辞典 (3 of 3) · d", "1. よく人になれ、番や狩りに使われる。")
        learner.keys("d")
        learner.wait_for("犬 in JMdict", "dog (Canis (lupus) familiaris)")
        # The kanji page: the kanji dictionary's facts after KANJIDIC's.
        learner.open("犬")
        learner.wait_for("Kanji › 犬", "dog; canine · on ケン · kun いぬ、いぬ-", "Sample Kanji 1326")

        for title in ("JMdict (kanji-tui)", "サンプル国語辞典", "Sample Frequency", "Sample Pitch", "Sample Kanji"):
            assert learner.run("dict", "remove", title).startswith("removed ")
        learner.open("--word", "犬")
        learner.wait_for("Words › 犬 (word)", "dog (Canis (lupus) familiaris)",
                         absent=("サンプル国語辞典", "Sample Frequency", "Sample Pitch", "JMdict (kanji-tui)"))
        left = sorted(path.name for path in (tmp_path / "dictionaries").iterdir())
        assert left in (["manifest.json"], [".lock", "manifest.json"]), left
        assert json.loads((tmp_path / "dictionaries" / "manifest.json").read_text())["dictionaries"] == []
    finally:
        learner.close()
