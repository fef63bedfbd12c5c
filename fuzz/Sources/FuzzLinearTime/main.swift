#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import Highlight

/// Every lexer takes time linear in its input: `name\0` or the first byte picks the language,
/// the next byte the layout, the rest is a unit the target repeats into a text of 4 KB and one
/// of 8 KB; the second may take at most 2.5 times as long as the first (plus a little for the
/// timer). The fuzzer looks for units that make a lexer scan ahead from every repetition.
///
/// Layout byte: bit 0 puts each repetition on a line of its own; bits 1–7 are how many of the
/// unit's bytes come once, before the repetitions (an opener such as `/*` or `<<EOF` that
/// changes what follows).
///
/// A doubling over budget is timed again on larger texts (16 KB and 32 KB), the least of three
/// runs each, so only lexing that stays superlinear fails, not a burst of other work.
///
/// With `TINGE_FUZZ_SKIP_KNOWN=1` the languages issue 8 reported quadratic openers in are left
/// out (Markdown's come in many forms: `[`, `<`, `<<EOF`…), so a run on code that has not had
/// them fixed looks for new ones elsewhere.
let skipKnown = getenv("TINGE_FUZZ_SKIP_KNOWN").map { String(cString: $0) == "1" } ?? false
let known: Set<String> = ["markdown", "csharp", "cpp", "cmake", "css", "scss"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let language = input.language()
    let layout = input.byte()
    let unit = Array(input.rest)
    let headCount = min(Int(layout >> 1), unit.count)
    let head = Array(unit.prefix(headCount))
    var body = Array(unit.dropFirst(headCount))
    if FuzzInput.bit(layout, 0) { body.append(0x0A) }
    guard !body.isEmpty else { return 0 }
    if skipKnown, known.contains(language.name) { return 0 }

    let highlighter = Highlighter(language: language)
    Doubling(head: head, body: body).check(from: 4096, language.name) { _ = highlighter.tokens(in: $0) }
    return 0
}

@_cdecl("FuzzLinearTime_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzz(data ?? emptyInput, size) }
}
