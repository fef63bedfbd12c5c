#!/usr/bin/env bash
# Editing benchmark: `HighlightedText` on a 20,000-line Swift file made of this repository's
# own sources (files holding a `*/` left out, so a `/*` opened at the top runs to the end).
#
#   bench/edit.sh            (needs: swift, python3)
#
# Prints the median and worst time per single-character edit (tokens of the changed lines
# fetched), the median number of lines re-lexed, and the MB/s of re-lexing after a `/*` at the top.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bench/corpus
file=bench/corpus/edit-20k.swift
python3 - "$file" <<'PY'
import glob, sys
lines = []
for path in sorted(glob.glob("Sources/**/*.swift", recursive=True)):
    text = open(path, encoding="utf-8").read()
    if "*/" in text:
        continue
    lines += text.splitlines(keepends=True)
    if len(lines) >= 20000:
        break
open(sys.argv[1], "w", encoding="utf-8").write("".join(lines[:20000]))
PY
swift build -c release --product HighlightBenchmark >&2
"$(swift build -c release --show-bin-path)/HighlightBenchmark" edits "$file" 1000
