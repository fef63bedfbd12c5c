#!/usr/bin/env bash
# Makes docs/html-export.png, the README's picture of an HTML export: a small commit in a
# throwaway repository, exported side by side (the panes share the window) and photographed by
# headless Chromium (dark).
# Usage: docs/html-export.sh [TINGE]   (default: the debug build, .build/debug/tinge)
set -euo pipefail
cd "$(dirname "$0")/.."
tinge=$(realpath "${1:-.build/debug/tinge}")
out=$PWD/docs/html-export.png
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

export GIT_AUTHOR_NAME="Ada Lovelace" GIT_AUTHOR_EMAIL=ada@example.com
export GIT_COMMITTER_NAME="Ada Lovelace" GIT_COMMITTER_EMAIL=ada@example.com
export GIT_AUTHOR_DATE=2026-11-30T10:00:00Z GIT_COMMITTER_DATE=2026-11-30T10:00:00Z GIT_CONFIG_NOSYSTEM=1
mkdir -p "$work/repo/Sources" && cd "$work/repo" && git init -q
cat > Sources/Greeter.swift <<'EOF'
/// Greets people by name.
struct Greeter {
    let names: [String]

    /* Prints one line a name,
       in the order given. */
    func greet() {
        for name in names {
            print("Hello, \(name)!")
        }
    }
}
EOF
cat > greet.py <<'EOF'
def greet(names):
    """Print a greeting for each name."""
    for name in names:
        print(f"Hello, {name}!")
EOF
git add . && git commit -qm "Greeter"
cat > Sources/Greeter.swift <<'EOF'
/// Greets people by name, politely.
struct Greeter {
    let names: [String]
    var punctuation = "!"

    /* Prints one line a name,
       skipping empty names. */
    func greet() {
        for name in names where !name.isEmpty {
            print("Hello, \(name)\(punctuation)")
        }
    }
}
EOF
cat > greet.py <<'EOF'
def greet(names, greeting="Hello"):
    """Print a greeting for each name."""
    for name in names:
        print(f"{greeting}, {name}!")  # one line each
EOF
export GIT_AUTHOR_DATE=2026-11-30T11:00:00Z GIT_COMMITTER_DATE=2026-11-30T11:00:00Z
git commit -qam "Greeter: skip empty names, choose the punctuation"

git show | "$tinge" --format=html -s -n > "$work/review.html"
chromium --headless --no-sandbox --disable-gpu --force-dark-mode --hide-scrollbars \
    --user-data-dir="$work/profile" --window-size=1000,640 --screenshot="$out" "file://$work/review.html" 2>/dev/null
echo "wrote $out"
