#!/bin/sh
# Makes the diff parser's fixtures with the real git and GNU diff in a throwaway repository.
# Run it from anywhere; it rewrites every fixture beside itself. Names, dates and the time
# zone are fixed so regenerating gives the same bytes (as long as git's output format holds).
set -eu

out=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

export HOME="$work" GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null TZ=UTC LC_ALL=C
export GIT_AUTHOR_NAME="Ada Author" GIT_AUTHOR_EMAIL="ada@example.com"
export GIT_COMMITTER_NAME="Cy Committer" GIT_COMMITTER_EMAIL="cy@example.com"
export GIT_PAGER=cat PAGER=cat

tick=0
# commit MESSAGE… — commits the index at the next fixed minute.
commit() {
    tick=$((tick + 1))
    stamp=$(printf '2024-01-01T10:%02d:00Z' "$tick")
    GIT_AUTHOR_DATE="$stamp" GIT_COMMITTER_DATE="$stamp" git commit -q "$@"
}
# save NAME COMMAND… — writes the command's output to the fixture NAME (diff's exit 1 is fine).
save() {
    name=$1
    shift
    "$@" >"$out/$name" || [ $? -eq 1 ]
}

cd "$work"
git init -q -b main repo
cd repo
git config core.autocrlf false
git config color.ui never

# --- history: plain edits, no newline at the end, quoted names -------------------------
cat >hello.c <<'C'
#include <stdio.h>

/* Says hello.
 * A block comment that spans lines.
 */
int main(void) {
    printf("hello\n");

    return 0;
}
C
printf 'no newline at the end' >tail.txt
printf 'one\n' >"with space.txt"
printf 'quoted\n' >"$(printf 'caf\303\251 "q".txt')"
printf 'to go\n' >doomed.txt
cat >script.sh <<'SH'
#!/bin/sh
echo run
SH
git add .
commit -m "Start the project"

sed -i 's/hello\\n/hello, world\\n/' hello.c
printf 'still no newline at the end' >tail.txt
printf 'one\ntwo\n' >"with space.txt"
git add .
commit -m "Greet the world" -m "The body of the message.
--- a line that looks like a diff header
+++ and another"
git tag v1.0

# --- renames, copies, mode change, new and deleted files ---------------------------------
git mv "with space.txt" "renamed space.txt"
git mv "$(printf 'caf\303\251 "q".txt')" "$(printf 'caf\303\251 "q" moved.txt')"
cp hello.c hello-copy.c
printf '/* copied */\n' >>hello-copy.c
chmod +x script.sh
git rm -q doomed.txt
printf 'brand new\n' >new.txt
git add .
commit -m "Rename, copy, chmod, add and delete"

# --- binary ---------------------------------------------------------------------------
printf '\211PNG\r\n\032\n\000\001\002\003' >logo.png
git add logo.png
commit -m "Add a binary file"
printf '\211PNG\r\n\032\n\000\001\002\004\005' >logo.png
git add logo.png
commit -m "Change the binary file"

# --- CRLF -----------------------------------------------------------------------------
printf 'first\r\nsecond\r\nthird\r\n' >dos.txt
git add dos.txt
commit -m "Add a CRLF file"
printf 'first\r\nSECOND\r\nthird\r\n' >dos.txt
git add dos.txt
commit -m "Change a CRLF line"

# --- a merge with a conflict resolved by hand -----------------------------------------
git checkout -q -b feature
sed -i 's/return 0;/return 1;  \/\/ feature/' hello.c
printf 'feature note\n' >feature.txt
git add .
commit -m "Feature: return 1"
git checkout -q main
sed -i 's/return 0;/return 2;  \/\/ main/' hello.c
git add hello.c
commit -m "Main: return 2"
git merge -q feature -m "Merge branch 'feature'" >/dev/null 2>&1 || true
sed -i -e '/^<<<<<<<\|^=======\|^>>>>>>>/d' -e '/return 1;/d' -e 's/return 2;  \/\/ main/return 3;  \/\/ both/' hello.c
git add hello.c
tick=$((tick + 1))
stamp=$(printf '2024-01-01T10:%02d:00Z' "$tick")
GIT_AUTHOR_DATE="$stamp" GIT_COMMITTER_DATE="$stamp" git commit -q --no-edit

# --- a submodule ----------------------------------------------------------------------
git init -q -b main ../lib
(cd ../lib && printf 'lib\n' >lib.txt && git add . && commit -m "Lib")
git -c protocol.file.allow=always submodule add -q ../lib lib
commit -m "Add the lib submodule"
(cd lib && printf 'lib 2\n' >>lib.txt && git add . && commit -m "Lib 2")
git add lib
commit -m "Move the lib submodule"
GIT_COMMITTER_DATE=2024-01-01T11:00:00Z git tag -a v2.0 -m "Version 2"

# --- fixtures from git ----------------------------------------------------------------
save log-oneline.diff git log -p --stat --oneline v1.0
save log-oneline-graph.txt git log --oneline --graph --decorate=short -n 6
save show.diff git show v1.0
save show-rename-copy.diff git show -p -M -C -C --stat --summary --format=short HEAD~8
save log-stat-summary.diff git log -p --stat --summary --decorate=short v1.0
save show-binary.diff git show HEAD~7 HEAD~6
save show-binary-patch.diff git show --binary HEAD~7 HEAD~6
save show-crlf.diff git show HEAD~5 HEAD~4
save show-merge-cc.diff git show HEAD~2
save log-cc.diff git log -p --cc -n 3 HEAD~2
save log-graph.diff git log -p --graph -n 4 HEAD~2
save log-graph-color.diff git -c color.diff=always -c color.ui=always log -p --graph -n 4 HEAD~2
save submodule.diff git log -p --decorate=full -n 2
save log.txt git log --decorate=short -n 4
save format-patch.mbox git format-patch --stdout --signature=tinge -1 v1.0

# Work-tree and index changes on top of HEAD.
printf 'trailing line\n' >>tail.txt
printf '\n\ttabbed\n' >>hello.c
save diff.diff git diff
git add tail.txt
printf 'staged new\n' >staged.txt
git add staged.txt
git rm -q --cached new.txt
chmod -x script.sh
git add script.sh
save diff-cached.diff git diff --cached
save status.txt git status
git reset -q --hard

# --- diff without a repository --------------------------------------------------------
mkdir -p "$work/old/dir" "$work/new/dir"
printf 'a\nb\nc\n\nd\n' >"$work/old/dir/x.txt"
printf 'a\nB\nc\n\nd\ne\n' >"$work/new/dir/x.txt"
printf 'only old\n' >"$work/old/gone.txt"
printf 'only new\n' >"$work/new/born.txt"
printf 'same\n' >"$work/old/same.txt"
printf 'same\n' >"$work/new/same.txt"
printf 'x\001y\000' >"$work/old/blob.bin"
printf 'x\001z\000' >"$work/new/blob.bin"
touch -d '2024-01-01 09:00:00' "$work/old/dir/x.txt" "$work/old/gone.txt" "$work/old/same.txt" "$work/old/blob.bin"
touch -d '2024-01-02 09:00:00' "$work/new/dir/x.txt" "$work/new/born.txt" "$work/new/same.txt" "$work/new/blob.bin"
cd "$work"
save no-index.diff git diff --no-index old new
save diff-u.diff diff -u old/dir/x.txt new/dir/x.txt
save diff-ru.diff diff -ruN old new
save diff-r.diff diff -ru old new
