#!/usr/bin/env bash
# Highlighter benchmark: lexing MB/s on real code this machine already has, tinge against
# bat (Debian's batcat) on the same files, and the wall time of highlighting a small file.
#
#   bench/highlight.sh            (needs: swift, python3; installs bat and hyperfine with apt-get if missing)
#
# Machines here are shared and noisy: read the tinge/bat ratios, which are measured in the
# same run, rather than absolute figures. Results go to stdout and bench/out/.
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench/out
corpus=bench/corpus
mkdir -p "$out" "$corpus"

need() { command -v "$1" >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq "$2" >/dev/null; }; }
need batcat bat
need hyperfine hyperfine
[ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }

swift build -c release --static-swift-stdlib --product tinge >&2
swift build -c release --static-swift-stdlib --product HighlightBenchmark >&2
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)

# Up to LIMIT bytes of files from a list, in a stable order.
take() {
    python3 -c '
import os, sys
limit = int(sys.argv[1]); total = 0
for line in sys.stdin:
    path = line.rstrip("\n")
    try: size = os.path.getsize(path)
    except OSError: continue
    if size == 0 or size > 2_000_000: continue
    if total + size > limit: continue  # keep reading: stopping early would break the pipe
    total += size
    print(path)' "$1"
}

limit=20000000
python_lib=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
swift_root=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
node_root=$(command -v node >/dev/null && dirname "$(dirname "$(readlink -f "$(command -v node)")")" || echo /nonexistent)
{ find /usr/include -name "*.h" 2>/dev/null || true; } | sort | take $limit > "$corpus/c.list"
{ find "$python_lib" -name "*.py" 2>/dev/null || true; } | sort | take $limit > "$corpus/python.list"
{ find "$swift_root" -name "*.swiftinterface" 2>/dev/null || true; } | sort | take $limit > "$corpus/swift.list"
{ find "$node_root/lib/node_modules" /usr/share/nodejs -name "*.js" 2>/dev/null || true; } | sort | take $limit > "$corpus/javascript.list"

echo "## Lexing throughput (one core, best of 3 rounds)"
echo
printf 'language\tfiles\tsize\ttokens\ttime\tthroughput\n'
for lang in c swift python javascript; do
    if [ ! -s "$corpus/$lang.list" ]; then echo "$lang: no files of it on this machine"; continue; fi
    "$bin/HighlightBenchmark" "$lang" 3 "@$corpus/$lang.list"
done | tee "$out/lexing.tsv"

# One mid-sized real file per language, highlighted by tinge and by bat, same output settings.
pick() { python3 -c '
import os, sys
files = [l.rstrip("\n") for l in open(sys.argv[1])]
files = [f for f in files if 150_000 <= os.path.getsize(f) <= 600_000] or files
print(max(files, key=os.path.getsize) if files else "")' "$1"; }

echo
echo "## tinge highlight against bat on the same file (hyperfine, mean of runs)"
echo
printf 'language\tfile\tsize\ttinge\tbat\tbat/tinge\n'
for lang in c swift python javascript; do
    [ -s "$corpus/$lang.list" ] || continue
    file=$(pick "$corpus/$lang.list")
    [ -n "$file" ] || continue
    size=$(stat -c %s "$file")
    hyperfine -N --warmup 1 --runs 5 --export-json "$out/vs-bat-$lang.json" \
        "$bin/tinge highlight --color=always --paging=never --language $lang $file" \
        "batcat --color=always --paging=never --style=plain --language $lang $file" >/dev/null 2>&1
    python3 - "$out/vs-bat-$lang.json" "$lang" "$file" "$size" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
t, b = r[0]["mean"], r[1]["mean"]
size = int(sys.argv[4])
print(f"{sys.argv[2]}\t{sys.argv[3]}\t{size/1e3:.0f} KB\t{t*1e3:.1f} ms ({size/t/1e6:.0f} MB/s)\t{b*1e3:.0f} ms ({size/b/1e6:.1f} MB/s)\t{b/t:.0f}x")
PY
done | tee "$out/vs-bat.tsv"
# A large file shows the throughput with start-up amortized: the first 4.5 MB of the C corpus, as one file.
big="$corpus/big.c"
python3 -c '
import sys
out = open(sys.argv[2], "wb"); total = 0
for line in open(sys.argv[1]):
    data = open(line.rstrip("\n"), "rb").read()
    out.write(data); total += len(data)
    if total > 4_500_000: break' "$corpus/c.list" "$big"
size=$(stat -c %s "$big")
hyperfine -N --warmup 1 --runs 3 --export-json "$out/vs-bat-big.json" \
    "$bin/tinge highlight --color=always --paging=never --language c $big" \
    "batcat --color=always --paging=never --style=plain --language c $big" >/dev/null 2>&1
python3 - "$out/vs-bat-big.json" c "$big" "$size" <<'PY' | tee -a "$out/vs-bat.tsv"
import json, sys
r = json.load(open(sys.argv[1]))["results"]
t, b = r[0]["mean"], r[1]["mean"]
size = int(sys.argv[4])
print(f"{sys.argv[2]}\t{sys.argv[3]}\t{size/1e6:.1f} MB\t{t*1e3:.1f} ms ({size/t/1e6:.0f} MB/s)\t{b*1e3:.0f} ms ({size/b/1e6:.1f} MB/s)\t{b/t:.0f}x")
PY

echo
echo "## Start-up: a small file"
echo
small=Sources/Highlight/Token.swift
hyperfine -N --warmup 3 --runs 30 --export-json "$out/small.json" \
    "$bin/tinge highlight --color=always --paging=never $small" >/dev/null 2>&1
python3 - "$out/small.json" "$small" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
print(f"tinge highlight {sys.argv[2]}: mean {r['mean']*1e3:.1f} ms, min {r['min']*1e3:.1f} ms over {len(r['times'])} runs")
PY
echo
echo "## Peak memory (GNU time, max RSS)"
file=$(pick "$corpus/c.list")
/usr/bin/time -o "$out/memory.txt" -f "tinge highlight of $(basename "$file") ($(stat -c %s "$file") bytes): %M KB" \
    "$bin/tinge" highlight --color=always --paging=never "$file" >/dev/null
/usr/bin/time -o "$out/memory-bat.txt" -f "bat on the same file: %M KB" \
    batcat --color=always --paging=never --style=plain "$file" >/dev/null
cat "$out/memory.txt" "$out/memory-bat.txt"
