import Foundation
import FuzzSupport
import Highlight
import Lint
import LintReport
import Render
import Terminal

/// The lint formats on any file: the rules run over text the fuzzer makes, in a file it may
/// name, and a finding that quotes the text is added; the findings are printed in one format.
///
/// Input: a byte of choices (bits 0–1 the format, 2–3 the color depth, bit 4 names the file by
/// the text's first line, bit 5 adds a finding whose message and help are its second and third
/// lines, bit 6 makes only odd lines added, bit 7 puts the second line in the name too), then `name\0` or a byte for the language, then the text.
///
/// Invariants:
/// - `invisible-character` fires on every invisible character in code and strings (`InvisibleFindings`);
/// - every format: nothing a terminal would obey (`TerminalCommands`); no escape at all
///   uncolored or in JSON and GitHub's format; what is printed proportional to the text
///   (`Proportional`), besides the file's name once a finding;
/// - pretty: one `-->` line a finding, so a name cannot forge another;
/// - JSON: it parses, one object a finding, each path exact (given byte for byte in
///   `path_bytes` when it is not UTF-8) and each UTF-8 message exact;
/// - GitHub: one line a finding, each a workflow command (`::error ` or `::warning `), and the
///   file and message read back as they were when they hold nothing that must be shown escaped.
nonisolated(unsafe) let scratch = MemoryOutput()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let choices = input.byte()
    let language = input.language()
    let text = Array(input.rest)
    let format: LintPrinter.Format = [.pretty, .json, .github, .pretty][Int(choices & 3)]
    let depth: ColorDepth = format == .pretty ? [.none, .ansi16, .ansi256, .trueColor][Int(choices >> 2 & 3)] : .none
    let lines = inputLines(text).map { Array($0.line) }
    var path = Array("src/file".utf8)
    if FuzzInput.bit(choices, 4), let first = lines.first, !first.isEmpty {
        // Bit 7: a name with a newline in it, the first two lines.
        path = FuzzInput.bit(choices, 7) && lines.count > 1 ? first + [0x0A] + lines[1] : first
        // Any byte but NUL, which no name in git can hold.
        path = path.filter { $0 != 0 }
        if path.isEmpty { path = Array("src/file".utf8) }
    }
    let added = Set((1...max(lines.count, 1)).filter { !FuzzInput.bit(choices, 6) || $0 % 2 == 1 })

    let file = LintValues.file(path: path, text: text, oldText: nil, language: language, added: added)
    // The same name in other case, so case-conflict names this one in its message.
    let other = path.map { (0x61...0x7A).contains($0) ? $0 - 32 : (0x41...0x5A).contains($0) ? $0 + 32 : $0 }
    var findings = Linter().run([file], context: LintValues.context(paths: [path, other]))
    InvisibleFindings.check(file, findings, "\(quoted(path)) in \(language)")
    if FuzzInput.bit(choices, 5), lines.count > 1 {
        findings.append(LintValues.finding(path: path, line: 1, message: lines[1], help: lines.count > 2 ? lines[2] : nil))
    }
    let printed = scratch.capture { try LintPrinter(theme: .dark, depth: depth).print(findings, files: [file], format: format, to: $0) }
    let what = "\(format) of \(findings.count) findings on \(quoted(path))"
    if let command = TerminalCommands.first(in: printed) { Invariant.fail("\(what): \(command)") }
    Invariant.check(depth != .none || !printed.contains(0x1B), "\(what): an escape with colors off")
    // A name shown in its visible form takes at most 12 bytes a byte (`<U+202E>` and colors).
    Proportional.check(output: printed.count, input: text.count + path.count, extra: findings.count * (256 + 12 * path.count), what)
    switch format {
    case .pretty: checkPretty(printed, findings, what)
    case .json: checkJSON(printed, findings, what)
    case .github: checkGitHub(printed, findings, what)
    }
    return 0
}

func checkPretty(_ printed: [UInt8], _ findings: [Finding], _ what: String) {
    let places = inputLines(printed).filter { line in
        TerminalCommands.text(line.line).drop { $0 == 0x20 }.starts(with: "--> ".utf8)
    }
    Invariant.check(places.count == findings.count, "\(what): \(places.count) `-->` lines in \(quoted(printed))")
}

func checkJSON(_ printed: [UInt8], _ findings: [Finding], _ what: String) {
    guard let top = try? JSONSerialization.jsonObject(with: Data(printed)) as? [String: Any],
          let objects = top["findings"] as? [[String: Any]] else {
        Invariant.fail("\(what): not JSON: \(quoted(printed))")
    }
    Invariant.check(objects.count == findings.count, "\(what): \(objects.count) objects")
    for (object, finding) in zip(objects, findings) {
        let path = LintValues.bytes(ofPath: finding)
        let message = LintValues.bytes(ofMessage: finding)
        if String(validating: path, as: UTF8.self) != nil {
            Invariant.check((object["path"] as? String).map { Array($0.utf8) } == path, "\(what): path \(String(reflecting: object["path"]))")
        } else {
            Invariant.check((object["path_bytes"] as? [Int])?.map(UInt8.init) == path, "\(what): a path not UTF-8 without its bytes")
        }
        if String(validating: message, as: UTF8.self) != nil {
            Invariant.check((object["message"] as? String).map { Array($0.utf8) } == message,
                            "\(what): message \(String(reflecting: object["message"]))")
        }
    }
}

func checkGitHub(_ printed: [UInt8], _ findings: [Finding], _ what: String) {
    let lines = inputLines(printed)
    Invariant.check(lines.count == findings.count && lines.allSatisfy(\.hasNewline), "\(what): \(lines.count) lines in \(quoted(printed))")
    for (line, finding) in zip(lines, findings) {
        let bytes = Array(line.line)
        let head = "::\(finding.level.rawValue) "
        Invariant.check(bytes.starts(with: head.utf8) && !bytes.contains(0x0D), "\(what): not one workflow command: \(quoted(bytes))")
        // `::level properties::data`: the properties end at the first `::` after the head.
        let rest = Array(bytes.dropFirst(head.utf8.count))
        guard let end = (0..<max(rest.count - 1, 0)).first(where: { rest[$0] == 0x3A && rest[$0 + 1] == 0x3A }) else {
            Invariant.fail("\(what): no `::` after the properties: \(quoted(bytes))")
        }
        let properties = rest[..<end].split(separator: 0x2C, omittingEmptySubsequences: false).map(Array.init)
        Invariant.check(properties.allSatisfy { $0.contains(0x3D) }, "\(what): a property without `=`: \(quoted(bytes))")
        let file = properties.first { $0.starts(with: "file=".utf8) }.map { unescaped(Array($0.dropFirst(5))) }
        let data = unescaped(Array(rest[(end + 2)...]))
        let path = LintValues.bytes(ofPath: finding)
        if isPlain(path) { Invariant.check(file == path, "\(what): the file reads back as \(quoted(file ?? []))") }
        let message = LintValues.bytes(ofMessage: finding)
        if isPlain(message) {
            Invariant.check(data.starts(with: message), "\(what): the message reads back as \(quoted(data))")
        }
    }
}

/// A workflow command's `%XX` escapes undone.
func unescaped(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var i = 0
    while i < bytes.count {
        if bytes[i] == 0x25, i + 2 < bytes.count, let b = UInt8(String(decoding: bytes[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
            out.append(b)
            i += 3
        } else {
            out.append(bytes[i])
            i += 1
        }
    }
    return out
}

/// Printable ASCII only: text no format needs to show in another form (a CR or LF may be
/// shown as `^M`, `^J` before GitHub's escaping).
func isPlain(_ bytes: [UInt8]) -> Bool { bytes.allSatisfy { (0x20..<0x7F).contains($0) } }

@_cdecl("FuzzLint_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzz(data ?? emptyInput, size) }
}
