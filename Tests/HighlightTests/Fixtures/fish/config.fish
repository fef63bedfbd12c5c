#!/usr/bin/env fish
# Interactive settings: a prompt, abbreviations and a helper.
set -gx EDITOR nvim
set -g fish_greeting 'Welcome back,
have a nice day'

if status is-interactive
    abbr --add gd 'git diff --color=always | tinge'
    fish_add_path ~/.local/bin
end

function fish_prompt --description 'Write out the prompt'
    set -l last $status
    set -l branch (git branch --show-current 2>/dev/null)
    echo -n "$USER@$hostname $(prompt_pwd)
 on $branch [$last]\$ "
    if test $last -ne 0
        set_color red
        printf '%s\n' "exit code: $last" # why it failed
    end
    set_color normal
end

function backup -a file
    switch $file
        case '*.tmp'
            return 1
        case '*'
            cp $file $file.bak; and echo "saved \"$file\""
    end
end

for f in *.fish
    echo $f$argv[1] (count $argv) "items: $$name"
end
