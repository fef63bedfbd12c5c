extension HighlightedText {
    /// Line `line` as runs of one look: its tokens with `marks` laid over them (see
    /// `Marks.forEachRun(_:over:text:_:)`), its `\n` left out. Offsets are into the whole text.
    public mutating func runs(inLine line: Int, marks: Marks) -> [MarkedRun] {
        runs(tokens(inLine: line), over: byteRange(ofLine: line), marks: marks)
    }

    /// Bytes `range` as runs of one look, newlines and all: the tokens that overlap it with
    /// `marks` laid over them.
    public mutating func runs(in range: Range<Int>, marks: Marks) -> [MarkedRun] {
        runs(tokens(in: range), over: range, marks: marks)
    }

    private func runs(_ tokens: [Token], over range: Range<Int>, marks: Marks) -> [MarkedRun] {
        bytes.withUnsafeBufferPointer { text in marks.runs(tokens, over: range, text: text) }
    }
}
