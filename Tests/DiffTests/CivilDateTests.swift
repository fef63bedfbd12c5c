import Diff
import Testing

/// Dates as git writes them, checked against `date -d @T` for the same moments.
@Suite struct CivilDateTests {
    static func text(_ time: Int64, zone: Int = 0) -> String {
        let date = CivilDate(time, zone: zone)
        let weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][date.weekday]
        return "\(weekday) \(date.year)-\(CivilDate.two(date.month))-\(CivilDate.two(date.day)) \(date.time) \(CivilDate.zone(zone))"
    }

    @Test func momentsAroundTheEpochLeapDaysAndCenturies() {
        #expect(Self.text(0) == "Thu 1970-01-01 00:00:00 +0000")
        #expect(Self.text(-1) == "Wed 1969-12-31 23:59:59 +0000")
        #expect(Self.text(951_782_400) == "Tue 2000-02-29 00:00:00 +0000")
        #expect(Self.text(1_700_000_000) == "Tue 2023-11-14 22:13:20 +0000")
        #expect(Self.text(4_102_444_800) == "Fri 2100-01-01 00:00:00 +0000")
    }

    @Test func theZoneMovesTheDateAndIsWrittenAsGitDoes() {
        #expect(Self.text(1_700_000_000, zone: 330) == "Wed 2023-11-15 03:43:20 +0530")
        #expect(Self.text(0, zone: -90) == "Wed 1969-12-31 22:30:00 -0130")
    }
}
