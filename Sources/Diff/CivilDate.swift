/// A moment as git writes dates: the civil date and time of day in the author's own zone.
package struct CivilDate: Equatable, Sendable {
    package let year: Int64
    /// 1 to 12.
    package let month: Int
    /// 1 to 31.
    package let day: Int
    /// Seconds since the local midnight.
    public let seconds: Int
    /// 0 is Sunday.
    package let weekday: Int

    /// `time` seconds after the epoch, in the zone `zone` minutes east of UTC.
    public init(_ time: Int64, zone: Int) {
        let local = time + Int64(zone) * 60
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        seconds = Int(local - days * 86_400)
        // 1970-01-01 was a Thursday.
        weekday = Int(((days + 4) % 7 + 7) % 7)
        // Days since 1970-01-01 to a civil date (Howard Hinnant's `civil_from_days`).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `03:04:05`.
    public var time: String { "\(Self.two(seconds / 3600)):\(Self.two(seconds / 60 % 60)):\(Self.two(seconds % 60))" }

    /// A zone of `zone` minutes east of UTC as git writes it: `+0100`, `-0530`.
    package static func zone(_ zone: Int) -> String {
        let offset = abs(zone)
        return (zone < 0 ? "-" : "+") + two(offset / 60) + two(offset % 60)
    }

    /// Two digits: `07`.
    public static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
