/// The todo list `git rebase -i` opens in the editor (`.git/rebase-merge/git-rebase-todo`).
///
/// Kinds: commands (`pick`, `p`, `fixup -C`, `update-ref`…) → keyword, their options → attribute;
/// commit ids → constant; the subject after them → plain; labels (`label`, `reset`, `merge`'s
/// name) → variable; refs (`update-ref`) → string; `#` lines and a `# subject` after `merge`'s
/// label → comment. An `exec` command's text is lexed as shell to the end of its line.
extension Language {
    /// The interactive rebase todo list.
    public static let gitRebaseTodo = Language(
        name: "git-rebase-todo",
        aliases: ["gitrebase", "git-rebase"],
        extensions: [],
        fileNames: ["git-rebase-todo", "git-rebase-todo.backup"],
        interpreters: [],
        lexer: GitRebaseTodoLexer()
    )
}

/// Lexes one command a line; the only state is an `exec` line's embedded shell, which the host
/// ends at the start of the next line.
private struct GitRebaseTodoLexer: Lexer {
    /// What follows a command's options.
    private enum Operand {
        case commit, label, ref, shell, none
    }

    private static let shell = Language.bash
    private static let commands: [String: Operand] = [
        "pick": .commit, "p": .commit, "reword": .commit, "r": .commit, "edit": .commit, "e": .commit,
        "squash": .commit, "s": .commit, "fixup": .commit, "f": .commit, "drop": .commit, "d": .commit,
        "exec": .shell, "x": .shell, "break": .none, "b": .none, "noop": .none,
        "label": .label, "l": .label, "reset": .label, "t": .label, "merge": .commit, "m": .commit,
        "update-ref": .ref, "u": .ref,
    ]

    func boundary(in line: UnsafeBufferPointer<UInt8>, from: Int, frame: Embedding) -> Boundary? {
        from == 0 ? Boundary(at: 0, action: .pop) : nil
    }

    func lex(_ c: inout Cursor) -> Transition {
        let transition = command(&c)
        if case .end = transition { c.pos = c.end }
        return transition
    }

    private func command(_ c: inout Cursor) -> Transition {
        let p = c.line
        let e = c.endBeforeReturn
        let i = c.skipBlanks(from: c.pos)
        if GitPattern.isBlankOrComment(c, at: i, to: e) { return .end }
        var j = i
        while j < e, !ASCII.isBlank(p[j]) { j += 1 }
        guard let operand = Self.commands[String(decoding: UnsafeBufferPointer(rebasing: p[i..<j]), as: UTF8.self)] else {
            return .end
        }
        c.emit(i, j, .keyword)
        var k = c.skipBlanks(from: j)
        let isMerge = p[i] == UInt8(ascii: "m")
        // `fixup -C`, `merge -C <commit>`: options, and the commit a merge takes its message from.
        while k < e, p[k] == UInt8(ascii: "-") {
            let start = k
            while k < e, !ASCII.isBlank(p[k]) { k += 1 }
            c.emit(start, k, .attribute)
            k = c.skipBlanks(from: k)
            if isMerge, k < e, p[k] != UInt8(ascii: "-") {
                let id = k
                while k < e, !ASCII.isBlank(p[k]) { k += 1 }
                c.emit(id, k, .constant)
                k = c.skipBlanks(from: k)
            }
        }
        guard k < e else { return .end }
        switch operand {
        case .commit:
            if isMerge { return label(&c, from: k, to: e) }
            var w = k
            while w < e, !ASCII.isBlank(p[w]) { w += 1 }
            c.emit(k, w, .constant)
        case .label:
            return label(&c, from: k, to: e)
        case .ref:
            var w = k
            while w < e, !ASCII.isBlank(p[w]) { w += 1 }
            c.emit(k, w, .string)
        case .shell:
            c.pos = k
            return .push(language: Self.shell, state: LineState(), opaque: false)
        case .none:
            break
        }
        return .end
    }

    /// A label or commit name, then an optional `# comment` (how `merge` lines carry their subject).
    private func label(_ c: inout Cursor, from k: Int, to e: Int) -> Transition {
        var w = k
        while w < e, !ASCII.isBlank(c.line[w]) { w += 1 }
        c.emit(k, w, .variable)
        let h = c.skipBlanks(from: w)
        if h < e, c.line[h] == UInt8(ascii: "#") { c.emit(h, e, .comment) }
        return .end
    }
}
