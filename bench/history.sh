#!/usr/bin/env bash
# History benchmark: tinge on `git log -p` of any real repository, beside git and cat in the same run.
#
#   bench/history.sh REPO [COUNT]     (COUNT commits, 2000 by default)
#
# REPO is a clone of a real repository, kept outside this project (git's own history is the
# yardstick: fetch github:git/git and clone it somewhere else). Nothing of it is written here
# but the log file and figures, under bench/out/ (ignored by git).
#
# It times, with hyperfine (medians of RUNS runs, 3 by default), from inside REPO:
#   - cat of the log (the floor), and git generating it (`git log -p -n COUNT > /dev/null`);
#   - the pager on the log with --context=file, --context=hunk and --color=never;
#   - the pipeline `git log -p -n COUNT | tinge`;
#   - `tinge log -p -n 100` against `git log -p -n 100 | tinge`, also in turn: TURNS rounds
#     (20 by default), each running both once through the same `bash -c`, the order swapped
#     every other round, so a burst of the machine's other load falls on both alike;
#   - `tinge show` of the commit whose patch is nearest 256 KB (or SHOW=<rev>), beside `git show`;
#   - side by side (`-s --width=200`) with --context=file and --context=hunk, and unified with
#     the same width, for the cost of the second pane.
# and peak RSS (GNU time) of each pager mode, and of the file-context pager on a log ten
# times as long (COUNT × 10 commits, or the whole history when shorter; FLAT=0 skips it).
# MEMORY=1 measures only that: peak RSS of the file-context pager on both logs, and their ratio.
# Needs swift, git, python3; installs hyperfine and GNU time when missing.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
repo=$(cd "${1:?usage: bench/history.sh REPO [COUNT]}" && pwd)
count=${2:-2000}
runs=${RUNS:-3}
out="$here/bench/out/history-$(basename "$repo")"
mkdir -p "$out"

need() { command -v "$1" >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq "$2" >/dev/null; }; }
need hyperfine hyperfine
[ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }

# The release build install.sh makes (its code laid out by use), unless TINGE names a binary.
if [ -z "${TINGE:-}" ]; then TINGE=$("$here/install.sh" --build); fi
tinge=$TINGE
cd "$repo"

log="$out/log.patch"
git log -p -n "$count" --no-color > "$log"
size=$(stat -c %s "$log")
commits=$(git rev-list --count -n "$count" HEAD)
echo "## $(basename "$repo"): git log -p -n $count ($commits commits, $(python3 -c "print(f'{$size/1e6:.1f}')") MB), $(date -u +%Y-%m-%d), $(nproc) cores"
echo

# Peak RSS of `$@`'s runs, one number a line, appended to file $1.
rss() {
    local file=$1; shift
    for _ in $(seq "$runs"); do /usr/bin/time -a -o "$file" -f "%M" "$@" > /dev/null; done
}

if [ "${MEMORY:-0}" = 1 ]; then
    git log -p -n $((count * 10)) --no-color > "$out/log10.patch"
    size10=$(stat -c %s "$out/log10.patch")
    rm -f "$out"/rss-file.txt "$out"/rss-file10.txt
    rss "$out/rss-file.txt" bash -c "exec $tinge --color=always --paging=never --context=file < $log"
    rss "$out/rss-file10.txt" bash -c "exec $tinge --color=always --paging=never --context=file < $out/log10.patch"
    python3 - "$out" "$size" "$size10" <<'PY'
import statistics, sys
out, size, size10 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
peak = lambda key: statistics.median(int(x) for x in open(f"{out}/rss-{key}.txt").read().split()) / 1024
a, b = peak("file"), peak("file10")
print(f"peak RSS, --context=file (medians of {len(open(f'{out}/rss-file.txt').read().split())}): "
      f"{a:.1f} MB on {size / 1e6:.1f} MB of log, {b:.1f} MB on {size10 / 1e6:.1f} MB "
      f"({size10 / size:.1f}× the log): ratio {b / a:.2f}")
PY
    exit 0
fi

# The commit to show: named, or the one whose patch is nearest 256 KB among those logged.
show=${SHOW:-$(python3 - "$log" <<'PY'
import re, sys
data = open(sys.argv[1], "rb").read()
starts = [m.start() for m in re.finditer(rb"^commit [0-9a-f]{40}", data, re.M)] + [len(data)]
best = min(range(len(starts) - 1), key=lambda i: abs(starts[i + 1] - starts[i] - 256_000))
print(data[starts[best] + 7:starts[best] + 47].decode())
PY
)}
showsize=$(git show --no-color "$show" | wc -c)

pager="$tinge --color=always --paging=never"
names=(
    "cat (the floor)"
    "git log -p -n $count > /dev/null"
    "tinge --context=file"
    "tinge --context=hunk"
    "tinge --color=never"
    "git log -p -n $count | tinge"
    "git log -p -n 100 | tinge"
    "tinge log -p -n 100"
    "git show (${show:0:10}, $((showsize / 1000)) KB)"
    "tinge show ${show:0:10}"
    "tinge --context=file --width=200"
    "tinge -s --context=file --width=200"
    "tinge --context=hunk --width=200"
    "tinge -s --context=hunk --width=200"
)
hyperfine -N --warmup 1 --runs "$runs" --export-json "$out/times.json" \
    "bash -c 'cat $log > /dev/null'" \
    "bash -c 'git log -p -n $count > /dev/null'" \
    "bash -c '$pager --context=file < $log > /dev/null'" \
    "bash -c '$pager --context=hunk < $log > /dev/null'" \
    "bash -c '$tinge --color=never --paging=never < $log > /dev/null'" \
    "bash -c 'git log -p -n $count | $pager > /dev/null'" \
    "bash -c 'git log -p -n 100 | $pager > /dev/null'" \
    "$tinge log -p -n 100 --color=always --paging=never" \
    "git show --no-color $show" \
    "$tinge show $show --color=always --paging=never" \
    "bash -c '$pager --context=file --width=200 < $log > /dev/null'" \
    "bash -c '$pager -s --context=file --width=200 < $log > /dev/null'" \
    "bash -c '$pager --context=hunk --width=200 < $log > /dev/null'" \
    "bash -c '$pager -s --context=hunk --width=200 < $log > /dev/null'" >/dev/null

# The log against the pipe in turn, each through the same shell.
python3 - "${TURNS:-20}" "$out/turns.txt" \
    "git log -p -n 100 | $pager > /dev/null" \
    "exec $tinge log -p -n 100 --color=always --paging=never > /dev/null" <<'PY'
import statistics, subprocess, sys, time
rounds, path, commands = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
times = [[], []]
for r in range(rounds + 1):
    for k in ((0, 1) if r % 2 else (1, 0)):
        start = time.perf_counter()
        subprocess.run(["bash", "-c", commands[k]], check=True)
        if r: times[k].append(time.perf_counter() - start)
pipe, log = (statistics.median(t) for t in times)
open(path, "w").write(f"{rounds} {pipe} {log} {sum(b > a for a, b in zip(*times))}\n")
PY

# Peak RSS, median of RUNS runs each.
rm -f "$out"/rss-*.txt
rss "$out/rss-cat.txt" cat "$log"
rss "$out/rss-git.txt" git log -p -n "$count"
for mode in file hunk; do rss "$out/rss-$mode.txt" bash -c "exec $pager --context=$mode < $log"; done
rss "$out/rss-never.txt" bash -c "exec $tinge --color=never --paging=never < $log"
rss "$out/rss-native.txt" $tinge log -p -n 100 --color=always --paging=never
rss "$out/rss-show.txt" $tinge show "$show" --color=always --paging=never
for mode in file hunk; do rss "$out/rss-side-$mode.txt" bash -c "exec $pager -s --context=$mode --width=200 < $log"; done
if [ "${FLAT:-1}" != 0 ]; then
    git log -p -n $((count * 10)) --no-color > "$out/log10.patch"
    rss "$out/rss-file10.txt" bash -c "exec $pager --context=file < $out/log10.patch"
    size10=$(stat -c %s "$out/log10.patch")
else
    size10=0
fi

python3 - "$out" "$size" "$size10" "$showsize" "${names[@]}" <<'PY'
import json, os, statistics, sys
out, size, size10, showsize = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
names = sys.argv[5:]
results = json.load(open(f"{out}/times.json"))["results"]
median = {n: statistics.median(r["times"]) for n, r in zip(names, results)}
def rss(key):
    path = f"{out}/rss-{key}.txt"
    if not os.path.exists(path): return None
    return statistics.median(int(x) for x in open(path).read().split()) / 1024
rss_of = {names[0]: rss("cat"), names[1]: rss("git"), names[2]: rss("file"), names[3]: rss("hunk"),
          names[4]: rss("never"), names[7]: rss("native"), names[9]: rss("show"),
          names[11]: rss("side-file"), names[13]: rss("side-hunk")}
git = median[names[1]]
print("| command | median wall | MB/s | × git's time | peak RSS |")
print("| --- | --- | --- | --- | --- |")
for i, n in enumerate(names):
    t = median[n]
    rate = f"{size / t / 1e6:.1f}" if i <= 5 or i >= 10 else (f"{showsize / t / 1e6:.1f}" if i >= 8 else "")
    peak = f"{rss_of[n]:.1f} MB" if rss_of.get(n) else ""
    ratio = f"{t / git:.2f}" if i <= 5 or i >= 10 else ""
    print(f"| {n} | {t * 1e3:.0f} ms | {rate} | {ratio} | {peak} |")
print()
rounds, pipe, log, longer = open(f"{out}/turns.txt").read().split()
print(f"log -p -n 100 in turn ({rounds} rounds, both through bash -c): pipe {float(pipe) * 1e3:.1f} ms, "
      f"log {float(log) * 1e3:.1f} ms: tinge log / (git log | tinge) = {float(log) / float(pipe):.2f} "
      f"(the log the longer in {longer} rounds)")
print(f"  the same from the table's two blocks of runs, apart in time (a burst of load can fall "
      f"on one): {median[names[7]] / median[names[6]]:.2f}")
print(f"side by side / unified at 200 columns: file {median[names[11]] / median[names[10]]:.2f}, "
      f"hunk {median[names[13]] / median[names[12]]:.2f}")
if size10:
    a, b = rss("file"), rss("file10")
    print(f"peak RSS, --context=file: {a:.1f} MB on {size / 1e6:.1f} MB of log, {b:.1f} MB on {size10 / 1e6:.1f} MB "
          f"({size10 / size:.1f}× the log): ratio {b / a:.2f}")
PY
