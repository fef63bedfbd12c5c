/// Assembly, as two languages with one lexer, because the two families disagree on what a
/// comment is: GNU as (`.s`, `.S`; AT&T syntax, `#` and `/* */` comments, `%registers`,
/// `$immediates`, `.directives`, and the C preprocessor's `#include` in `.S`) and NASM
/// (`.asm`, `.nasm`; Intel syntax, `;` comments, `%define`/`%macro`, bare register names).
/// In both, a `name:` that starts a line is a label and the word after it the instruction.
extension Language {
    /// GNU assembler sources (AT&T or `.intel_syntax`); `.S` runs the C preprocessor first.
    public static let gas = Language(
        name: "gas",
        aliases: ["asm-gnu", "gnu-asm", "att"],
        extensions: ["s", "sx"],
        fileNames: [],
        interpreters: [],
        lexer: AssemblyLexer(nasm: false)
    )

    /// NASM and YASM sources.
    public static let nasm = Language(
        name: "nasm",
        aliases: ["asm", "yasm", "assembly"],
        extensions: ["asm", "nasm", "yasm"],
        fileNames: [],
        interpreters: [],
        lexer: AssemblyLexer(nasm: true)
    )
}

/// The spec scanner for operands, after a pass over the statement's head: its label, and
/// the instruction or directive.
private struct AssemblyLexer: Lexer {
    let nasm: Bool
    let scanner: SpecScanner

    init(nasm: Bool) {
        self.nasm = nasm
        var spec = LanguageSpec()
        spec.ignoresCase = true
        spec.callsAreFunctions = false
        spec.numbers = NumberGrammar(separator: "_", hexFloats: false)
        spec.punctuation = ByteSet("()[],:{}")
        var start = ByteSet.identifierStart
        start.insert(UInt8(ascii: "."))  // .L1 local labels, .text
        spec.identifierStart = start
        var part = ByteSet.identifierPart
        part.insert(UInt8(ascii: "."))
        part.insert(UInt8(ascii: "$"))
        spec.identifierPart = part
        if nasm {
            spec.lineComments = [LineComment(";")]
            spec.strings = [StringForm("\"", "\"", escape: nil), StringForm("'", "'", escape: nil), StringForm("`", "`")]
            spec.words = [
                (.variable, Self.x86Registers),
                (.keyword, ["byte", "word", "dword", "qword", "tword", "oword", "yword", "zword", "ptr", "rel", "abs",
                            "near", "far", "short", "strict", "nosplit", "wrt", "seg", "equ", "times", "db", "dw",
                            "dd", "dq", "dt", "do", "dy", "resb", "resw", "resd", "resq", "rest", "incbin"]),
            ]
            spec.operators = ByteSet("+-*/%<>=!&|^~$")
            spec.hooks = [(UInt8(ascii: "%"), Self.nasmPreprocessor), (UInt8(ascii: "$"), Self.nasmHere)]
        } else {
            spec.lineComments = [LineComment("#"), LineComment("//")]
            spec.blockComments = [BlockComment("/*", "*/")]
            spec.strings = [StringForm("\"", "\"")]
            spec.words = [(.variable, Self.x86Registers)]
            spec.operators = ByteSet("+-*/%<>=!&|^~")
            spec.hooks = [
                (UInt8(ascii: "%"), Self.gasRegister), (UInt8(ascii: "$"), Self.gasImmediate), (UInt8(ascii: "#"), Self.gasPreprocessor),
                (UInt8(ascii: ";"), Self.gasSeparator),
            ]
        }
        scanner = SpecScanner(spec)
    }

    static let x86Registers = [
        "rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
        "eax", "ebx", "ecx", "edx", "esi", "edi", "ebp", "esp", "r8d", "r9d", "r10d", "r11d", "r12d", "r13d",
        "r14d", "r15d", "ax", "bx", "cx", "dx", "si", "di", "bp", "sp", "al", "bl", "cl", "dl", "ah", "bh", "ch",
        "dh", "sil", "dil", "bpl", "spl", "r8b", "r9b", "r10b", "r11b", "r8w", "r9w", "rip", "eip", "cs", "ds",
        "es", "fs", "gs", "ss", "cr0", "cr2", "cr3", "cr4",
    ] + (0..<16).map { "xmm\($0)" } + (0..<16).map { "ymm\($0)" } + (0..<8).map { "st\($0)" }

    func lex(_ c: inout Cursor) -> Transition {
        if c.pos == 0, c.state.mode == SpecScanner.Mode.code { head(&c) }
        scanner.scan(&c)
        if c.atLineEnd { scanner.endLine(&c) }
        return .end
    }

    /// The start of a statement: `label:` (a function), then the mnemonic (a keyword) or a
    /// directive (`.globl`, `section`, `global`: preprocessor).
    private func head(_ c: inout Cursor) {
        var i = c.skipBlanks(from: 0)
        var j = wordEnd(c, from: i)
        if j > i, c.byte(j) == UInt8(ascii: ":"), c.byte(j + 1) != UInt8(ascii: ":") {
            c.emit(i, j, .function)
            c.emit(j, j + 1, .punctuation)
            i = c.skipBlanks(from: j + 1)
            j = wordEnd(c, from: i)
        }
        guard j > i, ASCII.isLetter(c.line[i]) || c.line[i] == UInt8(ascii: ".") else {
            c.pos = i
            return
        }
        let isDirective = c.line[i] == UInt8(ascii: ".") || (nasm && Self.nasmDirectives.lookup(c.line, i, j) != nil)
        if nasm, !isDirective, isLabelWithoutColon(c, j) {
            c.emit(i, j, .function)
            c.pos = j
            return
        }
        c.emit(i, j, isDirective ? .preprocessor : .keyword)
        c.pos = j
    }

    /// NASM lets a label go without its colon before data words: `msg db "hi", 0`.
    private func isLabelWithoutColon(_ c: Cursor, _ j: Int) -> Bool {
        let k = c.skipBlanks(from: j)
        let e = wordEnd(c, from: k)
        return e > k && Self.nasmData.lookup(c.line, k, e) != nil
    }

    private func wordEnd(_ c: Cursor, from i: Int) -> Int {
        var j = i
        while j < c.end, ASCII.isWord(c.line[j]) || c.line[j] == UInt8(ascii: ".") || c.line[j] == UInt8(ascii: "$") || c.line[j] == UInt8(ascii: "@") { j += 1 }
        return j
    }

    static let nasmDirectives = WordTable([(.keyword, [
        "section", "segment", "global", "extern", "common", "bits", "default", "align", "alignb", "org", "cpu",
        "struc", "endstruc", "istruc", "iend", "at", "absolute", "use16", "use32", "use64",
    ])], ignoresCase: true)

    static let nasmData = WordTable([(.keyword, [
        "db", "dw", "dd", "dq", "dt", "do", "dy", "resb", "resw", "resd", "resq", "rest", "equ", "times",
    ])], ignoresCase: true)

    // MARK: - Hooks

    /// `;` separates statements on one line: the word after it is the next instruction.
    static let gasSeparator: LanguageSpec.Hook = { c, _ in
        c.emit(c.pos, c.pos + 1, .punctuation)
        let i = c.skipBlanks(from: c.pos + 1)
        var j = i
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        if j > i, ASCII.isLetter(c.line[i]) { c.emit(i, j, .keyword) }
        c.pos = j
        return true
    }

    /// `%rax`: a register.
    static let gasRegister: LanguageSpec.Hook = { c, _ in
        SharedHooks.sigilName(&c, first: .identifierStart, kind: .variable, valueEnds: true)
    }

    /// `$42`, `$0x1F`: an immediate number; `$label`: an address.
    static let gasImmediate: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        if ASCII.isDigit(c.byte(i + 1)) || (c.byte(i + 1) == UInt8(ascii: "-") && ASCII.isDigit(c.byte(i + 2))) {
            c.pos = c.byte(i + 1) == UInt8(ascii: "-") ? i + 2 : i + 1
            c.emit(i, c.pos, .number)
            scanner.scanNumber(&c)
            return true
        }
        return SharedHooks.sigilName(&c, first: .identifierStart, kind: .constant, valueEnds: true)
    }

    /// `#include`, `#define` in `.S` files: the C preprocessor; elsewhere `#` is a comment.
    static let gasPreprocessor: LanguageSpec.Hook = { c, _ in
        var k = c.pos
        while k > 0, ASCII.isBlank(c.line[k - 1]) { k -= 1 }
        guard k == 0, ASCII.isLetter(c.byte(c.pos + 1)) else { return false }
        c.emitRest(.preprocessor)
        return true
    }

    /// `%define`, `%macro`, `%endmacro`, `%include`: NASM's preprocessor; `%1` a macro argument.
    static let nasmPreprocessor: LanguageSpec.Hook = { c, _ in
        let i = c.pos
        var j = i + 1
        while j < c.end, ASCII.isWord(c.line[j]) { j += 1 }
        guard j > i + 1 else { return false }
        c.emit(i, j, ASCII.isDigit(c.line[i + 1]) ? .variable : .preprocessor)
        c.pos = j
        return true
    }

    /// `$` and `$$`: the current position and section start.
    static let nasmHere: LanguageSpec.Hook = { c, _ in
        let e = c.byte(c.pos + 1) == UInt8(ascii: "$") ? c.pos + 2 : c.pos + 1
        guard !ASCII.isWord(c.byte(e)) else { return false }
        c.emit(c.pos, e, .constant)
        c.pos = e
        return true
    }
}
