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
let limit = 2.5
let slack = 0.0003

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
    func time(_ bytes: Int, rounds: Int) -> Double {
        let text = repeated(head, body, bytes: bytes)
        return CPUClock.fastest(rounds) { _ = highlighter.tokens(in: text) }
    }
    var small = time(4096, rounds: 2)
    var large = time(8192, rounds: 2)
    guard large > limit * small + slack else { return 0 }
    // Again, bigger, where the timer counts for less: superlinear lexing only grows worse.
    var bytes = 16384
    for _ in 0..<2 {
        small = time(bytes, rounds: 3)
        large = time(2 * bytes, rounds: 3)
        if large <= limit * small + slack { return 0 }
        bytes *= 2
    }
    Invariant.fail("\(language.name): \(bytes) bytes of \(quoted(head)) then \(quoted(body)) repeated took "
                   + "\(ms(large)), \(ms(small)) for half as many")
}

/// `head` then `body` repeated, `bytes` long in all (the last repetition cut short).
func repeated(_ head: [UInt8], _ body: [UInt8], bytes: Int) -> [UInt8] {
    var text = head
    text.reserveCapacity(bytes)
    while text.count + body.count <= bytes { text += body }
    text += body.prefix(bytes - text.count)
    return text
}

func ms(_ seconds: Double) -> String { "\((seconds * 100_000).rounded() / 100) ms" }

@_cdecl("FuzzLinearTime_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzz(data ?? emptyInput, size) }
}
