import Theme

/// The help texts; `man/tinge.1` says the same at length.
enum Help {
    /// The pager's options under headings, as git's own help groups them; every option the
    /// pager takes is under one (OptionTableTests).
    static let pagerGroups: [(title: String, keys: [OptionKeys])] = [
        ("Colors", [.theme, .style, .color, .context, .contextLimit, .language]),
        ("Layout", [.lineNumbers, .sideBySide, .sideBySideMinWidth, .width, .wrap, .maxLineLength, .tabs, .toc]),
        ("Paging and links", [.paging, .navigate, .hyperlinks]),
        ("Input and output", [.colorOnly, .wordDiff, .fileName, .match, .format]),
    ]

    /// The pager's options, group by group.
    static let pagerOptions = pagerGroups.map { group in
        "\(group.title):\n" + Option.helpList([.rendered, .standardInput], only: group.keys)
    }.joined(separator: "\n\n")

    static let overview = """
        tinge \(Version.described): readable git diffs and code in the terminal

        Usage: tinge [OPTIONS] < diff       the pager: git diff | tinge, or core.pager = tinge
               tinge <command> [options]

        As git's pager (tinge help pager says what else it reads: blames, searches):

            git config --global core.pager tinge
            git config --global interactive.diffFilter "tinge --color-only"

        \(pagerOptions)
          -h, --help                   show this help
          -V, --version                print the version

        Commands:
        \(Subcommand.overviewList)

        Each command's options: tinge help COMMAND (or tinge COMMAND --help); everything,
        at length: man tinge. A bad value in git config is a warning, and the default is used.

        """

    static let pager = """
        Usage: tinge [OPTIONS] < diff

        Read a diff on standard input (git diff, git show, git log -p, format-patch mails,
        diff -u) and show it with syntax colors, each side highlighted with its whole file
        as context. Lines that are not part of a diff pass through unchanged.

        A blame (git blame, any form, --porcelain too) or a search (git grep -n, grep -rn,
        rg -n, --heading, rg --json) is told from a diff by its first lines: a blame's code
        is highlighted as its whole file, each commit's id in a color of its own, repeated
        metadata dimmed; a search's lines are grouped under one title per file, each
        highlighted as its file on disk has it there, matches marked. As git's pager:

            git config --global core.pager tinge
            git config --global interactive.diffFilter "tinge --color-only"

        \(pagerOptions)
          -h, --help                   show this help

        Moved code: input git colored with --color-moved (diff.colorMoved) keeps its moved
        lines apart from plain additions and removals, on tones of their own, however
        color.diff.oldMoved, newMoved and the other moved colors are set.

        Settings: each option is also git config tinge.NAME (tinge config lists them); a
        bad value there is one warning line, and the default is used.

        Exit status: 0, whatever the input; 2 for a bad command line, after the input has
        been passed through unchanged when it was not a terminal.

        The commands (diff, show, log, blame, highlight, lint…): tinge --help; everything,
        at length: man tinge.

        """

    static let native = """
        Usage: tinge diff [--cached] [REV [REV]] [OPTIONS] [-- PATH...]
               tinge diff --no-index [OPTIONS] A B   (or tinge A B)
               tinge show [REV] [OPTIONS] [-- PATH...]
               tinge log [-p] [-n N] [RANGE] [OPTIONS] [-- PATH...]

        Like git diff, git show and git log, read through libgit2 (no git process), and
        rendered as the pager renders them. REV is anything git understands (HEAD~2,
        a branch, a tag, an id); diff also takes A..B and A...B, log a RANGE such as main..topic.

        Options:
              --cached, --staged       diff: the index against HEAD
              --no-index               diff: two files or folders, no repository needed (also
                                       outside one); status 1 when they differ, as git's
          -U<N>, --unified N           lines of context (default 3)
          -M, --find-renames           detect renames (the default); --no-renames to turn it off
              --stat                   a diffstat, instead of the patch unless -p is given too
          -p, --patch                  the patch (log shows none without it; -U implies it)
          -s, --no-patch               take back -p and --stat given before it
          -n N, -N, --max-count N      log: at most N commits
              --mailmap, --no-mailmap  show, log: authors through .mailmap (mailmap.file,
                                       mailmap.blob) or as recorded; log.mailmap, else on
        \(Option.helpList([.native]))
        and every pager option (tinge --help) but -s, which is --no-patch here as in git:
        \(Option.flagList([.rendered]))
        (--format=html: one page, tinge show --format=html > review.html).

        Exit status: 0; 128 when git cannot do it (not a repository, a bad revision or path);
        2 for a bad command line. --no-index: 1 when the two differ, 2 when one is not there.

        """

    static let blame = """
        Usage: tinge blame [OPTIONS] [REV] [--] FILE

        Who last changed each line of FILE, by git itself: tinge runs git blame with
        git blame's options given here, so each line is given to the commit git gives it,
        in git's time, and shows what git prints as the pager shows git blame's output:
        each commit's id in a color of its own, the author and date dimmed where the line
        above is the same commit's, the code in its syntax colors with the whole file as
        context. Uncolored, it is what git blame prints (a tab in the code as spaces);
        git blame ... | tinge shows the same.

        git blame's options, handed to git as given (its short flags are git's here, not
        the pager's -s, -n, -w, -l and -e; git's config, blame.ignoreRevsFile among it,
        applies as in git):
          -w                       ignore whitespace changes
          -M[N], -C[N]             lines moved within the file; moved or copied from other
                                   files (-C -C, -C -C -C: look further)
          -L START,END, -L :FUNC   only these lines (again for more ranges)
          --ignore-rev REV         blame past REV; --ignore-revs-file FILE, a file of them
          --no-ignore-revs-file    not the files given before (nor blame.ignoreRevsFile)
          -s, -e, -n, -f, -l, -t, -b, -c, --abbrev=N, --date=FORMAT, --root,
          --show-stats, -p, --porcelain, --line-porcelain (shown in git's default form),
          --reverse, --first-parent, --since=DATE, -S FILE, --contents FILE (-: stdin),
          --diff-algorithm=NAME, --minimal, --encoding=NAME, --color-lines,
          --color-by-age, --incremental (shown as text), --progress, --score-debug

        Options: the pager's (tinge --help; --format=html: one page):
        \(Option.flagList([.rendered]))

        Exit status: 0; 128 when git cannot do it (not a repository, a path it does not
        know, a range past the end: git's message); 2 for a bad command line.

        """

    static let lint = """
        Usage: tinge lint [--staged | --all | RANGE] [--format pretty|json|github]
                          [--rule ID]... [--no-rule ID]...

        Judge what a change adds, with the lexer's view of each line (code, comment or
        string), and print each finding like a compiler: the rule, the place, the line
        in its syntax colors, a caret under the span, a hint. --staged (the default)
        compares the index with HEAD; --all judges every tracked file; RANGE (A..B, or
        one revision) what those commits add.

        Options:
        \(Option.helpList([.lint]))

        Each rule's level: git config tinge.lint.<id> error|warning|off. A path is exempt
        from rules through .gitattributes: `fixtures/** tinge-lint-skip=private-key,whitespace`
        (or `tinge-lint-skip` alone for all of them).
        tinge.lint.maxFileKB sets large-file's limit (default 500); core.whitespace counts.

        Exit status: 0 when no error stands, 1 when one does, 2 when lint could not run.

        The pre-commit hook: tinge help hook; everything, at length: man tinge.

        """

    static let config = """
        Usage: tinge config [--path FILE]

        Print each option's effective value and where it came from: the command line,
        the environment (\(Option.settings.flatMap(\.environment).joined(separator: ", "))), git config, git's own
        key where an option follows one (\(Option.settings.compactMap(\.gitKey).joined(separator: ", "))), or the
        default. The git config keys:
        \(Option.wrapped(Option.settings.map { "tinge." + $0.name } + ["tinge.style.ELEMENT"]))

        Each style git config sets (tinge.style.ELEMENT, tinge help styles) has a line of its
        own; the elements it does not set keep the theme's.

        With --path FILE, the tab width is FILE's: from .editorconfig, the whitespace
        attribute, tinge.tabs or the default 8, and the line says which. A value an option
        cannot take is marked [invalid: …] beside its source; commands warn of it and use
        the default.

        What each option does: tinge --help; everything, at length: man tinge.

        """

    static let highlight = """
        Usage: tinge highlight [OPTIONS] [FILE...]

        Print files with syntax colors, like cat. Reads standard input when no FILE is
        given or FILE is -. Pages through less when standard output is a terminal.

        Options:
        \(Option.helpList([.highlight]))
          -h, --help                   show this help

        The language comes from --language, then the linguist-language attribute in
        .gitattributes, then the file name and extension, then a #! line, then a Vim or
        Emacs modeline; unknown files print as plain text.

        Exit status: 0 when every file printed, 1 when a file could not be read (the
        others still print), 2 for a bad command line.

        The pager's options: tinge --help; everything, at length: man tinge.

        """

    static let languages = """
        Usage: tinge languages [--list]

        List every language tinge highlights, with the aliases --language accepts and the
        file extensions and names that select it; --list prints the names and aliases
        --language accepts, one a line.

        The pager's options: tinge --help; everything, at length: man tinge.

        """

    static let completions = """
        Usage: tinge completions bash|zsh|fish

        Print the shell's completion script: commands, options, their values (themes,
        languages, auto/always/never, --style's elements and the other choices) and, for
        diff, show and log, revisions through git's own completion where the shell has it
        loaded; after --, paths (diff, show, log and blame: tinge log -p -- app<Tab>).

            tinge completions bash > ~/.local/share/bash-completion/completions/tinge
            tinge completions zsh > "${fpath[1]}/_tinge"
            tinge completions fish > ~/.config/fish/completions/tinge.fish

        install.sh puts each where its shell looks.

        The pager's options: tinge --help; everything, at length: man tinge.

        """

    static let themes = """
        Usage: tinge themes [--list] [--color WHEN] [--paging WHEN]

        Show each built-in theme on a sample diff, on the theme's own background (a light
        theme shows as light on a dark terminal; at 16 colors, the terminal's), paged on a
        terminal; --list prints their names, one a line.

        Options:
        \(Option.helpList([.themes]))

        Built in: dark, light, github-dark, github-light, solarized-dark, solarized-light,
        dracula, nord, gruvbox-dark, gruvbox-light, monokai, one-dark, and a color-blind-safe
        pair, colorblind-dark and colorblind-light: added lines blue and removed lines orange
        instead of green and red, for deuteranopia and protanopia.

        --theme also takes a TextMate theme: a path to a .tmTheme file, or the NAME of
        $XDG_CONFIG_HOME/tinge/themes/NAME.tmTheme or ~/.config/tinge/themes/NAME.tmTheme.
        Its scopes color the code; its markup.inserted and markup.deleted the diff, or, when
        it has none, its background tinted toward green and red.

        At 256 colors (no COLORTERM=truecolor: tmux, macOS Terminal) every theme's added
        and removed backgrounds keep their hue, apart from each other and from the changed
        words on them. At 16 colors (TERM=xterm) and 8, added and removed lines are bands of
        their hue in black text, changed words bold on the hue's bright color.

        Any theme's element (a file's title, hunk headers, removed lines…) takes a style of
        the user's: tinge help styles.

        The pager's options: tinge --help; everything, at length: man tinge.

        """

    static let styles = """
        Usage: git config tinge.style.ELEMENT STYLE, or --style ELEMENT=STYLE (repeatable)

        Restyle one of the theme's elements, whatever the theme (a .tmTheme too):

            git config --global tinge.style.hunk-header "bold yellow"
            git config --global tinge.style.minus-emph "syntax #901020"
            git diff | tinge --style 'file=bold ul 214' --style 'plus=normal 22'

        A STYLE is written as git's colors and delta's styles are: words in any order, the
        first color the text's and the second the background's, and attributes. It takes
        the element's place, as git's and delta's do: what it leaves out, the element has not.
          colors       normal or default (the terminal's own), black, red, green, yellow,
                       blue, magenta, cyan, white, brightred… (the terminal's own colors),
                       a palette number 0-255, #rrggbb or #rgb; auto: the theme's own
          syntax       as the text's color of a code line (minus, plus, their -emph, moved
                       code): keep the syntax colors; auto does the same there
          attributes   bold, dim, italic, ul or underline, reverse, strike; no-bold, noitalic…
                       turn one off (no-italic: comments on those lines upright)
        Colors are reduced to what the terminal shows as the theme's are: 24-bit, 256 or
        16. The command line wins over git config, and git -c over the config files. A bad
        element or word in git config is one warning, and the element keeps the theme's
        style; on the command line, it is an error.

        Elements: a line's background is its lines' and its text color their code's; the
        -emph ones are the changed words on those lines, laid over them.
        \(elementList)

        tinge config lists the styles set; everything, at length: man tinge.

        """

    /// The style elements, a line each: the name, then what it is.
    static let elementList = StyleElement.all.map { element in
        "  " + element.name + String(repeating: " ", count: max(1, 25 - element.name.count)) + element.summary
    }.joined(separator: "\n")

    /// The help for `command`, or the overview when it is nil.
    static func text(for command: String?) throws(Failure) -> String {
        guard let command else { return overview }
        // The pager is a command of no name: its help is a topic of its own.
        if command == "pager" || command == "diff-pager" { return pager }
        if command == "styles" || command == "style" { return styles }
        guard let subcommand = Subcommand.named(command) else {
            throw Failure.usage("no help for unknown command '\(command)'")
        }
        return subcommand.help()
    }
}
