#!/usr/bin/env bash
# Pager benchmark: tinge against git's own output speed and diff-highlight (git's contrib),
# on a real `git log -p`, with whole-file context and without; memory flatness; `tinge show`.
#
#   [TINGE=BINARY] bench/diff.sh        (needs swift, git, perl, python3; installs hyperfine and GNU time if missing)
#
# The corpus is a repository made by committing successive versions of the Python standard
# library that this machine's pyenv holds (or, without pyenv, sdists of Pygments from PyPI).
# Machines here are shared and noisy: compare the figures of one run with each other.
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench/out
repo=bench/corpus/history
mkdir -p "$out"

need() { command -v "$1" >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq "$2" >/dev/null; }; }
need hyperfine hyperfine
[ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }

# TINGE=<binary> measures that build instead of this tree's (a before-and-after pair, say).
# The release build install.sh makes (its code laid out by use), unless TINGE names a binary.
if [ -z "${TINGE:-}" ]; then TINGE=$(./install.sh --build); fi
tinge=$TINGE

if [ ! -d "$repo/.git" ]; then
    rm -rf "$repo"; mkdir -p "$repo"
    git -C "$repo" init -q
    export GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.com GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.com
    versions=$(ls -d "$HOME"/.pyenv/versions/3.* 2>/dev/null | sort -V || true)
    if [ -n "$versions" ]; then
        for v in $versions; do
            lib=$(ls -d "$v"/lib/python3.* | head -1)
            rm -rf "$repo/Lib"; mkdir -p "$repo/Lib"
            cp "$lib"/*.py "$repo/Lib/"
            git -C "$repo" add -A && git -C "$repo" commit -qm "Python $(basename "$v")"
        done
    else
        tmp=$(mktemp -d)
        for v in 2.10.0 2.11.2 2.12.0 2.13.0 2.14.0 2.15.1 2.16.1 2.17.2; do
            pip download -q --no-deps --no-binary :all: -d "$tmp" "Pygments==$v"
            rm -rf "$repo/src"; mkdir -p "$repo/src"
            tar -xzf "$tmp"/[Pp]ygments-"$v".tar.gz -C "$repo/src" --strip-components=1
            git -C "$repo" add -A && git -C "$repo" commit -qm "Pygments $v"
        done
    fi
fi

git -C "$repo" gc -q  # a packed repository, as real ones are

# diff-highlight from git's contrib, built aside.
dh="$out/diff-highlight/diff-highlight"
if [ ! -x "$dh" ]; then
    rm -rf "$out/diff-highlight"
    cp -r /usr/share/doc/git/contrib/diff-highlight "$out/diff-highlight"
    make -s -C "$out/diff-highlight" >/dev/null
fi

log="$PWD/$out/log.patch"
git -C "$repo" log -p --color=always > "$log"
size=$(stat -c %s "$log")
echo "## Corpus: git log -p of $(git -C "$repo" rev-list --count HEAD) commits, $((size / 1000000)) MB"
echo

# Every run reads the same log; tinge runs inside the repository so it can read both sides of each file.
hyperfine -N --warmup 1 --runs 5 --export-json "$out/pager.json" \
    "git -C $repo log -p --color=always" \
    "bash -c '$PWD/$dh < $log'" \
    "bash -c 'cd $repo && $tinge --color=always --paging=never --context=file < $log'" \
    "bash -c 'cd $repo && $tinge --color=always --paging=never --context=hunk < $log'" >/dev/null 2>&1
python3 - "$out/pager.json" "$size" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
size = int(sys.argv[2])
names = ["git log -p --color=always (generating it)", "diff-highlight", "tinge --context=file", "tinge --context=hunk"]
print("| command | mean | throughput |")
print("| --- | --- | --- |")
for name, x in zip(names, r):
    print(f"| {name} | {x['mean']*1e3:.0f} ms | {size/x['mean']/1e6:.1f} MB/s |")
PY
echo

echo "## Peak memory (GNU time, max RSS)"
( cd "$repo" && /usr/bin/time -o "$PWD/../../out/rss1.txt" -f "%M" "$tinge" --color=always --paging=never < "$log" >/dev/null )
for i in 1 2 3 4 5 6 7 8 9 10; do cat "$log"; done > "$out/log10.patch"
( cd "$repo" && /usr/bin/time -o "$PWD/../../out/rss10.txt" -f "%M" "$tinge" --color=always --paging=never < "$PWD/../../out/log10.patch" >/dev/null )
python3 - "$out/rss1.txt" "$out/rss10.txt" <<'PY'
import sys
a, b = (int(open(p).read().split()[-1]) for p in sys.argv[1:3])
print(f"the log once: {a/1024:.1f} MB; ten times as long: {b/1024:.1f} MB; ratio {b/a:.2f}")
PY
echo

echo "## tinge show of a small commit"
small="$out/small-repo"
if [ ! -d "$small/.git" ]; then
    mkdir -p "$small" && git -C "$small" init -q
    printf 'def f():\n    return 1\n' > "$small/a.py"
    git -C "$small" add -A && git -C "$small" -c user.name=b -c user.email=b@e commit -qm one
    printf 'def f():\n    return 2\n' > "$small/a.py"
    git -C "$small" -c user.name=b -c user.email=b@e commit -qam two
fi
hyperfine -N --warmup 3 --runs 30 --export-json "$out/show.json" \
    "$tinge -C $small show --color=always --paging=never" >/dev/null 2>&1 || \
hyperfine -N --warmup 3 --runs 30 --export-json "$out/show.json" \
    "bash -c 'cd $small && $tinge show --color=always --paging=never'" >/dev/null 2>&1
python3 - "$out/show.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
print(f"tinge show: mean {r['mean']*1e3:.1f} ms, min {r['min']*1e3:.1f} ms over {len(r['times'])} runs")
PY
