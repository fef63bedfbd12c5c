#!/usr/bin/env bash
# Makes the README's screenshots, docs/screenshot-*.png: real runs of tinge on this repository's
# own history (pinned commits, so the pictures can be remade byte for byte), each in a tmux
# terminal of a fixed size with 24-bit color, captured with its escapes, turned into a page by
# docs/ansi-to-html.py and photographed by headless Chromium; once in the dark theme, once in
# the light one. Needs tmux, chromium and python3 (.ci/run installs them).
# Usage: docs/screenshots.sh [TINGE [NAME...]]   (default: the debug build, .build/debug/tinge;
# every picture, or only those NAMEd: pager, side-by-side, toc, lint, highlight)
set -euo pipefail
cd "$(dirname "$0")/.."
tinge=$(realpath "${1:-.build/debug/tinge}")
shift $(( $# > 0 ? 1 : 0 ))
only=" $* "
docs=$PWD/docs
# The commits shown: a JavaScript lexer fix (the pager), a reformatting whose paired lines
# differ in words and in indentation alone (side by side, the changed white space emphasized),
# a change of seven files (the table of contents).
pager_commit=7c7e9476d3939b82f57e79be447e52f8d21f0e86
side_commit=d193aae
toc_commit=6e26244
# The commit the clone is at: the file highlighted, and the change linted, come from it.
clone_commit=79b0cac
work=$(mktemp -d)
socket=tinge-screenshots-$$
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

git clone -q --shared --no-checkout . "$work/repo"
git -C "$work/repo" checkout -q "$clone_commit"
mkdir -p "$work/home" "$work/bin"
ln -s "$tinge" "$work/bin/tinge"
# Nobody's own settings: git's and tinge's come from the clone alone.
export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config GIT_CONFIG_NOSYSTEM=1 PATH=$work/bin:$PATH
export GIT_AUTHOR_NAME="Ada Lovelace" GIT_AUTHOR_EMAIL=ada@example.com
export GIT_COMMITTER_NAME="Ada Lovelace" GIT_COMMITTER_EMAIL=ada@example.com
export GIT_AUTHOR_DATE=2026-12-01T10:00:00Z GIT_COMMITTER_DATE=2026-12-01T10:00:00Z

# The change the lint picture stops: a debug print and trailing white space, staged.
(cd "$work/repo" && tinge hook install >/dev/null \
    && sed -i 's|^        if fits(self) { return self }$|        print("readable?", self, levels)  \n&|' Sources/Theme/Contrast.swift \
    && git add Sources/Theme/Contrast.swift)

# shot NAME THEME COLUMNS ROWS COMMAND: runs COMMAND (a shell command line, in the clone) in a
# terminal COLUMNS by ROWS, waits until it has finished or less waits for a key, and writes
# docs/screenshot-NAME-THEME.png from the screen.
shot() {
    local name=$1 theme=$2 columns=$3 rows=$4 command=$5
    [ "$only" = "  " ] || [[ "$only" == *" $name "* ]] || return 0
    # A light terminal says so in COLORFGBG (the hook's tinge takes its theme from that).
    local fgbg='15;0'
    [ "$theme" = light ] && fgbg='0;15'
    local screen=$work/$name-$theme.ansi page=$work/$name-$theme.html out=$docs/screenshot-$name-$theme.png
    tmux -L "$socket" -f /dev/null new-session -d -x "$columns" -y "$rows" -c "$work/repo" \
        "env TERM=xterm-256color COLORTERM=truecolor COLORFGBG=\"$fgbg\" THEME=$theme sh -c '$command'; tmux -L $socket wait-for -S done; sleep 60"
    # Finished, or less showing its first page and waiting (its prompt, a lone ':', at the bottom).
    for _ in $(seq 200); do
        if tmux -L "$socket" capture-pane -p | tail -n 1 | grep -qx ':'; then break; fi
        if ! tmux -L "$socket" list-sessions 2>/dev/null | grep -q .; then break; fi
        if timeout 0.1 tmux -L "$socket" wait-for done 2>/dev/null; then break; fi
    done
    tmux -L "$socket" capture-pane -e -p > "$screen"
    tmux -L "$socket" kill-server
    # The terminal's own colors are the theme's page colors, as tinge's HTML export gives them.
    local colors
    colors=$(echo | tinge highlight --format=html --theme "$theme" -l text \
        | sed -n 's/.*--fg: \(#[0-9A-Fa-f]*\); --bg: \(#[0-9A-Fa-f]*\);.*/\1 \2/p')
    # shellcheck disable=SC2086
    python3 "$docs/ansi-to-html.py" $colors < "$screen" > "$page"
    # DejaVu Sans Mono's cells: 13px wide font of 0.602em advance, 16px lines, 10px and 8px margins.
    local width=$(( (columns * 7826 + 999) / 1000 + 20 )) height=$(( rows * 16 + 16 ))
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$work/profile" \
        --window-size="$width,$height" --screenshot="$out" "file://$page" 2>/dev/null
    echo "wrote $out ($(wc -c < "$out") bytes)"
}

for theme in dark light; do
    shot pager "$theme" 110 40 "git -c core.pager=\"tinge --theme \$THEME\" show $pager_commit"
    shot side-by-side "$theme" 200 34 "git -c core.pager=\"tinge -s -n --theme \$THEME\" show --no-decorate $side_commit"
    shot toc "$theme" 110 30 "git -c core.pager=\"tinge --toc --theme \$THEME\" show --no-decorate $toc_commit"
    shot lint "$theme" 100 11 "echo \"\\\$ git commit -m Readable\"; git commit -q -m Readable"
    shot highlight "$theme" 130 34 "tinge highlight -n --paging=always --theme \$THEME Sources/Theme/Contrast.swift"
done
