#!/usr/bin/env bash
# Writes the Coordination package as a git repository of its own, for an app to depend on by URL (SwiftPM cannot
# depend on a folder inside a repository):
#
#   tools/coordination-repo.sh OUTPUT      (`make coordination-repo` writes .build/coordination-repo/Coordination)
#
# OUTPUT becomes a repository whose root is the package (Package.swift, Sources/, Tests/, Snippets/, VERSION), on
# branch main, checked out, with no remote:
# - its history is split out of this repository's HEAD by `git subtree split --prefix=Packages/Coordination`: one
#   commit for each commit that changed the package, with its author, dates and message, so the same HEAD gives the
#   same hashes on any full clone (a shallow clone's history stops where the clone's does, and it says so). History
#   older than the package's move to Packages/Coordination (eb504bc, a `git mv` from Sources/Coordination) stays in
#   kanji-tui's repository;
# - its tip is tagged (an annotated tag whose tagger and date are the tip's committer and commit date, so it is the
#   same object every time) with the semantic version X.Y.Z that the tagged commit's own VERSION file holds, so
#   `.package(url: "file://OUTPUT", from: "1.0.0")` resolves to it. A release bumps Packages/Coordination/VERSION in
#   a commit; the next run tags that commit.
#
# It takes the last commit, never the working tree, and leaves the working repository as it was: no branch, no tag,
# no file in its .git. The split runs in a scratch repository that borrows this one's objects (git's alternates), and
# OUTPUT is cloned from the scratch through git's transport, so it holds the package's objects and nothing else.
#
# Re-running replaces OUTPUT, but only a repository this script wrote (its config says so): anything else at that
# path is left alone, with a message.
set -euo pipefail
cd "$(dirname "$0")/.."
readonly prefix=Packages/Coordination
readonly marker=kanji-tui.coordination-repo

if [ $# -ne 1 ] || [ -z "$1" ]; then
  echo "usage: tools/coordination-repo.sh OUTPUT" >&2
  exit 64
fi
output=$1

head=$(git rev-parse --verify -q HEAD) \
  || { echo "coordination-repo: not a git checkout with a commit (a source tarball has no history to split)" >&2; exit 66; }
version=$(git show "$head:$prefix/VERSION" 2>/dev/null | tr -d '[:space:]') \
  || { echo "coordination-repo: the last commit has no $prefix/VERSION to tag the package with" >&2; exit 66; }
[[ $version =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] \
  || { echo "coordination-repo: $prefix/VERSION holds '$version', not a semantic version X.Y.Z" >&2; exit 65; }
[ -z "$(git status --porcelain --untracked-files=no -- "$prefix")" ] \
  || echo "coordination-repo: $prefix has changes not committed; the repository holds the last commit ($(git rev-parse --short HEAD)) only" >&2
[ "$(git rev-parse --is-shallow-repository)" = false ] \
  || echo "coordination-repo: a shallow clone: the package's history is cut where the clone's is (git fetch --unshallow)" >&2
if [ -e "$output" ] && [ "$(git --git-dir="$output/.git" config --get "$marker" 2>/dev/null)" != true ]; then
  echo "coordination-repo: $output exists and is not a repository this script wrote; not replacing it" >&2
  exit 73
fi

common=$(cd "$(git rev-parse --git-common-dir)" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/coordination-repo.XXXXXX")
trap 'rm -rf "$work"' EXIT

# MARK: - Split, in a scratch repository that borrows the objects
git init -q -b main "$work/split"
echo "$common/objects" > "$work/split/.git/objects/info/alternates"
# A shallow clone's cut: without it the scratch would look for the parents the clone never fetched.
[ ! -f "$common/shallow" ] || cp "$common/shallow" "$work/split/.git/shallow"
# git subtree (2.39) refuses a prefix missing from the working tree even when it splits another commit: an empty
# folder, which git does not track, satisfies it.
mkdir -p "$work/split/$prefix"
split=$(cd "$work/split" && git subtree split -q --prefix="$prefix" "$head")
git -C "$work/split" update-ref refs/heads/main "$split"
IFS=$'\t' read -r tagger_name tagger_email tagger_date \
  < <(git -C "$work/split" log -1 --format=$'%cn\t%ce\t%cd' --date=raw "$split")
GIT_COMMITTER_NAME=$tagger_name GIT_COMMITTER_EMAIL=$tagger_email GIT_COMMITTER_DATE=$tagger_date \
  git -C "$work/split" tag --no-sign -a "$version" -m "Coordination $version" "$split"

# MARK: - The repository: a clone of the scratch's branch and tag, through git's transport
git clone -q --no-local "$work/split" "$work/repository"
git -C "$work/repository" remote remove origin
git -C "$work/repository" config "$marker" true

rm -rf "$output"
mkdir -p "$(dirname "$output")"
mv "$work/repository" "$output"
echo "coordination-repo: $output: Coordination $version ($(git -C "$output" rev-list --count main) commits, tip ${split:0:12})"
