@testable import Lint
import Testing

@Suite struct ConflictMarkerRuleTests {
    @Test func catchesEveryMarkerOfABlock() {
        expectFindings("conflict-marker", in: """
            def f():
            1️⃣<<<<<<< HEAD
                return 1
            2️⃣||||||| base
                return 0
            3️⃣=======
                return 2
            4️⃣>>>>>>> topic

            """)
    }

    @Test func aHeadingUnderlineIsNotAConflict() {
        expectFindings("conflict-marker", in: """
            Title
            =======

            Some text.

            """, path: "README.rst")
        expectFindings("conflict-marker", in: "Section\n=======\n", path: "notes.md")
    }

    @Test func onlyAddedLinesCount() {
        expectFindings("conflict-marker", in: "<<<<<<< HEAD\nx\n=======\ny\n2️⃣>>>>>>> topic\n", added: [5])
    }

    @Test func longerRunsAreNotMarkers() {
        expectFindings("conflict-marker", in: "<<<<<<<< eight\n>>>>>>>>\n<<<<<<<x\n")
    }
}

@Suite struct ConflictMarkerSizeTests {
    static func sized(_ value: String) -> LintContext {
        var context = LintContext()
        context.attributes["example.py"] = ["conflict-marker-size": value]
        return context
    }

    /// With `conflict-marker-size=32` (git's own documentation and tests), seven-character
    /// markers are text that shows a conflict, and 32-character ones are markers.
    @Test func theAttributeSetsTheMarkersLength() {
        let long = { (c: Character) in String(repeating: c, count: 32) }
        expectFindings("conflict-marker", in: "<<<<<<< ours\nx\n=======\ny\n>>>>>>> theirs\n", context: Self.sized("32"))
        expectFindings("conflict-marker", in: """
            <<<<<<< shown
            1️⃣\(long("<")) HEAD
            2️⃣\(long("="))
            3️⃣\(long(">")) topic
            \(long("<"))< one more is not a marker

            """, context: Self.sized("32"))
    }

    /// git reads the value with `atoi`, and anything not positive is the default, 7.
    @Test func theValueIsReadAsGitReadsIt() {
        #expect(ConflictMarkerRule.markerSize("32") == 32)
        #expect(ConflictMarkerRule.markerSize("10x") == 10)
        #expect(ConflictMarkerRule.markerSize(nil) == 7)
        #expect(ConflictMarkerRule.markerSize("true") == 7)
        #expect(ConflictMarkerRule.markerSize("0") == 7 && ConflictMarkerRule.markerSize("-3") == 7)
        expectFindings("conflict-marker", in: "1️⃣<<<<<<< ours\n2️⃣>>>>>>>\tx\n", context: Self.sized("true"))
    }
}
