#!/usr/bin/env bash
# Deploy script for the tinge demo: exercises heredocs, quoting and expansions.
set -euo pipefail

readonly VERSION="1.4.0"
PREFIX=${PREFIX:-/usr/local}
LOG_FILE="${TMPDIR:-/tmp}/deploy-$$.log"
declare -a targets=(linux macos "windows 11")
count=0
count+=1

log() {
    local level=$1; shift
    printf '%s [%s] %s\n' "$(date +%H:%M:%S)" "$level" "$*" >>"$LOG_FILE"
}

function check_deps {
    for cmd in git curl tar; do
        if ! command -v "$cmd" >/dev/null 2>&1; then
            echo "missing: $cmd" >&2
            return 1
        fi
    done
}

# Nested quotes inside command substitution inside quotes.
branch="$(git rev-parse --abbrev-ref HEAD 2>/dev/null || echo "detached")"
echo "building $(basename "$(pwd)") on ${branch} at `date +%s`"
greeting=$'tab:\t newline:\n quote:\' hex:\x41'
echo 'single quotes keep $HOME and \n as is'
echo "a string that
spans two lines with $USER"

# '#' is only a comment where a word starts.
echo ${#targets[@]} $# a#b "x#y" ${VERSION%%.*} ${PREFIX#/} # real comment
url=http://example.com/#anchor
dest="${DEST:-"$(pwd)/out"}" fallback=${NAME:-'no name'} upper=${os^^}

if [[ $count -ge 1 && -n "${LOG_FILE}" ]]; then
    echo "count is $((count * 2 + 1))"
elif [ "$count" = 0 ]; then
    echo zero
fi

case "$(uname -s)" in
    Linux)  os=linux ;;
    Darwin) os=macos ;;
    *)      os=unknown ;;
esac
kind="$(case "$os" in linux) echo penguin ;; *) echo other ;; esac)"

cat <<EOF > /tmp/config.ini
[deploy]
version = $VERSION
prefix = ${PREFIX}
host = $(hostname)
literal = \$NOT_EXPANDED
EOF

	cat <<-EOF
	tab-indented body, $os
	EOF

cat <<'EOF'
no expansion here: $HOME ${x} $(rm -rf /)
EOF

cat <<"END_OF_TEXT" | tr a-z A-Z
still quoted: $PATH
END_OF_TEXT

grep -c error <<< "$(tail -n 20 "$LOG_FILE")"
read -r first rest <<<"one two three"

while IFS= read -r line; do
    [[ -z $line ]] && continue
    echo "line: ${line//foo/bar}"
done < <(printf '%s\n' "${targets[@]}")

result=$(
    cd "$PREFIX" &&
    ls -la | awk '{ print $9 }'
)
echo "${result:-none}" | sed -e 's/a/b/g' \
    -e "s/$VERSION/latest/"
trap 'rm -f "$LOG_FILE"' EXIT
exit 0

case "$1" in
  -[0-9]*) level=${1#-} ;;
  *) level=3 ;;
esac
if [[ $tag =~ ^v[0-9]+\.[0-9]+$ ]]; then VERSION=0.0.0; fi
