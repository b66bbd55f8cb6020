"""Issue 44: `study import` of an Anki package ends cleanly however it ends.

Ctrl-C (SIGINT), SIGTERM and SIGHUP stop it with nothing written (the user database's rows as they were) and the
shell's status for the signal (130, 143, 129), saying nothing was imported, even when SIGINT was inherited ignored,
as a background job of a script inherits it; SIGHUP under nohup (inherited ignored) does not stop it. No way out
leaves the unpacked collection in TMPDIR, and the next import removes one that `kill -9` left (never a live
process's). A full disk mid-import leaves the database's rows as they were and no -wal or -shm beside it.

The packages are made as tools/bench-anki-import.py makes its benchmark's (a schema-11 collection of JMdict words,
every card with its review log), large enough that each step of the import takes a moment on a debug build.
"""
import importlib.util
import os
import resource
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "Resources"
_spec = importlib.util.spec_from_file_location("bench_anki_import", ROOT / "tools" / "bench-anki-import.py")
bench_anki_import = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_anki_import)

FOLDER_PREFIX = "kanji-tui-anki-import-"


@pytest.fixture(scope="module")
def packages(tmp_path_factory):
    """A package of 4,000 cards and 80,000 reviews (about 2 s to import on a debug build), and one of 20 cards."""
    folder = tmp_path_factory.mktemp("packages")
    now = int(time.time())
    large, small = folder / "large.apkg", folder / "small.apkg"
    bench_anki_import.make_package(str(large), 4000, 80_000, now)
    bench_anki_import.make_package(str(small), 20, 200, now)
    return {"large": large, "small": small}


class Import:
    """A user database holding one card, and `study import` runs on it with a TMPDIR of their own."""

    def __init__(self, binary, folder):
        self.binary, self.folder = binary, folder
        self.database = folder / "user.sqlite"
        self.tmpdir = folder / "tmp"
        self.tmpdir.mkdir()
        self.environment = dict(os.environ, KANJI_TUI_DATA=str(RESOURCES), TMPDIR=str(self.tmpdir))
        subprocess.run([binary, "study", "add", "日", "--kanji", "--user-data", str(self.database)], env=self.environment, check=True,
                       capture_output=True, stdin=subprocess.DEVNULL)
        self.rows = self.dump()

    def dump(self):
        """The database's rows and schema, as text: SQLite's header counters aside, what the file holds. Read immutable
        (no kanji-tui has it open then), so that reading it makes no -wal or -shm of its own."""
        connection = sqlite3.connect(f"file:{self.database}?immutable=1", uri=True)
        try:
            return "\n".join(connection.iterdump())
        finally:
            connection.close()

    def start(self, package, ignoring=()):
        """`study import PACKAGE --yes` started in a session of its own, with `ignoring` signals inherited ignored. Its
        stderr goes to a file (`finish` reads it): the import lists duplicate notes there before the report on stdout,
        and a full pipe would stop it while the test waits for the report."""
        def ignore():
            for number in ignoring:
                signal.signal(number, signal.SIG_IGN)
        self.errors = open(self.folder / "errors.txt", "w+", encoding="utf-8")
        return subprocess.Popen([self.binary, "study", "import", str(package), "--yes", "--user-data", str(self.database)],
                                env=self.environment, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=self.errors,
                                text=True, start_new_session=True, preexec_fn=ignore)

    def finish(self, process, timeout=60):
        """The process's stdout and stderr once it has ended."""
        output, _ = process.communicate(timeout=timeout)
        self.errors.seek(0)
        errors = self.errors.read()
        self.errors.close()
        return output, errors

    def import_folders(self):
        return sorted(path.name for path in self.tmpdir.iterdir() if path.name.startswith(FOLDER_PREFIX))

    def wait_for_folder(self, process, deadline=30):
        """Waits until the import has made its temporary folder (it is unpacking or reading the collection)."""
        end = time.monotonic() + deadline
        while not self.import_folders():
            assert process.poll() is None, f"the import ended before it unpacked anything: {self.finish(process)}"
            assert time.monotonic() < end, "no temporary folder appeared"
            time.sleep(0.005)

    def side_files(self):
        return sorted(path.name for path in self.folder.iterdir() if path.name.startswith("user.sqlite-"))


@pytest.fixture
def user(kanji_tui, tmp_path):
    return Import(kanji_tui, tmp_path)


STOPS = [(signal.SIGINT, 130, "SIGINT (Ctrl-C)"), (signal.SIGTERM, 143, "SIGTERM"), (signal.SIGHUP, 129, "SIGHUP")]


@pytest.mark.parametrize("number, status, name", STOPS, ids=[name for _, _, name in STOPS])
def test_a_stop_signal_while_unpacking_ends_it_with_nothing_imported_and_nothing_left(user, packages, number, status, name):
    # SIGINT inherited ignored, as a script's background job has it: Ctrl-C (or kill -INT) must still stop the import.
    process = user.start(packages["large"], ignoring=[signal.SIGINT])
    user.wait_for_folder(process)
    process.send_signal(number)
    output, errors = user.finish(process)
    assert process.returncode == status, (output, errors)
    assert errors.endswith(f"kanji-tui: {packages['large']}: stopped by {name}; nothing imported\n"), errors
    assert user.import_folders() == [], "the unpacked collection is removed"
    assert user.dump() == user.rows


def test_ctrl_c_during_the_write_rolls_the_transaction_back(user, packages):
    process = user.start(packages["large"], ignoring=[signal.SIGINT])
    # The report is printed once the cards are planned, just before the transaction starts.
    for line in process.stdout:
        if line.startswith("memory states:"):
            break
    process.send_signal(signal.SIGINT)
    output, errors = user.finish(process)
    assert process.returncode == 130, (output, errors)
    assert errors.endswith(f"kanji-tui: {packages['large']}: stopped by SIGINT (Ctrl-C); nothing imported\n"), errors
    assert "imported 4," not in output
    assert user.dump() == user.rows
    assert user.import_folders() == []
    # Nothing of the transaction is left beside the file either: at most the empty -wal a reader leaves.
    wal = user.folder / "user.sqlite-wal"
    assert not wal.exists() or wal.stat().st_size == 0


def test_a_hang_up_under_nohup_does_not_stop_it(user, packages):
    process = user.start(packages["large"], ignoring=[signal.SIGHUP])
    user.wait_for_folder(process)
    process.send_signal(signal.SIGHUP)
    output, errors = user.finish(process)
    assert process.returncode == 0, errors
    assert "imported 4,018 cards" in output
    assert user.import_folders() == []
    assert user.side_files() == [], "the writer closed last, taking the -wal and -shm with it"


def test_the_next_import_removes_the_folder_kill_9_left_and_no_live_ones(user, packages):
    process = user.start(packages["large"])
    user.wait_for_folder(process)
    process.kill()
    user.finish(process)
    [left] = user.import_folders()
    assert left.startswith(f"{FOLDER_PREFIX}{process.pid}-"), "the owner's pid is in the name"
    live = user.tmpdir / f"{FOLDER_PREFIX}{os.getpid()}-0A6B4F4C-0000-0000-0000-000000000000"
    older = user.tmpdir / f"{FOLDER_PREFIX}0A6B4F4C-0000-0000-0000-000000000000"
    live.mkdir()
    older.mkdir()
    again = subprocess.run([user.binary, "study", "import", str(packages["small"]), "--dry-run", "--user-data",
                            str(user.database)], env=user.environment, capture_output=True, text=True,
                           stdin=subprocess.DEVNULL)
    assert again.returncode == 0, again.stderr
    assert user.import_folders() == sorted([live.name, older.name]), \
        "the dead import's folder is removed; a live process's, and one whose owner is unknown, stay"


def full_disk_by_tmpfs(folder):
    """A 2 MB tmpfs over `folder`: the import meets ENOSPC, as on a full disk (mounting needs root)."""
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root; the file-size-limit case runs instead")
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(folder)], check=True)
    return lambda: None, lambda: subprocess.run(["umount", str(folder)], check=True)


def full_disk_by_file_size_limit(folder):
    """RLIMIT_FSIZE with SIGXFSZ ignored: a write past 6 MB fails with EFBIG, as one on a full disk fails (any user).
    The unpacked collection (5.6 MB) fits; the transaction's -wal (the database grows to 7.2 MB) does not."""
    def limit():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (6 << 20, 6 << 20))
    return limit, lambda: None


@pytest.mark.parametrize("full_disk", [full_disk_by_tmpfs, full_disk_by_file_size_limit], ids=["tmpfs", "file-size-limit"])
def test_a_full_disk_mid_import_leaves_the_database_as_it_was_and_nothing_beside_it(kanji_tui, tmp_path, packages, full_disk):
    disk = tmp_path / "disk"
    disk.mkdir()
    in_child, unmount = full_disk(disk)
    try:
        user = Import(kanji_tui, disk)
        environment = dict(user.environment, TMPDIR=str(tmp_path))   # the unpacked collection is elsewhere
        result = subprocess.run([kanji_tui, "study", "import", str(packages["large"]), "--yes", "--user-data",
                                 str(user.database)], env=environment, capture_output=True, text=True,
                                stdin=subprocess.DEVNULL, preexec_fn=in_child)
        assert result.returncode == 2, result.stderr
        assert result.stderr.splitlines()[-1].startswith(f"kanji-tui: {user.database}: cannot be written ("), result.stderr
        assert user.dump() == user.rows
        assert user.side_files() == [], "no -wal or -shm left beside the database"
        assert [path.name for path in tmp_path.iterdir() if path.name.startswith(FOLDER_PREFIX)] == []
    finally:
        unmount()
