#!/usr/bin/env bash
# What `tinge lint --all` finds in whole repositories: one Markdown table row per repository,
# its tracked files and its findings by rule (errors, and warnings in parentheses).
#
#   bench/lint-findings.sh REPO... [-- TINGE]
#
# Each REPO is read only (nothing there is changed); its index should match HEAD. TINGE
# defaults to the debug build. The findings of the rules that read the lexer's tokens
# (`unterminated`, `private-key`, `debug-leftover`) are listed under the table, to be checked
# by hand: bench/README.md keeps the table and the verdicts.
set -euo pipefail
repos=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do repos+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
tinge=${1:-$(cd "$(dirname "$0")/.." && swift build --show-bin-path)/tinge}
tinge=$(cd "$(dirname "$tinge")" && pwd)/$(basename "$tinge")
[ ${#repos[@]} -gt 0 ] || { echo "usage: bench/lint-findings.sh REPO... [-- TINGE]" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for repo in "${repos[@]}"; do
    name=$(basename "$repo")
    (cd "$repo" && "$tinge" lint --all --format=json > "$work/$name.json" || true)
    echo "$name $(git -C "$repo" rev-parse --short=12 HEAD) $(git -C "$repo" ls-files | wc -l)" > "$work/$name.meta"
done
python3 - "$work" "${repos[@]}" <<'PY'
import collections, json, os, sys
work, repos = sys.argv[1], sys.argv[2:]
syntax = ["unterminated", "private-key", "debug-leftover"]
rows, listed = [], []
for repo in repos:
    name, commit, files = open(os.path.join(work, os.path.basename(repo) + ".meta")).read().split()
    findings = json.load(open(os.path.join(work, name + ".json")))["findings"]
    count = collections.Counter((f["rule"], f["level"]) for f in findings)
    rules = sorted({rule for rule, _ in count})
    cells = []
    for rule in rules:
        errors, warnings = count[(rule, "error")], count[(rule, "warning")]
        cells.append(f"{rule} {errors}" + (f" ({warnings})" if warnings else "") if errors else f"{rule} ({warnings})")
    rows.append(f"| {name} ({commit}) | {files} | {', '.join(cells) or 'none'} |")
    listed += [f"{name}: {f['rule']} {f['level']} {f['path']}:{f['line']}: {f['message']}" for f in findings if f["rule"] in syntax]
print("| repository | files | findings by rule: errors (warnings) |")
print("| --- | --- | --- |")
print("\n".join(rows))
print()
print("\n".join(listed) or "no finding of a rule that reads the tokens")
PY
