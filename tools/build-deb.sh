#!/usr/bin/env bash
# Builds kanji-tui's Debian package from a release build, without debhelper (docs/platform.md: a staging tree,
# DEBIAN/control and md5sums, `dpkg-deb --build --root-owner-group`), then checks it with lintian:
#
#   tools/build-deb.sh BINARY MANPAGE OUTPUT.deb        (`make deb` passes .build/release/kanji-tui and
#                                                         .build/kanji-tui.1, and writes .build/kanji-tui_<v>_amd64.deb)
#
# The package: the stripped static binary in /usr/bin, the dataset in /usr/share/kanji-tui (where the binary finds it
# by itself: DataLocation looks in <prefix>/share/kanji-tui beside <prefix>/bin), the man page, bash, zsh and fish
# completions (the binary's own --generate-completion-script), and in /usr/share/doc/kanji-tui the machine-readable
# copyright (packaging/copyright) and changelog.Debian.gz (packaging/changelog). The version is VERSION's, with
# Debian revision 1: a package of upstream's release, not a native package, so its changelog is changelog.Debian.gz.
#
# Depends: open-jtalk and open-jtalk-mecab-naist-jdic, the speech synthesizer `p`, `P`, `say` and `--with-audio` run
# as a program, and its dictionary (the voice, mei_normal.htsvoice, ships here). Nothing else: the binary is static
# (Package.swift links it with -static-executable), so it needs no shared library, not even libc; it reads terminfo
# (ncurses-base, Essential) and glibc's locales (C.UTF-8 is in libc-bin, Essential). Recommends: the data two screens read at run time and do without, saying which package to install:
# mecab-ipadic-utf8 (MeCab's dictionary: the Read tab and `analyze`) and tegaki-zinnia-japanese (Zinnia's model: the
# Draw screen and `recognize`). apt-get installs Recommends by default, so `apt-get install ./kanji-tui_….deb` gives
# every screen; a --no-install-recommends install still browses, searches and reviews. A Debian package that a new
# feature reads at run time joins them here, and the FILES table of docs/reference.md names its path.
#
# lintian must report no error (this script fails on one). What it says otherwise, and why it stays (lintian 2.116):
# - embedded-library, statically-linked-binary: overridden in /usr/share/lintian/overrides/kanji-tui. The binary is
#   fully static on purpose (it needs no library at all, not even libc); the libraries in it come from Debian's own
#   -dev packages at build time, so a security update of one needs a rebuild of this package.
# - W initial-upload-closes-no-bugs: overridden; the package is built for learners to install, not uploaded to
#   Debian, so there is no ITP bug to close.
# - I arch-dep-package-has-big-usr-share: the 37 MB of data are read by the binary of the same build (an index
#   made from another kanji.tsv is refused), so they are not split into an arch: all package.
# - I package-contains-documentation-outside-usr-share-doc (ATTRIBUTION.md, EDRDG-LICENCE.txt): overridden; they
#   are data the binary reads (`--version` and the About page print the sources' versions and credits from them).
# - I spelling-error-in-binary: strings of the statically linked libraries (ICU's, SQLite's, Foundation's), not
#   kanji-tui's own text.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -ne 3 ]; then
  echo "usage: tools/build-deb.sh BINARY MANPAGE OUTPUT.deb" >&2
  exit 64
fi
binary=$1 manpage=$2 output=$3
for input in "$binary" "$manpage" VERSION packaging/copyright packaging/changelog; do
  [ -f "$input" ] || { echo "build-deb: $input: no such file (make deb builds the binary and the man page first)" >&2; exit 66; }
done
for tool in dpkg-deb strip gzip; do
  command -v "$tool" >/dev/null || { echo "build-deb: $tool is missing (Debian: dpkg-dev, binutils, gzip)" >&2; exit 69; }
done

upstream=$(tr -d '[:space:]' < VERSION)
version="$upstream-1"
# The changelog's newest entry is the package's version: a VERSION bumped without an entry is refused here.
changelog_version=$(sed -n '1s/^kanji-tui (\([^)]*\)).*/\1/p' packaging/changelog)
if [ "$changelog_version" != "$version" ]; then
  echo "build-deb: packaging/changelog's newest entry is $changelog_version, VERSION says $version: add an entry" >&2
  exit 65
fi
architecture=$(dpkg --print-architecture)
# File times and gzip headers from the last commit, so the same checkout packs the same bytes.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

stage=$(mktemp -d "${TMPDIR:-/tmp}/kanji-tui-deb.XXXXXX")
trap 'rm -rf "$stage"' EXIT
install -d "$stage/DEBIAN" "$stage/usr/bin" "$stage/usr/share/kanji-tui" "$stage/usr/share/man/man1" \
  "$stage/usr/share/bash-completion/completions" "$stage/usr/share/zsh/vendor-completions" \
  "$stage/usr/share/fish/vendor_completions.d" "$stage/usr/share/doc/kanji-tui" "$stage/usr/share/lintian/overrides"

# MARK: - Files
install -m 755 "$binary" "$stage/usr/bin/kanji-tui"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/usr/bin/kanji-tui"
# Every data file the binary reads (DataLocation, KanjiStore, WordDictionary, StrokeFile, PitchDictionary, NameDictionary, ContextDictionary, SpeechVoice)
# and the credits.
install -m 644 Resources/kanji.tsv Resources/kanji-search.bin Resources/words.edict Resources/words.bin \
  Resources/components.tsv Resources/strokes.bin Resources/pitch.bin Resources/names.bin Resources/context.bin Resources/mei_normal.htsvoice Resources/ATTRIBUTION.md Resources/EDRDG-LICENCE.txt \
  "$stage/usr/share/kanji-tui/"
gzip -9n < "$manpage" > "$stage/usr/share/man/man1/kanji-tui.1.gz"
# bash-completion sources its files: the generator's `#!/bin/bash` line would be a lintian warning, so it goes.
"$stage/usr/bin/kanji-tui" --generate-completion-script bash | sed '1{/^#!/d}' > "$stage/usr/share/bash-completion/completions/kanji-tui"
"$stage/usr/bin/kanji-tui" --generate-completion-script zsh > "$stage/usr/share/zsh/vendor-completions/_kanji-tui"
"$stage/usr/bin/kanji-tui" --generate-completion-script fish > "$stage/usr/share/fish/vendor_completions.d/kanji-tui.fish"
install -m 644 packaging/copyright "$stage/usr/share/doc/kanji-tui/copyright"
gzip -9n < packaging/changelog > "$stage/usr/share/doc/kanji-tui/changelog.Debian.gz"
cat > "$stage/usr/share/lintian/overrides/kanji-tui" <<'OVERRIDES'
# kanji-tui is a fully static executable (no shared library, not even libc): the libraries it holds come from
# Debian's -dev packages at build time, and a security update of one of them needs a rebuild of this package.
kanji-tui: embedded-library *
kanji-tui: statically-linked-binary *
# Built for learners to install from the project, not uploaded to Debian: there is no ITP bug to close.
kanji-tui: initial-upload-closes-no-bugs *
# Data the binary reads: --version and the About page print the sources' versions and credits from them.
kanji-tui: package-contains-documentation-outside-usr-share-doc *
OVERRIDES
chmod 644 "$stage/usr/share/bash-completion/completions/kanji-tui" "$stage/usr/share/zsh/vendor-completions/_kanji-tui" \
  "$stage/usr/share/fish/vendor_completions.d/kanji-tui.fish" "$stage/usr/share/lintian/overrides/kanji-tui"

# MARK: - Control
installed_size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat > "$stage/DEBIAN/control" <<CONTROL
Package: kanji-tui
Version: $version
Architecture: $architecture
Maintainer: kanji-tui maintainers <maintainers@users.noreply.a-seed-05e94aa6.example>
Installed-Size: $installed_size
Depends: open-jtalk, open-jtalk-mecab-naist-jdic
Recommends: mecab-ipadic-utf8, tegaki-zinnia-japanese
Section: education
Priority: optional
Description: terminal browser of every kanji, with a reader and reviews
 kanji-tui is a full-screen terminal program for learners of Japanese. It
 shows every kanji of KANJIDIC2 with its meanings, readings, strokes, grade,
 JLPT level and the common words that use it, and every word of JMdict.
 .
 It reads Japanese texts word by word (MeCab), finds a kanji drawn with the
 mouse (Zinnia), animates stroke order (KanjiVG) and schedules reviews of the
 kanji and words kept with FSRS, as Anki does; the study list exports to Anki.
CONTROL
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"
find "$stage" -type d -exec chmod 755 {} +
find "$stage" -exec touch --no-dereference --date="@$SOURCE_DATE_EPOCH" {} +

mkdir -p "$(dirname "$output")"
dpkg-deb --build --root-owner-group -Zxz "$stage" "$output" >/dev/null
echo "build-deb: $output ($version, $(du -h "$output" | cut -f1))"

# MARK: - lintian
if command -v lintian >/dev/null; then
  report=$(lintian --display-info "$output" 2>&1 | grep -v "running with root privileges") || true
  [ -z "$report" ] || echo "$report"
  if grep -q '^E: ' <<< "$report"; then
    echo "build-deb: lintian reports errors (E:) on $output" >&2
    exit 1
  fi
else
  echo "build-deb: lintian is not installed (Debian package lintian; make deb-check installs it), not checked" >&2
fi
