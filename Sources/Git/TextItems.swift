import Diff

/// The lines around a native diff's files (commit headers, messages, stats) as items: the
/// commit line git prints first, then text lines, each a slice of the one text made for them.
enum TextItems {
    /// Hands on each line of `text` as a text item.
    static func emit(_ text: [UInt8], _ emit: NativeDiff.Emit) throws {
        for line in lines(text) { try emit(.text(line)) }
    }

    /// Hands on a commit's header and message (`CommitHeader.text`): its `commit <id>` line as a
    /// commit item, the rest as text.
    static func emitCommit(_ text: [UInt8], _ emit: NativeDiff.Emit) throws {
        var inHeader = true
        for (n, line) in lines(text).enumerated() {
            if n == 0, line.raw.starts(with: "commit ".utf8) {
                let id = String(decoding: line.raw.dropFirst(7), as: UTF8.self)
                try emit(.commit(line, CommitLine(id: id, refs: nil, subject: nil, oneline: false)))
            } else {
                if line.text.isEmpty { inHeader = false }
                try emit(.text(line.with(role: inHeader ? .ofCommitHeader(line.text) : .message)))
            }
        }
    }

    /// The lines of `text`, without their newlines (a last line without one counts too).
    static func lines(_ text: [UInt8]) -> [InputLine] {
        var result: [InputLine] = []
        var start = 0
        for i in text.indices where text[i] == 0x0A {
            result.append(InputLine(raw: text[start..<i], hasNewline: true, plain: text[start..<i], graphWidth: 0))
            start = i + 1
        }
        if start < text.count {
            result.append(InputLine(raw: text[start...], hasNewline: false, plain: text[start...], graphWidth: 0))
        }
        return result
    }
}
