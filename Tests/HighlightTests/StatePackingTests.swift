@testable import Highlight
import Testing

/// Each language's state type packs into the `LineState` field it lives in and unpacks to the same
/// value, at every field's edges; and the bit layouts stay the ones the states have always had.
@Suite struct StatePackingTests {
    @Test func scannerFramesRoundTrip() {
        for form: UInt8 in [0, 1, 0x7F, 0xFF] {
            for depth: UInt16 in [0, 1, 0x7FFF, 0xFFFF] {
                let frame = SpecScanner.StringInterpolationFrame(form: form, depth: depth)
                #expect(SpecScanner.StringInterpolationFrame(packed: frame.packed) == frame)
                #expect(SpecScanner.SavedDepthFrame(packed: frame.packed) == nil)
                let saved = SpecScanner.SavedDepthFrame(depth: depth)
                #expect(SpecScanner.SavedDepthFrame(packed: saved.packed) == saved)
                #expect(SpecScanner.StringInterpolationFrame(packed: saved.packed) == nil)
            }
        }
        #expect(SpecScanner.StringInterpolationFrame(form: 3, depth: 0x1234).packed == 0x7F12_3403)
        #expect(SpecScanner.SavedDepthFrame(depth: 0xBEEF).packed == 0x7D00_BEEF)
    }

    @Test func delimitedFormRoundTrips() {
        for kind in TokenKind.allCases where kind.rawValue < 0x80 {
            for run in [false, true] {
                let form = SpecScanner.DelimitedForm(kind: kind, closerIsRun: run)
                #expect(SpecScanner.DelimitedForm(packed: form.packed) == form)
            }
        }
        #expect(SpecScanner.DelimitedForm(kind: .string, closerIsRun: true).packed == TokenKind.string.rawValue | 0x80)
    }

    @Test func valueEndedBitLeavesTheOtherFlagsAlone() {
        var state = LineState(flags: 0x7FFF_FFFF)
        #expect(!state.valueEndedBefore)
        state.valueEndedBefore = true
        #expect(state.flags == 0xFFFF_FFFF && state.valueEndedBefore)
        state.valueEndedBefore = false
        #expect(state.flags == 0x7FFF_FFFF)
        state.endsWithLine = false
        #expect(state.flags == 0x3FFF_FFFF && !state.endsWithLine && !state.valueEndedBefore)
        state.endsWithLine = true
        #expect(state.flags == 0x7FFF_FFFF)
    }

    @Test func perlLiteralRoundTripsAndKeepsTheScannerBits() {
        let all: PerlLiteralState.Options = [.interpolates, .regex, .twoParts, .flagsAfter]
        for open: UInt8 in [0, 0x7B, 0xFF] {
            for close: UInt8 in [0, 0x7D, 0xFF] {
                for options in [PerlLiteralState.Options(), .interpolates, .regex, .twoParts, .flagsAfter, all] {
                    let literal = PerlLiteralState(open: open, close: close, options: options)
                    var flags: UInt32 = 1 << 31
                    literal.store(in: &flags)
                    #expect(PerlLiteralState(flags: flags) == literal)
                    #expect(flags & (1 << 31) != 0)
                    PerlLiteralState.clear(&flags)
                    #expect(flags == 1 << 31)
                }
            }
        }
        var flags: UInt32 = 0
        PerlLiteralState(open: 0x7B, close: 0x7D, options: [.interpolates, .flagsAfter]).store(in: &flags)
        #expect(flags == 0x0009_7D7B)
    }

    @Test func rubyFramesRoundTripAndTellEachOtherApart() {
        let all: RubyLiteralFrame.Options = [.interpolates, .regex, .symbol]
        for options in [RubyLiteralFrame.Options(), .interpolates, .regex, .symbol, all] {
            for edge: UInt8 in [0, 1, 0xFF] {
                let frame = RubyLiteralFrame(options: options, open: edge, close: 0xFF - edge, outerDepth: edge)
                #expect(RubyLiteralFrame(packed: frame.packed) == frame)
                #expect(RubyInterpolationFrame(packed: frame.packed) == nil)
            }
        }
        for depth: UInt16 in [0, 1, 0xFFFF] {
            let frame = RubyInterpolationFrame(literalDepth: depth)
            #expect(RubyInterpolationFrame(packed: frame.packed) == frame)
            #expect(RubyLiteralFrame(packed: frame.packed) == nil)
        }
        #expect(RubyLiteralFrame(options: [.interpolates, .regex], open: 0x28, close: 0x29, outerDepth: 7).packed == 0x8328_2907)
        #expect(RubyInterpolationFrame(literalDepth: 5).packed == 0xC000_0005)
    }

    @Test func cSharpRawFrameRoundTrips() {
        for dollars: UInt8 in [1, 15] {
            for quotes: UInt8 in [3, 255] {
                for depth: UInt16 in [0, 1, 0xFFF] {
                    let frame = CSharpRawFrame(dollars: dollars, quotes: quotes, outerDepth: depth)
                    #expect(CSharpRawFrame(packed: frame.packed) == frame)
                }
            }
        }
        #expect(CSharpRawFrame(dollars: 2, quotes: 3, outerDepth: 9).packed == 0x7E20_3009)
        #expect(CSharpRawFrame(packed: SpecScanner.StringInterpolationFrame(form: 0, depth: 0).packed) == nil)
    }

    @Test func bashFrameAndDepthRoundTrip() {
        for kind: UInt8 in [0, 1, 4, 0xFF] {
            for mode: UInt8 in [0, 16, 0xFF] {
                for depth: UInt16 in [0, 1, 0xFFFF] {
                    let frame = BashFrame(kind: kind, mode: mode, depth: depth)
                    #expect(BashFrame(packed: frame.packed) == frame)
                }
            }
        }
        #expect(BashFrame(kind: 2, mode: 16, depth: 0x0103).packed == 0x0210_0103)
        for parentheses: UInt8 in [0, 1, 0xFF] {
            for cases: UInt8 in [0, 1, 0xFF] {
                let depth = BashDepth(parentheses: parentheses, cases: cases)
                #expect(BashDepth(packed: depth.packed) == depth)
            }
        }
        #expect(BashDepth(parentheses: 3, cases: 1).packed == 0x0103)
    }

    @Test func codeAndCSSFramesRoundTrip() {
        for mode: UInt8 in [0, 1, 0xFF] {
            for depth: UInt16 in [0, 1, 0xFFFF] {
                let frame = CodeFrame(mode: mode, depth: depth)
                #expect(CodeFrame(packed: frame.packed) == frame)
            }
            for edge: UInt8 in [0, 1, 0xFF] {
                let frame = CSSInterpolationFrame(mode: mode, form: edge, part: 0xFF - edge)
                #expect(CSSInterpolationFrame(packed: frame.packed) == frame)
            }
        }
        #expect(CodeFrame(mode: 3, depth: 2).packed == 0x0003_0002)
        #expect(CSSInterpolationFrame(mode: 1, form: 2, part: 4).packed == 0x0001_0204)
    }

    @Test func templateInterpolationFrameRoundTrips() {
        for form: UInt8 in [0, 1, 0xFF] {
            for brackets: UInt16 in [0, 1, 0xFFFF] {
                let frame = InterpolationFrame(form: form, brackets: brackets)
                #expect(InterpolationFrame(packed: frame.packed) == frame)
            }
        }
        #expect(InterpolationFrame(form: 2, brackets: 1).packed == 0x7E02_0001)
        #expect(InterpolationFrame(packed: 0x7F02_0001) == nil)
    }

    @Test func ecmaScriptContextRoundTrips() {
        let kinds: [ECMAScriptLexer.Context.Kind] = [.template, .childExpression, .attributeExpression,
                                                      .elementInCode, .elementInChildren]
        for kind in kinds {
            for depth: UInt16 in [0, 1, 0xFFFF] {
                let context = ECMAScriptLexer.Context(kind, depth: depth)
                #expect(ECMAScriptLexer.Context(packed: context.packed) == context)
            }
        }
        #expect(ECMAScriptLexer.Context(packed: 0).kind == nil)
        #expect(ECMAScriptLexer.Context(.template, depth: 3).packed == 0x0100_0003)
        #expect(ECMAScriptLexer.Context(.elementInChildren).packed == 0x0500_0000)
    }

    @Test func swiftStringFormRoundTrips() {
        for hashes: UInt8 in [0, 1, 127] {
            for multiline in [false, true] {
                let form = SwiftStringForm(hashes: hashes, multiline: multiline)
                #expect(SwiftStringForm(packed: form.packed) == form)
            }
        }
        #expect(SwiftStringForm(hashes: 2, multiline: true).packed == 5)
    }

    @Test func tomlBracketsRoundTrip() {
        for level in [0, 1, 30, 31] {
            var brackets = TOMLBrackets(packed: 0)
            brackets.setTable(true, level: level)
            #expect(brackets.packed == 1 << UInt32(level))
            #expect(brackets.isTable(level: level))
            #expect(TOMLBrackets(packed: brackets.packed) == brackets)
            var flags: UInt32 = 0xFFFF_FFFF
            TOMLBrackets.setTable(false, level: level, in: &flags)
            #expect(flags == ~(1 << UInt32(level)))
        }
    }

    @Test func htmlTagStateRoundTrips() {
        for choice: UInt8 in [0, 1, 5, 15] {
            for inType in [false, true] {
                for inLang in [false, true] {
                    let tag = HTMLTagState(choice: choice, inType: inType, inLang: inLang)
                    #expect(HTMLTagState(packed: tag.packed) == tag)
                }
            }
        }
        #expect(HTMLTagState(choice: 2, inType: true, inLang: false).packed == 0x12)
        #expect(HTMLTagState(choice: 0, inType: false, inLang: true).packed == 0x20)
    }

    @Test func templateTagStateRoundTripsAndKeepsTheScannerBits() {
        let tags: [TemplateSyntax.Tag?] = [nil, .expression, .statement, .comment]
        for tag in tags {
            for single in [false, true] {
                for named in [false, true] {
                    let state = TemplateTagState(tag: tag, single: single, named: named)
                    #expect(TemplateTagState(flags: state.packed) == state)
                    var flags: UInt32 = 0xFFFF_FFFF
                    state.store(in: &flags)
                    #expect(TemplateTagState(flags: flags) == state)
                    #expect(flags | 0x1F == 0xFFFF_FFFF)
                }
            }
        }
        #expect(TemplateTagState(tag: .comment, single: true, named: true).packed == 0x1C)
    }

    @Test func mlCommentFormRoundTrips() {
        for kind in [TokenKind.comment, .doc] {
            for inString in [false, true] {
                let form = MLCommentForm(kind: kind, inString: inString)
                #expect(MLCommentForm(packed: form.packed) == form)
            }
        }
        #expect(MLCommentForm(kind: .doc, inString: true).packed == TokenKind.doc.rawValue | 0x80)
    }

    /// The languages whose flags are single bits read and write them through an option set over
    /// the whole of `flags`: each bit stays where it was, and setting one keeps the others.
    @Test func flagSetsKeepTheirBitsAndTheOthers() {
        var state = LineState(flags: 1 << 31)
        state.markdown.insert(.list)
        state.markdown.insert(.started)
        #expect(state.flags == 1 << 31 | 8 | 16)
        state.markdown.remove(.list)
        #expect(state.flags == 1 << 31 | 16 && state.markdown.contains(.started))
        let bits: [(UInt32, (inout LineState) -> Void)] = [
            (1, { $0.nginx.insert(.arguments) }), (1 << 16, { $0.components.insert(.expression) }),
            (1, { $0.protobuf.insert(.inList) }), (2, { $0.protobuf.insert(.pending) }),
            (1, { $0.php.insert(.embedded) }), (2, { $0.php.insert(.pendingHeredoc) }), (4, { $0.php.insert(.pendingNowdoc) }),
            (1, { $0.hcl.insert(.pendingHeredoc) }), (1, { $0.make.insert(.inRule) }),
            (1, { $0.dockerfile.insert(.directivesOver) }), (2, { $0.dockerfile.insert(.backtickEscape) }),
            (1, { $0.batch.insert(.continued) }), (1, { $0.asciiDoc.insert(.inParagraph) }),
            (1, { $0.restructuredText.insert(.afterText) }), (2, { $0.restructuredText.insert(.title) }),
            (4, { $0.restructuredText.insert(.block) }), (1, { $0.ecmaScript.insert(.valueEnded) }),
            (1, { $0.markdown.insert(.paragraph) }), (2, { $0.markdown.insert(.blank) }), (4, { $0.markdown.insert(.indentedCode) }),
        ]
        for (bit, set) in bits {
            var state = LineState(flags: 1 << 31)
            set(&state)
            #expect(state.flags == 1 << 31 | bit)
        }
    }
}
