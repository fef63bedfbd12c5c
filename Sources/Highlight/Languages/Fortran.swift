/// Fortran, in both source forms: free form (`.f90` and later), where `!` starts a comment
/// anywhere and `&` continues a line, and fixed form (`.f`, `.for`), where a `C`, `c` or `*`
/// in the first column also makes the line a comment. Keywords ignore case; `.and.`, `.eq.`
/// and `.true.` are operators and constants; `#` lines are the C preprocessor's.
extension Language {
    /// Free-form Fortran 90 and later.
    public static let fortran = Language(
        name: "fortran",
        aliases: ["f90", "f95", "f03", "f08"],
        extensions: ["f90", "f95", "f03", "f08", "f18", "fpp"],
        fileNames: [],
        interpreters: [],
        spec: FortranSyntax.spec(fixedForm: false)
    )

    /// Fixed-form (FORTRAN 77 style) sources.
    public static let fortranFixed = Language(
        name: "fortran-fixed",
        aliases: ["f77", "fortran77"],
        extensions: ["f", "for", "f77", "ftn"],
        fileNames: [],
        interpreters: [],
        spec: FortranSyntax.spec(fixedForm: true)
    )
}

/// The Fortran spec for either source form, and its hooks.
private enum FortranSyntax {
    static func spec(fixedForm: Bool) -> LanguageSpec {
        var spec = LanguageSpec()
        spec.lineComments = [LineComment("!")]
        spec.strings = [
            StringForm("'", "'", escape: nil, doubledClose: true),
            StringForm("\"", "\"", escape: nil, doubledClose: true),
        ]
        spec.ignoresCase = true
        spec.words = [
            (.keyword, ["program", "end", "subroutine", "function", "module", "submodule", "contains", "use",
                        "implicit", "none", "if", "then", "else", "elseif", "endif", "do", "enddo", "while", "call",
                        "return", "stop", "print", "write", "read", "open", "close", "allocate", "deallocate",
                        "intent", "in", "out", "inout", "parameter", "dimension", "allocatable", "pointer", "target",
                        "save", "data", "common", "include", "interface", "procedure", "public", "private", "select",
                        "case", "default", "where", "elsewhere", "forall", "cycle", "exit", "go", "to", "goto",
                        "continue", "format", "result", "recursive", "pure", "elemental", "impure", "associate",
                        "block", "only", "optional", "abstract", "extends", "import", "bind", "value", "volatile",
                        "protected", "deferred", "final", "generic", "sequence", "enum", "enumerator", "entry",
                        "equivalence", "external", "intrinsic", "namelist", "type", "class", "kind", "len",
                        "nullify", "rewind", "backspace", "inquire", "concurrent", "error", "sync", "critical",
                        "endfunction", "endsubroutine", "endmodule", "endprogram", "endtype", "endselect"]),
            (.type, ["integer", "real", "double", "precision", "complex", "character", "logical", "iso_fortran_env",
                     "iso_c_binding"]),
            (.function, ["size", "shape", "sum", "product", "abs", "sqrt", "exp", "log", "log10", "sin", "cos",
                         "tan", "atan", "atan2", "max", "min", "mod", "modulo", "present", "allocated",
                         "associated", "trim", "adjustl", "adjustr", "len_trim", "index", "int", "nint", "dble",
                         "merge", "matmul", "transpose", "dot_product", "reshape", "maxval", "minval", "maxloc",
                         "minloc", "any", "all", "count", "huge", "tiny", "epsilon", "floor", "ceiling", "lbound",
                         "ubound", "selected_real_kind", "selected_int_kind"]),
            (.constant, ["real64", "real32", "real128", "int8", "int16", "int32", "int64", "c_int", "c_double",
                         "c_char", "c_ptr", "c_null_ptr", "output_unit", "error_unit", "input_unit"]),
        ]
        spec.functionIntroducers = ["subroutine", "function", "call", "program"]
        spec.typeIntroducers = ["module"]
        spec.callsAreFunctions = false
        spec.operators = ByteSet("+-*/=<>&%:")
        spec.punctuation = ByteSet("(),;[]")
        spec.numbers = NumberGrammar(separator: nil, hexFloats: false)
        spec.hooks = [(UInt8(ascii: "."), dotted), (UInt8(ascii: "#"), preprocessor)]
        if fixedForm {
            spec.hooks += [(UInt8(ascii: "C"), fixedComment), (UInt8(ascii: "c"), fixedComment), (UInt8(ascii: "*"), fixedComment)]
        }
        return spec
    }

    /// `.and.`, `.eq.`, `.not.`: operators; `.true.`, `.false.`: constants; `.5`: a number.
    static let dotted: LanguageSpec.Hook = { c, scanner in
        let i = c.pos
        var j = i + 1
        while j < c.end, ASCII.isLetter(c.line[j]) { j += 1 }
        guard j > i + 1, c.byte(j) == UInt8(ascii: ".") else {
            // `.5` is a number, but `F10.3` in a format is one descriptor.
            if ASCII.isDigit(c.byte(i + 1)), i == 0 || !ASCII.isWord(c.line[i - 1]) {
                scanner.scanNumber(&c)
                return true
            }
            return false
        }
        let first = ASCII.lower(c.line[i + 1])
        let constant = (j - i == 5 && first == UInt8(ascii: "t")) || (j - i == 6 && first == UInt8(ascii: "f"))  // .true. .false.
        c.emit(i, j + 1, constant ? .constant : .operator)
        c.pos = j + 1
        return true
    }

    /// `#include`, `#ifdef` on the first column: the C preprocessor's lines.
    static let preprocessor: LanguageSpec.Hook = { c, _ in
        guard c.pos == 0 else { return false }
        c.emitRest(.preprocessor)
        return true
    }

    /// Fixed form: `C`, `c` or `*` in the first column makes the whole line a comment.
    static let fixedComment: LanguageSpec.Hook = { c, _ in
        guard c.pos == 0 else { return false }
        c.emitRest(.comment)
        return true
    }
}
