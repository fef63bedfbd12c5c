/// What the spec scanner keeps on a `LineState` beyond `mode`, `form` and `depth`, each as a type
/// that packs and unpacks itself: the value-ended bit of `flags`, and its two kinds of stack frame.
/// The bit layouts are fixed: they are part of every state compared for resuming.

extension LineState {
    /// Whether a value (a name, a literal, a closing bracket) ended the previous line, for the
    /// languages that remember it (`LanguageSpec.remembersValueEnd`): bit 31 of `flags`.
    @inline(__always) var valueEndedBefore: Bool {
        get { flags & Self.valueEndBit != 0 }
        set { if newValue { flags |= Self.valueEndBit } else { flags &= ~Self.valueEndBit } }
    }

    /// The `flags` bit of `valueEndedBefore`; a language's own flags use bits below it.
    static let valueEndBit: UInt32 = 1 << 31
}

/// The tag in bits 24–30 of a stack frame, which tells the shared frames apart; bit 31 is free
/// for a language's own frames (Ruby's literals).
@inline(__always) func frameTag(_ packed: UInt32) -> UInt32 { packed & 0x7F00_0000 }

extension SpecScanner {
    /// An interpolation open in a string (`"\(x)"`, `f"{x}"`): the string's form to return to and
    /// the bracket depth it had. Packed as tag `0x7F`, depth in bits 8–23, form in bits 0–7.
    struct StringInterpolationFrame: Equatable {
        static let tag: UInt32 = 0x7F00_0000
        var form: UInt8
        var depth: UInt16

        @inline(__always) init(form: UInt8, depth: UInt16) {
            self.form = form
            self.depth = depth
        }

        /// The frame `packed` holds, or nil when it is another kind of frame.
        @inline(__always) init?(packed: UInt32) {
            guard frameTag(packed) == Self.tag else { return nil }
            form = UInt8(truncatingIfNeeded: packed)
            depth = UInt16(truncatingIfNeeded: packed >> 8)
        }

        @inline(__always) var packed: UInt32 { Self.tag | UInt32(depth) << 8 | UInt32(form) }
    }

    /// An interpolation's bracket depth, parked while a block comment inside it counts nesting.
    /// Packed as tag `0x7D`, depth in bits 0–15.
    struct SavedDepthFrame: Equatable {
        static let tag: UInt32 = 0x7D00_0000
        var depth: UInt16

        @inline(__always) init(depth: UInt16) { self.depth = depth }

        @inline(__always) init?(packed: UInt32) {
            guard frameTag(packed) == Self.tag else { return nil }
            depth = UInt16(truncatingIfNeeded: packed)
        }

        @inline(__always) var packed: UInt32 { Self.tag | UInt32(depth) }

        /// Parks `c`'s depth, when it has one and the stack has room.
        @inline(__always) static func park(_ c: inout Cursor) {
            if c.state.depth != 0, c.state.canPush { c.state.stack.append(SavedDepthFrame(depth: c.state.depth).packed) }
        }

        /// Takes a parked depth back into `c`, when the top frame is one.
        @inline(__always) static func restore(_ c: inout Cursor) {
            if let top = c.state.stack.last, let frame = SavedDepthFrame(packed: top) {
                c.state.stack.removeLast()
                c.state.depth = frame.depth
            }
        }
    }

    /// The `form` of a delimited literal (`enterDelimited`): the token kind it is colored as, and
    /// whether its closer is one byte repeated (C#'s `"""`) and so is found by runs. Packed as
    /// the kind's raw value with bit 7 for the run.
    struct DelimitedForm: Equatable {
        var kind: TokenKind
        var closerIsRun: Bool

        @inline(__always) init(kind: TokenKind, closerIsRun: Bool) {
            self.kind = kind
            self.closerIsRun = closerIsRun
        }

        @inline(__always) init(packed: UInt8) {
            kind = TokenKind(rawValue: packed & ~0x80) ?? .string
            closerIsRun = packed & 0x80 != 0
        }

        @inline(__always) var packed: UInt8 { kind.rawValue | (closerIsRun ? 0x80 : 0) }
    }
}
