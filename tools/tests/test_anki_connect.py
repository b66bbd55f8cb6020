"""The live link to Anki (issue 48) against its real peer: PyPI anki-connect-server 0.5.0, a headless server that
speaks AnkiConnect's version 6 over the real anki library, started on a free loopback port with a collection in a
temporary folder (tools/install-test-deps.sh puts it in a Python 3.12 virtual environment under .build/peers).

Where the server and the documented AnkiConnect add-on differ, the add-on's documentation is followed, and the test
says so: `storeMediaFile` answers `null` here where the add-on answers the stored file's name, and the server insists
on `Content-Type: application/json`, which the add-on accepts too.
"""

import json
import os
import shutil
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / ".build" / "peers" / "anki-connect-server" / "bin" / "anki-connect-server"

pytestmark = pytest.mark.skipif(not SERVER.exists(), reason=f"anki-connect-server is not installed at {SERVER} "
                                "(tools/install-test-deps.sh needs Python 3.12 or newer for it)")

# The note type a Yomitan user mines into: every marker has a field, named as such decks name them.
MINING_FIELDS = ["Expression", "Reading", "Furigana", "Meaning", "Sentence", "Sentence Furigana", "Pitch", "Audio",
                 "Frequency", "JLPT", "Source"]


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class AnkiConnectServer:
    """One server on its own port and collection; stopped and started again on the same collection."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = None

    def start(self):
        environment = {**os.environ, "ANKICONNECT_PORT": str(self.port), "ANKICONNECT_BIND": "127.0.0.1",
                       "ANKICONNECT_COLLECTION_PATH": str(self.folder / "collection.anki2")}
        # Its settings also come from a .env in the working folder: this one has none.
        self.process = subprocess.Popen([str(SERVER), "api"], cwd=self.folder, env=environment,
                                        stdout=open(self.folder / "server.log", "ab"), stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if self.call("version") == 6:
                    return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("anki-connect-server did not answer: " + (self.folder / "server.log").read_text())

    def stop(self):
        if self.process:
            self.process.terminate()
            self.process.wait(timeout=30)
            self.process = None

    def call(self, action, **params):
        body = json.dumps({"action": action, "version": 6, "params": params}).encode()
        request = urllib.request.Request(self.url, body, {"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as answer:
            reply = json.load(answer)
        assert reply["error"] is None, reply
        return reply["result"]

    def notes(self, query):
        return self.call("notesInfo", notes=self.call("findNotes", query=query))


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = AnkiConnectServer(tmp_path_factory.mktemp("anki-connect"))
    running.start()
    running.call("createModel", modelName="Mining Note", inOrderFields=MINING_FIELDS,
                 cardTemplates=[{"Name": "Recognition", "Front": "{{Expression}}", "Back": "{{Meaning}}"}])
    yield running
    running.stop()


@pytest.fixture
def home(tmp_path):
    """A learner's environment: their own user database and caches (the speech cache the sounds come from)."""
    environment = {**os.environ, "KANJI_TUI_USER_DATA": str(tmp_path / "user.sqlite"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    environment.pop("KANJI_TUI_ANKI_URL", None)
    return environment


def run(kanji_tui, home, *arguments):
    return subprocess.run([kanji_tui, *arguments], env=home, capture_output=True, text=True, timeout=120)


def setup_mining(kanji_tui, home, server, deck, *extra):
    done = run(kanji_tui, home, "anki", "setup", "--url", server.url, "--deck", deck, "--note-type", "Mining Note", *extra)
    assert done.returncode == 0, done.stderr
    return done


def test_nothing_answering_is_said_with_the_address_and_status_69(kanji_tui, home):
    port = free_port()
    done = run(kanji_tui, home, "anki", "status", "--url", f"127.0.0.1:{port}")
    assert done.returncode == 69
    assert f"not answering at http://127.0.0.1:{port}" in done.stdout
    assert "link: off" in done.stdout
    home["KANJI_TUI_ANKI_URL"] = f"localhost:{port}"
    assert f"http://localhost:{port}" in run(kanji_tui, home, "anki", "decks").stderr


def test_setup_reads_the_note_types_fields_guesses_each_template_and_makes_the_deck(kanji_tui, home, server):
    done = setup_mining(kanji_tui, home, server, "Japanese::Mining")
    assert "made the deck Japanese::Mining" in done.stdout
    assert "Japanese::Mining" in server.call("deckNames")
    mapping = dict(line.strip().split(": ", 1) for line in done.stdout.splitlines() if line.startswith("  "))
    assert mapping == {"Expression": "{expression}", "Reading": "{reading}", "Furigana": "{furigana-plain}",
                       "Meaning": "{glossary}", "Sentence": "{sentence}", "Sentence Furigana": "{sentence-furigana}",
                       "Pitch": "{pitch-accents}", "Audio": "{audio}", "Frequency": "{frequency}", "JLPT": "{jlpt}",
                       "Source": "{source}"}
    status = run(kanji_tui, home, "anki", "status")  # the saved address, no --url
    assert status.returncode == 0 and "link: on — deck Japanese::Mining, note type Mining Note" in status.stdout


def test_setup_refuses_what_anki_does_not_have_naming_what_it_has(kanji_tui, home, server):
    wrong_type = run(kanji_tui, home, "anki", "setup", "--url", server.url, "--note-type", "Vocab")
    assert wrong_type.returncode == 64 and "no note type 'Vocab'" in wrong_type.stderr and "Mining Note" in wrong_type.stderr
    wrong_field = run(kanji_tui, home, "anki", "setup", "--url", server.url, "--note-type", "Basic", "--field", "Word={expression}")
    assert wrong_field.returncode == 64 and "no field 'Word'" in wrong_field.stderr and "Front, Back" in wrong_field.stderr
    typo = run(kanji_tui, home, "anki", "setup", "--url", server.url, "--field", "Front={expresion}")
    assert typo.returncode == 64 and "{expresion}" in typo.stderr
    assert run(kanji_tui, home, "anki", "status", "--url", server.url).stdout.count("link: off") == 1


def test_a_kept_word_is_a_note_with_every_field_its_sound_and_its_tags_and_a_second_keep_adds_none(kanji_tui, home, server):
    setup_mining(kanji_tui, home, server, "Every field")
    done = run(kanji_tui, home, "study", "add", "食べる", "--sentence", "昨日寿司を食べた。", "--mark", "食べた", "--source", "日記", "--anki")
    assert done.returncode == 0, done.stderr
    assert "added 食べる (たべる) to Anki" in done.stdout
    [note] = server.notes('"deck:Every field"')
    fields = {name: field["value"] for name, field in note["fields"].items()}
    assert fields["Expression"] == "食べる" and fields["Reading"] == "たべる" and fields["Furigana"] == "食[た]べる"
    assert "to eat" in fields["Meaning"] and fields["Meaning"].startswith("<ol>")
    assert fields["Sentence"] == "昨日寿司を<b>食べた</b>。"
    assert "<ruby>寿司<rt>すし</rt></ruby>を<b><ruby>食<rt>た</rt></ruby>べた</b>" in fields["Sentence Furigana"]
    assert 'class="pitch"' in fields["Pitch"]
    assert fields["Frequency"].isdigit() and fields["JLPT"] == "N5" and fields["Source"] == "日記"
    sound = fields["Audio"].removeprefix("[sound:").removesuffix("]")
    assert sound.startswith("kanji-tui-") and sound.endswith(".wav")
    # The add-on answers storeMediaFile with the file's name; anki-connect-server with null: the file is there either way.
    assert sound in server.call("getMediaFilesNames", pattern="kanji-tui-*")
    assert {"kanji-tui", "word", "common", "JLPT::N5"} <= set(note["tags"])

    again = run(kanji_tui, home, "study", "add", "食べる", "--anki")
    assert again.returncode == 0 and "already in Anki: 食べる (たべる)" in again.stdout
    assert len(server.call("findNotes", query='"deck:Every field"')) == 1


def test_a_chosen_dictionary_gives_the_glossary_of_the_words_it_has(kanji_tui, home, server, tmp_path):
    """Issue 49: `anki setup --glossary-dictionary TITLE` makes {glossary} a learner's dictionary's, for the words it
    has; JMdict's for the others; '' goes back to JMdict."""
    import zipfile
    monolingual = tmp_path / "kokugo.zip"
    content = {"tag": "ul", "content": [{"tag": "li", "content": "食物を口に入れる。"}, {"tag": "li", "content": "生活する。"}]}
    with zipfile.ZipFile(monolingual, "w") as archive:
        archive.writestr("index.json", json.dumps({"title": "国語", "revision": "1", "format": 3}))
        archive.writestr("term_bank_1.json", json.dumps([["食べる", "たべる", "", "v1", 0,
                                                          [{"type": "structured-content", "content": content}], 1, ""]], ensure_ascii=False))
    assert run(kanji_tui, home, "dict", "import", str(monolingual)).returncode == 0
    unknown = run(kanji_tui, home, "anki", "setup", "--url", server.url, "--glossary-dictionary", "広辞苑")
    assert unknown.returncode == 1 and "no dictionary '広辞苑' is installed (installed: '国語')" in unknown.stderr
    done = setup_mining(kanji_tui, home, server, "Monolingual", "--glossary-dictionary", "国語")
    assert "  {glossary} from 国語 where it has the word, else JMdict" in done.stdout
    for word in ("食べる", "日本"):
        added = run(kanji_tui, home, "study", "add", word, "--anki")
        assert added.returncode == 0, added.stderr
    meanings = {note["fields"]["Expression"]["value"]: note["fields"]["Meaning"]["value"] for note in server.notes('"deck:Monolingual"')}
    assert meanings["食べる"] == "• 食物を口に入れる。<br>• 生活する。", "one definition: its own list, not numbered again"
    assert "Japan" in meanings["日本"]
    back = setup_mining(kanji_tui, home, server, "Monolingual", "--glossary-dictionary", "")
    assert "{glossary} from" not in back.stdout


def test_with_anki_closed_a_keep_waits_and_anki_send_delivers_it_once(kanji_tui, home, tmp_path):
    closed = AnkiConnectServer(tmp_path / "closed")
    closed.folder.mkdir()
    closed.start()
    done = run(kanji_tui, home, "anki", "setup", "--url", closed.url, "--deck", "Later")
    assert done.returncode == 0, done.stderr
    closed.stop()
    kept = run(kanji_tui, home, "study", "add", "寿司", "--anki")
    assert kept.returncode == 69
    assert "added 寿司" in kept.stdout  # kept in kanji-tui all the same
    assert "1 note wait" in kept.stdout and f"not answering at {closed.url}" in kept.stderr
    status = run(kanji_tui, home, "anki", "status")
    assert status.returncode == 69 and "waiting: 1 note" in status.stdout
    closed.start()
    try:
        sent = run(kanji_tui, home, "anki", "send")
        assert sent.returncode == 0 and "added 寿司 (すし) to Anki" in sent.stdout
        assert run(kanji_tui, home, "anki", "send").stdout == "nothing waits for Anki\n"
        assert len(closed.call("findNotes", query='"deck:Later"')) == 1
    finally:
        closed.stop()


def test_anki_only_leaves_the_study_list_alone(kanji_tui, home, server):
    setup_mining(kanji_tui, home, server, "Anki only", "--anki-only")
    done = run(kanji_tui, home, "study", "add", "日本語", "--anki")
    assert done.returncode == 0 and "added 日本語 (にほんご) to Anki" in done.stdout and "added 日本語\n" not in done.stdout
    assert "日本語" not in run(kanji_tui, home, "study", "list").stdout
    assert len(server.call("findNotes", query='"deck:Anki only"')) == 1


class Terminal:
    """kanji-tui in a tmux window, driven as a person would."""

    def __init__(self, name, command, environment):
        self.name = name
        exports = " ".join(f"{key}={value}" for key, value in environment.items()
                           if key in ("KANJI_TUI_USER_DATA", "XDG_CACHE_HOME"))
        subprocess.run(["tmux", "new-session", "-d", "-s", name, "-x", "120", "-y", "30", f"env {exports} {command}"], check=True)

    def keys(self, *keys):
        subprocess.run(["tmux", "send-keys", "-t", self.name, *keys], check=True)

    def screen(self):
        return subprocess.run(["tmux", "capture-pane", "-p", "-t", self.name], check=True, capture_output=True, text=True).stdout

    def wait_for(self, text, seconds=20):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if text in self.screen():
                return
            time.sleep(0.1)
        raise AssertionError(f"{text!r} never showed:\n{self.screen()}")

    def close(self):
        subprocess.run(["tmux", "kill-session", "-t", self.name], capture_output=True)


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_in_the_reader_a_sends_the_word_the_pane_says_anki_has_it_and_a_closed_anki_queues(kanji_tui, home, tmp_path):
    anki = AnkiConnectServer(tmp_path / "reader")
    anki.folder.mkdir()
    anki.start()
    text = tmp_path / "日記.txt"
    text.write_text("昨日、寿司を食べた。猫が好きです。\n")
    terminal = None
    try:
        # Basic's back as it comes, with the sentence's furigana after it (read by the browser's own segmenter).
        back_template = "{furigana}<br>{glossary}<br>{sentence}<br>{pitch-accents} {audio}<br>{sentence-furigana}"
        assert run(kanji_tui, home, "anki", "setup", "--url", anki.url, "--deck", "Reader", "--field", "Back=" + back_template).returncode == 0
        terminal = Terminal(f"anki-reader-{os.getpid()}", f"{kanji_tui} read {text}", home)
        terminal.wait_for("昨日")
        terminal.keys("w", "w")
        terminal.wait_for("食べる  たべる")
        terminal.wait_for("Anki: not there yet · a sends it")
        terminal.keys("a")
        terminal.wait_for("食べる (たべる) added to Anki (Reader)")
        terminal.wait_for("Anki: has it (1 note)")
        [note] = anki.notes('"deck:Reader"')
        back = note["fields"]["Back"]["value"]
        assert note["fields"]["Front"]["value"] == "食べる"
        assert back.startswith("<ruby>食<rt>た</rt></ruby>べる<br><ol>") and "to eat" in back, "Basic's back: furigana, senses"
        assert "昨日、寿司を<b>食べた</b>。" in back and 'class="pitch"' in back, "the sentence it was kept from, the accent"
        assert "<ruby>昨日<rt>きのう</rt></ruby>、<ruby>寿司<rt>すし</rt></ruby>を<b><ruby>食<rt>た</rt></ruby>べた</b>" in back
        sound = back.split("[sound:")[1].split("]")[0]
        assert sound in anki.call("getMediaFilesNames", pattern="kanji-tui-*"), "its sound is in Anki's media"
        assert {"kanji-tui", "word", "common", "JLPT::N5"} <= set(note["tags"])
        # Taken back and kept again: Anki has it, and says so rather than getting a second note.
        terminal.keys("u")
        terminal.wait_for("not kept")
        terminal.keys("a")
        terminal.wait_for("食べる (たべる) is in Anki already (Reader)")
        assert len(anki.call("findNotes", query='"deck:Reader"')) == 1
        anki.stop()
        terminal.keys("w", "a")
        terminal.wait_for(f"not answering at {anki.url}")
        terminal.wait_for("1 note waits")
        terminal.close()  # the window goes as a crash would: what waits is in the database already
        terminal = None
        anki.start()
        sent = run(kanji_tui, home, "anki", "send")
        assert sent.returncode == 0, sent.stderr
        assert sent.stdout.count("added") == 1
        assert len(anki.call("findNotes", query='"deck:Reader"')) == 2
    finally:
        if terminal:
            terminal.close()
        anki.stop()


def test_known_import_reads_the_running_ankis_mature_cards(kanji_tui, home, server):
    server.call("createDeck", deck="Known")
    ids = {}
    for word in ["学校", "先生", "寿司"]:
        ids[word] = server.call("addNote", note={"deckName": "Known", "modelName": "Basic", "fields": {"Front": word, "Back": ""}, "tags": []})
    for word, interval in [("学校", 30), ("寿司", 21), ("先生", 5)]:
        [card] = server.call("findCards", query=f"nid:{ids[word]}")
        # The add-on answers one true a key; anki-connect-server one for the call.
        assert all(server.call("setSpecificValueOfCard", card=card, keys=["type", "queue", "ivl"], newValues=[2, 2, interval],
                               warning_check=True))
        [info] = server.call("cardsInfo", cards=[card])
        assert (info["type"], info["interval"]) == (2, interval)
    done = run(kanji_tui, home, "known", "import", "--anki", "--url", server.url, "--deck", "Known")
    assert done.returncode == 0, done.stderr
    assert f"Anki: the running Anki at {server.url}, 3 notes taken: 2 known" in done.stdout
    assert "1 younger left out" in done.stdout
    listed = run(kanji_tui, home, "known", "list").stdout
    assert "学校" in listed and "寿司" in listed and "先生" not in listed
    missing = run(kanji_tui, home, "known", "import", "--anki", "--url", server.url, "--deck", "Nowhere")
    assert missing.returncode == 2 and "Known" in missing.stderr
