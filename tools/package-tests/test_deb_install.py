"""The Debian package as a learner gets it: installed with apt-get, used from /usr/bin, removed without a trace.

`make deb-check` builds the package (`make deb`) and runs this with KANJI_TUI_DEB naming it. Everything runs from a
folder outside the checkout with no checkout on PATH and KANJI_TUI_DATA unset, so the binary must find its data
where the package put it (/usr/share/kanji-tui) and nothing else; the user's data goes to a private XDG_DATA_HOME,
whose files must come through `apt-get remove` untouched. Needs root, or sudo without a password, for apt-get: the
test skips, saying so, where apt-get cannot install (and refuses to touch a kanji-tui installed before it).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import time
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
VERSION = (ROOT / "VERSION").read_text(encoding="utf-8").strip()
PACKAGE = "kanji-tui"


# MARK: - Fixtures

def apt_prefix() -> list[str] | None:
    """How to run apt-get as root here: directly, through sudo without a password, or not at all (None)."""
    if shutil.which("apt-get") is None or shutil.which("dpkg") is None:
        return None
    if os.geteuid() == 0:
        return []
    if shutil.which("sudo") and subprocess.run(["sudo", "-n", "true"], capture_output=True).returncode == 0:
        return ["sudo", "-n"]
    return None


def package_status() -> str:
    result = subprocess.run(["dpkg-query", "-W", "-f=${Status}", PACKAGE], capture_output=True, text=True)
    return result.stdout if result.returncode == 0 else "not installed"


@pytest.fixture(scope="module")
def apt():
    deb = os.environ.get("KANJI_TUI_DEB")
    if not deb:
        pytest.skip("no package to install: `make deb-check` builds it and passes KANJI_TUI_DEB")
    if not Path(deb).is_file():
        pytest.fail(f"KANJI_TUI_DEB names {deb}, which is not a file", pytrace=False)
    prefix = apt_prefix()
    if prefix is None:
        pytest.skip("apt-get cannot install here: not root, and no sudo without a password (or no apt-get at all)")
    if package_status().startswith("install ok"):
        pytest.skip(f"{PACKAGE} is installed already; this test would replace and remove it, so it leaves it alone")
    return prefix, str(Path(deb).resolve())


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    """A user's home and working folder, away from the checkout."""
    return tmp_path_factory.mktemp("learner")


@pytest.fixture(scope="module")
def environment(home):
    """What a learner's shell has: the system PATH only, no KANJI_TUI_DATA, the home's XDG data folder."""
    environment = {key: value for key, value in os.environ.items()
                   if not key.startswith("KANJI_TUI") and key not in ("XDG_DATA_HOME",)}
    environment.update(PATH="/usr/local/bin:/usr/bin:/bin", HOME=str(home), XDG_DATA_HOME=str(home / "data"),
                       LANG="C.UTF-8", TERM="xterm-256color")
    return environment


@pytest.fixture(scope="module")
def installed(apt, environment):
    """Installs the package with apt-get (its Recommends too), and removes it at the end whatever happened."""
    prefix, deb = apt
    apt_environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    started = time.monotonic()
    result = subprocess.run(prefix + ["apt-get", "install", "-y", "-q", deb], capture_output=True, text=True,
                            env=apt_environment)
    assert result.returncode == 0, f"apt-get install {deb} failed:\n{result.stdout}\n{result.stderr}"
    print(f"apt-get install: {time.monotonic() - started:.1f} s")
    files = subprocess.run(["dpkg", "-L", PACKAGE], capture_output=True, text=True, check=True).stdout.splitlines()
    yield {"prefix": prefix, "files": files, "environment": apt_environment}
    if package_status().startswith("install ok"):
        subprocess.run(prefix + ["apt-get", "remove", "-y", "-q", PACKAGE], capture_output=True, env=apt_environment)


def run(arguments: list[str], environment: dict, cwd: Path, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(arguments, capture_output=True, text=True, env=environment, cwd=cwd, input=stdin, timeout=60)


# MARK: - Installed

def test_the_package_puts_every_part_where_debian_looks(installed):
    files = set(installed["files"])
    for path in ("/usr/bin/kanji-tui", "/usr/share/kanji-tui/kanji.tsv", "/usr/share/kanji-tui/words.bin",
                 "/usr/share/kanji-tui/strokes.bin", "/usr/share/kanji-tui/ATTRIBUTION.md",
                 "/usr/share/man/man1/kanji-tui.1.gz", "/usr/share/bash-completion/completions/kanji-tui",
                 "/usr/share/zsh/vendor-completions/_kanji-tui", "/usr/share/fish/vendor_completions.d/kanji-tui.fish",
                 "/usr/share/doc/kanji-tui/copyright", "/usr/share/doc/kanji-tui/changelog.Debian.gz"):
        assert path in files, f"{path} is not in the package"
    assert shutil.which("kanji-tui", path="/usr/bin") == "/usr/bin/kanji-tui"
    copyright_text = Path("/usr/share/doc/kanji-tui/copyright").read_text(encoding="utf-8")
    for licence in ("CC-BY-SA-EDRDG", "CC-BY-SA-3.0", "CC-BY-SA-4.0", "CC-BY-2.0-FR", "Expat", "BSD-3-clause"):
        assert f"License: {licence}" in copyright_text


def test_version_is_the_version_file_and_the_data_is_found(installed, environment, home):
    result = run(["kanji-tui", "--version"], environment, home)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == f"kanji-tui {VERSION}"
    assert any(line.startswith("KANJIDIC2 ") for line in lines), "the data's versions are missing: " + result.stdout


def test_show_prints_a_kanji_from_the_installed_data(installed, environment, home):
    result = run(["kanji-tui", "show", "日"], environment, home)
    assert result.returncode == 0, result.stderr
    assert "ニチ" in result.stdout and "day" in result.stdout


def test_analyze_cuts_a_text_with_mecabs_dictionary(installed, environment, home):
    (home / "diary.txt").write_text("昨日、友達と寿司を食べました。寿司は美味しかった。\n", encoding="utf-8")
    result = run(["kanji-tui", "analyze", "diary.txt"], environment, home)
    assert result.returncode == 0, result.stderr
    assert "寿司" in result.stdout and "食べる" in result.stdout, result.stdout


def test_recognize_reads_a_stroke_with_tegakis_model(installed, environment, home):
    stroke = {"width": 100, "height": 100, "strokes": [[[10, 50], [50, 50], [90, 50]]]}
    result = run(["kanji-tui", "recognize", "-", "--limit", "5"], environment, home, stdin=json.dumps(stroke))
    assert result.returncode == 0, result.stderr
    assert "一" in result.stdout, result.stdout


def test_the_man_page_is_the_one_made_from_the_reference(installed, environment, home):
    import gzip
    page = gzip.decompress(Path("/usr/share/man/man1/kanji-tui.1.gz").read_bytes()).decode("utf-8")
    assert f".Os kanji-tui {VERSION}" in page
    for section in (".Sh KEYS", ".Sh ENVIRONMENT", ".Sh FILES", '.Sh "EXIT STATUS"'):
        assert section in page
    if shutil.which("man"):
        result = run(["man", "-w", "kanji-tui"], environment, home)
        assert result.stdout.strip() == "/usr/share/man/man1/kanji-tui.1.gz", result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux drives the browser; make test installs it")
def test_the_browser_runs_from_usr_bin_and_records_in_the_users_data(installed, environment, home):
    socket = f"deb-check-{uuid.uuid4().hex[:8]}"
    tmux = ["tmux", "-L", socket, "-f", "/dev/null"]
    command = "cd " + str(home) + " && exec kanji-tui"
    subprocess.run(tmux + ["new-session", "-d", "-x", "100", "-y", "30", "sh", "-c", command],
                   env=environment, check=True, cwd=home)
    try:
        def screen() -> str:
            return subprocess.run(tmux + ["capture-pane", "-p"], capture_output=True, text=True).stdout

        def wait_for(text: str) -> str:
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline:
                shown = screen()
                if text in shown:
                    return shown
                time.sleep(0.2)
            pytest.fail(f"the browser never showed {text!r}; its screen:\n{screen()}", pytrace=False)

        wait_for("1 Kanji")
        subprocess.run(tmux + ["send-keys", "Enter"], check=True)
        wait_for("Kanji › 日")
        subprocess.run(tmux + ["send-keys", "q"], check=True)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and subprocess.run(tmux + ["has-session"], capture_output=True).returncode == 0:
            time.sleep(0.2)
    finally:
        subprocess.run(tmux + ["kill-server"], capture_output=True)
    database = home / "data" / "kanji-tui" / "user.sqlite"
    assert database.is_file(), "opening 日 should have recorded it in $XDG_DATA_HOME/kanji-tui/user.sqlite"
    result = run(["kanji-tui", "history", "--tsv"], environment, home)
    assert "\tkanji\t日\t" in result.stdout, result.stdout


# MARK: - Removed

def digests(folder: Path) -> dict[str, str]:
    return {str(path.relative_to(folder)): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(folder.rglob("*")) if path.is_file()}


def test_remove_leaves_nothing_of_the_package_and_the_users_data_as_it_was(installed, environment, home):
    study = run(["kanji-tui", "study", "add", "日", "--kanji"], environment, home)
    assert study.returncode == 0, study.stderr
    user_data = home / "data"
    before = digests(user_data)
    assert "kanji-tui/user.sqlite" in before
    result = subprocess.run(installed["prefix"] + ["apt-get", "remove", "-y", "-q", PACKAGE], capture_output=True,
                            text=True, env=installed["environment"])
    assert result.returncode == 0, result.stdout + result.stderr
    assert not package_status().startswith("install ok")
    left = [path for path in installed["files"] if os.path.lexists(path) and not os.path.isdir(path)]
    assert not left, f"apt-get remove left {left}"
    for folder in ("/usr/share/kanji-tui", "/usr/share/doc/kanji-tui"):
        assert not os.path.exists(folder), f"{folder} is still there"
    assert shutil.which("kanji-tui", path="/usr/local/bin:/usr/bin:/bin") is None
    assert digests(user_data) == before, "removing the package changed the user's data"
