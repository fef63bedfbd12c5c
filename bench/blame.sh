#!/usr/bin/env bash
# tinge blame against git blame: the time of each (tinge runs git blame and paints what it
# prints, so the difference is reading and painting), and each line's commit compared.
#
#   [TINGE=BINARY] bench/blame.sh REPO FILE...     (e.g. a clone of git.git: Makefile apply.c diff.c)
#
# Runs alternate, three of each, so load on a shared machine falls on both alike.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TINGE:-}" ]; then
    swift build -c release --product tinge >&2
    TINGE="$(swift build -c release --show-bin-path)/tinge"
fi
tinge=$(realpath "$TINGE")
repo=$1
shift
cd "$repo"
seconds() { /usr/bin/time -f %e "$@" >/dev/null 2>/tmp/tinge-blame-time.$$ && tail -1 /tmp/tinge-blame-time.$$; }
printf '%-12s %-18s %-18s %s\n' file 'git blame (s)' 'tinge blame (s)' 'commit column'
for file in "$@"; do
    git_times=() tinge_times=()
    for _ in 1 2 3; do
        git_times+=("$(seconds git blame "$file")")
        tinge_times+=("$(seconds "$tinge" blame --color=always --paging=never "$file")")
    done
    if cmp -s <(git blame "$file" | cut -d' ' -f1) <("$tinge" blame --color=never --paging=never "$file" | cut -d' ' -f1); then
        same="identical ($(git blame "$file" | wc -l) lines)"
    else
        same=DIFFERENT
    fi
    printf '%-12s %-18s %-18s %s\n' "$file" "${git_times[*]}" "${tinge_times[*]}" "$same"
done
rm -f /tmp/tinge-blame-time.$$
