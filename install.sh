#!/bin/sh
# Installs tinge: its build dependencies (libgit2-dev, pkg-config), a release build,
# the binary, the man page, the git hooks and the completions of the shells that are here.
#
#   ./install.sh               install into $PREFIX (default /usr/local as root, else ~/.local)
#   ./install.sh --deps-only   install the build dependencies only
#   ./install.sh --completions install the shells' completions only (the tinge on PATH makes them)
#   ./install.sh --uninstall   remove what an install put in $PREFIX, and the completions
#   ./install.sh --build       only the release build; prints the binary's path (packaging/build)
#
# Running it twice is harmless: each step checks before it acts.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
if [ -z "${PREFIX:-}" ]; then
    if [ "$(id -u)" = 0 ]; then PREFIX=/usr/local; else PREFIX="$HOME/.local"; fi
fi

say() { printf 'install.sh: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"
    elif command -v sudo >/dev/null 2>&1; then sudo "$@"
    else die "need root to run '$*' (no sudo found); install libgit2-dev and pkg-config yourself"
    fi
}

have_deps() {
    command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libgit2
}

install_deps() {
    if have_deps; then return 0; fi
    if command -v apt-get >/dev/null 2>&1; then
        say "installing libgit2-dev and pkg-config with apt-get"
        as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libgit2-dev pkg-config >/dev/null
    elif command -v brew >/dev/null 2>&1; then
        say "installing libgit2 and pkg-config with Homebrew"
        brew install libgit2 pkg-config
    else
        die "no apt-get or Homebrew here: install libgit2 (with its headers) and pkg-config, then run again"
    fi
    have_deps || die "libgit2 is still not visible to pkg-config"
}

# Where each shell looks for completions: under $PREFIX for root (bash-completion, zsh and
# fish all look in /usr/local/share), else in the user's own folders. zsh has no user folder
# of its own: the first folder of its fpath (as ~/.zshrc sets it) under $HOME, else one to add to
# fpath.
data=${XDG_DATA_HOME:-$HOME/.local/share}
bash_completion() {
    if [ "$(id -u)" = 0 ]; then echo "$PREFIX/share/bash-completion/completions/tinge"
    else echo "$data/bash-completion/completions/tinge"; fi
}
zsh_completion() {
    if [ "$(id -u)" = 0 ]; then echo "$PREFIX/share/zsh/site-functions/_tinge"; return; fi
    for dir in $(zsh -ic 'print -l $fpath' </dev/null 2>/dev/null); do
        case "$dir" in "$HOME"/*) if [ -d "$dir" ] && [ -w "$dir" ]; then echo "$dir/_tinge"; return; fi ;; esac
    done
    echo "$data/zsh/site-functions/_tinge"
}
fish_completion() {
    if [ "$(id -u)" = 0 ]; then echo "$PREFIX/share/fish/vendor_completions.d/tinge.fish"
    else echo "${XDG_CONFIG_HOME:-$HOME/.config}/fish/completions/tinge.fish"; fi
}

# Writes each shell's completion script made by tinge ($1), skipping shells that are not here.
install_completions() {
    for shell in bash zsh fish; do
        command -v "$shell" >/dev/null 2>&1 || continue
        file=$("${shell}_completion")
        mkdir -p "$(dirname "$file")"
        "$1" completions "$shell" > "$file"
        say "installed $file"
        if [ "$shell" = zsh ]; then
            case "$(zsh -ic 'print -l $fpath' </dev/null 2>/dev/null)" in
                *"$(dirname "$file")"*) ;;
                *) say "note: add $(dirname "$file") to zsh's fpath (before compinit) for its completions" ;;
            esac
        fi
    done
}

uninstall() {
    for f in "$PREFIX/bin/tinge" "$PREFIX/share/man/man1/tinge.1" "$(bash_completion)" "$(fish_completion)" \
        "$(if command -v zsh >/dev/null 2>&1; then zsh_completion; fi)"; do
        [ -n "$f" ] || continue
        if [ -e "$f" ]; then rm -f "$f" && say "removed $f"; fi
    done
    if [ -d "$PREFIX/share/tinge" ]; then rm -rf "$PREFIX/share/tinge" && say "removed $PREFIX/share/tinge"; fi
}

case "${1:-}" in
    --deps-only) install_deps; exit 0 ;;
    --uninstall) uninstall; exit 0 ;;
    --completions)
        tinge=$(command -v tinge || echo "$PREFIX/bin/tinge")
        [ -x "$tinge" ] || die "no tinge on PATH or in $PREFIX/bin to make the completions"
        install_completions "$tinge"; exit 0 ;;
    ""|--build) ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) die "unknown option '$1' (try --help)" ;;
esac

command -v swift >/dev/null 2>&1 || die "the Swift toolchain is needed (swift not found on PATH)"
install_deps

cd "$here"
flags="-c release"
# A static standard library makes the binary run without the toolchain; macOS has no such option.
# Nor does it need the $ORIGIN search path SwiftPM adds for libraries beside the binary (in
# /usr/bin that would be a place to look for them); and it binds its symbols at start (-z now).
if [ "$(uname)" = Linux ]; then
    flags="$flags --static-swift-stdlib --disable-local-rpath -Xlinker -z -Xlinker now"
    # With the toolchain's lld: the functions a run uses laid out together, in the order of
    # packaging/hot-functions.txt (the kernel maps 64 KB around each page of code run, so code
    # spread over the binary kept 7 MB of it resident where 2 MB do), and relative relocations
    # packed (DT_RELR, which glibc reads from 2.36 on: 700 KB fewer pages read at start).
    swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
    if [ -x "$swift_bin/ld.lld" ] || command -v ld.lld >/dev/null 2>&1; then
        flags="$flags -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld"
        flags="$flags -Xlinker --symbol-ordering-file=packaging/hot-functions.txt -Xlinker --no-warn-symbol-ordering"
        glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null | sed -n 's/^glibc //p')
        case "$glibc" in
            2.3[6-9]*|2.[4-9][0-9]*|[3-9].*) flags="$flags -Xlinker -z -Xlinker pack-relative-relocs" ;;
        esac
    else
        say "note: no ld.lld beside swift: the binary's code is laid out as compiled (more of it resident)"
    fi
fi
# The version tinge --version prints (packaging/version: 0.1.0-14-gabc1234), given to the build
# as a C macro, the one way a value reaches the compiler without a build plugin.
version=$(packaging/version)
say "building $version (swift build $flags)"
# shellcheck disable=SC2086
swift build $flags -Xcc "-DTINGE_BUILD_VERSION=\"$version\"" >&2
bin=$(swift build $flags --show-bin-path)
if [ "${1:-}" = --build ]; then echo "$bin/tinge"; exit 0; fi

mkdir -p "$PREFIX/bin" "$PREFIX/share/man/man1" "$PREFIX/share/tinge"
install -m 755 "$bin/tinge" "$PREFIX/bin/tinge"
install -m 644 man/tinge.1 "$PREFIX/share/man/man1/tinge.1"
if [ -d hooks ] && [ -n "$(ls hooks)" ]; then
    rm -rf "$PREFIX/share/tinge/hooks"
    cp -R hooks "$PREFIX/share/tinge/hooks"
fi
say "installed $PREFIX/bin/tinge"
install_completions "$PREFIX/bin/tinge"
case ":$PATH:" in
    *":$PREFIX/bin:"*) ;;
    *) say "note: $PREFIX/bin is not on your PATH" ;;
esac
