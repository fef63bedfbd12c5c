// Lexing throughput: lexes each file given, whole, several times, and prints the best MB/s.
//
//   HighlightBenchmark LANGUAGE ROUNDS FILE...      (or @LIST: a file naming one file a line)
//   HighlightBenchmark edits FILE [EDITS]           (editing a Swift file: see Edits.swift)
//
// It measures the highlighter alone (no output, no file reading in the timed part), on one core.
import Highlight

#if canImport(Glibc)
import Glibc
#endif

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

func readFile(_ path: String) -> [UInt8] {
    guard let f = fopen(path, "rb") else { return [] }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&chunk, 1, chunk.count, f)
        if n <= 0 { break }
        bytes += chunk[0..<n]
    }
    return bytes
}

let args = Array(CommandLine.arguments.dropFirst())
if args.first == "edits", args.count >= 2 {
    runEditBenchmark(args[1], edits: args.count > 2 ? Int(args[2]) ?? 1000 : 1000)
    exit(0)
}
guard args.count >= 3, let language = Languages.named(args[0]), let rounds = Int(args[1]) else {
    print("usage: HighlightBenchmark LANGUAGE ROUNDS FILE...")
    exit(2)
}
let paths = args.dropFirst(2).flatMap { arg -> [String] in
    guard arg.hasPrefix("@") else { return [arg] }
    return String(decoding: readFile(String(arg.dropFirst())), as: UTF8.self).split(separator: "\n").map(String.init)
}
let files = paths.map(readFile).filter { !$0.isEmpty }
let total = files.reduce(0) { $0 + $1.count }
let highlighter = Highlighter(language: language)
var best = Double.infinity
var tokenCount = 0
for _ in 0..<rounds {
    let start = now()
    tokenCount = 0
    for file in files { tokenCount += highlighter.tokens(in: file).count }
    best = min(best, now() - start)
}
func fixed(_ value: Double, _ places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    if places == 0 { return String(scaled) }
    let digits = String(scaled)
    let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
    return padded.dropLast(places) + "." + padded.suffix(places)
}

let mb = Double(total) / 1_000_000
print("\(args[0])\t\(files.count) files\t\(fixed(mb, 1)) MB\t\(tokenCount) tokens\tbest \(fixed(best, 3)) s\t\(fixed(mb / best, 0)) MB/s")
