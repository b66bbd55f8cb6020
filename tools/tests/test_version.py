"""The version lives in VERSION: the places that cannot read it at build time must say the same."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
VERSION = (ROOT / "VERSION").read_text(encoding="utf-8").strip()


def test_the_version_is_three_numbers():
    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION), f"VERSION holds {VERSION!r}"


def test_kanji_tui_version_prints_the_version_file():
    source = (ROOT / "Sources" / "kanji-tui" / "Commands" / "KanjiTUIVersion.swift").read_text(encoding="utf-8")
    constants = re.findall(r'static let current = "([^"]*)"', source)
    assert constants == [VERSION], f"KanjiTUIVersion.current is {constants}, VERSION is {VERSION}: change both"


def test_the_debian_changelog_has_an_entry_for_the_version():
    first_line = (ROOT / "packaging" / "changelog").read_text(encoding="utf-8").splitlines()[0]
    assert first_line.startswith(f"kanji-tui ({VERSION}-"), \
        f"packaging/changelog's newest entry is {first_line!r}: add one for {VERSION} (tools/build-deb.sh refuses)"
