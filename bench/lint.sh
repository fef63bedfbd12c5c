#!/usr/bin/env bash
# Lint benchmark: `tinge lint --staged` on a staged change of 100 files in a large repository.
#
#   bench/lint.sh        (needs swift, git, python3; installs hyperfine if missing)
#
# The repository holds this machine's /usr/include and Python standard library (about
# 12,000 files); the change appends a few lines to 100 of them and stages it. Target: < 100 ms.
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench/out
repo=bench/corpus/large
mkdir -p "$out"
command -v hyperfine >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null; }

swift build -c release --static-swift-stdlib --product tinge >&2
tinge="$(swift build -c release --static-swift-stdlib --show-bin-path)/tinge"

if [ ! -d "$repo/.git" ]; then
    rm -rf "$repo"; mkdir -p "$repo"
    cp -r /usr/include "$repo/include"
    cp -r "$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')" "$repo/python"
    find "$repo" -name '__pycache__' -prune -exec rm -rf {} + 2>/dev/null || true
    git -C "$repo" init -q
    git -C "$repo" add -A
    git -C "$repo" -c gc.auto=0 -c user.name=bench -c user.email=bench@example.com commit -qm "a large tree"
    git -C "$repo" gc -q
fi
git -C "$repo" reset -q --hard
files=$(git -C "$repo" ls-files '*.py' | awk 'NR <= 100')
for f in $files; do printf '\n\ndef added_for_the_benchmark(x):\n    return x + 1\n' >> "$repo/$f"; done
git -C "$repo" add -A
count=$(git -C "$repo" ls-files | wc -l)

echo "## tinge lint --staged: 100 staged files in a repository of $count files"
echo
hyperfine -N --warmup 2 --runs 20 --export-json "$out/lint.json" \
    "bash -c 'cd $repo && $tinge lint --staged --format=json > /dev/null; true'" \
    "git -C $repo diff --cached --check" >/dev/null 2>&1 || true
python3 - "$out/lint.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
print(f"tinge lint --staged: mean {r[0]['mean']*1e3:.1f} ms, min {r[0]['min']*1e3:.1f} ms (target < 100 ms)")
print(f"git diff --cached --check (for scale): mean {r[1]['mean']*1e3:.1f} ms")
PY
git -C "$repo" reset -q --hard
