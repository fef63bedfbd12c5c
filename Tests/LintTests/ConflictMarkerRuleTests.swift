import Lint
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
