#!/usr/bin/env bash
# Installs what tools/generate_data.py reads, when it is missing: Debian's kanjidic-xml and edict,
# PyPI's kanji-lists and jamdict (which ships kradfile-u.gz), and PyPI's kanjivg at the version
# tools/generate_strokes.py is pinned to.
set -euo pipefail
if [ ! -f /usr/share/edict/kanjidic2.xml.gz ] || [ ! -f /usr/share/edict/edict ]; then
  sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq kanjidic-xml edict
fi
python3 -c 'import kanji_lists, jamdict' 2>/dev/null || python3 -m pip install -q kanji-lists jamdict
python3 -m pip show kanjivg 2>/dev/null | grep -qx 'Version: 20260714' || python3 -m pip install -q kanjivg==20260714
