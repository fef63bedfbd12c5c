import Terminal
import Theme

/// Renders styled lines for a terminal: each span's attributes as an SGR sequence for the color
/// depth (made once per combination, on first use), and its link as an OSC 8 hyperlink.
public final class ANSIBackend: Backend {
    let out: OutputWriter
    /// The columns each row is filled to on the theme's page, when rows lie on it.
    let pageWidth: Int?
    /// The theme's styles as the depth shows them.
    public let styles: StyleTable
    private let safeColors: SafeColors
    let reset: [UInt8]
    private let notice: [UInt8]
    /// The sequences made so far, one after another, and where each packed attribute's is:
    /// its offset in `sequences` times 256 plus its length, 0 until made. A run uses a few
    /// hundred of the 16,384 combinations: a slot for each would touch a page for most of them.
    private let made: UnsafeMutablePointer<UInt32>
    private var sequences: UnsafeMutablePointer<UInt8>
    /// Bytes used in `sequences`; its first is not, so that no place (an empty sequence's) is 0.
    private var stored = 1
    private var capacity = 4096
    /// `reset` where a row written span by span (`SpanWriter`) copies it from.
    let resetBytes: UnsafeMutableBufferPointer<UInt8>
    /// How many rows went span by span (`SpanWriter`), never built.
    @exclusivity(unchecked) package internal(set) var rowsWrittenBySpans = 0

    /// With a `pageWidth`, rows lie on the theme's own page (`StyleTable.page`), each filled to
    /// that many columns: a theme shown on the background it is made for, whatever the terminal's.
    public init(theme: Theme, depth: ColorDepth, to out: OutputWriter, pageWidth: Int? = nil) {
        self.out = out
        styles = StyleTable(theme: theme, depth: depth, onPage: pageWidth != nil)
        self.pageWidth = styles.page.isPlain ? nil : pageWidth
        safeColors = SafeColors(theme: theme, depth: depth)
        reset = depth == .none ? [] : ANSI.reset
        notice = styles.ansi.sequence(for: theme.style(Role.notice))
        made = .allocate(capacity: Attributes.packedCount)
        made.initialize(repeating: 0, count: Attributes.packedCount)
        sequences = .allocate(capacity: capacity)
        resetBytes = .allocate(capacity: reset.count)
        _ = resetBytes.initialize(from: reset)
    }

    deinit {
        made.deallocate()
        sequences.deallocate()
        resetBytes.deallocate()
    }

    /// The SGR sequence of packed attributes (empty when they change nothing or color is off).
    @inline(__always)
    func sequence(_ packed: UInt16) -> UnsafeBufferPointer<UInt8> {
        var place = made[Int(packed)]
        if place == 0 { place = make(packed) }
        return UnsafeBufferPointer(start: sequences + Int(place >> 8), count: Int(place & 0xFF))
    }

    /// Makes and stores the sequence of `packed`; its place in `sequences`.
    private func make(_ packed: UInt16) -> UInt32 {
        let bytes = styles.ansi.sequence(for: styles.style(Attributes(packed: packed)))
        precondition(bytes.count < 256)
        if stored + bytes.count > capacity {
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            larger.initialize(from: sequences, count: stored)
            sequences.deallocate()
            sequences = larger
            capacity *= 2
        }
        (sequences + stored).initialize(from: bytes, count: bytes.count)
        let place = UInt32(stored) << 8 | UInt32(bytes.count)
        stored += bytes.count
        made[Int(packed)] = place
        return place
    }

    public func write(_ line: StyledLine, newline: Bool) throws(OutputError) {
        if line.links.isEmpty { try writeUnlinked(line) } else { try writeLinked(line) }
        if let pageWidth, line.columns < pageWidth {
            try out.write(sequence(Attributes.plain.packed))
            try out.write(Array(repeating: 0x20, count: pageWidth - line.columns))
            try out.write(reset)
        }
        if newline { out.write(byte: 0x0A) }
    }

    /// A row without links, the most of them: its spans measured, then copied into the writer's
    /// buffer at once (three writes a span, each checking for room, were a third of painting a
    /// line).
    private func writeUnlinked(_ line: StyledLine) throws(OutputError) {
        try line.text.withUnsafeBufferPointer { (text) throws(OutputError) in
            try line.spans.withUnsafeBufferPointer { (spans) throws(OutputError) in
                try reset.withUnsafeBufferPointer { (reset) throws(OutputError) in
                    var total = 0
                    var start = 0
                    for span in spans {
                        let open = sequence(span.packed)
                        total += Int(span.end) - start + (open.isEmpty ? 0 : open.count + reset.count)
                        start = Int(span.end)
                    }
                    guard total > 0 else { return }
                    let room = try out.reserve(total)
                    var at = 0
                    func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
                        (room + at).update(from: source, count: bytes.count)
                        at += bytes.count
                    }
                    start = 0
                    for span in spans {
                        let end = Int(span.end)
                        let open = sequence(span.packed)
                        copy(open)
                        copy(UnsafeBufferPointer(rebasing: text[start..<end]))
                        if !open.isEmpty { copy(reset) }
                        start = end
                    }
                    try out.commit(at)
                }
            }
        }
    }

    /// A row whose spans link somewhere (OSC 8), span by span.
    private func writeLinked(_ line: StyledLine) throws(OutputError) {
        var openLink: UInt16 = 0
        try line.text.withUnsafeBufferPointer { (text) throws(OutputError) in
            var start = 0
            for span in line.spans {
                let end = Int(span.end)
                if span.link != openLink, styles.depth != .none {
                    if openLink != 0 { try out.write(Self.closeLink) }
                    if span.link != 0 { try out.write(Self.openLink(line.links[Int(span.link) - 1])) }
                    openLink = span.link
                }
                let open = sequence(span.packed)
                if open.isEmpty {
                    try out.write(UnsafeBufferPointer(rebasing: text[start..<end]))
                } else {
                    try out.write(open)
                    try out.write(UnsafeBufferPointer(rebasing: text[start..<end]))
                    try out.write(reset)
                }
                start = end
            }
        }
        if openLink != 0 { try out.write(Self.closeLink) }
    }

    public func write(prefix: StyledLine, keptColors raw: ArraySlice<UInt8>, newline: Bool) throws(OutputError) {
        try write(prefix, newline: false)
        try Passthrough.write(raw, colors: styles.depth == .none ? nil : safeColors, notice: notice, reset: reset, to: out)
        if newline { out.write(byte: 0x0A) }
    }

    /// A terminal's cells take a background only where text is: painters pad rows with spaces.
    public var fillsRows: Bool { false }

    /// Without colors, a row is its text: the writer itself.
    public var plainWriter: OutputWriter? { styles.depth == .none ? out : nil }

    public func finish() throws(OutputError) {}

    private static let closeLink = Array("\u{1B}]8;;\u{1B}\\".utf8)

    /// `ESC ] 8 ; ; URL ESC \`, the URL with every byte outside printable ASCII (and `%`
    /// itself when it starts no escape) percent-encoded: no control byte of a target, which
    /// may come from a file's name, ever reaches the terminal inside the sequence.
    static func openLink(_ target: String) -> [UInt8] {
        var bytes = Array("\u{1B}]8;;".utf8)
        bytes += percentEncoded(target)
        bytes += [0x1B, 0x5C]
        return bytes
    }

    /// `target` with every byte outside 0x21–0x7E as `%XX`.
    package static func percentEncoded(_ target: String) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for b in target.utf8 {
            if b > 0x20 && b < 0x7F { out.append(b) } else { out += [0x25, digits[Int(b >> 4)], digits[Int(b & 15)]] }
        }
        return out
    }
}

/// The style of every combination of attributes, for one theme at one color depth.
public struct StyleTable: Sendable {
    public let theme: Theme
    public let depth: ColorDepth
    /// The encoder, with the theme's backgrounds reduced together (`BackgroundPalette`).
    public let ansi: ANSI
    /// What every style lies on: the theme's page (`onPage`), or nothing (the terminal's own).
    public let page: Style

    /// With `onPage`, every style lies on the theme's page at `depth` (`page(of:depth:)`), plain
    /// text too.
    public init(theme: Theme, depth: ColorDepth, onPage: Bool = false) {
        self.theme = theme
        self.depth = depth
        ansi = ANSI(depth: depth, theme: theme)
        page = onPage && depth != .none ? Self.page(of: theme, depth: depth) : .plain
    }

    /// How `a` looks at this depth (16 colors paint added and removed lines as solid bands:
    /// `Theme.solidStyle`).
    public func style(_ a: Attributes) -> Style {
        let look: Style = switch depth {
        case .none: .plain
        case .ansi16: theme.solidStyle(a)
        default: theme.style(a, lineBackgrounds: true)
        }
        return page.isPlain ? look : page.overlaid(with: look)
    }

    /// The theme's text and background at `depth`; at 16 colors (and 8) none, the terminal's own:
    /// a theme's colors there are the terminal's sixteen, which it remaps freely, and a band of
    /// the nearest (solarized-dark's is cyan, a light theme's yellow is unreadable on white)
    /// would show what no terminal of that depth shows.
    public static func page(of theme: Theme, depth: ColorDepth) -> Style {
        depth == .ansi16 ? .plain : theme.page
    }
}
