import Terminal
import Theme

extension ANSIBackend {
    /// A row written span by span straight into the output buffer: the bytes `write(_:newline:)`
    /// writes for a `StyledLine` of the same spans and no links, without the row being built
    /// and then read again. For rows whose every byte is printable ASCII or a tab
    /// (`VisibleText.printableASCIITabsEnd`, which the caller asks first), or whose content is
    /// characters shown as they are and no tab (`VisibleText.textColumns`): such text is safe
    /// as it is, and a tab is spaces to its stop, as a row makes it.
    ///
    /// Made by `startRow`, ended by `endRow`; a row never ended writes nothing.
    package struct SpanWriter {
        /// The backend, unretained (it outlives every row), and its reset.
        fileprivate let backend: Unmanaged<ANSIBackend>
        private let reset: UnsafeBufferPointer<UInt8>
        /// Room reserved in the output, and how much of it is written.
        fileprivate var room: UnsafeMutablePointer<UInt8>
        fileprivate var roomSize: Int
        fileprivate var at = 0
        /// The first write that failed (the output is closed): nothing more is written.
        fileprivate var failure: OutputError?
        /// Cells of content written so far: where a tab's stop is counted from (a row's
        /// `tabOrigin`, the content's start, after the marker). Counted as bytes: before the
        /// last tab every byte is ASCII, a cell.
        private var contentColumns = 0
        /// The offset in the content just past its last tab: spans after it are copied as they
        /// are, with no tab looked for (`Int.max`: not known, every span is looked through).
        private let tabsEnd: Int

        /// Room reserved at a time: a hunk line's row, most of them.
        fileprivate static let chunk = 4096

        fileprivate init(_ backend: ANSIBackend, room: UnsafeMutablePointer<UInt8>, tabsEnd: Int) {
            self.backend = Unmanaged.passUnretained(backend)
            self.tabsEnd = tabsEnd
            reset = UnsafeBufferPointer(backend.resetBytes)
            self.room = room
            roomSize = Self.chunk
        }

        /// Appends `bytes[from..<to]` (printable ASCII) as one span in `attributes`; nothing for none.
        @inline(__always)
        package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int, _ attributes: Attributes) {
            guard from < to, let base = bytes.baseAddress else { return }
            span(base + from, to - from, attributes)
        }

        /// `count` bytes at `text` as one span in `attributes`: its sequence, the bytes, the reset.
        /// (Written out in each caller: a call for each span cost more than its copies.)
        @inline(__always)
        private mutating func span(_ text: UnsafePointer<UInt8>, _ count: Int, _ attributes: Attributes) {
            let open = sequence(attributes.packed)
            let close = open.count == 0 ? 0 : reset.count
            guard makeRoom(open.count + count + close) else { return }
            copy(open.baseAddress, open.count)
            copy(text, count)
            copy(reset.baseAddress, close)
        }

        /// Appends `bytes[from..<to]` (printable ASCII and tabs) as content in `attributes`, as
        /// `StyledLine.append(content:from:to:tabWidth:showingTabs:_:)` spans it: a tab is spaces
        /// to the next stop of `tabWidth` inside the text's span (0 keeps it), or, `showingTabs`,
        /// `→` in `Role.tabMarker` for its first cell, a span of its own.
        mutating func append(content bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int, tabWidth: Int,
                             showingTabs: Bool, _ attributes: Attributes) {
            guard from < to, let base = bytes.baseAddress else { return }
            if from >= tabsEnd {
                span(base + from, to - from, attributes)
                contentColumns += to - from
                return
            }
            let open = sequence(attributes.packed)
            let close = open.count == 0 ? 0 : reset.count
            // Whether the span's color is written and its reset is not yet.
            var inSpan = false
            var i = from
            let lastTab = min(to, tabsEnd)
            while i < to {
                var j = i
                while j < lastTab, base[j] != 0x09 { j += 1 }
                if j == lastTab { j = to }
                if j > i {
                    guard makeRoom(open.count + (j - i) + close) else { return }
                    if !inSpan { copy(open.baseAddress, open.count) }
                    inSpan = true
                    copy(base + i, j - i)
                    contentColumns += j - i
                }
                if j == to { break }
                var spaces = tabWidth == 0 ? 0 : tabWidth - contentColumns % tabWidth
                if tabWidth > 0, showingTabs {
                    if inSpan { copy(reset.baseAddress, close) }
                    inSpan = false
                    var marker = attributes
                    marker.face = Face(.tabMarker)
                    let markerOpen = sequence(marker.packed)
                    let markerClose = markerOpen.count == 0 ? 0 : reset.count
                    guard makeRoom(markerOpen.count + StyledLine.tabArrow.count + markerClose) else { return }
                    copy(markerOpen.baseAddress, markerOpen.count)
                    StyledLine.tabArrow.withUnsafeBufferPointer { copy($0.baseAddress, $0.count) }
                    copy(reset.baseAddress, markerClose)
                    contentColumns += 1
                    spaces -= 1
                }
                if tabWidth == 0 || spaces > 0 {
                    let count = tabWidth == 0 ? 1 : spaces
                    guard makeRoom(open.count + count + close) else { return }
                    if !inSpan { copy(open.baseAddress, open.count) }
                    inSpan = true
                    (room + at).update(repeating: tabWidth == 0 ? 0x09 : 0x20, count: count)
                    at += count
                    contentColumns += count
                }
                i = j + 1
            }
            if inSpan {
                guard makeRoom(close) else { return }
                copy(reset.baseAddress, close)
            }
        }

        /// Appends `count` spaces as one span in `attributes`.
        package mutating func appendSpaces(_ count: Int, _ attributes: Attributes) {
            guard count > 0 else { return }
            let open = sequence(attributes.packed)
            let close = open.count == 0 ? 0 : reset.count
            guard makeRoom(open.count + count + close) else { return }
            copy(open.baseAddress, open.count)
            (room + at).update(repeating: 0x20, count: count)
            at += count
            copy(reset.baseAddress, close)
        }

        /// The SGR sequence of `packed` where the backend keeps it (`ANSIBackend.sequence`).
        @inline(__always)
        private func sequence(_ packed: UInt16) -> UnsafeBufferPointer<UInt8> {
            backend._withUnsafeGuaranteedRef { $0.sequence(packed) }
        }

        /// Copies `count` bytes to the room: the few bytes of a span by two loads and two stores
        /// that may overlap (a call to `memcpy` for each cost more than the copy), more sixteen
        /// at a time, the last sixteen read again in part.
        @inline(__always)
        private mutating func copy(_ source: UnsafePointer<UInt8>?, _ count: Int) {
            guard let source, count > 0 else { return }
            let (s, d) = (UnsafeRawPointer(source), UnsafeMutableRawPointer(room + at))
            switch count {
            case 16...:
                var k = 0
                while k + 16 < count {
                    d.storeBytes(of: s.loadUnaligned(fromByteOffset: k, as: SIMD16<UInt8>.self), toByteOffset: k, as: SIMD16<UInt8>.self)
                    k += 16
                }
                let last = count - 16
                d.storeBytes(of: s.loadUnaligned(fromByteOffset: last, as: SIMD16<UInt8>.self), toByteOffset: last, as: SIMD16<UInt8>.self)
            case 8..<16:
                let (a, b) = (s.loadUnaligned(as: UInt64.self), s.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
                d.storeBytes(of: a, as: UInt64.self)
                d.storeBytes(of: b, toByteOffset: count - 8, as: UInt64.self)
            case 4..<8:
                let (a, b) = (s.loadUnaligned(as: UInt32.self), s.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
                d.storeBytes(of: a, as: UInt32.self)
                d.storeBytes(of: b, toByteOffset: count - 4, as: UInt32.self)
            case 2..<4:
                let (a, b) = (s.loadUnaligned(as: UInt16.self), s.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self))
                d.storeBytes(of: a, as: UInt16.self)
                d.storeBytes(of: b, toByteOffset: count - 2, as: UInt16.self)
            case 1:
                d.storeBytes(of: s.load(as: UInt8.self), as: UInt8.self)
            default:
                break
            }
            at += count
        }

        /// Whether `count` more bytes fit, queuing what is written and reserving more when not.
        @inline(__always)
        private mutating func makeRoom(_ count: Int) -> Bool {
            if at + count <= roomSize { return true }
            guard failure == nil else { return false }
            do {
                let out = backend._withUnsafeGuaranteedRef { $0.out }
                try out.commit(at)
                roomSize = max(count, Self.chunk)
                room = try out.reserve(roomSize)
                at = 0
                return true
            } catch {
                failure = error
                return false
            }
        }
    }

    /// A row to write span by span (`SpanWriter`); nil when rows are not written that way: no
    /// colors (rows are their text), or a theme's page to fill each row to.
    package var writesSpans: Bool { styles.depth != .none && pageWidth == nil }

    /// Starts a row written span by span; nothing is queued until `endRow`. `tabsEnd`: the
    /// offset in its content past which no tab lies, when the caller knows it.
    package func startRow(tabsEnd: Int = .max) throws(OutputError) -> SpanWriter {
        SpanWriter(self, room: try out.reserve(SpanWriter.chunk), tabsEnd: tabsEnd)
    }

    /// Queues the row's spans, and a newline when `newline`.
    package func endRow(_ row: SpanWriter, newline: Bool) throws(OutputError) {
        if let failure = row.failure { throw failure }
        try out.commit(row.at)
        if newline { out.write(byte: 0x0A) }
        rowsWrittenBySpans += 1
    }
}
