#!/usr/bin/env bash
# Makes the source tarball, kanji-tui-<VERSION>.tar.gz, whose `make build` works with no network:
#
#   tools/make-dist.sh OUTPUT.tar.gz          (`make dist` writes .build/kanji-tui-<VERSION>.tar.gz)
#
# What is in it: the last commit's files (`git archive HEAD`: a half-edited working tree never ships), DIST_DATE
# (the commit's date, for the man page, as a tarball has no git log), and the Swift packages vendored the way SwiftPM
# itself keeps them: `swift package resolve` run in the unpacked tree writes Package.resolved (the exact revisions)
# and fills .build/ with `repositories/` (each package's git repository), `checkouts/` (the resolved revision checked
# out) and `workspace-state.json` (which checkout is which). SwiftPM finds every pin already checked out at its
# revision there and fetches nothing, so `make build` (SCRATCH=.build) needs no network, no mirror and no cache in
# ~/.swiftpm; checked by building the unpacked tarball inside `unshare -n` with an empty HOME and git's system
# configuration off (docs/developing.md has the time it took). Another SCRATCH would resolve afresh, online.
#
# Why not mirrors or `swift package edit`: a mirror must be an absolute URL, wrong once the tarball is unpacked
# elsewhere, and edited packages take the place of the pins in Package.resolved. The tarball holds the packages' git
# histories (about 80 MB before compression); dropping them (`repositories/`) makes SwiftPM clone again.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -ne 1 ]; then
  echo "usage: tools/make-dist.sh OUTPUT.tar.gz" >&2
  exit 64
fi
output=$1
git rev-parse --verify -q HEAD >/dev/null || { echo "make-dist: not a git checkout with a commit" >&2; exit 66; }
version=$(tr -d '[:space:]' < VERSION)
name="kanji-tui-$version"
[ -z "$(git status --porcelain --untracked-files=no)" ] \
  || echo "make-dist: the working tree has changes; the tarball holds the last commit ($(git rev-parse --short HEAD)) only" >&2

work=$(mktemp -d "${TMPDIR:-/tmp}/kanji-tui-dist.XXXXXX")
trap 'rm -rf "$work"' EXIT
git archive --format=tar --prefix="$name/" HEAD | tar -x -C "$work"
tree="$work/$name"
git log -1 --format=%cd --date=format:'%B %-d, %Y' > "$tree/DIST_DATE"

# MARK: - Vendor the Swift packages
(cd "$tree" && "${SWIFT:-swift}" package resolve --scratch-path .build >/dev/null)
[ -f "$tree/Package.resolved" ] || { echo "make-dist: swift package resolve wrote no Package.resolved" >&2; exit 70; }
find "$tree/.build" -mindepth 1 -maxdepth 1 ! -name checkouts ! -name repositories ! -name workspace-state.json \
  -exec rm -rf {} +

# MARK: - Pack, the same bytes for the same commit and pins
epoch=$(git log -1 --format=%ct)
mkdir -p "$(dirname "$output")"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" --format=gnu -C "$work" -c "$name" \
  | gzip -9n > "$output"
echo "make-dist: $output ($(du -h "$output" | cut -f1)): $(git rev-parse --short HEAD) with $(ls "$tree/.build/checkouts" | tr '\n' ' ')"
