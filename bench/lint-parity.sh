#!/usr/bin/env bash
# Whether tinge's `whitespace` rule names the lines `git diff --check` names, on a whole repository.
#
#   bench/lint-parity.sh REPO [TINGE]
#
# Compares `git diff --check <empty tree> HEAD` with `tinge lint --all --rule whitespace` in
# REPO (read only: nothing there is changed) as sets of path:line, and prints the lines only
# one of them names. REPO's index should match HEAD. TINGE defaults to the release build.
set -euo pipefail
repo=${1:?usage: bench/lint-parity.sh REPO [TINGE]}
tinge=${2:-$(cd "$(dirname "$0")/.." && swift build -c release --show-bin-path)/tinge}
tinge=$(cd "$(dirname "$tinge")" && pwd)/$(basename "$tinge")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
empty=$(git -C "$repo" hash-object -t tree /dev/null)
# git: "path:line: what." lines (conflict markers are another rule's), each line once.
{ git -C "$repo" diff --check "$empty" HEAD || true; } | grep -av '^+' | grep -av 'leftover conflict marker' \
    | sed -n 's/^\(.*\):\([0-9][0-9]*\): .*$/\1:\2/p' | sort -u > "$work/git"
# tinge: "::error file=PATH,line=N,..." annotations.
(cd "$repo" && "$tinge" lint --all --rule whitespace --format=github || true) \
    | sed -n 's/^::[a-z]* file=\(.*\),line=\([0-9][0-9]*\),col=.*$/\1:\2/p' | sort -u > "$work/tinge"
echo "git diff --check: $(wc -l < "$work/git") lines; tinge lint: $(wc -l < "$work/tinge") lines"
echo "named by git only (missed): $(comm -23 "$work/git" "$work/tinge" | wc -l)"
comm -23 "$work/git" "$work/tinge" | head -20 | sed 's/^/  /'
echo "named by tinge only (extra): $(comm -13 "$work/git" "$work/tinge" | wc -l)"
comm -13 "$work/git" "$work/tinge" | head -20 | sed 's/^/  /'
