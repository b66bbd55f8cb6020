import Testing
import FSRS

@Suite struct TimestampTests {
    private let start = Timestamp(secondsSince1970: 1_767_225_600)

    @Test func whole_days_round_down_like_python_timedelta_days() {
        #expect(start.advanced(bySeconds: 86_399).wholeDays(since: start) == 0)
        #expect(start.advanced(bySeconds: 86_400).wholeDays(since: start) == 1)
        #expect(start.advanced(byDays: 36_500).wholeDays(since: start) == 36_500)
        #expect(start.advanced(bySeconds: -1).wholeDays(since: start) == -1)
        #expect(start.advanced(bySeconds: -86_400).wholeDays(since: start) == -1)
        #expect(start.advanced(bySeconds: -86_401).wholeDays(since: start) == -2)
    }
}
