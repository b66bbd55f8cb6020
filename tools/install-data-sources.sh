#!/usr/bin/env bash
# Installs what tools/generate_data.py and tools/generate_strokes.py read, at the versions pinned in
# tools/tests/source-versions.txt, when missing or another version: Debian's kanjidic-xml and edict, PyPI's
# kanji-lists, jamdict (which ships kradfile-u.gz) and kanjivg. Quiet when everything is in place.
exec "$(dirname "$0")/install-test-deps.sh" --sources-only
