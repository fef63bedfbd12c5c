/// The tables a `SpecScanner` reads, built once from its spec.
extension SpecScanner {
    /// A hook held where a reference to it can be used without being counted.
    final class HookBox: Sendable {
        let run: LanguageSpec.Hook
        init(_ run: @escaping LanguageSpec.Hook) { self.run = run }
    }

    final class Storage: @unchecked Sendable {
        let spec: LanguageSpec
        let words: WordTable
        /// Per byte: its class in the low bits, and the flags below; one load answers every question.
        let table: UnsafeMutablePointer<UInt8>
        /// Every byte's openers, longest first, one byte's after another (`openerEnds`): read in
        /// place, with no array of each byte's own to be counted at every opener byte.
        let openers: [Opener]
        /// Where byte `b`'s openers end in `openers` (they start where `b - 1`'s end).
        let openerEnds: [Int32]
        let openerBytes: ByteSet
        /// Per byte: the hook it starts, nil for most, each called where it lies (`callHook`): a
        /// hook copied out of an array took and dropped a reference to its context, shared by
        /// every thread that lexes the language, at every `(`, `)` and `.` of Swift.
        private let hooks: [HookBox?]
        let hookBytes: ByteSet
        let functionIntroducers: WordTable
        let typeIntroducers: WordTable
        /// `spec.contextualKeywords`, or nil when there are none.
        let contextualKeywords: WordTable?
        let stringStops: [ByteSet]
        let strings: [StringForm]
        let lineComments: [LineComment]
        let blockComments: [BlockComment]
        let identifierPart: ByteSet
        let callsAreFunctions: Bool
        let capitalizedAreTypes: Bool
        let propertiesAfterDot: Bool
        let remembersValueEnd: Bool
        let wordsKeepState: Bool
        let separator: UInt8?
        let hexFloats: Bool

        init(_ spec: LanguageSpec) {
            self.spec = spec
            words = WordTable(spec.words + [(.keyword, spec.contextualKeywords)], ignoresCase: spec.ignoresCase)
            contextualKeywords = spec.contextualKeywords.isEmpty ? nil
                : WordTable([(.keyword, spec.contextualKeywords)], ignoresCase: spec.ignoresCase)
            functionIntroducers = WordTable([(.keyword, spec.functionIntroducers)], ignoresCase: spec.ignoresCase)
            typeIntroducers = WordTable([(.keyword, spec.typeIntroducers)], ignoresCase: spec.ignoresCase)
            table = .allocate(capacity: 256)
            for b in 0..<256 {
                let byte = UInt8(b)
                var entry: UInt8 = 0
                if ASCII.isBlank(byte) { entry = SpecScanner.classBlank }
                else if ASCII.isDigit(byte) { entry = SpecScanner.classDigit }
                else if spec.identifierStart.contains(byte) { entry = SpecScanner.classWord }
                else if spec.punctuation.contains(byte) { entry = SpecScanner.classPunctuation }
                else if spec.operators.contains(byte) { entry = SpecScanner.classOperator }
                if spec.identifierPart.contains(byte) { entry |= SpecScanner.flagIdentifierPart }
                table[b] = entry
            }
            var openers = [[Opener]](repeating: [], count: 256)
            var lengths = [[Int]](repeating: [], count: 256)
            var openerBytes = ByteSet()
            func add(_ bytes: [UInt8], _ opener: Opener) {
                let first = Int(bytes[0])
                openerBytes.insert(bytes[0])
                // Longest opener first, so `///` wins over `//` and `"""` over `"`.
                let at = lengths[first].firstIndex(where: { $0 < bytes.count }) ?? lengths[first].count
                lengths[first].insert(bytes.count, at: at)
                openers[first].insert(opener, at: at)
            }
            for (i, c) in spec.lineComments.enumerated() { add(c.open.array, .line(i)) }
            for (i, c) in spec.blockComments.enumerated() { add(c.open.array, .block(i)) }
            for (i, s) in spec.strings.enumerated() { add(s.open.array, .string(i)) }
            self.openers = openers.flatMap { $0 }
            var end: Int32 = 0
            openerEnds = openers.map { end += Int32($0.count); return end }
            self.openerBytes = openerBytes
            for b in 0..<256 where openerBytes.contains(UInt8(b)) { table[b] |= SpecScanner.flagOpener }
            var hooks = [LanguageSpec.Hook?](repeating: nil, count: 256)
            var hookBytes = ByteSet()
            for (byte, hook) in spec.hooks where hooks[Int(byte)] == nil {
                hooks[Int(byte)] = hook
                hookBytes.insert(byte)
            }
            self.hooks = hooks.map { $0.map(HookBox.init) }
            self.hookBytes = hookBytes
            for b in 0..<256 where hookBytes.contains(UInt8(b)) { table[b] |= SpecScanner.flagHook }
            stringStops = spec.strings.map { form in
                var stops = ByteSet()
                stops.insert(form.close[0])
                if let e = form.escape { stops.insert(e) }
                if let v = form.variable { stops.insert(v.sigil) }
                if let i = form.interpolation { stops.insert(i.open[0]); if i.doubledIsLiteral { stops.insert(i.close) } }
                return stops
            }
            strings = spec.strings
            lineComments = spec.lineComments
            blockComments = spec.blockComments
            identifierPart = spec.identifierPart
            callsAreFunctions = spec.callsAreFunctions
            capitalizedAreTypes = spec.capitalizedAreTypes
            propertiesAfterDot = spec.propertiesAfterDot
            remembersValueEnd = spec.remembersValueEnd
            wordsKeepState = spec.wordsKeepState && !spec.remembersValueEnd
            separator = spec.numbers.separator
            hexFloats = spec.numbers.hexFloats
        }

        deinit {
            table.deallocate()
        }

        /// Runs the hook byte `b` starts (there is one) on `c`.
        @inline(__always) func callHook(_ b: UInt8, _ c: inout Cursor, _ scanner: SpecScanner) -> Bool {
            Unmanaged.passUnretained(hooks[Int(b)].unsafelyUnwrapped)._withUnsafeGuaranteedRef { $0.run(&c, scanner) }
        }

        /// Whether `b` may continue an identifier.
        @inline(__always) func isIdentifierPart(_ b: UInt8) -> Bool {
            table[Int(b)] & SpecScanner.flagIdentifierPart != 0
        }
    }
}
